#pragma once

#include "SystemProbe.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <deque>
#include <limits>
#include <optional>
#include <utility>

// Where a buffered real-time run stands, and where it is going. In buffered mode the page
// cache absorbs what the device cannot write until dirty memory reaches the kernel's throttle
// ceiling; only then do writers wait and stream buffers fill. A short run therefore looks
// sustained when it is not. And with the kernel's default settings the device writes nothing of
// the run for its first dirty_expire_centisecs (30 s): the device rate a run sees then says
// nothing about the device. This model, fed once per sampler tick, gives one of three answers:
//   - steady: in = out, measured. Write-back of the run's *own* data has begun, the device has
//     since caught up (gone idle: it wrote everything the kernel wanted written) and the run's own
//     data in the page cache is no more than the kernel holds back by age, A × (expire + writeback
//     interval); and the writer was not held back (buffers flat). The run's own data is measured
//     where the kernel can tell (RunDataMeasure::PageCache: the dirty and write-back pages of the
//     run's files, cachestat(2)); else it is what the run wrote minus what the device wrote, and
//     then nothing the device writes inside the kernel's expire time counts as the run's: the
//     device's counters also carry other writers (another program, a new ext4's lazy
//     inode-table init), and the kernel holds the run's data back that long.
//   - filling (will lose data): the streams arrive faster than the device takes, by the device's
//     rate while it writes without pause (measured), or else by its calibration (DeviceRate),
//     never by a rate of 0 that only means write-back has not started. Projected: dirty memory
//     reaches the ceiling at (ceiling - dirty) / (A - D), then the fastest stream's buffer fills.
//   - undecided ("cannot tell yet"): anything else, with the run time at which an answer can be
//     expected (write-back begun and caught up once).
// Writers held back in the kernel (buffers growing, or dirty memory at the ceiling) are
// "throttled": never steady, and projected from the rate the buffers fill. A sustained drop of
// D (a cliff) is detected, and projections use the rate after it.
// Pure: no clock, no kernel; times are what the ticks say.

namespace DirtyCeiling {

// Which limit on dirty memory binds writers first.
enum class Binding {
    Unknown, // no kernel thresholds read
    Global, // /proc/vmstat: (nr_dirty_threshold + nr_dirty_background_threshold) / 2
    Device, // the device's own bdi limit (max_bytes or max_ratio) with strict_limit
    Cgroup, // the memory cgroup's limit scales the thresholds down (an estimate)
};

// The limits of one kernel reading, in bytes; -1 where not known or not set.
struct Ceiling {
    double bytes = -1; // the binding one
    Binding binding = Binding::Unknown;
    double globalBytes = -1;
    double deviceBytes = -1; // only with strict_limit: otherwise the device's share applies only above the global one
    double cgroupBytes = -1;
    // A per-device limit (max_bytes or max_ratio < 100) is set, but without strict_limit it
    // throttles only once the global freerun ceiling is passed: flagged, not used.
    bool deviceLimitAboveGlobal = false;
};

// The freerun ceilings the kernel's balance_dirty_pages() lets writers run free below:
//   global: (thresh + bg_thresh) / 2 from /proc/vmstat;
//   device: with strict_limit, the bdi's share of thresh (max_bytes, else max_ratio % of thresh)
//           and the same share of bg_thresh, halfway between;
//   cgroup: the memcg's thresholds are the same ratios of the memory the cgroup may use, so the
//           global ceiling scaled by memory.max / dirtyable memory (MemAvailable, else MemTotal).
Ceiling of(const SysProbe::Snapshot& snapshot);

// "global", "device", "cgroup", "" (for reports; stable, not translated).
QString bindingKey(Binding binding);
Binding bindingFromKey(const QString& key, bool* ok = nullptr);

} // namespace DirtyCeiling

// A sustained drop of the device's write rate.
struct OutlookCliff {
    double timeS = 0; // run time the drop began
    double fromBps = 0; // device write rate before (bytes/s)
    double toBps = 0; // and after
    friend bool operator==(const OutlookCliff&, const OutlookCliff&) = default;
};

// How the model knows how much of the run's own data is still in the page cache.
enum class RunDataMeasure : int8_t {
    Device = 0, // what the run wrote minus what the device wrote (the device also writes for others)
    PageCache = 1, // the dirty and write-back pages of the run's own files (cachestat(2))
    // Without cachestat (Linux < 6.5), on a filesystem that places data at write-back (ext4 with
    // delalloc, XFS, btrfs): the run's files' delayed-allocation bytes (FIEMAP) plus all the
    // machine's pages under write-back (an upper bound of the run's: others' count too).
    Delalloc = 2,
};

