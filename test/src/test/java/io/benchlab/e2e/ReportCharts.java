package io.benchlab.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/** Checks of the report's charts in a real browser, shared by the report tests: width and the y-axis toggle. */
final class ReportCharts {
    private ReportCharts() {
    }

    /**
     * The shown charts narrower than the page's content column (main minus its padding), described;
     * empty when every one fills it.
     */
    static String narrowerThanTheColumn(HeadlessChromium chrome) throws Exception {
        return chrome.evaluate("""
                (() => { const m = document.querySelector('main'); const cs = getComputedStyle(m);
                  const column = m.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
                  const shown = [...document.querySelectorAll('svg.chart')].filter(s => s.getBoundingClientRect().width > 0);
                  if (shown.length === 0) { return 'no chart shown'; }
                  return shown.filter(s => s.getBoundingClientRect().width < 0.97 * column)
                    .map(s => (s.closest('figure') || {}).id + ' ' + Math.round(s.getBoundingClientRect().width) + ' of ' + column + ' px')
                    .join(' | '); })()""").asText();
    }

    /** What the shown drawing of a figure says about its y axis, and its tick labels. */
    static JsonNode shownAxis(HeadlessChromium chrome, String figure) throws Exception {
        return chrome.evaluate("(() => { const d = [...document.querySelectorAll('" + figure + " .drawing')].find(x => !x.hidden);"
                + " return {caption: d.querySelector('.scale-caption').textContent,"
                + " ticks: [...d.querySelectorAll('text.tick')].map(t => t.textContent).join(' '),"
                + " pressed: document.querySelector('" + figure + " .scale-toggle button[aria-pressed=true]').textContent}; })()");
    }

    /** Clicks a figure's linear or log button with a real mouse press, as a reader would. */
    static void click(HeadlessChromium chrome, String figure, String scale) throws Exception {
        JsonNode at = chrome.evaluate("(() => { const b = document.querySelector('" + figure + " .scale-toggle button[data-scale=" + scale
                + "]'); b.scrollIntoView({block: 'center'}); const r = b.getBoundingClientRect();"
                + " return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })()");
        for (String type : new String[]{"mousePressed", "mouseReleased"}) {
            chrome.send("Input.dispatchMouseEvent", Map.of("type", type, "x", at.get("x").asDouble(), "y", at.get("y").asDouble(),
                    "button", "left", "clickCount", 1));
        }
    }

    /** The elements reaching past the window's right edge, described; empty when the page is no wider than the window. */
    static String overflow(HeadlessChromium chrome) throws Exception {
        return chrome.evaluate("""
                document.documentElement.scrollWidth <= window.innerWidth ? '' :
                [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > window.innerWidth)
                  .slice(0, 5).map(e => e.tagName + '.' + e.className).join(' | ')""").asText();
    }

    /** What the page logged as an error or threw (the DevTools events of Runtime and Log, enabled before loading). */
    static java.util.List<JsonNode> consoleErrors(HeadlessChromium chrome) {
        return chrome.events(e -> switch (e.path("method").asText()) {
            case "Runtime.exceptionThrown" -> true;
            case "Runtime.consoleAPICalled" -> java.util.List.of("error", "assert").contains(e.path("params").path("type").asText());
            case "Log.entryAdded" -> "error".equals(e.path("params").path("entry").path("level").asText());
            default -> false;
        });
    }

    static void viewport(HeadlessChromium chrome, int width) throws Exception {
        chrome.send("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", 1000, "deviceScaleFactor", 1, "mobile", false));
    }
}
