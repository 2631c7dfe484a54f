#include "Sampler.h"

#include "OpTiming.h"
#include "Rates.h"
#include "Units.h"

#include <QLoggingCategory>
#include <algorithm>
#include <cstdlib>
#include <pthread.h>
#include <sched.h>
#include <sys/syscall.h>
#include <tuple>
#include <unistd.h>

// Off by default; QT_LOGGING_RULES="streamscope.sampler.debug=true" prints one line per phase.
Q_LOGGING_CATEGORY(lcSampler, "streamscope.sampler", QtWarningMsg)

namespace {
// Deliver at most 25 batches per second whatever the tick: the UI cannot use more, and
// queued signals must never pile up behind a busy event loop.
constexpr int64_t kMinDeliveryGapNs = 40'000'000;
// An op in flight this long is watched: its thread is looked at until the op ends, first every
// kPollNs, then less often the longer the op lasts (a quarter of its age, at most kMaxGapNs
// apart), so an op gets a number of looks that grows with the log of its length, not with
// its length. The time weighting keeps the shares right at any spacing.
constexpr int64_t kWatchAfterNs = 5'000'000;
constexpr int64_t kPollNs = 2'000'000;
constexpr int64_t kMaxGapNs = 50'000'000;
constexpr int64_t kGapDivisor = 4;
// The kernel-wide figures are read at most this often while ops are watched.
constexpr int64_t kKernelEveryNs = 10'000'000;
// Threads read per look, and per second over all threads (a thread is a few µs of /proc each):
// with more blocked streams than that, the looks take them in turn, those waiting longest for
// their look first, and the time weighting keeps each stall's shares right.
constexpr int kMaxThreadsPerPoll = 32;
constexpr double kThreadReadsPerS = 1000;
// When the budget holds back threads that are due: wait for this many reads' worth, not one.
constexpr int kBudgetBatch = 16;

// How long after a look at an op of age `ageNs` the next one is due.
int64_t watchGapNs(int64_t ageNs)
{
    return std::clamp(ageNs / kGapDivisor, kPollNs, kMaxGapNs);
}
// Ops that ended are kept this long for their stall event to find them.
constexpr int kClosedPerStream = 4;

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
    , m_stallSource(StallProbe::makeLiveSource(SysProbe::BlockDevice {}))
{
    Q_ASSERT(m_kernel);
}

void Sampler::setStallSource(std::unique_ptr<StallProbe::Source> source)
{
    std::lock_guard lock(m_mutex);
    m_stallSource = std::move(source);
    m_deviceSettings = m_stallSource ? m_stallSource->settings() : StallProbe::DeviceSettings {};
}

void Sampler::setStallThreshold(int64_t stallNs)
{
    std::lock_guard lock(m_mutex);
    m_scanGapNs = stallNs > 0 ? std::max(kWatchAfterNs, stallNs / 2) : 0;
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
    const int64_t now = monotonicNs();
    prime(runStartNs, now);
    // The first look at once, not at the first tick: the first op may stall before it.
    m_nextPollNs = m_scanGapNs > 0 ? now : 0;
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
        publishBlocked();
        last = std::move(m_pending);
        m_pending = {};
    }
    if (!last.samples.isEmpty() || !last.stalls.isEmpty() || !last.overruns.isEmpty() || !last.blocked.isEmpty())
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
        // Between ticks, wake for the threads of long ops (m_nextPollNs is this thread's own).
        const int64_t wakeAt = m_nextPollNs > 0 ? std::min(deadline, m_nextPollNs) : deadline;
        const auto until = std::chrono::steady_clock::time_point(std::chrono::nanoseconds(wakeAt));
        if (m_wake.wait_until(wakeLock, until, [this] { return m_stopRequested; }))
            break;
        wakeLock.unlock();
        const int64_t now = monotonicNs();
        if (now < deadline) {
            pollAt(now);
            wakeLock.lock();
            continue;
        }
        const int64_t lateness = now - deadline;
        if (lateness > m_maxLatenessNs.load(std::memory_order_relaxed))
            m_maxLatenessNs.store(lateness, std::memory_order_relaxed);
        tickAt(now);
        OpTiming::samplerTick();
        deadline += m_intervalNs;
        if (deadline < now) // fell behind by more than a tick: skip, do not burst
            deadline = now + m_intervalNs;
        wakeLock.lock();
    }
}

