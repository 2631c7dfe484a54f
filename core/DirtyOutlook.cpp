#include "DirtyOutlook.h"

#include "LineFit.h"

#include <algorithm>
#include <numeric>

namespace DirtyCeiling {

Ceiling of(const SysProbe::Snapshot& snapshot)
{
    Ceiling c;
    if (!snapshot.vm || snapshot.vm->dirtyThresholdBytes <= 0)
        return c;
    const double thresh = double(snapshot.vm->dirtyThresholdBytes);
    const double background = double(snapshot.vm->dirtyBackgroundThresholdBytes);
    c.globalBytes = (thresh + background) / 2;
    c.bytes = c.globalBytes;
    c.binding = Binding::Global;

    // The device's share of thresh: max_bytes where the kernel has it (6.2+, finer than the
    // percentage), else max_ratio. With max_ratio at 100 there is no limit of its own: the
    // kernel then shows the whole threshold (as it was when read) as max_bytes.
    const SysProbe::BdiLimits& bdi = snapshot.bdi;
    double share = -1;
    if (bdi.maxRatio >= 100)
        share = -1;
    else if (bdi.maxBytes > 0)
        share = std::min(1.0, double(bdi.maxBytes) / thresh);
    else if (bdi.maxRatio >= 0)
        share = double(bdi.maxRatio) / 100;
    if (share >= 0 && share < 1) {
        if (bdi.strictLimit == 1) {
            c.deviceBytes = share * c.globalBytes;
            if (c.deviceBytes < c.bytes) {
                c.bytes = c.deviceBytes;
                c.binding = Binding::Device;
            }
        } else {
            c.deviceLimitAboveGlobal = true;
        }
    }

    if (snapshot.cgroupMemoryMaxBytes > 0 && snapshot.mem) {
        const int64_t dirtyable
            = snapshot.mem->memAvailableBytes > 0 ? snapshot.mem->memAvailableBytes : snapshot.mem->memTotalBytes;
        if (dirtyable > 0 && snapshot.cgroupMemoryMaxBytes < dirtyable) {
            c.cgroupBytes = c.globalBytes * double(snapshot.cgroupMemoryMaxBytes) / double(dirtyable);
            if (c.cgroupBytes < c.bytes) {
                c.bytes = c.cgroupBytes;
                c.binding = Binding::Cgroup;
            }
        }
    }
    return c;
}

QString bindingKey(Binding binding)
{
    switch (binding) {
    case Binding::Global:
        return QStringLiteral("global");
    case Binding::Device:
        return QStringLiteral("device");
    case Binding::Cgroup:
        return QStringLiteral("cgroup");
    case Binding::Unknown:
        break;
    }
    return {};
}

Binding bindingFromKey(const QString& key, bool* ok)
{
    for (Binding b : { Binding::Global, Binding::Device, Binding::Cgroup }) {
        if (key == bindingKey(b)) {
            if (ok)
                *ok = true;
            return b;
        }
    }
    if (ok)
        *ok = key.isEmpty();
    return Binding::Unknown;
}

} // namespace DirtyCeiling

namespace {
constexpr std::pair<uint8_t, const char*> kUnreadInputKeys[] = {
    { SysProbe::UnreadDeviceStat, "device_stat" },
    { SysProbe::UnreadMeminfo, "meminfo" },
    { SysProbe::UnreadVmstat, "vmstat" },
    { SysProbe::UnreadPressure, "pressure" },
};
} // namespace

QStringList unreadInputKeys(uint8_t unreadInputs)
{
    QStringList keys;
    for (const auto& [bit, key] : kUnreadInputKeys) {
        if (unreadInputs & bit)
            keys.append(QLatin1String(key));
    }
    return keys;
}

std::optional<uint8_t> unreadInputsFromKeys(const QStringList& keys)
{
    uint8_t bits = 0;
    for (const QString& key : keys) {
        const auto known = std::find_if(std::begin(kUnreadInputKeys), std::end(kUnreadInputKeys),
            [&key](const auto& k) { return key == QLatin1String(k.second); });
        if (known == std::end(kUnreadInputKeys))
            return std::nullopt;
        bits |= known->first;
    }
    return bits;
}

