package io.benchlab.core.report;

/**
 * A chart whose y axis can be drawn linear or logarithmic. The report draws both when the values
 * allow a log axis and lets the reader switch; it opens on log when the values span decades, where
 * a linear axis hides the small ones.
 */
interface YScaled {

    String toSvg(boolean logY);

    /** The y values drawn, for choosing the axes offered. */
    Scale.Span ySpan();

    /** Two charts shown as one figure (e.g. throughput and p95 against threads), switched together. */
    static YScaled both(YScaled a, YScaled b) {
        return new YScaled() {
            @Override
            public String toSvg(boolean logY) {
                return a.toSvg(logY && a.ySpan().offered()) + b.toSvg(logY && b.ySpan().offered());
            }

            @Override
            public Scale.Span ySpan() {
                Scale.Span x = a.ySpan();
                Scale.Span y = b.ySpan();
                return new Scale.Span(x.offered() || y.offered(), x.logFirst() || y.logFirst(), Math.min(x.min(), y.min()),
                        Math.max(x.max(), y.max()));
            }
        };
    }
}
