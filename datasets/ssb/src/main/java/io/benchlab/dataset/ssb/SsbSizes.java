package io.benchlab.dataset.ssb;

/**
 * Row counts for a scale factor.
 *
 * <ul>
 *   <li>customer = max(1, round(30,000 × SF)), supplier = max(1, round(2,000 × SF)),
 *       orders = max(1, round(1,500,000 × SF)) (each order has 1–7 lineorder rows);</li>
 *   <li>part = 200,000 × ⌊1 + log2 SF⌋ for SF ≥ 1 (as the reference), and
 *       max(1, round(200,000 × SF)) for SF &lt; 1 (linear, continuous at SF = 1);</li>
 *   <li>date = 2,556 rows always.</li>
 * </ul>
 */
public record SsbSizes(double sf, long customers, long suppliers, long parts, long orders) {

    public static SsbSizes of(double sf) {
        if (!(sf > 0) || Double.isInfinite(sf)) {
            throw new IllegalArgumentException("scale factor must be positive: " + sf);
        }
        return new SsbSizes(sf, scaled(30_000, sf), scaled(2_000, sf), parts(sf), scaled(1_500_000, sf));
    }

    static long scaled(long base, double sf) {
        return Math.max(1, Math.round(base * sf));
    }

    static long parts(double sf) {
        if (sf < 1) {
            return scaled(200_000, sf);
        }
        // floor(1 + log2 SF) computed exactly: the number of doublings of 1 that stay <= SF, plus one.
        long factor = 1;
        double power = 2;
        while (power <= sf) {
            factor++;
            power *= 2;
        }
        return 200_000 * factor;
    }

    public long dateRows() {
        return SsbCalendar.DAYS;
    }
}
