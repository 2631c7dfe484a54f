#include "Capacity.h"

#include "CapacityPlan.h"
#include "CapacityWatch.h"
#include "RunDirectory.h"
#include "SystemProbe.h"
#include "Units.h"
#include "Verdict.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QScopeGuard>
#include <algorithm>
#include <cmath>
#include <sys/statvfs.h>
#include <unistd.h>

namespace {
// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of this file theirs.
struct CapacityTr {
    Q_DECLARE_TR_FUNCTIONS(Capacity)
};

QString rateText(const RunConfig& config)
{
    if (config.ratesBytesPerSec.size() == 1)
        // In the unit the rest of the line uses (--units MB: "1.05 MB/s"), in the active locale.
        return Units::formatShownRate(config.ratesBytesPerSec.front());
    return CapacityTr::tr("mixed rates");
}

QString mibs(double value)
{
    return QLocale().toString(value, 'f', 1) + QStringLiteral(" MiB/s");
}

// Sees a step's run for the search, passing everything on to the search's own observer: feeds
// the write phase's ticks to the watch (or, for a buffered step, reads the outlook the sampler
// stamps on them) and ends the recording once the step is decided.
class StepObserver : public RunObserver {
public:
    StepObserver(RunObserver* inner, CapacityWatch& watch, bool confirming, bool byOutlook)
        : m_inner(inner)
        , m_watch(watch)
        , m_confirming(confirming)
        , m_byOutlook(byOutlook)
    { }
    std::atomic<Engine*> engine { nullptr };

    // The outlook's tick that decided a buffered step; run times.
    struct OutlookDecision {
        int state = -1; // OutlookResult::State, -1: not decided
        double atS = -1;
        double deviceTakesMiBs = -1;
        double lossAtS = -1;
        double lossAtLowS = -1;
        double lossAtHighS = -1;
    };
    // Read after the step's run returned (the sampler thread has ended).
    OutlookDecision decision;
    double writeStartS = -1; // run time the write phase began
    double lastTickS = -1;
    double runAtLeastS = -1; // the latest tick's, run time; -1: none
    double lastDeviceTakesMiBs = -1;

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
        if (kind == PhaseKind::Write)
            writeStartS = tS;
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
            const bool decided
                = m_byOutlook ? outlookDecided(s) || overflowed : d != CapacityWatch::Decision::Undecided;
            if (m_confirming ? overflowed : decided) {
                if (Engine* e = engine.load())
                    e->endRecording();
            }
        }
        if (m_inner)
            m_inner->samples(batch);
    }

private:
    // Steady is decided as soon as the outlook says it (it rests on the device having caught
    // up); a loss only once the outlook has projected it for kHoldS on end, so that the buffers
    // filling for a moment while the files open do not end a step.
    static constexpr double kHoldS = 3;
    bool outlookDecided(const Sample& s)
    {
        if (!std::isfinite(s.outlookState))
            return decision.state >= 0; // the outlook has ended (the buffers drain)
        lastTickS = s.t;
        runAtLeastS = std::isfinite(s.runAtLeastS) ? double(s.runAtLeastS) : -1;
        if (std::isfinite(s.deviceTakesMiBs))
            lastDeviceTakesMiBs = double(s.deviceTakesMiBs);
        if (decision.state >= 0)
            return true;
        const int state = std::isfinite(s.outlookState) ? int(s.outlookState) : -1;
        const bool losing
            = (state == int(OutlookResult::State::Filling) || state == int(OutlookResult::State::Throttled))
            && std::isfinite(s.projectedLossS);
        if (!losing)
            m_losingSinceS = -1;
        else if (m_losingSinceS < 0)
            m_losingSinceS = s.t;
        if (state != int(OutlookResult::State::Steady) && !(losing && s.t - m_losingSinceS >= kHoldS))
            return false;
        decision.state = state;
        decision.atS = s.t;
        decision.deviceTakesMiBs = lastDeviceTakesMiBs;
        if (losing) {
            decision.lossAtS = double(s.projectedLossS);
            decision.lossAtLowS = std::isfinite(s.projectedLossLowS) ? double(s.projectedLossLowS) : decision.lossAtS;
            // The high end is NaN when the device's fastest quarter would keep up: no bound.
            decision.lossAtHighS = std::isfinite(s.projectedLossHighS) ? double(s.projectedLossHighS) : -1;
        }
        return true;
    }

    RunObserver* m_inner;
    CapacityWatch& m_watch;
    bool m_confirming;
    bool m_byOutlook;
    double m_losingSinceS = -1;
};

