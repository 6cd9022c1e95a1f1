# Sourced by ./build, ./benchlab and .ci/run: exports JAVA_HOME pointing at a JDK >= 21.
# Order: $JAVA_HOME, java on PATH, then every JDK under /usr/lib/jvm and /opt (newest first).
benchlab_jdk_major() { # prints the major version of the JDK at $1 (0 if not a JDK with javac)
  [ -x "$1/bin/java" ] && [ -x "$1/bin/javac" ] || { echo 0; return; }
  "$1/bin/java" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/{print $2; exit}' | cut -d. -f1
}
benchlab_find_jdk() {
  local candidates=() c
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME")
  if command -v javac >/dev/null 2>&1; then candidates+=("$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")"); fi
  for c in $(ls -d /usr/lib/jvm/* /opt/*jdk* /opt/java/* 2>/dev/null | sort -rV); do candidates+=("$c"); done
  for c in "${candidates[@]}"; do
    if [ "$(benchlab_jdk_major "$c")" -ge 21 ] 2>/dev/null; then echo "$c"; return 0; fi
  done
  return 1
}
if ! JAVA_HOME="$(benchlab_find_jdk)"; then
  echo "benchlab needs a JDK 21 or newer (javac included). Install one (e.g. Temurin 21+ under /usr/lib/jvm) or set JAVA_HOME." >&2
  exit 1
fi
export JAVA_HOME
export PATH="$JAVA_HOME/bin:$PATH"
