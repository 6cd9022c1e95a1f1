package io.benchlab.core.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OptimizerSwitchTest {
    static final String LIVE = "index_merge=on,mrr=on,mrr_cost_based=off,mrr_sort_keys=on,join_cache_bka=on,join_cache_hashed=on,"
            + "semijoin=on,firstmatch=on";

    @Test
    void showsOnlyTheFlagsTheVariantSetWithTheServersValues() {
        Map<String, Object> requested = new LinkedHashMap<>();
        requested.put("join_cache_bka", true);
        requested.put("MRR", "on");
        assertEquals("join_cache_bka=on,mrr=on", OptimizerSwitch.requestedFlags(LIVE, requested));
        assertEquals("mrr_cost_based=off", OptimizerSwitch.requestedFlags(LIVE, "mrr_cost_based=off"));
    }

    @Test
    void withoutNamedFlagsTheWholeValueStays() {
        assertEquals(LIVE, OptimizerSwitch.requestedFlags(LIVE, "default"));
        assertEquals(LIVE, OptimizerSwitch.requestedFlags(LIVE, null));
    }
}
