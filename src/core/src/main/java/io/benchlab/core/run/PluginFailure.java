package io.benchlab.core.run;

import io.benchlab.api.WorkloadException;
import io.benchlab.core.BenchlabException;
import java.util.concurrent.Callable;

/** A plugin threw: reported by plugin id and step, never taking the engine down with a trace. */
public final class PluginFailure extends BenchlabException {
    private static final long serialVersionUID = 1L;

    private PluginFailure(String message, Throwable cause) {
        super(message, cause);
    }

    /** Runs a plugin call, turning anything it throws into one clear line. */
    public static <T> T guard(String pluginId, String step, Callable<T> call) {
        try {
            return call.call();
        } catch (BenchlabException e) {
            throw e;
        } catch (WorkloadException e) {
            throw new PluginFailure("plugin '" + pluginId + "': " + e.getMessage(), e);
        } catch (IllegalArgumentException | IllegalStateException | java.io.UncheckedIOException e) {
            // the plugin's way of saying its input is wrong: its message is for the user
            throw new PluginFailure("plugin '" + pluginId + "' failed in " + step + ": "
                    + (e.getMessage() != null ? e.getMessage() : "an internal error (--verbose shows where)"), e);
        } catch (Exception | LinkageError e) {
            // a bug in the plugin: where it is goes to --verbose, not into the one line
            throw new PluginFailure("plugin '" + pluginId + "' failed in " + step + ": "
                    + (e.getMessage() != null ? e.getMessage() : "an internal error") + " (--verbose shows where)", e);
        }
    }
}
