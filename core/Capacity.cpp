#include "Capacity.h"

#include "CapacityWatch.h"
#include "Units.h"
#include "Verdict.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <sys/statvfs.h>

namespace {
// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of this file theirs.
struct CapacityTr {
    Q_DECLARE_TR_FUNCTIONS(Capacity)
};

QString rateText(const RunConfig& config)
{
    if (config.ratesBytesPerSec.size() == 1)
        return Units::formatRate(config.ratesBytesPerSec.front()); // in the active locale
    return CapacityTr::tr("mixed rates");
}

QString mibs(double value)
{
    return QLocale().toString(value, 'f', 1) + QStringLiteral(" MiB/s");
}

QString seconds(double value)
{
    return QLocale().toString(value, 'f', 0) + QStringLiteral(" s");
}

// Sees a step's run for the search, passing everything on to the search's own observer: feeds
// the write phase's ticks to the watch and ends the recording once the watch has decided.
class StepObserver : public RunObserver {
public:
    StepObserver(RunObserver* inner, CapacityWatch& watch, bool confirming)
        : m_inner(inner)
        , m_watch(watch)
        , m_confirming(confirming)
    { }
    std::atomic<Engine*> engine { nullptr };

    void targetStarted(int target, const SysProbe::Environment& environment) override
    {
        if (m_inner)
            m_inner->targetStarted(target, environment);
    }
    void passStarted(int target, int pass, int streams, int64_t sizePerStream) override
    {
        if (m_inner)
            m_inner->passStarted(target, pass, streams, sizePerStream);
    }
    void phaseStarted(int target, int pass, PhaseKind kind, double tS) override
    {
        if (m_inner)
            m_inner->phaseStarted(target, pass, kind, tS);
    }
    void phaseFinished(const PhaseResult& result) override
    {
        if (m_inner)
            m_inner->phaseFinished(result);
    }
    void status(const QString& text) override
    {
        if (m_inner)
            m_inner->status(text);
    }
    // On the sampler's thread, the only one that touches the watch while the run lasts.
    void samples(const SampleBatch& batch) override
    {
        bool overrun = !batch.overruns.isEmpty();
        for (const Sample& s : batch.samples) {
            if (s.phase != int8_t(PhaseKind::Write))
                continue;
            double fill = 0;
            for (float f : s.bufferFillPct)
                fill = std::max(fill, double(f));
            const CapacityWatch::Decision d = m_watch.add(s.t, s.totalMiBs, s.deviceWriteMiBs, fill, overrun);
            // Confirming, only a real overrun ends the step; the watch may have decided on a
            // projection before it, so the overrun is looked at here, not in its decision.
            const bool overflowed = overrun || fill >= 100;
            overrun = false;
            if (m_confirming ? overflowed : d != CapacityWatch::Decision::Undecided) {
                if (Engine* e = engine.load())
                    e->endRecording();
            }
        }
        if (m_inner)
            m_inner->samples(batch);
    }

private:
    RunObserver* m_inner;
    CapacityWatch& m_watch;
    bool m_confirming;
};
} // namespace

QString realTimeVerdict(const RunConfig& config, const PassResult& pass)
{
    const PhaseResult* write = pass.phase(PhaseKind::Write);
    if (!write)
        return {};
    double worst = 0;
    for (const StreamResult& s : write->perStream)
        worst = std::max(worst, s.worstBufferFillPct);
    const QString head = CapacityTr::tr("%n stream(s) × %1", nullptr, pass.streams).arg(rateText(config));
    if (write->overruns == 0) {
        // Buffered runs: the outlook says whether "sustained" holds beyond the run.
        if (const QString outlook = Verdict::outlookVerdict(*write, QLocale()); !outlook.isEmpty())
            return CapacityTr::tr("%1: %2, worst buffer %3 %").arg(head, outlook, QLocale().toString(worst, 'f', 0));
        return CapacityTr::tr("%1: sustained, worst buffer %2 %").arg(head, QLocale().toString(worst, 'f', 0));
    }
    return CapacityTr::tr("%1: %n overrun(s), %2 lost", nullptr, int(write->overruns))
        .arg(head, QLocale().toString(double(write->bytesLost) / Units::kMiB, 'f', 1) + QStringLiteral(" MiB"));
}

CapacitySearch::CapacitySearch(IoBackend& backend, EngineOptions options, RunObserver* observer)
    : m_backend(backend)
    , m_options(std::move(options))
    , m_observer(observer)
{ }

void CapacitySearch::cancel()
{
    m_cancel.store(true);
    if (Engine* engine = m_engine.load())
        engine->cancel();
}

