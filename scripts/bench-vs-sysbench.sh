#!/usr/bin/env bash
# Benchmark, not a test: is benchlab's stream driver fast enough not to be the bottleneck?
# On ONE embedded server (benchlab server start --profile bench), alternating benchlab and
# sysbench (A B A B A B) on the very same tables, it runs
#   - autocommit single-row INSERTs: benchlab oltp-insert        vs  sysbench oltp_insert --skip_trx=on
#   - primary-key point selects:     benchlab oltp-point-select  vs  sysbench oltp_point_select
#   - read-only transactions:        benchlab oltp_read_only     vs  sysbench oltp_read_only
#   - read/write transactions:       benchlab oltp_read_write    vs  sysbench oltp_read_write
# at 1, 4 and 16 threads, and prints medians of REPS runs and the ratio benchlab/sysbench of
# transactions (operations) per second (goal: >= 1.0 in every cell), then the client CPU per
# transaction (goal: benchlab's <= sysbench's) counted two ways for benchlab: its whole process
# during the measured window (processCpuMicrosPerOperation: every thread, JIT, GC and sampler
# included — the figure to hold against sysbench's) and its stream worker threads alone
# (driverCpuMicrosPerOperation: plugin + JDBC driver + engine loop, which flatters benchlab).
# Then the time of preparing the tables (benchlab's dataset load vs sysbench oltp_read_write
# prepare, same tables, same rows, threads = tables) and the arrival-rate check: point selects at
# lambda = 10,000/s with 8 threads for 10 s, achieved/target.
#
# Fairness: same server, same tables (the oltp_* pairs run on the dataset benchlab loads,
# sbtest_1x$TABLE_SIZE, which has sysbench's schema and rows; the two older pairs on the sbtest1
# benchlab's prepare builds in schema sbtest), same statements, same thread counts, same measured
# DURATION, ids drawn the same way (RAND_TYPE, uniform by default, on both). benchlab's figure
# is its measured stream (operations/s in streams.jsonl), after a WARMUP (default 5 s) that lets
# the JIT compile the driver's hot path (on 2 busy cores a JVM takes seconds to reach full speed);
# sysbench 1.0.20 has no warmup option and its C/LuaJIT loop needs none. Connection setup is
# outside both measurements. No run pays for another's table fill. sysbench sends its
# inserts as text and everything else as server-side prepared statements; benchlab's stream
# workers use server-side prepared statements for all.
#
# CPU: benchlab's process CPU is the kernel's account of every thread of its JVM (what
# /proc/PID/stat's utime + stime sum) between the start and the end of the measured window,
# read by the stream engine itself, so neither the JVM's start nor the warmup is in it; sysbench's
# is user + system time of the whole sysbench process from /usr/bin/time (connections and Lua
# start-up included, a few ms). On a machine where client and server share cores, client CPU is
# server throughput lost.
#
# benchlab runs with its defaults: nothing in the URL, so the table shows what a user gets (the
# stream driver and its properties are printed, as recorded in the bundle's variants.jsonl).
# The load average is printed with every row: on a shared machine throughput follows it.
#
# Round trips: for the transaction pairs (ro, rw) the server's own Com_* counters are read around the
# last run of each side and printed per COMMIT (statements, prepares, executions, BEGINs, SET options
# each client sends per transaction): a figure no load on the machine changes.
#
# Usage: scripts/bench-vs-sysbench.sh   (env: THREADS="1 4 16" DURATION=10 REPS=3 TABLE_SIZE=10000 WARMUP=5
#        WORKLOADS="insert point ro rw" RAND_TYPE=uniform LAMBDA=10000 FLUSH_AT_COMMIT=2
#        PREPARE_TABLES=4 PREPARE_SIZE=100000 (PREPARE_TABLES=0 skips it), ARRIVAL=1 (0 skips it),
#        URL_OPTIONS="?useServerPrepStmts=false" to try a property, SOCKET=1 for the Unix socket on both sides;
#        BENCHLAB_THREAD_STATES=off runs benchlab without its thread-state sampler)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
THREADS="${THREADS:-1 4 16}"
DURATION="${DURATION:-10}"
REPS="${REPS:-3}"
TABLE_SIZE="${TABLE_SIZE:-10000}"
LAMBDA="${LAMBDA:-10000}"
WARMUP="${WARMUP:-5}"
WORKLOADS="${WORKLOADS:-insert point ro rw}"
RAND_TYPE="${RAND_TYPE:-uniform}"
PREPARE_TABLES="${PREPARE_TABLES:-4}"
PREPARE_SIZE="${PREPARE_SIZE:-100000}"
ARRIVAL="${ARRIVAL:-1}"

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
echo "sysbench: $(sysbench --version); duration ${DURATION}s, medians of $REPS, alternating benchlab/sysbench, ids $RAND_TYPE"

