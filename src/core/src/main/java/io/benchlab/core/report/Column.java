package io.benchlab.core.report;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.StreamSamples;
import java.util.List;

/**
 * One column of the report: a variant of a bundle. With several bundles its label is
 * {@code bundle:variant} so runs compare side by side; with one bundle just the variant.
 */
public record Column(Bundle bundle, String variant, String label) {

    /** The streams of this column's variant, grouped as every face groups them. */
    public List<StreamSamples.Stream> streams() {
        return StreamSamples.of(bundle).of(variant);
    }
}
