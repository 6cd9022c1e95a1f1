#!/usr/bin/env bash
# Smoke test of the .deb, as CI runs it after installer/linux/package.sh: as root, on a machine where no
# benchlab package is installed (with or without a desktop),
#  1. installs it for real with dpkg -i, then again (dpkg's upgrade path, running the maintainer scripts);
#  2. checks what it put where: /usr/bin/benchlab, one menu entry, icons, the plugin SDK, the system plugin folder;
#  3. runs `benchlab --version`, `benchlab plugins` (a copy of a built-in in the system folder is seen and skipped),
#     the installed example sql-file on the embedded MariaDB, and a plugin project made by `benchlab plugins init`,
#     built offline by `mvn -o package` against the SDK the package ships, then `benchlab plugins install`;
#  4. removes the package (dpkg -r: the administrator's system plugin stays), purges it, and checks that nothing of it
#     is left: every path the package installed is gone unless it was there before, dpkg knows nothing of benchlab,
#     and no file named *benchlab* that was not there before is under /opt, /usr or /etc.
# The user's state goes into a temporary BENCHLAB_HOME and a temporary local Maven repository (~/.m2 is only read);
# the kit's tests extract MariaDB into ~/.benchlab/cache as a plugin author's build does. On failure the package is
# purged too, so a failed run leaves the machine as it found it.
#   installer/linux/smoke-test.sh [DEB]      (default: target/installer/benchlab_*.deb)
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
deb="$(readlink -f "${1:-$(ls "$here"/target/installer/benchlab_*.deb | head -1)}")"
fail() { echo "smoke test FAILED: $*" >&2; exit 1; }
step() { echo; echo "== $*"; }
[ "$(id -u)" = 0 ] || fail "run it as root: it installs and removes the package"
status() { dpkg-query -W -f='${Status}' benchlab 2>/dev/null || true; }
case "$(status)" in
  ""|"unknown ok not-installed"|"deinstall ok not-installed"|"purge ok not-installed") ;;
  *) fail "a benchlab package is on this machine ($(status)); this test installs and purges its own: remove it first (dpkg --purge benchlab)" ;;
