package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import java.nio.file.Path;
import org.apache.commons.math3.distribution.ExponentialDistribution;
import org.apache.commons.math3.stat.inference.KolmogorovSmirnovTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Arrival-rate mode against a real server: Poisson arrivals, and queue time counted in the response time. */
class StreamArrivalRateTest {
    @TempDir
    static Path home;
    static StreamServer server;

    @BeforeAll
    static void start() {
        server = new StreamServer(home);
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void interArrivalTimesAreExponential() throws Exception {
        double lambda = 1000;
        Bundle b = server.run("arrivals-ks", """
                workload: {plugin: oltp-point-select, parameters: {schema: arr_e2e, tableSize: 1000}}
                phases: {cold: false, warm: 1}
                stream: {threads: 2, duration: 2s, rate: 1000, seed: 11}
                """);
        JsonNode s = b.streams().get(0);
        assertEquals("arrival-rate", s.path("mode").asText());
        assertEquals("duration", s.path("reason").asText());
        JsonNode gapsNode = s.path("arrivals").path("interArrivalNanos");
        double[] gaps = new double[gapsNode.size()];
        for (int i = 0; i < gaps.length; i++) {
            gaps[i] = gapsNode.get(i).asLong() / 1e9;
        }
        assertTrue(gaps.length > 1500, "about 2000 arrivals in 2 s, got " + gaps.length);
        KolmogorovSmirnovTest ks = new KolmogorovSmirnovTest();
        double p = ks.kolmogorovSmirnovTest(new ExponentialDistribution(null, 1 / lambda), gaps);
        assertTrue(p > 0.01, "inter-arrival times do not fit Exp(λ=1000/s): KS p = " + p);
        // the test has the power to reject a wrong rate
        double wrong = ks.kolmogorovSmirnovTest(new ExponentialDistribution(null, 1.2 / lambda), gaps);
        assertTrue(wrong < 0.001, "KS cannot tell λ from λ/1.2: p = " + wrong);
        assertEquals(s.path("arrivals").path("arrivals").asLong(), gaps.length, "every arrival's gap is kept below the limit");
    }

    @Test
    void aSlowServerNearCapacityShowsQueueTimeInTheResponseTime() throws Exception {
        // one worker, 5 ms per operation on the server: capacity ≈ 200/s; λ = 170/s is ρ ≈ 0.85
        Bundle b = server.run("arrivals-queue", """
                workload: {plugin: test-sleep, parameters: {seconds: 0.005}}
                phases: {cold: false, warm: 1}
                stream: {threads: 1, duration: 3s, rate: 170, seed: 3}
                """);
        JsonNode s = b.streams().get(0);
        JsonNode service = s.path("serviceTime");
        JsonNode response = s.path("latency");
        assertTrue(service.path("p50Micros").asDouble() >= 5000, "SLEEP(0.005) takes at least 5 ms: " + service);
        assertTrue(response.path("p99Micros").asDouble() > 3 * service.path("p99Micros").asDouble(),
                "response p99 " + response.path("p99Micros") + " µs should far exceed service p99 " + service.path("p99Micros") + " µs");
        assertTrue(response.path("meanMicros").asDouble() > service.path("meanMicros").asDouble());
        assertEquals(s.path("operations").asLong(), StreamServer.sum(b.intervals(), "operations"));
    }
}
