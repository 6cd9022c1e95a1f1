#!/usr/bin/env bash
# Benchmark, not a test: benchlab's tpcc workload against Percona-Lab's sysbench-tpcc, the order-entry
# scripts people quote, on ONE embedded server (benchlab server start --profile tpccbench), alternating
# benchlab and sysbench-tpcc (A B A B …) at each connection count, no think time on either side:
#   - load: benchlab's `dataset load tpcc` against sysbench-tpcc's `prepare` (threads = warehouses on
#     both; sysbench-tpcc's prepare sleeps 30 s between creating the tables and filling them, printed
#     apart so the two fills can be held side by side);
#   - NOPM: benchlab's measured stream (New-Orders committed per minute, streams.jsonl's NOPM rate) and
#     sysbench-tpcc's orders table's growth over its run divided by the minutes it ran (every committed
#     New-Order inserts one order row; a rolled-back one inserts none);
#   - client CPU per New-Order: benchlab's whole process during the measured window (every thread: JIT,
#     GC, samplers) and sysbench's whole process (user + system from /usr/bin/time, Lua start-up and
#     connections included), each divided by the New-Orders it committed.
# The two are both "TPC-C-like" but not the same work: read docs/performance.md ("Order entry against
# sysbench-tpcc") before reading the ratio.
#
# sysbench-tpcc's Lua scripts are not part of benchlab and are NOT in this repository (they are GPL-2.0,
# from github.com/Percona-Lab/sysbench-tpcc): point SYSBENCH_TPCC at a folder holding tpcc.lua,
# tpcc_common.lua, tpcc_run.lua and tpcc_check.lua. sysbench itself is Debian's package.
#
# Both sides talk TCP on 127.0.0.1. The load average is printed with every row: on a shared machine
# throughput follows it.
#
# Usage: SYSBENCH_TPCC=/path/to/sysbench-tpcc scripts/bench-tpcc-vs-sysbench-tpcc.sh
#        (env: WAREHOUSES=2 THREADS="4 16" DURATION=60 WARMUP=10 REPS=1 LOAD_REPS=1)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
WAREHOUSES="${WAREHOUSES:-2}"
THREADS="${THREADS:-4 16}"
DURATION="${DURATION:-60}"
WARMUP="${WARMUP:-10}"
REPS="${REPS:-1}"
LOAD_REPS="${LOAD_REPS:-1}"
lua="${SYSBENCH_TPCC:-}"
if [ -z "$lua" ] || [ ! -f "$lua/tpcc.lua" ] || [ ! -f "$lua/tpcc_run.lua" ]; then
  echo "SYSBENCH_TPCC must name a folder with sysbench-tpcc's tpcc.lua, tpcc_common.lua, tpcc_run.lua and tpcc_check.lua" >&2
  echo "(Percona-Lab/sysbench-tpcc on GitHub; not shipped with benchlab)" >&2
  exit 2
fi
lua="$(cd "$lua" && pwd)"
if ! command -v sysbench >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "installing sysbench (Debian package)" >&2
  $SUDO apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq sysbench >/dev/null
fi
command -v jq >/dev/null 2>&1 || { echo "needs jq" >&2; exit 1; }
command -v mariadb >/dev/null 2>&1 || { echo "needs the mariadb client (Debian's mariadb-client)" >&2; exit 1; }

work="$(mktemp -d -t benchlab-tpcc-bench.XXXXXX)"
bl() { "$here/benchlab" "$@" --home "$work"; }
line="$(bl server start --profile tpccbench | tail -1)"
port="$(sed -n 's/.* port=\([0-9]*\).*/\1/p' <<<"$line")"
[ -n "$port" ] || { echo "could not start the server: $line" >&2; exit 1; }
trap 'bl server stop --profile tpccbench >/dev/null 2>&1 || true' EXIT
sql() { mariadb -h127.0.0.1 -P"$port" -uroot --skip-ssl -N -e "$1"; }
load() { cut -d' ' -f1 /proc/loadavg; }
echo "server: $line   (work folder $work)"
echo "sysbench: $(sysbench --version); sysbench-tpcc from $lua; $WAREHOUSES warehouses; runs of ${DURATION}s; over TCP on 127.0.0.1"

sb=(sysbench "$lua/tpcc.lua" --db-driver=mysql --mysql-host=127.0.0.1 --mysql-port="$port" --mysql-user=root --mysql-password=
    --mysql-ssl=off --mysql-db=sbtpcc --tables=1 --scale="$WAREHOUSES")

