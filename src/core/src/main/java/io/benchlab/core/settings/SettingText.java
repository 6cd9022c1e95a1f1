package io.benchlab.core.settings;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.Records.VariantRecord;
import io.benchlab.core.util.SizeOrNumber;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A server variable's value in the units the experiment wrote it in: the server reports
 * {@code innodb_buffer_pool_size} as 268435456 where the experiment said 256M, and every face
 * (show, compare, the report, the GUI) prints 256M — the experiment's own text, kept in the bundle's
 * variants records as each variant's requested settings. One variant's view of a bundle.
 *
 * <p>The rule: the variant's own text when it is the server's value ({@code 256M} for 268435456);
 * else, for a variable the experiment wrote as a size in any variant, the server's value in the
 * largest of those units that divides it exactly (a default of 134217728 next to a variant's {@code 256M} reads
 * {@code 128M}; a value the server rounded reads as what the server took); anything else as the
 * server wrote it. Values are never changed, only written: 8M is 8388608 bytes.
 */
public final class SettingText {
    /** No texts: every value as the server wrote it. */
    public static final SettingText NONE = new SettingText(Map.of(), Map.of());

    /** This variant's requested values, by normalised name, as the experiment wrote them. */
    private final Map<String, String> requested;
    /** The size units (K, M, G, T) the experiment wrote a variable in, in any variant of the bundle. */
    private final Map<String, Set<Character>> units;

    private SettingText(Map<String, String> requested, Map<String, Set<Character>> units) {
        this.requested = requested;
        this.units = units;
    }

    /** The texts of {@code variant} of a bundle (NONE when its variants records are missing). */
    public static SettingText of(Bundle bundle, String variant) {
        return of(bundle.variants(), variant);
    }

    static SettingText of(List<VariantRecord> variants, String variant) {
        Map<String, String> requested = new LinkedHashMap<>();
        Map<String, Set<Character>> units = new LinkedHashMap<>();
        for (VariantRecord v : variants) {
            if (v.requested() == null) {
                continue;
            }
            v.requested().forEach((name, value) -> {
                String key = VariableCatalog.normalise(name);
                String text = value == null ? null : String.valueOf(value).strip();
                if (text == null) {
                    return;
                }
                if (SizeOrNumber.isSize(text)) {
                    units.computeIfAbsent(key, k -> new TreeSet<>()).add(unit(text));
                }
                if (v.variant().equals(variant)) {
                    requested.put(key, text);
                }
            });
        }
        return requested.isEmpty() && units.isEmpty() ? NONE : new SettingText(Map.copyOf(requested), Map.copyOf(units));
    }

    /** {@code value} of {@code variable} as this variant's experiment text would write it. */
    public String text(String variable, String value) {
        if (value == null) {
            return null;
        }
        String key = VariableCatalog.normalise(variable);
        String own = requested.get(key);
        if (own != null && (own.equals(value) || sameBytes(own, value))) {
            return own;
        }
        Set<Character> used = units.getOrDefault(key, Set.of());
        if (!used.isEmpty() && value.strip().matches("\\d{1,18}")) {
            long bytes = Long.parseLong(value.strip());
            // the largest of the experiment's units that divides the value: 4194304 next to 256K and 8M reads 4M
            for (char unit : List.of('T', 'G', 'M', 'K')) {
                long factor = Long.parseLong(SizeOrNumber.withoutUnit("1" + unit));
                if (used.contains(unit) && bytes > 0 && bytes % factor == 0) {
                    return (bytes / factor) + String.valueOf(unit);
                }
            }
        }
        return value;
    }

    /** Every value of a map (name → server value) as {@link #text} writes it. */
    public Map<String, String> texts(Map<String, String> values) {
        Map<String, String> out = new LinkedHashMap<>();
        values.forEach((k, v) -> out.put(k, text(k, v)));
        return out;
    }

    /** "256K" and "262144" are the same bytes (read as every setting is read: {@link SizeOrNumber}). */
    private static boolean sameBytes(String text, String value) {
        try {
            return SizeOrNumber.isSize(text) && SizeOrNumber.withoutUnit(text).equals(value.strip());
        } catch (NumberFormatException tooLarge) {
            return false;
        }
    }

    /** The unit letter of a size text: "256M" → M, "4GiB" → G. */
    private static char unit(String text) {
        String s = text.toUpperCase(Locale.ROOT).replaceAll("I?B$", "");
        return s.charAt(s.length() - 1);
    }
}
