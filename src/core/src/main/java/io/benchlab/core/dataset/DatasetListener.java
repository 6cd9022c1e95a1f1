package io.benchlab.core.dataset;

/** Progress of a dataset load, for progress bars. */
public interface DatasetListener {
    void progress(String step, long done, long total);

    void message(String text);

    DatasetListener NONE = new DatasetListener() {
        public void progress(String step, long done, long total) {
        }

        public void message(String text) {
        }
    };
}
