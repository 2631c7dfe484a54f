#pragma once

// What the engine's units share and nobody else sees: the state of one pass and its streams,
// which the orchestrator (Engine.cpp) sets up and the phase loops (WritePhase.cpp,
// ReadPhase.cpp, RealtimePhase.cpp) work on through the primitives of PassIo.cpp.

#include "Engine.h"
#include "Histogram.h"
#include "RunDirectory.h"
#include "Sampler.h"
#include "StallProbe.h"
#include "TimedOp.h"

#include <QCoreApplication>
#include <QList>
#include <QLoggingCategory>
#include <QString>
#include <cerrno>
#include <memory>
#include <mutex>
#include <new>
#include <sys/types.h>
#include <system_error>
#include <thread>
#include <vector>

// Phase boundaries, their timings and the pass set-up; never a line per op.
Q_DECLARE_LOGGING_CATEGORY(lcEngine)

// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions and lambdas of the engine's units theirs.
struct EngineTr {
    Q_DECLARE_TR_FUNCTIONS(Engine)
};

struct CpuTimes {
    double user = 0;
    double system = 0;
};

// Per op, timedOp() (TimedOp.h) touches four cache lines: the StreamCounters line (in-flight
// start, bytes, ops, the tally's range), the tally's bucket and, here, the first line (the four
// fields below and the histogram's count, sum, max and min) and the histogram's bucket. Keep
// these first and together: after each system call those lines are cold again.
struct alignas(64) Engine::StreamState {
    StreamCounters* counters = nullptr;
    int64_t phaseBytes = 0;
    int64_t firstStartNs = 0;
    int64_t lastEndNs = 0;
    Histogram latency; // this phase
    int index = 0;
    int fd = -1;
    QString name;
    QString path;
    int64_t stallCount = 0;
    int64_t fileBytes = 0; // what the file holds after the write phase
    // The inode the engine created: a reopen by name must find the same one.
    dev_t device = 0;
    ino_t inode = 0;
    // Real-time streams.
    double rate = 0;
    int64_t totalBytes = 0; // data that will arrive over the whole phase
    int64_t lost = 0;
    int64_t overruns = 0;
    double worstFill = 0;
    bool overflowing = false;
    // The overruns kept for the report (capped per stream); the last one grows while the
    // buffer stays full.
    QList<OverrunEvent> overrunEvents;
    bool lastOverrunStored = false;

    // The sampler looks at the thread that runs this stream's ops while one blocks. Called
    // once by each thread when it takes the stream on (never per op: the hot path is unchanged).
    void publishThread() { counters->tid.store(StallProbe::currentTid(), std::memory_order_relaxed); }
};

struct Engine::Pass {
    const RunConfig* config = nullptr;
    RunDirectory* dir = nullptr;
    int target = 0;
    int index = 0;
    int streams = 0;
    int64_t sizePerStream = 0;
    int64_t block = 0;
    int64_t stallNs = 0; // config->stallNs, here beside block and buffer: one page fewer per op
    char* buffer = nullptr;
    QString loopBackingFile; // whose host cache each read phase measures (Trust)
    QString fsType; // the target's filesystem, named when it has no block map
    std::unique_ptr<StreamCounters[]> counters;
    std::vector<std::unique_ptr<StreamState>> states;
    std::mutex syncMutex;
    Histogram syncLatency;
    std::mutex stallMutex;
    QList<StallEvent> stalls;
    int64_t stallCount = 0;
    PhaseKind phase = PhaseKind::Write;
    CpuTimes cpuAtStart;
    int64_t phaseStartNs = 0;
    PassResult result;
};

// Starts `count` threads running body(i). The system may refuse one (the process limit,
// `ulimit -u`, or the address space, `ulimit -v`): then this returns its errno and `threads`
// holds those already started, for the caller to stop and join. 0 when all started.
template <typename F> int startThreads(std::vector<std::thread>& threads, int count, F body)
{
    try {
        threads.reserve(size_t(count));
        for (int i = 0; i < count; ++i)
            threads.emplace_back(body, i);
    } catch (const std::system_error& e) {
        return e.code().value() ? e.code().value() : EAGAIN;
    } catch (const std::bad_alloc&) {
        return ENOMEM;
    }
    return 0;
}

// flush=every:SIZE: a stream is synced each time another SIZE bytes have been written to it in
// the write phase (SIZE is a multiple of the block, so a block boundary always meets it).
inline bool flushDue(const RunConfig& config, int64_t streamBytes)
{
    return config.flush == FlushPolicy::Every && config.flushEveryBytes > 0
        && streamBytes % config.flushEveryBytes == 0;
}

// One op of the stream, timed (see TimedOp.h); a slow one becomes a stall of this pass.
template <typename Op> bool Engine::timedOp(Pass& pass, StreamState& s, int64_t& t0, int64_t bytes, Op&& op)
{
    return ::timedOp(s, t0, bytes, pass.stallNs, op,
        [&](int64_t startNs, int64_t latencyNs) { recordStall(pass, s, startNs, latencyNs); });
}

inline ssize_t Engine::ioWrite(int fd, const void* buffer, size_t count, off_t offset)
{
    return m_posix ? m_posix->pwrite(fd, buffer, count, offset) : m_backend.pwrite(fd, buffer, count, offset);
}

inline ssize_t Engine::ioRead(int fd, void* buffer, size_t count, off_t offset)
{
    return m_posix ? m_posix->pread(fd, buffer, count, offset) : m_backend.pread(fd, buffer, count, offset);
}

// One block at `offset`; 0, or -1 after fail() named file, offset and error.
inline int Engine::writeFullBlock(Pass& pass, StreamState& s, int64_t offset)
{
    const ssize_t n = ioWrite(s.fd, pass.buffer, size_t(pass.block), off_t(offset));
    if (n == pass.block) [[likely]]
        return 0;
    return writeBlockRest(pass, s, offset, n);
}

inline int Engine::readFullBlock(Pass& pass, StreamState& s, int64_t offset)
{
    const ssize_t n = ioRead(s.fd, pass.buffer, size_t(pass.block), off_t(offset));
    if (n == pass.block) [[likely]]
        return 0;
    return readBlockRest(pass, s, offset, n);
}