void Sampler::tickAt(int64_t now)
{
    pollAt(now);
    sampleAt(now, false);
}

void Sampler::sampleAt(int64_t now, bool boundary)
{
    {
        std::lock_guard lock(m_mutex);
        if (now <= m_lastTickNs) // a boundary right at a tick: nothing to sample
            return;
        // A regular tick just after a phase boundary's sample would cover a sliver of time, and
        // a rate over microseconds is one op's burst, not a rate: the next tick takes it in.
        if (!boundary && now - m_lastTickNs < m_intervalNs / 4)
            return;
    }
    // Read the kernel before taking the lock: /proc reads can take a while under heavy I/O.
    const SysProbe::Snapshot snapshot = m_kernel->read();
    SampleBatch deliver;
    {
        std::lock_guard lock(m_mutex);
        const double dt = double(now - m_lastTickNs) / 1e9;
        if (dt <= 0) // a sample at this time or later was taken meanwhile
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
        int64_t backlog = 0;
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
                // Shown: the fill on the stream's arrival clock, also while its writer is blocked.
                // The outlook keeps what the writer published around its writes: at a block
                // boundary each stream's new block waits the writer's wake-up in the buffer, and
                // eight streams' blocks at one tick read to it as writers held back.
                const int64_t buffered = std::min(bufferedAt(i, bytes, now), m_bufferCapacity[i]);
                backlog += c.bufferedBytes.load(std::memory_order_relaxed);
                s.bufferFillPct[i] = float(100.0 * double(buffered) / double(m_bufferCapacity[i]));
            }
        }
        s.totalMiBs = float(Rates::intervalMiBs(totalDelta, now - m_lastTickNs));
        s.latency = m_latency.take(m_counters, m_streams);
        const LatencyPercentiles latency = LatencyPercentiles::of(s.latency);
        s.latencyOps = uint32_t(std::min<uint64_t>(latency.ops, UINT32_MAX));
        s.latencyP50Ms = latency.p50Ms;
        s.latencyP99Ms = latency.p99Ms;
        s.latencyMaxMs = latency.maxMs;
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
        if (snapshot.vm && snapshot.vm->dirtyThresholdBytes > 0) {
            const SysProbe::VmStat& vm = *snapshot.vm;
            s.dirtyCeilingMiB
                = float(double(vm.dirtyThresholdBytes + vm.dirtyBackgroundThresholdBytes) / 2 / Units::kMiB);
            s.dirtyBackgroundMiB = float(double(vm.dirtyBackgroundThresholdBytes) / Units::kMiB);
        }
        if (snapshot.pressure && last.pressure) {
            s.ioSomePct = float(
                std::min(100.0, double(snapshot.pressure->someTotalUs - last.pressure->someTotalUs) / 1e4 / dt));
            if (snapshot.pressure->hasFull)
                s.ioFullPct = float(
                    std::min(100.0, double(snapshot.pressure->fullTotalUs - last.pressure->fullTotalUs) / 1e4 / dt));
        }
        if (m_outlook)
            feedOutlook(s, snapshot, backlog, totalBytes - m_phaseBaselineBytes);
        m_lastSnapshot = snapshot;
        m_lastTickNs = now;
        if (m_counters) {
            m_passSamples.append(s);
            m_passSamples.last().latency = {}; // the report keeps the percentiles only
        }
        m_pending.samples.append(std::move(s));
        if (!boundary && now - m_lastDeliveryNs >= kMinDeliveryGapNs) {
            publishBlocked(); // the ops that ended are blocked no more
            deliver = std::move(m_pending);
            m_pending = {};
            m_lastDeliveryNs = now;
        }
    }
    if (!deliver.samples.isEmpty())
        m_sink(std::move(deliver));
}

// ---------------------------------------------------------------------------------------------
// Why a stall happened: the threads of long ops, looked at every few ms, each look weighted by
// the time since the previous one, so a look that comes late (the sampler itself delayed by
// the stall) counts for all the time it stands for.

