#include "Capacity.h"

#include "Units.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
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
    if (write->overruns == 0)
        return CapacityTr::tr("%1: sustained, worst buffer %2 %").arg(head, QLocale().toString(worst, 'f', 0));
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
                    = CapacityTr::tr("the free space of %1 (%2) ends the search: %n streams would need %3 plus a "
                                     "margin of %4",
                        nullptr, n)
                          .arg(dir, Units::formatSize(available), Units::formatSize(needed), Units::formatSize(margin));
                return std::nullopt;
            }
        }
        if (onStepStarting)
            onStepStarting(n);
        Engine engine(m_backend, m_observer, m_options);
        m_engine.store(&engine);
        if (m_cancel.load())
            engine.cancel();
        const RunReport report = engine.run(config);
        m_engine.store(nullptr);
        CapacityStep step = judge(report, n);
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
        result.limitedBy = CapacityTr::tr("the search stopped at the limit of %1 streams").arg(Limits::kMaxStreams);
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
    result.sentence = sentence(base, result);
    return result;
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
    // A recording shorter than its buffer covers can never overrun, whatever the disk does.
    const int64_t recordedPerStream
        = base.ratesBytesPerSec.isEmpty() ? 0 : int64_t(base.rateFor(0) * double(base.durationNs) / 1e9);
    if (result.firstFailingStreams == 0 && recordedPerStream > 0 && recordedPerStream <= base.bufferBytes)
        text += QLatin1Char(' ')
            + CapacityTr::tr("Each stream's whole recording (%1) fits in its buffer (%2), so no count could lose data: "
                             "choose a longer duration.")
                  .arg(Units::formatSize(recordedPerStream), Units::formatSize(base.bufferBytes));
    if (!result.limitedBy.isEmpty())
        text += QLatin1Char(' ') + CapacityTr::tr("The search ended early: %1.").arg(result.limitedBy);
    if (!result.error.isEmpty())
        text += QLatin1Char(' ') + CapacityTr::tr("The search stopped: %1").arg(result.error);
    return text;
}
