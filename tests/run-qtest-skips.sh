#!/usr/bin/env bash
# tests/run-qtest.sh's verdict on skips, against a stand-in Qt Test executable that prints the
# rows it is told to: which skip reasons STREAMSCOPE_STRICT_SKIPS=1 lets pass ("this kernel
# ...", "not proven here: ..."), and that STREAMSCOPE_REQUIRE_PROOFS=1 fails every "not proven
# here" skip, strict or not.
#
# Usage: run-qtest-skips.sh PATH/TO/run-qtest.sh
set -uo pipefail
runner="$1"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/fake-test" <<'FAKE'
#!/usr/bin/env bash
[[ "${1:-}" == -datatags ]] && exit 0
echo "PASS   : T::initTestCase()"
printf "%s\n" "${ROWS:-}" | tr '|' '\n'
echo "PASS   : T::cleanupTestCase()"
FAKE
chmod +x "$tmp/fake-test"

failures=0
# ROWS ("|" between lines), the environment, the exit status expected, a line the output must hold.
check() {
    local rows="$1" environment="$2" want="$3" says="${4:-}"
    env ROWS="$rows" STREAMSCOPE_STRICT_SKIPS=0 STREAMSCOPE_REQUIRE_PROOFS=0 $environment \
        bash "$runner" -- "$tmp/fake-test" >"$tmp/out" 2>&1
    local got=$?
    if [[ "$got" != "$want" ]] || ! grep -qF -- "$says" "$tmp/out"; then
        echo "FAIL: rows '$rows' with '$environment': status $got (want $want), output:"
        sed 's/^/    /' "$tmp/out"
        failures=$((failures + 1))
    fi
}
pass="PASS   : T::b()"
kernel="SKIP   : T::a() this kernel has no cachestat(2)"
proof="SKIP   : T::a(row) not proven here: capacity on a throttled device (needs root)"
other="SKIP   : T::a() no tmpfs to test on"
strict="STREAMSCOPE_STRICT_SKIPS=1"
require="STREAMSCOPE_REQUIRE_PROOFS=1"

check "$pass|$kernel" "" 0
check "$pass|$kernel" "$strict" 0
check "$pass|$kernel" "$strict $require" 0
check "$kernel" "$strict" 77 "every row skipped"
check "$pass|$proof" "" 0
check "$pass|$proof" "$strict" 0
check "$proof" "$strict" 77 "every row skipped"
check "$pass|$proof" "$require" 1 "  $proof"
check "$pass|$proof" "$strict $require" 1 "STREAMSCOPE_REQUIRE_PROOFS=1: these real-kernel proofs could not run"
check "$pass|$other" "" 0
check "$pass|$other" "$require" 0
check "$pass|$other" "$strict" 1 "  $other"
check "$pass|$other|$proof" "$strict" 1 "  $other"
# Only the prefix counts: the words later in a reason excuse nothing.
check "$pass|SKIP   : T::a() cannot say: not proven here: x" "$strict" 1 "STREAMSCOPE_STRICT_SKIPS=1"

if ((failures)); then
    echo "run-qtest-skips: $failures failure(s)"
    exit 1
fi
echo "run-qtest-skips: all cases passed"