// "page_cache", "device" (for reports; stable, not translated).
QString runDataMeasureKey(RunDataMeasure measure);
RunDataMeasure runDataMeasureFromKey(const QString& key, bool* ok = nullptr);

// What the device's rate in an answer rests on.
enum class DeviceBasis : int8_t {
    Unknown = 0, // neither measured in the run nor calibrated
    Calibrated = 1, // DeviceRate's measurement before the run
    Measured = 2, // the device's rate while it wrote the run's data without pause
};

// The model's state at its latest tick.
struct OutlookResult {
    enum class State : int8_t {
        Unknown = -1, // not enough ticks yet, or no device readings
        Filling = 0, // the run's cached data grows: more arrives than the device takes
        Steady = 1, // in = out: the device caught up with the run's data, writers not held back
        Throttled = 2, // writers are held back (buffers grow, or dirty memory at the ceiling)
        Undecided = 3, // cannot tell yet: see runAtLeastS
    };
    State state = State::Unknown;
    double timeS = -1; // run time of the tick this is of
    double windowS = 0; // length of the trailing window the rates are from
    // Inputs, bytes and bytes per second over the window.
    double arrivalBps = 0; // A
    double deviceBps = -1; // D, mean over the window (after the last cliff)
    double deviceLowBps = -1; // the slowest and fastest quarter of the window
    double deviceHighBps = -1;
    double dirtyBytes = -1; // Dirty + Writeback at the tick (all programs: the ceiling counts them all)
    double dirtySlopeBps = 0; // least-squares slope of the run's own cached data over the window
    double backlogBytes = 0; // data waiting in the streams' buffers (all streams)
    double runCachedBytes = -1; // the run's data not yet written by the device (see runData)
    RunDataMeasure runData = RunDataMeasure::Device; // how runCachedBytes was measured
    // PageCache only: what the device wrote over the window beyond the run's own data leaving the
    // page cache (another program, a new ext4's lazy init; also the run's own metadata and
    // journal), bytes/s; -1 when not measured.
    double otherWriterBps = -1;
    // What the device takes: measured while it wrote without pause, else calibrated; -1: unknown.
    double deviceTakesBps = -1;
    DeviceBasis deviceBasis = DeviceBasis::Unknown;
    double calibratedBps = -1; // DeviceRate's figure, -1 when none
    double writebackBegunS = -1; // run time write-back of the run's own data began
    double caughtUpS = -1; // the latest run time the device went idle with the run's data written
    // Undecided: the run time from which the model expects an answer (NaN otherwise).
    double runAtLeastS = std::numeric_limits<double>::quiet_NaN();
    DirtyCeiling::Ceiling ceiling;
    // Projection, run times (since run start); NaN when none (A <= D, or not filling).
    // "low" is the earliest (device at its slowest quarter), "high" the latest; high is
    // +infinity when the fastest quarter keeps up with A.
    double ceilingAtS = std::numeric_limits<double>::quiet_NaN();
    double ceilingAtLowS = std::numeric_limits<double>::quiet_NaN();
    double ceilingAtHighS = std::numeric_limits<double>::quiet_NaN();
    double lossAtS = std::numeric_limits<double>::quiet_NaN(); // the first buffer overflows
    double lossAtLowS = std::numeric_limits<double>::quiet_NaN();
    double lossAtHighS = std::numeric_limits<double>::quiet_NaN();
    double steadySinceS = -1; // run time steady state began, -1 = not in it
    QList<OutlookCliff> cliffs;
    // SysProbe::UnreadInput bits of the inputs this model needs (device stat, meminfo, vmstat)
    // that some tick of the phase could not read: then there is no answer (Undecided, nothing
    // projected, no time to run for), as one computed around a missing input would reassure by
    // mistake.
    uint8_t unreadInputs = 0;
    // Params::ext4Zeroing: would-be steady states are "cannot tell" (Undecided, no time to run for).
    bool ext4Zeroing = false;

    bool projected() const { return std::isfinite(lossAtS); }
    int streams = 0; // how many streams the run writes (what its own metadata scales with)
    // Whether another writer's share of the device is worth naming: above what the run's own
    // journal and metadata add, and above a twentieth of the arrivals. The run's own: a commit
    // each 5 s with an inode block or two per file and the bitmaps, written to the journal and
    // again in place — 6 KiB/s measured for 6 streams on a quiet 10 MiB/s ext4; allowed here is
    // 16 KiB/s plus 2 KiB/s per stream, so that a tenth of a slow disk (64 KiB/s of 640) is named.
    bool otherWriterNamed() const
    {
        constexpr double kOwnBaseBps = 16 * 1024;
        constexpr double kOwnPerStreamBps = 2 * 1024;
        constexpr double kShareOfArrivals = 0.05;
        const double own = kOwnBaseBps + kOwnPerStreamBps * std::max(streams, 1);
        return otherWriterBps >= std::max(own, kShareOfArrivals * arrivalBps);
    }
    bool steady() const { return state == State::Steady; }
};

