#include "Sampler.h"

#include "Rates.h"
#include "Units.h"

#include <algorithm>
#include <pthread.h>
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace {
// Deliver at most 25 batches per second whatever the tick: the UI cannot use more, and
// queued signals must never pile up behind a busy event loop.
constexpr int64_t kMinDeliveryGapNs = 40'000'000;

double dirtyMiB(const SysProbe::Snapshot& s)
{
    if (!s.mem)
        return -1;
    return double(s.mem->dirtyBytes + s.mem->writebackBytes) / Units::kMiB;
}
} // namespace

Sampler::Sampler(int64_t intervalNs, std::unique_ptr<SysProbe::KernelSource> kernel, Sink sink)
    : m_intervalNs(intervalNs)
    , m_sink(std::move(sink))
    , m_kernel(std::move(kernel))
{
    Q_ASSERT(m_kernel);
}

Sampler::~Sampler()
{
    stop();
}

void Sampler::prime(int64_t runStartNs, int64_t nowNs)
{
    std::lock_guard lock(m_mutex);
    m_runStartNs = runStartNs;
    m_lastTickNs = nowNs;
    m_lastSnapshot = m_kernel->read();
}

void Sampler::start(int64_t runStartNs)
{
    prime(runStartNs, monotonicNs());
    m_stopRequested = false;
    m_thread = std::thread([this] { loop(); });
}

void Sampler::stop()
{
    if (m_thread.joinable()) {
        {
            std::lock_guard lock(m_wakeMutex);
            m_stopRequested = true;
        }
        m_wake.notify_all();
        m_thread.join();
    }
    SampleBatch last;
    {
        std::lock_guard lock(m_mutex);
        last = std::move(m_pending);
        m_pending = {};
    }
    if (!last.samples.isEmpty() || !last.stalls.isEmpty() || !last.overruns.isEmpty())
        m_sink(std::move(last));
}

namespace {
// sched_setattr(2) arguments; glibc before 2.41 has neither the wrapper nor the struct.
struct SchedAttr {
    uint32_t size;
    uint32_t policy;
    uint64_t flags;
    int32_t nice;
    uint32_t priority;
    uint64_t runtime;
    uint64_t deadline;
    uint64_t period;
};

// The sampler must wake on time while the I/O threads keep every CPU busy in the kernel.
// It asks for the lowest real-time priority (SCHED_FIFO 1: above every normal thread, below
// every kernel and audio RT thread; a tick is ~0.1 ms of work, so it cannot hog a CPU), which
// root or an RLIMIT_RTPRIO grant allows. Otherwise it stays a normal thread and asks for a
// short EEVDF slice (Linux 6.12+; ignored before), which lets it preempt on wake-up.
void raiseSamplerPriority()
{
    sched_param param {};
    param.sched_priority = 1;
    if (pthread_setschedparam(pthread_self(), SCHED_FIFO | SCHED_RESET_ON_FORK, &param) == 0)
        return;
    SchedAttr attr {};
    attr.size = sizeof(attr);
    attr.policy = SCHED_OTHER;
    attr.runtime = 500'000; // ns: the custom slice
    (void)syscall(SYS_sched_setattr, 0, &attr, 0);
}
} // namespace

void Sampler::loop()
{
    raiseSamplerPriority();
    int64_t deadline = monotonicNs() + m_intervalNs;
    std::unique_lock wakeLock(m_wakeMutex);
    while (!m_stopRequested) {
        // Absolute deadlines: a late tick does not shift every later tick.
        const auto until = std::chrono::steady_clock::time_point(std::chrono::nanoseconds(deadline));
        if (m_wake.wait_until(wakeLock, until, [this] { return m_stopRequested; }))
            break;
        wakeLock.unlock();
        const int64_t now = monotonicNs();
        const int64_t lateness = now - deadline;
        if (lateness > m_maxLatenessNs.load(std::memory_order_relaxed))
            m_maxLatenessNs.store(lateness, std::memory_order_relaxed);
        tickAt(now);
        deadline += m_intervalNs;
        if (deadline < now) // fell behind by more than a tick: skip, do not burst
            deadline = now + m_intervalNs;
        wakeLock.lock();
    }
}

