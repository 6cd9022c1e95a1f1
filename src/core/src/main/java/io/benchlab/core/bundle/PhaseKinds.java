package io.benchlab.core.bundle;

import io.benchlab.core.bundle.Records.PhaseRecord;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Which of a variant's phases were cold and which warm, so that figures summed over phases are
 * summed over one kind only (a cold run's counters describe reading the disk, a warm one's the
 * pool: added together they describe neither). A phase without a record (a foreign or hand-edited
 * bundle) counts as warm, as the timings take it.
 */
public record PhaseKinds(Map<String, PhaseKind> byPhase) {

    public static PhaseKinds of(Bundle b, String variant) {
        Map<String, PhaseKind> kinds = new LinkedHashMap<>();
        for (PhaseRecord p : b.phases()) {
            if (p.variant().equals(variant)) {
                kinds.putIfAbsent(p.phase(), p.kind());
            }
        }
        for (Records.Measurement m : b.measurements()) {
            if (m.variant().equals(variant)) {
                kinds.putIfAbsent(m.phase(), PhaseKind.WARM);
            }
        }
        for (Records.StreamRecord s : b.streams()) {
            if (s.variant().equals(variant)) {
                kinds.putIfAbsent(s.phase(), PhaseKind.WARM);
            }
        }
        return new PhaseKinds(kinds);
    }

    /** The phases of this kind, in the order they ran. */
    public Set<String> phases(PhaseKind kind) {
        Set<String> out = new LinkedHashSet<>();
        byPhase.forEach((p, k) -> {
            if (k == kind) {
                out.add(p);
            }
        });
        return out;
    }

    /** The warm phases, or the cold ones when the variant ran no warm phase (cold steps only): one kind, never both. */
    public Set<String> oneKind() {
        Set<String> warm = phases(PhaseKind.WARM);
        return warm.isEmpty() ? phases(PhaseKind.COLD) : warm;
    }
}
