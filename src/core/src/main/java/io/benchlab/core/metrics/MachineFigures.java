package io.benchlab.core.metrics;

import io.benchlab.core.bundle.Records.StreamKey;
import io.benchlab.core.bundle.Records.SystemSample;
import io.prometheus.metrics.model.snapshots.Labels;

/**
 * The machine beneath the server in the last interval, as the sampler recorded it with the
 * interval ({@link SystemSample}); units turned into Prometheus's base units (bytes, seconds,
 * ratios), nothing else computed.
 *
 * @param source the stream whose interval carried the sample (when it ends, the sample is no longer current)
 */
record MachineFigures(StreamKey source, SystemSample sample) {

    void write(Points p) {
        Labels variant = Labels.of("variant", source.variant());
        p.gauge(Family.MACHINE_CPU, variant.add("mode", "user"), sample.cpuUser());
        p.gauge(Family.MACHINE_CPU, variant.add("mode", "system"), sample.cpuSystem());
        p.gauge(Family.MACHINE_CPU, variant.add("mode", "iowait"), sample.cpuIowait());
        p.gauge(Family.MACHINE_CPU, variant.add("mode", "steal"), sample.cpuSteal());
        if (sample.device() != null) {
            Labels disk = variant.add("device", sample.device());
            p.gauge(Family.MACHINE_DISK_READS, disk, sample.readsPerSecond());
            p.gauge(Family.MACHINE_DISK_WRITES, disk, sample.writesPerSecond());
            p.gauge(Family.MACHINE_DISK_READ_BYTES, disk, times(sample.readMBPerSecond(), 1e6));
            p.gauge(Family.MACHINE_DISK_WRITE_BYTES, disk, times(sample.writeMBPerSecond(), 1e6));
            p.gauge(Family.MACHINE_DISK_AWAIT, disk, times(sample.awaitMillis(), 1e-3));
            p.gauge(Family.MACHINE_DISK_UTILIZATION, disk, sample.utilization());
        }
        p.gauge(Family.MACHINE_PAGE_CACHE, variant, sample.pageCacheBytes());
        p.gauge(Family.SERVER_CPU, variant, sample.serverCpuCores());
        p.gauge(Family.SERVER_RSS, variant, sample.serverRssBytes());
    }

    private static Double times(Double value, double factor) {
        return value == null ? null : value * factor;
    }
}
