#pragma once

#include "DeviceRate.h"
#include "IoBackend.h"
#include "RunConfig.h"
#include "RunReport.h"
#include "Sample.h"
#include "SystemProbe.h"

#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <limits>
#include <memory>
#include <mutex>

// Receives what a run does while it happens. phase/pass/status callbacks come from the
// thread that called Engine::run(); samples() comes from the sampler thread. None of them
// is ever called from inside the I/O loop.
class RunObserver {
public:
    virtual ~RunObserver() = default;
    virtual void targetStarted(int /*target*/, const SysProbe::Environment&) { }
    virtual void passStarted(int /*target*/, int /*pass*/, int /*streams*/, int64_t /*sizePerStream*/) { }
    // The pass is prepared: its files are created, opened and (with fallocate) preallocated,
    // and its first timed phase (create or write) begins when this returns. The place for a
    // start barrier; a cancel while it blocks skips the pass's phases and removes its files.
    virtual void passPrepared(int /*target*/, int /*pass*/) { }
    virtual void phaseStarted(int /*target*/, int /*pass*/, PhaseKind, double /*tS*/) { }
    virtual void phaseFinished(const PhaseResult&) { }
    // Where the pass's files landed, once its write phase is done (before any read phase).
    virtual void passLayout(int /*target*/, int /*pass*/, const FileLayout::PassFigures&) { }
    virtual void samples(const SampleBatch&) { }
    virtual void status(const QString&) { }
};

// Choices that are about the run's safety net and seams rather than its workload.
struct EngineOptions {
    int64_t spaceMarginBytes = -1; // -1: the larger of 1 GiB and 5 % of the filesystem
    bool skipSpaceCheck = false; // tests only: let a run go past the free-space preflight
    // Where each target's sampler reads the kernel; empty: the live kernel (SysProbe::makeLiveProbe).
    // Tests pass a scripted source to drive a whole run with exact kernel figures.
    // (The "= {}" keeps EngineOptions { margin, skip } free of -Wmissing-field-initializers.)
    SysProbe::KernelSourceFactory kernelSource = {};
    // What the target's device can write, measured before a real-time run on a block device
    // (DeviceRate::cached on the run directory); empty: measured live, unless kernelSource is
    // set (a scripted kernel's device is not the real one). Tests pass a fixed figure.
    std::function<DeviceRate::Measurement(int runDirFd)> deviceRate = {};
    // How long the kernel holds dirty data back (dirty_expire + dirty_writeback, s); <= 0: read
    // from /proc/sys/vm (the live kernel), or 35 s (the defaults) with a scripted kernel.
    double writebackHoldS = 0;
    // The first target, already opened and checked by the caller (RunDirectory::openTarget),
    // which keeps it: the engine works in a duplicate of it instead of looking the path up
    // again, so a search of many runs stays in the directory it began in. -1: open the path.
    int targetFd = -1;
};

class RunDirectory;
class Sampler;
struct StreamCounters;

// Runs a configuration from start to end in the calling thread (plus one thread per stream
// with schedule=threads, plus the sampler thread) and returns the report. Files live in a
// private run directory that is always removed, whatever happens.
class Engine {
public:
    explicit Engine(IoBackend& backend, RunObserver* observer = nullptr, EngineOptions options = {});
    ~Engine();

    RunReport run(const RunConfig& config);
    // Thread-safe and async-signal-safe (one atomic store): the run stops within one op.
    void cancel()
    {
        m_cancel.store(true, std::memory_order_relaxed);
        m_stop.store(true, std::memory_order_relaxed);
    }
    bool cancelRequested() const { return m_cancel.load(std::memory_order_relaxed); }
    // Thread-safe: ends the real-time recording now as if its duration had run out, a normal
    // end (the report is complete; what is still buffered is neither written nor lost). A
    // capacity search calls it once a step's verdict is decided.
    void endRecording() { m_endRecording.store(true, std::memory_order_relaxed); }