QString runDataMeasureKey(RunDataMeasure measure)
{
    switch (measure) {
    case RunDataMeasure::PageCache:
        return QStringLiteral("page_cache");
    case RunDataMeasure::Delalloc:
        return QStringLiteral("delalloc");
    case RunDataMeasure::Device:
        break;
    }
    return QStringLiteral("device");
}

RunDataMeasure runDataMeasureFromKey(const QString& key, bool* ok)
{
    for (const RunDataMeasure m : { RunDataMeasure::Device, RunDataMeasure::PageCache, RunDataMeasure::Delalloc }) {
        if (key == runDataMeasureKey(m)) {
            if (ok)
                *ok = true;
            return m;
        }
    }
    if (ok)
        *ok = false;
    return RunDataMeasure::Device;
}

QString deviceBasisKey(DeviceBasis basis)
{
    switch (basis) {
    case DeviceBasis::Measured:
        return QStringLiteral("measured");
    case DeviceBasis::Calibrated:
        return QStringLiteral("calibrated");
    case DeviceBasis::Unknown:
        break;
    }
    return {};
}

DeviceBasis deviceBasisFromKey(const QString& key, bool* ok)
{
    for (DeviceBasis b : { DeviceBasis::Measured, DeviceBasis::Calibrated }) {
        if (key == deviceBasisKey(b)) {
            if (ok)
                *ok = true;
            return b;
        }
    }
    if (ok)
        *ok = key.isEmpty();
    return DeviceBasis::Unknown;
}

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// Time-weighted mean of the device rate over ticks [first, last): each tick's rate stands for
// the time since the tick before it.
template <typename It> double meanRate(It first, It last, double (*dt)(const It&))
{
    double bytes = 0;
    double time = 0;
    for (It it = first; it != last; ++it) {
        const double d = dt(it);
        if (d > 0 && std::isfinite(it->tick.deviceBps)) {
            bytes += it->tick.deviceBps * d;
            time += d;
        }
    }
    return time > 0 ? bytes / time : kNaN;
}

} // namespace

DirtyOutlook::DirtyOutlook(QList<double> streamRates, int64_t bufferBytes)
    : DirtyOutlook(std::move(streamRates), bufferBytes, Params {})
{ }

namespace {
// Knowing what is under write-back, a spell ends after this long with nothing under it and
// no device writes: a few ticks, shorter than the pauses a device loaded to 80 % makes between
// the flusher's sweeps (one each dirty_writeback period, the pause 1 - load of it).
constexpr double kShortestSpanS = 0.5;
// At most this much under write-back (all devices) and the device counts as idle: the
// flusher's pages are marked from submission to completion, also while a throttle holds them.
constexpr double kIdleWritebackBytes = 256 * 1024;
} // namespace

DirtyOutlook::Params DirtyOutlook::scaledToDevice(Params params)
{
    // A slow device completes the flusher's requests (up to max_sectors_kb, 1280 KiB on common
    // disks) seconds apart: an idle span must hold a few of them, or a device that writes
    // without pause looks idle between two of them (measured at 512 KiB/s: 2.5 s apart).
    constexpr double kRequestBytes = 1280 * 1024;
    if (params.calibratedBps > 0) {
        params.idleSpanS = std::max(params.idleSpanS, 3 * kRequestBytes / params.calibratedBps);
        params.saturatedS = std::max(params.saturatedS, 2.5 * params.idleSpanS);
    }
    return params;
}

DirtyOutlook::DirtyOutlook(QList<double> streamRates, int64_t bufferBytes, Params params)
    : m_rates(std::move(streamRates))
    , m_bufferBytes(bufferBytes)
    , m_params(scaledToDevice(params))
    , m_baseSaturatedS(params.saturatedS)
    , m_spanS(m_params.idleSpanS)
    , m_saturatedS(m_params.saturatedS)
{
    m_arrivalBps = std::accumulate(m_rates.begin(), m_rates.end(), 0.0);
    m_maxRate = m_rates.isEmpty() ? 0 : *std::max_element(m_rates.begin(), m_rates.end());
    m_result.arrivalBps = m_arrivalBps;
    m_result.streams = int(m_rates.size());
}

