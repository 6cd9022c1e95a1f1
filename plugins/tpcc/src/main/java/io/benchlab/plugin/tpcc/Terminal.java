package io.benchlab.plugin.tpcc;

import io.benchlab.api.SqlErrors;
import io.benchlab.api.StreamWorker;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.SplittableRandom;

/**
 * One terminal (clause 5.2): a home warehouse, a district of its own for Stock-Level, a deck of
 * transactions, and in spec mode the keying time before each transaction and the think time after
 * it, which the engine waits out between operations so that neither is part of a response time.
 * A transaction a deadlock or lock wait timeout rolled back is run again with the same input.
 */
final class Terminal implements StreamWorker {
    /** Clause 5.2.5.4: a think time is drawn from a negative exponential and cut at ten times its mean. */
    private static final double THINK_CUT = 10;
    /** Runs of the same input before the terminal gives up on it and deals the next card. */
    private static final int MAX_ATTEMPTS = 10;

    private final TpccSettings settings;
    private final int warehouse;
    private final int district;
    private final Mix.Deck deck;
    /** Deals the first card, before the engine's generator is at hand (in spec mode it is keyed in before the first operation). */
    private final SplittableRandom first;
    private Tally tally;
    private Profiles profiles;
    private Inputs inputs;
    /** The transaction dealt next (spec mode keys it in before it runs). */
    private Transaction next;
    /** The input of a transaction that failed and is run again; null when none. */
    private Profiles.Input pending;
    private int attempts;

    /** Terminal {@code index}: warehouses round robin, then a district each. */
    Terminal(TpccSettings settings, int index) {
        this.settings = settings;
        this.warehouse = index % settings.warehouses() + 1;
        this.district = index / settings.warehouses() % 10 + 1;
        this.deck = settings.mix().deck();
        this.first = new SplittableRandom(settings.seed() * 0x9E3779B97F4A7C15L + index);
    }

    int warehouse() {
        return warehouse;
    }

    int district() {
        return district;
    }

    @Override
    public void tally(Tally t) {
        this.tally = t;
    }

    @Override
    public void open(Connection c) throws SQLException {
        Nurand nurand = Nurand.forRun(c, settings.seed()); // read here, so that terminals on load hosts get the same constants
        c.setAutoCommit(false);
        inputs = new Inputs(settings, nurand, warehouse);
        profiles = new Profiles(c, tally, warehouse, district);
        if (settings.spec()) {
            next = deck.deal(first);
            tally.waitBeforeNext(next.keying());
        }
    }

    @Override
    public long execute(Connection c, SplittableRandom r) throws SQLException {
        Profiles.Input input = pending;
        if (input == null) {
            Transaction t = next != null ? next : deck.deal(r);
            input = inputs.draw(t, r);
        } else {
            tally.add(Count.RETRIES.ordinal(), 1);
        }
        next = null;
        tally.kind(input.transaction().ordinal());
        try {
            profiles.run(input);
        } catch (SQLException e) {
            // the engine rolls back a deadlock victim, a lock wait timeout or a changed record (1020); the terminal
            // enters the same input again (the engine's rule, from the API: no list of codes of its own)
            boolean again = SqlErrors.retryable(e) && ++attempts < MAX_ATTEMPTS;
            pending = again ? input : null;
            if (!again) {
                attempts = 0;
            }
            throw e;
        }
        pending = null;
        attempts = 0;
        if (settings.spec()) {
            next = deck.deal(r);
            tally.waitBeforeNext(think(input.transaction(), r).plus(next.keying()));
        }
        return 1;
    }

    /** A think time after transaction {@code t}: −ln(r) × its mean, r uniform in (0, 1], at most ten means. */
    static Duration think(Transaction t, SplittableRandom r) {
        double u = 1.0 - r.nextDouble(); // (0, 1]
        double seconds = Math.min(-Math.log(u) * t.meanThinkSeconds(), THINK_CUT * t.meanThinkSeconds());
        return Duration.ofNanos(Math.round(seconds * 1e9));
    }
}
