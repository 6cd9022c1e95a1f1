package io.benchlab.core.view;

import io.benchlab.core.bundle.StreamBreakdown;
import io.benchlab.core.bundle.StreamSamples.Stream;
import io.benchlab.core.bundle.StreamSamples;
import java.util.List;

/**
 * A stream with the label its rows carry ({@link StreamLabel}): what every stream view takes, so a
 * face decides only which column its streams belong to.
 */
public record LabelledStream(StreamLabel name, Stream stream) {
    /** The streams of one variant, labelled "Run1/insert" (the CLI prints a variant at a time). */
    public static List<LabelledStream> within(List<Stream> streams) {
        return streams.stream().map(s -> new LabelledStream(StreamLabel.of(s.key()), s)).toList();
    }

    /** Every stream of a run, labelled with its variant: "default · Run1/insert" (the GUI's tables). */
    public static List<LabelledStream> byVariant(StreamSamples samples) {
        return samples.streams().stream().map(s -> new LabelledStream(StreamLabel.of(s.key().variant(), s.key()), s)).toList();
    }

    /** The label of the stream's rows. */
    public String label() {
        return name.text();
    }

    StreamBreakdown breakdown() {
        return stream.breakdown();
    }

    String threads() {
        return Integer.toString(stream.key().threads());
    }
}
