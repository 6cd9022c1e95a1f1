package io.benchlab.api;

/** A parameter value that is missing, unknown, of the wrong type or out of range. */
public class ParameterException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String parameter;

    public ParameterException(String parameter, String message) {
        super(message);
        this.parameter = parameter;
    }

    /** The offending parameter's name. */
    public String parameter() {
        return parameter;
    }
}
