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
 *
 * <p>When the stream ends the log gets one more line per series, the whole run's histogram, tagged
 * {@value #TOTAL_TAG} (the stream's) or {@value #TOTAL_TAG}{@code .KIND}: reading a stream's
 * distribution then decodes one line instead of every interval's (an hour of 100 ms intervals is
 * 36,000 histograms of a quarter megabyte each once decoded). A log whose writer was killed has no
 * total lines; its intervals are added up instead.
 */
public final class HistogramLog implements AutoCloseable {
    /** The folder of the logs inside a bundle. */
    public static final String DIR = "histograms";
    /** The tag of the whole run's histogram, written last ({@code benchlab.total.KIND} for a kind's). */
    public static final String TOTAL_TAG = "benchlab.total";

    private final FileOutputStream out;
    private final HistogramLogWriter writer;
    private final String relative;
    /** The whole run so far, per tag (null: the stream's own); written as the total lines at {@link #close()}. */
    private final java.util.Map<String, Histogram> totals = new java.util.LinkedHashMap<>();

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
        Histogram total = totals.computeIfAbsent(tag, t -> new Histogram(interval.getHighestTrackableValue(),
                interval.getNumberOfSignificantValueDigits()));
        total.add(interval);
        total.setStartTimeStamp(Math.min(total.getStartTimeStamp(), interval.getStartTimeStamp())); // a new histogram starts at Long.MAX_VALUE
        total.setEndTimeStamp(Math.max(total.getEndTimeStamp(), interval.getEndTimeStamp()));
        write(interval, tag);
    }

    private void write(Histogram interval, String tag) {
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

    /** Writes the whole run's histogram of each series (the total lines) and closes the log. */
    @Override
    public void close() {
        try {
            totals.forEach((tag, total) -> write(total, tag == null ? TOTAL_TAG : TOTAL_TAG + "." + tag));
        } catch (RuntimeException e) {
            // the intervals are on disk; a reader adds them up without the total lines
        }
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

    /**
     * The whole run's histogram of a series (a kind's name; null: the stream's own): its total line,
     * decoding nothing else; for a log without one (its writer was killed) its intervals added up.
     * Null when the log is missing or holds no such series.
     */
    public static Histogram total(Path file, String tag) {
        String prefix = "Tag=" + (tag == null ? TOTAL_TAG : TOTAL_TAG + "." + tag) + ",";
        try (java.io.BufferedReader lines = Files.newBufferedReader(file)) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.startsWith(prefix)) {
                    Histogram h = totalLine(line.substring(prefix.length()));
                    if (h != null) {
                        return h;
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return sumOfIntervals(file, tag);
    }

    /** A total line's histogram ({@code start,length,max,base64} after its tag); null if torn. */
    private static Histogram totalLine(String fields) {
        String[] f = fields.split(",");
        if (f.length != 4) {
            return null;
        }
        try {
            return Histogram.decodeFromCompressedByteBuffer(java.nio.ByteBuffer.wrap(java.util.Base64.getDecoder().decode(f[3])), 0);
        } catch (java.util.zip.DataFormatException | RuntimeException e) {
            return null;
        }
    }

    private static Histogram sumOfIntervals(Path file, String tag) {
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
