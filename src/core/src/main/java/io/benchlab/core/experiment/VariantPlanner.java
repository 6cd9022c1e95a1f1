package io.benchlab.core.experiment;

import io.benchlab.core.experiment.Experiment.SweepSpec;
import io.benchlab.core.experiment.Experiment.VariantSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Expands declared variants and a sweep into the concrete variants a run executes. */
public final class VariantPlanner {
    private VariantPlanner() {
    }

    public static List<Variant> plan(Experiment e) {
        List<Variant> declared = declared(e);
        if (e.sweep() == null) {
            return declared;
        }
        return sweepPoints(e, declared).stream().map(SweepPoint::variant).toList();
    }

    /** The variants as written (one implicit {@code default} when the file declares none), before any sweep. */
    private static List<Variant> declared(Experiment e) {
        List<Variant> declared = new ArrayList<>();
        if (e.variants().isEmpty()) {
            declared.add(new Variant(ExperimentDefaults.VARIANT_NAME, "variants", e.server(), Map.of(), Map.of(), Map.of(), null, null,
                    e.faultsOrEmpty(), null));
        } else {
            for (int i = 0; i < e.variants().size(); i++) {
                VariantSpec v = e.variants().get(i);
                declared.add(new Variant(v.name(), "variants[" + i + "]", v.server() != null ? v.server() : e.server(),
                        v.settings(), v.startup(), v.nodeSettingsOrEmpty(), v.writeTo(), v.readFrom(),
                        v.faults() != null ? v.faults() : e.faultsOrEmpty(), v.workloadOrEmpty()));
            }
        }
        return declared;
    }

    /**
     * A variant the sweep made.
     *
     * @param variant the variant
     * @param series  what else it sets (declared variant's name, crossed settings) as shown in its name; empty for a plain sweep
     * @param value   the swept value as written
     */
    public record SweepPoint(Variant variant, String series, String value) {
    }

    /** The sweep's variants with their series and value, in run order; empty when the experiment has no sweep. */
    public static List<SweepPoint> sweepPoints(Experiment e) {
        if (e.sweep() == null) {
            return List.of();
        }
        return sweepPoints(e, declared(e));
    }

    /**
     * Names stay short: a plain sweep's variant is {@code join_buffer_size=128K}; with crossed flag
     * sets or declared variants only what differs is named, settings by their initials
     * ({@code jbs=128K/bka=on}), so tables stay readable with many crossed flags.
     */
    private static List<SweepPoint> sweepPoints(Experiment e, List<Variant> declared) {
        SweepSpec s = e.sweep();
        List<Object> values = SweepValues.of(s);
        List<Map<String, Object>> crosses = s.cross() == null || s.cross().isEmpty() ? List.of(Map.of()) : s.cross();
        List<Map<String, String>> differing = differing(crosses);
        boolean shortNames = crosses.size() > 1 || !e.variants().isEmpty();
        String swept = s.swept();
        Abbreviations abbr = new Abbreviations(swept, differing);
        List<SweepPoint> out = new ArrayList<>();
        for (Variant base : declared) {
            for (int c = 0; c < crosses.size(); c++) {
                List<String> seriesParts = new ArrayList<>();
                if (!e.variants().isEmpty()) {
                    seriesParts.add(base.name());
                }
                differing.get(c).forEach((k, v) -> seriesParts.add(abbr.of(k) + "=" + v));
                String series = String.join("/", seriesParts);
                for (Object value : values) {
                    Map<String, Object> settings = new LinkedHashMap<>(base.settings());
                    settings.putAll(crosses.get(c));
                    String name = shortNames
                            ? abbr.of(swept) + "=" + value + (series.isEmpty() ? "" : "/" + series)
                            : swept + "=" + value;
                    Variant point;
                    if (s.parameter() != null) {
                        // a workload parameter: the variant's own overrides, then the swept value
                        Map<String, Object> workload = new LinkedHashMap<>(base.workload());
                        workload.put(s.parameter(), value);
                        point = base.withNameAndSettings(name, "sweep", settings).withNameAndWorkload(name, "sweep", workload);
                    } else {
                        settings.put(s.variable(), value);
                        point = base.withNameAndSettings(name, "sweep", settings);
                    }
                    out.add(new SweepPoint(point, series, String.valueOf(value)));
                }
            }
        }
        return out;
    }

    /** Per cross: its settings (optimizer_switch flags one by one) whose value is not the same in every cross. */
    private static List<Map<String, String>> differing(List<Map<String, Object>> crosses) {
        List<Map<String, String>> flat = crosses.stream().map(VariantPlanner::flatten).toList();
        List<Map<String, String>> out = new ArrayList<>();
        for (Map<String, String> one : flat) {
            Map<String, String> d = new LinkedHashMap<>();
            one.forEach((k, v) -> {
                if (flat.size() > 1 && !flat.stream().allMatch(other -> v.equals(other.get(k)))) {
                    d.put(k, v);
                }
            });
            out.add(d);
        }
        return out;
    }

    private static Map<String, String> flatten(Map<String, Object> settings) {
        Map<String, String> out = new LinkedHashMap<>();
        settings.forEach((k, v) -> {
            if (v instanceof Map<?, ?> flags) {
                flags.forEach((f, fv) -> out.put(String.valueOf(f), String.valueOf(onOff(fv))));
            } else {
                out.put(k, String.valueOf(onOff(v)));
            }
        });
        return out;
    }

    /** Initials of underscore-separated names (join_buffer_size → jbs); the full name where two would collide. */
    private static final class Abbreviations {
        private final Map<String, String> byName = new LinkedHashMap<>();

        Abbreviations(String variable, List<Map<String, String>> differing) {
            List<String> names = new ArrayList<>(List.of(variable));
            differing.forEach(d -> d.keySet().stream().filter(k -> !names.contains(k)).forEach(names::add));
            Map<String, Long> counts = new LinkedHashMap<>();
            names.forEach(n -> counts.merge(initials(n), 1L, Long::sum));
            names.forEach(n -> byName.put(n, counts.get(initials(n)) > 1 ? n : initials(n)));
        }

        String of(String name) {
            return byName.getOrDefault(name, name);
        }

        private static String initials(String name) {
            String[] parts = name.split("_");
            if (parts.length < 2) {
                return name;
            }
            StringBuilder sb = new StringBuilder();
            for (String p : parts) {
                if (!p.isEmpty()) {
                    sb.append(p.charAt(0));
                }
            }
            return sb.toString();
        }
    }

    /** YAML reads {@code on}/{@code off} as booleans; names show them as the server writes them. */
    private static Object onOff(Object v) {
        return v instanceof Boolean b ? (b ? "on" : "off") : v;
    }
}
