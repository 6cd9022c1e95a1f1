package io.benchlab.cli;

import io.benchlab.core.util.Durations;
import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.StreamBreakdown;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.run.RunListener;
import io.benchlab.core.run.RunOutcome;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Progress on stderr: a redrawn bar on a terminal, plain milestone lines otherwise (CI logs),
 * and one line per finished operation so a long run shows where it is. A running operation shows
 * its elapsed time while it runs (redrawn each second on a terminal; in logs after 1, 2, 5, 10, 20,
 * 30 s and then every 30 s) with the engine's estimate of the run's remaining time.
 */
final class ConsoleProgress implements RunListener {
    private static final int BAR = 30;
    /** Elapsed seconds at which a log (not a terminal) gets a line about a still running operation; then every 30 s. */
    private static final long[] LOG_TICKS = {1, 2, 5, 10, 20, 30};
    private final PrintStream out;
    private final boolean terminal;
    private final boolean quiet;
    private final long startNanos = System.nanoTime();
    private String lastStep = "";
    private int lastPercent = -1;
    private boolean barShown;
    private ScheduledExecutorService ticker;
    private String running;
    private long runningSince;
    private double remainingAtStart = Double.NaN;
    private int logTick;

    ConsoleProgress(PrintStream out, boolean quiet) {
        this.out = out;
        this.terminal = System.console() != null;
        this.quiet = quiet;
    }

    @Override
    public void started(Path bundle) {
        line("bundle: " + bundle);
    }

    @Override
    public void variantStarted(String variant, int index, int count) {
        line("variant " + (index + 1) + "/" + count + ": " + variant);
    }

    @Override
    public void phaseStarted(String variant, String phase) {
        line("  " + phase);
    }

    @Override
    public synchronized void operationStarted(String variant, String phase, String operation, double remainingSeconds) {
        if (quiet) {
            return;
        }
        running = operation;
        runningSince = System.nanoTime();
        remainingAtStart = remainingSeconds;
        logTick = 0;
        if (ticker == null) {
            ticker = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "benchlab-progress");
                t.setDaemon(true); // never keeps the JVM alive
                return t;
            });
            ticker.scheduleAtFixedRate(this::tick, 250, 250, TimeUnit.MILLISECONDS);
        }
    }

    /** Shows the running operation's elapsed time (and what is left of the run) while it runs. */
    private synchronized void tick() {
        if (running == null) {
            return;
        }
        long elapsed = (System.nanoTime() - runningSince) / 1_000_000_000L;
        if (elapsed < 1) {
            return;
        }
        double left = remainingAtStart - elapsed;
        String text = String.format(Locale.ROOT, "    %-24s running %s%s", running, Durations.clock(elapsed),
                Double.isNaN(left) || left < 1 ? "" : " · about " + Durations.clock(Math.round(left)) + " left in the run");
        if (terminal) {
            out.print("\r\033[K" + text); // redrawn in place, four times a second
            out.flush();
            barShown = true;
            return;
        }
        long due = logTick < LOG_TICKS.length ? LOG_TICKS[logTick] : LOG_TICKS[LOG_TICKS.length - 1] + 30L * (logTick - LOG_TICKS.length + 1);
        if (elapsed >= due) {
            out.println(text);
            out.flush();
            logTick++;
        }
    }

    @Override
    public synchronized void operationFinished(Measurement m) {
        running = null;
        if (quiet) {
            return;
        }
        String result = m.error() != null ? "ERROR " + m.error() : String.format(Locale.ROOT, "%9.3f s  %d rows%s", m.seconds(), m.rows(),
                m.resultChanged() ? "  RESULT CHANGED" : "");
        line(String.format(Locale.ROOT, "    %-24s %s", m.operation(), result));
    }

    @Override
    public synchronized void progress(String step, long done, long total) {
        if (quiet) {
            return;
        }
        int percent = total > 0 ? (int) Math.min(100, done * 100 / total) : -1;
        if (terminal) {
            String bar = total > 0 ? "[" + "#".repeat(percent * BAR / 100) + " ".repeat(BAR - percent * BAR / 100) + "] " + percent + "%" : "...";
            String rate = total > 0 && done > 0 ? String.format(Locale.ROOT, "  %,d/%,d  %s", done, total, elapsed()) : "  " + elapsed();
            out.print("\r\033[K" + step + " " + bar + rate);
            out.flush();
            barShown = true;
        } else if (!step.equals(lastStep) || (percent >= 0 && percent / 25 != lastPercent / 25)) {
            out.println(step + (percent >= 0 ? " " + percent + "%" : " ..."));
        }
        lastStep = step;
        lastPercent = percent;
    }

    @Override
    public void message(String text) {
        line(text);
    }

    @Override
    public void interval(Records.IntervalRecord i, String unit) {
        if (!quiet) {
            String p99 = i.p99Micros() == null ? "-" : String.format(Locale.ROOT, "%.2f", i.p99Micros() / 1000);
            if (i.counts() != null && i.counts().keySet().containsAll(StreamBreakdown.SqlStatistics.CLASSES) && i.lengthMillis() > 0) {
                // a stream counting its statements as sysbench does: its line as sysbench's --report-interval reads
                double s = i.lengthMillis() / 1000.0;
                line(String.format(Locale.ROOT, "    %s #%d tps %,.1f qps %,.0f (r/w/o %,.0f/%,.0f/%,.0f) p99 %s ms err/s %.1f",
                        i.operation(), i.index(), i.operationsPerSecond(), i.unitsPerSecond(), i.counts().get("reads") / s,
                        i.counts().get("writes") / s, i.counts().get("other") / s, p99, i.errors() / s));
            } else {
                line(String.format(Locale.ROOT, "    %s #%d %,.0f %s/s p99 %s ms", i.operation(), i.index(), i.unitsPerSecond(), unit, p99));
            }
        }
    }

    @Override
    public synchronized void finished(RunOutcome outcome) {
        running = null;
        if (ticker != null) {
            ticker.shutdownNow();
        }
        line("run " + outcome.status().label() + (outcome.message() != null ? ": " + outcome.message() : "") + " after " + elapsed());
    }

    private String elapsed() {
        return Durations.clock((System.nanoTime() - startNanos) / 1_000_000_000L);
    }

    private synchronized void line(String text) {
        if (barShown) {
            out.print("\r\033[K");
            barShown = false;
        }
        out.println(text);
        out.flush();
    }
}
