package io.benchlab.cli;

import io.benchlab.core.history.Change;
import io.benchlab.core.history.HistoryGate;
import io.benchlab.core.history.Series;
import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * {@code history --fail-on-change --junit FILE}: one test suite per experiment, one test case per
 * judged series (its figure's name), failing with each change the gate fails on; an erratic series
 * with a worse change is skipped with that reason. No dates or hosts: the same history writes the
 * same file.
 */
final class HistoryJUnit {
    private HistoryJUnit() {
    }

    static String of(List<Series> series, HistoryGate gate) {
        Map<String, List<Series>> suites = new LinkedHashMap<>();
        series.stream().filter(Series::judged).forEach(s -> suites.computeIfAbsent(s.key().experiment(), k -> new java.util.ArrayList<>()).add(s));
        StringWriter text = new StringWriter();
        try {
            XMLStreamWriter x = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
            x.writeStartDocument("UTF-8", "1.0");
            x.writeCharacters("\n");
            x.writeStartElement("testsuites");
            x.writeAttribute("name", "benchlab history");
            counts(x, suites.values().stream().mapToInt(List::size).sum(), gate.failing().size(), gate.erratic().size());
            for (Map.Entry<String, List<Series>> suite : suites.entrySet()) {
                x.writeCharacters("\n  ");
                x.writeStartElement("testsuite");
                x.writeAttribute("name", suite.getKey());
                List<Series> cases = suite.getValue();
                counts(x, cases.size(), (int) gate.failing().stream().filter(c -> c.series().experiment().equals(suite.getKey())).count(),
                        (int) gate.erratic().stream().filter(c -> c.series().experiment().equals(suite.getKey())).count());
                for (Series s : cases) {
                    x.writeCharacters("\n    ");
                    x.writeStartElement("testcase");
                    x.writeAttribute("classname", "benchlab.history." + suite.getKey().replace(' ', '-'));
                    x.writeAttribute("name", s.key().label());
                    for (Change c : gate.failing()) {
                        if (c.series().equals(s.key())) {
                            x.writeCharacters("\n      ");
                            x.writeStartElement("failure");
                            x.writeAttribute("type", "change");
                            x.writeAttribute("message", HistoryCommand.line(c));
                            x.writeCharacters("change " + c.id() + ": " + c.series().label() + " " + c.percent() + " from run " + c.run()
                                    + " (the run before: " + c.previous() + "); `benchlab history ack " + c.id() + " --reason TEXT` if expected");
                            x.writeEndElement();
                        }
                    }
                    for (Change c : gate.erratic()) {
                        if (c.series().equals(s.key())) {
                            x.writeCharacters("\n      ");
                            x.writeEmptyElement("skipped");
                            x.writeAttribute("message", "erratic series, not gated: " + HistoryCommand.line(c));
                        }
                    }
                    x.writeCharacters("\n    ");
                    x.writeEndElement();
                }
                x.writeCharacters("\n  ");
                x.writeEndElement();
            }
            x.writeCharacters("\n");
            x.writeEndElement();
            x.writeCharacters("\n");
            x.writeEndDocument();
            x.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("writing the JUnit report", e); // to a string: cannot fail on input
        }
        return text.toString();
    }

    private static void counts(XMLStreamWriter x, int tests, int failures, int skipped) throws XMLStreamException {
        x.writeAttribute("tests", Integer.toString(tests));
        x.writeAttribute("failures", Integer.toString(failures));
        x.writeAttribute("errors", "0");
        x.writeAttribute("skipped", Integer.toString(skipped));
    }
}
