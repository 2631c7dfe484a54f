#!/usr/bin/env bash
# scripts/slow-device's choice of throttle and the exact cgroup writes it makes and undoes,
# against fake cgroup trees in a temporary directory (SLOW_DEVICE_CGROUP_V1/SLOW_DEVICE_CGROUP2)
# with --dry-run: no root, no loop device, nothing written to the machine's cgroups, and the
# fake trees must be unchanged afterwards. tests/tst_slowdevice does the same for the C++ twin.
#
# Usage: slow-device-dry-run.sh PATH/TO/scripts/slow-device
set -uo pipefail
script="$1"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

# A cgroup2 root: ROOT CONTROLLERS SUBTREE_CONTROL [namespace], "namespace" for a cgroup that is
# not the real root (it has cgroup.type).
fake_root() {
    rm -rf "$1"
    mkdir -p "$1"
    printf '%s\n' "$2" >"$1/cgroup.controllers"
    printf '%s\n' "$3" >"$1/cgroup.subtree_control"
    printf '1\n%s\n' "$$" >"$1/cgroup.procs"
    if [[ "${4:-}" == namespace ]]; then echo domain >"$1/cgroup.type"; fi
}
tree_state() { (cd "$tmp" && find cg v1 -type f -print0 2>/dev/null | sort -z | xargs -0 -r md5sum); }