// "measured", "calibrated", "" (for reports; stable, not translated).
QString deviceBasisKey(DeviceBasis basis);
DeviceBasis deviceBasisFromKey(const QString& key, bool* ok = nullptr);

// OutlookResult::unreadInputs as report keys, "device_stat", "meminfo", "vmstat", "pressure"
// (stable, not translated), and back: nullopt when a key is none of them.
QStringList unreadInputKeys(uint8_t unreadInputs);
std::optional<uint8_t> unreadInputsFromKeys(const QStringList& keys);

// The projected times of OutlookResult by their report keys.
inline constexpr std::pair<const char*, double OutlookResult::*> kOutlookTimes[] = {
    { "ceiling_at_s", &OutlookResult::ceilingAtS },
    { "ceiling_at_low_s", &OutlookResult::ceilingAtLowS },
    { "ceiling_at_high_s", &OutlookResult::ceilingAtHighS },
    { "loss_at_s", &OutlookResult::lossAtS },
    { "loss_at_low_s", &OutlookResult::lossAtLowS },
    { "loss_at_high_s", &OutlookResult::lossAtHighS },
};

class DirtyOutlook {
public:
    struct Params {
        // Trailing window: half of the time so far, within these bounds.
        double minWindowS = 2;
        double maxWindowS = 30;
        // Judge nothing before this many ticks are in the window.
        int minTicks = 8;
        // Dirty memory is flat when its slope stays within this share of A (or the floor).
        double slopeTolerance = 0.02;
        double slopeFloorBps = 64 * 1024;
        // At or above this share of the ceiling, writers count as throttled.
        double throttleShare = 0.95;
        // A cliff: the device's rate over cliffWindowS falls below cliffShare of its level
        // before, and stays there for cliffHoldS, while the device is behind (D < A).
        double cliffShare = 0.6;
        double cliffWindowS = 5;
        double cliffHoldS = 10;
        // How long the kernel leaves dirty data unwritten: dirty_expire_centisecs plus one
        // dirty_writeback_centisecs period (the flusher looks that often). The run's cached data
        // may be A times this in steady state; write-back is expected to begin within it.
        double holdS = 35;
        // dirty_expire_centisecs: the age at which the kernel writes data back. Without a measure
        // of the run's own data, device writes before it are not taken for the run's.
        double expireS = 30;
        // A tick in which the device wrote less than this share of A (or the floor) is idle.
        double idleShare = 0.05;
        double idleFloorBps = 64 * 1024;
        // Over how many seconds busy and idle are judged; with a calibration, a few of the
        // flusher's requests at the device's rate instead (scaledToDevice()).
        double idleSpanS = 2;
        // The device writes "without pause" once this many seconds of ticks were all busy.
        double saturatedS = 5;
        // Writers count as held back when the buffers hold this share of their capacity, or
        // grew by this share of it over the latest idle span.
        double heldBackShare = 0.25;
        double heldBackGrowthShare = 0.05;
        // "More arrives than the device takes" only beyond this share: closer is undecided.
        double rateMargin = 0.05;
        // A new ext4 zeroes its inode tables beside the run (Trust::ext4Zeroing): the zeroing
        // takes the whole device for seconds at a time and the journal waits behind it, so a
        // steady state seen between two bursts says nothing about the next; never steady.
        bool ext4Zeroing = false;
        // DeviceRate's measurement of the device, bytes/s; NaN: none.
        double calibratedBps = std::numeric_limits<double>::quiet_NaN();
    };

