#include "LiveRun.h"

#include "Capacity.h"
#include "RunController.h"

#include <algorithm>
#include <cmath>

namespace {
QString phaseWord(PhaseKind kind)
{
    switch (kind) {
    case PhaseKind::Create:
        return LiveRun::tr("creating");
    case PhaseKind::Write:
        return LiveRun::tr("writing");
    case PhaseKind::Flush:
        return LiveRun::tr("flushing");
    case PhaseKind::Read:
        return LiveRun::tr("reading");
    }
    return {};
}
} // namespace

LiveRun::LiveRun(QObject* parent)
    : QObject(parent)
{ }

void LiveRun::follow(RunController* controller)
{
    connect(controller, &RunController::started, this, &LiveRun::setStarted);
    connect(controller, &RunController::targetStarted, this, &LiveRun::addTarget);
    connect(controller, &RunController::passStarted, this, &LiveRun::addPass);
    connect(controller, &RunController::phaseStarted, this, &LiveRun::addPhaseStart);
    connect(controller, &RunController::samplesReady, this, &LiveRun::appendBatch);
    connect(controller, &RunController::phaseFinished, this, &LiveRun::addPhaseResult);
    connect(controller, &RunController::statusChanged, this, &LiveRun::setStatus);
    connect(controller, &RunController::finished, this, &LiveRun::finish);
}

void LiveRun::reset(const RunConfig& config, const QDateTime& startedAt)
{
    m_report = RunReport();
    m_report.config = config;
    m_report.startedAt = startedAt;
    m_data.reset(config);
    m_latency.clear();
    m_progress = -1;
    m_running = true;
}

void LiveRun::beginRun(const RunConfig& config, const QDateTime& startedAt)
{
    begin(config, startedAt, false, tr("starting"), tr("Starting\u2026"));
}

void LiveRun::beginSearch(const RunConfig& config)
{
    m_step = m_stepStreams = m_stepBound = 0;
    begin(config, QDateTime::currentDateTime(), true, tr("capacity search starting"),
        tr("Capacity search starting\u2026"));
}

void LiveRun::begin(
    const RunConfig& config, const QDateTime& startedAt, bool search, const QString& phase, const QString& status)
{
    m_search = search;
    m_stopping = false;
    m_hosts = Hosts::None;
    reset(config, startedAt);
    m_active = true;
    m_clock.start();
    m_durationMs = -1;
    m_phase = phase;
    Q_EMIT began();
    setStatusText(status);
    Q_EMIT progressChanged();
}

void LiveRun::beginStep(const RunConfig& config, int step, int streams, int stepBound)
{
    m_step = step;
    m_stepStreams = streams;
    m_stepBound = stepBound;
    reset(config, QDateTime::currentDateTime());
    m_phase = stepText();
    Q_EMIT began();
    if (!m_stopping)
        setStatusText(tr("Capacity search, step %1: trying %n stream(s)\u2026", nullptr, streams).arg(step));
    Q_EMIT progressChanged();
}

void LiveRun::endStep()
{
    m_running = false;
    Q_EMIT runEnded();
}

void LiveRun::endSearch(End how)
{
    if (m_running)
        endStep();
    stop(how);
}

void LiveRun::markStopping()
{
    m_stopping = true;
    setStatusText(m_search
            ? tr("Stopping: the capacity search ends after its current operation and removes its files\u2026")
            : tr("Stopping: the run ends after its current operation and removes its files\u2026"));
}

void LiveRun::stop(End how)
{
    m_durationMs = m_clock.isValid() ? m_clock.elapsed() : 0;
    m_active = false;
    m_end = how;
    Q_EMIT ended(how);
}

void LiveRun::setStarted(const RunConfig&)
{
    setStatusText(tr("Running\u2026"));
}

void LiveRun::addTarget(int target, const SysProbe::Environment& environment)
{
    if (target < 0)
        return;
    while (m_report.targets.size() <= target)
        m_report.targets.append(TargetResult());
    m_report.targets[target].dir = environment.targetDir;
    m_report.targets[target].environment = environment;
    m_data.addTarget(target, environment);
    Q_EMIT targetAdded(target);
}

void LiveRun::addPass(int target, int pass, int streams, qint64 sizePerStream)
{
    m_data.addPass(target, pass, streams);
    if (target >= 0 && target < m_report.targets.size() && pass >= 0) {
        QList<PassResult>& passes = m_report.targets[target].passes;
        while (passes.size() <= pass)
            passes.append(PassResult());
        passes[pass].streams = streams;
        passes[pass].sizePerStream = sizePerStream;
    }
    Q_EMIT passAdded(target, pass);
}

void LiveRun::addPhaseStart(int target, int pass, PhaseKind kind, double tS)
{
    m_data.addPhaseStart(target, pass, kind, tS);
    m_writeStartS = kind == PhaseKind::Write ? tS : -1;
    m_flushing = kind == PhaseKind::Flush;
    const QString word = phaseWord(kind);
    if (m_search) {
        m_phase = tr("%1: %2").arg(stepText(), word);
    } else {
        const int passes = int(m_report.config.streamCounts.size());
        int streams = 0;
        if (target >= 0 && target < m_report.targets.size() && pass >= 0
            && pass < m_report.targets.at(target).passes.size())
            streams = m_report.targets.at(target).passes.at(pass).streams;
        m_phase = passes > 1
            ? tr("%1, pass %2 of %3 (%n stream(s))", nullptr, streams).arg(word).arg(pass + 1).arg(passes)
            : tr("%1 (%n stream(s))", nullptr, streams).arg(word);
        const int targets = int(m_report.config.targetDirs.size());
        if (m_hosts == Hosts::Together)
            m_phase = tr("%1, %n host(s) together", nullptr, targets).arg(m_phase);
        else if (m_hosts == Hosts::OneAfterAnother && targets > 1)
            m_phase = tr("%1, host %2 of %3").arg(m_phase).arg(target + 1).arg(targets);
        else if (targets > 1)
            m_phase = tr("%1, target %2 of %3").arg(m_phase).arg(target + 1).arg(targets);
    }
    Q_EMIT phaseStarted(target, pass, kind);
    if (m_active)
        Q_EMIT progressChanged();
}

