#!/usr/bin/env bash
# Proves that scripts/deps names every Debian package the build, the programs and the tests
# need, on any machine, however much else that machine has installed.
#
# It collects what was really used:
#   - every CMake package config the configure step loaded (the *_DIR entries of the cache)
#     and every file the cache points at (compilers, ninja, libraries);
#   - every shared library the built programs and tests load (ldd), and the Qt plugins the
#     window needs at run time (a platform plugin, the SVG icon engine);
#   - every tool the scripts and tests call (tests/deps/tools.txt);
# maps each to the package that owns it (dpkg -S), and fails, naming the package and what
# needs it, when that package is neither part of Debian's base system (Essential or
# Priority: required, which every Debian machine has) nor in the hard-dependency closure of
# the package list. The closure follows Depends and Pre-Depends only: Recommends are not
# installed by scripts/deps (--no-install-recommends), and counting them would put
# thousands of packages in the closure and hide exactly the missing-package bug this
# exists for (qt6-base-dev only Recommends libqt6opengl6-dev, which Qt6Charts needs).
#
# Usage: check-package-closure.sh --cache BUILD/CMakeCache.txt --deps SCRIPT \
#            [--tools FILE] [--scan DIR]... [--without PKG]...
#   --without PKG  check the list minus PKG (the suite uses it to show that the check fails)
set -euo pipefail

cache="" deps="" tools="" scan=() without=()
while (($#)); do
    case "$1" in
    --cache) cache="$2"; shift 2 ;;
    --deps) deps="$2"; shift 2 ;;
    --tools) tools="$2"; shift 2 ;;
    --scan) scan+=("$2"); shift 2 ;;
    --without) without+=("$2"); shift 2 ;;
    *) echo "check-package-closure: unknown argument $1" >&2; exit 2 ;;
    esac
done
if [[ -z "$cache" || -z "$deps" ]]; then
    echo "check-package-closure: --cache and --deps are required" >&2
    exit 2
fi
for tool in dpkg dpkg-query apt-cache ldd; do
    if ! command -v "$tool" >/dev/null; then
        echo "check-package-closure: $tool is missing; this check only runs on Debian" >&2
        exit 77
    fi
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# --- the list scripts/deps installs for the test suite (it is a superset of the run list)
mapfile -t listed < <("$deps" --test --list)
for drop in "${without[@]}"; do
    mapfile -t listed < <(printf '%s\n' "${listed[@]}" | grep -vxF -- "$drop")
