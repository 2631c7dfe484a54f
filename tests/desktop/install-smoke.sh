#!/bin/sh
# `cmake --install` into a temporary prefix, then checks what a desktop needs from it: the
# executables, the desktop file, the hicolor icon the desktop file's Icon= names, the
# AppStream metainfo whose <launchable> names the desktop file and whose <provides> names
# the executables, and the manual page; and that the installed programs start.
# Usage: install-smoke.sh CMAKE BUILD_DIR APP_ID GUI_BUILT(0|1)
set -eu
cmake="$1"
build="$2"
app_id="$3"
gui_built="$4"

work="$(mktemp -d "${TMPDIR:-/tmp}/streamscope-install.XXXXXX")"
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

"$cmake" --install "$build" --prefix "$prefix" >"$work/install.log" 2>&1 || {
    cat "$work/install.log"
    echo "FAIL: cmake --install $build --prefix $prefix"
    exit 1
}

echo "installed tree:"
(cd "$prefix" && find . -type f | sort)

desktop="$prefix/share/applications/$app_id.desktop"
metainfo="$prefix/share/metainfo/$app_id.metainfo.xml"
for f in "$prefix/bin/streamscope-cli" "$desktop" "$metainfo"; do
    [ -f "$f" ] || fail "missing $f"
done
[ -x "$prefix/bin/streamscope-cli" ] || fail "$prefix/bin/streamscope-cli is not executable"
if [ -f "$prefix/share/man/man1/streamscope-cli.1.gz" ]; then
    gzip -t "$prefix/share/man/man1/streamscope-cli.1.gz" || fail "the manual page is not valid gzip"
elif [ ! -f "$prefix/share/man/man1/streamscope-cli.1" ]; then
    fail "missing $prefix/share/man/man1/streamscope-cli.1(.gz)"
fi
if [ "$gui_built" = 1 ]; then
    [ -x "$prefix/bin/streamscope" ] || fail "the window is built but $prefix/bin/streamscope is not installed"
else
    echo "note: the streamscope (window) target does not exist in this build; not checking bin/streamscope"
fi

# The desktop file, the icon and the metainfo must agree on names.
if [ -f "$desktop" ]; then
    icon="$(sed -n 's/^Icon=//p' "$desktop")"
    [ "$icon" = "$app_id" ] || fail "Icon=$icon in the desktop file, expected $app_id"
    [ -f "$prefix/share/icons/hicolor/scalable/apps/$icon.svg" ] ||
        fail "Icon=$icon but share/icons/hicolor/scalable/apps/$icon.svg is not installed"
    exec_name="$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")"
    if [ "$gui_built" = 1 ]; then
        [ -x "$prefix/bin/$exec_name" ] || fail "Exec=$exec_name but bin/$exec_name is not installed"
    fi
fi
if [ -f "$metainfo" ]; then
    grep -q "<launchable type=\"desktop-id\">$app_id.desktop</launchable>" "$metainfo" ||
        fail "the metainfo's <launchable> does not name $app_id.desktop"
    for binary in $(sed -n 's:.*<binary>\(.*\)</binary>.*:\1:p' "$metainfo"); do
        if [ "$binary" != streamscope ] || [ "$gui_built" = 1 ]; then
            [ -x "$prefix/bin/$binary" ] || fail "the metainfo provides binary $binary, not installed"
        fi
    done
fi

# AppStream's view of the installed tree: metainfo plus the desktop file it launches.
if command -v appstreamcli >/dev/null 2>&1; then
    appstreamcli validate-tree --no-net --strict "$prefix" || fail "appstreamcli validate-tree $prefix"
fi
if command -v desktop-file-validate >/dev/null 2>&1 && [ -f "$desktop" ]; then
    out="$(desktop-file-validate "$desktop" 2>&1)" || fail "desktop-file-validate: $out"
fi

# The installed programs start (from the prefix, not the build tree).
if help="$("$prefix/bin/streamscope-cli" --help 2>&1)"; then
    case "$help" in
    *--dir*) echo "$prefix/bin/streamscope-cli --help: ok" ;;
    *) fail "streamscope-cli --help does not mention --dir: $help" ;;
    esac
else
    fail "$prefix/bin/streamscope-cli --help exited with $?: $help"
fi
if [ "$gui_built" = 1 ]; then
    if version="$(QT_QPA_PLATFORM=offscreen timeout 30 "$prefix/bin/streamscope" --version 2>/dev/null)"; then
        echo "$prefix/bin/streamscope --version: $version"
    else
        fail "$prefix/bin/streamscope --version (offscreen) exited with $?"
    fi
fi

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "install tree complete"
