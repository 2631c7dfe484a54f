#pragma once

#include "DirtyOutlook.h"
#include "LatencyTicks.h"
#include "Posix.h"
#include "Sample.h"
#include "StallCause.h"
#include "StallProbe.h"
#include "SystemProbe.h"

#include <QList>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

// What the I/O threads publish for one stream. Each field has exactly one writer (the thread
// that owns the stream), so plain relaxed load+store replaces a locked read-modify-write;
// the sampler only reads. Cache-line aligned so streams on different threads do not share.
struct alignas(64) StreamCounters {
    std::atomic<int64_t> bytes { 0 }; // monotonic over a pass
    std::atomic<int64_t> ops { 0 };
    std::atomic<int64_t> inflightSinceNs { 0 }; // start of the op in flight, 0 = idle
    std::atomic<int64_t> bufferedBytes { 0 }; // real-time streams: data waiting in the buffer
    // The kernel's id of the thread that runs this stream's ops, published once when the
    // thread starts (StallProbe::currentTid()), so the sampler can look at it while it blocks.
    std::atomic<int> tid { 0 };
    // Each op's latency, for the sampler's per-tick histogram (LatencyTicks.h).
    LatencyTally latency;
    // Real-time write phases: what the buffer dropped so far and where the stream's arrival
    // ends (0: no arrival clock). With them the sampler tells the buffer's fill from the
    // arrival clock at every tick, also while the writer is blocked in a write and
    // bufferedBytes, which it updates only around its writes, stands still. Written rarely (at
    // the phase's start, at an overrun, when --confirm ends the arrival early), so after the
    // op's own cache line.
    std::atomic<int64_t> lostBytes { 0 };
    std::atomic<int64_t> arrivalEndBytes { 0 };

    void add(int64_t n)
    {
        bytes.store(bytes.load(std::memory_order_relaxed) + n, std::memory_order_relaxed);
        ops.store(ops.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
    }
};
// Every op writes the fields above and the tally's range: one cache line (see TimedOp.h).
static_assert(offsetof(StreamCounters, latency) + offsetof(LatencyTally, highest) + sizeof(int) <= 64);

// Kernel figures summed over one phase: taken from snapshots at the exact phase boundaries
// plus the peak seen at the ticks in between.
struct PhaseKernelStats {
    int64_t deviceWriteBytes = -1;
    int64_t deviceReadBytes = -1;
    double peakDirtyMiB = -1;
    double dirtyAtEndMiB = -1;
    double ioSomeS = -1;
    double ioFullS = -1;
    StallCause::Breakdown stalls; // every stall of the phase, by cause
};

// How a real-time phase measures its own data in the page cache (Sampler::beginOutlook).
struct RunDataSource {
    std::function<double()> bytes;
    // Delalloc: `bytes` are the files' unplaced bytes; the tick adds the pages under write-back.
    RunDataMeasure measure = RunDataMeasure::PageCache;
};

// Ticks on its own thread at a fixed interval (absolute deadlines on CLOCK_MONOTONIC, so
// jitter does not accumulate), reads the stream counters and the kernel, and hands batches
// of samples to the sink: at most one batch per 40 ms, however short the tick. A blocked
// write does not block the sampler: it shows up as a stream at 0 MiB/s with a growing
// in-flight time.
class Sampler {
public:
    using Sink = std::function<void(SampleBatch&&)>;

    Sampler(int64_t intervalNs, std::unique_ptr<SysProbe::KernelSource> kernel, Sink sink);
    ~Sampler();
    Sampler(const Sampler&) = delete;
    Sampler& operator=(const Sampler&) = delete;

    void start(int64_t runStartNs);
    // Tests drive the sampler by hand with injected times: prime(), then tickAt() per tick,
    // without start(); stop() still delivers what is pending.
    void prime(int64_t runStartNs, int64_t nowNs);
    void tickAt(int64_t nowNs);
    void stop(); // delivers what is pending, then joins

