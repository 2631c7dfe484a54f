#include "Engine.h"

#include "EnginePass.h"
#include "OpTiming.h"
#include "Posix.h"
#include "Preflight.h"
#include "Rates.h"
#include "Residency.h"
#include "RunDirectory.h"
#include "Sampler.h"
#include "Trust.h"
#include "Units.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

// Off by default, like the sampler's: these lines are written from the engine's I/O threads,
// and a user reads the summary, not the plumbing. QT_LOGGING_RULES="streamscope.engine.debug=true"
// prints a line per target, pass and phase.
Q_LOGGING_CATEGORY(lcEngine, "streamscope.engine", QtWarningMsg)

namespace {

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

QString fileName(int index)
{
    return QStringLiteral("stream-%1.dat").arg(index, 4, 10, QLatin1Char('0'));
}

} // namespace

Engine::Engine(IoBackend& backend, RunObserver* observer, EngineOptions options)
    : m_backend(backend)
    , m_posix(dynamic_cast<PosixIoBackend*>(&backend))
    , m_observer(observer)
    , m_options(std::move(options))
{ }

Engine::~Engine() = default;

void Engine::status(const QString& text)
{
    if (m_observer)
        m_observer->status(text);
}

void Engine::fail(const QString& message)
{
    std::lock_guard lock(m_failureMutex);
    if (m_failure.isEmpty())
        m_failure = message;
    m_stop.store(true, std::memory_order_relaxed);
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
    OpTiming::init();
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
    report.opTiming = OpTiming::status();
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
    const int targetFd = m_options.targetFd >= 0 && targetIndex == 0 ? ::fcntl(m_options.targetFd, F_DUPFD_CLOEXEC, 0)
                                                                     : RunDirectory::openTarget(dirPath, &problem);
    if (targetFd < 0 && problem.isEmpty())
        problem = EngineTr::tr("cannot keep the target directory %1 open: %2").arg(dirPath, Posix::errnoText(errno));
    if (targetFd < 0) {
        fail(problem);
        return false;
    }
    const auto closeTarget = qScopeGuard([targetFd] { ::close(targetFd); });
    const int64_t checksStartNs = monotonicNs();
    problem = preflight(config, targetFd, dirPath, m_options, &report.warnings);
    if (!problem.isEmpty()) {
        qCDebug(lcEngine).noquote() << "target" << targetIndex << dirPath << "refused by preflight:" << problem;
        fail(problem);
        return false;
    }
    target.environment = SysProbe::probeEnvironment(targetFd, dirPath);
    Trust::Facts trustFacts = Trust::probe(target.environment, config.mode == IoMode::Direct);
    m_ext4Zeroing = !m_options.kernelSource && Trust::ext4Zeroing(trustFacts);
    m_delaysAllocation = Trust::delaysAllocation(trustFacts);
    qCDebug(lcEngine).nospace().noquote()
        << "target " << targetIndex << ' ' << dirPath << ": preflight and probes took "
        << double(monotonicNs() - checksStartNs) / 1e6 << " ms";
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
        qCDebug(lcEngine).noquote() << "target" << targetIndex << "O_DIRECT buffer alignment" << alignment;
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
    calibrateDevice(config, *runDir, target, targetIndex);
    if (stopping()) {
        removeRunDir();
        return false;
    }
    m_sampler = std::make_unique<Sampler>(config.intervalNs,
        m_options.kernelSource ? m_options.kernelSource(device) : SysProbe::makeLiveProbe(device),
        [this](SampleBatch&& batch) {
            if (m_observer)
                m_observer->samples(batch);
        });
    m_sampler->setStallSource(StallProbe::makeLiveSource(device));
    m_sampler->setStallThreshold(config.stallNs);
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
        pass.stallNs = config.stallNs;
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
        pass.loopBackingFile = trustFacts.cachedLoopBackingFile();
        pass.fsType = target.environment.fsType;
        pass.result.streams = pass.streams;
        pass.result.sizePerStream = pass.sizePerStream;
        qCDebug(lcEngine).nospace().noquote()
            << "target " << targetIndex << " pass " << p << ": " << pass.streams << " stream(s) of "
            << pass.sizePerStream << " bytes in blocks of " << pass.block;
        ok = runPass(pass);
        target.passes.append(std::move(pass.result));
    }

    m_sampler->stop();
    m_sampler.reset();
    // The ext4lazyinit thread also prefetches block bitmaps for a moment after every mount:
    // zeroing is what still runs once the run is over.
    if (trustFacts.ext4LazyInitRunning)
        Trust::readExt4LazyInit(trustFacts);
    target.trust = Trust::assess(trustFacts, target);
    if (!removeRunDir())
        ok = false;
    return ok;
}

