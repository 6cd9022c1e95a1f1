package io.benchlab.plugin.tpcc;

import java.time.Duration;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The five transactions of clause 2, in the order the stream's kinds number them, with the keying and
 * mean think times of clause 5.2.5.7 and the 90th-percentile response times of clause 5.2.5.4.
 */
enum Transaction {
    NEW_ORDER("new_order", 18, 12, 5),
    PAYMENT("payment", 3, 12, 5),
    ORDER_STATUS("order_status", 2, 10, 5),
    /** Run in the terminal's own transaction instead of deferred, so its response time is the whole delivery's. */
    DELIVERY("delivery", 2, 5, 5),
    STOCK_LEVEL("stock_level", 2, 5, 20);

    private final String kind;
    private final Duration keying;
    private final double meanThinkSeconds;
    private final Duration limit90;

    Transaction(String kind, int keyingSeconds, int meanThinkSeconds, int limit90Seconds) {
        this.kind = kind;
        this.keying = Duration.ofSeconds(keyingSeconds);
        this.meanThinkSeconds = meanThinkSeconds;
        this.limit90 = Duration.ofSeconds(limit90Seconds);
    }

    /** The kind's name in results, e.g. {@code new_order}. */
    String kind() {
        return kind;
    }

    Duration keying() {
        return keying;
    }

    double meanThinkSeconds() {
        return meanThinkSeconds;
    }

    Duration limit90() {
        return limit90;
    }

    static Transaction named(String kind) {
        return Arrays.stream(values()).filter(t -> t.kind.equals(kind)).findFirst().orElse(null);
    }

    static String names() {
        return Arrays.stream(values()).map(Transaction::kind).collect(Collectors.joining(", "));
    }

    static java.util.List<String> kinds() {
        return Arrays.stream(values()).map(Transaction::kind).toList();
    }
}
