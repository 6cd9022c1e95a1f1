package io.benchlab.plugin.tpcc;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * CH-benCHmark's 22 analytical queries (Cole et al., DBTest 2011: TPC-H's questions asked of TPC-C's
 * tables and its SUPPLIER, NATION and REGION), one resource file each, in MySQL/MariaDB's SQL. Q15's
 * view is a common table expression, so that several analytical streams never create and drop one
 * view between them.
 */
final class ChQueries {
    static final int COUNT = 22;

    private ChQueries() {
    }

    /** Q1 … Q22, the kinds of the analytical stream. */
    static List<String> names() {
        List<String> out = new ArrayList<>();
        for (int i = 1; i <= COUNT; i++) {
            out.add("Q" + i);
        }
        return out;
    }

    /** The texts, in order. */
    static List<String> texts() {
        List<String> out = new ArrayList<>();
        for (String name : names()) {
            try (InputStream in = ChQueries.class.getResourceAsStream("ch/" + name + ".sql")) {
                if (in == null) {
                    throw new IllegalStateException("query " + name + " is missing from the plugin");
                }
                out.add(new String(in.readAllBytes(), StandardCharsets.UTF_8).strip());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }
}
