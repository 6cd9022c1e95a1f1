package io.benchlab.cli;

import io.benchlab.core.compare.Figure;
import io.benchlab.core.compare.FigureComparison;
import io.benchlab.core.compare.FigureVerdict;
import io.benchlab.core.stats.RegressionGate;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * {@code compare --junit FILE}: the regression gate as a JUnit XML report, the format CI systems
 * (Jenkins, GitLab, GitHub's test reporters) display. One test suite per kind of figure (queries,
 * streams, stream runs, cluster nodes), one test case per figure of the comparison; a figure that
 * regressed beyond the threshold fails with the gate's one line, one the gate could not decide
 * (too noisy, too few runs) is skipped with its reason, and every case carries the verdict's
 * sentence. No times, host names or dates: the same comparison writes the same file.
 */
final class JUnitReport {
    private JUnitReport() {
    }

    /** The report of a comparison that was gated ({@code c.gate()} is not null). */
    static String of(FigureComparison c, String nameA, String nameB) {
        RegressionGate gate = c.gate();
        Map<Figure.Kind, List<FigureVerdict>> suites = new LinkedHashMap<>();
        c.figures().forEach(v -> suites.computeIfAbsent(v.figure().kind(), k -> new ArrayList<>()).add(v));
        StringWriter text = new StringWriter();
        try {
            XMLStreamWriter x = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
            x.writeStartDocument("UTF-8", "1.0");
            x.writeCharacters("\n");
            x.writeStartElement("testsuites");
            x.writeAttribute("name", "benchlab compare");
            counts(x, c.figures());
            for (Map.Entry<Figure.Kind, List<FigureVerdict>> suite : suites.entrySet()) {
                x.writeCharacters("\n  ");
                x.writeStartElement("testsuite");
                x.writeAttribute("name", suiteName(suite.getKey()));
                counts(x, suite.getValue());
                x.writeCharacters("\n    ");
                x.writeStartElement("properties");
                property(x, "A", nameA);
                property(x, "B", nameB);
                property(x, "fail beyond", gate.limit());
                x.writeCharacters("\n    ");
                x.writeEndElement();
                for (FigureVerdict v : suite.getValue()) {
                    testCase(x, suite.getKey(), v, gate);
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

    private static void testCase(XMLStreamWriter x, Figure.Kind kind, FigureVerdict v, RegressionGate gate) throws XMLStreamException {
        x.writeCharacters("\n    ");
        x.writeStartElement("testcase");
        x.writeAttribute("classname", "benchlab.compare." + suiteName(kind).replace(' ', '-'));
        x.writeAttribute("name", v.figure().name());
        if (v.regressed()) {
            x.writeCharacters("\n      ");
            x.writeStartElement("failure");
            x.writeAttribute("type", "regression");
            x.writeAttribute("message", CompareCommand.regressedLine(v));
            x.writeCharacters(v.sentence() + "\n" + gate.headline(v.gate()));
            x.writeEndElement();
        } else if (v.inconclusive()) {
            x.writeCharacters("\n      ");
            x.writeEmptyElement("skipped");
            x.writeAttribute("message", gate.headline(v.gate()));
        }
        x.writeCharacters("\n      ");
        x.writeStartElement("system-out");
        x.writeCharacters(v.sentence());
        x.writeEndElement();
        x.writeCharacters("\n    ");
        x.writeEndElement();
    }

    private static void counts(XMLStreamWriter x, List<FigureVerdict> figures) throws XMLStreamException {
        x.writeAttribute("tests", Integer.toString(figures.size()));
        x.writeAttribute("failures", Long.toString(figures.stream().filter(FigureVerdict::regressed).count()));
        x.writeAttribute("errors", "0");
        x.writeAttribute("skipped", Long.toString(figures.stream().filter(FigureVerdict::inconclusive).count()));
    }

    private static void property(XMLStreamWriter x, String name, String value) throws XMLStreamException {
        x.writeCharacters("\n      ");
        x.writeEmptyElement("property");
        x.writeAttribute("name", name);
        x.writeAttribute("value", value);
    }

    private static String suiteName(Figure.Kind kind) {
        return switch (kind) {
            case QUERY -> "queries";
            case STREAM -> "streams";
            case STREAM_RUN -> "stream runs";
            case NODE -> "cluster nodes";
            case FAULT -> "faults";
            case AUDIT -> "durability audits";
        };
    }
}