void Sampler::tickAt(int64_t now)
{
    // Read the kernel before taking the lock: /proc reads can take a while under heavy I/O.
    const SysProbe::Snapshot snapshot = m_kernel->read();
    SampleBatch deliver;
    {
        std::lock_guard lock(m_mutex);
        const double dt = double(now - m_lastTickNs) / 1e9;
        if (dt <= 0)
            return;
        Sample s;
        s.t = double(now - m_runStartNs) / 1e9;
        s.pass = int16_t(m_pass);
        s.target = int16_t(m_target);
        s.phase = int8_t(m_phase);
        // Exactly m_streams floats each. resize() of an empty QList rounds its block up to the
        // next power of two (512 bytes for 64 floats), and a one-hour run keeps 36 000 samples.
        s.streamMiBs = QList<float>(m_streams);
        s.inflightMs = QList<float>(m_streams);
        if (!m_bufferCapacity.isEmpty())
            s.bufferFillPct = QList<float>(m_streams);
        int64_t totalBytes = 0;
        int64_t totalDelta = 0;
        for (int i = 0; i < m_streams; ++i) {
            const StreamCounters& c = m_counters[i];
            const int64_t bytes = c.bytes.load(std::memory_order_relaxed);
            const int64_t since = c.inflightSinceNs.load(std::memory_order_relaxed);
            const int64_t delta = bytes - m_lastBytes[i];
            m_lastBytes[i] = bytes;
            totalBytes += bytes;
            totalDelta += delta;
            s.streamMiBs[i] = float(Rates::intervalMiBs(delta, now - m_lastTickNs));
            s.inflightMs[i] = since > 0 && now > since ? float(double(now - since) / 1e6) : 0.0f;
            if (!m_bufferCapacity.isEmpty() && i < m_bufferCapacity.size() && m_bufferCapacity[i] > 0) {
                s.bufferFillPct[i] = float(
                    100.0 * double(c.bufferedBytes.load(std::memory_order_relaxed)) / double(m_bufferCapacity[i]));
            }
        }
        s.totalMiBs = float(Rates::intervalMiBs(totalDelta, now - m_lastTickNs));
        // During the flush tail no byte moves, so ongoing (which excludes the flush) stays
        // where the last write left it; the effective rate is reported when the phase ends.
        if (m_phase == int(PhaseKind::Flush))
            s.ongoingMiBs = m_lastOngoingMiBs;
        else if (m_phase >= 0)
            s.ongoingMiBs = float(Rates::ongoingMiBs(totalBytes - m_phaseBaselineBytes, m_phaseStartNs, now));
        m_lastOngoingMiBs = s.ongoingMiBs;
        if (m_plannedBytes > 0)
            s.runProgress = float(std::min(1.0, double(m_bytesBeforePass + totalBytes) / double(m_plannedBytes)));

        const SysProbe::Snapshot& last = m_lastSnapshot;
        if (snapshot.disk && last.disk) {
            s.deviceWriteMiBs = float(double(snapshot.disk->writeSectors - last.disk->writeSectors)
                * SysProbe::kSectorBytes / Units::kMiB / dt);
            s.deviceReadMiBs = float(double(snapshot.disk->readSectors - last.disk->readSectors)
                * SysProbe::kSectorBytes / Units::kMiB / dt);
            s.deviceBusyPct
                = float(std::min(100.0, double(snapshot.disk->ioTicksMs - last.disk->ioTicksMs) / 10.0 / dt));
            s.deviceInFlight = float(snapshot.disk->inFlight);
        }
        if (snapshot.mem) {
            s.dirtyMiB = float(double(snapshot.mem->dirtyBytes) / Units::kMiB);
            s.writebackMiB = float(double(snapshot.mem->writebackBytes) / Units::kMiB);
            m_phasePeakDirtyMiB = std::max(m_phasePeakDirtyMiB, dirtyMiB(snapshot));
        }
        if (snapshot.pressure && last.pressure) {
            s.ioSomePct = float(
                std::min(100.0, double(snapshot.pressure->someTotalUs - last.pressure->someTotalUs) / 1e4 / dt));
            if (snapshot.pressure->hasFull)
                s.ioFullPct = float(
                    std::min(100.0, double(snapshot.pressure->fullTotalUs - last.pressure->fullTotalUs) / 1e4 / dt));
        }
        m_lastSnapshot = snapshot;
        m_lastTickNs = now;
        if (m_counters)
            m_passSamples.append(s);
        m_pending.samples.append(std::move(s));
        if (now - m_lastDeliveryNs >= kMinDeliveryGapNs) {
            deliver = std::move(m_pending);
            m_pending = {};
            m_lastDeliveryNs = now;
        }
    }
    if (!deliver.samples.isEmpty())
        m_sink(std::move(deliver));
}