sysbench_conn=(--db-driver=mysql --mysql-host=127.0.0.1 --mysql-port="$port" --mysql-user=root --mysql-password= --mysql-ssl=off)
# Both sides talk TCP over loopback by default. SOCKET=1: both over the server's Unix socket instead
# (sysbench's --mysql-socket; benchlab's stream workers, MariaDB Connector/J, with localSocket)
if [ "${SOCKET:-0}" = 1 ]; then
  socket="$(sed -n 's/.* socket=\([^ ]*\).*/\1/p' <<<"$line")"
  [ -S "$socket" ] || { echo "SOCKET=1: the server printed no socket: $line" >&2; exit 1; }
  # libmysqlclient takes the socket only for the host "localhost"; with 127.0.0.1 it would still use TCP
  sysbench_conn=(--db-driver=mysql --mysql-host=localhost --mysql-socket="$socket" --mysql-user=root --mysql-password= --mysql-ssl=off)
  URL_OPTIONS="${URL_OPTIONS:-?}${URL_OPTIONS:+&}localSocket=$socket"
  echo "over the Unix socket $socket (sysbench --mysql-socket, benchlab localSocket)"
else
  echo "over TCP on 127.0.0.1 (both sides)"
fi

# what each pair runs: benchlab plugin, its parameters, sysbench script, sysbench's options, schema
pair_of() {
  case "$1" in
    insert) echo "oltp-insert|{schema: sbtest, tableSize: $TABLE_SIZE, recreate: RECREATE}|oltp_insert|--skip_trx=on --rand-type=uniform|sbtest" ;;
    point)  echo "oltp-point-select|{schema: sbtest, tableSize: $TABLE_SIZE, recreate: RECREATE}|oltp_point_select|--rand-type=uniform|sbtest" ;;
    ro)     echo "oltp_read_only|{tableSize: $TABLE_SIZE, randType: $RAND_TYPE}|oltp_read_only|--rand-type=$RAND_TYPE|sbtest_1x$TABLE_SIZE" ;;
    rw)     echo "oltp_read_write|{tableSize: $TABLE_SIZE, randType: $RAND_TYPE}|oltp_read_write|--rand-type=$RAND_TYPE|sbtest_1x$TABLE_SIZE" ;;
    *) echo "unknown workload '$1' (insert, point, ro, rw)" >&2; exit 1 ;;
  esac
}