std::optional<ConfigError> CapacitySearch::refusal(const RunConfig& base)
{
    return RunConfig::overrunImpossible(base.rateFor(0), base.bufferBytes, base.durationNs);
}

int CapacitySearch::stepBound(const QList<CapacityStep>& done)
{
    int lastGood = 0;
    int firstBad = 0;
    for (const CapacityStep& step : done) {
        if (!step.error.isEmpty() && step.overruns == 0)
            return int(done.size()); // the search ends with such a step
        if (step.sustained)
            lastGood = std::max(lastGood, step.streams);
        else if (firstBad == 0 || step.streams < firstBad)
            firstBad = step.streams;
    }
    // Bisecting an interval of d counts takes at most ceil(log2(d)) steps.
    const auto bisections = [](int d) {
        int steps = 0;
        for (int span = 1; span < d; span *= 2)
            ++steps;
        return steps;
    };
    int remaining = 0;
    if (firstBad > 0) {
        remaining = bisections(firstBad - lastGood);
    } else {
        // The worst case doubles to the limit, fails there and bisects down from it.
        int doublings = 0;
        for (int n = lastGood == 0 ? 1 : lastGood * 2; n <= Limits::kMaxStreams; n *= 2)
            ++doublings;
        if (doublings > 0)
            remaining = doublings + bisections(Limits::kMaxStreams / 2);
    }
    return int(done.size()) + remaining;
}

qint64 CapacitySearch::remainingMsBound(int stepsDone, int stepBound, double stepFraction, qint64 elapsedMs)
{
    const double progressed = double(stepsDone) + std::clamp(stepFraction, 0.0, 1.0);
    if (progressed < 0.05 || elapsedMs <= 0)
        return -1;
    const double perStepMs = double(elapsedMs) / progressed;
    return qint64(std::max(0.0, double(stepBound) - progressed) * perStepMs);
}

CapacityStep CapacitySearch::judge(const RunReport& report, int streams)
{
    CapacityStep step;
    step.streams = streams;
    if (report.targets.isEmpty() || report.targets.front().passes.isEmpty()) {
        step.error = report.error.isEmpty() ? CapacityTr::tr("the run produced no result") : report.error;
        return step;
    }
    const PhaseResult* write = report.targets.front().passes.front().phase(PhaseKind::Write);
    if (!write) {
        step.error = report.error.isEmpty() ? CapacityTr::tr("the run produced no write phase") : report.error;
        return step;
    }
    for (const StreamResult& s : write->perStream) {
        step.worstBufferFillPct = std::max(step.worstBufferFillPct, s.worstBufferFillPct);
        step.achievedMiBs += s.achievedMiBs;
    }
    step.overruns = write->overruns;
    step.bytesLost = write->bytesLost;
    if (!report.ok())
        step.error = report.error;
    step.sustained = report.ok() && step.overruns == 0;
    return step;
}