void DirtyOutlook::add(const Tick& tick)
{
    if (!m_ticks.empty() && tick.timeS <= m_ticks.back().tick.timeS)
        return; // time must move on
    const double dt = m_ticks.empty() ? 0 : tick.timeS - m_ticks.back().tick.timeS;
    if (m_firstS < 0)
        m_firstS = tick.timeS;
    // With the run's own data measured, everything below judges the device by how fast the
    // run's data leaves the page cache, what it wrote minus what its files still hold: another
    // writer (a program, a new ext4's lazy init) neither starts nor ends a spell, nor counts as
    // the rate the device takes for the run. The device's own counters are kept beside, for
    // naming the other writer. One tick without the figure and the rest of the phase is judged
    // by the device's counters.
    const double written = writtenAt(tick);
    // A phase is judged by one measure: a tick measured another way counts as unmeasured.
    if (!m_runDataMeasure)
        m_runDataMeasure = tick.runData;
    m_runDataMeasured = m_runDataMeasured && std::isfinite(tick.runCachedBytes) && tick.runData == *m_runDataMeasure;
    Tick judged = tick;
    if (m_runDataMeasured) {
        // What left never comes back: the writer's counter is read a moment before the pages,
        // and a block written in between would read as the device taking data back.
        const double out = std::max(m_runOut, written - std::max(0.0, tick.runCachedBytes));
        judged.deviceBps = dt > 0 ? (out - m_runOut) / dt : 0;
        m_runOut = out;
    }
    if (dt > 0 && std::isfinite(judged.deviceBps))
        m_deviceWritten += judged.deviceBps * dt;
    if (dt > 0 && std::isfinite(tick.deviceBps))
        m_deviceCounted += tick.deviceBps * dt;
    m_ticks.push_back({ judged, dt, 0, m_deviceWritten, written, m_deviceCounted });
    track();
    trackRunWriteback();
    // Keep what the longest look back needs: the window, or a cliff's level, drop and hold.
    const double keepS = std::max(m_params.maxWindowS, 2 * m_params.cliffWindowS + m_params.cliffHoldS) + 1;
    while (m_ticks.size() > 2 && m_ticks.front().tick.timeS < tick.timeS - keepS)
        m_ticks.pop_front();
    detectCliff();
    evaluate();
    m_unreadInputs
        |= tick.unreadInputs & (SysProbe::UnreadDeviceStat | SysProbe::UnreadMeminfo | SysProbe::UnreadVmstat);
    withholdOnUnreadInputs();
}

void DirtyOutlook::withholdOnUnreadInputs()
{
    OutlookResult& r = m_result;
    r.unreadInputs = m_unreadInputs;
    if (m_unreadInputs == 0)
        return;
    r.state = OutlookResult::State::Undecided;
    r.runAtLeastS = kNaN;
    r.steadySinceS = -1;
    r.ceilingAtS = r.ceilingAtLowS = r.ceilingAtHighS = kNaN;
    r.lossAtS = r.lossAtLowS = r.lossAtHighS = kNaN;
}

double DirtyOutlook::idleBelowBps() const
{
    return std::max(m_params.idleFloorBps, m_params.idleShare * m_arrivalBps);
}

bool DirtyOutlook::isDeviceWrite(const std::deque<Entry>::const_iterator& it) const
{
    const double idle = idleBelowBps();
    auto writes = [idle](const Entry& e) { return e.tick.deviceBps >= idle; };
    if (!writes(*it))
        return false;
    // A good part of a request in one tick (a sixth of what the span needs: a throttle passes
    // its lumps, a disk its requests), or one of a run of ticks that all write: a journal
    // commit is a few blocks in one tick, seconds from the next.
    if (it->tick.deviceBps * it->dtS >= idle * m_spanS / 6)
        return true;
    if (it != m_ticks.cbegin() && writes(*std::prev(it)))
        return true;
    const auto next = std::next(it);
    return next != m_ticks.cend() && writes(*next);
}

double DirtyOutlook::steadyCachedBoundBytes() const
{
    return m_arrivalBps * m_params.holdS * (1 + m_params.rateMargin) + m_params.slopeFloorBps;
}

double DirtyOutlook::writtenAt(const Tick& tick) const
{
    return std::isfinite(tick.writtenBytes) ? tick.writtenBytes
                                            : std::max(0.0, m_arrivalBps * (tick.timeS - m_firstS) - tick.backlogBytes);
}