void Sampler::setPass(int target, int pass, const StreamCounters* counters, int streams, int64_t bytesBeforePass,
    int64_t plannedBytes, const QList<int64_t>& bufferCapacity)
{
    std::lock_guard lock(m_mutex);
    m_target = target;
    m_pass = pass;
    m_counters = counters;
    m_streams = counters ? streams : 0;
    m_lastBytes = QList<int64_t>(m_streams, 0);
    for (int i = 0; i < m_streams; ++i)
        m_lastBytes[i] = counters[i].bytes.load(std::memory_order_relaxed);
    m_bytesBeforePass = bytesBeforePass;
    m_plannedBytes = plannedBytes;
    m_bufferCapacity = bufferCapacity;
    m_phase = -1;
}

QList<Sample> Sampler::takePassSamples()
{
    std::lock_guard lock(m_mutex);
    return std::exchange(m_passSamples, {});
}

void Sampler::beginPhase(PhaseKind kind, int64_t startNs)
{
    const SysProbe::Snapshot snapshot = m_kernel->read();
    std::lock_guard lock(m_mutex);
    m_phase = int(kind);
    m_phaseStartNs = startNs;
    m_phaseBaselineBytes = 0;
    for (int i = 0; i < m_streams; ++i)
        m_phaseBaselineBytes += m_counters[i].bytes.load(std::memory_order_relaxed);
    m_phaseStartSnapshot = snapshot;
    m_phasePeakDirtyMiB = dirtyMiB(snapshot);
}

PhaseKernelStats Sampler::endPhase()
{
    const SysProbe::Snapshot end = m_kernel->read();
    std::lock_guard lock(m_mutex);
    PhaseKernelStats stats;
    const SysProbe::Snapshot& start = m_phaseStartSnapshot;
    if (start.disk && end.disk) {
        stats.deviceWriteBytes = int64_t(end.disk->writeSectors - start.disk->writeSectors) * SysProbe::kSectorBytes;
        stats.deviceReadBytes = int64_t(end.disk->readSectors - start.disk->readSectors) * SysProbe::kSectorBytes;
    }
    stats.dirtyAtEndMiB = dirtyMiB(end);
    stats.peakDirtyMiB = std::max(m_phasePeakDirtyMiB, stats.dirtyAtEndMiB);
    if (start.pressure && end.pressure) {
        stats.ioSomeS = double(end.pressure->someTotalUs - start.pressure->someTotalUs) / 1e6;
        if (end.pressure->hasFull)
            stats.ioFullS = double(end.pressure->fullTotalUs - start.pressure->fullTotalUs) / 1e6;
    }
    return stats;
}

void Sampler::setIdle()
{
    std::lock_guard lock(m_mutex);
    m_phase = -1;
}

void Sampler::beginPhaseLabel(PhaseKind kind)
{
    std::lock_guard lock(m_mutex);
    m_phase = int(kind);
}

void Sampler::addStall(const StallEvent& stall)
{
    std::lock_guard lock(m_mutex);
    m_pending.stalls.append(stall);
}

void Sampler::addOverrun(const OverrunEvent& overrun)
{
    std::lock_guard lock(m_mutex);
    m_pending.overruns.append(overrun);
}