CapacityResult CapacitySearch::run(const RunConfig& base, const std::function<void(const CapacityStep&)>& onStep,
    const std::function<void(int streams)>& onStepStarting)
{
    CapacityResult result;
    if (const auto refused = refusal(base)) {
        result.error = refused->message;
        result.sentence = sentence(base, result);
        return result;
    }
    auto tryStreams = [&](int n) -> std::optional<CapacityStep> {
        RunConfig config = base;
        config.streamCounts = { n };
        if (config.ratesBytesPerSec.size() > 1)
            config.ratesBytesPerSec = { config.ratesBytesPerSec.front() };
        // The free-space limit ends the search with an answer instead of a failed run.
        const QString dir = config.targetDirs.value(0);
        struct statvfs vfs { };
        if (!m_options.skipSpaceCheck && ::statvfs(QFile::encodeName(dir).constData(), &vfs) == 0) {
            const int64_t available = int64_t(vfs.f_bavail) * int64_t(vfs.f_frsize);
            const int64_t fsSize = int64_t(vfs.f_blocks) * int64_t(vfs.f_frsize);
            const int64_t margin = m_options.spaceMarginBytes >= 0 ? m_options.spaceMarginBytes
                                                                   : std::max<int64_t>(1LL << 30, fsSize / 20);
            const int64_t needed = Engine::peakBytesOnDisk(config);
            if (needed + margin > available) {
                result.limitedBy
                    = CapacityTr::tr("%n stream(s) were not tried: they need %1 plus a margin of %2, and the free "
                                     "space of %3 is %4.",
                        nullptr, n)
                          .arg(Units::formatSize(needed), Units::formatSize(margin), dir, Units::formatSize(available));
                return std::nullopt;
            }
        }
        if (onStepStarting)
            onStepStarting(n);
        CapacityWatch watch(config.rateFor(0) * n / Units::kMiB);
        StepObserver observer(m_observer, watch, m_confirming);
        Engine engine(m_backend, &observer, m_options);
        observer.engine.store(&engine);
        m_engine.store(&engine);
        if (m_cancel.load())
            engine.cancel();
        const RunReport report = engine.run(config);
        m_engine.store(nullptr);
        CapacityStep step = judge(report, n);
        applyWatch(step, watch, m_confirming);
        result.steps.append(step);
        if (onStep)
            onStep(step);
        if (!step.error.isEmpty() && step.overruns == 0) {
            result.error = step.error;
            return std::nullopt;
        }
        return step;
    };

    int lastGood = 0;
    int firstBad = 0;
    for (int n = 1; n <= Limits::kMaxStreams; n *= 2) {
        const auto step = tryStreams(n);
        if (!step)
            break;
        if (step->sustained) {
            lastGood = n;
        } else {
            firstBad = n;
            break;
        }
    }
    if (firstBad == 0 && result.limitedBy.isEmpty() && result.error.isEmpty() && lastGood == Limits::kMaxStreams)
        result.limitedBy = CapacityTr::tr("%1 streams is the most it tries.").arg(Limits::kMaxStreams);
    while (firstBad > 0 && firstBad - lastGood > 1 && result.error.isEmpty() && result.limitedBy.isEmpty()) {
        const int mid = lastGood + (firstBad - lastGood) / 2;
        const auto step = tryStreams(mid);
        if (!step)
            break;
        if (step->sustained)
            lastGood = mid;
        else
            firstBad = mid;
    }
    result.sustainedStreams = lastGood;
    result.firstFailingStreams = firstBad;
    settleBasis(result);
    result.sentence = sentence(base, result);
    return result;
}

void CapacitySearch::applyWatch(CapacityStep& step, const CapacityWatch& watch, bool measuredOnly)
{
    // A confirming step (measuredOnly) ran on after the watch decided: it took the whole time.
    step.decidedAfterS = !measuredOnly && watch.decidedAtS() >= 0 ? watch.decidedAtS() : watch.elapsedS();
    const double device = measuredOnly ? watch.recordingDeviceMiBs() : watch.deviceMiBs();
    step.deviceMiBs = std::isfinite(device) ? device : -1;
    if (!step.error.isEmpty())
        return;
    if (step.overruns > 0) {
        step.verdict = CapacityStep::Verdict::Overran;
        step.sustained = false;
        return;
    }
    if (measuredOnly) {
        step.verdict = CapacityStep::Verdict::Sustained;
        return;
    }
    switch (watch.decision()) {
    case CapacityWatch::Decision::Steady:
        step.verdict = CapacityStep::Verdict::Steady;
        break;
    case CapacityWatch::Decision::ProjectedOverrun:
        step.verdict = CapacityStep::Verdict::ProjectedOverrun;
        step.sustained = false;
        step.projectedOverrunS = watch.projectedOverrunS();
        step.projectedOverrunLowS = watch.projectedOverrunLowS();
        step.projectedOverrunHighS = watch.projectedOverrunHighS();
        break;
    case CapacityWatch::Decision::Overrun: // seen by the watch, not yet in the report: not counted
    case CapacityWatch::Decision::Undecided:
        step.verdict = CapacityStep::Verdict::Sustained;
        break;
    }
}

void CapacitySearch::settleBasis(CapacityResult& result)
{
    const CapacityStep* good = nullptr;
    const CapacityStep* bad = nullptr;
    for (const CapacityStep& s : result.steps) {
        if (s.streams == result.sustainedStreams && s.sustained)
            good = &s;
        if (s.streams == result.firstFailingStreams && !s.sustained && s.error.isEmpty())
            bad = &s;
    }
    result.sustainedDeviceMiBs = good ? good->deviceMiBs : -1;
    if (!good && !bad)
        result.basis = CapacityResult::Basis::None;
    else if (bad && bad->verdict == CapacityStep::Verdict::ProjectedOverrun)
        result.basis = CapacityResult::Basis::Projected;
    else if (!good || good->verdict == CapacityStep::Verdict::Steady)
        result.basis = CapacityResult::Basis::SteadyState;
    else
        result.basis = CapacityResult::Basis::Duration;
}

