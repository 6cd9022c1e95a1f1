package io.benchlab.core.history;

import io.benchlab.core.compare.Figure;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * What one series follows: one figure of one experiment's variant, over its runs.
 *
 * @param experiment the experiment's name
 * @param variant    the variant's name
 * @param figure     the figure (a query's seconds, a stream's rows/s or p99 ms, a node's lag)
 */
public record SeriesKey(String experiment, String variant, Figure figure) {

    /** "Q1.1 · seconds" with the variant: {@code mariadb-11.4 · Q1.1 · seconds}. */
    public String label() {
        return variant + " · " + figure.name();
    }

    /** A short stable id (8 hex digits of a SHA-256 of the key), for the command line and the store. */
    public String id() {
        return shortHash(experiment + "\n" + variant + "\n" + figure.kind() + "\n" + figure.subject() + "\n" + figure.measure());
    }

    /**
     * The filter of {@code --variant} and {@code --figure}: this variant (any when null) and a figure whose
     * name holds this text, case aside (any when null).
     */
    public static java.util.function.Predicate<SeriesKey> matching(String variant, String figureText) {
        String f = figureText == null ? null : figureText.toLowerCase(java.util.Locale.ROOT);
        return k -> (variant == null || variant.equals(k.variant())) && (f == null || k.figure().name().toLowerCase(java.util.Locale.ROOT).contains(f));
    }

    static String shortHash(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 4);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