double DirtyOutlook::deviceWrittenAt(double timeS) const
{
    // The latest tick at or before timeS; before the first one, nothing was written.
    auto it = std::upper_bound(
        m_ticks.cbegin(), m_ticks.cend(), timeS, [](double v, const Entry& e) { return v < e.tick.timeS; });
    return it == m_ticks.cbegin() ? 0 : std::prev(it)->deviceWritten;
}

// What the device wrote and how: busy and idle spells (judged over idleSpanS, as a throttled or
// queued device writes in bursts of a few hundred ms), its rate while it wrote without a
// pause, and the moments it caught up with the run's data.
void DirtyOutlook::track()
{
    OutlookResult& r = m_result;
    Entry& e = m_ticks.back();
    const Tick& tick = e.tick;
    const double now = tick.timeS;
    const double written = e.written;
    r.runData = m_runDataMeasured && m_runDataMeasure ? *m_runDataMeasure : RunDataMeasure::Device;
    r.runCachedBytes
        = m_runDataMeasured ? std::max(0.0, tick.runCachedBytes) : std::max(0.0, written - m_deviceWritten);
    e.cachedBytes = r.runCachedBytes;
    // A spell of write-back begins when the device writes more than the idle rate over the
    // span (which holds several of the flusher's requests: a metadata write is no spell). It
    // goes on while it does, or, knowing what is under write-back, while anything is: a device
    // that completes requests seconds apart has the rest under write-back between them, and
    // one that has written all it was asked has nothing, which a few ticks show.
    const bool writebackKnown = std::isfinite(tick.writebackBytes);
    m_spanS = m_params.idleSpanS;
    m_saturatedS = writebackKnown ? m_baseSaturatedS : m_params.saturatedS;
    if (!std::isfinite(tick.deviceBps))
        return;
    const double span = m_busySinceS >= 0 && writebackKnown ? kShortestSpanS : m_spanS;
    if (now - m_firstS < span - 1e-9)
        return;
    const double spanFrom = now - span;
    // Idle, what the spell before wrote up to its last write starts no new one.
    const double spanBytes
        = m_deviceWritten - deviceWrittenAt(m_busySinceS >= 0 ? spanFrom : std::max(spanFrom, m_lastBusyTickS));
    // Writeback is global (other disks, a loop device's backing file): it bridges only a pause
    // in this device's writes no longer than two spans, not an idle one. A throttle passes the
    // flusher's writes in lumps of up to 4 MiB (seen at 512 KiB/s: 2 and 4 MiB, 4 and 8 s
    // apart), more than the span's three requests of 1.25 MiB.
    const double bridgeS = 2 * m_spanS;
    const bool underWriteback = writebackKnown && tick.writebackBytes > kIdleWritebackBytes && m_lastBusyTickS >= 0
        && now - m_lastBusyTickS <= bridgeS + 1e-9;
    if (spanBytes >= idleBelowBps() * span || (m_busySinceS >= 0 && underWriteback)) {
        if (m_busySinceS < 0) {
            // The spell began with the span's first write for the flusher (isDeviceWrite): a
            // journal commit's few blocks seconds before the sweep are not part of it, nor is
            // the spell before.
            const auto spanFirst = std::upper_bound(m_ticks.cbegin(), m_ticks.cend(),
                std::max(spanFrom, m_lastBusyTickS), [](double v, const Entry& x) { return v < x.tick.timeS; });
            auto firstWrite = spanFirst;
            while (firstWrite != m_ticks.cend() && !isDeviceWrite(firstWrite))
                ++firstWrite;
            if (firstWrite == m_ticks.cend())
                firstWrite
                    = std::find_if(spanFirst, m_ticks.cend(), [](const Entry& x) { return x.tick.deviceBps > 0; });
            m_busySinceS = firstWrite != m_ticks.cend() ? firstWrite->tick.timeS - firstWrite->dtS : spanFrom;
            m_busySinceS = std::max(m_busySinceS, m_firstS);
            m_busyFromWritten = deviceWrittenAt(m_busySinceS);
            // The rate is measured from the end of that first write: a device that completes
            // requests seconds apart wrote n of them in n - 1 gaps.
            m_measureFromS = firstWrite != m_ticks.cend() ? firstWrite->tick.timeS : m_busySinceS;
            m_measureFromWritten = deviceWrittenAt(m_measureFromS);
            m_lastBusyTickS = std::max(m_lastBusyTickS, m_measureFromS);
        }
        if (isDeviceWrite(std::prev(m_ticks.cend())))
            m_lastBusyTickS = now;
        // Its rate up to its latest write: a pause bridged at its end is not the device's speed.
        const double busyS = m_lastBusyTickS - m_measureFromS;
        if (busyS >= m_saturatedS - 1e-9)
            m_measuredBps = (deviceWrittenAt(m_lastBusyTickS) - m_measureFromWritten) / busyS;
        return;
    }
    if (m_busySinceS >= 0) {
        // The spell's rate, from its first write to its last (the idle span after it aside).
        const double spellS = std::max(m_lastBusyTickS, m_busySinceS + 1e-3) - m_busySinceS;
        m_lastSpellBps = (deviceWrittenAt(m_lastBusyTickS) - m_busyFromWritten) / spellS;
        m_busySinceS = -1;
    }
    // Idle after writing faster than the streams arrive: the kernel had nothing more it
    // wanted written, and the device wrote it with room to spare. Only data younger than the
    // hold can then be cached, which the bound checks (a device that merely paused with an old
    // backlog, a frozen filesystem, is not caught up). A device that needed as long as the data
    // took to arrive was not ahead of it, only between two sweeps.
    // Judged by the device's counters, which carry other writers too, the run cannot have been
    // written and caught up before the flusher has looked at its expired data once.
    const bool afterHold = m_runDataMeasured || now >= m_firstS + m_params.holdS - 1e-9;
    if (r.writebackBegunS >= 0 && afterHold && r.runCachedBytes <= steadyCachedBoundBytes()
        && m_lastSpellBps >= (1 + m_params.rateMargin) * m_arrivalBps)
        r.caughtUpS = now;
}

