package io.benchlab.plugin.tpcc;

import java.util.SplittableRandom;

/** Picking a remote warehouse (clauses 2.4.1.5 and 2.5.1.2). */
final class Warehouses {
    private Warehouses() {
    }

    /** A warehouse other than {@code home}, uniformly; {@code home} itself when it is the only one. */
    static int other(int home, int warehouses, SplittableRandom r) {
        if (warehouses < 2) {
            return home;
        }
        int w = 1 + r.nextInt(warehouses - 1);
        return w >= home ? w + 1 : w;
    }
}
