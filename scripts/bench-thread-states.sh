#!/usr/bin/env bash
# Benchmark, not a test: what sampling the sessions' thread states costs (options.stateInterval,
# docs/experiment-format.md#thread-states). Two measurements, with the load average beside them:
#   1. the sampler's own statement on the server: SHOW PROCESSLIST run 20,000 times on one connection
#      while 10 other sessions are connected (a 10-thread stream), against SELECT 1 as the floor —
#      wall time and the server process's CPU time (from /proc) per statement;
#   2. PAIRS pairs of runs of a point-select stream (THREADS threads, DURATION each) and 20 timed
#      queries, one run with the sampling on (100 ms) and one with BENCHLAB_THREAD_STATES=off, the
#      order alternating pair by pair: operations per second, p99, and the queries' median seconds.
# On a shared machine run-to-run spread is large; read (2) against it, and (1) for the cost itself.
#
# Usage: scripts/bench-thread-states.sh   (env: PAIRS=4 THREADS=4 DURATION=15s BENCHLAB_SKIP_BUILD=1)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
PAIRS="${PAIRS:-4}"
THREADS="${THREADS:-4}"
DURATION="${DURATION:-15s}"
. "$here/scripts/find-jdk.sh"
[ -n "${BENCHLAB_SKIP_BUILD:-}" ] || (cd "$here" && ./build)
work="$(mktemp -d)"
trap 'BENCHLAB_HOME="$work/home" "$here/benchlab" server stop >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
export BENCHLAB_HOME="$work/home"

cat > "$work/setup.sql" <<'EOF'
DROP TABLE IF EXISTS t;
CREATE TABLE t (id INT PRIMARY KEY, grp INT NOT NULL, pad VARCHAR(100) NOT NULL) ENGINE=InnoDB;
INSERT INTO t SELECT seq, seq % 100, REPEAT('x', 100) FROM seq_1_to_10000;
EOF
cat > "$work/queries.sql" <<'EOF'
-- name: scan
SELECT grp, COUNT(*) FROM t GROUP BY grp;
-- name: point
-- stream
SELECT pad FROM t WHERE id = ${rand:1:10000};
EOF
cat > "$work/cost.yaml" <<EOF
name: states-cost
workload: {plugin: sql-file, parameters: {setup: setup.sql, queries: queries.sql, schema: states_cost, repetitions: 20}}
phases: {cold: false, warm: 1}
stream: {threads: $THREADS, duration: $DURATION, interval: 1s}
options: {explain: false}
EOF

"$here/benchlab" server start >/dev/null
state="$BENCHLAB_HOME/servers/default/state.json"
pid=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['pid'])" "$state")
socket=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['socket'])" "$state")
client=$(ls -d "$BENCHLAB_HOME"/cache/mariadb-*/bin/mariadb | head -1)
sql() { "$client" --skip-ssl -S "$socket" -uroot -N "$@"; }

echo "1. the sampler's statement on the server (10 other sessions connected), load $(cut -d' ' -f1-3 /proc/loadavg)"
sleepers=()
for _ in $(seq 1 10); do sql -e "SELECT SLEEP(600)" >/dev/null 2>&1 & sleepers+=($!); done
sleep 1
for q in "SHOW PROCESSLIST" "SELECT 1"; do
  c0=$(awk '{print $14+$15}' "/proc/$pid/stat"); t0=$(date +%s%N)
  for _ in $(seq 1 20000); do echo "$q;"; done | sql >/dev/null
  t1=$(date +%s%N); c1=$(awk '{print $14+$15}' "/proc/$pid/stat")
  ticks=$(getconf CLK_TCK)
  python3 -c "import sys; q,t0,t1,c0,c1,hz=sys.argv[1:]; n=20000
print(f'   {q:17s} wall {(int(t1)-int(t0))/n/1e6:.3f} ms, server CPU {(int(c1)-int(c0))/int(hz)/n*1e6:.1f} µs per statement')" \
    "$q" "$t0" "$t1" "$c0" "$c1" "$ticks"
done
sql -e "SELECT CONCAT('KILL ', ID, ';') FROM information_schema.PROCESSLIST WHERE INFO = 'SELECT SLEEP(600)'" | sql >/dev/null 2>&1 || true
wait "${sleepers[@]}" 2>/dev/null || true

echo "2. $PAIRS pairs of runs, sampling on (100 ms) and off, the order alternating"
for i in $(seq 1 "$PAIRS"); do
  if [ $((i % 2)) -eq 1 ]; then order="on off"; else order="off on"; fi
  for mode in $order; do
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    if [ "$mode" = off ]; then export BENCHLAB_THREAD_STATES=off; else unset BENCHLAB_THREAD_STATES; fi
    "$here/benchlab" run --quiet "$work/cost.yaml" >/dev/null 2>&1
    bundle=$(ls -d "$BENCHLAB_HOME"/runs/*-states-cost | tail -1)
    python3 - "$bundle" "$mode" "$load" <<'EOF'
import json, statistics, sys
b, mode, load = sys.argv[1:]
s = [json.loads(l) for l in open(b + '/streams.jsonl')][0]
q = [json.loads(l)['seconds'] for l in open(b + '/measurements.jsonl')]
print(f"   {mode:3s} load {load}: {s['operationsPerSecond']:9,.0f} point selects/s, p99 {s['latency']['p99Micros']:6,.0f} µs,"
      f" 20 scans median {statistics.median(q) * 1000:.1f} ms")
EOF
  done
done
unset BENCHLAB_THREAD_STATES
