package io.benchlab.core.bundle;

import io.benchlab.core.bundle.Records.StreamKey;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.HdrHistogram.HistogramLogWriter;

/**
 * A stream's response-time interval histograms in HdrHistogram's own log format
 * ({@code HistogramLogWriter}: one compressed, base64-encoded histogram per line, values in
 * nanoseconds), one file per stream under {@code histograms/}. Any percentile of any interval or
 * of the whole stream can be recomputed from it, two runs' distributions compared, and agents
 * merged with HdrHistogram's own tools ({@code HistogramLogProcessor}).
 *
 * <p>Written on the sampler thread at each interval boundary, never by a worker; each interval
 * is flushed to the file before the next one starts, as every other bundle record is.
 */
public final class HistogramLog implements AutoCloseable {
    /** The folder of the logs inside a bundle. */
    public static final String DIR = "histograms";

    private final FileOutputStream out;
    private final HistogramLogWriter writer;
    private final String relative;

    private HistogramLog(Path file, String relative, long startMillis) throws FileNotFoundException {
        this.out = new FileOutputStream(file.toFile());
        this.writer = new HistogramLogWriter(out);
        this.relative = relative;
        writer.outputComment("benchlab stream response times, nanoseconds");
        writer.outputLogFormatVersion();
        writer.outputStartTime(startMillis);
        writer.setBaseTime(startMillis);
        writer.outputLegend();
    }

    /** Creates {@code histograms/FILE.hlog} in the bundle for one stream; the name is derived from the key. */
    public static HistogramLog create(Path bundleDir, StreamKey key, long startMillis) {
        String name = (key.variant() + "_" + key.phase() + "_" + key.round() + "_" + key.operation() + "_" + key.threads() + "t")
                .replaceAll("[^A-Za-z0-9._-]+", "-");
        try {
            Path dir = Files.createDirectories(bundleDir.resolve(DIR));
            Path file = dir.resolve(name + ".hlog");
            for (int i = 2; Files.exists(file); i++) {
                file = dir.resolve(name + "-" + i + ".hlog");
            }
            return new HistogramLog(file, DIR + "/" + file.getFileName(), startMillis);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a histogram log in " + bundleDir, e);
        }
    }

    /** The file, relative to the bundle (as streams.jsonl records it). */
    public String relativePath() {
        return relative;
    }

    /** Appends one interval's histogram (its start and end time stamps are the interval's) and flushes. */
    public void append(Histogram interval) {
        append(interval, null);
    }

    /**
     * Appends one interval's histogram of one kind of the stream's operations, tagged with the
     * kind's name (HdrHistogram's log tags: readers that ask for no tag see the stream's own lines
     * only), and flushes; a null tag is the stream's own histogram.
     */
    public void append(Histogram interval, String tag) {
        String before = interval.getTag();
        interval.setTag(tag);
        try {
            writer.outputIntervalHistogram(interval);
        } finally {
            interval.setTag(before);
        }
        try {
            out.flush();
            out.getFD().sync();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a histogram log", e);
        }
    }

    @Override
    public void close() {
        try {
            out.close();
        } catch (IOException ignored) {
            // every interval was synced when appended
        }
    }

    /** The stream's own interval histograms of a log (untagged lines), in order; a torn last line of a killed run is skipped. */
    public static List<Histogram> read(Path file) {
        return read(file, null);
    }

    /**
     * The interval histograms of a log with this tag (a kind's name; null: the stream's own), in
     * order; a torn last line of a killed run is skipped.
     */
    public static List<Histogram> read(Path file, String tag) {
        List<Histogram> out = new ArrayList<>();
        try {
            HistogramLogReader reader = new HistogramLogReader(file.toFile());
            while (true) {
                EncodableHistogram h;
                try {
                    h = reader.nextIntervalHistogram();
                } catch (RuntimeException torn) {
                    break;
                }
                if (h == null) {
                    break;
                }
                if (h instanceof Histogram hist && java.util.Objects.equals(hist.getTag(), tag)) {
                    out.add(hist);
                }
            }
            reader.close();
        } catch (FileNotFoundException e) {
            return out;
        }
        return out;
    }

    /** All the stream's own intervals of a log added into one histogram (null when the log is missing or empty). */
    public static Histogram total(Path file) {
        return total(file, null);
    }

    /** All intervals of a log with this tag (a kind's name; null: the stream's own) added into one histogram (null when none). */
    public static Histogram total(Path file, String tag) {
        Histogram total = null;
        for (Histogram h : read(file, tag)) {
            if (total == null) {
                total = new Histogram(h.getHighestTrackableValue(), h.getNumberOfSignificantValueDigits());
            }
            total.add(h);
        }
        return total;
    }
}
