package io.benchlab.cli;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.RunIndex;
import io.benchlab.core.util.BenchlabHome;

/** Resolves a bundle argument: a folder, "latest", an id or its prefix, or an experiment name (see {@link RunIndex#resolve}). */
final class BundleArgument {
    private BundleArgument() {
    }

    static Bundle read(String arg, BenchlabHome home) {
        return new BundleReader().read(new RunIndex(home).resolve(arg));
    }
}
