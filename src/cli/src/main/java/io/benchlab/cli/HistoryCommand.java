package io.benchlab.cli;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.history.Change;
import io.benchlab.core.history.ChangePointOptions;
import io.benchlab.core.history.ChangeReport;
import io.benchlab.core.history.History;
import io.benchlab.core.history.HistoryGate;
import io.benchlab.core.history.HistoryViews;
import io.benchlab.core.history.RunPoint;
import io.benchlab.core.history.Series;
import io.benchlab.core.history.SeriesKey;
import io.benchlab.core.history.SeriesReport;
import io.benchlab.core.history.Triage;
import io.benchlab.core.history.TriageBook;
import io.benchlab.core.history.WhatChanged;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.core.util.Json;
import io.benchlab.core.view.Table;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "history", mixinStandardHelpOptions = true,
        description = {"The history of every figure over the runs of an experiment: one series per experiment × variant × figure (a"
                + " query's warm median, a stream's throughput, p95/p99, NOPM, IOPS, a node's lag), one point per complete run with"
                + " its 95%% interval, and the change points in it (E-Divisive means with a Student's t-test, as Apache Otava;"
                + " docs/history.md).",
                "The runs are those `benchlab runs` lists, kept in an index in the home that follows the bundles: each `history`"
                + " reads the runs not yet in it, `run` adds its run when it completes, --reindex rebuilds it.",
                "Each change says the mean before and after, the change in %%, its p-value, the run it starts at, and what differs"
                + " between the two runs around it (server version, variables, dataset, host, benchlab's version, the SQL or"
                + " parameters)."},
        footer = {"", "As a CI gate: --fail-on-change exits 5 when a change no one has triaged makes a figure worse (not in an"
                + " erratic series), naming each on its own line; --since RUN|DATE looks only at changes from that run or day on;"
                + " --junit FILE writes them as a JUnit XML report.",
                "Triage: `benchlab history ack CHANGE --reason TEXT` (or regression --link URL, improvement, recovered); a later"
                + " change in the same series is untriaged again."},
        subcommands = {HistoryCommand.Ack.class, HistoryCommand.Regression.class, HistoryCommand.Improvement.class,
            HistoryCommand.Recovered.class})
final class HistoryCommand implements Callable<Integer> {

    @Parameters(index = "0", arity = "0..1", paramLabel = "EXPERIMENT", description = "The experiment's name (default: every experiment).")
    String experiment;

    @Option(names = "--figure", paramLabel = "TEXT", description = "Only figures whose name contains TEXT (e.g. 'Q1.1', 'p99', 'rows/s').")
    String figure;

    @Option(names = "--variant", paramLabel = "NAME", description = "Only this variant.")
    String variant;

    @Option(names = "--format", defaultValue = "text", description = "text (default), json, csv (one line per point) or markdown.")
    Format format;

    enum Format { text, json, csv, markdown }

    @Option(names = "--reindex", description = "Rebuild the index from every bundle first (a bundle that cannot be read is one line and skipped).")
    boolean reindex;

    @Option(names = "--p-value", paramLabel = "P", description = "A change is kept at p at most this (default ${DEFAULT-VALUE}).",
            defaultValue = "0.001")
    double pValue;

    @Option(names = "--window", paramLabel = "N", description = "Runs per sliding window (default ${DEFAULT-VALUE}).", defaultValue = "50")
    int window;

    @Option(names = "--min-magnitude", paramLabel = "PERCENT", description = "Keep only changes of at least this size: 2%% or 0.02"
            + " (default 0: any size).", converter = HistoryCommand.Magnitude.class, defaultValue = "0")
    double minMagnitude;

    @Option(names = "--min-points", paramLabel = "N", description = "Judge a series from this many runs (default ${DEFAULT-VALUE}).",
            defaultValue = "6")
    int minPoints;

    @Option(names = "--fail-on-change", description = "Exit 5 when an untriaged change makes a figure worse.")
    boolean failOnChange;

    @Option(names = "--since", paramLabel = "RUN|DATE", description = "With --fail-on-change: only changes starting at this run (id, prefix"
            + " or 'latest') or on or after this day (2026-11-28) or instant.")
    String since;

