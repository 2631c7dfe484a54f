#!/usr/bin/env bash
# Runs one Qt Test executable for ctest so that a skip is never counted as a pass:
#   - the executable's own exit status decides failures, as before;
#   - when every row it ran was skipped, it exits 77, which ctest reports as "Skipped"
#     (SKIP_RETURN_CODE), not "Passed";
#   - with STREAMSCOPE_STRICT_SKIPS=1 (scripts/test sets it when run as root, as CI is) a skip
#     fails the test unless its reason begins with "this kernel": as root every privileged
#     row can run, so only a kernel that lacks a feature may excuse one.
# Privileged rows (mounting tmpfs or loop filesystems) get their own ctest entry: --only runs
# just those rows, --except everything else, so that a skipped privileged row cannot hide
# inside an entry whose other rows passed.
#
# Usage: run-qtest.sh [--only SPEC]... [--except SPEC]... -- EXECUTABLE [QTEST ARGS]
#   SPEC  a test function ("coldReadWarning") or one of its data rows ("coldReadWarning:ext4 buffered read")
set -uo pipefail

only=() except=()
while (($#)); do
    case "$1" in
    --only) only+=("$2"); shift 2 ;;
    --except) except+=("$2"); shift 2 ;;
    --) shift; break ;;
    *) echo "run-qtest: unknown argument $1" >&2; exit 2 ;;
    esac
done
exe="$1"
shift

selection=()
if ((${#only[@]})); then
    selection=("${only[@]}")
elif ((${#except[@]})); then
    # Every function, or every row of a function some of whose rows are excluded, that no
    # --except names. -datatags prints "Class function [row tag]" per row.
    declare -A excluded_function=() excluded_row=() partly=()
    for spec in "${except[@]}"; do
        if [[ "$spec" == *:* ]]; then
            excluded_row["$spec"]=1
            partly["${spec%%:*}"]=1
        else
            excluded_function["$spec"]=1
        fi
    done
    declare -A seen=()
    while IFS= read -r line; do
        rest="${line#* }"
        function="${rest%% *}"
        tag=""
        [[ "$rest" == *" "* ]] && tag="${rest#* }"
        [[ -n "${excluded_function[$function]:-}" ]] && continue
        if [[ -n "${partly[$function]:-}" ]]; then
            [[ -n "${excluded_row[$function:$tag]:-}" ]] || selection+=("$function:$tag")
        elif [[ -z "${seen[$function]:-}" ]]; then
            seen["$function"]=1
            selection+=("$function")
        fi
    done < <("$exe" -datatags)
    if ((${#selection[@]} == 0)); then
        echo "run-qtest: every test of $exe is excluded; nothing to run"
        exit 77
    fi
fi

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
"$exe" "$@" "${selection[@]}" 2>&1 | tee "$log"
status="${PIPESTATUS[0]}"
if [[ "$status" != 0 ]]; then
    exit "$status"
fi

skips="$(grep -E '^SKIP   : ' "$log" || true)"
[[ -n "$skips" ]] || exit 0
passes="$(grep -E '^PASS   : ' "$log" | grep -cvE '::(initTestCase|cleanupTestCase)\(' || true)"

if [[ "${STREAMSCOPE_STRICT_SKIPS:-0}" == 1 ]]; then
    # The reason follows the row's name: "SKIP   : Class::function(row) reason".
    forbidden="$(printf '%s\n' "$skips" | awk '{ reason = $0; sub(/^SKIP   : [^(]*\([^)]*\) /, "", reason) } reason !~ /^this kernel/' || true)"
    if [[ -n "$forbidden" ]]; then
        echo "run-qtest: STREAMSCOPE_STRICT_SKIPS=1: these rows skipped, and only a missing kernel feature may excuse a skip here:"
        printf '  %s\n' "$forbidden"
        exit 1
    fi
fi
if [[ "$passes" == 0 ]]; then
    echo "run-qtest: every row skipped ($(printf '%s\n' "$skips" | wc -l)); reporting the test as skipped"
    exit 77
fi
exit 0
