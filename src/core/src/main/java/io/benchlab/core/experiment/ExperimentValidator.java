package io.benchlab.core.experiment;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.experiment.Experiment.VariantSpec;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Checks what can be checked without a server: required fields, names, server blocks, phases. */
final class ExperimentValidator {
    private static final List<String> SERVER_TYPES = List.of("embedded", "binaries", "external");
    private final ExperimentFile file;

    ExperimentValidator(ExperimentFile file) {
        this.file = file;
    }

    void validateStructure() {
        Experiment e = file.experiment();
        if (e.name() == null || e.name().isBlank()) {
            fail("name", "field 'name' is required (a short name for the experiment)");
        }
        if (e.workload() == null || e.workload().plugin() == null || e.workload().plugin().isBlank()) {
            fail("workload", "field 'workload.plugin' is required (see `benchlab plugins` for the installed workloads)");
        }
        checkServer("server", e.server());
        if (e.phases().warmOrDefault() < 0) {
            fail("phases.warm", "phases.warm must be 0 or more, not " + e.phases().warm());
        }
        if (!e.phases().coldOrDefault() && e.phases().warmOrDefault() == 0) {
            fail("phases", "phases run nothing: enable cold or set warm to 1 or more");
        }
        if (e.phases().interleaveOrDefault() && !e.server().managed()) {
            fail("phases.interleave", "interleaved runs restore the cold state before each step, which needs a managed server");
        }
        Set<String> names = new HashSet<>();
        for (int i = 0; i < e.variants().size(); i++) {
            VariantSpec v = e.variants().get(i);
            String at = "variants[" + i + "]";
            if (v.name() == null || v.name().isBlank()) {
                fail(at, "variant " + (i + 1) + " needs a 'name'");
            }
            if (!names.add(v.name())) {
                fail(at + ".name", "variant name '" + v.name() + "' is used twice");
            }
            if (v.server() != null) {
                checkServer(at + ".server", v.server());
            }
        }
        if (e.sweep() != null) {
            var s = e.sweep();
            if (s.variable() == null || s.variable().isBlank()) {
                fail("sweep", "sweep.variable is required");
            }
            boolean explicit = s.values() != null && !s.values().isEmpty();
            boolean series = s.from() != null && s.to() != null;
            if (explicit == series) {
                fail("sweep", "sweep needs either 'values' or 'from' and 'to'");
            }
            if (s.factor() != null && s.factor() <= 1) {
                fail("sweep.factor", "sweep.factor must be greater than 1");
            }
        }
        checkStudies(e);
    }

    private void checkStudies(Experiment e) {
        if (e.planStability() != null) {
            var p = e.planStability();
            if (p.queries().isEmpty()) {
                fail("planStability.queries", "planStability.queries is required (e.g. [Q8])");
            }
            if (p.runsOrDefault() < 1) {
                fail("planStability.runs", "planStability.runs must be 1 or more");
            }
            if (!Experiment.PlanStabilitySpec.BETWEEN.contains(p.betweenOrDefault())) {
                fail("planStability.between", "planStability.between must be one of " + String.join(", ", Experiment.PlanStabilitySpec.BETWEEN)
                        + ", not '" + p.between() + "'");
            }
            if ("restart".equals(p.betweenOrDefault()) && !e.server().managed()) {
                fail("planStability.between", "planStability.between: restart needs a managed server");
            }
        }
        if (e.statisticsVariance() != null) {
            var s = e.statisticsVariance();
            if (s.runsOrDefault() < 2) {
                fail("statisticsVariance.runs", "statisticsVariance.runs must be 2 or more (a variation needs several samples)");
            }
            if (s.samplePages().stream().anyMatch(n -> n == null || n < 1)) {
                fail("statisticsVariance.samplePages", "statisticsVariance.samplePages must be page counts of 1 or more");
            }
        }
    }

    private void checkServer(String at, ServerSpec s) {
        String type = s.typeOrDefault();
        if (!SERVER_TYPES.contains(type)) {
            fail(at + ".type", "server type '" + type + "' is not one of " + String.join(", ", SERVER_TYPES));
        }
        if (s.password() != null) {
            fail(at + ".password", "passwords are not accepted in experiment files (they end up in bundles and repositories);"
                    + " use passwordEnv: VARIABLE, passwordFile: PATH (mode 600) or passwordPrompt: true");
        }
        switch (type) {
            case "external" -> {
                if (s.url() == null) {
                    fail(at, "an external server needs 'url' (e.g. jdbc:mysql://db.example:3306/)");
                }
                if (!s.url().startsWith("jdbc:mysql:") && !s.url().startsWith("jdbc:mariadb:")) {
                    fail(at + ".url", "url must be a JDBC URL starting with jdbc:mysql:// — got '" + s.url() + "'");
                }
            }
            case "binaries" -> {
                if ((s.basedir() == null) == (s.tarball() == null)) {
                    fail(at, "a binaries server needs either 'basedir' (the folder holding bin/mariadbd or bin/mysqld)"
                            + " or 'tarball' (a server archive file or URL)");
                }
            }
            default -> {
            }
        }
        if (s.version() != null && !"embedded".equals(type)) {
            fail(at + ".version", "'version' picks an embedded MariaDB version; a " + type + " server's version is what its binaries are");
        }
        if (s.version() != null && !s.version().matches("\\d+\\.\\d+\\.\\d+")) {
            fail(at + ".version", "version must look like 10.11.5, not '" + s.version() + "' (`benchlab server versions` lists them)");
        }
        if (s.port() != null && (s.port() < 0 || s.port() > 65535)) {
            fail(at + ".port", "port must be 0 (any free port) or 1–65535");
        }
    }

    private void fail(String fieldPath, String message) {
        throw new ExperimentException(file.at(fieldPath) + message);
    }
}
