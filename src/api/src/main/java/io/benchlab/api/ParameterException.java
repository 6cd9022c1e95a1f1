package io.benchlab.api;

/** A parameter value that is missing, unknown, of the wrong type or out of range. */
public class ParameterException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String parameter;

    /**
     * @param parameter the offending parameter's name
     * @param message   one line for the user, naming the parameter and what would be right
     */
    public ParameterException(String parameter, String message) {
        super(message);
        this.parameter = parameter;
    }

    /** The offending parameter's name. */
    public String parameter() {
        return parameter;
    }
}