# Runs the script on the fake trees; its dry-run lines (root paths as ROOT, the child cgroup's
# number as PID, the device as DEV) in $tmp/lines, its status in $status.
run() { # V1 CGROUP2 SCRIPT-ARGS... -- COMMAND...
    local v1="$1" v2="$2"
    shift 2
    mkdir -p "$tmp/parent"
    local before
    before="$(tree_state)"
    SLOW_DEVICE_CGROUP_V1="$v1" SLOW_DEVICE_CGROUP2="$v2" "$script" --dry-run --parent "$tmp/parent" "$@" \
        >"$tmp/out" 2>"$tmp/err"
    status=$?
    local dev
    dev="$(stat -c '%Hd:%Ld' "$tmp/parent")"
    grep -F 'dry run: ' "$tmp/err" | sed -e 's/^scripts\/slow-device: dry run: //' -e "s#$tmp#ROOT#g" \
        -e 's/streamscope-slow\.[0-9]*/streamscope-slow.PID/g' -e "s/$dev/DEV/g" >"$tmp/lines"
    [[ "$(tree_state)" == "$before" ]] || fail "$case: the dry run changed the fake cgroup tree"
    [[ -z "$(ls -A "$tmp/parent")" ]] || fail "$case: the work directory was left behind: $(ls -A "$tmp/parent")"
}
expect_lines() {
    if ! diff -u <( (($#)) && printf '%s\n' "$@") "$tmp/lines" >"$tmp/diff"; then
        fail "$case: other cgroup writes than expected:"
        cat "$tmp/diff"
    fi
}

case="v2, io and memory to enable"
fake_root "$tmp/cg" "cpuset cpu io memory hugetlb pids" "cpu pids"
run none "$tmp/cg" --write-bps 20000000 -- sh -c 'echo "$SLOW_DEVICE_CGROUP"; exit 3'
[[ "$status" == 3 ]] || fail "$case: exit status $status, not the command's 3"
[[ "$(sed "s#$tmp#ROOT#; s/[0-9]*$/PID/" "$tmp/out")" == "ROOT/cg/streamscope-slow.PID" ]] \
    || fail "$case: SLOW_DEVICE_CGROUP was '$(cat "$tmp/out")'"
expect_lines "write ROOT/cg/cgroup.subtree_control: +io" "write ROOT/cg/cgroup.subtree_control: +memory" \
    "mkdir ROOT/cg/streamscope-slow.PID" "write ROOT/cg/streamscope-slow.PID/io.max: DEV wbps=20000000" \
    "write ROOT/cg/streamscope-slow.PID/cgroup.procs: 0 (COMMAND itself, before it execs)" \
    "write ROOT/cg/streamscope-slow.PID/io.max: DEV wbps=max" "rmdir ROOT/cg/streamscope-slow.PID" \
    "write ROOT/cg/cgroup.subtree_control: -memory" "write ROOT/cg/cgroup.subtree_control: -io"

case="v2, io already enabled"
fake_root "$tmp/cg" "cpu io memory pids" "io pids"
run none "$tmp/cg" --write-bps 1000000 -- true
[[ "$status" == 0 ]] || fail "$case: exit status $status"
expect_lines "write ROOT/cg/cgroup.subtree_control: +memory" "mkdir ROOT/cg/streamscope-slow.PID" \
    "write ROOT/cg/streamscope-slow.PID/io.max: DEV wbps=1000000" \
    "write ROOT/cg/streamscope-slow.PID/cgroup.procs: 0 (COMMAND itself, before it execs)" \
    "write ROOT/cg/streamscope-slow.PID/io.max: DEV wbps=max" "rmdir ROOT/cg/streamscope-slow.PID" \
    "write ROOT/cg/cgroup.subtree_control: -memory"

case="v2 without io (this machine: io bound to v1)"
fake_root "$tmp/cg" "hugetlb" ""
run none "$tmp/cg" -- true
[[ "$status" == 1 ]] || fail "$case: exit status $status, not 1"
grep -qF "offers only 'hugetlb'" "$tmp/err" || fail "$case: no clear reason: $(cat "$tmp/err")"
expect_lines
run none "$tmp/cg" --or-explain -- sh -c 'echo "$SLOW_DEVICE_UNAVAILABLE"'
[[ "$status" == 0 && "$(cat "$tmp/out")" == "this kernel offers neither"*"io controller"* ]] \
    || fail "$case: --or-explain gave status $status and '$(cat "$tmp/out")'"

case="v2 in a cgroup namespace that holds processes"
fake_root "$tmp/cg" "cpu io memory pids" "pids" namespace
run none "$tmp/cg" -- true
[[ "$status" == 1 ]] || fail "$case: exit status $status, not 1"
grep -qF 'no internal processes' "$tmp/err" || fail "$case: no clear reason: $(cat "$tmp/err")"
expect_lines

case="v1 preferred"
fake_root "$tmp/cg" "cpuset cpu io memory pids" "cpu"
mkdir -p "$tmp/v1" && : >"$tmp/v1/blkio.throttle.write_bps_device"
run "$tmp/v1/blkio.throttle.write_bps_device" "$tmp/cg" --write-bps 4194304 -- sh -c 'echo "[$SLOW_DEVICE_CGROUP]"'
[[ "$status" == 0 && "$(cat "$tmp/out")" == "[]" ]] || fail "$case: status $status, SLOW_DEVICE_CGROUP $(cat "$tmp/out")"
expect_lines "write ROOT/v1/blkio.throttle.write_bps_device: DEV 4194304" \
    "write ROOT/v1/blkio.throttle.write_bps_device: DEV 0"
rm -rf "$tmp/v1"

# Interrupted while the command runs: everything is put back all the same.
case="v2, interrupted"
fake_root "$tmp/cg" "io memory" ""
mkdir -p "$tmp/parent"
SLOW_DEVICE_CGROUP_V1=none SLOW_DEVICE_CGROUP2="$tmp/cg" "$script" --dry-run --parent "$tmp/parent" \
    -- sh -c 'touch "$0"; exec sleep 60' "$tmp/started" 2>"$tmp/err" &
pid=$!
for ((i = 0; i < 300; i++)); do
    [[ -e "$tmp/started" ]] && break
    sleep 0.1
done
kill -TERM "$pid"
wait "$pid"
status=$?
[[ "$status" == 130 ]] || fail "$case: exit status $status, not 130"
for line in "io.max: [0-9:]* wbps=max" "rmdir " "cgroup.subtree_control: -memory" "cgroup.subtree_control: -io"; do
    grep -q "dry run: .*$line" "$tmp/err" || fail "$case: not undone: $line"
done
[[ -z "$(ls -A "$tmp/parent")" ]] || fail "$case: the work directory was left behind"

if ((failures)); then
    echo "slow-device-dry-run: $failures failure(s)"
    exit 1
fi
echo "slow-device-dry-run: all cases passed"