done
if ((${#listed[@]} == 0)); then
    echo "check-package-closure: $deps --test --list printed no packages" >&2
    exit 1
fi

# --- its hard-dependency closure
if ! apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances "${listed[@]}" >"$work/depends" 2>"$work/depends.err"; then
    cat "$work/depends.err" >&2
    echo "check-package-closure: apt-cache cannot resolve the list (no package lists? run apt-get update)" >&2
    exit 1
fi
# With --recurse every package of the closure appears once as an unindented line; virtual
# packages appear as <name> and are resolved through the lines below them.
grep -v '^ ' "$work/depends" | grep -v '^<' | sed 's/:.*//' | sort -u >"$work/closure"

# Debian's base system: Essential packages and those of Priority required, which every
# Debian machine has (debootstrap --variant=minbase installs exactly these).
dpkg-query -W -f='${Package} ${Essential} ${Priority}\n' | awk '$2 == "yes" || $3 == "required" { print $1 }' \
    | sort -u >"$work/base"

# --- what was used: (what needs it, file) pairs
: >"$work/needs"
need() { printf '%s\t%s\n' "$1" "$2" >>"$work/needs"; }

config_file_of() {
    local dir="$1" name="$2" f
    for f in "$dir/${name}Config.cmake" "$dir/${name,,}-config.cmake" "$dir"/*Config.cmake "$dir"/*-config.cmake; do
        if [[ -f "$f" ]]; then
            printf '%s\n' "$f"
            return
        fi
    done
}
while IFS= read -r line; do
    key="${line%%:*}"
    value="${line#*=}"
    case "$line" in
    *_DIR:PATH=/*)
        [[ -d "$value" ]] || continue
        file="$(config_file_of "$value" "${key%_DIR}")"
        [[ -n "$file" ]] && need "CMake package ${key%_DIR}" "$file"
        ;;
    CMAKE_*:FILEPATH=/*)
        # The compilers, ninja, ar and friends. Other FILEPATH entries are optional finds
        # (FindOpenGL looks for GLU and EGL whether or not anything links them); what is
        # really linked comes from the link lines below.
        [[ -f "$value" ]] && need "the build ($key)" "$value"
        ;;
    esac
done <"$cache"

# Every system header a compile step read and every library a link step named.
build_dir="$(dirname "$cache")"
if [[ -f "$build_dir/build.ninja" ]]; then
    ninja -C "$build_dir" -t deps 2>/dev/null | awk '/^ +\/usr\// { print "a compile step (includes it)\t" $1 }' \
        | sort -u >>"$work/needs"
    grep -E '^ +LINK_LIBRARIES = ' "$build_dir/build.ninja" | tr ' ' '\n' | grep -E '^/' | sort -u \
        | while IFS= read -r lib; do need "a link step" "$lib"; done
fi

for dir in "${scan[@]}"; do
    while IFS= read -r exe; do
        # Only ELF files: ldd on a script runs nothing useful.
        [[ "$(head -c 4 "$exe" | od -An -c | tr -d ' ')" == 177ELF ]] || continue
        ldd "$exe" 2>/dev/null | awk '/=> \// { print $3 } /^\t\// { print $1 }' \
            | while IFS= read -r lib; do need "$(basename "$exe") (loads it)" "$lib"; done
    done < <(find "$dir" -type f -perm -u+x -not -path '*/CMakeFiles/*' -not -name '*.so*')
done

qt_plugins="$(qtpaths6 --query QT_INSTALL_PLUGINS 2>/dev/null || true)"
if [[ -n "$qt_plugins" ]]; then
    for plugin in platforms/libqxcb.so platforms/libqoffscreen.so iconengines/libqsvgicon.so imageformats/libqsvg.so; do
        if [[ -f "$qt_plugins/$plugin" ]]; then
            need "the window at run time (Qt plugin)" "$qt_plugins/$plugin"
        else
            echo "MISSING: the Qt plugin $plugin is not installed: the window needs it at run time" >&2
            echo "missing-plugin" >>"$work/failures"
        fi
    done
else
    echo "MISSING: qtpaths6 not found, so the Qt plugins cannot be located" >&2
    echo "missing-qtpaths" >>"$work/failures"
fi

if [[ -n "$tools" ]]; then
    while read -r tool users; do
        [[ -z "$tool" || "$tool" == \#* ]] && continue
        path="$(command -v "$tool" || true)"
        if [[ -z "$path" ]]; then
            echo "MISSING: the tool $tool (used by $users) is not installed at all" >&2
            echo "$tool" >>"$work/failures"
            continue
        fi
        need "$users (calls $tool)" "$path"
    done <"$tools"
fi

# --- owners. One index of every packaged path (dpkg's file lists), so that a thousand
# lookups cost one pass. dpkg knows files by the path they were packaged under, which on a
# merged-/usr system may differ from the one a symlink, the compiler or ldd gives: each path
# is also tried with /usr added or removed and with its symlinks resolved.
awk '{ pkg = FILENAME; sub(/.*\//, "", pkg); sub(/\.list$/, "", pkg); sub(/:.*/, "", pkg); print $0 "\t" pkg }' \
    /var/lib/dpkg/info/*.list >"$work/index"
sort -u -t$'\t' -k2,2 "$work/needs" | while IFS=$'\t' read -r who file; do
    real="$file"
    [[ -L "$file" ]] && real="$(readlink -f "$file")"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$who" "$file" "$file" "$real" "${file#/usr}" "/usr$file" "${real#/usr}"
done >"$work/candidates"
awk -F'\t' -v failures="$work/failures" '
    FILENAME == ARGV[1] { if ($1 in owners) owners[$1] = owners[$1] "," $2; else owners[$1] = $2; next }
    FILENAME == ARGV[2] || FILENAME == ARGV[3] { given[$1] = 1; next }
    {
        checked++
        found = ""
        for (i = 3; i <= 7; i++) if ($i != "" && ($i in owners)) { found = owners[$i]; break }
        if (found == "") {
            # Files no package owns (the build'"'"'s own libraries) say nothing about the list;
            # /usr/local and /opt are reported, since a fresh machine does not have them.
            if ($2 ~ /^\/(usr\/local|opt)\//) {
                print "MISSING: " $2 " (for " $1 ") belongs to no Debian package; a fresh machine does not have it" > "/dev/stderr"
                print $2 >> failures
            }
            next
        }
        n = split(found, pkgs, ",")
        ok = 0
        for (i = 1; i <= n; i++) if (pkgs[i] in given) ok = 1
        if (!ok) {
            print "MISSING: " found " (owns " $2 ", needed by " $1 ") is not in the hard-dependency closure of scripts/deps'"'"' list: add it there" > "/dev/stderr"
            for (i = 1; i <= n; i++) print pkgs[i] >> failures
        }
    }
    END { print checked > "/dev/stdout" }' "$work/index" "$work/closure" "$work/base" "$work/candidates" >"$work/checked"
checked="$(cat "$work/checked")"

if [[ -s "$work/failures" ]]; then
    echo "check-package-closure: FAILED: $(tr ' ' '\n' <"$work/failures" | sort -u | paste -sd' ') missing from scripts/deps (checked $checked files against ${#listed[@]} listed packages, closure of $(wc -l <"$work/closure"))" >&2
    exit 1
fi
echo "check-package-closure: every one of $checked files used by the build, the programs and the tests belongs to the base system or to the closure ($(wc -l <"$work/closure") packages) of the ${#listed[@]} listed packages"
