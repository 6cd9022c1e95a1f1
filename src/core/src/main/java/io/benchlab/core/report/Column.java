package io.benchlab.core.report;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.StreamSamples;
import io.benchlab.core.view.LabelledStream;
import io.benchlab.core.view.StreamLabel;
import java.util.ArrayList;
import java.util.List;

/**
 * One column of the report: a variant of a bundle. With several bundles its label is
 * {@code bundle:variant} so runs compare side by side; with one bundle just the variant.
 */
public record Column(Bundle bundle, String variant, String label) {

    /**
     * Every variant of every bundle, in order, the baseline moved first.
     *
     * @param baselineName a column label or variant name; null for the first column
     */
    static List<Column> of(List<Bundle> bundles, String baselineName) {
        List<Column> out = new ArrayList<>();
        boolean several = bundles.size() > 1;
        for (Bundle b : bundles) {
            for (String v : b.manifest().variants()) {
                out.add(new Column(b, v, several ? b.id() + ":" + v : v));
            }
        }
        if (out.isEmpty()) {
            throw new BenchlabException("the bundles have no variants");
        }
        if (baselineName != null) {
            Column base = out.stream().filter(c -> c.label().equals(baselineName)).findFirst()
                    .or(() -> out.stream().filter(c -> c.variant().equals(baselineName)).findFirst())
                    .orElseThrow(() -> new BenchlabException("no variant '" + baselineName + "' to use as baseline; there are "
                            + out.stream().map(Column::label).toList()));
            out.remove(base);
            out.add(0, base);
        }
        return out;
    }

    /** The streams of this column's variant, grouped as every face groups them. */
    /** This column's streams, each labelled "column · Run1/insert" ({@link StreamLabel}), as every stream view takes them. */
    public List<LabelledStream> labelledStreams() {
        return streams().stream().map(st -> new LabelledStream(StreamLabel.of(label, st.key()), st)).toList();
    }

    public List<StreamSamples.Stream> streams() {
        return StreamSamples.of(bundle).of(variant);
    }
}
