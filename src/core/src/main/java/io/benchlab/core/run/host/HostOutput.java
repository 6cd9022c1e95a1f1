package io.benchlab.core.run.host;

/**
 * Where a companion puts what it measured: the run's bundle (records appended as they are taken, so
 * a killed run keeps them), the progress the face shows, and warnings (an event in the bundle and a
 * line on the face).
 */
public interface HostOutput {

    /** One record appended to one of the bundle's files ({@code BundleFormat}'s names). */
    void append(String file, Object record);

    /** A line of progress, as the stream's own lines are printed. */
    void message(String line);

    /** A step that takes a while (e.g. reading a table back), shown until the next line. */
    void progress(String step);

    /** Something the companion could not do; the streams go on. */
    void warn(String message);
}