void DirtyOutlook::trackRunWriteback()
{
    OutlookResult& r = m_result;
    if (r.writebackBegunS >= 0)
        return;
    const Entry& e = m_ticks.back();
    if (m_runDataMeasured) {
        // The run's own pages left the page cache: what it wrote is more than what its files
        // still hold dirty or under write-back.
        if (m_busySinceS >= 0 && e.written - e.cachedBytes >= m_params.slopeFloorBps)
            r.writebackBegunS = m_busySinceS;
        return;
    }
    // Without it, a spell of the device is the run's write-back only once the run's oldest data
    // can have expired: before that, the kernel wrote another writer's data (another program, a
    // new ext4's lazy init), not the run's.
    const double expiredS = m_firstS + m_params.expireS;
    if (m_busySinceS >= 0 && e.tick.timeS >= expiredS - 1e-9)
        r.writebackBegunS = std::max(m_busySinceS, expiredS);
}

namespace {
double entryDt(const std::deque<DirtyOutlook::Entry>::const_iterator& it)
{
    return it->dtS;
}
} // namespace

void DirtyOutlook::detectCliff()
{
    const Params& p = m_params;
    const double now = m_ticks.back().tick.timeS;
    const double floor = std::max(m_firstS, m_cliffFloorS);
    if (now - floor < p.cliffWindowS + 1e-9)
        return;
    auto since = [this](double t) {
        return std::lower_bound(
            m_ticks.cbegin(), m_ticks.cend(), t, [](const Entry& e, double v) { return e.tick.timeS <= v; });
    };
    const double level = meanRate(since(now - p.cliffWindowS), m_ticks.cend(), &entryDt);
    if (!std::isfinite(level))
        return;
    if (m_levelBps < 0 || level >= p.cliffShare * m_levelBps) {
        m_dropSinceS = -1;
        m_levelBps = std::max(m_levelBps, level);
        return;
    }
    if (m_dropSinceS < 0)
        m_dropSinceS = now;
    if (now - m_dropSinceS < p.cliffHoldS)
        return;

    // Held long enough: find where the rate stepped down, the split of the ticks from a window
    // before the drop was seen to now that fits two levels best (least squares).
    const auto first = since(std::max(floor, m_dropSinceS - 2 * p.cliffWindowS));
    const auto last = m_ticks.cend();
    std::vector<double> rates;
    std::vector<double> times;
    for (auto it = first; it != last; ++it) {
        if (std::isfinite(it->tick.deviceBps)) {
            rates.push_back(it->tick.deviceBps);
            times.push_back(it->tick.timeS);
        }
    }
    const size_t n = rates.size();
    if (n < 4)
        return;
    std::vector<double> sum(n + 1, 0), sq(n + 1, 0);
    for (size_t i = 0; i < n; ++i) {
        sum[i + 1] = sum[i] + rates[i];
        sq[i + 1] = sq[i] + rates[i] * rates[i];
    }
    auto cost = [&](size_t a, size_t b) { // squared error of [a, b) around its mean
        const double m = double(b - a);
        return sq[b] - sq[a] - (sum[b] - sum[a]) * (sum[b] - sum[a]) / m;
    };
    size_t split = 1;
    double best = kInf;
    for (size_t k = 1; k < n; ++k) {
        const double c = cost(0, k) + cost(k, n);
        if (c < best) {
            best = c;
            split = k;
        }
    }
    const double from = (sum[split] - sum[0]) / double(split);
    const double to = (sum[n] - sum[split]) / double(n - split);
    // Only a drop of the device while it is behind counts: a device that wrote fast to catch
    // up with a backlog and then keeps pace with the streams (D close to A) has not slowed.
    const bool behind = to < (1 - 5 * p.slopeTolerance) * m_arrivalBps;
    // A device that was hardly writing before (a metadata write, write-back not yet begun)
    // has no level to fall from.
    const bool wasWriting = from >= idleBelowBps() && m_result.writebackBegunS >= 0;
    // A throttle lets a burst through after a pause (seen: 5 MiB at 1.1 MiB/s from a 0.25 MiB/s
    // throttle): a fall from it back to what the device was calibrated to take is no cliff.
    const bool belowCalibration = !(p.calibratedBps > 0) || to < p.cliffShare * p.calibratedBps;
    if (!behind || !wasWriting || !belowCalibration || to >= p.cliffShare * from) {
        m_levelBps = level;
        m_dropSinceS = -1;
        return;
    }
    // A rate drop is a tick's interval: it began where the first slow tick's interval began.
    const double cliffS = split > 0 ? times[split - 1] : times[split];
    m_result.cliffs.append({ cliffS, from, to });
    m_cliffFloorS = cliffS;
    m_levelBps = to;
    m_dropSinceS = -1;
}

