#include "Engine.h"

#include "Posix.h"
#include "Preflight.h"
#include "Rates.h"
#include "Residency.h"
#include "RunDirectory.h"
#include "Sampler.h"
#include "TimedOp.h"
#include "Units.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <latch>
#include <new>
#include <sys/resource.h>
#include <sys/stat.h>
#include <system_error>
#include <thread>
#include <unistd.h>

namespace {

// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of this file theirs.
struct EngineTr {
    Q_DECLARE_TR_FUNCTIONS(Engine)
};

int modeFlags(IoMode mode)
{
    switch (mode) {
    case IoMode::Buffered:
        return 0;
    case IoMode::Direct:
        return O_DIRECT;
    case IoMode::Sync:
        return O_SYNC;
    case IoMode::Dsync:
        return O_DSYNC;
    }
    return 0;
}

struct CpuTimes {
    double user = 0;
    double system = 0;
};

CpuTimes cpuNow()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return { double(usage.ru_utime.tv_sec) + double(usage.ru_utime.tv_usec) / 1e6,
        double(usage.ru_stime.tv_sec) + double(usage.ru_stime.tv_usec) / 1e6 };
}

// Memory for the data buffer, aligned for O_DIRECT, filled with a pattern that no
// filesystem or device can compress or deduplicate to nothing.
struct AlignedBuffer {
    explicit AlignedBuffer(size_t size, size_t alignment)
    {
        size_t rounded = (size + alignment - 1) / alignment * alignment;
        data = static_cast<char*>(std::aligned_alloc(alignment, rounded));
        if (!data)
            return;
        RunDirectory::fillPattern(data, rounded);
    }
    ~AlignedBuffer() { std::free(data); }
    AlignedBuffer(const AlignedBuffer&) = delete;
    AlignedBuffer& operator=(const AlignedBuffer&) = delete;
    char* data = nullptr;
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
bool flushDue(const RunConfig& config, int64_t streamBytes)
{
    return config.flush == FlushPolicy::Every && config.flushEveryBytes > 0
        && streamBytes % config.flushEveryBytes == 0;
}

QString fileName(int index)
{
    return QStringLiteral("stream-%1.dat").arg(index, 4, 10, QLatin1Char('0'));
}

} // namespace

struct Engine::StreamState {
    int index = 0;
    int fd = -1;
    QString name;
    QString path;
    StreamCounters* counters = nullptr;
    Histogram latency; // this phase
    int64_t phaseBytes = 0;
    int64_t firstStartNs = 0;
    int64_t lastEndNs = 0;
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
};

