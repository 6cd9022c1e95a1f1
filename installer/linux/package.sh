#!/usr/bin/env bash
# Builds benchlab's Linux packages with the JDK's jdeps, jlink and jpackage:
#   installer/linux/package.sh [app-image|deb] [OUTPUT_DIR]     (default: deb, target/installer)
# - a Java runtime trimmed by jlink to the modules jdeps finds in benchlab and its libraries (plus
#   the few loaded by name: TLS curves, charsets, debugging, management extensions, locale data);
# - an app image OUTPUT_DIR/benchlab/ with bin/benchlab (desktop app) and bin/benchlab-cli, the
#   built-in workloads and datasets, and lib/plugins/, the system plugin folder read after the
#   user's ~/.benchlab/plugins/;
# - (deb) a .deb installing that image into /opt/benchlab with a desktop entry and icon.
# Set BENCHLAB_SKIP_BUILD=1 when ./build has just run. Sizes are printed at the end.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
what="${1:-deb}"
mkdir -p "${2:-$here/target/installer}"
out="$(cd "${2:-$here/target/installer}" && pwd)"
. "$here/scripts/find-jdk.sh"
for tool in jdeps jlink jpackage; do
  [ -x "$JAVA_HOME/bin/$tool" ] || { echo "package.sh: $JAVA_HOME has no $tool; use a full JDK 21+ (JAVA_HOME=...)" >&2; exit 1; }
done
cd "$here"
if [ "${BENCHLAB_SKIP_BUILD:-0}" != 1 ]; then
  ./build package 2>&1 | sed 's/\x1b\[[0-9;]*m//g'
fi
[ -f src/gui/target/benchlab-gui.jar ] || { echo "package.sh: src/gui/target/benchlab-gui.jar is missing; run ./build" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
input="$work/input"
mkdir -p "$input"
cp src/cli/target/benchlab-cli.jar src/cli/target/lib/*.jar src/gui/target/benchlab-gui.jar "$input/"
cp -n src/gui/target/lib/*.jar "$input/"
version="$(sed -n 's:.*<version>\([0-9.]*\)-SNAPSHOT</version>.*:\1:p' pom.xml | head -1)"
version="${version:-0.1.0}"

# 1. the runtime: what jdeps finds, plus modules only ever loaded by name
found="$("$JAVA_HOME/bin/jdeps" --ignore-missing-deps --print-module-deps --multi-release 21 \
  --class-path "$input/*" "$input/benchlab-cli.jar" "$input/benchlab-gui.jar")"
available="$("$JAVA_HOME/bin/java" --list-modules | sed 's/@.*//')"
extra=""
for m in jdk.crypto.ec jdk.charsets jdk.management jdk.jdwp.agent jdk.localedata; do
  if grep -qx "$m" <<< "$available"; then extra="$extra,$m"; fi
done
modules="$found$extra"
echo "runtime modules: $modules"
"$JAVA_HOME/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
  --compress zip-6 --output "$work/runtime"

# 2. the app image: desktop app as the main launcher, the CLI as a second one
java_opts="-Dbenchlab.systemPlugins=\$APPDIR/../plugins -Xss2m"
if [ "$(benchlab_jdk_major "$JAVA_HOME")" -ge 24 ]; then
  java_opts="$java_opts --enable-native-access=ALL-UNNAMED --sun-misc-unsafe-memory-access=allow"  # JavaFX 21 on a newer runtime
fi
printf 'main-jar=benchlab-cli.jar\nmain-class=io.benchlab.cli.Main\nwin-console=true\nlinux-shortcut=false\n' > "$work/cli.properties"  # no menu entry for the CLI
"$JAVA_HOME/bin/java" -Djava.awt.headless=true "$here/installer/Icon.java" "$work/benchlab.png" 256
rm -rf "$out/benchlab"
"$JAVA_HOME/bin/jpackage" --type app-image --name benchlab --app-version "$version" \
  --vendor benchlab --description "Performance experiments on MySQL and MariaDB" \
  --input "$input" --main-jar benchlab-gui.jar --main-class io.benchlab.gui.Launcher \
  --add-launcher benchlab-cli="$work/cli.properties" --runtime-image "$work/runtime" \
  --icon "$work/benchlab.png" --java-options "$java_opts" --dest "$out"
mkdir -p "$out/benchlab/lib/plugins"
cat > "$out/benchlab/lib/plugins/README" <<'TXT'
System plugin folder: plugin jars (or folders of jars) here are loaded for every user, after the
user's own ~/.benchlab/plugins/. `benchlab-cli plugins` lists what was found.
TXT
echo "app image: $out/benchlab  ($(du -sh "$out/benchlab" | cut -f1); runtime $(du -sh "$out/benchlab/lib/runtime" | cut -f1))"

# 3. the .deb (needs dpkg-deb and fakeroot: scripts/install-package-deps.sh)
if [ "$what" = deb ]; then
  rm -f "$out"/benchlab_*.deb
  # jpackage gives every launcher a menu entry; the CLI's is replaced by one the menus do not show
  mkdir -p "$work/resources"
  printf '[Desktop Entry]\nName=benchlab-cli\nExec=/opt/benchlab/bin/benchlab-cli\nTerminal=true\nType=Application\nNoDisplay=true\n' \
    > "$work/resources/benchlab-cli.desktop"
  # gzip, not dpkg's default xz: nearly all the bytes are jars (already compressed), and xz spent
  # minutes of CPU on them for no gain; gzip is also what every dpkg can read.
  DPKG_DEB_COMPRESSOR_TYPE=gzip "$JAVA_HOME/bin/jpackage" --type deb --app-image "$out/benchlab" --name benchlab --app-version "$version" \
    --vendor benchlab --description "Performance experiments on MySQL and MariaDB" \
    --icon "$work/benchlab.png" --linux-shortcut --linux-menu-group Development --linux-app-category devel \
    --resource-dir "$work/resources" --linux-package-name benchlab --dest "$out"
  deb="$(ls "$out"/benchlab_*.deb)"
  echo "deb: $deb  ($(du -h "$deb" | cut -f1); installed size $(dpkg-deb -f "$deb" Installed-Size) KiB)"
fi
