package io.benchlab.core.experiment;

import io.benchlab.api.ByteSize;
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
        List<Variant> declared = new ArrayList<>();
        if (e.variants().isEmpty()) {
            declared.add(new Variant(ExperimentDefaults.VARIANT_NAME, "variants", e.server(), Map.of(), Map.of()));
        } else {
            for (int i = 0; i < e.variants().size(); i++) {
                VariantSpec v = e.variants().get(i);
                declared.add(new Variant(v.name(), "variants[" + i + "]", v.server() != null ? v.server() : e.server(),
                        v.settings(), v.startup()));
            }
        }
        if (e.sweep() == null) {
            return declared;
        }
        SweepSpec s = e.sweep();
        List<Object> values = s.values() != null && !s.values().isEmpty() ? s.values() : geometric(s);
        List<Map<String, Object>> crosses = s.cross() == null || s.cross().isEmpty() ? List.of(Map.of()) : s.cross();
        List<Variant> out = new ArrayList<>();
        for (Variant base : declared) {
            for (int c = 0; c < crosses.size(); c++) {
                for (Object value : values) {
                    Map<String, Object> settings = new LinkedHashMap<>(base.settings());
                    settings.putAll(crosses.get(c));
                    settings.put(s.variable(), value);
                    StringBuilder name = new StringBuilder();
                    if (e.variants().size() > 0) {
                        name.append(base.name()).append(' ');
                    }
                    if (crosses.size() > 1) {
                        name.append(describe(crosses.get(c))).append(' ');
                    }
                    name.append(s.variable()).append('=').append(value);
                    out.add(new Variant(name.toString(), "sweep", base.server(), settings, base.startup()));
                }
            }
        }
        return out;
    }

    /** from → to multiplying by factor (default 2); sizes keep their unit style (128K, 256K, …). */
    static List<Object> geometric(SweepSpec s) {
        boolean sizes = ByteSize.hasUnit(s.from().toString()) || ByteSize.hasUnit(s.to().toString());
        double from = sizes ? ByteSize.parse(s.from().toString()) : Double.parseDouble(s.from().toString());
        double to = sizes ? ByteSize.parse(s.to().toString()) : Double.parseDouble(s.to().toString());
        double factor = s.factor() == null ? ExperimentDefaults.SWEEP_FACTOR : s.factor();
        if (from <= 0 || to < from) {
            throw new ExperimentException("sweep: 'from' must be positive and not above 'to'");
        }
        List<Object> values = new ArrayList<>();
        for (double v = from; v <= to * 1.000001 && values.size() < 64; v *= factor) {
            long rounded = Math.round(v);
            values.add(sizes ? ByteSize.format(rounded) : (Object) rounded);
        }
        return values;
    }

    /** YAML reads {@code on}/{@code off} as booleans; names show them as the server writes them. */
    private static Object onOff(Object v) {
        return v instanceof Boolean b ? (b ? "on" : "off") : v;
    }

    private static String describe(Map<String, Object> settings) {
        StringBuilder sb = new StringBuilder();
        settings.forEach((k, v) -> {
            if (!sb.isEmpty()) {
                sb.append(',');
            }
            if (v instanceof Map<?, ?> flags) {
                flags.forEach((f, fv) -> sb.append(sb.isEmpty() || sb.charAt(sb.length() - 1) == ',' ? "" : ",").append(f).append('=').append(onOff(fv)));
            } else {
                sb.append(k).append('=').append(onOff(v));
            }
        });
        return "[" + sb + "]";
    }
}
