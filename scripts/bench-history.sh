#!/usr/bin/env bash
# The run history at scale (issue 38): a synthetic history of 1,000 runs × 50 figures (49 queries and
# their phase total, three warm phases each) is indexed with `history --reindex`, a query of one
# figure is answered, and one run appended re-judges only the series it is in (50 of 100: a second
# experiment of 50 runs × 50 figures sits beside it). Each figure is printed with the load average,
# since this machine may be shared. Goals: index < 30 s, query < 1 s.
#
#   scripts/bench-history.sh [RUNS]      (default 1000)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-1000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export BENCHLAB_HOME="$work/home"
"$here/benchlab" --version >/dev/null 2>&1   # builds the CLI first if needed

# bundles as a run writes them (manifest, phases, measurements), a 5% step in figure q07 at run 600
python3 - "$BENCHLAB_HOME/runs" "$runs" <<'PY'
import json, os, random, sys, datetime
root, runs = sys.argv[1], int(sys.argv[2])
ops = ["q%02d" % i for i in range(1, 50)]
start = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
def bundle(experiment, i, seed):
    rnd = random.Random(seed)
    t = start + datetime.timedelta(hours=i)
    rid = t.strftime("%Y%m%d-%H%M%S") + "-" + experiment
    d = os.path.join(root, rid)
    os.makedirs(d)
    phases = ["Run1", "Run2", "Run3"]
    m = {"formatVersion": 1, "id": rid, "experiment": experiment, "workload": "sql-file", "status": "COMPLETE",
         "startedAt": t.isoformat().replace("+00:00", "Z"), "endedAt": (t + datetime.timedelta(minutes=5)).isoformat().replace("+00:00", "Z"),
         "pid": 1, "host": "bench", "benchlabVersion": "0.1.0", "variants": ["v"], "phases": phases, "order": "sequential",
         "operations": ops, "inputs": [], "parameters": {}, "definitions": {o: {"kind": "sql", "sha256": "%064x" % n} for n, o in enumerate(ops)}}
    json.dump(m, open(os.path.join(d, "manifest.json"), "w"))
    with open(os.path.join(d, "phases.jsonl"), "w") as f:
        for p in phases:
            f.write(json.dumps({"variant": "v", "phase": p, "kind": "WARM", "round": 0, "startedAt": m["startedAt"]}) + "\n")
    with open(os.path.join(d, "measurements.jsonl"), "w") as f:
        for p in phases:
            for n, o in enumerate(ops):
                level = 0.010 * (1 + n) * (1.05 if (o == "q07" and i >= 600) else 1.0)
                f.write(json.dumps({"variant": "v", "phase": p, "round": 0, "operation": o, "startedAt": m["startedAt"],
                                    "seconds": level * (1 + rnd.gauss(0, 0.01)), "rows": 1, "resultChanged": False}) + "\n")
for i in range(runs):
    bundle("synthetic", i, i)
for i in range(50):
    bundle("beside", i, 10_000 + i)
PY

load() { cut -d' ' -f1-3 /proc/loadavg; }
# wall seconds, and CPU seconds (user + system) of the step's processes: on a shared machine the wall
# time mostly measures the wait for a core, the CPU time what the step costs
measure() { # LABEL OUT ERR CMD...
  local label="$1" out="$2" err="$3"; shift 3
  /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >"$out" 2>"$err"
  read -r wall user sys <"$work/time"
  echo "$label: wall $wall s, CPU $(python3 -c "print(f'{$user + $sys:.2f}')") s   load $(load)"
}

measure "JVM start and exit (benchlab --version)" /dev/null /dev/null "$here/benchlab" --version
measure "index $runs + 50 runs × 50 figures (history --reindex)" /dev/null "$work/reindex.err" "$here/benchlab" history --reindex --format csv
grep 'history: indexed' "$work/reindex.err" | sed 's/^/  /'
measure "query one figure (history synthetic --figure 'q07 ·' --format json)" "$work/q07.json" /dev/null "$here/benchlab" history synthetic --figure 'q07 ·' --format json
python3 -c "
import json; s = json.load(open('$work/q07.json'))[0]
print('  q07:', len(s['points']), 'points, changes at', [(c['index'], round(c['relativeChange'] * 100, 1)) for c in s['changes']])"
measure "query every series (history --format csv)" /dev/null /dev/null "$here/benchlab" history --format csv
python3 - "$BENCHLAB_HOME/runs" <<'PY'
import json, os, shutil, sys
root = sys.argv[1]
last = sorted(d for d in os.listdir(root) if d.endswith("-beside"))[-1]
new = "29991231-000000-beside"
shutil.copytree(os.path.join(root, last), os.path.join(root, new))
m = json.load(open(os.path.join(root, new, "manifest.json")))
m["id"] = new; m["startedAt"] = "2999-12-31T00:00:00Z"; m["endedAt"] = "2999-12-31T00:05:00Z"
json.dump(m, open(os.path.join(root, new, "manifest.json"), "w"))
PY
measure "append one run of the other experiment, then query (history synthetic --figure 'q07 ·')" /dev/null "$work/append.err" "$here/benchlab" history synthetic --figure 'q07 ·'
grep 'history: read' "$work/append.err" | sed 's/^/  /'
