package io.benchlab.plugin.oltp;

import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * sysbench's distributions of random keys ({@code --rand-type} and its parameters), computed the
 * way sysbench 1.0 computes them, so that the same options put the same load on the same rows:
 * which ids a transaction touches decides how many of them are hot, how often two transactions
 * want one row lock, and how much of the table the buffer pool must hold.
 *
 * <ul>
 *   <li>{@code uniform}: every key in [a, b] equally likely.</li>
 *   <li>{@code gaussian}: the mean of {@code randSpecIter} uniform draws over [a, b] (an
 *       approximate normal around the middle, narrower as the iterations grow).</li>
 *   <li>{@code special} (sysbench 1.0's default): {@code randSpecRes}% of the keys fall uniformly
 *       into a window of {@code randSpecPct}% of the range at its middle (the "special" keys);
 *       the rest are drawn as {@code gaussian} over the whole range.</li>
 *   <li>{@code pareto}: {@code (b − a + 1) · u^(ln h / ln(1 − h))} above a, so a share 1 − h of the
 *       keys falls into the lowest share h of the range (h = 0.2: 80/20).</li>
 * </ul>
 *
 * Each draw takes its uniform numbers from the worker's own generator, so a worker's keys are
 * repeatable; sysbench's own generator (xoroshiro128+) is not reproduced, only its shapes.
 * Values are whole numbers truncated as sysbench truncates its doubles to {@code uint32_t}.
 */
final class KeyDistribution {
    /** The distributions, by the names {@code --rand-type} takes. */
    static final List<String> TYPES = List.of("uniform", "gaussian", "special", "pareto");
    /** sysbench 1.0's {@code --rand-type} default. */
    static final String DEFAULT_TYPE = "special";
    static final int DEFAULT_SPEC_ITER = 12;
    static final int DEFAULT_SPEC_PCT = 1;
    static final int DEFAULT_SPEC_RES = 75;
    static final double DEFAULT_PARETO_H = 0.2;

    private enum Type { UNIFORM, GAUSSIAN, SPECIAL, PARETO }

    private final Type type;
    private final int iterations;
    private final double iterationShare;
    private final double pctShare;
    private final double halfPctShare;
    /** sysbench's {@code 100 / (100 − res)}: how much larger the drawn range is than the key range; infinite at res = 100. */
    private final double resFactor;
    private final double paretoPower;

    /**
     * @param type       one of {@link #TYPES}
     * @param iterations uniform draws summed by gaussian and special ({@code --rand-spec-iter}), at least 1
     * @param pct        the special window, in percent of the range ({@code --rand-spec-pct})
     * @param res        the share of special keys, in percent ({@code --rand-spec-res}), 0 to 100
     * @param paretoH    pareto's h ({@code --rand-pareto-h}), strictly between 0 and 1
     */
    KeyDistribution(String type, int iterations, int pct, int res, double paretoH) {
        this.type = Type.valueOf(type.toUpperCase(Locale.ROOT));
        if (iterations < 1 || pct < 0 || pct > 100 || res < 0 || res > 100 || !(paretoH > 0 && paretoH < 1)) {
            throw new IllegalArgumentException("distribution parameters out of range: " + iterations + ", " + pct + ", " + res + ", " + paretoH);
        }
        this.iterations = iterations;
        this.iterationShare = 1.0 / iterations;
        this.pctShare = pct / 100.0;
        this.halfPctShare = pct / 200.0;
        this.resFactor = res == 100 ? Double.POSITIVE_INFINITY : 100.0 / (100.0 - res);
        this.paretoPower = Math.log(paretoH) / Math.log(1.0 - paretoH);
    }

    /** sysbench's defaults: {@code special}, 12 iterations, 1%, 75%, h = 0.2. */
    static KeyDistribution sysbenchDefault() {
        return new KeyDistribution(DEFAULT_TYPE, DEFAULT_SPEC_ITER, DEFAULT_SPEC_PCT, DEFAULT_SPEC_RES, DEFAULT_PARETO_H);
    }

    /** {@code uniform} ({@code sysbench.rand.uniform}): the table a statement goes to is always drawn this way. */
    static long uniform(SplittableRandom r, long a, long b) {
        return a + (long) (r.nextDouble() * (b - a + 1));
    }

    /** A key in [a, b] from this distribution ({@code sysbench.rand.default}). */
    long next(SplittableRandom r, long a, long b) {
        return switch (type) {
            case UNIFORM -> uniform(r, a, b);
            case GAUSSIAN -> gaussian(r, a, b);
            case SPECIAL -> special(r, a, b);
            case PARETO -> a + (long) ((b - a + 1) * Math.pow(r.nextDouble(), paretoPower));
        };
    }

    private long gaussian(SplittableRandom r, long a, long b) {
        double t = b - a + 1;
        double sum = 0;
        for (int i = 0; i < iterations; i++) {
            sum += r.nextDouble() * t;
        }
        return a + (long) (sum * iterationShare);
    }

    private long special(SplittableRandom r, long a, long b) {
        double t = b - a;
        double rnd = r.nextDouble();
        // the drawn point falls on the key range itself for (100 - res)% of draws: those keys are gaussian
        if (rnd * t * resFactor < t) {
            double sum = 0;
            for (int i = 0; i < iterations; i++) {
                sum += r.nextDouble();
            }
            return a + (long) (sum * t * iterationShare);
        }
        // the others map the same uniform number onto the window of pct% of the range at its middle
        double window = t * pctShare;
        return a + (long) (rnd * (window + 1) + t / 2 - t * halfPctShare);
    }
}