    @Option(names = "--junit", paramLabel = "FILE", description = "With --fail-on-change: also write the gate as JUnit XML, a test case per"
            + " figure, a failure per change it fails on.")
    Path junit;

    @Mixin
    HomeOption home;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if ((junit != null || since != null) && !failOnChange) {
            throw new ParameterException(spec.commandLine(), (junit != null ? "--junit" : "--since") + " belongs to the gate: give"
                    + " --fail-on-change too");
        }
        ChangePointOptions options = options(spec);
        BenchlabHome h = home.resolve();
        Map<String, Triage> triage = new TriageBook(h).all();
        List<SeriesReport> reports;
        try (History history = new History(h)) {
            History.Indexing indexing = reindex ? history.reindex(ChangePointOptions.DEFAULTS, HistoryCommand::warn)
                    : history.update(ChangePointOptions.DEFAULTS, HistoryCommand::warn);
            if (reindex) {
                System.err.println("history: indexed " + indexing.added() + " run(s), skipped " + indexing.skipped() + ", judged "
                        + indexing.judged() + " series");
            } else if (indexing.added() + indexing.removed() > 0) {
                System.err.println("history: read " + indexing.added() + " new run(s), forgot " + indexing.removed() + ", judged "
                        + indexing.judged() + " series again");
            }
            history.requireExperiment(experiment);
            // what changed is read from the bundles only where it is printed: the CSV needs the index alone
            reports = history.reports(experiment, SeriesKey.matching(variant, figure), options, triage, format != Format.csv);
        }
        switch (format) {
            case json -> System.out.println(Json.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(json(reports)));
            case csv -> System.out.print(csv(reports));
            case markdown -> System.out.print(markdown(reports));
            case text -> System.out.print(text(reports));
        }
        if (!failOnChange) {
            return ExitCode.OK.code();
        }
        List<Series> series = reports.stream().map(SeriesReport::series).toList();
        HistoryGate gate = HistoryGate.of(series, triage, sinceInstant(h));
        gate.triaged().forEach(c -> System.err.println("history: triaged (" + triage.get(c.id()).state().label() + "): " + line(c)));
        gate.erratic().forEach(c -> System.err.println("history: not gated, its series is erratic: " + line(c)));
        if (junit != null) {
            Files.writeString(junit, HistoryJUnit.of(series, gate), StandardCharsets.UTF_8);
        }
        if (gate.failed()) {
            gate.failing().forEach(c -> System.out.println("CHANGE " + line(c)));
            return ExitCode.CHANGE_FOUND.code();
        }
        return ExitCode.OK.code();
    }

    /** The knobs as given, each checked with one line. */
    private ChangePointOptions options(CommandSpec s) {
        if (!(pValue > 0 && pValue < 1)) {
            throw new ParameterException(s.commandLine(), "--p-value must be between 0 and 1, e.g. 0.001 (was " + pValue + ")");
        }
        if (window < 2) {
            throw new ParameterException(s.commandLine(), "--window must be at least 2 runs (was " + window + ")");
        }
        if (minPoints < 2) {
            throw new ParameterException(s.commandLine(), "--min-points must be at least 2 runs (was " + minPoints + ")");
        }
        return ChangePointOptions.DEFAULTS.withMaxPValue(pValue).withWindow(window).withMinMagnitude(minMagnitude).withMinPoints(minPoints);
    }

    private Instant sinceInstant(BenchlabHome h) {
        if (since == null) {
            return null;
        }
        try {
            return LocalDate.parse(since).atStartOfDay(ZoneOffset.UTC).toInstant();
        } catch (DateTimeParseException notADay) {
            try {
                return Instant.parse(since);
            } catch (DateTimeParseException notAnInstant) {
                Path dir = new io.benchlab.core.bundle.RunIndex(h).resolve(since); // a run: one line when there is none
                return new BundleReader().manifest(dir).startedAt();
            }
        }
    }

    /** Reads --min-magnitude: 2% or 0.02; anything else one line naming the forms. */
    static final class Magnitude implements picocli.CommandLine.ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            String s = value.strip();
            boolean percent = s.endsWith("%");
            double v;
            try {
                v = Double.parseDouble(percent ? s.substring(0, s.length() - 1).strip() : s);
            } catch (NumberFormatException e) {
                throw new picocli.CommandLine.TypeConversionException("'" + s + "' is not a magnitude: write 2% or the fraction 0.02");
            }
            double fraction = percent ? v / 100 : v;
            if (!(fraction >= 0) || (!percent && v >= 1)) {
                throw new picocli.CommandLine.TypeConversionException("'" + s + "' is not a magnitude: write 2% or the fraction 0.02");
            }
            return fraction;
        }
    }

    static void warn(String line) {
        System.err.println(line);
    }

    /** {@code 3fa2c1d0 mariadb · Q1.1 · seconds +12.3% (p 2.1e-06) from run 20261128-…}: one line per change. */
    static String line(Change c) {
        return c.id() + " " + c.series().experiment() + " · " + c.series().label() + " " + c.percent() + " (" + io.benchlab.core.util.Numbers.sig(c.point().meanBefore())
                + " → " + io.benchlab.core.util.Numbers.sig(c.point().meanAfter()) + ", p " + p(c.point().pValue()) + ") from run " + c.run();
    }

    static String p(double p) {
        return HistoryViews.p(p);
    }

    private static final String EMPTY = "No series yet: the history holds complete runs (`benchlab run EXPERIMENT.yaml` makes one).\n";

    /** The three tables every face shows (series, changes, what changed), as text. */
    private static String text(List<SeriesReport> reports) {
        if (reports.isEmpty()) {
            return EMPTY;
        }
        StringBuilder sb = new StringBuilder(TextTable.of("series", HistoryViews.series(reports)).left(9).render());
        Table changes = HistoryViews.changes(reports);
        if (changes.present()) {
            sb.append("\nChanges (oldest first in each series):\n").append(TextTable.of("change", changes).left(2).alsoLeft(6).alsoLeft(7)
                    .alsoLeft(8).render());
            sb.append("\nWhat changed between the run before and the run of each change:\n")
                    .append(TextTable.of("change", HistoryViews.whatChanged(reports)).left(4).render());
        }
        return sb.toString();
    }

    /** The same three tables as Markdown. */
    private static String markdown(List<SeriesReport> reports) {
        if (reports.isEmpty()) {
            return EMPTY;
        }
        StringBuilder sb = new StringBuilder(Markdown.table("series", HistoryViews.series(reports)));
        Table changes = HistoryViews.changes(reports);
        if (changes.present()) {
            sb.append('\n').append(Markdown.table("change", changes)).append('\n').append(Markdown.table("change", HistoryViews.whatChanged(reports)));
        }
        return sb.toString();
    }

    private static String csv(List<SeriesReport> reports) throws IOException {
        StringWriter out = new StringWriter();
        try (CSVPrinter p = new CSVPrinter(out, CSVFormat.RFC4180.builder().setHeader("series", "experiment", "variant", "kind", "subject",
                "measure", "direction", "run", "started", "value", "low", "high", "samples", "change", "change_percent", "p").get())) {
            for (SeriesReport r : reports) {
                Series s = r.series();
                for (RunPoint pt : s.points()) {
                    Change c = s.changes().stream().filter(ch -> ch.run().equals(pt.run())).findFirst().orElse(null);
                    SeriesKey k = s.key();
                    p.printRecord(k.id(), k.experiment(), k.variant(), k.figure().kind(), k.figure().subject(), k.figure().measure(),
                            k.figure().direction(), pt.run(), pt.startedAt(), pt.value(), pt.low(), pt.high(), pt.samples(),
                            c == null ? "" : c.id(), c == null ? "" : c.point().relativeChange() * 100, c == null ? "" : c.point().pValue());
                }
            }
        }
        return out.toString();
    }

    /** The JSON document: every series with its points and changes (docs/history.md). */
    record JsonChange(String id, String run, String previous, int index, double meanBefore, double meanAfter, double relativeChange,
                      double pValue, boolean worse, String triage, String reason, String link, List<WhatChanged.Difference> whatChanged) {
    }

    record JsonSeries(String id, String experiment, String variant, String kind, String subject, String measure, String direction,
                      boolean judged, boolean erratic, Double noise, List<RunPoint> points, List<JsonChange> changes) {
    }

    private static List<JsonSeries> json(List<SeriesReport> reports) {
        List<JsonSeries> out = new ArrayList<>();
        for (SeriesReport sr : reports) {
            Series s = sr.series();
            List<JsonChange> changes = new ArrayList<>();
            for (ChangeReport r : sr.changes()) {
                Change c = r.change();
                changes.add(new JsonChange(c.id(), c.run(), c.previous(), c.point().index(), c.point().meanBefore(), c.point().meanAfter(),
                        c.point().relativeChange(), c.point().pValue(), c.worse(), r.state(), r.triage() == null ? null : r.triage().reason(),
                        r.triage() == null ? null : r.triage().link(), r.differences()));
            }
            SeriesKey k = s.key();
            out.add(new JsonSeries(k.id(), k.experiment(), k.variant(), k.figure().kind().name(), k.figure().subject(), k.figure().measure(),
                    k.figure().direction().name(), s.judged(), s.erratic(), Double.isNaN(s.noise()) ? null : s.noise(), s.points(), changes));
        }
        return out;
    }

    /** {@code history ack|regression|improvement|recovered CHANGE}: what a person says of a change. */
    abstract static class TriageCommand implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "CHANGE", description = "The change's id (or a prefix of it), as `benchlab history` prints it.")
        String change;

        @Option(names = "--reason", paramLabel = "TEXT", description = "Why (shown beside the change everywhere).")
        String reason;

        @Option(names = "--link", paramLabel = "URL", description = "An issue or bug tracker link.")
        String link;

        @Mixin
        HomeOption home;

        @Spec
        CommandSpec spec;

        abstract Triage.State state();

        @Override
        public Integer call() {
            if (state() == Triage.State.REGRESSION && link == null) {
                throw new ParameterException(spec.commandLine(), "a regression is triaged with a link to where it is handled: --link URL");
            }
            if (state() == Triage.State.ACKNOWLEDGED && (reason == null || reason.isBlank())) {
                throw new ParameterException(spec.commandLine(), "say why the change is expected: --reason TEXT");
            }
            BenchlabHome h = home.resolve();
            List<Change> matches = new ArrayList<>();
            try (History history = new History(h)) {
                history.update(ChangePointOptions.DEFAULTS, HistoryCommand::warn);
                for (Series s : history.series(null, k -> true, ChangePointOptions.DEFAULTS)) {
                    s.changes().stream().filter(c -> c.id().startsWith(change)).forEach(matches::add);
                }
            }
            if (matches.isEmpty()) {
                throw new BenchlabException("no change '" + change + "' in the history (`benchlab history` lists each change's id)");
            }
            if (matches.size() > 1) {
                throw new BenchlabException("'" + change + "' matches " + matches.size() + " changes: "
                        + String.join(", ", matches.stream().map(Change::id).toList()) + "; give more of the id");
            }
            Change c = matches.get(0);
            new TriageBook(h).put(new Triage(c.id(), c.series().id(), c.run(), state(), reason, link, Instant.now()));
            System.out.println(state().label() + ": " + line(c));
            return ExitCode.OK.code();
        }
    }

    @Command(name = "ack", mixinStandardHelpOptions = true, description = "Mark a change as expected (a known cause): the gate no longer fails on it.")
    static final class Ack extends TriageCommand {
        @Override
        Triage.State state() {
            return Triage.State.ACKNOWLEDGED;
        }
    }

    @Command(name = "regression", mixinStandardHelpOptions = true, description = "Mark a change as a real regression being handled (--link URL).")
    static final class Regression extends TriageCommand {
        @Override
        Triage.State state() {
            return Triage.State.REGRESSION;
        }
    }

    @Command(name = "improvement", mixinStandardHelpOptions = true, description = "Mark a change as a real improvement.")
    static final class Improvement extends TriageCommand {
        @Override
        Triage.State state() {
            return Triage.State.IMPROVEMENT;
        }
    }

    @Command(name = "recovered", mixinStandardHelpOptions = true, description = "Mark a regression as undone by a later change.")
    static final class Recovered extends TriageCommand {
        @Override
        Triage.State state() {
            return Triage.State.RECOVERED;
        }
    }
}
