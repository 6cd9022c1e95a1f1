package io.benchlab.cli;

import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.util.BenchlabHome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Resolves a bundle argument: a folder, a bundle id under HOME/runs, or "latest". */
final class BundleArgument {
    private BundleArgument() {
    }

    static Bundle read(String arg, BenchlabHome home) {
        BundleReader reader = new BundleReader();
        Path p = Path.of(arg);
        if (Files.isDirectory(p)) {
            return reader.read(p);
        }
        if ("latest".equals(arg)) {
            List<Path> all = reader.list(home.runs());
            if (all.isEmpty()) {
                throw new BenchlabException("no bundles under " + home.runs());
            }
            return reader.read(all.get(0));
        }
        Path byId = home.runs().resolve(arg);
        if (Files.isDirectory(byId)) {
            return reader.read(byId);
        }
        throw new BenchlabException("no bundle '" + arg + "' (give a bundle folder, an id under " + home.runs() + ", or 'latest')");
    }
}