    // Called by the engine's control thread between phases; cheap, takes a lock.
    void setPass(int target, int pass, const StreamCounters* counters, int streams, int64_t bytesBeforePass,
        int64_t plannedBytes, const QList<int64_t>& bufferCapacity);
    QList<Sample> takePassSamples();
    // Every phase boundary ends the tick in progress with a sample of its own (a partial tick
    // over its true, shorter interval), so that no tick spans two phases and a phase shorter
    // than a tick still has its sample. The boundaries are at startNs, at endNs (0: now) and,
    // for beginPhaseLabel, now (0) or atNs. Call them after the phase's ops have returned.
    void beginPhase(PhaseKind kind, int64_t startNs);
    PhaseKernelStats endPhase(int64_t endNs = 0);
    void setIdle(); // between phases: samples carry phase -1
    // Relabels the samples (the flush tail of a write phase) without starting a new phase.
    void beginPhaseLabel(PhaseKind kind, int64_t atNs = 0);

    // Where the blocked threads and the stall evidence are read from; the default reads the
    // live kernel without a block device. Call before start() or prime().
    void setStallSource(std::unique_ptr<StallProbe::Source> source);
    // Ops in flight are looked for at least every half of this (and at every tick), so that
    // every op that becomes a stall is watched while it lasts, also one that began just after
    // a tick and ended before the next. 0: only at the ticks. Call before start() or prime().
    void setStallThreshold(int64_t stallNs);

    // Called by I/O threads when an op ran longer than the stall threshold (rare; locks). The
    // event gets its cause on the sampler thread's next look (a reading taken after the op
    // ended, so a cache flush that completed just before shows), at the latest in endPhase(),
    // and is delivered with its cause.
    void addStall(const StallEvent& stall);
    // The stalls with the causes the sampler found (matched by pass, target, stream and start);
    // an event the sampler never classified is returned as it is.
    QList<StallEvent> withCauses(const QList<StallEvent>& stalls) const;
    // Tests: one look at the threads of long ops without a tick.
    void pollAt(int64_t nowNs);
    // Tests: when the sampler thread looks at the streams next; 0 = at its next tick.
    int64_t nextLookNs() const { return m_nextPollNs; }
    void addOverrun(const OverrunEvent& overrun);

    // Real-time write phases: every tick from now on feeds a DirtyOutlook of these streams and
    // stamps its projection on the sample; endOutlook() stops that and returns where it stood.
    // outlookSteady() is lock-free, for the phase loop (RealtimePhase's --confirm).
    // `params` carry what the engine knows of the device and the kernel (its calibrated rate,
    // how long dirty data is held back). `runData`, when given, measures the run's own data
    // still in the page cache at each tick (Residency::PendingWrites; NaN: not known); it is
    // called on the sampler's thread and let go in endOutlook().
    // `ext4Zeroing`, when given, says at each tick whether a new ext4 zeroes beside the run.
    // From now on each stream's buffer fill is told from its arrival clock (StreamCounters'
    // arrivalEndBytes); `blockBytes`, the writer's block, makes it count whole blocks as the
    // writer does, which writes a block only once all of it has arrived (0: bytes).
    void beginOutlook(const QList<double>& streamRatesBps, int64_t bufferBytes, DirtyOutlook::Params params = {},
        RunDataSource runData = {}, std::function<bool()> ext4Zeroing = {}, int64_t blockBytes = 0);
    std::optional<OutlookResult> endOutlook();
    bool outlookSteady() const { return m_outlookSteady.load(std::memory_order_relaxed); }

