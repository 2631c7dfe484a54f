#include "ChartData.h"

#include "Units.h"

#include <algorithm>
#include <atomic>
#include <cmath>

namespace {
std::atomic<quint64> s_epochs { 0 };

bool isOngoingPhase(int phase)
{
    return phase == int(PhaseKind::Create) || phase == int(PhaseKind::Write) || phase == int(PhaseKind::Read);
}
} // namespace

void ChartData::reset(const RunConfig& config)
{
    const quint64 generation = m_generation;
    *this = ChartData();
    m_config = config;
    m_generation = generation + 1;
    m_epoch = ++s_epochs;
}

void ChartData::addTarget(int target, const SysProbe::Environment& environment)
{
    while (m_environments.size() <= target)
        m_environments.append(SysProbe::Environment());
    m_environments[target] = environment;
    ++m_generation;
}

void ChartData::addPass(int /*target*/, int /*pass*/, int streams)
{
    m_passStreams.append(streams);
    m_maxStreamsInPass = std::max(m_maxStreamsInPass, streams);
    ++m_generation;
}

void ChartData::addPhaseStart(int target, int pass, PhaseKind kind, double tS)
{
    PhaseMark mark;
    mark.t = tS;
    mark.kind = kind;
    mark.target = target;
    mark.pass = pass;
    mark.streams = m_passStreams.isEmpty() ? 0 : m_passStreams.constLast();
    m_marks.append(mark);
    ++m_generation;
}

void ChartData::append(const SampleBatch& batch)
{
    for (const Sample& s : batch.samples)
        append(s);
    m_stalls.append(batch.stalls);
    m_overruns.append(batch.overruns);
    m_blocked = batch.blocked;
    ++m_generation;
}

