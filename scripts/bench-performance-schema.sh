#!/usr/bin/env bash
# Benchmark, not a test: what options.performanceSchema costs (docs/experiment-format.md,
# "performance_schema waits and stages"). PAIRS pairs of runs of sysbench's oltp_read_only
# (THREADS threads, DURATION each, 1 table of 10,000 rows) on a managed MariaDB 11.8 (the flavour
# that needs the restart), one run with the option on — the server started with
# performance_schema=ON, the lock, I/O and stage instruments on, the workers' summaries read every
# interval — and one with it off (performance_schema OFF, as MariaDB ships), the order alternating
# pair by pair: transactions per second and p99, with the load average beside each. A third mode,
# `server` (with MODES="on off server"), starts the server with performance_schema=ON and samples
# nothing (its instruments as MariaDB ships them), to tell the server's instrumentation from the
# sampling. On a shared machine run-to-run spread is large: read the differences against the spread
# within a mode.
#
# Usage: scripts/bench-performance-schema.sh   (env: PAIRS=3 MODES="on off" THREADS=4 DURATION=10s BUILD=mariadb-11.8.9 BENCHLAB_SKIP_BUILD=1)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
PAIRS="${PAIRS:-3}"
THREADS="${THREADS:-4}"
DURATION="${DURATION:-10s}"
BUILD="${BUILD:-mariadb-11.8.9}"
MODES="${MODES:-on off}"
. "$here/scripts/find-jdk.sh"
[ -n "${BENCHLAB_SKIP_BUILD:-}" ] || (cd "$here" && ./build)
work="$(mktemp -d)"
trap 'BENCHLAB_HOME="$work/home" "$here/benchlab" server stop --profile pfs-cost >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
export BENCHLAB_HOME="$work/home"
mkdir -p "$BENCHLAB_HOME"
# the builds already fetched on this machine are used where they are
[ -d "$HOME/.benchlab/cache" ] && ln -s "$HOME/.benchlab/cache" "$BENCHLAB_HOME/cache"

for mode in on off server; do
  flag=false; [ "$mode" = on ] && flag=true
  startup=""; [ "$mode" = server ] && startup="variants: [{name: default, startup: {performance_schema: 'ON'}}]"
  cat > "$work/cost-$mode.yaml" <<EOF
name: pfs-cost-$mode
server: {type: embedded, version: $BUILD, profile: pfs-cost}
$startup
workload: {plugin: oltp_read_only, parameters: {tables: 1, tableSize: 10000}}
phases: {cold: false, warm: 1}
stream: {threads: $THREADS, duration: $DURATION, warmup: 2s, interval: 1s}
options: {explain: false, keepServer: true, performanceSchema: $flag}
EOF
done

echo "$PAIRS rounds of oltp_read_only runs on $BUILD, $THREADS threads, $DURATION each, modes: $MODES"
for i in $(seq 1 "$PAIRS"); do
  if [ $((i % 2)) -eq 1 ]; then order="$MODES"; else order=$(echo $MODES | tr ' ' '\n' | tac | tr '\n' ' '); fi
  for mode in $order; do
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    "$here/benchlab" run --quiet "$work/cost-$mode.yaml" >/dev/null 2>&1
    bundle=$(ls -d "$BENCHLAB_HOME"/runs/*-pfs-cost-$mode | tail -1)
    python3 - "$bundle" "$mode" "$load" <<'EOF'
import json, os, sys
b, mode, load = sys.argv[1:]
s = [json.loads(l) for l in open(b + '/streams.jsonl')][0]
w = os.path.join(b, 'waits.jsonl')
n = sum(1 for _ in open(w)) if os.path.exists(w) else 0
print(f"   {mode:3s} load {load}: {s['operationsPerSecond']:8,.1f} transactions/s, p99 {s['latency']['p99Micros'] / 1000:6,.1f} ms,"
      f" {n} intervals of waits")
EOF
  done
done
