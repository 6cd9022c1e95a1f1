package io.benchlab.core.run;

import io.benchlab.api.StreamOperation;
import io.benchlab.api.Workload;

/**
 * The workload of a side load that runs another plugin's stream ({@code sideload[].plugin}), made
 * and checked with the experiment's own before anything starts.
 *
 * @param index     the side load's place in the experiment's list
 * @param pluginId  its plugin
 * @param workload  what the plugin made of its parameters (prepared per variant, as the experiment's is)
 * @param operation its first stream operation, the one that runs
 */
public record SideWorkload(int index, String pluginId, Workload workload, StreamOperation operation) {
}
