package io.benchlab.core.settings;

import io.benchlab.core.BenchlabException;

/** An unknown variable, an illegal value, or a setting that cannot be applied to this target. */
public class SettingsException extends BenchlabException {
    private static final long serialVersionUID = 1L;

    public SettingsException(String message) {
        super(message);
    }
}