echo
echo "load: $WAREHOUSES warehouses, threads = warehouses (seconds)"
for ((r = 1; r <= LOAD_REPS; r++)); do
  l="$(load)"
  bl dataset drop "tpcc_w$WAREHOUSES" --profile tpccbench >/dev/null 2>&1 || true
  start=$(date +%s.%N)
  bl dataset load tpcc --profile tpccbench -p warehouses="$WAREHOUSES" >"$work/last-load.log" 2>&1 \
    || { cat "$work/last-load.log" >&2; exit 1; }
  a="$(echo "$(date +%s.%N) - $start" | bc -l)"
  sql "DROP DATABASE IF EXISTS sbtpcc; CREATE DATABASE sbtpcc"
  start=$(date +%s.%N)
  (cd "$lua" && "${sb[@]}" --threads="$WAREHOUSES" prepare) >"$work/last-prepare.log" 2>&1 \
    || { cat "$work/last-prepare.log" >&2; exit 1; }
  b="$(echo "$(date +%s.%N) - $start" | bc -l)"
  printf '  benchlab dataset load %.1f s; sysbench-tpcc prepare %.1f s (%.1f s without its 30 s sleep); load average %s\n' \
    "$a" "$b" "$(echo "$b - 30" | bc -l)" "$l"
done

# benchlab: one tpcc stream against the server as an external target; prints "NOPM process-cpu-us-per-new-order new-orders"
benchlab_tpcc() { # threads
  local yaml="$work/tpcc-$1.yaml"
  cat >"$yaml" <<YAML
name: bench-tpcc-$1
server: {type: external, url: "jdbc:mysql://127.0.0.1:$port/", user: root}
workload: {plugin: tpcc, parameters: {warehouses: $WAREHOUSES, mode: noWait, consistencyCheck: false}}
phases: {cold: false, warm: 1}
options: {explain: false}
stream: {threads: $1, duration: ${DURATION}s, warmup: ${WARMUP}s, counters: []}
YAML
  bl run -q "$yaml" >"$work/last-run.log" 2>&1 || { cat "$work/last-run.log" >&2; exit 1; }
  local dir; dir="$(ls -td "$work"/runs/*-bench-tpcc-"$1" | head -1)"
  jq -r '(.kinds.new_order.operations) as $no
    | "\(.rates[] | select(.name == "NOPM") | .value) \((.processCpuMicrosPerOperation // 0) * .operations / $no) \($no)"' \
    "$dir/streams.jsonl" | tail -1
}

# sysbench-tpcc: prints "NOPM cpu-us-per-new-order new-orders transactions/s"
sysbench_tpcc() { # threads
  local before after n cpu tps
  before="$(sql "SELECT COUNT(*) FROM sbtpcc.orders1")"
  (cd "$lua" && /usr/bin/time -f "%U %S" -o "$work/sysbench.time" "${sb[@]}" --threads="$1" --time="$DURATION" \
    --report-interval=0 run) >"$work/last-sysbench.log" 2>&1 || { cat "$work/last-sysbench.log" >&2; exit 1; }
  after="$(sql "SELECT COUNT(*) FROM sbtpcc.orders1")"
  n=$((after - before))
  cpu="$(awk -v n="$n" '{print ($1 + $2) * 1e6 / n}' "$work/sysbench.time")"
  tps="$(sed -n 's/.*transactions: *[0-9]* *(\([0-9.]*\) per sec.).*/\1/p' "$work/last-sysbench.log")"
  echo "$(echo "$n * 60 / $DURATION" | bc -l) $cpu $n $tps"
}

echo
printf '%-8s %14s %14s %7s %22s %22s %7s %12s   %s\n' connections "benchlab NOPM" "sysbench NOPM" ratio \
  "benchlab CPU us/NO" "sysbench CPU us/NO" ratio "sysbench tps" "load average before the pair"
for t in $THREADS; do
  for ((r = 1; r <= REPS; r++)); do
    l="$(load)"
    read -r na ca _ <<<"$(benchlab_tpcc "$t")"
    read -r nb cb _ tb <<<"$(sysbench_tpcc "$t")"
    printf '%-8s %14.0f %14.0f %7.3f %22.1f %22.1f %7.3f %12s   %s\n' "$t" "$na" "$nb" "$(echo "$na / $nb" | bc -l)" \
      "$ca" "$cb" "$(echo "$ca / $cb" | bc -l)" "$tb" "$l"
  done
done
