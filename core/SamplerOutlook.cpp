// The sampler's part in a real-time write phase: the streams' arrival clocks, from which it
// tells each buffer's fill at every tick, and the DirtyOutlook it feeds and stamps on the
// samples (Sampler.h: beginOutlook(), endOutlook()).
#include "Sampler.h"
#include "Units.h"

#include <algorithm>
#include <cmath>

// What stream i's buffer holds at `now`: what arrived on its clock (rate x time since the
// phase began, in whole blocks, up to where its arrival ends) less what was written and what
// was dropped. A
// block whose write has not returned still holds its place, as in RealtimePhase. Without an
// arrival clock, what the writer last published.
int64_t Sampler::bufferedAt(int stream, int64_t bytes, int64_t now) const
{
    const StreamCounters& c = m_counters[stream];
    const int64_t arrivalEnd = c.arrivalEndBytes.load(std::memory_order_relaxed);
    if (arrivalEnd <= 0 || stream >= m_arrivalRates.size() || stream >= m_arrivalBaseBytes.size())
        return c.bufferedBytes.load(std::memory_order_relaxed);
    const double elapsedS = double(std::max<int64_t>(0, now - m_arrivalStartNs)) / 1e9;
    int64_t arrived = std::min(arrivalEnd, int64_t(m_arrivalRates[stream] * elapsedS));
    // The part of the next block that has come in is nothing the writer could write yet: a
    // stream in step has an empty buffer (the outlook reads a growing one as writers held back).
    if (m_arrivalBlockBytes > 0 && arrived < arrivalEnd)
        arrived = arrived / m_arrivalBlockBytes * m_arrivalBlockBytes;
    const int64_t written = bytes - m_arrivalBaseBytes[stream];
    return std::max<int64_t>(0, arrived - written - c.lostBytes.load(std::memory_order_relaxed));
}

void Sampler::beginOutlook(const QList<double>& streamRatesBps, int64_t bufferBytes, DirtyOutlook::Params params,
    RunDataSource runData, std::function<bool()> ext4Zeroing, int64_t blockBytes)
{
    std::lock_guard lock(m_mutex);
    m_outlook.emplace(streamRatesBps, bufferBytes, params);
    // The arrival clocks start with the phase: beginPhase() came first, no write yet.
    m_arrivalRates = streamRatesBps;
    m_arrivalStartNs = m_phaseStartNs;
    m_arrivalBlockBytes = blockBytes;
    m_arrivalBaseBytes.clear();
    for (int i = 0; m_counters && i < m_streams; ++i)
        m_arrivalBaseBytes.append(m_counters[i].bytes.load(std::memory_order_relaxed));
    m_runData = std::move(runData);
    m_ext4Zeroing = std::move(ext4Zeroing);
    m_outlookSteady.store(false, std::memory_order_relaxed);
}

std::optional<OutlookResult> Sampler::endOutlook()
{
    std::lock_guard lock(m_mutex);
    std::optional<OutlookResult> result;
    if (m_outlook)
        result = m_outlook->result();
    m_outlook.reset();
    m_arrivalRates.clear();
    m_arrivalBaseBytes.clear();
    m_runData = {};
    m_ext4Zeroing = {};
    m_outlookSteady.store(false, std::memory_order_relaxed);
    return result;
}

void Sampler::feedOutlook(Sample& s, const SysProbe::Snapshot& snapshot, int64_t backlogBytes, int64_t writtenBytes)
{
    DirtyOutlook::Tick tick;
    tick.timeS = s.t;
    tick.writtenBytes = double(writtenBytes);
    if (!std::isnan(s.deviceWriteMiBs))
        tick.deviceBps = double(s.deviceWriteMiBs) * Units::kMiB;
    if (snapshot.mem) {
        tick.dirtyBytes = double(snapshot.mem->dirtyBytes + snapshot.mem->writebackBytes);
        tick.writebackBytes = double(snapshot.mem->writebackBytes);
    }
    tick.backlogBytes = double(backlogBytes);
    if (m_runData.bytes) {
        tick.runData = m_runData.measure;
        tick.runCachedBytes = m_runData.bytes();
        // Placed but not yet on the device: under write-back, counted for all programs (NaN
        // when meminfo was not read, and then the tick is unmeasured).
        if (m_runData.measure == RunDataMeasure::Delalloc)
            tick.runCachedBytes += tick.writebackBytes;
    }
    tick.ext4Zeroing = m_ext4Zeroing && m_ext4Zeroing();
    tick.ceiling = DirtyCeiling::of(snapshot);
    // A device stat missing from this tick or the one before leaves its rate unknown.
    tick.unreadInputs = snapshot.unreadInputs | (m_lastSnapshot.unreadInputs & SysProbe::UnreadDeviceStat);
    m_outlook->add(tick);
    const OutlookResult& r = m_outlook->result();
    m_outlookSteady.store(r.steady(), std::memory_order_relaxed);
    s.outlookState = float(int(r.state));
    if (r.ceiling.bytes > 0)
        s.bindingCeilingMiB = float(r.ceiling.bytes / Units::kMiB);
    auto finite = [](double v) { return std::isfinite(v) ? float(v) : kNoValue; };
    if (r.deviceTakesBps > 0)
        s.deviceTakesMiBs = float(r.deviceTakesBps / Units::kMiB);
    s.runAtLeastS = finite(r.runAtLeastS);
    if (r.projected()) {
        s.projectedLossS = finite(r.lossAtS);
        s.projectedLossLowS = finite(r.lossAtLowS);
        s.projectedLossHighS = finite(r.lossAtHighS);
    }
}