// How long the kernel holds dirty data back before writing it (dirty_expire + one
// dirty_writeback period), as the engine reads it.
double writebackHoldS(const EngineOptions& options, const SysProbe::Environment& env)
{
    if (options.writebackHoldS > 0)
        return options.writebackHoldS;
    if (options.kernelSource || env.dirtyExpireCentisecs < 0 || env.dirtyWritebackCentisecs <= 0)
        return 35;
    return double(env.dirtyExpireCentisecs + env.dirtyWritebackCentisecs) / 100;
}
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
    const QString lost
        = CapacityTr::tr("%1: %n overrun(s), %2 lost", nullptr, int(write->overruns))
              .arg(head, QLocale().toString(double(write->bytesLost) / Units::kMiB, 'f', 1) + QStringLiteral(" MiB"));
    // When and why it began: the first overrun and the stall it ended.
    const QString first = Verdict::firstLossText(*write, QLocale());
    return first.isEmpty() ? lost : CapacityTr::tr("%1; %2").arg(lost, first);
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

int CapacitySearch::guardedCount(double deviceBps, double rateBps)
{
    if (!(deviceBps > 0) || !(rateBps > 0))
        return 1;
    const double n = std::floor(deviceBps / (rateBps * (1 + kGuard)) + 1e-9);
    return int(std::clamp(n, 1.0, double(Limits::kMaxStreams)));
}

