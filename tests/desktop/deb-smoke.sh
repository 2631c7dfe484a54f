#!/bin/sh
# Builds the .deb with cpack from the current build tree, unpacks it with `dpkg -x` into a
# temporary root (no root rights, nothing installed on the machine) and runs the packaged
# streamscope-cli from there. Also checks the control fields and that Depends names the Qt 6
# runtime packages (see cmake/Packaging.cmake for how that line is made).
# Exits 77 (skipped) when the Debian tools are missing.
# Usage: deb-smoke.sh CPACK CPACK_CONFIG APP_ID VERSION
set -eu
cpack="$1"
config="$2"
app_id="$3"
version="$4"

for tool in dpkg dpkg-deb; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "$tool not found: building and unpacking a .deb needs Debian's dpkg"
        exit 77
    fi
done
if [ ! -f "$config" ]; then
    echo "FAIL: $config does not exist; is cmake/Packaging.cmake included by the top-level CMakeLists.txt?"
    exit 1
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/streamscope-deb.XXXXXX")"
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

# -B keeps the package and CPack's staging tree out of the build directory.
if ! "$cpack" --config "$config" -G DEB -B "$work/out" >"$work/cpack.log" 2>&1; then
    cat "$work/cpack.log"
    echo "FAIL: cpack --config $config -G DEB"
    exit 1
fi
set -- "$work"/out/*.deb
if [ "$#" -ne 1 ] || [ ! -f "$1" ]; then
    cat "$work/cpack.log"
    echo "FAIL: expected exactly one .deb in $work/out, found: $*"
    exit 1
fi
deb="$1"
echo "built $(basename "$deb")"
dpkg-deb --field "$deb" Package Version Architecture Section Maintainer Depends Recommends

field() { dpkg-deb --field "$deb" "$1"; }
[ "$(field Package)" = streamscope ] || fail "Package is $(field Package), expected streamscope"
[ "$(field Version)" = "$version" ] || fail "Version is $(field Version), expected $version"
[ "$(field Section)" = utils ] || fail "Section is $(field Section), expected utils"
[ -n "$(field Maintainer)" ] || fail "no Maintainer"

dpkg -x "$deb" "$work/root"
root="$work/root"
for f in usr/bin/streamscope-cli \
    "usr/share/applications/$app_id.desktop" \
    "usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
    "usr/share/metainfo/$app_id.metainfo.xml" \
    usr/share/man/man1/streamscope-cli.1.gz; do
    [ -f "$root/$f" ] || fail "the package lacks /$f"
done

# Depends must carry the Qt runtime the packaged programs load: QtCore for the CLI, and
# for the window also Gui (with the xcb platform plugin), Widgets, Charts and Svg (with the
# SVG icon plugins). Package names as "libqt6core6" or "libqt6core6 (>= 6.4.0)".
depends="$(field Depends)"
needed=libqt6core6
if [ -f "$root/usr/bin/streamscope" ]; then
    needed="$needed libqt6gui6 libqt6widgets6 libqt6charts6 libqt6svg6"
fi
for pkg in $needed; do
    case ", $depends," in
    *", $pkg,"* | *", $pkg ("*) ;;
    *) fail "Depends lacks $pkg: $depends" ;;
    esac
done

# The packaged CLI runs from the unpacked tree (its libraries come from the system).
if help="$(LC_ALL=C.UTF-8 "$root/usr/bin/streamscope-cli" --help 2>&1)"; then
    case "$help" in
    *--dir*) echo "$root/usr/bin/streamscope-cli --help: ok" ;;
    *) fail "the packaged streamscope-cli --help does not mention --dir: $help" ;;
    esac
else
    fail "the packaged streamscope-cli --help exited with $?: $help"
fi
if version_out="$("$root/usr/bin/streamscope-cli" --version 2>&1)"; then
    [ "$version_out" = "streamscope-cli $version" ] || fail "packaged --version says: $version_out"
else
    fail "the packaged streamscope-cli --version failed: $version_out"
fi

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "package ok"
