package io.benchlab.gui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TableDataTest {
    private final TableData t = new TableData(List.of("Counter", "A|B"), List.of(List.of("x,y", "say \"hi\""), List.of("plain", "1")));

    @Test
    void csvQuotesCommasAndQuotes() {
        assertEquals("Counter,A|B\r\n\"x,y\",\"say \"\"hi\"\"\"\r\nplain,1\r\n", t.toCsv());
    }

    @Test
    void markdownEscapesPipes() {
        assertEquals("| Counter | A\\|B |\n|---|---|\n| x,y | say \"hi\" |\n| plain | 1 |\n", t.toMarkdown());
    }
}