    // Jitter statistics of the tick deadlines, for the benchmarks.
    int64_t maxLatenessNs() const { return m_maxLatenessNs.load(); }

private:
    // What the sampler saw of one op while it was in flight.
    struct Watch {
        int64_t opStartNs = 0;
        int tid = 0;
        int64_t lastNs = 0; // last observation
        int64_t dueNs = 0; // the next look, further apart the longer the op lasts
        double observedS = 0;
        std::unordered_map<std::string, double> waits;
        double states[4] = {}; // R, D, S, other
        std::unordered_map<int, double> syscalls;
        int64_t firstCpuNs = -1;
        int64_t lastCpuNs = -1;
        std::optional<StallProbe::Reading> first;
        std::optional<StallProbe::Reading> last;
        int64_t peakDirtyBytes = -1;
        int64_t peakInFlight = -1;
        std::optional<BlockedNow> shown; // what the live list showed of it since its last look
    };
    struct PendingStall {
        StallEvent event;
        int64_t startNs = 0;
    };
    void loop();
    // One sample over [last sample, now]; `boundary`: at a phase boundary, on the engine's
    // thread, which only queues it (the sink is called from the sampler's thread alone).
    void sampleAt(int64_t now, bool boundary);
    // Under m_mutex.
    StallCause::Evidence evidenceOf(const Watch& w) const;
    void observeKernel(Watch& w, const StallProbe::Reading& reading) const;
    void classifyPending(const StallProbe::Reading& closing);
    void closeWatch(int stream);
    void publishBlocked(); // the live blocked list of the batch about to be delivered
    // Under m_mutex: stream `stream`'s buffer fill in bytes at `now`, its counter at `bytes`.
    int64_t bufferedAt(int stream, int64_t bytes, int64_t now) const;
    // Under m_mutex; writtenBytes: what the streams wrote in the phase so far.
    void feedOutlook(Sample& s, const SysProbe::Snapshot& snapshot, int64_t backlogBytes, int64_t writtenBytes);

    const int64_t m_intervalNs;
    Sink m_sink;
    const std::unique_ptr<SysProbe::KernelSource> m_kernel;
    std::thread m_thread;
    std::mutex m_wakeMutex;
    std::condition_variable m_wake;
    bool m_stopRequested = false;

    mutable std::mutex m_mutex; // guards everything below
    int64_t m_runStartNs = 0;
    int m_target = 0;
    int m_pass = 0;
    const StreamCounters* m_counters = nullptr;
    int m_streams = 0;
    QList<int64_t> m_lastBytes;
    QList<int64_t> m_bufferCapacity;
    int64_t m_bytesBeforePass = 0;
    int64_t m_plannedBytes = 0;
    int m_phase = -1;
    int64_t m_phaseStartNs = 0;
    int64_t m_phaseBaselineBytes = 0;
    double m_phasePeakDirtyMiB = -1;
    float m_lastOngoingMiBs = 0;
    SysProbe::Snapshot m_phaseStartSnapshot;
    int64_t m_lastTickNs = 0;
    SysProbe::Snapshot m_lastSnapshot;
    QList<Sample> m_passSamples;
    LatencyTicker m_latency;
    SampleBatch m_pending;
    int64_t m_lastDeliveryNs = 0;
    std::atomic<int64_t> m_maxLatenessNs { 0 };

    std::unique_ptr<StallProbe::Source> m_stallSource;
    // Serialises the source's reads, whose kept files and buffers the sampler thread's looks
    // and endPhase() (on the engine's thread) share; taken without m_mutex, or after it.
    std::mutex m_sourceMutex;
    StallProbe::DeviceSettings m_deviceSettings;
    int64_t m_nextPollNs = 0; // sampler thread only: when to look at long ops again
    int64_t m_scanGapNs = 0; // when nothing is in flight: when to look for new ops again
    int64_t m_lastKernelNs = 0; // the last StallProbe::Source::readKernel() of a look
    std::optional<StallProbe::Reading> m_lastKernel; // what it read
    double m_readBudget = 0; // thread reads a look may make now
    int64_t m_readBudgetNs = 0; // when m_readBudget was last topped up
    bool m_watchesChanged = false; // a watch ended: the source may let go of its thread's files
    std::unordered_map<int, Watch> m_watches; // by stream: ops in flight long enough to watch
    std::unordered_map<int, std::vector<Watch>> m_closed; // by stream: ops that ended, newest last
    QList<PendingStall> m_unclassified;
    QList<StallEvent> m_classified; // of the current pass, for withCauses()
    StallCause::Breakdown m_phaseStalls;
    std::optional<DirtyOutlook> m_outlook;
    // The arrival clock of a real-time write phase (beginOutlook() to endOutlook()): each
    // stream's rate, B/s, and its bytes counter at the phase's start.
    QList<double> m_arrivalRates;
    QList<int64_t> m_arrivalBaseBytes;
    int64_t m_arrivalStartNs = 0;
    int64_t m_arrivalBlockBytes = 0;
    RunDataSource m_runData;
    std::function<bool()> m_ext4Zeroing;
    std::atomic<bool> m_outlookSteady { false };
};
