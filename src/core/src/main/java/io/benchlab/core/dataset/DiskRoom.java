package io.benchlab.core.dataset;

import io.benchlab.api.DatasetPlan;
import io.benchlab.core.BenchlabException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Whether a dataset fits on the server's disk before it is loaded: a plan that says how large it will
 * be ({@link DatasetPlan#estimatedBytes()}) is refused in one line when the file system holding the
 * server's datadir has less room, instead of filling the disk halfway through the load. Only a datadir
 * on this machine can be looked at; for any other server nothing is checked.
 */
final class DiskRoom {
    private DiskRoom() {
    }

    /** @param dataDir the server's datadir on this machine; null when unknown (nothing is checked) */
    static void check(DatasetPlan plan, Path dataDir) {
        if (plan.estimatedBytes() <= 0 || dataDir == null || !Files.isDirectory(dataDir)) {
            return;
        }
        long free;
        try {
            free = Files.getFileStore(dataDir).getUsableSpace();
        } catch (IOException e) {
            return; // a file system that cannot say: the load itself will tell
        }
        if (free < plan.estimatedBytes()) {
            throw new BenchlabException(String.format(Locale.ROOT,
                    "dataset %s needs about %s on the server's disk, but the file system of its datadir %s has %s free;"
                            + " load a smaller instance (%s) or free some room", plan.schema(), size(plan.estimatedBytes()), dataDir,
                    size(free), plan.identity()));
        }
    }

    static String size(long bytes) {
        if (bytes >= 1L << 30) {
            return String.format(Locale.ROOT, "%.1f GB", bytes / (double) (1L << 30));
        }
        return String.format(Locale.ROOT, "%.0f MB", bytes / (double) (1L << 20));
    }
}
