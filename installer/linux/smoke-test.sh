#!/usr/bin/env bash
# Smoke test of the .deb, as CI runs it after installer/linux/package.sh: unpacks the package with
# dpkg -x (no installation, no root), then runs the packaged CLI on its own runtime: `plugins`
# (built-ins found, the system plugin folder read) and a tiny experiment on the embedded MariaDB.
#   installer/linux/smoke-test.sh [DEB]      (default: target/installer/benchlab_*.deb)
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
deb="${1:-$(ls "$here"/target/installer/benchlab_*.deb | head -1)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "smoke test FAILED: $*" >&2; exit 1; }

dpkg -x "$deb" "$work/root"
app="$work/root/opt/benchlab"
cli="$app/bin/benchlab-cli"
[ -x "$cli" ] && [ -x "$app/bin/benchlab" ] || fail "launchers missing under /opt/benchlab/bin"
ls "$app"/lib/*.desktop >/dev/null 2>&1 || fail "no .desktop entry in the package"
ls "$app"/lib/*.png >/dev/null 2>&1 || fail "no icon in the package"
[ -d "$app/lib/plugins" ] || fail "no system plugin folder (lib/plugins)"
[ -x "$app/lib/runtime/bin/java" ] || fail "no bundled runtime"

export BENCHLAB_HOME="$work/home"
# a copy of a built-in dropped into the system folder must be seen there (and skipped as a duplicate)
cp "$here"/plugins/sql-file/target/benchlab-plugin-sql-file-*.jar "$app/lib/plugins/"
out="$("$cli" plugins)" || fail "benchlab-cli plugins exited with $?"
echo "$out"
grep -q "sql-file .*\[built-in\]" <<< "$out" || fail "built-in workloads not listed"
grep -q "lib/plugins/benchlab-plugin-sql-file.*already provided by built-in" <<< "$out" || fail "system plugin folder not read"

mkdir -p "$work/exp"
cat > "$work/exp/setup.sql" <<'SQL'
CREATE TABLE IF NOT EXISTS t (id INT PRIMARY KEY);
REPLACE INTO t SELECT seq FROM seq_1_to_100;
SQL
printf -- '-- name: count\nSELECT COUNT(*) FROM t;\n' > "$work/exp/queries.sql"
cat > "$work/exp/tiny.yaml" <<'YAML'
name: smoke
server: {type: embedded, profile: smoke}
workload: {plugin: sql-file, parameters: {setup: setup.sql, queries: queries.sql, schema: smoke}}
phases: {cold: false, warm: 1}
YAML
status=0
"$cli" run "$work/exp/tiny.yaml" --quiet || status=$?
"$cli" server stop --profile smoke >/dev/null 2>&1 || true
[ "$status" = 0 ] || fail "the tiny experiment exited with $status"
"$cli" show latest | tee "$work/show.txt"
grep -q "count" "$work/show.txt" || fail "show latest has no 'count' operation"
echo "smoke test passed: $deb"
