#!/usr/bin/env bash
# Builds a self-contained benchlab app image (its own Java runtime, the CLI and the desktop app)
# with the JDK's jpackage:  installer/linux/app-image.sh [OUTPUT_DIR]   (default: target/installer)
# The image runs without a JDK or Maven: OUTPUT_DIR/benchlab/bin/benchlab (desktop app) and
# OUTPUT_DIR/benchlab/bin/benchlab-cli. Build a .deb the same way with --type deb on Debian.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
. "$here/scripts/find-jdk.sh"
out="${1:-$here/target/installer}"
cd "$here"
./build package 2>&1 | sed 's/\x1b\[[0-9;]*m//g'
input="$(mktemp -d)"
trap 'rm -rf "$input"' EXIT
cp src/cli/target/benchlab-cli.jar src/cli/target/lib/*.jar "$input/"
if [ -f src/gui/target/benchlab-gui.jar ]; then
  cp src/gui/target/benchlab-gui.jar "$input/"
  cp -n src/gui/target/lib/*.jar "$input/" 2>/dev/null || true
  main_jar=benchlab-gui.jar; main_class=io.benchlab.gui.Launcher
else
  main_jar=benchlab-cli.jar; main_class=io.benchlab.cli.Main
fi
version="$(sed -n 's:.*<version>\([0-9.]*\).*SNAPSHOT</version>.*:\1:p' pom.xml | head -1)"
cli_props="$(mktemp)"
printf 'main-jar=benchlab-cli.jar\nmain-class=io.benchlab.cli.Main\nwin-console=true\n' > "$cli_props"
rm -rf "$out/benchlab"
mkdir -p "$out"
"$JAVA_HOME/bin/jpackage" --type app-image --name benchlab --app-version "${version:-0.1.0}" \
  --vendor benchlab --description "Performance experiments on MySQL and MariaDB" \
  --input "$input" --main-jar "$main_jar" --main-class "$main_class" \
  --add-launcher benchlab-cli="$cli_props" \
  --java-options '-Xss2m' --dest "$out"
rm -f "$cli_props"
echo "app image: $out/benchlab (run $out/benchlab/bin/benchlab-cli --help)"
