package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Records.IntervalRecord;
import io.benchlab.core.bundle.Records.StreamRecord;
import io.benchlab.core.stream.LatencySummary;
import io.benchlab.core.bundle.Bundle;
import org.apache.commons.math3.distribution.ExponentialDistribution;
import org.apache.commons.math3.stat.inference.KolmogorovSmirnovTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Arrival-rate mode against a real server: Poisson arrivals, and queue time counted in the response time. */
class StreamArrivalRateTest {
    @RegisterExtension
    static final StreamServer server = StreamServer.shared();

    @Test
    void interArrivalTimesAreExponential() throws Exception {
        double lambda = 1000;
        Bundle b = server.run("arrivals-ks", """
                workload: {plugin: oltp-point-select, parameters: {schema: arr_e2e, tableSize: 1000}}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 2s, rate: 1000, seed: 11}
                """);
        StreamRecord s = b.streams().get(0);
        assertEquals("arrival-rate", s.mode());
        assertEquals("duration", s.reason());
        double[] gaps = s.arrivals().interArrivalNanos().stream().mapToDouble(g -> g / 1e9).toArray();
        assertTrue(gaps.length > 1500, "about 2000 arrivals in 2 s, got " + gaps.length);
        KolmogorovSmirnovTest ks = new KolmogorovSmirnovTest();
        double p = ks.kolmogorovSmirnovTest(new ExponentialDistribution(null, 1 / lambda), gaps);
        assertTrue(p > 0.01, "inter-arrival times do not fit Exp(λ=1000/s): KS p = " + p);
        // the test has the power to reject a wrong rate
        double wrong = ks.kolmogorovSmirnovTest(new ExponentialDistribution(null, 1.2 / lambda), gaps);
        assertTrue(wrong < 0.001, "KS cannot tell λ from λ/1.2: p = " + wrong);
        assertEquals(s.arrivals().arrivals(), gaps.length, "every arrival's gap is kept below the limit");
    }

    @Test
    void aSlowServerNearCapacityShowsQueueTimeInTheResponseTime() throws Exception {
        // one worker, 5 ms per operation on the server: capacity ≈ 200/s; λ = 170/s is ρ ≈ 0.85
        Bundle b = server.run("arrivals-queue", """
                workload: {plugin: test-sleep, parameters: {seconds: 0.005}}
                phases: {cold: false, warm: 1}
                stream: {threads: 1, duration: 3s, rate: 170, seed: 3}
                """);
        StreamRecord s = b.streams().get(0);
        LatencySummary service = s.serviceTime();
        LatencySummary response = s.latency();
        assertTrue(service.p50Micros() >= 5000, "SLEEP(0.005) takes at least 5 ms: " + service);
        assertTrue(response.p99Micros() > 3 * service.p99Micros(),
                "response p99 " + response.p99Micros() + " µs should far exceed service p99 " + service.p99Micros() + " µs");
        assertTrue(response.meanMicros() > service.meanMicros());
        assertEquals(s.operations(), StreamServer.sum(b.intervals(), IntervalRecord::operations));
    }

    @Test
    void anArrivalSweepWhoseFirstPointCannotKeepUpYieldsEveryPoint() throws Exception {
        // SLEEP(0.02) on the server: one worker serves ≈ 50/s, eight ≈ 400/s; λ = 200/s overloads the first point only
        Bundle b = server.run("arrivals-overload", """
                workload: {plugin: test-sleep, parameters: {seconds: 0.02}}
                phases: {cold: false, warm: 1}
                stream: {threadSweep: [1, 8], duration: 3s, rate: 200, queueCapacity: 40, seed: 5}
                """);
        assertEquals(2, b.streams().size(), "both points of the sweep ran: " + b.streams());
        StreamRecord one = b.streams().stream().filter(s -> s.threads() == 1).findFirst().orElseThrow();
        StreamRecord eight = b.streams().stream().filter(s -> s.threads() == 8).findFirst().orElseThrow();
        assertEquals("queue_full", one.reason());
        StreamRecord.Overload o = one.overload();
        assertTrue(o != null && o.atSeconds() < 3 && o.waiting() > 0 && o.achievedShare() < 1, "how far behind and when: " + o);
        assertTrue(one.operations() > 0, "the point's operations until then are kept");
        assertEquals("duration", eight.reason());
        assertEquals(null, eight.overload());

        String shown = new Cli(b.dir().getParent().getParent()).ok("show", b.dir().toString()).out();
        assertTrue(shown.contains("could not keep up: "), shown);
        assertTrue(shown.lines().anyMatch(l -> l.startsWith("Run1/") && l.contains(" 8 ") && l.trim().endsWith("yes")),
                "the eight-thread point kept up: " + shown);
    }
}
