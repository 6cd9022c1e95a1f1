package io.benchlab.core.plan;

import java.util.List;
import java.util.Optional;

/**
 * What a fault does to a server or node ({@code faults[i].action}, docs/faults.md), with what undoes
 * it and whether it takes {@code for:} (how long it lasts before benchlab undoes it). The one home of
 * the vocabulary: the checks and the fault schedule ask it; nobody compares the file's word
 * (ArchitectureTest: only the file model's {@code FaultSpec} and {@code FaultChecks} read it).
 */
public enum FaultAction implements Worded {
    KILL("kill", Undo.START, true),
    STOP("stop", Undo.START, true),
    /** Stops and starts again at once; with {@code for:}, starts after that long. */
    RESTART("restart", Undo.START, true),
    PAUSE("pause", Undo.RESUME, true),
    /** Ends a pause that had no {@code for:}; it lasts no time itself. */
    RESUME("resume", Undo.NONE, false);

    /** What brings a struck server back when the fault's {@code for:} is over (or at the streams' end). */
    public enum Undo {
        START, RESUME, NONE
    }

    private final String word;
    private final Undo undo;
    private final boolean takesFor;

    FaultAction(String word, Undo undo, boolean takesFor) {
        this.word = word;
        this.undo = undo;
        this.takesFor = takesFor;
    }

    @Override
    public String word() {
        return word;
    }

    public Undo undo() {
        return undo;
    }

    /** Whether {@code for:} applies (resume takes none: give the pause its for: instead). */
    public boolean takesFor() {
        return takesFor;
    }

    /** The action a word names, if it is one. */
    public static Optional<FaultAction> of(String word) {
        return Worded.of(FaultAction.class, word);
    }

    /** Every word, in the order the docs list them. */
    public static List<String> words() {
        return Worded.words(FaultAction.class);
    }
}
