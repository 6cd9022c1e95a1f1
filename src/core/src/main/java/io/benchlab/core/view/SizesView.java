package io.benchlab.core.view;

import io.benchlab.core.bundle.Records.SizeRecord;
import io.benchlab.core.bundle.VariantSizes;
import io.benchlab.core.util.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * Each variant's tables and indexes after the load and at its end, and how its size and speed
 * compare with the first variant's ({@link VariantSizes}), laid out once for {@code show}, the
 * report and {@code compare}.
 */
public final class SizesView {
    public static final String CORNER = "variant";
    public static final String TITLE = "Table and index sizes per variant (information_schema.TABLES; files in the datadir of a server"
            + " benchlab manages), with size and speed against the first variant";

    private SizesView() {
    }

    public static Table of(VariantSizes sizes) {
        List<String> headers = List.of("row format", "data + index after load", "on disk after load", "data + index at end",
                "on disk at end", "speed", "against " + (sizes.rows().isEmpty() ? "the first" : sizes.rows().get(0).variant()));
        List<Row> rows = new ArrayList<>();
        VariantSizes.Row first = sizes.rows().isEmpty() ? null : sizes.rows().get(0);
        for (VariantSizes.Row r : sizes.rows()) {
            String against = r == first ? "" : VariantSizes.sentence(first, r);
            rows.add(new Row(r.variant(), List.of(Cell.of(rowFormats(r.end() != null ? r.end() : r.loaded())),
                    Cell.num(dataIndex(r.loaded())), Cell.num(files(r.loaded())), Cell.num(dataIndex(r.end())), Cell.num(files(r.end())),
                    Cell.num(speed(r)), Cell.of(against == null ? "-" : against))));
        }
        return new Table(headers, rows);
    }

    /** The line {@code compare} prints: B's size and speed against A's; null when either has no sizes. */
    public static String between(String nameA, VariantSizes a, String variantA, String nameB, VariantSizes b, String variantB) {
        VariantSizes.Row ra = a.of(variantA);
        VariantSizes.Row rb = b.of(variantB);
        String s = VariantSizes.sentence(ra, rb);
        return s == null ? null : "Sizes: " + nameA + " " + Numbers.bytes(ra.bytes()) + ", " + nameB + " " + Numbers.bytes(rb.bytes())
                + " (" + ra.measured() + "): " + nameB + " " + s;
    }

    private static String rowFormats(SizeRecord r) {
        if (r == null) {
            return "-";
        }
        return String.join(", ", r.tables().stream().map(t -> t.createOptions() != null && t.createOptions().toLowerCase(java.util.Locale.ROOT).contains("key_block_size")
                ? t.rowFormat() + " (" + t.createOptions() + ")" : String.valueOf(t.rowFormat())).distinct().toList());
    }

    private static String dataIndex(SizeRecord r) {
        return r == null ? "-" : Numbers.bytes(r.dataBytes() + r.indexBytes());
    }

    private static String files(SizeRecord r) {
        return r == null || r.fileBytes() == null ? "-" : Numbers.bytes(r.fileBytes());
    }

    private static String speed(VariantSizes.Row r) {
        if (r.rate() != null) {
            return Numbers.sig(r.rate()) + " " + (r.unit() == null ? "" : r.unit()) + "/s";
        }
        return r.seconds() == null ? "-" : Numbers.seconds(r.seconds());
    }
}
