package io.benchlab.plugin.tpcc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.WorkloadException;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The deck deals every weight exactly per 100 cards; a custom mix is checked in one line. */
class MixTest {
    @Test
    void eachDeckOf100HoldsTheStandardWeightsExactly() {
        Mix.Deck deck = Mix.STANDARD.deck();
        SplittableRandom r = new SplittableRandom(7);
        for (int round = 0; round < 5; round++) {
            int[] dealt = new int[Transaction.values().length];
            for (int i = 0; i < Mix.CARDS; i++) {
                dealt[deck.deal(r).ordinal()]++;
            }
            assertEquals(List.of(45, 43, 4, 4, 4), java.util.Arrays.stream(dealt).boxed().toList(), "deck " + round);
        }
    }

    @Test
    void theDeckIsShuffled() {
        Mix.Deck deck = Mix.STANDARD.deck();
        SplittableRandom r = new SplittableRandom(7);
        StringBuilder first = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            first.append(deck.deal(r).ordinal());
        }
        assertFalse(first.toString().matches("0+"), "the first 20 cards are all New-Orders: " + first);
    }

    @Test
    void aCustomMix() throws WorkloadException {
        Mix m = Mix.parse(List.of("new_order=50", " Payment : 50 "));
        assertFalse(m.standard());
        assertEquals(50, m.weight(Transaction.NEW_ORDER));
        assertEquals(0, m.weight(Transaction.DELIVERY));
        assertEquals("new_order 50, payment 50, order_status 0, delivery 0, stock_level 0", m.describe());
        assertTrue(Mix.parse(List.of()).standard());
        assertTrue(Mix.parse(List.of("new_order=45", "payment=43", "order_status=4", "delivery=4", "stock_level=4")).standard());
    }

    @Test
    void badMixesAreRefusedInOneLine() {
        assertEquals("tpcc: mix: unknown transaction 'neworder'; the transactions are new_order, payment, order_status, delivery, stock_level",
                assertThrows(WorkloadException.class, () -> Mix.parse(List.of("neworder=100"))).getMessage());
        assertEquals("tpcc: mix: the weights add up to 90, not 100 (new_order=50, payment=40)",
                assertThrows(WorkloadException.class, () -> Mix.parse(List.of("new_order=50", "payment=40"))).getMessage());
        assertThrows(WorkloadException.class, () -> Mix.parse(List.of("new_order")));
        assertThrows(WorkloadException.class, () -> Mix.parse(List.of("new_order=x")));
        assertThrows(WorkloadException.class, () -> Mix.parse(List.of("new_order=50", "new_order=50")));
    }

    @Test
    void theSpecModeCeilingIs12Point86PerWarehouseForTheStandardMix() throws WorkloadException {
        assertEquals(12.86, new TpccSettings(1, 1, true, Mix.STANDARD, false, true).nopmPerWarehouse());
        // the same formula for a custom mix: 10 terminals × 60 s × share of New-Orders ÷ mean cycle
        TpccSettings standardByFormula = new TpccSettings(1, 1, true,
                Mix.parse(List.of("new_order=45", "payment=43", "order_status=4", "delivery=3", "stock_level=5")), false, true);
        assertEquals(12.86, standardByFormula.nopmPerWarehouse(), 0.01);
    }
}
