package io.benchlab.cli;

import java.io.StringWriter;
import java.util.List;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * JUnit XML, the format CI systems (Jenkins, GitLab, GitHub's test reporters) display: the one
 * writer of {@code compare --junit} ({@link JUnitReport}) and {@code history --junit}
 * ({@link HistoryJUnit}), which only say what their suites and cases are. The counts are those of the
 * cases; no times, host names or dates, so the same input writes the same file.
 */
final class JUnitXml {
    private JUnitXml() {
    }

    /** A test suite: its properties (may be empty) and its cases. */
    record Suite(String name, List<Property> properties, List<Case> cases) {
        int failures() {
            return cases.stream().mapToInt(c -> c.failures().size()).sum();
        }

        int skipped() {
            return cases.stream().mapToInt(c -> c.skipped().size()).sum();
        }
    }

    record Property(String name, String value) {
    }

    /**
     * A test case.
     *
     * @param failures  what it failed on (empty when it passed)
     * @param skipped   why it was not decided, one message each (empty when it was)
     * @param systemOut its output; null for none
     */
    record Case(String classname, String name, List<Failure> failures, List<String> skipped, String systemOut) {
    }

    /** A failure: its type, its one-line message, and its text. */
    record Failure(String type, String message, String text) {
    }

    /** The document: {@code <testsuites name=…>} holding each suite. */
    static String of(String name, List<Suite> suites) {
        StringWriter text = new StringWriter();
        try {
            XMLStreamWriter x = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
            x.writeStartDocument("UTF-8", "1.0");
            x.writeCharacters("\n");
            x.writeStartElement("testsuites");
            x.writeAttribute("name", name);
            counts(x, suites.stream().mapToInt(s -> s.cases().size()).sum(), suites.stream().mapToInt(Suite::failures).sum(),
                    suites.stream().mapToInt(Suite::skipped).sum());
            for (Suite suite : suites) {
                x.writeCharacters("\n  ");
                x.writeStartElement("testsuite");
                x.writeAttribute("name", suite.name());
                counts(x, suite.cases().size(), suite.failures(), suite.skipped());
                if (!suite.properties().isEmpty()) {
                    x.writeCharacters("\n    ");
                    x.writeStartElement("properties");
                    for (Property p : suite.properties()) {
                        x.writeCharacters("\n      ");
                        x.writeEmptyElement("property");
                        x.writeAttribute("name", p.name());
                        x.writeAttribute("value", p.value());
                    }
                    x.writeCharacters("\n    ");
                    x.writeEndElement();
                }
                for (Case c : suite.cases()) {
                    testCase(x, c);
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

    private static void testCase(XMLStreamWriter x, Case c) throws XMLStreamException {
        x.writeCharacters("\n    ");
        x.writeStartElement("testcase");
        x.writeAttribute("classname", c.classname());
        x.writeAttribute("name", c.name());
        for (Failure f : c.failures()) {
            x.writeCharacters("\n      ");
            x.writeStartElement("failure");
            x.writeAttribute("type", f.type());
            x.writeAttribute("message", f.message());
            x.writeCharacters(f.text());
            x.writeEndElement();
        }
        for (String why : c.skipped()) {
            x.writeCharacters("\n      ");
            x.writeEmptyElement("skipped");
            x.writeAttribute("message", why);
        }
        if (c.systemOut() != null) {
            x.writeCharacters("\n      ");
            x.writeStartElement("system-out");
            x.writeCharacters(c.systemOut());
            x.writeEndElement();
        }
        x.writeCharacters("\n    ");
        x.writeEndElement();
    }

    private static void counts(XMLStreamWriter x, int tests, int failures, int skipped) throws XMLStreamException {
        x.writeAttribute("tests", Integer.toString(tests));
        x.writeAttribute("failures", Integer.toString(failures));
        x.writeAttribute("errors", "0");
        x.writeAttribute("skipped", Integer.toString(skipped));
    }
}