# benchlab: one stream against the server as an external target; prints
# "operations/s process-cpu-us-per-op worker-cpu-us-per-op"
benchlab_rate() { # plugin parameters threads [recreate] [duration] [warmup]
  local plugin=$1 params=$2 threads=$3 recreate=${4:-false} duration=${5:-$DURATION} warmup=${6:-$WARMUP}
  local yaml="$work/$plugin-$threads.yaml"
  cat >"$yaml" <<YAML
name: bench-$plugin-$threads
server: {type: external, url: "jdbc:mysql://127.0.0.1:$port/${URL_OPTIONS:-}", user: root}
workload: {plugin: $plugin, parameters: ${params//RECREATE/$recreate}}
phases: {cold: false, warm: 1}
options: {explain: false}
stream: {threads: $threads, duration: ${duration}s, warmup: ${warmup}s, counters: []}
YAML
  bl run -q "$yaml" >"$work/last-run.log" 2>&1 || { cat "$work/last-run.log" >&2; exit 1; }
  local dir; dir="$(ls -td "$work"/runs/*-bench-"$plugin"-"$threads" | head -1)"
  jq -r '"\(.operationsPerSecond) \(.processCpuMicrosPerOperation // "nan") \(.driverCpuMicrosPerOperation)"' "$dir/streams.jsonl" | tail -1
}

sysbench_rate() { # script options schema threads -> "transactions/s cpu-us-per-transaction" (process CPU, user + system)
  # shellcheck disable=SC2086
  /usr/bin/time -f "%U %S" -o "$work/sysbench.time" sysbench "$1" "${sysbench_conn[@]}" --mysql-db="$3" --tables=1 \
    --table-size="$TABLE_SIZE" $2 --threads="$4" --time="$DURATION" run >"$work/last-sysbench.log" 2>&1 \
    || { cat "$work/last-sysbench.log" >&2; exit 1; }
  local n rate cpu
  n="$(sed -n 's/.*transactions: *\([0-9]*\) *(.*/\1/p' "$work/last-sysbench.log")"
  rate="$(sed -n 's/.*transactions: *[0-9]* *(\([0-9.]*\) per sec.).*/\1/p' "$work/last-sysbench.log")"
  cpu="$(awk -v n="$n" '{print ($1 + $2) * 1e6 / n}' "$work/sysbench.time")"
  echo "$rate $cpu"
}

# the server's statement counters, "name value" per line
COUNTERS="Com_begin Com_commit Com_rollback Com_select Com_update Com_delete Com_insert Com_stmt_prepare Com_stmt_execute Com_stmt_close Com_stmt_reset Com_set_option Questions"
com_status() {
  local names; names="$(printf "'%s'," $COUNTERS)"
  mariadb -h127.0.0.1 -P"$port" -uroot --skip-ssl -N -e "SHOW GLOBAL STATUS WHERE Variable_name IN (${names%,})"
}
# per COMMIT between two com_status outputs: "Com_select 14.00 Com_stmt_execute 14.00 ..." (counters that moved)
per_commit() {
  awk 'NR == FNR { before[$1] = $2; next } { d[$1] = $2 - before[$1] }
       END { c = d["Com_commit"]; if (c <= 0) { print "(no COMMIT counted)"; exit }
             n = split("'"$COUNTERS"'", k, " "); for (i = 1; i <= n; i++) if (k[i] != "Com_commit" && d[k[i]] > 0)
               printf "%s %.2f  ", k[i], d[k[i]] / c; printf "(per COMMIT, %d COMMITs)\n", c }' "$1" "$2"
}

median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
runs() { printf "$1 " "${@:2}" | sed 's/ $//'; }
load() { cut -d' ' -f1 /proc/loadavg; }

rows=(); cpurows=(); trips=()
for w in $WORKLOADS; do
  IFS='|' read -r plugin params sbscript sbopts schema <<<"$(pair_of "$w")"
  # build the tables once (benchlab's prepare makes sysbench's table shape and rows); measured runs keep them
  WARMUP=0 benchlab_rate "$plugin" "$params" 1 true 1 0 >/dev/null
  jq -r '"stream driver (variants.jsonl): \(.drivers.streams.name) \(.drivers.streams.version), " + (.drivers.streams.properties | to_entries | map("\(.key)=\(.value)") | join("&"))' \
    "$(ls -td "$work"/runs/*-bench-"$plugin"-1 | head -1)/variants.jsonl"
  for t in $THREADS; do
    a=(); b=(); pa=(); wa=(); cb=(); l=()
    for ((r = 1; r <= REPS; r++)); do
      l+=("$(load)")
      last=$([ "$r" = "$REPS" ] && [ "$w" = ro -o "$w" = rw ] && echo 1 || true)
      [ -n "$last" ] && com_status >"$work/com.0"
      read -r x p y <<<"$(benchlab_rate "$plugin" "$params" "$t")"; a+=("$x"); pa+=("$p"); wa+=("$y")
      [ -n "$last" ] && com_status >"$work/com.1"
      read -r x y <<<"$(sysbench_rate "$sbscript" "$sbopts" "$schema" "$t")"; b+=("$x"); cb+=("$y")
      [ -n "$last" ] && com_status >"$work/com.2"
    done
    if [ -f "$work/com.2" ]; then
      trips+=("$(printf '%-18s %7s benchlab  %s' "$plugin" "$t" "$(per_commit "$work/com.0" "$work/com.1")")")
      trips+=("$(printf '%-18s %7s sysbench  %s' "$plugin" "$t" "$(per_commit "$work/com.1" "$work/com.2")")")
      rm -f "$work"/com.*
    fi
    ma="$(echo "${a[*]}" | median)"; mb="$(echo "${b[*]}" | median)"
    mpa="$(echo "${pa[*]}" | median)"; mwa="$(echo "${wa[*]}" | median)"; mcb="$(echo "${cb[*]}" | median)"
    loads="$(runs '%s' "${l[@]}")"
    rows+=("$(printf '%-18s %7s %9.0f (%s) %9.0f (%s) %7.3f   %s' "$plugin" "$t" "$ma" "$(runs '%.0f' "${a[@]}")" \
      "$mb" "$(runs '%.0f' "${b[@]}")" "$(echo "$ma / $mb" | bc -l)" "$loads")")
    cpurows+=("$(printf '%-18s %7s %9.1f (%s) %9.1f (%s) %9.1f (%s) %7.3f   %s' "$plugin" "$t" "$mpa" "$(runs '%.1f' "${pa[@]}")" \
      "$mwa" "$(runs '%.1f' "${wa[@]}")" "$mcb" "$(runs '%.1f' "${cb[@]}")" "$(echo "$mpa / $mcb" | bc -l)" "$loads")")
    echo "${rows[-1]}" >&2
  done
done

printf '\nThroughput, transactions (operations)/s: medians of %s (each run), goal benchlab/sysbench >= 1.0\n' "$REPS"
printf '%-18s %7s %28s %28s %7s   %s\n' workload threads "benchlab (runs)" "sysbench (runs)" ratio "load average before each pair"
printf '%s\n' "${rows[@]}"
printf '\nClient CPU, us per transaction (user + system): medians of %s, goal benchlab process/sysbench <= 1.0\n' "$REPS"
printf '%-18s %7s %28s %28s %28s %7s   %s\n' workload threads "benchlab process (runs)" "benchlab workers (runs)" \
  "sysbench process (runs)" ratio "load average before each pair"
printf '%s\n' "${cpurows[@]}"

if [ ${#trips[@]} -gt 0 ]; then
  printf '\nRound trips: the server'"'"'s Com_* counters per COMMIT over the last run of each side (warmup and connection set-up included)\n'
  printf '%s\n' "${trips[@]}"
fi

if [ "$PREPARE_TABLES" -gt 0 ]; then
  echo
  echo "prepare: $PREPARE_TABLES tables x $PREPARE_SIZE rows, threads = tables (seconds, medians of $REPS, alternating)"
  cat >"$work/sbprep.lua" <<'LUA'
function prepare()
  local con = sysbench.sql.driver():connect()
  con:query("DROP DATABASE IF EXISTS sbprep")
  con:query("CREATE DATABASE sbprep")
end
function event() end
LUA
  a=(); la=(); b=(); l=()
  for ((r = 1; r <= REPS; r++)); do
    l+=("$(load)")
    bl dataset drop "sbtest_${PREPARE_TABLES}x${PREPARE_SIZE}" --profile bench >/dev/null 2>&1 || true
    start=$(date +%s.%N)
    bl dataset load sbtest --profile bench -p tables="$PREPARE_TABLES" -p tableSize="$PREPARE_SIZE" >"$work/last-load.log" 2>&1 \
      || { cat "$work/last-load.log" >&2; exit 1; }
    a+=("$(echo "$(date +%s.%N) - $start" | bc -l)")
    # the loader's own time, without the JVM's start and the server check (what a run spends on it)
    la+=("$(sed -n 's/.*rows in \([0-9.]*\) s .*/\1/p' "$work/last-load.log" | tail -1)")
    # sysbench prepares into a fresh schema, as benchlab's dropped dataset is loaded into a fresh one
    sysbench "$work/sbprep.lua" "${sysbench_conn[@]}" --mysql-db=mysql prepare >/dev/null
    start=$(date +%s.%N)
    sysbench oltp_read_write "${sysbench_conn[@]}" --mysql-db=sbprep --tables="$PREPARE_TABLES" --table-size="$PREPARE_SIZE" \
      --threads="$PREPARE_TABLES" prepare >"$work/last-prepare.log" 2>&1 || { cat "$work/last-prepare.log" >&2; exit 1; }
    b+=("$(echo "$(date +%s.%N) - $start" | bc -l)")
  done
  ma="$(echo "${a[*]}" | median)"; mla="$(echo "${la[*]}" | median)"; mb="$(echo "${b[*]}" | median)"
  printf '  sysbench prepare %.2f s (%s)\n' "$mb" "$(runs '%.2f' "${b[@]}")"
  printf '  benchlab dataset load, the whole command %.2f s (%s): sysbench/benchlab %.3f (goal >= 1.0)\n' \
    "$ma" "$(runs '%.2f' "${a[@]}")" "$(echo "$mb / $ma" | bc -l)"
  printf '  benchlab dataset loader alone (as in a run, JVM started) %.2f s (%s): sysbench/benchlab %.3f   load %s\n' \
    "$mla" "$(runs '%.2f' "${la[@]}")" "$(echo "$mb / $mla" | bc -l)" "$(runs '%s' "${l[@]}")"
fi

if [ "$ARRIVAL" = 1 ]; then
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
fi
