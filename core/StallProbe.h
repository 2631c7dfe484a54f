#pragma once

#include "SystemProbe.h"

#include <QByteArray>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

// What the sampler reads while an op is stalled: the blocked thread itself
// (/proc/self/task/TID/{wchan,stat,syscall} and its CPU clock) and the kernel figures a cause
// is decided from (device flushes and busy time, jbd2, memory pressure, reclaim). Only read
// while some op has been in flight for a few milliseconds, so an unstalled run pays nothing.
// Everything here is readable by an ordinary user for its own process.
namespace StallProbe {

// One look at a thread.
struct ThreadReading {
    bool ok = false; // false: the thread is gone or its files are unreadable
    char state = '?'; // R, D, S, ... (field 3 of stat)
    QByteArray wchan; // empty when not sleeping ("0")
    int syscall = -1; // the syscall it is in; -1 running in user space or unknown
    int64_t cpuNs = -1; // CPU time used so far
};

// /sys/block/DEV/stat fields beyond SysProbe::DiskStats: in flight (9), io_ticks (10), flush
// requests and flush time (16, 17; 5.5+).
struct DeviceCounters {
    uint64_t inFlight = 0;
    uint64_t ioTicksMs = 0;
    bool hasFlush = false;
    uint64_t flushes = 0;
    uint64_t flushMs = 0;
};

// The journal of an ext4/jbd2 filesystem, /proc/fs/jbd2/DEV-8/info.
struct Journal {
    int64_t transactions = 0;
    double averageCommitUs = 0;
};

// Kernel-wide figures at one moment.
struct Reading {
    int64_t monotonicNs = 0;
    std::optional<SysProbe::VmStat> vm;
    int64_t allocStalls = -1; // sum of allocstall_*
    int64_t pagesScannedDirect = -1; // pgscan_direct
    std::optional<DeviceCounters> device;
    std::optional<SysProbe::Pressure> io;
    std::optional<SysProbe::Pressure> memory;
    std::optional<Journal> journal;
};

// Settings of the device read once.
struct DeviceSettings {
    SysProbe::BdiLimits bdi;
    int64_t queueDepth = -1; // queue/nr_requests
    int stableWrites = -1; // queue/stable_writes
};

// Parsers over file contents (fixtures in tests/data/stallcause/).
std::optional<ThreadReading> parseThread(const QByteArray& stat, const QByteArray& wchan, const QByteArray& syscall);
std::optional<DeviceCounters> parseDeviceCounters(const QByteArray& statFile);
std::optional<Journal> parseJournal(const QByteArray& info);
// allocstall_* summed and pgscan_direct from /proc/vmstat; -1 where absent.
void parseReclaim(const QByteArray& vmstat, int64_t* allocStalls, int64_t* pagesScannedDirect);

// The seam: the live kernel, or a script in tests.
class Source {
public:
    virtual ~Source() = default;
    // Called from the sampler thread only. `sameOp`: the thread is in the op it was in at the
    // previous read, so a source may keep that read's syscall while state and wait channel
    // are unchanged.
    virtual ThreadReading readThread(int tid, bool sameOp) = 0;
    // The threads the sampler watches now (their ops are in flight): a source may keep their
    // files open between looks, and must let go of those of every other thread.
    virtual void watching(const std::vector<int>& tids) { (void)tids; }
    virtual Reading readKernel() = 0;
    virtual DeviceSettings settings() = 0;
};

// For the device of a run's target (its counters, journal and queue); a device that is not
// present still gives thread, memory and pressure readings. Keeps the stat, wchan and syscall
// files of up to kMaxOpenThreads watched threads open (read again at offset 0), and rereads
// syscall only when state or wait channel changed within one op (one op is one syscall).
constexpr int kMaxOpenThreads = 32;
std::unique_ptr<Source> makeLiveSource(const SysProbe::BlockDevice& device);
using SourceFactory = std::function<std::unique_ptr<Source>(const SysProbe::BlockDevice&)>;

// The calling thread's id, for StreamCounters::tid.
int currentTid();

} // namespace StallProbe