void Sampler::pollAt(int64_t now)
{
    struct Target {
        int stream;
        int tid;
        int64_t since;
        int64_t dueNs;
        bool sameOp; // the op's watch has looked at it before
    };
    std::vector<Target> targets;
    std::vector<int> watchedTids;
    StallProbe::Source* source = nullptr;
    const StreamCounters* counters = nullptr;
    bool needKernel = false;
    bool letGo = false;
    bool onlyLetGo = false;
    {
        std::lock_guard lock(m_mutex);
        source = m_stallSource.get();
        counters = m_counters;
        int64_t next = 0;
        auto wakeAt = [&next](int64_t t) { next = next == 0 ? t : std::min(next, t); };
        for (int i = 0; i < m_streams; ++i) {
            const StreamCounters& c = m_counters[i];
            const int64_t since = c.inflightSinceNs.load(std::memory_order_relaxed);
            auto w = m_watches.empty() ? m_watches.end() : m_watches.find(i);
            if (w != m_watches.end() && w->second.opStartNs != since) {
                closeWatch(i);
                w = m_watches.end();
            }
            const int tid = c.tid.load(std::memory_order_relaxed);
            if (since <= 0 || tid <= 0 || !source)
                continue;
            const bool watched = w != m_watches.end();
            const int64_t due = watched ? w->second.dueNs : since + kWatchAfterNs;
            if (watched || due <= now)
                watchedTids.push_back(tid);
            if (due <= now)
                targets.push_back({ i, tid, since, due, watched });
            else
                wakeAt(due);
        }
        // The read budget: kThreadReadsPerS, at most kMaxThreadsPerPoll at once.
        m_readBudget = std::min(double(kMaxThreadsPerPoll),
            m_readBudget + double(std::max<int64_t>(0, now - m_readBudgetNs)) * kThreadReadsPerS / 1e9);
        m_readBudgetNs = now;
        const int allowed = std::min(int(targets.size()), int(m_readBudget));
        int64_t notBefore = 0; // the read budget holds back threads that are due until then
        if (allowed < int(targets.size())) {
            // Those waiting longest first; the rest when the budget has grown by a batch.
            std::nth_element(
                targets.begin(), targets.begin() + allowed, targets.end(), [](const Target& a, const Target& b) {
                    return std::tie(a.dueNs, a.stream) < std::tie(b.dueNs, b.stream);
                });
            const int heldBack = int(targets.size()) - allowed;
            targets.resize(size_t(allowed));
            const double missing = double(std::min(kBudgetBatch, heldBack)) - (m_readBudget - allowed);
            notBefore = now + std::max(kPollNs, int64_t(missing * 1e9 / kThreadReadsPerS));
            wakeAt(notBefore);
        }
        m_readBudget -= allowed;
        // The kernel's figures at most every kKernelEveryNs, or as seldom as the threads are
        // looked at when all watched ops are old; and for an op's first look (its starting
        // point) unless the last reading was taken after the op began.
        int64_t kernelGap = kMaxGapNs;
        for (const Target& t : targets) {
            const int64_t gap = watchGapNs(now - t.since);
            kernelGap = std::min(kernelGap, gap);
            needKernel = needKernel || (!t.sameOp && m_lastKernelNs < t.since);
            wakeAt(now + gap); // when it will be due again
        }
        if (!targets.empty() && now - m_lastKernelNs >= std::max(kKernelEveryNs, kernelGap))
            needKernel = true;
        needKernel = needKernel || !m_unclassified.isEmpty(); // a reading after the stall's op ended
        if (!m_unclassified.isEmpty())
            wakeAt(now); // classify at once below
        if (next == 0 && m_scanGapNs > 0 && m_streams > 0)
            wakeAt(now + m_scanGapNs); // an op that begins meanwhile is seen before it can be a stall
        m_nextPollNs = next > 0 ? std::max({ next, notBefore, now + kPollNs / 2 }) : 0;
        letGo = std::exchange(m_watchesChanged, false) && source;
        if (targets.empty() && m_unclassified.isEmpty()) {
            if (!letGo)
                return;
            onlyLetGo = true;
            needKernel = false;
        }
    }
    // The /proc reads without m_mutex (they can take a while under heavy I/O), but under the
    // source's own: endPhase() reads the kernel through the same kept files and buffers from
    // the engine's thread.
    std::optional<StallProbe::Reading> kernel;
    std::vector<StallProbe::ThreadReading> readings;
    {
        std::lock_guard sourceLock(m_sourceMutex);
        if (letGo)
            source->watching(watchedTids); // lets go of the files of threads no longer watched
        if (needKernel && source)
            kernel = source->readKernel();
        readings.reserve(targets.size());
        for (const Target& t : targets)
            readings.push_back(source->readThread(t.tid, t.sameOp));
    }
    if (kernel) {
        std::lock_guard lock(m_mutex);
        m_lastKernel = kernel;
        m_lastKernelNs = now;
    }
    if (onlyLetGo)
        return;
    const int64_t seen = now; // tests inject the time of the look

    std::lock_guard lock(m_mutex);
    if (m_counters != counters)
        return; // a new pass began meanwhile
    for (size_t k = 0; k < targets.size(); ++k) {
        const Target& t = targets[k];
        // The op ended (or another began) while its thread was being read: the reading may
        // belong to the next op, so it counts for neither.
        if (t.stream >= m_streams || m_counters[t.stream].inflightSinceNs.load(std::memory_order_relaxed) != t.since) {
            m_watchesChanged = true; // its thread's files may be let go
            continue;
        }
        Watch& w = m_watches[t.stream];
        if (w.opStartNs != t.since) {
            w = Watch {};
            w.opStartNs = t.since;
            w.tid = t.tid;
        }
        w.dueNs = seen + watchGapNs(seen - t.since);
        // The first look stands for the whole op so far.
        const double weight = double(seen - (w.lastNs > 0 ? w.lastNs : w.opStartNs)) / 1e9;
        if (weight <= 0)
            continue;
        w.lastNs = seen;
        w.observedS += weight;
        w.shown.reset();
        const StallProbe::ThreadReading& r = readings[k];
        if (!r.ok) {
            w.states[3] += weight;
            continue;
        }
        const int state = r.state == 'R' ? 0 : r.state == 'D' ? 1 : r.state == 'S' ? 2 : 3;
        w.states[state] += weight;
        w.waits[r.wchan.toStdString()] += weight;
        w.syscalls[r.syscall] += weight;
        if (r.cpuNs >= 0) {
            if (w.firstCpuNs < 0)
                w.firstCpuNs = r.cpuNs;
            w.lastCpuNs = r.cpuNs;
        }
        // An op's first look without a reading of its own takes the last one, taken after it began.
        if (kernel)
            observeKernel(w, *kernel);
        else if (!w.first && m_lastKernel)
            observeKernel(w, *m_lastKernel);
    }
    if (!m_unclassified.isEmpty())
        classifyPending(kernel.value_or(StallProbe::Reading {}));
}