int CapacitySearch::fillingCount(double deviceBps, double rateBps)
{
    if (!(deviceBps > 0) || !(rateBps > 0))
        return 1;
    // Twice the outlook's margin past the device: a count it decides without waiting for the
    // ceiling, even when the rate measured in a steady step (spells between the flusher's
    // sweeps) reads a little low.
    const double margin = 2 * DirtyOutlook::Params {}.rateMargin;
    const double n = std::floor((1 + margin) * deviceBps / rateBps + 1e-9) + 1;
    return int(std::clamp(n, 1.0, double(Limits::kMaxStreams) + 1));
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
    const QString dir = base.targetDirs.value(0);
    const double rate = base.rateFor(0);
    // The target is looked up once: every step, the calibration and the free-space check work
    // in this descriptor, so a path swapped during the search cannot move a later step.
    QString problem;
    const int targetFd = RunDirectory::openTarget(dir, &problem);
    if (targetFd < 0) {
        result.error = problem;
        result.sentence = sentence(base, result);
        return result;
    }
    const auto closeTarget = qScopeGuard([targetFd] { ::close(targetFd); });
    EngineOptions stepOptions = m_options;
    stepOptions.targetFd = targetFd;
    // A buffered search on a block device is guided by what the device takes. The steps'
    // engines calibrate too, and find this measurement in DeviceRate's cache.
    const SysProbe::Environment env
        = m_options.kernelSource ? SysProbe::Environment {} : SysProbe::probeEnvironment(targetFd, dir);
    const bool guided = base.mode == IoMode::Buffered && !m_confirming
        && (m_options.deviceRate
            || (m_backend.reachesTheDeviceAsIs() && !m_options.kernelSource && env.device.present));
    int64_t stepCapNs = base.durationNs;
    if (guided) {
        const DeviceRate::Measurement m = calibrate(targetFd, dir);
        if (m.known()) {
            result.deviceTakesMiBs = m.bytesPerSecond / Units::kMiB;
            result.deviceBasis = DeviceBasis::Calibrated;
            // Write-back begins within the hold; the device then needs about as long again to
            // catch up with what arrived until then, and an idle span to show it.
            stepCapNs = std::max(stepCapNs, int64_t((2 * writebackHoldS(m_options, env) + 20) * 1e9));
        }
    }
    if (m_cancel.load()) {
        result.error = CapacityTr::tr("cancelled");
        result.sentence = sentence(base, result);
        return result;
    }
    const bool byOutlook = result.deviceBasis == DeviceBasis::Calibrated;

    auto tryStreams = [&](int n) -> std::optional<CapacityStep> {
        RunConfig config = base;
        config.streamCounts = { n };
        if (config.ratesBytesPerSec.size() > 1)
            config.ratesBytesPerSec = { config.ratesBytesPerSec.front() };
        config.durationNs = stepCapNs;
        // The free-space limit ends the search with an answer instead of a failed run. A step
        // that ends when decided does not need its whole cap: the cap shrinks to what fits, but
        // not below the configured duration.
        struct statvfs vfs { };
        if (!m_options.skipSpaceCheck && ::fstatvfs(targetFd, &vfs) == 0) {
            const int64_t available = int64_t(vfs.f_bavail) * int64_t(vfs.f_frsize);
            const int64_t fsSize = int64_t(vfs.f_blocks) * int64_t(vfs.f_frsize);
            const int64_t margin = m_options.spaceMarginBytes >= 0 ? m_options.spaceMarginBytes
                                                                   : std::max<int64_t>(1LL << 30, fsSize / 20);
            int64_t needed = Engine::peakBytesOnDisk(config);
            if (needed + margin > available && config.durationNs > base.durationNs) {
                const double fits = double(available - margin) / double(needed) * double(config.durationNs);
                config.durationNs = std::max(base.durationNs, int64_t(fits));
                needed = Engine::peakBytesOnDisk(config);
            }
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
        StepObserver observer(m_observer, watch, m_confirming, byOutlook);
        Engine engine(m_backend, &observer, stepOptions);
        observer.engine.store(&engine);
        m_engine.store(&engine);
        if (m_cancel.load())
            engine.cancel();
        const RunReport report = engine.run(config);
        m_engine.store(nullptr);
        CapacityStep step = judge(report, n);
        if (byOutlook)
            applyOutlook(step, report, observer.writeStartS, observer.decision.state, observer.decision.atS,
                observer.decision.deviceTakesMiBs, observer.decision.lossAtS, observer.decision.lossAtLowS,
                observer.decision.lossAtHighS, observer.lastTickS, observer.runAtLeastS);
        else
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
    bool searching = true;
    if (byOutlook) {
        CapacityPlan plan(result.deviceTakesMiBs * Units::kMiB, rate);
        while (const std::optional<int> n = plan.next()) {
            const auto step = tryStreams(*n);
            if (!step) {
                searching = false;
                break;
            }
            plan.record(*step);
            // While a new ext4 zeroes beside it no step can be steady: once one held, more steps
            // would only run to their cap. Stop at what it measured.
            if (step->ext4Zeroing && step->sustained)
                break;
        }
        lastGood = plan.answer();
        firstBad = plan.firstBad();
        result.deviceTakesMiBs = plan.deviceBps() / Units::kMiB;
        result.deviceBasis = plan.deviceBasis();
        if (searching && result.error.isEmpty() && result.limitedBy.isEmpty()) {
            result.tooCloseFrom = plan.tooCloseFrom();
            result.tooCloseTo = plan.tooCloseTo();
        }
        searching = searching && result.error.isEmpty() && result.limitedBy.isEmpty() && plan.handsOver();
    }
    if (searching && firstBad == 0) {
        for (int n = lastGood == 0 ? 1 : lastGood * 2; n <= Limits::kMaxStreams; n *= 2) {
            const auto step = tryStreams(n);
            if (!step)
                break;
            if (step->ext4Zeroing && step->sustained)
                searching = false;
            if (step->sustained) {
                lastGood = n;
            } else {
                firstBad = n;
                break;
            }
            if (!searching)
                break;
        }
        if (firstBad == 0 && result.limitedBy.isEmpty() && result.error.isEmpty() && lastGood == Limits::kMaxStreams)
            result.limitedBy = CapacityTr::tr("%1 streams is the most it tries.").arg(Limits::kMaxStreams);
        while (searching && firstBad > 0 && firstBad - lastGood > 1 && result.error.isEmpty()
            && result.limitedBy.isEmpty()) {
            const int mid = lastGood + (firstBad - lastGood) / 2;
            const auto step = tryStreams(mid);
            if (!step)
                break;
            if (step->sustained)
                lastGood = mid;
            else
                firstBad = mid;
        }
    }
    result.sustainedStreams = lastGood;
    result.firstFailingStreams = firstBad;
    settleBasis(result);
    result.sentence = sentence(base, result);
    return result;
}

DeviceRate::Measurement CapacitySearch::calibrate(int targetFd, const QString& dir)
{
    // In a run directory of its own, as every file the tool makes: removed whatever happens,
    // and found by --clean-leftovers should the process be killed.
    QString error;
    auto runDir = RunDirectory::create(targetFd, dir, &error);
    if (!runDir) {
        DeviceRate::Measurement m;
        m.error = error;
        return m;
    }
    const QString name = QStringLiteral("device-rate");
    runDir->track(name);
    DeviceRate::Measurement m = m_options.deviceRate
        ? m_options.deviceRate(runDir->fd())
        : DeviceRate::cached(runDir->fd(), name.toUtf8().constData(), {}, [this] { return m_cancel.load(); });
    runDir->remove(&error);
    return m;
}

namespace {
// What a step measured comes before any judgement of it: a run that failed says nothing, and
// an overrun is a loss whatever was projected.
bool judgedByWhatItMeasured(CapacityStep& step)
{
    if (!step.error.isEmpty())
        return true;
    if (step.overruns > 0) {
        step.verdict = CapacityStep::Verdict::Overran;
        step.sustained = false;
        return true;
    }
    return false;
}
} // namespace

void CapacitySearch::applyOutlook(CapacityStep& step, const RunReport& report, double writeStartS, int state,
    double decidedAtS, double deviceTakesMiBs, double lossAtS, double lossAtLowS, double lossAtHighS, double lastTickS,
    double runAtLeastS)
{
    const PhaseResult* write = report.targets.isEmpty() || report.targets.front().passes.isEmpty()
        ? nullptr
        : report.targets.front().passes.front().phase(PhaseKind::Write);
    const double start = writeStartS >= 0 ? writeStartS : 0;
    step.decidedAfterS = std::max(0.0, (decidedAtS >= 0 ? decidedAtS : lastTickS) - start);
    if (write && write->outlook) {
        const OutlookResult& o = *write->outlook;
        step.deviceBasis = o.deviceBasis;
        step.calibratedMiBs = o.calibratedBps > 0 ? o.calibratedBps / Units::kMiB : -1;
        step.deviceMiBs = o.deviceTakesBps > 0 ? o.deviceTakesBps / Units::kMiB : -1;
        step.unreadInputs = o.unreadInputs;
        step.runData = o.runData;
        step.otherWriterMiBs = o.otherWriterNamed() ? o.otherWriterBps / Units::kMiB : -1;
        step.ext4Zeroing = o.ext4Zeroing;
    }
    if (deviceTakesMiBs > 0)
        step.deviceMiBs = deviceTakesMiBs;
    if (judgedByWhatItMeasured(step))
        return;
    if (state == int(OutlookResult::State::Steady)) {
        step.verdict = CapacityStep::Verdict::Steady;
        return;
    }
    if (state == int(OutlookResult::State::Filling) || state == int(OutlookResult::State::Throttled)) {
        step.verdict = CapacityStep::Verdict::ProjectedOverrun;
        step.sustained = false;
        step.projectedOverrunS = std::max(0.0, lossAtS - start);
        step.projectedOverrunLowS = std::max(0.0, lossAtLowS - start);
        step.projectedOverrunHighS = lossAtHighS >= 0 ? std::max(0.0, lossAtHighS - start) : -1;
        return;
    }
    // Ran out its cap undecided: it held, and cannot tell more.
    step.verdict = CapacityStep::Verdict::Sustained;
    step.runAtLeastS = runAtLeastS >= 0 ? std::max(0.0, runAtLeastS - start) : -1;
}

void CapacitySearch::applyWatch(CapacityStep& step, const CapacityWatch& watch, bool measuredOnly)
{
    // A confirming step (measuredOnly) ran on after the watch decided: it took the whole time.
    step.decidedAfterS = !measuredOnly && watch.decidedAtS() >= 0 ? watch.decidedAtS() : watch.elapsedS();
    const double device = measuredOnly ? watch.recordingDeviceMiBs() : watch.deviceMiBs();
    step.deviceMiBs = std::isfinite(device) ? device : -1;
    if (judgedByWhatItMeasured(step))
        return;
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
    // A search guided by the device ran each step until decided, not for the duration.
    const QString conditions = result.deviceBasis != DeviceBasis::Unknown
        ? CapacityTr::tr("%1 mode, %2 buffer per stream, each step until decided")
              .arg(toString(base.mode), Units::formatSize(base.bufferBytes))
        : CapacityTr::tr("%1 mode, %2 buffer per stream, %3")
              .arg(toString(base.mode), Units::formatSize(base.bufferBytes),
                  QLocale().toString(double(base.durationNs) / 1e9, 'f', 0) + QStringLiteral(" s"));
    const CapacityStep* good = nullptr;
    const CapacityStep* failing = nullptr;
    for (const CapacityStep& s : result.steps) {
        if (s.streams == result.sustainedStreams && s.sustained)
            good = &s;
        if (s.streams == result.firstFailingStreams && !s.sustained)
            failing = &s;
    }
    const bool longTerm = good && good->verdict == CapacityStep::Verdict::Steady;
    QString text;
    if (result.sustainedStreams == 0 && result.firstFailingStreams == 0) {
        // Not "sustained up to 0 streams": the first step failed or was cancelled, so nothing was measured.
        text = CapacityTr::tr("No stream count was measured (%1).").arg(conditions);
    } else if (result.sustainedStreams == 0 && result.firstFailingStreams > 0) {
        text = CapacityTr::tr("Not even one stream of %1 was sustained without losing data (%2).")
                   .arg(rateText(base), conditions);
    } else if (longTerm) {
        // Whether or not a larger count was seen to fail, the count holds long-term.
        text = CapacityTr::tr(
            "This target sustains %n stream(s) of %1 long-term (%2).", nullptr, result.sustainedStreams)
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
    const QLocale locale;
    // What the device takes, as the answer rests on it: measured in the answer's own step when
    // it was, else the search's figure (the calibration, or a step that contradicted it).
    const bool goodMeasured = good && good->deviceBasis == DeviceBasis::Measured && good->deviceMiBs > 0;
    const QString device = goodMeasured
        ? Verdict::deviceTakes(good->deviceMiBs * Units::kMiB, good->deviceBasis, locale)
        : result.deviceTakesMiBs > 0
        ? Verdict::deviceTakes(result.deviceTakesMiBs * Units::kMiB, result.deviceBasis, locale)
        : QString();
    // The answer's own arrivals against the figure quoted: beside another writer that takes the
    // whole device in bursts, a figure measured in one step can be less than what the answer's
    // step was seen to write, and quoting it would contradict the answer.
    double goodArrivalBps = 0;
    for (int i = 0; good && i < good->streams; ++i)
        goodArrivalBps += base.rateFor(i);
    const double quotedBps = goodMeasured ? good->deviceMiBs * Units::kMiB : result.deviceTakesMiBs * Units::kMiB;
    if (good && longTerm && !device.isEmpty() && goodArrivalBps > 1.05 * quotedBps) {
        text += QLatin1Char(' ')
            + CapacityTr::tr("Measured in steady state by the run's own data; the device's rate varied too much for "
                             "one figure (%1 in one step).")
                  .arg(Verdict::estimatedRate(quotedBps, locale));
    } else if (good && longTerm) {
        text += QLatin1Char(' ')
            + (device.isEmpty() ? CapacityTr::tr("Measured in steady state: with %n stream(s) the device writes %1.",
                   nullptr, result.sustainedStreams)
                                      .arg(mibs(good->deviceMiBs))
                                : CapacityTr::tr("Measured in steady state; %1.").arg(device));
    } else if (good) {
        const QString more = good->unreadInputs != 0
            ? CapacityTr::tr("no answer on whether it holds, as %1 could not be read")
                  .arg(Verdict::unreadInputNames(good->unreadInputs))
            : good->runAtLeastS > 0 ? CapacityTr::tr("cannot tell yet whether it holds: run at least %1")
                                          .arg(Verdict::span(std::ceil(good->runAtLeastS), locale))
                                    : CapacityTr::tr("no steady state was established");
        const QString rate = !device.isEmpty() ? device
            : good->deviceMiBs >= 0
            ? CapacityTr::tr("with %n stream(s) the device writes %1", nullptr, result.sustainedStreams)
                  .arg(mibs(good->deviceMiBs))
            : QString();
        text += QLatin1Char(' ')
            + (rate.isEmpty()
                    ? CapacityTr::tr("Held for the whole step, so this is sustained so far: %1.").arg(more)
                    : CapacityTr::tr("Held for the whole step, so this is sustained so far: %1 (%2).").arg(more, rate));
    } else if (!device.isEmpty()) {
        text += QLatin1Char(' ') + CapacityTr::tr("Before the steps, %1.").arg(device);
    }
    if (std::any_of(result.steps.cbegin(), result.steps.cend(), [](const CapacityStep& s) { return s.ext4Zeroing; }))
        text += QLatin1Char(' ')
            + CapacityTr::tr("A new ext4 zeroed its inode tables beside the search (ext4lazyinit): it takes the whole "
                             "device in bursts and the journal waits behind them, so no count is called long-term "
                             "until that is done (wait, or mount -o remount,init_itable=0).");
    if (good && good->otherWriterMiBs > 0)
        text += QLatin1Char(' ')
            + CapacityTr::tr("Another writer used ~%1 of this device during that step: the answer is for what it "
                             "left.")
                  .arg(Verdict::estimatedRate(good->otherWriterMiBs * Units::kMiB, locale));
    if (failing && failing->verdict == CapacityStep::Verdict::ProjectedOverrun) {
        text += QLatin1Char(' ')
            + CapacityTr::tr(
                "With %n stream(s) the writer falls behind and would lose data after %1.", nullptr, failing->streams)
                  .arg(Verdict::projection(failing->projectedOverrunS, failing->projectedOverrunLowS,
                      failing->projectedOverrunHighS, locale));
    }
    if (result.tooCloseFrom > 0 && result.tooCloseTo >= result.tooCloseFrom) {
        const QString counts = result.tooCloseTo == result.tooCloseFrom
            ? QString::number(result.tooCloseFrom)
            : CapacityTr::tr("%1 to %2").arg(result.tooCloseFrom).arg(result.tooCloseTo);
        text += QLatin1Char(' ')
            + CapacityTr::tr("%1 streams are too close to what the device takes for a run of bounded length "
                             "to tell whether they hold.")
                  .arg(counts);
    }
    if (!result.limitedBy.isEmpty())
        text += QLatin1Char(' ') + result.limitedBy;
    if (!result.error.isEmpty())
        text += QLatin1Char(' ') + CapacityTr::tr("Stopped: %1").arg(result.error)
            + (result.error.endsWith(QLatin1Char('.')) ? QString() : QStringLiteral("."));
    return text;
}
