#pragma once

#include <QString>
#include <cstdint>
#include <functional>
#include <limits>
#include <sys/types.h>

// What the target's device can really write, measured before a real-time verdict rests on it.
// A buffered write lands in the page cache at memory speed, and with the kernel's default dirty
// settings nothing of it is written back for dirty_expire_centisecs (30 s): over a run's first
// half minute the device rate the run sees is 0 whatever the device is. So the device is asked
// directly: a private file written with O_DIRECT in sequential blocks, one at a time, until a
// byte or time budget is spent. Each write returns only when the device has the data, so the
// rate is the device's (through the filesystem), not the cache's. Blocks of 256 KiB and at least
// a few of them: a device throttled to a few hundred KiB/s still gets more than one timed write
// (a throttle hands out its budget in slices of ~100 ms). One measurement per device
// and filesystem for the whole process: a capacity search's steps all share it.
namespace DeviceRate {

struct Measurement {
    double bytesPerSecond = std::numeric_limits<double>::quiet_NaN(); // NaN: not measured
    int64_t bytes = 0; // what the timed writes wrote
    double seconds = 0; // and how long they took
    QString error; // why it was not measured (the filesystem refuses O_DIRECT, no space, ...)

    bool known() const { return bytesPerSecond > 0; }
};

struct Budget {
    int64_t maxBytes = int64_t(16) * 1024 * 1024;
    double minSeconds = 1.0; // time the writes for at least this long, and at least minBlocks
    int minBlocks = 4;
    double maxSeconds = 4.0; // but never longer
    int64_t blockBytes = int64_t(256) * 1024;
};

// Writes `fileName` (created with O_EXCL, never an existing file) inside the directory open as
// dirFd, times the writes after the first (which pays for allocation and the device waking up),
// and removes the file before returning, whatever happened. `stop` (optional) is polled
// between writes: a cancelled run does not wait for the budget.
Measurement measure(int dirFd, const char* fileName, const Budget& budget = {}, const std::function<bool()>& stop = {});

// The measurement of the device and filesystem the directory open as dirFd is on, made once
// per process (keyed by st_dev and the filesystem id) and then handed out again.
Measurement cached(int dirFd, const char* fileName, const Budget& budget = {}, const std::function<bool()>& stop = {});

// Tests that rebuild a device under the same number: forget what was measured.
void forget();

} // namespace DeviceRate