void LiveRun::appendBatch(const SampleBatch& batch)
{
    const int before = m_data.streamCount();
    m_data.append(batch);
    for (const Sample& s : batch.samples)
        m_latency.append(s);
    Q_EMIT samplesAppended(before);
    if (!batch.samples.isEmpty())
        Q_EMIT latencyAppended();
    if (m_active)
        Q_EMIT progressChanged();
}

void LiveRun::addPhaseResult(const PhaseResult& result)
{
    m_writeStartS = -1;
    m_data.addPhaseResult(result);
    m_latency.addPhaseResult(result);
    if (result.target >= 0 && result.target < m_report.targets.size()) {
        QList<PassResult>& passes = m_report.targets[result.target].passes;
        if (result.pass >= 0 && result.pass < passes.size())
            passes[result.pass].phases.append(result);
    }
    Q_EMIT phaseFinished(result);
    Q_EMIT latencyAppended();
}

void LiveRun::setStatus(const QString& text)
{
    // After Stop, "Stopping…" stays until the run has removed its files.
    if (m_stopping)
        return;
    if (m_search) {
        setStatusText(tr("Capacity search, step %1 (%n stream(s)): %2", nullptr, m_stepStreams).arg(m_step).arg(text));
        return;
    }
    setStatusText(text);
}

void LiveRun::finish(const RunReport& report)
{
    m_report = report;
    m_running = false;
    const bool cancelled = report.status == QLatin1String("cancelled");
    stop(report.ok() ? End::Done : cancelled ? End::Stopped : End::Failed);
    Q_EMIT runEnded();
    Q_EMIT finished(report);
}

void LiveRun::setProgress(double fraction)
{
    m_progress = std::clamp(fraction, 0.0, 1.0);
    if (m_active)
        Q_EMIT progressChanged();
}

void LiveRun::setStatusText(const QString& text)
{
    m_status = text;
    Q_EMIT statusChanged(text);
}

QString LiveRun::stepText() const
{
    // Short: it shares the progress bar with the percentage and the time left. The search's
    // length is known only as a bound: "step 3 of ≤ 20".
    if (m_stepBound > 0)
        return tr("step %1 of \u2264 %2, %n stream(s)", nullptr, m_stepStreams).arg(m_step).arg(m_stepBound);
    return tr("capacity step %1, %n stream(s)", nullptr, m_stepStreams).arg(m_step);
}

double LiveRun::progress() const
{
    const double step = m_progress >= 0 ? m_progress : std::clamp(double(m_data.lastProgress()), 0.0, 1.0);
    if (m_search && m_stepBound > 0)
        return std::clamp((double(m_step - 1) + step) / double(m_stepBound), 0.0, 1.0);
    return step;
}

qint64 LiveRun::confirmingLeftMs() const
{
    const RunConfig& c = m_report.config;
    if (!m_running || m_search || m_writeStartS < 0 || !c.isRealTime() || c.confirmCapNs <= c.durationNs)
        return -1;
    const double inWriteS = m_data.lastT() - m_writeStartS;
    if (inWriteS < double(c.durationNs) / 1e9)
        return -1;
    return std::max<qint64>(0, qint64((double(c.confirmCapNs) / 1e9 - inWriteS) * 1000.0));
}

double LiveRun::confirmingProgress() const
{
    const RunConfig& c = m_report.config;
    if (c.confirmCapNs <= 0 || m_writeStartS < 0)
        return 0;
    return std::clamp((m_data.lastT() - m_writeStartS) / (double(c.confirmCapNs) / 1e9), 0.0, 1.0);
}

qint64 LiveRun::elapsedMs() const
{
    if (m_durationMs >= 0)
        return m_durationMs;
    return m_clock.isValid() ? m_clock.elapsed() : 0;
}

bool LiveRun::flushLeft(double* mib, qint64* leftMs) const
{
    const QList<float>& dirty = m_data.dirty();
    if (!m_flushing || !m_active || dirty.isEmpty() || std::isnan(dirty.constLast()))
        return false;
    *mib = std::max(0.0, double(dirty.constLast()));
    // The device's mean write rate over the last 2 s of samples.
    const QList<double>& t = m_data.t();
    const QList<float>& device = m_data.deviceWrite();
    double sum = 0;
    int n = 0;
    for (qsizetype i = t.size() - 1; i >= 0 && t.at(i) >= t.constLast() - 2.0; --i) {
        if (!std::isnan(device.at(i))) {
            sum += device.at(i);
            ++n;
        }
    }
    const double rate = n > 0 ? sum / n : 0;
    *leftMs = rate > 0.01 ? qint64(*mib / rate * 1000.0) : -1;
    return true;
}

qint64 LiveRun::etaMs() const
{
    if (m_search && m_stepBound > 0)
        return CapacitySearch::remainingMsBound(
            m_step - 1, m_stepBound, std::clamp(double(m_data.lastProgress()), 0.0, 1.0), elapsedMs());
    const double p = progress();
    if (p <= 0.01)
        return -1;
    return qint64(double(elapsedMs()) * (1.0 - p) / p);
}
