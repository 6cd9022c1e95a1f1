package io.benchlab.core.report;

import com.samskivert.mustache.Mustache;
import com.samskivert.mustache.Template;
import io.benchlab.core.BenchlabException;
import io.benchlab.core.bundle.Bundle;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * Renders bundles as one self-contained HTML page: styles, script and SVG charts inline, nothing
 * loaded from anywhere else, so it can be mailed or attached to a ticket and opened offline.
 * The template escapes every value by default; the only raw insertions are our own stylesheet,
 * script and the SVG built by {@link Svg}, which escapes its text itself.
 */
public final class HtmlReport {
    private static final String BASE = "/io/benchlab/resources/report/";

    private HtmlReport() {
    }

    public static String render(List<Bundle> bundles) {
        return render(bundles, null);
    }

    /** @param baseline column label or variant name to compare the others with; null for the first */
    public static String render(List<Bundle> bundles, String baseline) {
        return render(ReportModel.of(bundles, baseline));
    }

    public static String render(ReportModel model) {
        Template t = Mustache.compiler().escapeHTML(true).defaultValue("").emptyStringIsFalse(true)
                .withLoader(name -> new java.io.StringReader(resource(name + ".mustache")))
                .compile(resource("report.html.mustache"));
        return t.execute(Map.of("m", model, "css", resource("report.css"), "js", resource("report.js")));
    }

    /** The history page of an experiment ({@code benchlab report --history}), with the report's styles and script. */
    public static String render(HistoryPage page) {
        Template t = Mustache.compiler().escapeHTML(true).defaultValue("").emptyStringIsFalse(true)
                .compile(resource("history.html.mustache"));
        return t.execute(Map.of("m", page, "css", resource("report.css"), "js", resource("report.js")));
    }

    private static String resource(String name) {
        try (InputStream in = HtmlReport.class.getResourceAsStream(BASE + name)) {
            if (in == null) {
                throw new BenchlabException("report resource " + name + " is missing from this build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BenchlabException("cannot read report resource " + name + ": " + e.getMessage(), e);
        }
    }
}