namespace {
// The names the capacity report uses, in the enums' order.
const char* const kVerdictNames[] = { "sustained", "steady", "overran", "projected_overrun" };
const char* const kBasisNames[] = { "none", "steady_state", "projected", "duration" };

template <typename Enum, size_t N> std::optional<Enum> fromName(const char* const (&names)[N], const QString& name)
{
    for (size_t i = 0; i < N; ++i) {
        if (name == QLatin1String(names[i]))
            return Enum(i);
    }
    return std::nullopt;
}
} // namespace

QString CapacitySearch::verdictName(CapacityStep::Verdict verdict)
{
    return QLatin1String(kVerdictNames[int(verdict)]);
}

std::optional<CapacityStep::Verdict> CapacitySearch::verdictFromName(const QString& name)
{
    return fromName<CapacityStep::Verdict>(kVerdictNames, name);
}

QString CapacitySearch::basisName(CapacityResult::Basis basis)
{
    return QLatin1String(kBasisNames[int(basis)]);
}

std::optional<CapacityResult::Basis> CapacitySearch::basisFromName(const QString& name)
{
    return fromName<CapacityResult::Basis>(kBasisNames, name);
}

QString CapacitySearch::sentence(const RunConfig& base, const CapacityResult& result)
{
    const QString conditions
        = CapacityTr::tr("%1 mode, %2 buffer per stream, %3")
              .arg(toString(base.mode), Units::formatSize(base.bufferBytes),
                  QLocale().toString(double(base.durationNs) / 1e9, 'f', 0) + QStringLiteral(" s"));
    QString text;
    if (result.sustainedStreams == 0 && result.firstFailingStreams == 0) {
        // Not "sustained up to 0 streams": the first step failed or was cancelled, so nothing was measured.
        text = CapacityTr::tr("No stream count was measured (%1).").arg(conditions);
    } else if (result.sustainedStreams == 0 && result.firstFailingStreams > 0) {
        text = CapacityTr::tr("Not even one stream of %1 was sustained without losing data (%2).")
                   .arg(rateText(base), conditions);
    } else if (result.firstFailingStreams > 0 && result.basis == CapacityResult::Basis::Projected) {
        text = CapacityTr::tr("This target sustains %n stream(s) of %1 without losing data (%2); %3 streams would "
                              "overrun.",
            nullptr, result.sustainedStreams)
                   .arg(rateText(base), conditions)
                   .arg(result.firstFailingStreams);
    } else if (result.firstFailingStreams > 0) {
        text = CapacityTr::tr("This target sustains %n stream(s) of %1 without losing data (%2); %3 streams overran.",
            nullptr, result.sustainedStreams)
                   .arg(rateText(base), conditions)
                   .arg(result.firstFailingStreams);
    } else {
        text = CapacityTr::tr(
            "This target sustained every count tried, up to %n stream(s) of %1 (%2).", nullptr, result.sustainedStreams)
                   .arg(rateText(base), conditions);
    }
    const CapacityStep* failing = nullptr;
    for (const CapacityStep& s : result.steps) {
        if (s.streams == result.firstFailingStreams && !s.sustained)
            failing = &s;
    }
    if (result.sustainedStreams > 0 && result.sustainedDeviceMiBs >= 0) {
        const QString device
            = CapacityTr::tr("with %n stream(s) the device writes %1", nullptr, result.sustainedStreams)
                  .arg(mibs(result.sustainedDeviceMiBs));
        const CapacityStep* good = nullptr;
        for (const CapacityStep& s : result.steps) {
            if (s.streams == result.sustainedStreams && s.sustained)
                good = &s;
        }
        if (good && good->verdict == CapacityStep::Verdict::Steady)
            text += QLatin1Char(' ') + CapacityTr::tr("Measured in steady state: %1.").arg(device);
        else
            text += QLatin1Char(' ')
                + CapacityTr::tr("Held for the whole duration; no steady state was "
                                 "established, so this is sustained so far (%1).")
                      .arg(device);
    }
    if (result.basis == CapacityResult::Basis::Projected && failing) {
        text += QLatin1Char(' ')
            + CapacityTr::tr("Projected: with %n stream(s) the writer falls behind and the first buffer would "
                             "overflow after about %1 (%2 to %3).",
                nullptr, failing->streams)
                  .arg(seconds(failing->projectedOverrunS), seconds(failing->projectedOverrunLowS),
                      seconds(failing->projectedOverrunHighS));
    }
    if (!result.limitedBy.isEmpty())
        text += QLatin1Char(' ') + result.limitedBy;
    if (!result.error.isEmpty())
        text += QLatin1Char(' ') + CapacityTr::tr("Stopped: %1").arg(result.error)
            + (result.error.endsWith(QLatin1Char('.')) ? QString() : QStringLiteral("."));
    return text;
}
