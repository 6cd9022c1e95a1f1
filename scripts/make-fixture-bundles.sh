#!/usr/bin/env bash
# Regenerates the fixture bundles of the golden-file tests (src/core/src/test/resources/bundles):
# a query run, a sweep, a stream, thread states (a query and a stream), an OLTP stream (sysbench's
# SQL statistics), scripted sessions and rounds (seed 004) and both optimizer studies (plan stability,
# statistics variance), each a real run on the embedded server, kept tiny. Paths of this machine are
# replaced by BENCHLAB_HOME and the host name by "fixture-host"; the servers' logs are left out. Run it
# only when the bundle format changes on purpose, then regenerate the
# golden files (-Dgolden.update=true) and review the diff. KINDS="oltp" remakes only those.
set -euo pipefail
cd "$(dirname "$0")/.."
fixtures=src/core/src/test/resources/bundles
home=$(mktemp -d)
trap 'BENCHLAB_HOME=$home ./benchlab server stop streams-fixture >/dev/null 2>&1 || true; rm -rf "$home"' EXIT
for kind in ${KINDS:-query sweep stream states oltp sessions rounds studies}; do
  BENCHLAB_HOME=$home ./benchlab run --quiet "$fixtures/experiments/$kind.yaml" >/dev/null
  bundle=$(ls -d "$home"/runs/*-fixture-$kind | tail -1)
  rm -rf "$fixtures/$kind" "$bundle/logs"
  cp -r "$bundle" "$fixtures/$kind"
  host=$(hostname)
  grep -rl . "$fixtures/$kind" --include='*.json' --include='*.jsonl' --include='*.yaml' | while read -r f; do
    sed -i -e "s#$home#BENCHLAB_HOME#g" -e "s#\"host\" : \"$host\"#\"host\" : \"fixture-host\"#" -e "s#\"hostname\" : \"$host\"#\"hostname\" : \"fixture-host\"#" "$f"
  done
done
echo "fixtures written under $fixtures; now: ./build -pl src/core -am test -Dtest=GoldenFilesTest -Dgolden.update=true"
