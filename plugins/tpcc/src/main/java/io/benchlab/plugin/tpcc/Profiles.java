package io.benchlab.plugin.tpcc;

import io.benchlab.api.StreamWorker.Tally;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * A terminal's five transaction profiles (clauses 2.4 to 2.8), each with its statements prepared once
 * on the terminal's connection, running a transaction for its input ({@link Inputs} draws them).
 */
final class Profiles {
    /** A transaction's input, drawn before it runs so that a retry enters the same one. */
    sealed interface Input permits NewOrder.Input, Payment.Input, OrderStatus.Input, Delivery.Input, StockLevel.Input {
        Transaction transaction();
    }

    private final NewOrder newOrder;
    private final Payment payment;
    private final OrderStatus orderStatus;
    private final Delivery delivery;
    private final StockLevel stockLevel;

    Profiles(Connection c, Tally tally, int warehouse, int district) throws SQLException {
        Customers customers = new Customers(c);
        this.newOrder = new NewOrder(c, tally, warehouse);
        this.payment = new Payment(c, tally, warehouse, customers);
        this.orderStatus = new OrderStatus(c, tally, warehouse, customers);
        this.delivery = new Delivery(c, tally, warehouse);
        this.stockLevel = new StockLevel(c, tally, warehouse, district);
    }

    void run(Input input) throws SQLException {
        switch (input) {
            case NewOrder.Input i -> newOrder.run(i);
            case Payment.Input i -> payment.run(i);
            case OrderStatus.Input i -> orderStatus.run(i);
            case Delivery.Input i -> delivery.run(i);
            case StockLevel.Input i -> stockLevel.run(i);
        }
    }
}
