package io.benchlab.plugin.tpcc;

import io.benchlab.api.WorkloadException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Which transaction a terminal runs next: cards dealt from a shuffled deck of 100 (clause 5.2.4.2), as
 * many of each transaction as its weight in percent. The specification's mix is 45 New-Order,
 * 43 Payment and 4 each of Order-Status, Delivery and Stock-Level (clause 5.2.3's minimums with the
 * rest New-Order); a {@code mix:} parameter may deal another for what-if experiments.
 */
final class Mix {
    static final int CARDS = 100;
    static final Mix STANDARD = new Mix(new int[] {45, 43, 4, 4, 4});
    /** Per transaction, in {@link Transaction} order, adding up to 100. */
    private final int[] weights;

    private Mix(int[] weights) {
        this.weights = weights.clone();
    }

    boolean standard() {
        return java.util.Arrays.equals(weights, STANDARD.weights);
    }

    /** The weight of a transaction, in percent. */
    int weight(Transaction t) {
        return weights[t.ordinal()];
    }

    /**
     * The mix a {@code mix:} parameter names, e.g. {@code [new_order=50, payment=50]}: transactions by
     * name, weights in percent adding up to 100, the ones not named at 0; empty for the standard mix.
     */
    static Mix parse(List<String> entries) throws WorkloadException {
        if (entries == null || entries.isEmpty()) {
            return STANDARD;
        }
        int[] weights = new int[Transaction.values().length];
        boolean[] named = new boolean[weights.length];
        for (String entry : entries) {
            String e = entry.trim();
            int at = Math.max(e.indexOf('='), e.indexOf(':'));
            if (at <= 0) {
                throw new WorkloadException("tpcc: mix: '" + entry + "' is not NAME=PERCENT (e.g. new_order=50)");
            }
            String name = e.substring(0, at).trim().toLowerCase(Locale.ROOT);
            Transaction t = Transaction.named(name);
            if (t == null) {
                throw new WorkloadException("tpcc: mix: unknown transaction '" + name + "'; the transactions are " + Transaction.names());
            }
            if (named[t.ordinal()]) {
                throw new WorkloadException("tpcc: mix: " + name + " is named twice");
            }
            int weight;
            try {
                weight = Integer.parseInt(e.substring(at + 1).trim());
            } catch (NumberFormatException ex) {
                throw new WorkloadException("tpcc: mix: the weight of " + name + " must be a whole percent, not '" + e.substring(at + 1).trim() + "'");
            }
            if (weight < 0 || weight > CARDS) {
                throw new WorkloadException("tpcc: mix: the weight of " + name + " must be between 0 and 100, not " + weight);
            }
            named[t.ordinal()] = true;
            weights[t.ordinal()] = weight;
        }
        int sum = java.util.Arrays.stream(weights).sum();
        if (sum != CARDS) {
            throw new WorkloadException("tpcc: mix: the weights add up to " + sum + ", not 100 (" + String.join(", ", entries) + ")");
        }
        return new Mix(weights);
    }

    /** "new_order 45, payment 43, order_status 4, delivery 4, stock_level 4". */
    String describe() {
        List<String> parts = new ArrayList<>();
        for (Transaction t : Transaction.values()) {
            parts.add(t.kind() + " " + weights[t.ordinal()]);
        }
        return String.join(", ", parts);
    }

    /** A terminal's deck: the cards shuffled, dealt in order, shuffled again when all are dealt. */
    Deck deck() {
        return new Deck(this);
    }

    static final class Deck {
        private final Transaction[] cards = new Transaction[CARDS];
        private int next = CARDS;

        private Deck(Mix mix) {
            int k = 0;
            for (Transaction t : Transaction.values()) {
                for (int i = 0; i < mix.weights[t.ordinal()]; i++) {
                    cards[k++] = t;
                }
            }
        }

        Transaction deal(SplittableRandom r) {
            if (next == CARDS) {
                for (int i = CARDS - 1; i > 0; i--) {
                    int j = r.nextInt(i + 1);
                    Transaction t = cards[i];
                    cards[i] = cards[j];
                    cards[j] = t;
                }
                next = 0;
            }
            return cards[next++];
        }
    }
}