void Sampler::publishBlocked()
{
    // The live view: every watched op with its cause so far, worked out again only for the
    // ops looked at since the last batch.
    m_pending.blocked.clear();
    for (auto& [stream, w] : m_watches) {
        if (!w.shown) {
            BlockedNow b;
            b.stream = stream;
            b.sinceS = double(w.opStartNs - m_runStartNs) / 1e9;
            b.evidence = evidenceOf(w);
            b.cause = StallCause::classify(b.evidence);
            w.shown = b;
        }
        m_pending.blocked.append(*w.shown);
    }
    std::sort(m_pending.blocked.begin(), m_pending.blocked.end(),
        [](const BlockedNow& a, const BlockedNow& b) { return a.stream < b.stream; });
}

void Sampler::observeKernel(Watch& w, const StallProbe::Reading& reading) const
{
    w.shown.reset();
    if (!w.first)
        w.first = reading;
    w.last = reading;
    if (reading.vm)
        w.peakDirtyBytes = std::max(w.peakDirtyBytes, reading.vm->dirtyBytes + reading.vm->writebackBytes);
    if (reading.device)
        w.peakInFlight = std::max(w.peakInFlight, int64_t(reading.device->inFlight));
}

void Sampler::closeWatch(int stream)
{
    const auto it = m_watches.find(stream);
    if (it == m_watches.end())
        return;
    std::vector<Watch>& closed = m_closed[stream];
    if (int(closed.size()) >= kClosedPerStream)
        closed.erase(closed.begin());
    closed.push_back(std::move(it->second));
    m_watches.erase(it);
    m_watchesChanged = true;
}