struct Engine::Pass {
    const RunConfig* config = nullptr;
    RunDirectory* dir = nullptr;
    int target = 0;
    int index = 0;
    int streams = 0;
    int64_t sizePerStream = 0;
    int64_t block = 0;
    char* buffer = nullptr;
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

Engine::Engine(IoBackend& backend, RunObserver* observer, EngineOptions options)
    : m_backend(backend)
    , m_observer(observer)
    , m_options(options)
{ }

Engine::~Engine() = default;

void Engine::status(const QString& text)
{
    if (m_observer)
        m_observer->status(text);
}

void Engine::threadsRefused(int wanted, int started, int error)
{
    fail(EngineTr::tr("cannot start thread %1 of %2 for --schedule threads: %3; use fewer --streams, --schedule "
                      "round-robin, or raise the process limit (ulimit -u) or the address space limit (ulimit -v)")
             .arg(started + 1)
             .arg(wanted)
             .arg(Posix::errnoText(error)));
}

void Engine::fail(const QString& message)
{
    std::lock_guard lock(m_failureMutex);
    if (m_failure.isEmpty())
        m_failure = message;
    m_stop.store(true, std::memory_order_relaxed);
}

QString Engine::ioError(const char* what, const StreamState& s, int64_t offset, int error) const
{
    return EngineTr::tr("%1 %2 at offset %3 failed: %4")
        .arg(QCoreApplication::translate("Engine", what), s.path)
        .arg(offset)
        .arg(Posix::errnoText(error));
}

int64_t Engine::peakBytesOnDisk(const RunConfig& config)
{
    return Preflight::peakBytesOnDisk(config);
}

QString Engine::preflight(
    const RunConfig& config, const QString& dir, const EngineOptions& options, QStringList* warnings)
{
    return Preflight::check(config, dir, options, warnings);
}

QString Engine::preflight(
    const RunConfig& config, int dirFd, const QString& dir, const EngineOptions& options, QStringList* warnings)
{
    return Preflight::check(config, dirFd, dir, options, warnings);
}

RunReport Engine::run(const RunConfig& config)
{
    RunReport report;
    report.toolVersion = QStringLiteral(STREAMSCOPE_VERSION);
    report.config = config;
    report.startedAt = QDateTime::currentDateTime();
    m_stop.store(m_cancel.load());
    m_failure.clear();
    m_cleanupError.clear();
    m_bytesDone = 0;

    const QList<ConfigError> errors = config.validate();
    if (!errors.isEmpty()) {
        QStringList messages;
        for (const ConfigError& e : errors)
            messages.append(e.message);
        report.status = QStringLiteral("failed");
        report.error = messages.join(QLatin1String("; "));
        report.finishedAt = QDateTime::currentDateTime();
        return report;
    }

    // Every target before the first byte is written: a typo in the last of several must not
    // be found after the others were measured. runTarget() checks each again when it starts.
    for (const QString& dir : config.targetDirs) {
        if (const QString problem = preflight(config, dir, m_options, nullptr); !problem.isEmpty()) {
            report.status = QStringLiteral("failed");
            report.error = problem;
            report.finishedAt = QDateTime::currentDateTime();
            return report;
        }
    }

    // Everything the run will move, for the progress fraction in the samples. Each pass fits
    // (validate() saw to it); the sum over phases and targets saturates rather than wraps.
    m_plannedBytes = 0;
    const int64_t targets = config.targetDirs.size();
    for (int n : config.streamCounts) {
        const int64_t phases
            = 1 + (config.prepare == Prepare::Existing ? 1 : 0) + (config.read != ReadOrder::None ? 1 : 0);
        int64_t passBytes = 0;
        if (__builtin_mul_overflow(config.passBytes(n).value_or(0), phases * targets, &passBytes)
            || __builtin_add_overflow(m_plannedBytes, passBytes, &m_plannedBytes))
            m_plannedBytes = INT64_MAX;
    }
    m_runStartNs = monotonicNs();

    for (int t = 0; t < config.targetDirs.size() && !stopping(); ++t) {
        TargetResult target;
        target.dir = config.targetDirs.at(t);
        runTarget(config, t, target, report);
        report.targets.append(std::move(target));
    }

    if (m_cancel.load()) {
        report.status = QStringLiteral("cancelled");
        report.error = m_cleanupError.isEmpty() ? EngineTr::tr("the run was cancelled; its files were removed")
                                                : EngineTr::tr("the run was cancelled; %1").arg(m_cleanupError);
    } else if (!m_failure.isEmpty()) {
        report.status = QStringLiteral("failed");
        report.error = m_failure;
    }
    report.finishedAt = QDateTime::currentDateTime();
    return report;
}

bool Engine::runTarget(const RunConfig& config, int targetIndex, TargetResult& target, RunReport& report)
{
    const QString& dirPath = target.dir;
    status(EngineTr::tr("checking %1…").arg(dirPath));
    QString problem;
    // The one descriptor the checks and the run directory share: a symlink swapped in
    // between cannot move the run elsewhere.
    const int targetFd = RunDirectory::openTarget(dirPath, &problem);
    if (targetFd < 0) {
        fail(problem);
        return false;
    }
    const auto closeTarget = qScopeGuard([targetFd] { ::close(targetFd); });
    problem = preflight(config, targetFd, dirPath, m_options, &report.warnings);
    if (!problem.isEmpty()) {
        fail(problem);
        return false;
    }
    target.environment = SysProbe::probeEnvironment(dirPath);
    if (m_observer)
        m_observer->targetStarted(targetIndex, target.environment);

    QString error;
    auto runDir = RunDirectory::create(targetFd, dirPath, &error);
    if (!runDir) {
        fail(error);
        return false;
    }
    // When the run directory cannot be removed (it holds a file the run did not create, or
    // its name now points elsewhere) the user must hear of it even when the run had already
    // failed or was cancelled: it becomes a warning as well as, when first, the error.
    auto removeRunDir = [&] {
        QString removeError;
        if (runDir->remove(&removeError))
            return true;
        report.warnings.append(removeError);
        if (m_cleanupError.isEmpty())
            m_cleanupError = removeError;
        fail(removeError);
        return false;
    };

    // O_DIRECT: probe the real target, and find the alignment the filesystem wants.
    size_t alignment = 4096;
    if (config.mode == IoMode::Direct) {
        QString refused;
        alignment = Preflight::directIoAlignment(m_backend, *runDir, config, target.environment, dirPath, &refused);
        if (!alignment)
            fail(refused);
        if (stopping()) {
            removeRunDir();
            return false;
        }
    }
    if (const QString warning = Preflight::coldReadWarning(config, *runDir, target.environment, dirPath);
        !warning.isEmpty())
        report.warnings.append(warning);

    AlignedBuffer buffer(size_t(config.blockSize), alignment);
    if (!buffer.data) {
        fail(EngineTr::tr("cannot allocate a %1 I/O buffer").arg(Units::formatSize(config.blockSize)));
        removeRunDir();
        return false;
    }

    const SysProbe::BlockDevice& device = target.environment.device;
    m_sampler = std::make_unique<Sampler>(config.intervalNs,
        m_options.kernelSource ? m_options.kernelSource(device) : SysProbe::makeLiveProbe(device),
        [this](SampleBatch&& batch) {
            if (m_observer)
                m_observer->samples(batch);
        });
    m_sampler->setStallSource(StallProbe::makeLiveSource(device));
    try {
        m_sampler->start(m_runStartNs);
    } catch (const std::system_error& e) {
        m_sampler.reset();
        fail(EngineTr::tr("cannot start the sampling thread: %1; raise the process limit (ulimit -u) or the address "
                          "space limit (ulimit -v)")
                 .arg(Posix::errnoText(e.code().value())));
        removeRunDir();
        return false;
    }

    bool ok = true;
    for (int p = 0; p < config.streamCounts.size() && ok && !stopping(); ++p) {
        Pass pass;
        pass.config = &config;
        pass.dir = &*runDir;
        pass.target = targetIndex;
        pass.index = p;
        pass.streams = config.streamCounts.at(p);
        pass.sizePerStream = config.streamSize(pass.streams);
        if (config.isRealTime() && config.durationNs > 0) {
            pass.sizePerStream = 0;
            for (int i = 0; i < pass.streams; ++i) {
                pass.sizePerStream = std::max(pass.sizePerStream,
                    int64_t(config.rateFor(i) * double(config.durationNs) / 1e9) / config.blockSize * config.blockSize);
            }
        }
        pass.block = config.blockSize;
        pass.buffer = buffer.data;
        pass.result.streams = pass.streams;
        pass.result.sizePerStream = pass.sizePerStream;
        ok = runPass(pass);
        target.passes.append(std::move(pass.result));
    }

    m_sampler->stop();
    m_sampler.reset();
    if (!removeRunDir())
        ok = false;
    return ok;
}

bool Engine::openFiles(Pass& pass, int extraFlags, bool create)
{
    for (auto& s : pass.states) {
        const QByteArray name = QFile::encodeName(s->name);
        int flags = O_NOFOLLOW | O_CLOEXEC | extraFlags;
        if (create)
            flags |= O_CREAT | O_EXCL;
        // An interrupted open has created nothing (not even with O_CREAT|O_EXCL): try again.
        const int fd
            = Posix::retryOnEintr([&] { return m_backend.openAt(pass.dir->fd(), name.constData(), flags, 0600); });
        // A failed O_CREAT open may still have created the file (O_DIRECT refused after the
        // inode exists): it is ours to remove unless the name was there before (EEXIST).
        if (create && fd != -EEXIST)
            pass.dir->track(s->name);
        if (fd < 0) {
            fail(EngineTr::tr("cannot open %1: %2").arg(s->path, Posix::errnoText(-fd)));
            return false;
        }
        // O_NOFOLLOW stops a symlink put in the file's place, but not a hard link to a file
        // elsewhere: a reopen must find the very inode this run created, or it is not ours.
        struct stat st { };
        if (::fstat(fd, &st) != 0) {
            const int error = errno;
            m_backend.close(fd);
            fail(EngineTr::tr("cannot check %1: %2").arg(s->path, Posix::errnoText(error)));
            return false;
        }
        if (create) {
            s->device = st.st_dev;
            s->inode = st.st_ino;
        } else if (st.st_dev != s->device || st.st_ino != s->inode) {
            m_backend.close(fd);
            fail(EngineTr::tr("%1 was replaced by another file during the run; StreamScope stopped without reading or "
                              "writing it. Is another program working in the run directory?")
                     .arg(s->path));
            return false;
        }
        s->fd = fd;
    }
    return true;
}

bool Engine::closeFiles(Pass& pass, bool sync)
{
    bool ok = true;
    for (auto& s : pass.states) {
        if (s->fd < 0)
            continue;
        if (sync && ok && !stopping()) {
            if (!timedSync(pass, *s))
                ok = false;
        }
        const int rc = m_backend.close(s->fd);
        s->fd = -1;
        // close() can report a deferred write error (NFS, some FUSE filesystems): it counts.
        // EINTR does not: Linux has released the descriptor by then (retrying could close one
        // another thread just opened), and the data went through the fdatasync above.
        if (rc < 0 && rc != -EINTR && ok) {
            fail(EngineTr::tr("closing %1 failed: %2").arg(s->path, Posix::errnoText(-rc)));
            ok = false;
        }
    }
    return ok && !stopping();
}

bool Engine::timedSync(Pass& pass, StreamState& s)
{
    StreamCounters& c = *s.counters;
    const int64_t t0 = monotonicNs();
    c.inflightSinceNs.store(t0, std::memory_order_relaxed);
    const int rc = Posix::retryOnEintr([&] { return m_backend.fdatasync(s.fd); });
    const int64_t t1 = monotonicNs();
    c.inflightSinceNs.store(0, std::memory_order_relaxed);
    {
        std::lock_guard lock(pass.syncMutex);
        pass.syncLatency.record(uint64_t(t1 - t0));
    }
    if (t1 - t0 > pass.config->stallNs)
        recordStall(pass, s, t0, t1 - t0);
    if (rc < 0) {
        fail(EngineTr::tr("fdatasync of %1 failed: %2").arg(s.path, Posix::errnoText(-rc)));
        return false;
    }
    return true;
}

void Engine::recordStall(Pass& pass, StreamState& s, int64_t startNs, int64_t durationNs)
{
    StallEvent event;
    event.pass = int16_t(pass.index);
    event.target = int16_t(pass.target);
    event.stream = s.index;
    event.phase = pass.phase;
    event.startS = double(startNs - m_runStartNs) / 1e9;
    event.durationS = double(durationNs) / 1e9;
    s.stallCount += 1;
    {
        std::lock_guard lock(pass.stallMutex);
        pass.stallCount += 1;
        if (pass.stalls.size() < RunReport::kMaxStoredStalls)
            pass.stalls.append(event);
    }
    m_sampler->addStall(event);
}

// One op of the stream, timed (see TimedOp.h); a slow one becomes a stall of this pass.
template <typename Op> bool Engine::timedOp(Pass& pass, StreamState& s, int64_t& t0, int64_t bytes, Op&& op)
{
    return ::timedOp(s, t0, bytes, pass.config->stallNs, op,
        [&](int64_t startNs, int64_t latencyNs) { recordStall(pass, s, startNs, latencyNs); });
}

void Engine::beginPhase(Pass& pass, PhaseKind kind, PhaseResult& result)
{
    pass.phase = kind;
    m_backend.phaseChanged(kind);
    for (auto& s : pass.states) {
        s->latency.reset();
        s->phaseBytes = 0;
        s->firstStartNs = 0;
        s->lastEndNs = 0;
        s->stallCount = 0;
    }
    pass.syncLatency.reset();
    pass.stalls.clear();
    pass.stallCount = 0;
    result.kind = kind;
    result.pass = pass.index;
    result.target = pass.target;
    result.streams = pass.streams;
    pass.cpuAtStart = cpuNow();
    pass.phaseStartNs = monotonicNs();
    m_sampler->beginPhase(kind, pass.phaseStartNs);
    result.startS = double(pass.phaseStartNs - m_runStartNs) / 1e9;
    if (m_observer)
        m_observer->phaseStarted(pass.target, pass.index, kind, result.startS);
}

void Engine::finishPhase(Pass& pass, PhaseResult& result, int64_t ioEndNs)
{
    const int64_t endNs = monotonicNs();
    const PhaseKernelStats kernel = m_sampler->endPhase();
    m_sampler->setIdle();
    const CpuTimes cpu = cpuNow();
    result.cpuUserS = cpu.user - pass.cpuAtStart.user;
    result.cpuSystemS = cpu.system - pass.cpuAtStart.system;
    ioEndNs = std::max(ioEndNs, pass.phaseStartNs);
    result.ioEndS = double(ioEndNs - m_runStartNs) / 1e9;
    result.endS = double(endNs - m_runStartNs) / 1e9;

    Histogram all;
    result.bytes = 0;
    result.ops = 0;
    result.perStream.clear();
    for (auto& s : pass.states) {
        all.merge(s->latency);
        result.bytes += s->phaseBytes;
        result.ops += int64_t(s->latency.count());
        StreamResult sr;
        sr.index = s->index;
        sr.bytes = s->phaseBytes;
        sr.durationS = s->lastEndNs > s->firstStartNs ? double(s->lastEndNs - s->firstStartNs) / 1e9 : 0.0;
        sr.ongoingMiBs = Rates::intervalMiBs(sr.bytes, s->lastEndNs - s->firstStartNs);
        sr.latency = LatencySummary::from(s->latency);
        sr.stallCount = s->stallCount;
        // Recording happens in the write phase only; a read phase after it reads as fast as
        // it can and must not repeat the write phase's overruns (the results table adds the
        // phases of a pass up).
        if (pass.config->isRealTime() && result.kind == PhaseKind::Write) {
            sr.targetMiBs = s->rate / Units::kMiB;
            // Over the time data was arriving and being written; the flush tail after the
            // last arrival is not part of recording.
            sr.achievedMiBs = Rates::intervalMiBs(sr.bytes, ioEndNs - pass.phaseStartNs);
            sr.worstBufferFillPct = s->worstFill;
            sr.overruns = s->overruns;
            sr.bytesLost = s->lost;
            result.overruns += s->overruns;
            result.bytesLost += s->lost;
            result.overrunEvents.append(s->overrunEvents);
        }
        result.perStream.append(sr);
    }
    std::stable_sort(result.overrunEvents.begin(), result.overrunEvents.end(),
        [](const OverrunEvent& a, const OverrunEvent& b) { return a.timeS < b.timeS; });
    if (result.overrunEvents.size() > RunReport::kMaxStoredOverruns)
        result.overrunEvents.resize(RunReport::kMaxStoredOverruns);
    result.latency = LatencySummary::from(all);
    result.syncLatency = LatencySummary::from(pass.syncLatency);
    const Rates::PhaseRates rates = Rates::phaseRates(result.bytes, pass.phaseStartNs, ioEndNs, endNs);
    result.ongoingMiBs = rates.ongoingMiBs;
    result.effectiveMiBs = rates.effectiveMiBs;
    result.flushTailS = rates.flushTailS;
    result.stallCount = pass.stallCount;
    result.stalls = m_sampler->withCauses(pass.stalls);
    result.deviceWriteBytes = kernel.deviceWriteBytes;
    result.deviceReadBytes = kernel.deviceReadBytes;
    result.peakDirtyMiB = kernel.peakDirtyMiB;
    result.ioSomeS = kernel.ioSomeS;
    result.ioFullS = kernel.ioFullS;
    m_bytesDone += result.bytes;
}

// The end of every phase: the flush tail, when `sync`, is the time from the last op to the
// data being on disk and the files closed. Ongoing excludes it, effective includes it.
bool Engine::endPhase(Pass& pass, PhaseResult& result, bool sync)
{
    int64_t ioEndNs = pass.phaseStartNs;
    for (auto& s : pass.states)
        ioEndNs = std::max(ioEndNs, s->lastEndNs);
    if (!stopping()) {
        if (sync) {
            m_backend.phaseChanged(PhaseKind::Flush);
            m_sampler->beginPhaseLabel(PhaseKind::Flush);
            if (m_observer)
                m_observer->phaseStarted(
                    pass.target, pass.index, PhaseKind::Flush, double(monotonicNs() - m_runStartNs) / 1e9);
            status(EngineTr::tr("flushing %n file(s)…", nullptr, pass.streams));
        }
        closeFiles(pass, sync);
    }
    finishPhase(pass, result, ioEndNs);
    pass.result.phases.append(result);
    if (m_observer)
        m_observer->phaseFinished(result);
    return !stopping();
}

bool Engine::runPass(Pass& pass)
{
    const RunConfig& config = *pass.config;
    pass.counters = std::make_unique<StreamCounters[]>(size_t(pass.streams));
    QList<int64_t> bufferCapacity;
    for (int i = 0; i < pass.streams; ++i) {
        auto s = std::make_unique<StreamState>();
        s->index = i;
        s->name = fileName(i);
        s->path = QDir(pass.dir->path()).filePath(s->name);
        s->counters = &pass.counters[size_t(i)];
        // Round-robin schedules run every stream on this thread; a stream's own thread
        // publishes itself when it starts.
        s->counters->tid.store(StallProbe::currentTid(), std::memory_order_relaxed);
        s->rate = config.rateFor(i);
        pass.states.push_back(std::move(s));
        if (config.isRealTime())
            bufferCapacity.append(config.bufferBytes);
    }
    m_sampler->setPass(
        pass.target, pass.index, pass.counters.get(), pass.streams, m_bytesDone, m_plannedBytes, bufferCapacity);
    if (m_observer)
        m_observer->passStarted(pass.target, pass.index, pass.streams, pass.sizePerStream);

    const int writeFlags = O_WRONLY | modeFlags(config.mode);
    bool ok = true;
    // The backend hears of a phase before its files are opened, so that a fault aimed at a
    // phase also reaches the open, preallocation and close that belong to it.
    if (config.prepare == Prepare::Existing) {
        status(EngineTr::tr("creating %n file(s) one after another…", nullptr, pass.streams));
        m_backend.phaseChanged(PhaseKind::Create);
        ok = openFiles(pass, O_WRONLY, true) && writePhase(pass, PhaseKind::Create);
        if (ok) {
            m_backend.phaseChanged(PhaseKind::Write);
            ok = openFiles(pass, writeFlags, false);
        }
    } else {
        m_backend.phaseChanged(PhaseKind::Write);
        ok = openFiles(pass, writeFlags, true);
        if (ok && config.prepare == Prepare::Fallocate) {
            status(EngineTr::tr("preallocating %n file(s)…", nullptr, pass.streams));
            for (auto& s : pass.states) {
                const int rc
                    = Posix::retryOnEintr([&] { return m_backend.fallocate(s->fd, off_t(pass.sizePerStream)); });
                if (rc < 0) {
                    fail(EngineTr::tr("posix_fallocate of %1 (%2) failed: %3")
                             .arg(s->path, Units::formatSize(pass.sizePerStream), Posix::errnoText(-rc)));
                    ok = false;
                    break;
                }
            }
        }
    }
    if (ok)
        ok = config.isRealTime() ? realTimeWritePhase(pass) : writePhase(pass, PhaseKind::Write);
    if (ok && config.read != ReadOrder::None)
        ok = readPhase(pass);

    // Whatever happened: close what is open, remove this pass's files, keep the samples.
    for (auto& s : pass.states) {
        if (s->fd >= 0)
            m_backend.close(std::exchange(s->fd, -1));
    }
    m_sampler->setIdle();
    status(EngineTr::tr("removing %n file(s)…", nullptr, pass.streams));
    QString error;
    for (auto& s : pass.states) {
        if (!pass.dir->removeFile(s->name, &error) && ok) {
            fail(error);
            ok = false;
        }
    }
    m_sampler->setPass(pass.target, pass.index, nullptr, 0, m_bytesDone, m_plannedBytes, {});
    pass.result.samples = m_sampler->takePassSamples();
    return ok && !stopping();
}

// One block at `offset`. Short writes and EINTR are retried from where they stopped; other
// errors end the run with a message naming file, offset and error.
int Engine::writeFullBlock(Pass& pass, StreamState& s, int64_t offset)
{
    size_t done = 0;
    const size_t count = size_t(pass.block);
    while (done < count) {
        const ssize_t n = m_backend.pwrite(s.fd, pass.buffer + done, count - done, off_t(offset + int64_t(done)));
        if (n == -EINTR)
            continue;
        if (n <= 0) {
            fail(ioError(QT_TRANSLATE_NOOP("Engine", "write to"), s, offset + int64_t(done), n == 0 ? EIO : int(-n)));
            return -1;
        }
        done += size_t(n);
    }
    return 0;
}

bool Engine::writePhase(Pass& pass, PhaseKind kind)
{
    const RunConfig& config = *pass.config;
    PhaseResult result;
    const int64_t blocks = pass.sizePerStream / pass.block;
    auto syncDueAfter
        = [&](int64_t block) { return kind == PhaseKind::Write && flushDue(config, (block + 1) * pass.block); };
    beginPhase(pass, kind, result);
    if (kind == PhaseKind::Write)
        status(EngineTr::tr("writing %n stream(s)…", nullptr, pass.streams));

    auto writeBlock = [this, &pass](StreamState& s, int64_t offset) { return writeFullBlock(pass, s, offset); };

    auto oneStream = [&](StreamState& s) {
        int64_t t0 = monotonicNs();
        for (int64_t b = 0; b < blocks && !stopping(); ++b) {
            const int64_t offset = b * pass.block;
            if (!timedOp(pass, s, t0, pass.block, [&] { return writeBlock(s, offset); }))
                return;
            if (syncDueAfter(b)) {
                if (!timedSync(pass, s))
                    return;
                t0 = monotonicNs();
            }
        }
    };

    if (kind == PhaseKind::Create) {
        // Sequential creation: each file complete before the next, so the files are laid out
        // one after another the way seed 002 prepared them.
        for (auto& s : pass.states) {
            if (stopping())
                break;
            oneStream(*s);
        }
    } else if (config.schedule == Schedule::Threads && pass.streams > 1) {
        std::latch ready(pass.streams + 1);
        std::vector<std::thread> threads;
        const int error = startThreads(threads, pass.streams, [&ready, &oneStream, &pass](int i) {
            pass.states[size_t(i)]->counters->tid.store(StallProbe::currentTid(), std::memory_order_relaxed);
            ready.arrive_and_wait();
            oneStream(*pass.states[size_t(i)]);
        });
        if (error) {
            threadsRefused(pass.streams, int(threads.size()), error);
            // The threads that did start wait for the ones that never will; the run is stopping.
            ready.count_down(pass.streams - std::ptrdiff_t(threads.size()));
        }
        ready.arrive_and_wait();
        for (auto& t : threads)
            t.join();
    } else {
        int64_t t0 = monotonicNs();
        for (int64_t b = 0; b < blocks && !stopping(); ++b) {
            const int64_t offset = b * pass.block;
            for (auto& sp : pass.states) {
                StreamState& s = *sp;
                if (!timedOp(pass, s, t0, pass.block, [&] { return writeBlock(s, offset); }) || stopping())
                    break;
                if (syncDueAfter(b)) {
                    if (!timedSync(pass, s))
                        break;
                    t0 = monotonicNs();
                }
            }
        }
    }

    for (auto& s : pass.states)
        s->fileBytes = std::max(s->fileBytes, s->phaseBytes);
    return endPhase(pass, result, kind == PhaseKind::Create || config.flush == FlushPolicy::End);
}

bool Engine::readPhase(Pass& pass)
{
    const RunConfig& config = *pass.config;
    m_sampler->setIdle();
    m_backend.phaseChanged(PhaseKind::Read); // the reopen and the cache drop belong to the read
    status(EngineTr::tr("dropping cache…"));
    const int readFlags = O_RDONLY | (config.mode == IoMode::Direct ? O_DIRECT : 0);
    if (!openFiles(pass, readFlags, false))
        return false;

    // Cold reads without root: whatever is dirty is written first (DONTNEED cannot drop dirty
    // pages), then the clean pages are dropped. What is still resident is measured and
    // reported, because some filesystems and kernels keep pages anyway.
    int64_t resident = 0;
    int64_t total = 0;
    QString method;
    for (auto& s : pass.states) {
        if (config.mode != IoMode::Direct) {
            // A failed fdatasync means written data may be lost: that ends the run like a failed
            // write. A failed fadvise does not: such a filesystem simply stays warm, and the
            // residency below says so.
            const int rc = Posix::retryOnEintr([&] { return m_backend.fdatasync(s->fd); });
            if (rc < 0) {
                fail(EngineTr::tr("fdatasync of %1 failed: %2").arg(s->path, Posix::errnoText(-rc)));
                return false;
            }
            (void)m_backend.dropCache(s->fd);
        }
        const Residency::Result r = Residency::measure(s->fd, s->fileBytes);
        if (r.ok) {
            resident += r.residentBytes;
            method = r.method;
        }
        total += s->fileBytes;
    }

    PhaseResult result;
    result.residentFractionAtStart = total > 0 ? double(resident) / double(total) : 0.0;
    result.residencyMethod = method;
    beginPhase(pass, PhaseKind::Read, result);
    status(config.read == ReadOrder::Each ? EngineTr::tr("reading files in sequence…")
                                          : EngineTr::tr("reading files round-robin…"));

    auto readBlock = [this, &pass](StreamState& s, int64_t offset) {
        size_t done = 0;
        const size_t count = size_t(pass.block);
        while (done < count) {
            const ssize_t n = m_backend.pread(s.fd, pass.buffer + done, count - done, off_t(offset + int64_t(done)));
            if (n == -EINTR)
                continue;
            if (n < 0) {
                fail(ioError(QT_TRANSLATE_NOOP("Engine", "read from"), s, offset + int64_t(done), int(-n)));
                return -1;
            }
            if (n == 0) {
                fail(EngineTr::tr("%1 ended at offset %2, before the %3 that were written; another program changed it")
                         .arg(s.path)
                         .arg(offset + int64_t(done))
                         .arg(Units::formatSize(s.fileBytes)));
                return -1;
            }
            done += size_t(n);
        }
        return 0;
    };

    if (config.read == ReadOrder::Each) {
        for (auto& sp : pass.states) {
            StreamState& s = *sp;
            int64_t t0 = monotonicNs();
            for (int64_t b = 0; b < s.fileBytes / pass.block && !stopping(); ++b) {
                if (!timedOp(pass, s, t0, pass.block, [&] { return readBlock(s, b * pass.block); }))
                    break;
            }
        }
    } else {
        int64_t blocks = 0;
        for (auto& sp : pass.states)
            blocks = std::max(blocks, sp->fileBytes / pass.block);
        int64_t t0 = monotonicNs();
        for (int64_t b = 0; b < blocks && !stopping(); ++b) {
            for (auto& sp : pass.states) {
                if (b >= sp->fileBytes / pass.block)
                    continue;
                if (!timedOp(pass, *sp, t0, pass.block, [&] { return readBlock(*sp, b * pass.block); }))
                    break;
            }
        }
    }
    return endPhase(pass, result, false);
}

// The recorder model: data arrives for each stream at its rate on the steady clock into a
// buffer of config.bufferBytes; the writer drains whole blocks. Whatever would not fit in the
// buffer is lost (an overrun) and never written late, like a real capture card's ring buffer.
bool Engine::realTimeWritePhase(Pass& pass)
{
    const RunConfig& config = *pass.config;
    const int64_t block = pass.block;
    const int64_t capacity = config.bufferBytes;
    for (auto& s : pass.states) {
        s->totalBytes = config.durationNs > 0 ? int64_t(s->rate * double(config.durationNs) / 1e9) / block * block
                                              : pass.sizePerStream;
        s->lost = 0;
        s->overruns = 0;
        s->worstFill = 0;
        s->overflowing = false;
        s->overrunEvents.clear();
        s->lastOverrunStored = false;
    }
    // Each stream keeps its share of the report's events, so threads never share a list.
    const qsizetype storedPerStream = std::max<qsizetype>(1, RunReport::kMaxStoredOverruns / pass.streams);
    PhaseResult result;
    beginPhase(pass, PhaseKind::Write, result);
    status(EngineTr::tr("recording %n stream(s) in real time…", nullptr, pass.streams));
    const int64_t start = pass.phaseStartNs;

    auto writeBlock = [this, &pass](StreamState& s, int64_t offset) { return writeFullBlock(pass, s, offset); };

    // Brings a stream's buffer up to `now`; returns its fill in bytes. `inFlight` is a block
    // whose write has just returned: until then it still occupied the buffer, so it counts
    // for the overflow check and the peak fill.
    auto account = [&](StreamState& s, int64_t now, int64_t inFlight = 0) {
        const int64_t arrived = std::min(s.totalBytes, int64_t(s.rate * double(now - start) / 1e9));
        int64_t fill = arrived - s.phaseBytes - s.lost + inFlight;
        if (fill > capacity) {
            // Data is dropped in whole blocks, like packets of a capture buffer; this also keeps
            // what remains a whole number of blocks, so the last block is always written.
            const int64_t dropped = (fill - capacity + block - 1) / block * block;
            s.lost += dropped;
            fill -= dropped;
            if (!s.overflowing) {
                s.overruns += 1;
                s.overflowing = true;
                OverrunEvent event;
                event.pass = int16_t(pass.index);
                event.target = int16_t(pass.target);
                event.stream = s.index;
                event.timeS = double(now - m_runStartNs) / 1e9;
                event.bytesLost = dropped;
                m_sampler->addOverrun(event);
                s.lastOverrunStored = s.overrunEvents.size() < storedPerStream;
                if (s.lastOverrunStored)
                    s.overrunEvents.append(event);
            } else if (s.lastOverrunStored) {
                s.overrunEvents.last().bytesLost += dropped;
            }
        } else if (fill < capacity) {
            s.overflowing = false;
        }
        if (arrived == s.totalBytes && fill > 0 && fill < block) {
            // Cannot happen while drops are whole blocks; never spin on a partial block.
            s.lost += fill;
            fill = 0;
        }
        s.worstFill = std::max(s.worstFill, s.overflowing ? 100.0 : 100.0 * double(fill) / double(capacity));
        fill -= inFlight;
        s.counters->bufferedBytes.store(fill, std::memory_order_relaxed);
        return fill;
    };
    auto finished = [](const StreamState& s) { return s.phaseBytes + s.lost >= s.totalBytes; };
    // When the next whole block of this stream will have arrived.
    auto nextBlockAt = [&](const StreamState& s) {
        const int64_t needed = std::min(s.totalBytes, s.phaseBytes + s.lost + block);
        return start + int64_t(double(needed) / s.rate * 1e9);
    };
    auto sleepUntil = [this](int64_t deadline) {
        // Short naps so that cancel is still honoured within one tick.
        while (!stopping()) {
            const int64_t left = deadline - monotonicNs();
            if (left <= 0)
                return;
            std::this_thread::sleep_for(std::chrono::nanoseconds(std::min<int64_t>(left, 20'000'000)));
        }
    };
    auto writeIfReady = [&](StreamState& s) {
        if (finished(s) || account(s, monotonicNs()) < block)
            return false;
        int64_t t0 = monotonicNs();
        const int64_t offset = s.phaseBytes;
        if (!timedOp(pass, s, t0, block, [&] { return writeBlock(s, offset); }))
            return false;
        account(s, monotonicNs(), block);
        // A sync is part of recording: the stream's data keeps arriving while it runs.
        return !flushDue(config, s.phaseBytes) || timedSync(pass, s);
    };

    if (config.schedule == Schedule::Threads && pass.streams > 1) {
        std::vector<std::thread> threads;
        const int error = startThreads(threads, pass.streams, [&](int i) {
            StreamState* s = pass.states[size_t(i)].get();
            s->counters->tid.store(StallProbe::currentTid(), std::memory_order_relaxed);
            while (!stopping() && !finished(*s)) {
                if (!writeIfReady(*s))
                    sleepUntil(nextBlockAt(*s));
            }
        });
        if (error)
            threadsRefused(pass.streams, int(threads.size()), error);
        for (auto& t : threads)
            t.join();
    } else {
        while (!stopping()) {
            bool wrote = false;
            bool allDone = true;
            int64_t earliest = INT64_MAX;
            for (auto& sp : pass.states) {
                if (stopping())
                    break;
                wrote = writeIfReady(*sp) || wrote;
                if (!finished(*sp)) {
                    allDone = false;
                    earliest = std::min(earliest, nextBlockAt(*sp));
                }
            }
            if (allDone)
                break;
            if (!wrote)
                sleepUntil(earliest);
        }
    }

    for (auto& s : pass.states) {
        s->fileBytes = s->phaseBytes;
        s->counters->bufferedBytes.store(0, std::memory_order_relaxed);
    }
    return endPhase(pass, result, config.flush == FlushPolicy::End);
}