// A real-time verdict compares the arrivals with what the device takes; over a run's first
// half minute the kernel writes nothing back, so the device is asked before the run (once per
// device and filesystem for the process: a capacity search's steps share it).
void Engine::calibrateDevice(const RunConfig& config, RunDirectory& runDir, TargetResult& target, int targetIndex)
{
    m_deviceCalibratedBps = std::numeric_limits<double>::quiet_NaN();
    const SysProbe::Environment& env = target.environment;
    m_writebackHoldS = m_options.writebackHoldS > 0 ? m_options.writebackHoldS : 35;
    // The hold is the expire time plus one period of the flusher (5 s by default).
    m_dirtyExpireS = std::max(0.0, m_writebackHoldS - 5);
    if (m_options.writebackHoldS <= 0 && !m_options.kernelSource && env.dirtyExpireCentisecs >= 0
        && env.dirtyWritebackCentisecs >= 0) {
        // dirty_writeback_centisecs 0 turns the periodic flush off: only the background
        // threshold starts write-back, so nothing is held back for a known time.
        m_writebackHoldS = env.dirtyWritebackCentisecs > 0
            ? double(env.dirtyExpireCentisecs + env.dirtyWritebackCentisecs) / 100
            : 24 * 3600.0;
        m_dirtyExpireS = double(env.dirtyExpireCentisecs) / 100;
    }
    if (!config.isRealTime() || (!m_options.deviceRate && (m_options.kernelSource || !env.device.present)))
        return;
    status(EngineTr::tr("measuring what the device writes…"));
    const QString name = QStringLiteral("device-rate");
    runDir.track(name);
    const int64_t startNs = monotonicNs();
    const DeviceRate::Measurement m = m_options.deviceRate
        ? m_options.deviceRate(runDir.fd())
        : DeviceRate::cached(runDir.fd(), name.toUtf8().constData(), {}, [this] { return stopping(); });
    if (m.known()) {
        m_deviceCalibratedBps = m.bytesPerSecond;
        qCDebug(lcEngine).nospace() << "target " << targetIndex << ": the device writes "
                                    << m.bytesPerSecond / Units::kMiB << " MiB/s (" << m.bytes << " bytes in "
                                    << m.seconds << " s; " << double(monotonicNs() - startNs) / 1e6 << " ms)";
    } else {
        qCDebug(lcEngine).noquote() << "target" << targetIndex << ": device rate not measured:" << m.error;
    }
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
    const PhaseKernelStats kernel = m_sampler->endPhase(endNs);
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
    result.stallTime = kernel.stalls;
    result.deviceWriteBytes = kernel.deviceWriteBytes;
    result.deviceReadBytes = kernel.deviceReadBytes;
    result.peakDirtyMiB = kernel.peakDirtyMiB;
    result.dirtyAtEndMiB = kernel.dirtyAtEndMiB;
    // A stop or a failure before the flush finished: the data was handed to the kernel, not
    // written, so bytes over this time is not a rate the disk achieved.
    result.complete = !stopping();
    if (!result.complete) {
        result.effectiveMiBs = 0;
        result.flushTailS = 0;
    }
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
    qCDebug(lcEngine).nospace().noquote()
        << "target " << pass.target << " pass " << pass.index << ' ' << phaseName(result.kind) << ": " << result.bytes
        << " bytes, " << result.ops << " ops in " << result.durationS() << " s (flush tail " << result.flushTailS
        << " s), ongoing " << result.ongoingMiBs << " MiB/s, effective " << result.effectiveMiBs << " MiB/s, "
        << result.stallCount << " stall(s)" << (stopping() ? ", stopping" : "");
    pass.result.phases.append(result);
    if (m_observer)
        m_observer->phaseFinished(result);
    return !stopping();
}

// Everything of the pass that is not timed is done; the observer may hold the run here (a
// start barrier), and a cancel meanwhile ends the pass before its first timed op.
bool Engine::prepared(Pass& pass)
{
    if (m_observer)
        m_observer->passPrepared(pass.target, pass.index);
    return !stopping();
}

// Between the timed phases: the write phase has flushed (or not, as the run asked) and its
// time is taken; the read phase drops the cache itself. Plain system calls on the run
// directory, not the backend: no fault meant for the run's files should hit the map.
void Engine::mapLayout(Pass& pass)
{
    status(EngineTr::tr("mapping where the %n file(s) landed\u2026", nullptr, pass.streams));
    FileLayout::PassBuilder layout;
    for (const auto& s : pass.states) {
        const int fd = Posix::retryOnEintr([&] {
            const int rc = ::openat(
                pass.dir->fd(), QFile::encodeName(s->name).constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
            return rc >= 0 ? rc : -errno;
        });
        if (fd < 0) {
            FileLayout::FileMap m;
            m.name = s->name;
            m.error = EngineTr::tr("cannot open it to map it: %1").arg(Posix::errnoText(-fd));
            layout.add(m);
            continue;
        }
        layout.add(FileLayout::map(fd, s->name, pass.fsType));
        ::close(fd);
    }
    pass.result.layout = layout.finish();
    qCDebug(lcEngine).noquote() << "layout of pass" << pass.index << ":" << FileLayout::sentence(*pass.result.layout);
    if (m_observer)
        m_observer->passLayout(pass.target, pass.index, *pass.result.layout);
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
        // Round-robin schedules, the flush and the reads run every stream on this thread; a
        // stream's own thread publishes itself when it starts and this one takes it back after.
        s->publishThread();
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
        // The create phase is timed: the files exist (empty) before it, and the barrier is here.
        ok = openFiles(pass, O_WRONLY, true) && prepared(pass) && writePhase(pass, PhaseKind::Create);
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
        ok = ok && prepared(pass);
    }
    if (ok)
        ok = config.isRealTime() ? realTimeWritePhase(pass) : writePhase(pass, PhaseKind::Write);
    if (ok)
        mapLayout(pass);
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