void Sampler::classifyPending(const StallProbe::Reading& closing)
{
    for (PendingStall& p : m_unclassified) {
        StallEvent& e = p.event;
        // The matching watch: closed by now, or (endPhase before the sampler noticed) still open.
        Watch* match = nullptr;
        auto fits = [&](Watch& w) { return std::llabs(w.opStartNs - p.startNs) < 2000; };
        if (auto it = m_closed.find(e.stream); it != m_closed.end()) {
            for (Watch& w : it->second) {
                if (fits(w))
                    match = &w;
            }
        }
        if (auto it = m_watches.find(e.stream); !match && it != m_watches.end() && fits(it->second))
            match = &it->second;
        if (match) {
            // A reading after the op ended: counters that move only when a request completes
            // (cache flushes) include the one the op waited for.
            observeKernel(*match, closing);
            e.evidence = evidenceOf(*match);
            e.cause = StallCause::classify(e.evidence);
        }
        m_phaseStalls.add(e.cause, e.durationS);
        if (m_classified.size() < 100'000)
            m_classified.append(e);
        m_pending.stalls.append(e);
    }
    m_unclassified.clear();
}

StallCause::Evidence Sampler::evidenceOf(const Watch& w) const
{
    StallCause::Evidence e;
    e.observedS = w.observedS;
    for (const auto& [wchan, seconds] : w.waits)
        e.waits.append({ QString::fromStdString(wchan), seconds });
    std::sort(e.waits.begin(), e.waits.end(), [](const auto& a, const auto& b) { return a.seconds > b.seconds; });
    if (e.waits.size() > StallCause::Evidence::kMaxWaits)
        e.waits.resize(StallCause::Evidence::kMaxWaits);
    e.runnableS = w.states[0];
    e.uninterruptibleS = w.states[1];
    e.sleepingS = w.states[2];
    e.otherS = w.states[3];
    double longest = 0;
    for (const auto& [number, seconds] : w.syscalls) {
        if (seconds > longest) {
            longest = seconds;
            e.syscall = number;
        }
    }
    if (w.firstCpuNs >= 0 && w.lastCpuNs >= w.firstCpuNs)
        e.cpuS = double(w.lastCpuNs - w.firstCpuNs) / 1e9;
    e.bdiMaxBytes = m_deviceSettings.bdi.maxBytes;
    e.bdiStrictLimit = m_deviceSettings.bdi.strictLimit;
    e.deviceQueueDepth = m_deviceSettings.queueDepth;
    e.stableWrites = m_deviceSettings.stableWrites;
    e.dirtyWritebackBytes = w.peakDirtyBytes;
    e.deviceInFlightPeak = w.peakInFlight;
    if (!w.first || !w.last)
        return e;
    const StallProbe::Reading& a = *w.first;
    const StallProbe::Reading& b = *w.last;
    if (b.vm) {
        e.dirtyThresholdBytes = b.vm->dirtyThresholdBytes;
        e.backgroundThresholdBytes = b.vm->dirtyBackgroundThresholdBytes;
    }
    if (a.device && b.device) {
        e.deviceBusyMs = double(b.device->ioTicksMs - a.device->ioTicksMs);
        if (a.device->hasFlush && b.device->hasFlush) {
            e.deviceFlushes = int64_t(b.device->flushes - a.device->flushes);
            e.deviceFlushMs = double(b.device->flushMs - a.device->flushMs);
        }
    }
    if (b.journal) {
        e.journalCommitMs = b.journal->averageCommitUs / 1000.0;
        if (a.journal)
            e.journalTransactions = b.journal->transactions - a.journal->transactions;
    }
    auto psi = [](const std::optional<SysProbe::Pressure>& x, const std::optional<SysProbe::Pressure>& y, double& some,
                   double& full) {
        if (!x || !y)
            return;
        some = double(y->someTotalUs - x->someTotalUs) / 1000.0;
        if (x->hasFull && y->hasFull)
            full = double(y->fullTotalUs - x->fullTotalUs) / 1000.0;
    };
    psi(a.io, b.io, e.ioSomeMs, e.ioFullMs);
    psi(a.memory, b.memory, e.memorySomeMs, e.memoryFullMs);
    if (a.allocStalls >= 0 && b.allocStalls >= a.allocStalls)
        e.allocStalls = b.allocStalls - a.allocStalls;
    if (a.pagesScannedDirect >= 0 && b.pagesScannedDirect >= a.pagesScannedDirect)
        e.pagesScanned = b.pagesScannedDirect - a.pagesScannedDirect;
    return e;
}

QList<StallEvent> Sampler::withCauses(const QList<StallEvent>& stalls) const
{
    std::lock_guard lock(m_mutex);
    QList<StallEvent> out = stalls;
    for (StallEvent& s : out) {
        for (const StallEvent& c : m_classified) {
            if (c.pass == s.pass && c.target == s.target && c.stream == s.stream && c.startS == s.startS) {
                s.cause = c.cause;
                s.evidence = c.evidence;
                break;
            }
        }
    }
    return out;
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
    m_latency.reset(counters, m_streams);
    m_phase = -1;
    m_watchesChanged = m_watchesChanged || !m_watches.empty();
    m_watches.clear();
    m_closed.clear();
    m_classified.clear();
    m_pending.blocked.clear();
}

QList<Sample> Sampler::takePassSamples()
{
    std::lock_guard lock(m_mutex);
    return std::exchange(m_passSamples, {});
}

void Sampler::beginPhase(PhaseKind kind, int64_t startNs)
{
    sampleAt(startNs, true); // what came before the phase is not the phase's
    const SysProbe::Snapshot snapshot = m_kernel->read();
    std::lock_guard lock(m_mutex);
    m_phase = int(kind);
    m_phaseStartNs = startNs;
    m_phaseBaselineBytes = 0;
    for (int i = 0; i < m_streams; ++i)
        m_phaseBaselineBytes += m_counters[i].bytes.load(std::memory_order_relaxed);
    m_phaseStartSnapshot = snapshot;
    m_phasePeakDirtyMiB = dirtyMiB(snapshot);
    m_phaseStalls = {};
}

PhaseKernelStats Sampler::endPhase(int64_t endNs)
{
    sampleAt(endNs > 0 ? endNs : monotonicNs(), true);
    const SysProbe::Snapshot end = m_kernel->read();
    StallProbe::Source* source = nullptr;
    {
        std::lock_guard lock(m_mutex);
        source = m_unclassified.isEmpty() ? nullptr : m_stallSource.get();
    }
    // The phase's ops have ended: classify what the sampler thread has not got to yet.
    StallProbe::Reading closing;
    if (source) {
        std::lock_guard sourceLock(m_sourceMutex);
        closing = source->readKernel();
    }
    std::lock_guard lock(m_mutex);
    for (int i = 0; i < m_streams; ++i) {
        if (m_watches.count(i)
            && m_counters[i].inflightSinceNs.load(std::memory_order_relaxed) != m_watches[i].opStartNs)
            closeWatch(i);
    }
    classifyPending(closing);
    PhaseKernelStats stats;
    stats.stalls = m_phaseStalls;
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
    qCDebug(lcSampler).nospace() << "phase " << m_phase << " ended: " << m_streams << " stream(s), worst tick lateness "
                                 << double(m_maxLatenessNs.load(std::memory_order_relaxed)) / 1e6 << " ms, "
                                 << stats.stalls.count << " stall(s) " << stats.stalls.totalS << " s, dirty at end "
                                 << stats.dirtyAtEndMiB << " MiB";
    return stats;
}

void Sampler::setIdle()
{
    std::lock_guard lock(m_mutex);
    m_phase = -1;
}

void Sampler::beginPhaseLabel(PhaseKind kind, int64_t atNs)
{
    sampleAt(atNs > 0 ? atNs : monotonicNs(), true);
    std::lock_guard lock(m_mutex);
    m_phase = int(kind);
}

void Sampler::addStall(const StallEvent& stall)
{
    std::lock_guard lock(m_mutex);
    m_unclassified.append({ stall, m_runStartNs + std::llround(stall.startS * 1e9) });
}

void Sampler::addOverrun(const OverrunEvent& overrun)
{
    std::lock_guard lock(m_mutex);
    m_pending.overruns.append(overrun);
}