    // One sampler tick.
    struct Tick {
        double timeS = 0; // run time
        double deviceBps = std::numeric_limits<double>::quiet_NaN(); // what the device wrote in the tick / tick
        double dirtyBytes = std::numeric_limits<double>::quiet_NaN(); // Dirty + Writeback
        // Of that, Writeback alone (pages submitted to a device, not yet done); NaN: not known.
        double writebackBytes = std::numeric_limits<double>::quiet_NaN();
        double backlogBytes = 0; // sum of the streams' buffer fill
        // What the run's writer has written in the phase so far (handed to the kernel); NaN:
        // not known, then taken as what arrived minus what waits in the buffers.
        double writtenBytes = std::numeric_limits<double>::quiet_NaN();
        // The run's own data still in the page cache, measured as runData says; NaN: not
        // measured (neither cachestat(2) nor delayed allocation to read).
        double runCachedBytes = std::numeric_limits<double>::quiet_NaN();
        RunDataMeasure runData = RunDataMeasure::PageCache;
        // The kernel's ext4lazyinit runs now on an ext4 target (see Params::ext4Zeroing). Read
        // at the tick: the same thread prefetches block bitmaps for a moment after every mount.
        bool ext4Zeroing = false;
        DirtyCeiling::Ceiling ceiling;
        uint8_t unreadInputs = 0; // SysProbe::UnreadInput bits of this tick's reading
    };

    // streamRates: each stream's arrival rate (bytes/s); bufferBytes: each stream's buffer.
    DirtyOutlook(QList<double> streamRates, int64_t bufferBytes, Params params);
    DirtyOutlook(QList<double> streamRates, int64_t bufferBytes);

    void add(const Tick& tick);
    const OutlookResult& result() const { return m_result; }
    // The most of the run's data the page cache holds in steady state: what arrives while
    // the kernel holds data back by age (Params::holdS), with the rate margin.
    double steadyCachedBoundBytes() const;
    double arrivalBps() const { return m_arrivalBps; }
    // The parameters in use: with a calibrated device, the idle span and the saturated time
    // grow to hold several of the flusher's requests at the device's rate (used while ticks
    // carry no Writeback figure; with one, idle is judged over 0.5 s).
    const Params& params() const { return m_params; }
    static Params scaledToDevice(Params params);

    // A tick and the time since the one before it, which its rate stands for.
    struct Entry {
        Tick tick;
        double dtS = 0;
        double cachedBytes = 0; // the run's data not yet written by the device, at this tick
        // What the device wrote from the first tick to this one: with the run's own data
        // measured, of the run's data (tick.deviceBps is then that rate too).
        double deviceWritten = 0;
        double written = 0; // what the run's writer wrote in the phase until this tick
        double deviceCounted = 0; // what the device's counters say it wrote, for all writers
    };

private:
    void evaluate();
    void withholdOnUnreadInputs();
    void detectCliff();
    void track();
    double idleBelowBps() const;
    // Whether the run's own data has been seen leaving the page cache (PageCache) or, without that
    // measure, whether the device's current spell can be the run's write-back.
    void trackRunWriteback();
    // Whether the tick wrote for the flusher (not a journal commit's few blocks on their own).
    bool isDeviceWrite(const std::deque<Entry>::const_iterator& it) const;
    double deviceWrittenAt(double timeS) const;
    double writtenAt(const Tick& tick) const;

    const QList<double> m_rates;
    const int64_t m_bufferBytes;
    const Params m_params;
    const double m_baseSaturatedS; // as given, before scaledToDevice()
    // The span idle is judged over and the time "without pause" takes, at the latest tick.
    double m_spanS;
    double m_saturatedS;
    double m_arrivalBps = 0;
    double m_maxRate = 0;
    std::deque<Entry> m_ticks; // the longest window anything needs
    double m_firstS = -1;
    // Cliff detection.
    double m_levelBps = -1; // the device's level before a drop
    double m_dropSinceS = -1; // run time the rate fell below cliffShare of the level
    double m_cliffFloorS = -1; // rates are taken from after the last cliff
    // In = out: what the device wrote since the phase began, and how it wrote it.
    double m_deviceWritten = 0; // of the run's data, with the run's data measured
    double m_busySinceS = -1; // start of the current busy spell, -1 while idle
    double m_busyFromWritten = 0; // m_deviceWritten when it began
    double m_measureFromS = -1; // the end of its first write, and m_deviceWritten then
    double m_measureFromWritten = 0;
    double m_lastBusyTickS = -1; // its latest tick that wrote for the flusher (isDeviceWrite)
    double m_lastSpellBps = -1; // the rate of the latest busy spell that ended
    double m_measuredBps = -1; // the device's rate over the latest busy run of saturatedS or more
    double m_steadyStreakS = -1; // run time the current streak of steady ticks began
    uint8_t m_unreadInputs = 0; // of the phase so far
    bool m_runDataMeasured = true; // every tick so far carried the run's own cached data
    std::optional<RunDataMeasure> m_runDataMeasure; // how the first tick measured it
    double m_runOut = 0; // what of the run's data has left the page cache, at the latest tick
    double m_deviceCounted = 0; // the device's counters since the phase began, all writers
    OutlookResult m_result;
};
