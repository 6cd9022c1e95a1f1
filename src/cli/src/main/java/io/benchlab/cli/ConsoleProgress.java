package io.benchlab.cli;

import io.benchlab.core.bundle.Records;
import io.benchlab.core.bundle.Records.Measurement;
import io.benchlab.core.run.RunListener;
import io.benchlab.core.run.RunOutcome;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Progress on stderr: a redrawn bar on a terminal, plain milestone lines otherwise (CI logs),
 * and one line per finished operation so a long run shows where it is.
 */
final class ConsoleProgress implements RunListener {
    private static final int BAR = 30;
    private final PrintStream out;
    private final boolean terminal;
    private final boolean quiet;
    private final long startNanos = System.nanoTime();
    private String lastStep = "";
    private int lastPercent = -1;
    private boolean barShown;

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
    public void operationFinished(Measurement m) {
        if (quiet) {
            return;
        }
        String result = m.error() != null ? "ERROR " + m.error() : String.format("%9.3f s  %d rows%s", m.seconds(), m.rows(),
                m.resultChanged() ? "  RESULT CHANGED" : "");
        line(String.format("    %-24s %s", m.operation(), result));
    }

    @Override
    public void progress(String step, long done, long total) {
        if (quiet) {
            return;
        }
        int percent = total > 0 ? (int) Math.min(100, done * 100 / total) : -1;
        if (terminal) {
            String bar = total > 0 ? "[" + "#".repeat(percent * BAR / 100) + " ".repeat(BAR - percent * BAR / 100) + "] " + percent + "%" : "...";
            String rate = total > 0 && done > 0 ? String.format("  %,d/%,d  %s", done, total, elapsed()) : "  " + elapsed();
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
            line(String.format(Locale.ROOT, "    %s #%d %,.0f %s/s p99 %s ms", i.operation(), i.index(), i.unitsPerSecond(), unit,
                    i.p99Micros() == null ? "-" : String.format(Locale.ROOT, "%.2f", i.p99Micros() / 1000)));
        }
    }

    @Override
    public void finished(RunOutcome outcome) {
        line("run " + outcome.status().label() + (outcome.message() != null ? ": " + outcome.message() : "") + " after " + elapsed());
    }

    private String elapsed() {
        long s = (System.nanoTime() - startNanos) / 1_000_000_000L;
        return String.format("%d:%02d", s / 60, s % 60);
    }

    private void line(String text) {
        if (barShown) {
            out.print("\r\033[K");
            barShown = false;
        }
        out.println(text);
        out.flush();
    }
}
