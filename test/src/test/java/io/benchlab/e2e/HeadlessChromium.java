package io.benchlab.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Debian's real headless Chromium, driven over the DevTools protocol (a JSON-over-WebSocket
 * protocol) with the JDK's own WebSocket client: no browser-automation library needed.
 * Every event is kept so a test can look for console errors and network requests afterwards.
 */
final class HeadlessChromium implements AutoCloseable {
    static final Path BINARY = Path.of("/usr/bin/chromium");
    private static final Pattern LISTENING = Pattern.compile("DevTools listening on (ws://[^\\s]+)");
    /** Generous: this bounds waiting for a hung browser, it does not judge speed. */
    private static final long WAIT_SECONDS = 90;

    private final ObjectMapper json = new ObjectMapper();
    private final Process process;
    private final Path profile;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
    private final List<JsonNode> events = new CopyOnWriteArrayList<>();

    HeadlessChromium() throws Exception {
        profile = Files.createTempDirectory("benchlab-chromium-");
        process = new ProcessBuilder(BINARY.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--disable-default-apps", "--remote-debugging-port=0", "--remote-debugging-address=127.0.0.1",
                "--user-data-dir=" + profile, "--window-size=1280,900", "about:blank")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String browserWs = awaitDevToolsUrl();
        URI browser = URI.create(browserWs);
        HttpClient http = HttpClient.newHttpClient();
        String list = http.send(HttpRequest.newBuilder(URI.create("http://" + browser.getAuthority() + "/json/list")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        String pageWs = null;
        for (JsonNode t : json.readTree(list)) {
            if ("page".equals(t.path("type").asText())) {
                pageWs = t.path("webSocketDebuggerUrl").asText();
                break;
            }
        }
        if (pageWs == null) {
            throw new IllegalStateException("chromium opened no page: " + list);
        }
        socket = http.newWebSocketBuilder().buildAsync(URI.create(pageWs), new Listener()).get(WAIT_SECONDS, TimeUnit.SECONDS);
    }

    private String awaitDevToolsUrl() throws IOException {
        BufferedReader err = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8));
        StringBuilder seen = new StringBuilder();
        String line;
        while ((line = err.readLine()) != null) {
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                // keep draining stderr so chromium never blocks on a full pipe
                Thread drain = new Thread(() -> {
                    try {
                        err.transferTo(java.io.Writer.nullWriter());
                    } catch (IOException ignored) {
                        // the browser went away
                    }
                });
                drain.setDaemon(true);
                drain.start();
                return m.group(1);
            }
            seen.append(line).append('\n');
        }
        throw new IllegalStateException("chromium exited without a DevTools endpoint:\n" + seen);
    }

    private final class Listener implements WebSocket.Listener {
        private final StringBuilder partial = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    JsonNode msg = json.readTree(partial.toString());
                    if (msg.has("id")) {
                        CompletableFuture<JsonNode> f = pending.remove(msg.get("id").asInt());
                        if (f != null) {
                            f.complete(msg);
                        }
                    } else {
                        events.add(msg);
                    }
                } catch (IOException e) {
                    events.add(json.createObjectNode().put("method", "benchlab.unparseable").put("text", partial.toString()));
                }
                partial.setLength(0);
            }
            ws.request(1);
            return null;
        }
    }

    /** Sends a command and returns its {@code result}; a protocol error becomes an exception. */
    JsonNode send(String method, Map<String, Object> params) throws Exception {
        int id = ids.incrementAndGet();
        ObjectNode msg = json.createObjectNode().put("id", id).put("method", method);
        msg.set("params", json.valueToTree(params));
        CompletableFuture<JsonNode> f = new CompletableFuture<>();
        pending.put(id, f);
        socket.sendText(json.writeValueAsString(msg), true).get(WAIT_SECONDS, TimeUnit.SECONDS);
        JsonNode reply = f.get(WAIT_SECONDS, TimeUnit.SECONDS);
        if (reply.has("error")) {
            throw new IllegalStateException(method + ": " + reply.get("error"));
        }
        return reply.path("result");
    }

    JsonNode send(String method) throws Exception {
        return send(method, Map.of());
    }

    /** Evaluates a JavaScript expression in the page and returns its value. */
    JsonNode evaluate(String expression) throws Exception {
        JsonNode r = send("Runtime.evaluate", Map.of("expression", expression, "returnByValue", true, "awaitPromise", true));
        if (r.has("exceptionDetails")) {
            throw new IllegalStateException("script failed: " + r.get("exceptionDetails"));
        }
        return r.path("result").path("value");
    }

    /** Waits for an event the page sends (e.g. Page.loadEventFired). */
    JsonNode awaitEvent(String method) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(WAIT_SECONDS).toNanos();
        while (System.nanoTime() < deadline) {
            for (JsonNode e : events) {
                if (method.equals(e.path("method").asText())) {
                    return e;
                }
            }
            Thread.sleep(50);
        }
        throw new IllegalStateException("no " + method + " from chromium");
    }

    List<JsonNode> events(Predicate<JsonNode> filter) {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode e : events) {
            if (filter.test(e)) {
                out.add(e);
            }
        }
        return out;
    }

    /** What the page reported as wrong: uncaught exceptions, console errors and assertions, error log entries. */
    List<JsonNode> consoleErrors() {
        return events(e -> switch (e.path("method").asText()) {
            case "Runtime.exceptionThrown" -> true;
            case "Runtime.consoleAPICalled" -> List.of("error", "assert").contains(e.path("params").path("type").asText());
            case "Log.entryAdded" -> "error".equals(e.path("params").path("entry").path("level").asText());
            default -> false;
        });
    }

    void screenshot(Path file, boolean fullPage) throws Exception {
        JsonNode r = send("Page.captureScreenshot", Map.of("format", "png", "captureBeyondViewport", fullPage));
        Files.createDirectories(file.getParent());
        Files.write(file, java.util.Base64.getDecoder().decode(r.path("data").asText()));
    }

    @Override
    public void close() throws Exception {
        try {
            socket.abort();
        } finally {
            process.destroy();
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
            try (var walk = Files.walk(profile)) {
                walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
