import io.benchlab.core.agent.AgentWire;
import io.benchlab.core.stream.IntervalMerge;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * What the coordinator spends per merged interval of a stream on load hosts: decoding each
 * agent's histogram line (as it arrives) and adding them (IntervalMerge). Each agent's interval
 * holds OPS latencies drawn log-normally around 1 ms (0.1 ms – 100 ms tails). Run by
 * scripts/bench-interval-merge.sh; prints microseconds per interval for 2, 8 and 64 agents.
 */
public class IntervalMergeBench {
    public static void main(String[] args) {
        int ops = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
        for (int agents : new int[] {2, 8, 64}) {
            List<String> lines = new ArrayList<>();
            SplittableRandom r = new SplittableRandom(agents);
            for (int a = 0; a < agents; a++) {
                Histogram h = IntervalMerge.emptyHistogram();
                for (int i = 0; i < ops; i++) {
                    h.recordValue((long) (1_000_000 * Math.exp(r.nextGaussian() * 0.8)));
                }
                h.setStartTimeStamp(1_700_000_000_000L);
                h.setEndTimeStamp(1_700_000_001_000L);
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                new HistogramLogWriter(new PrintStream(bytes)).outputIntervalHistogram(h);
                lines.add(bytes.toString().strip());
            }
            IntervalMerge merge = new IntervalMerge();
            long sink = 0;
            int warm = 2_000;
            int rounds = 10_000;
            long decodeNanos = 0;
            long mergeNanos = 0;
            for (int i = 0; i < warm + rounds; i++) {
                long t0 = System.nanoTime();
                List<IntervalMerge.Part> parts = new ArrayList<>(agents);
                for (String line : lines) {
                    Histogram h = AgentWire.histogramOfLine(line);
                    parts.add(new IntervalMerge.Part(1000, h.getTotalCount(), h.getTotalCount(), 0, h.getTotalCount(), h.getTotalCount(), h));
                }
                long t1 = System.nanoTime();
                IntervalMerge.Merged m = merge.merge(i, i * 1000L, 0, 1000, parts);
                sink += m.sample().operations() + (long) m.sample().p99Micros();
                long t2 = System.nanoTime();
                if (i >= warm) {
                    decodeNanos += t1 - t0;
                    mergeNanos += t2 - t1;
                }
            }
            System.out.printf(Locale.ROOT, "%2d agents, %,d values each: %.1f µs per merged interval = %.1f decoding the agents' lines + %.1f adding"
                    + " and percentiles  [%d]%n", agents, ops, (decodeNanos + mergeNanos) / 1000.0 / rounds, decodeNanos / 1000.0 / rounds,
                    mergeNanos / 1000.0 / rounds, sink % 10);
        }
    }
}
