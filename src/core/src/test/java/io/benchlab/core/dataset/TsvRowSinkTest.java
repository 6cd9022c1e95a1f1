package io.benchlab.core.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TsvRowSinkTest {
    static String rows(TsvRowSink s) {
        return new String(s.buffer(), 0, s.size(), StandardCharsets.UTF_8);
    }

    @Test
    void encodesLikeLoadDataExpects() throws Exception {
        TsvRowSink s = new TsvRowSink(16);
        s.add(42).add(-7).add(Long.MIN_VALUE).add(0).endRow();
        s.add("tab\there").add("new\nline").add("back\\slash").addNull().add("ünï").endRow();
        assertEquals("42\t-7\t-9223372036854775808\t0\ntab\\there\tnew\\nline\tback\\\\slash\t\\N\tünï\n", rows(s));
        assertEquals(2, s.rows());
    }

    @Test
    void decimalsKeepTheirScale() throws Exception {
        TsvRowSink s = new TsvRowSink(16);
        s.addDecimal(12345, 2).addDecimal(-5, 2).addDecimal(7, 0).addDecimal(100, 3).endRow();
        assertEquals("123.45\t-0.05\t7\t0.100\n", rows(s));
    }

    /** The reference engine's load (DuckDB's CSV reader with a tab delimiter and NULLSTR '\N'): quotes where needed, never backslash escapes. */
    @Test
    void csvQuotesOnlyTheFieldsThatNeedIt() throws Exception {
        TsvRowSink s = new TsvRowSink(16, TsvRowSink.Format.CSV);
        s.add("plain text, with a comma").add("tab\there").add("say \"hi\"").add("back\\slash").add("\\N").addNull().add("ünï").endRow();
        assertEquals("plain text, with a comma\t\"tab\there\"\t\"say \"\"hi\"\"\"\t\"back\\slash\"\t\"\\N\"\t\\N\tünï\n", rows(s));
    }
}
