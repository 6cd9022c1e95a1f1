package io.benchlab.core.settings;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Every setting of one block the live server refused (unknown variables, illegal values, settings
 * this target cannot apply), so the run names them all at once, each at its own line of the file.
 */
public final class SettingsProblems extends SettingsException {
    private static final long serialVersionUID = 1L;
    private final transient Map<String, String> bySetting;

    /** @param bySetting setting name as written → what is wrong with it; the null key for the block as a whole */
    public SettingsProblems(Map<String, String> bySetting) {
        super(String.join("; ", bySetting.values()));
        this.bySetting = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(bySetting));
    }

    /** Setting name as written → what is wrong with it; the null key for the block as a whole. */
    public Map<String, String> bySetting() {
        return bySetting;
    }
}
