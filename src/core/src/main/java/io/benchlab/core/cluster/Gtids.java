package io.benchlab.core.cluster;

/**
 * What a server has applied, in its family's GTID notation: a MariaDB position (the last sequence
 * number per replication domain) or a MySQL GTID set (intervals of transaction numbers per source
 * UUID). "Transactions behind" is what one lacks of another of the same kind; the two notations
 * count different things and never meet (an existing cluster is one flavour, checked when it is
 * discovered).
 */
public sealed interface Gtids permits GtidPosition, GtidSet {

    /**
     * How many of {@code ahead}'s transactions this one lacks (never negative).
     *
     * @throws IllegalArgumentException when {@code ahead} is of the other notation
     */
    long transactionsBehind(Gtids ahead);
}
