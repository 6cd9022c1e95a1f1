#!/usr/bin/env bash
# Benchmark, not a test: is benchlab's stream driver fast enough not to be the bottleneck?
# On ONE embedded server (benchlab server start --profile bench), alternating benchlab and
# sysbench (A B A B A B) on the very same table, it runs
#   - autocommit single-row INSERTs: benchlab oltp-insert  vs  sysbench oltp_insert --skip_trx=on
#   - primary-key point selects:     benchlab oltp-point-select  vs  sysbench oltp_point_select
# at 1, 4 and 16 threads, and prints medians of REPS runs and the ratio benchlab/sysbench
# (goal: >= 1.0 for both), then a second table with the client CPU per operation of each
# (goal: benchlab's <= sysbench's). Then it checks the arrival-rate mode: point selects at
# lambda = 10,000/s with 8 threads for 10 s, achieved/target.
#
# Fairness: same server, same table (benchlab's prepare builds sbtest1 exactly as sysbench's
# schema, and sysbench runs on the table benchlab left), same statements, same thread counts,
# same measured DURATION. benchlab's figure is its measured stream (units/s in streams.jsonl),
# after a WARMUP (default 5 s) that lets the JIT compile the driver's hot path (on 2 busy cores a
# JVM takes seconds to reach full speed: the first seconds of a cold run show it);
# sysbench 1.0.20 has no warmup option and its C/LuaJIT loop needs none. Connection setup is outside both measurements. sbtest1 is built once
# per workload (recreate: false afterwards), so no run pays for another's table fill. sysbench sends
# its point selects as server-side prepared statements and its inserts as text queries; benchlab's
# stream workers use server-side prepared statements for both (their default: binary protocol,
# less work on both ends).
#
# The client's CPU per operation is a figure the machine's noise disturbs far less than
# throughput: benchlab's stream worker threads (driverCpuMicrosPerOperation in streams.jsonl:
# plugin + JDBC driver + engine loop, user + system, not JIT/GC threads) against the whole
# sysbench process (user + system time from /usr/bin/time over its transactions). On a machine
# where client and server share cores, client CPU is server throughput lost.
#
# benchlab runs with its defaults: nothing in the URL, so the table shows what a user gets (the
# stream driver and its properties are printed, as recorded in the bundle's variants.jsonl).
# The load average is printed with every row: on a shared machine throughput follows it.
#
# Usage: scripts/bench-vs-sysbench.sh   (env: THREADS="1 4 16" DURATION=10 REPS=3 TABLE_SIZE=10000 WARMUP=5
#        LAMBDA=10000 FLUSH_AT_COMMIT=2 WORKLOADS="insert point" URL_OPTIONS="?useServerPrepStmts=false" to try a property)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
THREADS="${THREADS:-1 4 16}"
DURATION="${DURATION:-10}"
REPS="${REPS:-3}"
TABLE_SIZE="${TABLE_SIZE:-10000}"
LAMBDA="${LAMBDA:-10000}"
WARMUP="${WARMUP:-5}"

if ! command -v sysbench >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "installing sysbench (Debian package)" >&2
  $SUDO apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq sysbench >/dev/null
fi
command -v jq >/dev/null 2>&1 || { echo "needs jq" >&2; exit 1; }

work="$(mktemp -d -t benchlab-bench.XXXXXX)"
bl() { "$here/benchlab" "$@" --home "$work"; }
# Commits flush the redo log to the OS but fsync it once a second: on a shared machine's disk,
# a per-commit fsync makes single-row inserts measure the disk's noise, not the driver.
# FLUSH_AT_COMMIT=1 restores the durable default.
line="$(bl server start --profile bench -O innodb_flush_log_at_trx_commit="${FLUSH_AT_COMMIT:-2}" | tail -1)"
port="$(sed -n 's/.* port=\([0-9]*\).*/\1/p' <<<"$line")"
[ -n "$port" ] || { echo "could not start the server: $line" >&2; exit 1; }
trap 'bl server stop --profile bench >/dev/null 2>&1 || true' EXIT
echo "server: $line   (work folder $work)"
echo "sysbench: $(sysbench --version); duration ${DURATION}s, medians of $REPS, alternating benchlab/sysbench"

# benchlab: one stream against the server as an external target; prints "units/s cpu-us-per-op"
benchlab_rate() { # plugin threads [recreate] [duration]
  local plugin=$1 threads=$2 recreate=${3:-false} duration=${4:-$DURATION}
  local yaml="$work/$plugin-$threads.yaml"
  cat >"$yaml" <<YAML
name: bench-$plugin-$threads
server: {type: external, url: "jdbc:mysql://127.0.0.1:$port/${URL_OPTIONS:-}", user: root}
workload: {plugin: $plugin, parameters: {schema: sbtest, tableSize: $TABLE_SIZE, recreate: $recreate}}
phases: {cold: false, warm: 1}
options: {explain: false}
stream: {threads: $threads, duration: ${duration}s, warmup: ${WARMUP}s, counters: []}
YAML
  bl run -q "$yaml" >"$work/last-run.log" 2>&1 || { cat "$work/last-run.log" >&2; exit 1; }
  local dir; dir="$(ls -td "$work"/runs/*-bench-"$plugin"-"$threads" | head -1)"
  jq -r '"\(.unitsPerSecond) \(.driverCpuMicrosPerOperation)"' "$dir/streams.jsonl" | tail -1
}

