package io.benchlab.core.compare;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Manifest;
import io.benchlab.core.bundle.Manifest.Definition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * Something two runs ran differently under the same name — another workload, other SQL for a
 * query, other parameters for a stream — or could not be told (a bundle from before definitions
 * were kept). {@code compare} says these before any verdict: a verdict between two different
 * statements is about the statements.
 *
 * @param kind      what differs
 * @param operation the operation, or null for the whole run
 * @param detail    the specifics: hashes, or the parameters that differ with both values
 */
public record DefinitionDifference(Kind kind, String operation, String detail) {

    public enum Kind {
        /** Another workload plugin. */
        WORKLOAD,
        /** A query's SQL text differs. */
        SQL,
        /** A stream ran with other workload parameters. */
        PARAMETERS,
        /** A side was written before bundles kept definitions: unknown whether they ran the same. */
        UNKNOWN
    }

    /** The line {@code compare} prints. */
    public String sentence(String nameA, String nameB) {
        return switch (kind) {
            case WORKLOAD -> "A and B ran different workloads: " + detail;
            case SQL -> operation + ": " + nameA + " and " + nameB + " ran different SQL under this name (" + detail + ")";
            case PARAMETERS -> operation + ": " + nameA + " and " + nameB + " ran the workload with different parameters (" + detail + ")";
            case UNKNOWN -> "whether " + nameA + " and " + nameB + " ran the same SQL and parameters is unknown: " + detail;
        };
    }

    /** The differences between two bundles' definitions, in A's operation order; empty when they ran the same. */
    public static List<DefinitionDifference> between(Bundle a, Bundle b) {
        if (a == b || a.dir().equals(b.dir())) {
            return List.of();
        }
        Manifest ma = a.manifest();
        Manifest mb = b.manifest();
        List<DefinitionDifference> out = new ArrayList<>();
        if (!Objects.equals(ma.workload(), mb.workload())) {
            out.add(new DefinitionDifference(Kind.WORKLOAD, null, "A " + ma.workload() + ", B " + mb.workload()));
        }
        if (ma.definitions() == null || mb.definitions() == null) {
            String old = ma.definitions() == null && mb.definitions() == null ? "both bundles were"
                    : (ma.definitions() == null ? "A" : "B") + " was";
            out.add(new DefinitionDifference(Kind.UNKNOWN, null, old + " written before bundles kept what each operation ran"));
            return out;
        }
        for (Map.Entry<String, Definition> e : ma.definitions().entrySet()) {
            Definition other = mb.definitions().get(e.getKey());
            if (other == null || other.equals(e.getValue())) {
                continue;
            }
            if (Definition.SQL.equals(e.getValue().kind()) && Definition.SQL.equals(other.kind())) {
                out.add(new DefinitionDifference(Kind.SQL, e.getKey(), "SHA-256 " + shortHash(e.getValue()) + "… vs "
                        + shortHash(other) + "…"));
            } else {
                out.add(new DefinitionDifference(Kind.PARAMETERS, e.getKey(), parameters(ma.parameters(), mb.parameters())));
            }
        }
        return out;
    }

    private static String shortHash(Definition d) {
        return d.sha256().substring(0, Math.min(12, d.sha256().length()));
    }

    /** "rowsPerStatement 1 vs 10; queries another file" — the parameters whose values differ. */
    private static String parameters(Map<String, String> a, Map<String, String> b) {
        if (a == null || b == null) {
            return "which is not recorded";
        }
        List<String> parts = new ArrayList<>();
        TreeSet<String> names = new TreeSet<>(a.keySet());
        names.addAll(b.keySet());
        for (String n : names) {
            String va = a.get(n);
            String vb = b.get(n);
            if (Objects.equals(va, vb)) {
                continue;
            }
            boolean files = va != null && vb != null && va.startsWith("sha256:") && vb.startsWith("sha256:");
            parts.add(files ? n + " another file" : n + " " + (va == null ? "unset" : va) + " vs " + (vb == null ? "unset" : vb));
        }
        return parts.isEmpty() ? "the workload's own version differs" : String.join("; ", parts);
    }
}
