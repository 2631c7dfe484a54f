#include "LiveRunFeed.h"

#include "LiveRun.h"

void LiveRunFeed::runStarted(const RunConfig& config, const QDateTime& startedAt)
{
    m_run.beginRun(config, startedAt);
    m_run.setStarted(config);
}

void LiveRunFeed::targetStarted(int target, const SysProbe::Environment& environment)
{
    m_run.addTarget(target, environment);
}

void LiveRunFeed::passStarted(int target, int pass, int streams, int64_t sizePerStream)
{
    m_run.addPass(target, pass, streams, qint64(sizePerStream));
}

void LiveRunFeed::phaseStarted(int target, int pass, PhaseKind kind, double tS)
{
    m_run.addPhaseStart(target, pass, kind, tS);
}

void LiveRunFeed::phaseFinished(const PhaseResult& result)
{
    m_run.addPhaseResult(result);
}

void LiveRunFeed::samples(const SampleBatch& batch)
{
    m_run.appendBatch(batch);
}

void LiveRunFeed::status(const QString& text)
{
    m_run.setStatus(text);
}

void LiveRunFeed::finished(const RunReport& report)
{
    m_run.finish(report);
}