void DirtyOutlook::evaluate()
{
    const Params& p = m_params;
    OutlookResult& r = m_result;
    const Tick& last = m_ticks.back().tick;
    const double now = last.timeS;
    const double A = m_arrivalBps;
    r.timeS = now;
    r.ceiling = last.ceiling;
    r.dirtyBytes = std::isfinite(last.dirtyBytes) ? last.dirtyBytes : -1;
    r.backlogBytes = last.backlogBytes;
    r.ceilingAtS = r.ceilingAtLowS = r.ceilingAtHighS = kNaN;
    r.lossAtS = r.lossAtLowS = r.lossAtHighS = kNaN;
    r.runAtLeastS = kNaN;
    r.calibratedBps = p.calibratedBps > 0 ? p.calibratedBps : -1;
    if (m_measuredBps > 0) {
        r.deviceTakesBps = m_measuredBps;
        r.deviceBasis = DeviceBasis::Measured;
    } else if (r.calibratedBps > 0) {
        r.deviceTakesBps = r.calibratedBps;
        r.deviceBasis = DeviceBasis::Calibrated;
    } else {
        r.deviceTakesBps = -1;
        r.deviceBasis = DeviceBasis::Unknown;
    }

    const double floor = std::max(m_firstS, m_cliffFloorS);
    const double window = std::clamp((now - m_firstS) / 2, p.minWindowS, p.maxWindowS);
    const double from = std::max(floor, now - window);
    r.windowS = now - from;
    const auto first = std::lower_bound(
        m_ticks.cbegin(), m_ticks.cend(), from, [](const Entry& e, double v) { return e.tick.timeS <= v; });
    const auto end = m_ticks.cend();
    int ticks = 0;
    // Least-squares slopes of the run's cached data and of the buffer backlog over the window.
    LineFit cachedFit;
    LineFit backlogFit;
    double peakBacklog = 0;
    for (auto it = first; it != end; ++it) {
        ++ticks;
        cachedFit.add(it->tick.timeS, it->cachedBytes);
        backlogFit.add(it->tick.timeS, it->tick.backlogBytes);
        peakBacklog = std::max(peakBacklog, it->tick.backlogBytes);
    }
    r.deviceBps = meanRate(first, end, &entryDt);
    if (ticks < p.minTicks || !std::isfinite(r.deviceBps)) {
        r.state = OutlookResult::State::Unknown;
        r.deviceBps = std::isfinite(r.deviceBps) ? r.deviceBps : -1;
        r.deviceLowBps = r.deviceHighBps = r.deviceBps;
        r.steadySinceS = -1;
        m_steadyStreakS = -1;
        return;
    }
    r.dirtySlopeBps = cachedFit.slope();
    const double backlogSlope = backlogFit.slope();
    // What the device wrote over the window beyond the run's own data leaving the page cache.
    r.otherWriterBps = -1;
    if (m_runDataMeasured && first != m_ticks.cbegin()) {
        const Entry& before = *std::prev(first);
        const Entry& latest = m_ticks.back();
        const double span = latest.tick.timeS - before.tick.timeS;
        const double runOut = latest.deviceWritten - before.deviceWritten;
        if (span > 0)
            r.otherWriterBps = std::max(0.0, (latest.deviceCounted - before.deviceCounted - runOut) / span);
    }

    // The spread of D: the slowest and the fastest quarter of the window.
    r.deviceLowBps = r.deviceHighBps = r.deviceBps;
    for (int q = 0; q < 4; ++q) {
        const double a = from + r.windowS * q / 4;
        const double b = from + r.windowS * (q + 1) / 4;
        auto qa = std::lower_bound(first, end, a, [](const Entry& e, double v) { return e.tick.timeS <= v; });
        auto qb = std::lower_bound(first, end, b, [](const Entry& e, double v) { return e.tick.timeS <= v; });
        const double m = meanRate(qa, qb, &entryDt);
        if (std::isfinite(m)) {
            r.deviceLowBps = std::min(r.deviceLowBps, m);
            r.deviceHighBps = std::max(r.deviceHighBps, m);
        }
    }

    const double tolerance = std::max(p.slopeFloorBps, p.slopeTolerance * A);
    const double ceiling = r.ceiling.bytes;
    const double buffers = double(m_bufferBytes) * double(m_rates.size());
    const bool atCeiling = ceiling > 0 && r.dirtyBytes >= p.throttleShare * ceiling;
    // The latest idle span: the buffers' growth there, and what the writer wrote in it (held
    // back, it moves at whatever pace the kernel lets it).
    const auto spanStart = std::lower_bound(
        m_ticks.cbegin(), m_ticks.cend(), now - m_spanS, [](const Entry& e, double v) { return e.tick.timeS < v; });
    const double spanS = now - spanStart->tick.timeS;
    const double recentGrowth = last.backlogBytes - spanStart->tick.backlogBytes;
    const double writerBps = spanS > 0 ? (m_ticks.back().written - spanStart->written) / spanS : kNaN;
    const bool heldBack = atCeiling || backlogSlope > tolerance
        || (buffers > 0 && peakBacklog >= p.heldBackShare * buffers)
        || (spanS > 0 && recentGrowth > std::max(tolerance * spanS, p.heldBackGrowthShare * buffers));
    const bool caughtUpLately = r.caughtUpS >= 0 && now - r.caughtUpS <= p.holdS + m_saturatedS;
    // The device wrote without a pause through the whole window: its mean there is its rate.
    const bool busyThroughWindow = m_busySinceS >= 0 && m_busySinceS <= from + 1e-9;
    OutlookResult::State state;
    if (heldBack)
        state = OutlookResult::State::Throttled;
    else if (caughtUpLately && r.runCachedBytes <= steadyCachedBoundBytes())
        state = OutlookResult::State::Steady;
    else if (r.deviceTakesBps > 0 && A > (1 + p.rateMargin) * r.deviceTakesBps && r.dirtySlopeBps > 2 * tolerance)
        // More arrives than the device takes, and the run's cached data grows: in > out, seen
        // directly, beyond twice what flat is (the kernel's sweeps make it a saw-tooth). A device
        // rate read low (a spell with pauses in it, a throttle's lumps) with the cached data flat
        // is no loss.
        state = OutlookResult::State::Filling;
    else
        state = OutlookResult::State::Undecided;
    r.ext4Zeroing = p.ext4Zeroing || last.ext4Zeroing;
    if (state == OutlookResult::State::Steady && r.ext4Zeroing) {
        // No run of bounded length tells whether it holds through the zeroing's next burst.
        r.state = OutlookResult::State::Undecided;
        r.runAtLeastS = kNaN;
        r.steadySinceS = -1;
        m_steadyStreakS = -1;
        return;
    }
    r.state = state;
    if (state != OutlookResult::State::Steady)
        m_steadyStreakS = -1;
    else if (m_steadyStreakS < 0)
        m_steadyStreakS = now;
    r.steadySinceS = m_steadyStreakS;

    if (state == OutlookResult::State::Undecided) {
        // Write-back begins within the hold. The flusher then sweeps the files as they were:
        // what arrived until it began, A (begun - first), which a device taking D writes in
        // A (begun - first) / D; then one idle span shows it caught up. Measured on ext4 with the
        // kernel's defaults (16 x 1 MiB/s on 20 MiB/s: begun after 31 s, idle after 56 s). With a
        // device about as fast as the arrivals, an answer needs a whole hold more.
        const double begun = r.writebackBegunS >= 0 ? r.writebackBegunS : m_firstS + p.holdS;
        const double D = r.deviceTakesBps;
        double expected
            = D > (1 + p.rateMargin) * A ? begun + A * (begun - m_firstS) / D + m_spanS + 1 : begun + p.holdS;
        if (expected <= now)
            expected = now + p.holdS;
        r.runAtLeastS = expected;
        return;
    }
    // Projection: only when the streams arrive faster than the device takes.
    if (state == OutlookResult::State::Steady || m_maxRate <= 0 || m_bufferBytes <= 0)
        return;
    // The first stream to overflow is the fastest: its share of A - D fills its buffer.
    const double fill = r.backlogBytes * m_maxRate / A;
    const double room = std::max(0.0, double(m_bufferBytes) - fill);
    auto overflowAfter = [&](double D) { return A > D ? room * A / ((A - D) * m_maxRate) : kInf; };
    if (state == OutlookResult::State::Throttled) {
        // Held back, the writer moves at the pace the kernel lets it: the buffers fill by the
        // difference (the device's rate when the writer's own is not known).
        const double pace = std::isfinite(writerBps) ? writerBps : r.deviceBps;
        if (A <= (1 + p.rateMargin) * pace)
            return;
        r.ceilingAtS = r.ceilingAtLowS = r.ceilingAtHighS = now;
        r.lossAtS = r.lossAtLowS = r.lossAtHighS = now + overflowAfter(pace);
        return;
    }
    // Filling: by the window's rate and its quarters when the device wrote all through it, else
    // by what it takes (its latest run without a pause, or its calibration).
    double D = r.deviceTakesBps;
    double low = D;
    double high = D;
    if (busyThroughWindow) {
        D = r.deviceBps;
        low = r.deviceLowBps;
        high = r.deviceHighBps;
    }
    if (A <= (1 + p.rateMargin) * D) {
        // The device wrote faster than the estimate it was judged by: not behind after all.
        r.state = OutlookResult::State::Undecided;
        r.runAtLeastS = now + p.holdS;
        return;
    }
    if (ceiling <= 0) {
        r.state = OutlookResult::State::Undecided; // no ceiling known: nothing to project to
        r.runAtLeastS = now + p.holdS;
        return;
    }
    const double left = std::max(0.0, ceiling - std::max(0.0, r.dirtyBytes));
    auto reach = [&](double rate) { return A > rate ? left / (A - rate) : kInf; };
    r.ceilingAtS = now + reach(D);
    r.ceilingAtLowS = now + reach(low);
    r.ceilingAtHighS = now + reach(high);
    r.lossAtS = r.ceilingAtS + overflowAfter(D);
    r.lossAtLowS = r.ceilingAtLowS + overflowAfter(low);
    r.lossAtHighS = r.ceilingAtHighS + overflowAfter(high);
}