esac
work="$(mktemp -d)"
installed_by_us=0
cleanup() {
  [ -x /usr/bin/benchlab ] && BENCHLAB_HOME="$work/home" benchlab server stop --profile default >/dev/null 2>&1 || true
  if [ "$installed_by_us" = 1 ] && [ -n "$(status)" ] && [ "$(status)" != "unknown ok not-installed" ]; then
    echo "smoke test: purging the package it installed" >&2
    dpkg --purge benchlab >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
. "$here/scripts/find-jdk.sh"   # mvn needs a JDK 21+ for the plugin project; benchlab itself runs on its own runtime
if [ "$(benchlab_jdk_major "$JAVA_HOME")" -ge 24 ]; then   # as ./build: quiet the JDK's warnings about Maven 3.8's own libraries
  export MAVEN_OPTS="${MAVEN_OPTS:-} --enable-native-access=ALL-UNNAMED --sun-misc-unsafe-memory-access=allow"
fi
version="$(dpkg-deb -f "$deb" Version | sed 's/~SNAPSHOT$/-SNAPSHOT/')"   # the package's version is benchlab's

# every path the package installs, and whether it was there before (shared folders such as /usr/bin are)
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's:^\./:/:; s:/$::' | grep -v '^$' | grep -v '^/$' > "$work/paths"
while read -r p; do if [ -e "$p" ] || [ -L "$p" ]; then echo "$p"; fi; done < "$work/paths" > "$work/there-before"
# where packages put files (/var/lib/dpkg is checked on its own; /var/tmp and the like are the test suite's)
named() { find /opt /usr /etc -xdev -iname '*benchlab*' -not -path "$here/*" -not -path "$here" 2>/dev/null | sort; }
named > "$work/named-before"

step "dpkg -i $(basename "$deb")  ($(du -h "$deb" | cut -f1), installed size $(dpkg-deb -f "$deb" Installed-Size) KiB)"
installed_by_us=1
dpkg -i "$deb" || fail "dpkg -i exited with $?"
[ "$(status)" = "install ok installed" ] || fail "after dpkg -i the package is '$(status)', not installed"
step "dpkg -i again (the upgrade path: the old prerm and postrm run, then the new files are unpacked)"
dpkg -i "$deb" || fail "installing over the installed package exited with $?"
[ "$(status)" = "install ok installed" ] || fail "after the second dpkg -i the package is '$(status)'"

step "what the package installed"
[ "$(readlink -f /usr/bin/benchlab)" = /opt/benchlab/bin/benchlab ] && [ -x /opt/benchlab/bin/benchlab ] \
  || fail "/usr/bin/benchlab does not lead to /opt/benchlab/bin/benchlab"
desktop="$(dpkg -L benchlab | while read -r p; do if [ -f "$p" ] && [[ "$p" == *.desktop ]]; then echo "$p"; fi; done)"
[ "$desktop" = /usr/share/applications/benchlab.desktop ] || fail "expected exactly one menu entry, /usr/share/applications/benchlab.desktop; the package has: ${desktop:-none}"
grep -qx 'Exec=/opt/benchlab/bin/benchlab gui %f' "$desktop" || fail "the menu entry does not start \`benchlab gui\`"
[ -f /usr/share/icons/hicolor/256x256/apps/benchlab.png ] || fail "no icon in /usr/share/icons/hicolor"
ls /opt/benchlab/lib/app/sdk/io/benchlab/benchlab-api/"$version"/benchlab-api-"$version".jar \
  /opt/benchlab/lib/app/sdk/io/benchlab/benchlab-testkit/"$version"/benchlab-testkit-"$version".jar >/dev/null \
  || fail "the plugin SDK (API and test kit $version) is not in /opt/benchlab/lib/app/sdk"
[ -d /opt/benchlab/lib/plugins ] || fail "no system plugin folder (/opt/benchlab/lib/plugins)"
echo "ok: /usr/bin/benchlab, $desktop, icons, the plugin SDK, /opt/benchlab/lib/plugins"

export BENCHLAB_HOME="$work/home"
step "benchlab --version"
out="$(benchlab --version)" || fail "benchlab --version exited with $?"
echo "$out"
grep -q "^benchlab $version (plugin API [0-9]*, embedded MariaDB " <<< "$out" || fail "--version does not say benchlab $version"

step "benchlab plugins (with a copy of a built-in in the system plugin folder)"
cp /opt/benchlab/lib/app/benchlab-plugin-sql-file-*.jar /opt/benchlab/lib/plugins/
out="$(benchlab plugins)" || fail "benchlab plugins exited with $?"
echo "$out"
grep -q "sql-file .*\[built-in\]" <<< "$out" || fail "built-in workloads not listed"
grep -q "lib/plugins/benchlab-plugin-sql-file.*already provided by built-in" <<< "$out" || fail "system plugin folder not read"

step "benchlab run example:sql-file && benchlab show latest"
status_run=0
benchlab run example:sql-file --quiet || status_run=$?
benchlab server stop --profile default >/dev/null 2>&1 || true
[ "$status_run" = 0 ] || fail "the installed example exited with $status_run"
benchlab show latest | tee "$work/show.txt"
grep -q "top-customers-2023" "$work/show.txt" && grep -q "bp-256M" "$work/show.txt" || fail "show latest lacks the example's query or variant"
[ -f "$BENCHLAB_HOME/examples/sql/orders-setup.sql" ] || fail "the example's SQL was not unpacked into HOME/examples"

step "benchlab plugins init + mvn -o package + benchlab plugins install"
# A local repository of its own, so benchlab's SDK never lands in ~/.m2; everything else is read from ~/.m2 as a
# file repository (allowed offline), which CI's build filled and which is never written.
m2="$work/m2"
repo="<id>central</id><url>file://$HOME/.m2/repository</url><releases><checksumPolicy>ignore</checksumPolicy></releases><snapshots><enabled>false</enabled></snapshots>"
# the mirror sends every repository there, also those a dependency's own POM names for its BOM imports (the
# Prometheus client's parent imports OpenTelemetry's BOM, which Maven then asked of the real Central, offline)
printf '<settings><mirrors><mirror><id>machine</id><mirrorOf>*</mirrorOf><url>file://%s/.m2/repository</url></mirror></mirrors><profiles><profile><id>machine</id><repositories><repository>%s</repository></repositories><pluginRepositories><pluginRepository>%s</pluginRepository></pluginRepositories></profile></profiles><activeProfiles><activeProfile>machine</activeProfile></activeProfiles></settings>\n' \
  "$HOME" "$repo" "$repo" > "$work/settings.xml"
(cd "$work" && BENCHLAB_MAVEN_LOCAL="$m2" benchlab plugins init smoke-plugin) || fail "plugins init exited with $?"
[ -f "$m2/io/benchlab/benchlab-testkit/$version/benchlab-testkit-$version.jar" ] || fail "plugins init did not install the test kit into the local repository"
(cd "$work/smoke-plugin" && mvn -B -q -o -s "$work/settings.xml" -Dmaven.repo.local="$m2" -Daether.offline.protocols=file \
  -Dstyle.color=never package 2>&1 | sed 's/\x1b\[[0-9;]*m//g') || fail "mvn -o package of the generated project exited with $?"
(cd "$work/smoke-plugin" && benchlab plugins install target/smoke-plugin-0.1.0-SNAPSHOT.jar) || fail "plugins install exited with $?"
out="$(benchlab plugins)"
grep -q "smoke-plugin-stream " <<< "$out" || fail "the installed plugin is not listed: $out"
echo "ok: the generated plugin built against the packaged SDK, its kit tests passed, and it is installed"

step "dpkg -r benchlab"
dpkg -r benchlab || fail "dpkg -r exited with $?"
[ "$(status)" = "deinstall ok config-files" ] || [ "$(status)" = "deinstall ok not-installed" ] || fail "after dpkg -r the package is '$(status)'"
[ ! -e /usr/bin/benchlab ] && [ ! -e /usr/share/applications/benchlab.desktop ] && [ ! -e /opt/benchlab/bin ] \
  || fail "dpkg -r left the command, the menu entry or the program"
left="$(find /opt/benchlab -type f 2>/dev/null || true)"
grep -q "^/opt/benchlab/lib/plugins/benchlab-plugin-sql-file-.*\.jar$" <<< "$left" && [ "$(wc -l <<< "$left")" = 1 ] \
  || fail "after dpkg -r only the administrator's system plugin should be left in /opt/benchlab, found: ${left:-nothing}"
echo "ok: only the administrator's plugin is left: $left"

step "dpkg --purge benchlab"
dpkg --purge benchlab || fail "dpkg --purge exited with $?"
installed_by_us=0
case "$(status)" in ""|"unknown ok not-installed"|"purge ok not-installed") ;; *) fail "after purge the package is '$(status)'" ;; esac
while read -r p; do
  if { [ -e "$p" ] || [ -L "$p" ]; } && ! grep -qxF "$p" "$work/there-before"; then fail "purge left $p"; fi
done < "$work/paths"
ls /var/lib/dpkg/info/benchlab.* >/dev/null 2>&1 && fail "dpkg still keeps files of benchlab: $(ls /var/lib/dpkg/info/benchlab.*)"
stray="$(named | comm -13 "$work/named-before" -)"
[ -z "$stray" ] || fail "left after purge: $stray"
echo "ok: nothing of benchlab is left outside the user's home"
echo
echo "smoke test passed: $deb"
