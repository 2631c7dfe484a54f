#!/bin/bash
# ctest seed_programs: seed 000's extraction applies every listed patch (and refuses a text
# where one does not apply), and the three seed programs run on a few MiB in a temporary
# directory, print their rates and remove their files.
#   test-seed-programs.sh CMAKE EXTRACT_SCRIPT SEED000_TXT HDTEST ELVTEST SEED000_BIN
# SEED000_TXT and SEED000_BIN are empty when the seed texts are not there (then only the
# refusal and the two rebuilt programs are tested).
set -u
cmake=$1 extract=$2 seed_txt=$3 hdtest=$4 elvtest=$5 seed000=$6
tmp=$(mktemp -d "${TMPDIR:-/tmp}/seedprog.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "PASS: $*"; }

# A program text in seed 000's shape where patch 2's cast is already gone: must be refused.
cat >"$tmp/broken.txt" <<'TXT'
#include <stdio.h>
#include <sys/time.h>
char *buf = (char *)(((uintptr_t)tmp + 4095) & ~4095);
memset(buf, 0, BSIZE);
--- End Message ---
TXT
if "$cmake" -DSEED="$tmp/broken.txt" -DOUT="$tmp/broken.c" -P "$extract" >"$tmp/broken.log" 2>&1; then
    fail "extraction accepted a text where a patch does not apply"
elif grep -q "patch '2 uintptr_t'" "$tmp/broken.log" && [[ ! -e $tmp/broken.c ]]; then
    pass "extraction refuses a text where a patch does not apply"
else
    fail "extraction failed for another reason: $(cat "$tmp/broken.log")"
fi

if [[ -n $seed_txt ]]; then
    if "$cmake" -DSEED="$seed_txt" -DOUT="$tmp/seed000.c" -P "$extract"; then
        c="$tmp/seed000.c"
        [[ $(grep -c '(uintptr_t)tmp' "$c") == 2 ]] && ! grep -q '(unsigned int)tmp' "$c" \
            && pass "patch 2: both casts are uintptr_t" || fail "patch 2 not applied"
        grep -q 'memcpy(buf, seed_pattern, BSIZE)' "$c" && ! grep -q 'memset(buf, 0' "$c" \
            && pass "patch 3: StreamScope's data" || fail "patch 3 not applied"
        grep -q 'POSIX_FADV_DONTNEED' "$c" && pass "patch 5: eviction before the reads" || fail "patch 5 not applied"
        grep -q 'int main' "$c" && ! grep -q 'End Message' "$c" && ! grep -q 'Mailing List' "$c" \
            && pass "only the program was extracted" || fail "extraction boundaries"
    else
        fail "extraction of $seed_txt"
    fi
fi

# Each program on a few MiB: the rate lines, and nothing left behind.
run() { # name, expected line count regex, command...
    local name=$1 pattern=$2 count=$3
    shift 3
    local dir="$tmp/$name"
    mkdir "$dir"
    (cd "$dir" && "$@") >"$tmp/$name.out" 2>&1
    local rc=$?
    if ((rc != 0)); then
        fail "$name: exit status $rc ($(cat "$tmp/$name.out"))"
        return
    fi
    local got
    got=$(grep -cE "$pattern" "$tmp/$name.out")
    [[ $got == "$count" ]] && pass "$name: $count rate lines" || fail "$name: $got lines matching '$pattern': $(cat "$tmp/$name.out")"
    [[ -z $(ls -A "$dir") ]] && pass "$name: its files removed" || fail "$name left $(ls "$dir")"
}
if [[ -n $seed000 ]]; then
    # 1 file of 4 MiB, then 2 of 2 MiB: two writes, three per-file reads, one total read.
    run seed000 '^Transferred [0-9]+Mb of data in [0-9.]+ seconds' 6 "$seed000" "$tmp/seed000/seed_" 4
fi
run hdtest '^(SINGLE|MULTI-) ?THREADED: [0-9.]+ MByte/sec' 2 "$hdtest" "$tmp/hdtest" 10 async trunc
run hdtest-sync '^SINGLE THREADED: [0-9.]+ MByte/sec' 1 "$hdtest" "$tmp/hdtest-sync" 5 sync notrunc single
run elvtest '^(files created|finished writing|finished reading)' 3 "$elvtest" "$tmp/elvtest" 4 1

echo "$failures failure(s)"
[[ $failures == 0 ]]
