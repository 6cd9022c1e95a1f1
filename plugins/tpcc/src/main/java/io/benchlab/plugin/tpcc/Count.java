package io.benchlab.plugin.tpcc;

import java.util.Arrays;
import java.util.List;

/** What the terminals count beside their transactions, in the order the stream declares the counts. */
enum Count {
    /** New-Orders committed: what NOPM counts. */
    NEW_ORDERS("new_orders"),
    /** New-Orders rolled back on purpose (clause 2.4.1.4: 1% name an unused item). */
    NEW_ORDER_ROLLBACKS("new_order_rollbacks"),
    /** Order lines of committed New-Orders. */
    ORDER_LINES("order_lines"),
    /** Of those, lines supplied by another warehouse (clause 2.4.1.5: 1%). */
    REMOTE_ORDER_LINES("remote_order_lines"),
    /** Payments by a customer of another warehouse (clause 2.5.1.2: 15%). */
    REMOTE_PAYMENTS("remote_payments"),
    /** Payments and Order-Status finding the customer by last name (clauses 2.5.1.2, 2.6.1.2: 60%). */
    BY_LAST_NAME("by_last_name"),
    /** Districts a Delivery found with no order to deliver (clause 2.7.4.2 asks for them to be reported). */
    DELIVERY_SKIPPED("delivery_skipped_districts"),
    /** Transactions run again with the same input after a deadlock or lock wait timeout. */
    RETRIES("retries"),
    /** Transactions the terminals committed. */
    COMMITS("commits"),
    /** Transactions the terminals rolled back on purpose (the New-Orders above); deadlock victims are errors. */
    ROLLBACKS("rollbacks");

    private final String wire;

    Count(String wire) {
        this.wire = wire;
    }

    String wire() {
        return wire;
    }

    static List<String> names() {
        return Arrays.stream(values()).map(Count::wire).toList();
    }
}
