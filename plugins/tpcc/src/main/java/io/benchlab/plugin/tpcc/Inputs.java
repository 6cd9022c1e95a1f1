package io.benchlab.plugin.tpcc;

import java.util.SplittableRandom;

/**
 * A terminal's transaction inputs, drawn as clauses 2.4.1 to 2.8.1 say: what the user at the terminal
 * would key in. Kept apart from running the transactions, so that a retry enters the same input and the
 * shares the specification asks for (1% rollbacks, 1% remote lines, 15% remote payments, 60% by last
 * name) can be checked without a server.
 */
final class Inputs {
    private final TpccSettings settings;
    private final Nurand nurand;
    private final int warehouse;

    Inputs(TpccSettings settings, Nurand nurand, int warehouse) {
        this.settings = settings;
        this.nurand = nurand;
        this.warehouse = warehouse;
    }

    Profiles.Input draw(Transaction t, SplittableRandom r) {
        return switch (t) {
            case NEW_ORDER -> newOrder(r);
            case PAYMENT -> payment(r);
            case ORDER_STATUS -> orderStatus(r);
            case DELIVERY -> new Delivery.Input(1 + r.nextInt(10));
            case STOCK_LEVEL -> new StockLevel.Input(10 + r.nextInt(11));
        };
    }

    /** Clause 2.4.1: district, customer, 5–15 lines of NURand items, 1% remote lines, quantities 1–10, 1% rollbacks. */
    NewOrder.Input newOrder(SplittableRandom r) {
        int d = 1 + r.nextInt(10);
        int customer = nurand.customer(r);
        int lines = 5 + r.nextInt(11);
        boolean rollback = r.nextInt(100) == 0;
        int[] items = new int[lines];
        int[] supply = new int[lines];
        int[] quantity = new int[lines];
        for (int i = 0; i < lines; i++) {
            items[i] = rollback && i == lines - 1 ? NewOrder.UNUSED_ITEM : nurand.item(r);
            supply[i] = r.nextInt(100) == 0 ? Warehouses.other(warehouse, settings.warehouses(), r) : warehouse;
            quantity[i] = 1 + r.nextInt(10);
        }
        return new NewOrder.Input(d, customer, items, supply, quantity, rollback);
    }

    /** Clause 2.5.1: district; 85% a home customer, 15% one of another warehouse; 60% by last name; 1.00 to 5,000.00. */
    Payment.Input payment(SplittableRandom r) {
        int d = 1 + r.nextInt(10);
        boolean home = r.nextInt(100) < 85 || settings.warehouses() == 1;
        int cw = home ? warehouse : Warehouses.other(warehouse, settings.warehouses(), r);
        int cd = home ? d : 1 + r.nextInt(10);
        boolean byName = r.nextInt(100) < 60;
        return new Payment.Input(d, cw, cd, byName ? 0 : nurand.customer(r), byName ? nurand.lastName(r) : null, 100 + r.nextInt(499_901));
    }

    /** Clause 2.6.1: a district of the home warehouse; 60% by last name, else NURand(1023, 1, 3000). */
    OrderStatus.Input orderStatus(SplittableRandom r) {
        int d = 1 + r.nextInt(10);
        boolean byName = r.nextInt(100) < 60;
        return new OrderStatus.Input(d, byName ? 0 : nurand.customer(r), byName ? nurand.lastName(r) : null);
    }
}
