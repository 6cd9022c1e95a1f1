#!/usr/bin/env bash
# Benchmark, not a test: does a long stream stay in bounded memory, and do its bundle, `show`, the
# report and the desktop app stay quick? It runs ONE stream of INTERVALS intervals (default 3,600 ×
# 100 ms: an hour's worth of 1 s intervals in six minutes) of primary-key point selects at
# THREADS threads on the embedded server, then prints
#   - the operations per second achieved (goal: >= 20,000; below that the stream is not long enough
#     to say much — the machine is too busy or too small),
#   - the run's heap high-water mark (most heap in use at any GC, from the JVM's own GC log) and the
#     most heap still live after a collection, with the heap capped at 256 MB (-Xmx256m: the run
#     fails if it needs more; goal: < 256 MB),
#   - the bundle's size on disk and its histogram log's,
#   - `benchlab show` and `benchlab report` wall time as a user runs them (JVM start included; goals
#     < 2 s and < 5 s) and the report's size (goal: < 10 MB),
#   - how long the desktop app takes to open the bundle on its Streams tab (under Xvfb; goal < 3 s).
# with the load average beside the figures: on a shared machine times follow it.
#
# Usage: scripts/bench-long-stream.sh   (env: INTERVALS=3600 INTERVAL_MS=100 THREADS=4 TABLE_SIZE=10000
#        BENCHLAB_SKIP_BUILD=1 to use what ./build left, KEEP=DIR to keep the bundle there for profiling)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
INTERVALS="${INTERVALS:-3600}"
INTERVAL_MS="${INTERVAL_MS:-100}"
THREADS="${THREADS:-4}"
TABLE_SIZE="${TABLE_SIZE:-10000}"
. "$here/scripts/find-jdk.sh"
[ -n "${BENCHLAB_SKIP_BUILD:-}" ] || (cd "$here" && ./build)
command -v xvfb-run >/dev/null || apt-get install -y -q xvfb >/dev/null
work="$(mktemp -d)"
trap 'BENCHLAB_HOME="$work/home" "$here/benchlab" server stop --profile default >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
export BENCHLAB_HOME="$work/home"
duration_ms=$((INTERVALS * INTERVAL_MS))
cat > "$work/long.yaml" <<YAML
name: long-stream
workload:
  plugin: oltp-point-select
  parameters: {tableSize: $TABLE_SIZE}
phases: {cold: false, warm: 1}
stream: {threads: $THREADS, duration: ${duration_ms}ms, interval: ${INTERVAL_MS}ms}
YAML
load() { cut -d' ' -f1-3 /proc/loadavg; }
echo "long stream: $INTERVALS intervals of $INTERVAL_MS ms, $THREADS threads, point selects on $TABLE_SIZE rows (load average $(load))"
BENCHLAB_JAVA_OPTS="-Xmx256m -Xlog:gc:file=$work/gc.log:uptime" "$here/benchlab" run "$work/long.yaml" > "$work/run.out" 2> "$work/run.err" \
  || { echo "the run failed:"; tail -5 "$work/run.err"; exit 1; }
bundle="$(ls -d "$BENCHLAB_HOME"/runs/*-long-stream | tail -1)"
if [ -n "${KEEP:-}" ]; then mkdir -p "$KEEP"; cp -r "$bundle" "$KEEP/"; fi
# "Pause Young (Normal) (G1 Evacuation Pause) 152M->31M(256M) 3.1ms": before -> after (committed)
peak_mb="$(grep -oE '[0-9]+M->[0-9]+M' "$work/gc.log" | sed 's/M->.*//' | sort -n | tail -1)"
live_mb="$(grep -oE '[0-9]+M->[0-9]+M' "$work/gc.log" | sed 's/.*->//; s/M//' | sort -n | tail -1)"
gcs="$(grep -cE '[0-9]+M->[0-9]+M' "$work/gc.log" || true)"
ops="$(python3 -c "import json,sys; s=[json.loads(l) for l in open('$bundle/streams.jsonl')][0]; print(f\"{s['operationsPerSecond']:.0f} {s['operations']} {len(open('$bundle/intervals.jsonl').readlines())}\")")"
set -- $ops
echo "achieved: $1 operations/s ($2 operations, $3 intervals)   goal >= 20,000/s   (load average $(load))"
echo "heap: most in use at a GC ${peak_mb:-?} MB, most live after a GC ${live_mb:-?} MB ($gcs collections)   goal < 256 MB"
echo "bundle: $(du -sh "$bundle" | cut -f1) on disk; intervals.jsonl $(du -h "$bundle/intervals.jsonl" | cut -f1), histogram log $(du -h "$bundle"/histograms/*.hlog | cut -f1 | head -1)"
t0=$(date +%s.%N); "$here/benchlab" show "$bundle" > "$work/show.txt"; t1=$(date +%s.%N)
echo "show: $(python3 -c "print(f'{$t1-$t0:.2f}')") s, $(wc -l < "$work/show.txt") lines   goal < 2 s   (load average $(load))"
t0=$(date +%s.%N); "$here/benchlab" report "$bundle" -o "$work/report.html" > /dev/null; t1=$(date +%s.%N)
echo "report: $(python3 -c "print(f'{$t1-$t0:.2f}')") s, $(du -h "$work/report.html" | cut -f1)   goals < 5 s, < 10 MB   (load average $(load))"
cp="$here/src/gui/target/benchlab-gui.jar:$(ls "$here"/src/gui/target/lib/*.jar | tr '\n' ':')"
fxopts=""
if [ "$(benchlab_jdk_major "$JAVA_HOME")" -ge 24 ]; then fxopts="--enable-native-access=ALL-UNNAMED --sun-misc-unsafe-memory-access=allow"; fi
# the JDK's and JavaFX's start-up notices are left out; an error of the app is printed
xvfb-run -a "$JAVA_HOME/bin/java" $fxopts -cp "$cp" "$here/scripts/bench/GuiOpenBench.java" "$bundle" 2> >(grep -v "^WARNING\|PlatformImpl startup" >&2) \
  | sed "s/^gui_open_first_s \(.*\)/gui: first opening \1 s (JIT cold)/; s/^gui_open_best_s \(.*\)/gui: opening \1 s (best of 3 after it)   goal < 3 s   (load average $(load))/"
