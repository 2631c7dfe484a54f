#!/usr/bin/env bash
# Runs one Qt Test executable for ctest so that a skip is never counted as a pass:
#   - the executable's own exit status decides failures, as before;
#   - when every row it ran was skipped, it exits 77, which ctest reports as "Skipped"
#     (SKIP_RETURN_CODE), not "Passed";
#   - with STREAMSCOPE_STRICT_SKIPS=1 (scripts/test sets it when run as root, as CI is) a skip
#     fails the test unless its reason begins with "this kernel" or "not proven here: ": as
#     root every privileged row can run, so only a kernel that lacks a feature may excuse one,
#     or a real-kernel proof that this machine cannot make (no cgroup throttle, no mounts) and
#     says so by that prefix, followed by what was not proven and why;
#   - with STREAMSCOPE_REQUIRE_PROOFS=1 (a machine meant to prove everything) every
#     "not proven here" skip fails the test, whether strict or not.
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

# The skips whose reason (it follows the row's name: "SKIP   : Class::function(row) reason")
# matches an extended regular expression, or with "!" first, does not.
skips_whose_reason() {
    local negate=0
    if [[ "$1" == "!" ]]; then
        negate=1
        shift
    fi
    printf '%s\n' "$skips" | awk -v pattern="$1" -v negate="$negate" \
        '{ reason = $0; sub(/^SKIP   : [^(]*\([^)]*\) /, "", reason) } (reason ~ pattern) != negate' || true
}
# Fails the test with a headline over the skips it is about, when there are any.
fail_listing() { # HEADLINE SKIPS
    [[ -n "$2" ]] || return 0
    echo "run-qtest: $1"
    printf '%s\n' "$2" | sed 's/^/  /'
    exit 1
}
if [[ "${STREAMSCOPE_REQUIRE_PROOFS:-0}" == 1 ]]; then
    fail_listing "STREAMSCOPE_REQUIRE_PROOFS=1: these real-kernel proofs could not run on this machine, and here every proof must run:" \
        "$(skips_whose_reason '^not proven here: ')"
fi
if [[ "${STREAMSCOPE_STRICT_SKIPS:-0}" == 1 ]]; then
    fail_listing "STREAMSCOPE_STRICT_SKIPS=1: these rows skipped, and only a missing kernel feature (\"this kernel ...\") or a proof this machine cannot make (\"not proven here: ...\") may excuse a skip here:" \
        "$(skips_whose_reason ! '^(this kernel|not proven here: )')"
fi
if [[ "$passes" == 0 ]]; then
    echo "run-qtest: every row skipped ($(printf '%s\n' "$skips" | wc -l)); reporting the test as skipped"
    exit 77
fi
exit 0