    // The checks made before any byte is written (see Preflight). Returns an error sentence, or empty.
    static QString preflight(
        const RunConfig& config, const QString& dir, const EngineOptions& options, QStringList* warnings);
    // The same on a target already opened with RunDirectory::openTarget().
    static QString preflight(
        const RunConfig& config, int dirFd, const QString& dir, const EngineOptions& options, QStringList* warnings);
    // Bytes the largest pass keeps on disk at once.
    static int64_t peakBytesOnDisk(const RunConfig& config);

private:
    // Defined in EnginePass.h, the state the units below share.
    struct Pass;
    struct StreamState;

    // The orchestrator (Engine.cpp): targets, passes, and the start and end of every phase.
    bool runTarget(const RunConfig& config, int targetIndex, TargetResult& target, RunReport& report);
    bool runPass(Pass& pass);
    bool prepared(Pass& pass);
    void calibrateDevice(const RunConfig& config, RunDirectory& runDir, TargetResult& target, int targetIndex);
    void beginPhase(Pass& pass, PhaseKind kind, PhaseResult& result);
    void finishPhase(Pass& pass, PhaseResult& result, int64_t ioEndNs);
    bool endPhase(Pass& pass, PhaseResult& result, bool sync);
    void fail(const QString& message);
    bool stopping() const { return m_stop.load(std::memory_order_relaxed); }
    void status(const QString& text);

    // The phase loops, one unit each: WritePhase.cpp, ReadPhase.cpp, RealtimePhase.cpp.
    bool writePhase(Pass& pass, PhaseKind kind);
    bool readPhase(Pass& pass);
    void mapLayout(Pass& pass);
    bool realTimeWritePhase(Pass& pass);

    // What the phase loops share (PassIo.cpp; timedOp inline in EnginePass.h, it is the hot path).
    bool openFiles(Pass& pass, int extraFlags, bool create);
    bool closeFiles(Pass& pass, bool sync);
    // Inline in EnginePass.h: one system call in the common case; a short transfer, EINTR or an
    // error go on in the out-of-line rest (PassIo.cpp).
    int writeFullBlock(Pass& pass, StreamState& s, int64_t offset);
    int readFullBlock(Pass& pass, StreamState& s, int64_t offset);
    int writeBlockRest(Pass& pass, StreamState& s, int64_t offset, ssize_t first);
    int readBlockRest(Pass& pass, StreamState& s, int64_t offset, ssize_t first);
    ssize_t ioWrite(int fd, const void* buffer, size_t count, off_t offset);
    ssize_t ioRead(int fd, void* buffer, size_t count, off_t offset);
    template <typename Op> bool timedOp(Pass& pass, StreamState& s, int64_t& t0, int64_t bytes, Op&& op);
    bool timedSync(Pass& pass, StreamState& s);
    void recordStall(Pass& pass, StreamState& s, int64_t startNs, int64_t durationNs);
    void threadsRefused(int wanted, int started, int error);
    QString ioError(const char* what, const StreamState& s, int64_t offset, int error) const;

    IoBackend& m_backend;
    // m_backend when it is the plain one (then its calls are direct and inline), else null.
    PosixIoBackend* const m_posix;
    RunObserver* m_observer;
    EngineOptions m_options;
    std::atomic<bool> m_cancel { false };
    std::atomic<bool> m_stop { false }; // cancel or failure: every loop checks this
    std::atomic<bool> m_endRecording { false };
    std::mutex m_failureMutex;
    QString m_failure;
    QString m_cleanupError; // the run directory could not be removed (runTarget's thread only)
    std::unique_ptr<Sampler> m_sampler;
    int64_t m_runStartNs = 0;
    // The target's device: its calibrated write rate (NaN: none) and the kernel's hold of dirty data.
    double m_deviceCalibratedBps = std::numeric_limits<double>::quiet_NaN();
    double m_writebackHoldS = 35;
    double m_dirtyExpireS = 30; // dirty_expire_centisecs, s
    bool m_ext4Zeroing = false; // Trust::ext4Zeroing of the current target
    bool m_delaysAllocation = false; // Trust::delaysAllocation of the current target
    int64_t m_plannedBytes = 0;
    int64_t m_bytesDone = 0;
};
