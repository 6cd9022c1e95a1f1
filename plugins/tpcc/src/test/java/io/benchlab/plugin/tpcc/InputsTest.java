package io.benchlab.plugin.tpcc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The inputs a terminal keys in have the specification's shares (within five standard deviations over
 * 100,000 draws) and ranges: 1% of New-Orders roll back on an unused last item, 1% of order lines
 * come from another warehouse, 15% of Payments are for a remote customer, 60% of Payments and
 * Order-Status find the customer by last name.
 */
class InputsTest {
    private static final int N = 100_000;
    private final TpccSettings settings = new TpccSettings(4, 1, false, Mix.STANDARD, false, true);
    private final Nurand nurand = Nurand.forRun(100, new SplittableRandom(3));
    private final Inputs inputs = new Inputs(settings, nurand, 2);

    private static void share(String what, double p, long hits, long n) {
        double sd = Math.sqrt(p * (1 - p) / n);
        double observed = hits / (double) n;
        assertTrue(Math.abs(observed - p) < 5 * sd, what + ": " + observed + " of " + n + ", expected " + p);
    }

    @Test
    void newOrder() {
        SplittableRandom r = new SplittableRandom(11);
        long rollbacks = 0;
        long lines = 0;
        long remote = 0;
        for (int k = 0; k < N; k++) {
            NewOrder.Input in = inputs.newOrder(r);
            assertTrue(in.district() >= 1 && in.district() <= 10);
            assertTrue(in.customer() >= 1 && in.customer() <= 3000);
            assertTrue(in.items().length >= 5 && in.items().length <= 15);
            for (int i = 0; i < in.items().length; i++) {
                boolean unused = in.items()[i] == NewOrder.UNUSED_ITEM;
                assertEquals(in.rollback() && i == in.items().length - 1, unused, "only a rollback's last item is unused");
                assertTrue(unused || in.items()[i] >= 1 && in.items()[i] <= 100_000);
                assertTrue(in.quantity()[i] >= 1 && in.quantity()[i] <= 10);
                assertTrue(in.supply()[i] >= 1 && in.supply()[i] <= 4);
                remote += in.supply()[i] != 2 ? 1 : 0;
            }
            lines += in.items().length;
            rollbacks += in.rollback() ? 1 : 0;
        }
        share("New-Orders rolled back", 0.01, rollbacks, N);
        share("remote order lines", 0.01, remote, lines);
        assertEquals(10.0, lines / (double) N, 0.05, "5 to 15 lines, 10 on average");
    }

    @Test
    void payment() {
        SplittableRandom r = new SplittableRandom(12);
        long remote = 0;
        long byName = 0;
        for (int k = 0; k < N; k++) {
            Payment.Input in = inputs.payment(r);
            remote += in.customerWarehouse() != 2 ? 1 : 0;
            byName += in.lastName() != null ? 1 : 0;
            assertTrue(in.amountCents() >= 100 && in.amountCents() <= 500_000);
            assertTrue(in.lastName() != null || in.customer() >= 1 && in.customer() <= 3000);
            assertTrue(in.customerWarehouse() != 2 || in.customerDistrict() == in.district(), "a home customer is of the paying district");
        }
        share("remote payments", 0.15, remote, N);
        share("payments by last name", 0.60, byName, N);
    }

    @Test
    void orderStatusAndOneWarehouse() {
        SplittableRandom r = new SplittableRandom(13);
        long byName = 0;
        for (int k = 0; k < N; k++) {
            byName += inputs.orderStatus(r).lastName() != null ? 1 : 0;
        }
        share("order-status by last name", 0.60, byName, N);
        Inputs alone = new Inputs(new TpccSettings(1, 1, false, Mix.STANDARD, false, true), nurand, 1);
        for (int k = 0; k < 10_000; k++) {
            assertEquals(1, alone.payment(r).customerWarehouse(), "with one warehouse every customer is at home");
        }
    }

    @Test
    void theRunsConstantForLastNamesKeepsItsDistanceFromTheLoads() {
        for (int load = 0; load <= 255; load++) {
            Nurand n = Nurand.forRun(load, new SplittableRandom(load));
            int delta = Math.abs(n.cLast() - load);
            assertTrue(delta >= 65 && delta <= 119 && delta != 96 && delta != 112, "C_LAST " + n.cLast() + " for the load's " + load);
        }
        assertEquals("BARBARBAR", Nurand.lastName(0));
        assertEquals("OUGHTABLEPRI", Nurand.lastName(123));
    }
}
