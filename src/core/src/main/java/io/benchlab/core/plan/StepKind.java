package io.benchlab.core.plan;

/** What a scripted session's step does; its word is the file's field. */
public enum StepKind implements Worded {
    SQL("sql"), SLEEP("sleep"), WAIT_FOR("waitFor");

    private final String word;

    StepKind(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
