package io.benchlab.core.cluster;

/**
 * A Galera node's replication state at one sample (its {@code wsrep_*} status variables).
 *
 * @param flowControlPaused fraction of time since the last {@code FLUSH STATUS} writes were paused by flow control ({@code wsrep_flow_control_paused}, 0..1)
 * @param flowControlSent   flow-control pause requests this node sent ({@code wsrep_flow_control_sent}, a counter)
 * @param recvQueue         write sets waiting to be applied ({@code wsrep_local_recv_queue}, a gauge)
 * @param certFailures      transactions that failed certification ({@code wsrep_local_cert_failures}, a counter)
 * @param clusterSize       nodes this node sees in its component ({@code wsrep_cluster_size})
 * @param state             {@code wsrep_local_state_comment}, e.g. {@code Synced}
 */
public record FlowControl(double flowControlPaused, long flowControlSent, long recvQueue, long certFailures, long clusterSize, String state) {
}