sysbench_rate() { # test threads -> "rate cpu-us-per-op" (process CPU, user + system)
  /usr/bin/time -f "%U %S" -o "$work/sysbench.time" sysbench "$1" --db-driver=mysql --mysql-host=127.0.0.1 \
    --mysql-port="$port" --mysql-user=root --mysql-password= --mysql-ssl=off --mysql-db=sbtest --tables=1 \
    --table-size="$TABLE_SIZE" --skip_trx=on --threads="$2" --time="$DURATION" --rand-type=uniform run \
    >"$work/last-sysbench.log" 2>&1
  local n rate cpu
  n="$(sed -n 's/.*transactions: *\([0-9]*\) *(.*/\1/p' "$work/last-sysbench.log")"
  rate="$(sed -n 's/.*transactions: *[0-9]* *(\([0-9.]*\) per sec.).*/\1/p' "$work/last-sysbench.log")"
  cpu="$(awk -v n="$n" '{print ($1 + $2) * 1e6 / n}' "$work/sysbench.time")"
  echo "$rate $cpu"
}

median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

load() { cut -d' ' -f1 /proc/loadavg; }
rows=(); cpurows=()
pairs=()
[[ " ${WORKLOADS:-insert point} " == *" insert "* ]] && pairs+=("oltp-insert oltp_insert")
[[ " ${WORKLOADS:-insert point} " == *" point "* ]] && pairs+=("oltp-point-select oltp_point_select")
for pair in "${pairs[@]}"; do
  read -r plugin sbtest <<<"$pair"
  # build sbtest1 once (benchlab's prepare makes sysbench's table shape); measured runs keep it
  WARMUP=0 benchlab_rate "$plugin" 1 true 1 >/dev/null
  jq -r '"stream driver (variants.jsonl): \(.drivers.streams.name) \(.drivers.streams.version), " + (.drivers.streams.properties | to_entries | map("\(.key)=\(.value)") | join("&"))' \
    "$(ls -td "$work"/runs/*-bench-"$plugin"-1 | head -1)/variants.jsonl"
  for t in $THREADS; do
    a=(); b=(); ca=(); cb=(); l=()
    for ((r = 1; r <= REPS; r++)); do
      l+=("$(load)")
      read -r x y <<<"$(benchlab_rate "$plugin" "$t")"; a+=("$x"); ca+=("$y")
      read -r x y <<<"$(sysbench_rate "$sbtest" "$t")"; b+=("$x"); cb+=("$y")
    done
    ma="$(echo "${a[*]}" | median)"; mb="$(echo "${b[*]}" | median)"
    mca="$(echo "${ca[*]}" | median)"; mcb="$(echo "${cb[*]}" | median)"
    loads="$(printf '%s ' "${l[@]}" | sed 's/ $//')"
    rows+=("$(printf '%-18s %7s %9.0f (%s) %9.0f (%s) %7.3f   %s' "$plugin" "$t" "$ma" "$(printf '%.0f ' "${a[@]}" | sed 's/ $//')" \
      "$mb" "$(printf '%.0f ' "${b[@]}" | sed 's/ $//')" "$(echo "$ma / $mb" | bc -l)" "$loads")")
    cpurows+=("$(printf '%-18s %7s %9.1f (%s) %9.1f (%s) %7.3f   %s' "$plugin" "$t" "$mca" "$(printf '%.1f ' "${ca[@]}" | sed 's/ $//')" \
      "$mcb" "$(printf '%.1f ' "${cb[@]}" | sed 's/ $//')" "$(echo "$mca / $mcb" | bc -l)" "$loads")")
    echo "${rows[-1]}" >&2
  done
done

printf '\nThroughput, operations/s: medians of %s (each run), goal benchlab/sysbench >= 1.0\n' "$REPS"
printf '%-18s %7s %28s %28s %7s   %s\n' workload threads "benchlab (runs)" "sysbench (runs)" ratio "load average before each pair"
printf '%s\n' "${rows[@]}"
printf '\nClient CPU, us per operation (user + system): medians of %s, goal benchlab/sysbench <= 1.0\n' "$REPS"
printf '%-18s %7s %28s %28s %7s   %s\n' workload threads "benchlab (runs)" "sysbench (runs)" ratio "load average before each pair"
printf '%s\n' "${cpurows[@]}"

echo
echo "arrival rate: oltp-point-select at lambda=$LAMBDA/s, 8 threads, 10 s"
yaml="$work/arrival.yaml"
cat >"$yaml" <<YAML
name: bench-arrival
server: {type: external, url: "jdbc:mysql://127.0.0.1:$port/${URL_OPTIONS:-}", user: root}
workload: {plugin: oltp-point-select, parameters: {schema: sbtest, tableSize: $TABLE_SIZE, recreate: false}}
phases: {cold: false, warm: 1}
options: {explain: false}
stream: {threads: 8, duration: 10s, rate: $LAMBDA, seed: 1, queueCapacity: 1000000, counters: []}
YAML
bl run -q "$yaml" >"$work/last-run.log" 2>&1 || { cat "$work/last-run.log" >&2; exit 1; }
dir="$(ls -td "$work"/runs/*-bench-arrival | head -1)"
jq -r '"  target \(.arrivals.targetPerSecond)/s, arrivals enqueued \(.arrivals.achievedPerSecond|floor)/s (achieved/target \(.arrivals.achievedPerSecond / .arrivals.targetPerSecond * 10000 | round / 10000)), served \(.operationsPerSecond|floor)/s (served/target \(.operationsPerSecond / .arrivals.targetPerSecond * 10000 | round / 10000)), lateness p99 \(.arrivals.lateness.p99Micros) us, response p99 \(.latency.p99Micros) us, service p99 \(.serviceTime.p99Micros) us, stop \(.reason)"' "$dir/streams.jsonl"
