package io.benchlab.plugin.ssb;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The SSB query texts, kept as resources under {@code io/benchlab/plugin/ssb/queries/NAME.sql}. */
public final class SsbQueries {
    private SsbQueries() {
    }

    /** The 13 SSB queries in flight order. */
    public static final List<String> NAMES = List.of(
            "Q1.1", "Q1.2", "Q1.3",
            "Q2.1", "Q2.2", "Q2.3",
            "Q3.1", "Q3.2", "Q3.3", "Q3.4",
            "Q4.1", "Q4.2", "Q4.3");

    /** Q1.1 with the join order forced by STRAIGHT_JOIN: lineorder first, then date first. */
    public static final List<String> JOIN_DIRECTION_VARIANTS = List.of("Q1.1-fact-first", "Q1.1-dim-first");

    /** "flight 1" for Q1.x and its variants. */
    public static String flight(String name) {
        return "flight " + name.charAt(1);
    }

    /** The statement text of a query, without a trailing semicolon. */
    public static String sql(String name) {
        String resource = "queries/" + name + ".sql";
        try (InputStream in = SsbQueries.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no SSB query named " + name);
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
            while (text.endsWith(";")) {
                text = text.substring(0, text.length() - 1).strip();
            }
            return text;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }
}
