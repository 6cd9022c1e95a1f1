package io.benchlab.plugin.fileio;

import java.util.Locale;

/** sysbench fileio's test modes, by sysbench's names. */
enum TestMode {
    /** Sequential write. The files are prepared beforehand, so this rewrites them like {@link #SEQREWR}. */
    SEQWR(true, false, true),
    SEQREWR(true, false, true),
    SEQRD(true, true, false),
    RNDRD(false, true, false),
    RNDWR(false, false, true),
    /** Random reads and writes mixed by {@code readWriteRatio}. */
    RNDRW(false, true, true);

    private final boolean sequential;
    private final boolean reads;
    private final boolean writes;

    TestMode(boolean sequential, boolean reads, boolean writes) {
        this.sequential = sequential;
        this.reads = reads;
        this.writes = writes;
    }

    boolean sequential() {
        return sequential;
    }

    boolean reads() {
        return reads;
    }

    boolean writes() {
        return writes;
    }

    /** The sysbench name, e.g. {@code rndrd}. */
    String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    static TestMode of(String text) {
        for (TestMode m : values()) {
            if (m.id().equalsIgnoreCase(text.trim())) {
                return m;
            }
        }
        return null;
    }
}