void ChartData::append(const Sample& s)
{
    const qsizetype row = m_t.size();
    // Samples arrive in time order; a late duplicate would break the decimation's search.
    if (row > 0 && s.t < m_t.constLast())
        return;
    const float nan = kNoValue;
    const int streams = int(s.streamMiBs.size());
    m_maxStreamsInPass = std::max(m_maxStreamsInPass, streams);

    m_t.append(s.t);
    m_total.append(s.totalMiBs);
    m_ongoing.append(isOngoingPhase(s.phase) ? s.ongoingMiBs : nan);
    if (isOngoingPhase(s.phase)) {
        // A new run with each phase, even when two phases follow without a gap.
        if (m_ongoingPhase != s.phase || m_ongoingRuns.isEmpty() || m_ongoingRuns.constLast().second != row) {
            m_ongoingRuns.append({ row, row });
            m_ongoingRunPhases.append(s.phase);
        }
        m_ongoingRuns.last().second = row + 1;
        m_ongoingPhase = s.phase;
    } else {
        m_ongoingPhase = -1;
    }
    const int segment = m_segments.isEmpty() ? 0 : m_segments.constLast();
    m_segments.append(s.phase != m_lastPhase || s.pass != m_lastPass ? segment + 1 : segment);
    m_lastPass = s.pass;
    m_deviceWrite.append(s.deviceWriteMiBs);
    m_deviceRead.append(s.deviceReadMiBs);
    const float dirty
        = std::isnan(s.dirtyMiB) ? nan : s.dirtyMiB + (std::isnan(s.writebackMiB) ? 0.0f : s.writebackMiB);
    m_dirty.append(dirty);
    m_ioSome.append(s.ioSomePct);
    m_hasDevice = m_hasDevice || !std::isnan(s.deviceWriteMiBs) || !std::isnan(s.deviceReadMiBs);
    m_hasDirty = m_hasDirty || !std::isnan(dirty);
    m_hasPressure = m_hasPressure || !std::isnan(s.ioSomePct);

    // Stream columns: a new stream's column starts with gaps for the time before it existed.
    while (m_streams.size() < streams)
        m_streams.append(QList<float>(row, nan));
    for (int i = 0; i < m_streams.size(); ++i)
        m_streams[i].append(i < streams ? s.streamMiBs.at(i) : nan);

    // The band of all streams of this sample: lowest, median and highest. Without streams
    // (between passes) the band collapses to nothing and the median has a gap.
    if (streams > 0) {
        m_scratch = s.streamMiBs;
        auto mid = m_scratch.begin() + streams / 2;
        std::nth_element(m_scratch.begin(), mid, m_scratch.end());
        float median = *mid;
        if (streams % 2 == 0) {
            const float lower = *std::max_element(m_scratch.begin(), mid);
            median = (median + lower) / 2.0f;
        }
        const auto [lo, hi] = std::minmax_element(s.streamMiBs.cbegin(), s.streamMiBs.cend());
        m_bandMin.append(*lo);
        m_bandMedian.append(median);
        m_bandMax.append(*hi);
    } else {
        m_bandMin.append(0.0f);
        m_bandMedian.append(nan);
        m_bandMax.append(0.0f);
    }

    const int buffers = int(s.bufferFillPct.size());
    if (buffers > 0 && m_bufferFill.isEmpty())
        m_bufferFillMax = QList<float>(row, nan);
    while (m_bufferFill.size() < buffers)
        m_bufferFill.append(QList<float>(row, nan));
    float fillMax = nan;
    for (int i = 0; i < m_bufferFill.size(); ++i) {
        const float fill = i < buffers ? s.bufferFillPct.at(i) : nan;
        m_bufferFill[i].append(fill);
        if (!std::isnan(fill))
            fillMax = std::isnan(fillMax) ? fill : std::max(fillMax, fill);
    }
    if (!m_bufferFill.isEmpty())
        m_bufferFillMax.append(fillMax);

    m_lastInflightMs = s.inflightMs;
    if (!std::isnan(s.dirtyCeilingMiB))
        m_dirtyCeilingMiB = s.dirtyCeilingMiB;
    if (!std::isnan(s.dirtyBackgroundMiB))
        m_dirtyBackgroundMiB = s.dirtyBackgroundMiB;
    if (!std::isnan(s.outlookState)) {
        if (!std::isnan(s.bindingCeilingMiB))
            m_bindingCeilingMiB = s.bindingCeilingMiB;
        if (m_outlook.t < 0)
            m_outlook.phaseStartS = s.t; // until a write phase's mark says when it began
        // The marks come in time order: the latest write phase that began by this tick.
        const auto writeStart = std::find_if(m_marks.crbegin(), m_marks.crend(),
            [&s](const PhaseMark& mark) { return mark.kind == PhaseKind::Write && mark.t <= s.t; });
        if (writeStart != m_marks.crend())
            m_outlook.phaseStartS = writeStart->t;
        m_outlook.t = s.t;
        m_outlook.state = int(s.outlookState);
        m_outlook.lossS = s.projectedLossS;
        m_outlook.lossLowS = s.projectedLossLowS;
        m_outlook.lossHighS = s.projectedLossHighS;
        m_outlook.deviceTakesMiBs = s.deviceTakesMiBs;
        m_outlook.runAtLeastS = s.runAtLeastS;
    }
    if (s.runProgress > 0)
        m_lastProgress = s.runProgress;
    m_lastPhase = s.phase;
    ++m_generation;
}

void ChartData::takeOutlook(const PhaseResult& result)
{
    if (result.outlook && result.outlook->ceiling.bytes > 0) {
        m_bindingCeilingMiB = result.outlook->ceiling.bytes / Units::kMiB;
        m_binding = result.outlook->ceiling.binding;
    }
}

bool ChartData::ceilingBelowGlobal() const
{
    if (std::isnan(m_bindingCeilingMiB))
        return false;
    if (m_binding == DirtyCeiling::Binding::Device || m_binding == DirtyCeiling::Binding::Cgroup)
        return true;
    // Live the samples carry the binding ceiling without its kind.
    return m_binding == DirtyCeiling::Binding::Unknown && !std::isnan(m_dirtyCeilingMiB)
        && m_bindingCeilingMiB < m_dirtyCeilingMiB * 0.99;
}

double ChartData::throttleCeilingMiB() const
{
    return ceilingBelowGlobal() || std::isnan(m_dirtyCeilingMiB) ? m_bindingCeilingMiB : m_dirtyCeilingMiB;
}

