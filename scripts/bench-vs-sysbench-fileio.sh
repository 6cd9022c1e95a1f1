#!/usr/bin/env bash
# Benchmark, not a test: is benchlab's fileio driver fast enough that the device, not the driver,
# is the limit? On the SAME test files, alternating benchlab and sysbench fileio (A B A B A B),
# it runs random reads and random writes with O_DIRECT, 16 KiB blocks, no fsync, as
#   - sync, 1 thread      - sync, 8 threads      - async, 8 threads (queue depth 128 per thread,
#                                                   sysbench's --file-async-backlog default)
# and prints the medians of REPS runs, the ratio benchlab/sysbench (goal: >= 0.95 in every row)
# and the client CPU per IO beside it, for benchlab counted two ways: its whole process during the
# measured window (processCpuMicrosPerOperation in streams.jsonl: every thread of the JVM, JIT, GC and
# samplers included — the figure to hold against sysbench's) and its IO worker threads alone
# (driverCpuMicrosPerOperation: plugin + JNA/FileChannel + engine loop, which flatters benchlab);
# sysbench's is its whole process (user + system from /usr/bin/time over its reads + writes).
#
# Fairness: the same files (benchlab prepares test_file.0..N-1 exactly as sysbench names and sizes
# them; sysbench then runs on them without its own prepare), the same flags, thread counts and
# measured DURATION. benchlab measures after a WARMUP (default 2 s) that lets the JIT compile the
# hot path; sysbench has no warmup option and needs none. The machine is shared: the script
# prints the load average before and after, and every figure should be read with it.
#
# Usage: scripts/bench-vs-sysbench-fileio.sh  (env: DIR=folder on the disk under test (default:
#        test/target/bench-fileio; not tmpfs: O_DIRECT), FILES=64 TOTAL=1G DURATION=10 REPS=3 WARMUP=2
#        MODES="rndrd rndwr" ROWS="sync:1 sync:8 async:8" QUEUE_DEPTH=128)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
FILES="${FILES:-64}"
TOTAL="${TOTAL:-1G}"
DURATION="${DURATION:-10}"
REPS="${REPS:-3}"
WARMUP="${WARMUP:-2}"
MODES="${MODES:-rndrd rndwr}"
ROWS="${ROWS:-sync:1 sync:8 async:8}"
QUEUE_DEPTH="${QUEUE_DEPTH:-128}"
DIR="${DIR:-$here/test/target/bench-fileio}"

if ! command -v sysbench >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "installing sysbench (Debian package)" >&2
  $SUDO apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq sysbench >/dev/null
fi
for tool in jq bc /usr/bin/time; do command -v "$tool" >/dev/null 2>&1 || { echo "needs $tool" >&2; exit 1; }; done

mkdir -p "$DIR"
work="$(mktemp -d -t benchlab-bench-fileio.XXXXXX)"
bl() { "$here/benchlab" "$@" --home "$work"; }
total_bytes="$(numfmt --from=iec "$TOTAL")"

benchlab_rate() { # mode iomode threads [duration] [warmup] -> "iops process-cpu-us-per-io worker-cpu-us-per-io"
  local mode=$1 io=$2 threads=$3 duration=${4:-$DURATION} warmup=${5:-$WARMUP}
  local yaml="$work/$mode-$io-$threads.yaml"
  cat >"$yaml" <<YAML
name: bench-fileio-$mode-$io-$threads
server: {type: none}
workload:
  plugin: fileio
  parameters: {mode: $mode, directory: "$DIR", files: $FILES, totalSize: $TOTAL, blockSize: 16K, direct: true,
               ioMode: $io, queueDepth: $QUEUE_DEPTH, fsyncEvery: never}
phases: {cold: false, warm: 1}
stream: {threads: $threads, duration: ${duration}s, warmup: ${warmup}s}
YAML
  bl run -q "$yaml" >"$work/last-run.log" 2>&1 || { cat "$work/last-run.log" >&2; exit 1; }
  local dir; dir="$(ls -td "$work"/runs/*-bench-fileio-"$mode"-"$io"-"$threads" | head -1)"
  jq -r '"\(.operationsPerSecond) \(.processCpuMicrosPerOperation) \(.driverCpuMicrosPerOperation)"' "$dir/streams.jsonl" | tail -1
}

sysbench_rate() { # mode iomode threads -> "iops cpu-us-per-io" (process CPU, user + system)
  (cd "$DIR" && /usr/bin/time -f "%U %S" -o "$work/sysbench.time" sysbench fileio --file-test-mode="$1" --file-io-mode="$2" \
    --threads="$3" --time="$DURATION" --file-num="$FILES" --file-total-size="$total_bytes" --file-block-size=16384 \
    --file-extra-flags=direct --file-fsync-freq=0 --file-fsync-end=off --file-async-backlog="$QUEUE_DEPTH" run \
    >"$work/last-sysbench.log" 2>&1) || { cat "$work/last-sysbench.log" >&2; exit 1; }
  local reads writes n
  reads="$(sed -n 's/^ *reads\/s: *\([0-9.]*\).*/\1/p' "$work/last-sysbench.log")"
  writes="$(sed -n 's/^ *writes\/s: *\([0-9.]*\).*/\1/p' "$work/last-sysbench.log")"
  n="$(sed -n 's/^ *total number of events: *\([0-9]*\).*/\1/p' "$work/last-sysbench.log")"
  awk -v r="$reads" -v w="$writes" -v n="$n" '{printf "%.1f %.2f\n", r + w, ($1 + $2) * 1e6 / n}' "$work/sysbench.time"
}

median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

echo "files: $FILES x $(numfmt --to=iec $((total_bytes / FILES))) in $DIR ($(df -T "$DIR" | awk 'NR==2 {print $2" on "$1}'))"
echo "sysbench: $(sysbench --version); ${DURATION}s per run, medians of $REPS, alternating benchlab/sysbench; 16 KiB, O_DIRECT, no fsync"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
# benchlab writes the files once (not measured); sysbench then runs on them as they are
benchlab_rate rndrd sync 1 1 0 >/dev/null

printf '\n%-6s %-6s %7s %30s %30s %7s %s\n' mode io threads "benchlab IOPS (runs)" "sysbench IOPS (runs)" ratio \
  "client CPU us/IO: benchlab process, sysbench process, process ratio (goal <= 1.0), benchlab workers only"
for mode in $MODES; do
  for row in $ROWS; do
    io="${row%%:*}"; t="${row##*:}"
    a=(); b=(); ca=(); cb=(); cw=()
    for ((r = 1; r <= REPS; r++)); do
      read -r x y z <<<"$(benchlab_rate "$mode" "$io" "$t")"; a+=("$x"); ca+=("$y"); cw+=("$z")
      read -r x y <<<"$(sysbench_rate "$mode" "$io" "$t")"; b+=("$x"); cb+=("$y")
    done
    ma="$(echo "${a[*]}" | median)"; mb="$(echo "${b[*]}" | median)"
    pa="$(echo "${ca[*]}" | median)"; pb="$(echo "${cb[*]}" | median)"
    printf '%-6s %-6s %7s %9.0f (%s) %9.0f (%s) %7.3f %10.1f %10.1f %7.2f %10.1f\n' "$mode" "$io" "$t" \
      "$ma" "$(printf '%.0f ' "${a[@]}" | sed 's/ $//')" "$mb" "$(printf '%.0f ' "${b[@]}" | sed 's/ $//')" \
      "$(echo "$ma / $mb" | bc -l)" "$pa" "$pb" "$(echo "$pa / $pb" | bc -l)" "$(echo "${cw[*]}" | median)"
  done
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
rm -rf "$work"