QList<OutlookCliff> ChartData::cliffs() const
{
    QList<OutlookCliff> all;
    for (const PhaseResult& r : m_results) {
        if (r.outlook)
            all += r.outlook->cliffs;
    }
    return all;
}

void ChartData::addPhaseResult(const PhaseResult& result)
{
    m_results.append(result);
    takeOutlook(result);
    m_lastInflightMs.clear(); // the phase is over: nothing of it is blocked any more
    m_blocked.clear();
    ++m_generation;
}

QList<ChartData::Blocked> ChartData::blockedNow() const
{
    QList<Blocked> blocked;
    const double thresholdMs = double(m_config.stallNs) / 1e6;
    for (int i = 0; i < m_lastInflightMs.size(); ++i) {
        const double ms = m_lastInflightMs.at(i);
        if (ms <= thresholdMs)
            continue;
        Blocked b;
        b.stream = i;
        b.sinceS = lastT() - ms / 1000.0;
        b.nowS = lastT();
        for (const BlockedNow& watched : m_blocked) {
            if (watched.stream == i) {
                b.cause = watched.cause;
                b.evidence = watched.evidence;
            }
        }
        blocked.append(b);
    }
    return blocked;
}

qint64 ChartData::approximateBytes() const
{
    qint64 bytes = m_t.capacity() * qint64(sizeof(double)) + m_segments.capacity() * qint64(sizeof(int));
    for (const QList<float>* column : { &m_total, &m_ongoing, &m_deviceWrite, &m_deviceRead, &m_dirty, &m_ioSome,
             &m_bandMin, &m_bandMedian, &m_bandMax, &m_bufferFillMax })
        bytes += column->capacity() * qint64(sizeof(float));
    for (const QList<float>& column : m_streams)
        bytes += column.capacity() * qint64(sizeof(float));
    for (const QList<float>& column : m_bufferFill)
        bytes += column.capacity() * qint64(sizeof(float));
    return bytes;
}

ChartData ChartData::fromReport(const RunReport& report)
{
    ChartData data;
    data.reset(report.config);
    for (int ti = 0; ti < report.targets.size(); ++ti) {
        const TargetResult& target = report.targets.at(ti);
        data.addTarget(ti, target.environment);
        for (int pi = 0; pi < target.passes.size(); ++pi) {
            const PassResult& pass = target.passes.at(pi);
            data.addPass(ti, pi, pass.streams);
            // Phase starts and results interleave with the samples in time order, as live.
            QList<PhaseMark> marks;
            for (const PhaseResult& phase : pass.phases) {
                marks.append({ phase.startS, phase.kind, ti, pi, pass.streams });
                const bool flushed = phase.kind == PhaseKind::Create
                    || (phase.kind == PhaseKind::Write && report.config.flush == FlushPolicy::End);
                if (flushed && phase.endS > phase.ioEndS)
                    marks.append({ phase.ioEndS, PhaseKind::Flush, ti, pi, pass.streams });
            }
            data.m_marks.append(marks);
            for (const Sample& s : pass.samples)
                data.append(s);
            for (const PhaseResult& phase : pass.phases) {
                data.m_results.append(phase);
                data.takeOutlook(phase);
                data.m_stalls.append(phase.stalls);
                data.m_overruns.append(phase.overrunEvents);
            }
        }
    }
    data.m_lastInflightMs.clear();
    // Reports from before the samples kept the kernel's limits (dirty_ceiling_mib): the stalls'
    // evidence has them, as the sampler read them during each stall. The latest one stands for
    // the run.
    if (std::isnan(data.m_dirtyCeilingMiB)) {
        double latest = -1;
        for (const StallEvent& s : std::as_const(data.m_stalls)) {
            const int64_t ceiling = s.evidence.freerunCeilingBytes();
            if (ceiling < 0 || s.startS < latest)
                continue;
            latest = s.startS;
            data.m_dirtyCeilingMiB = double(ceiling) / Units::kMiB;
            data.m_dirtyBackgroundMiB = double(s.evidence.backgroundThresholdBytes) / Units::kMiB;
        }
    }
    std::sort(
        data.m_marks.begin(), data.m_marks.end(), [](const PhaseMark& a, const PhaseMark& b) { return a.t < b.t; });
    ++data.m_generation;
    return data;
}
