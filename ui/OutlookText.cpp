#include "OutlookText.h"

#include "Units.h"
#include "Verdict.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace {

struct OutlookTr {
    Q_DECLARE_TR_FUNCTIONS(OutlookText)
};

// The device's write rate over the trailing seconds of the samples: what the live
// projection divides by, shown as its input (a single tick's rate jumps around).
constexpr double kDeviceWindowS = 10;

// One outlook, from a sample or from a finished phase, with what the tooltip names.
struct View {
    int state = -1;
    double phaseStartS = 0;
    double lossS = std::nan("");
    double lossLowS = std::nan("");
    double lossHighS = std::nan("");
    double runAtLeastS = std::nan(""); // cannot tell yet: the run time an answer is expected from
    double deviceTakesBps = -1; // measured in the run or calibrated before it; -1: not known
    DeviceBasis deviceBasis = DeviceBasis::Unknown; // known only once the phase ended
    double arrivalBps = -1;
    double deviceBps = -1;
    double deviceWindowS = 0;
    double dirtyMiB = std::nan("");
    double ceilingMiB = std::nan("");
    DirtyCeiling::Binding binding = DirtyCeiling::Binding::Unknown;
    bool deviceLimitAboveGlobal = false;
    uint8_t unreadInputs = 0; // known only once the phase ended
    const PhaseResult* final = nullptr; // the finished phase this is of
};

// The last finished write phase with an outlook, when it is at least as recent as the
// last sample's outlook: then the run is past it and its final word stands.
const PhaseResult* finishedPhase(const ChartData& data)
{
    const QList<PhaseResult>& results = data.phaseResults();
    const auto last = std::find_if(results.crbegin(), results.crend(),
        [](const PhaseResult& result) { return result.kind == PhaseKind::Write && result.outlook; });
    if (last == results.crend())
        return nullptr;
    return last->endS + 1e-6 >= data.lastOutlook().t ? &*last : nullptr;
}

View fromSamples(const ChartData& data)
{
    const ChartData::Outlook& o = data.lastOutlook();
    View v;
    v.state = o.state;
    v.phaseStartS = o.phaseStartS;
    v.lossS = o.lossS;
    v.lossLowS = o.lossLowS;
    v.lossHighS = o.lossHighS;
    v.runAtLeastS = o.runAtLeastS;
    if (o.deviceTakesMiBs > 0)
        v.deviceTakesBps = o.deviceTakesMiBs * Units::kMiB;
    double arrival = 0;
    const int streams = data.maxStreamsInPass();
    for (int i = 0; i < streams; ++i)
        arrival += data.config().rateFor(i);
    v.arrivalBps = streams > 0 ? arrival : -1;
    // The samples of the outlook's phase within the trailing window.
    const QList<double>& t = data.t();
    double sum = 0;
    double first = o.t;
    int n = 0;
    for (qsizetype i = t.size() - 1; i >= 0 && t.at(i) > o.t - kDeviceWindowS && t.at(i) >= o.phaseStartS; --i) {
        if (t.at(i) > o.t)
            continue;
        const float d = data.deviceWrite().value(i, kNoValue);
        if (std::isnan(d))
            continue;
        sum += d;
        first = t.at(i);
        ++n;
    }
    if (n > 0) {
        v.deviceBps = sum / n * Units::kMiB;
        v.deviceWindowS = o.t - first;
    }
    for (qsizetype i = t.size() - 1; i >= 0; --i) {
        if (t.at(i) <= o.t && !std::isnan(data.dirty().value(i, kNoValue))) {
            v.dirtyMiB = data.dirty().at(i);
            break;
        }
    }
    v.ceilingMiB = data.bindingCeilingMiB();
    v.binding = data.binding();
    return v;
}

View fromPhase(const PhaseResult& p)
{
    const OutlookResult& r = *p.outlook;
    View v;
    v.state = int(r.state);
    v.phaseStartS = p.startS;
    v.lossS = r.lossAtS;
    v.lossLowS = r.lossAtLowS;
    v.lossHighS = std::isfinite(r.lossAtHighS) ? r.lossAtHighS : std::nan("");
    v.arrivalBps = r.arrivalBps;
    v.runAtLeastS = r.runAtLeastS;
    v.deviceTakesBps = r.deviceTakesBps;
    v.deviceBasis = r.deviceBasis;
    v.deviceBps = r.deviceBps;
    v.deviceWindowS = r.windowS;
    if (r.dirtyBytes >= 0)
        v.dirtyMiB = r.dirtyBytes / Units::kMiB;
    if (r.ceiling.bytes > 0)
        v.ceilingMiB = r.ceiling.bytes / Units::kMiB;
    v.binding = r.ceiling.binding;
    v.deviceLimitAboveGlobal = r.ceiling.deviceLimitAboveGlobal;
    v.unreadInputs = r.unreadInputs;
    v.final = &p;
    return v;
}

QString bindingName(const View& v, const ChartData& data)
{
    switch (v.binding) {
    case DirtyCeiling::Binding::Global:
        return OutlookTr::tr("the kernel's global limit");
    case DirtyCeiling::Binding::Device:
        return OutlookTr::tr("the device's own limit (strict_limit)");
    case DirtyCeiling::Binding::Cgroup:
        return OutlookTr::tr("the memory cgroup's limit (estimated)");
    case DirtyCeiling::Binding::Unknown:
        break;
    }
    // Live the samples carry the binding ceiling, not its kind: below the global one it is
    // the device's or the cgroup's.
    if (data.ceilingBelowGlobal())
        return OutlookTr::tr("a limit below the global one (the device's or the memory cgroup's)");
    return OutlookTr::tr("the kernel's global limit");
}

// "19–28 min": the unit once when both ends have it; empty when both ends are the same.
QString spanRange(QString low, const QString& high)
{
    if (low == high)
        return {};
    const qsizetype space = high.lastIndexOf(QLatin1Char(' '));
    if (space > 0 && low.endsWith(QStringView(high).mid(space)))
        low.chop(high.size() - space);
    return OutlookTr::tr("%1–%2").arg(low, high);
}

} // namespace

namespace OutlookText {

Text of(const ChartData& data, const QLocale& locale)
{
    Text text;
    const PhaseResult* finished = finishedPhase(data);
    if (!finished && data.lastOutlook().t < 0)
        return text;
    const View v = finished ? fromPhase(*finished) : fromSamples(data);
    const auto after = [&](double t) { return Verdict::span(t - v.phaseStartS, locale); };

    // Data lost: said as soon as it happens, with when and why it began, live from the overruns
    // and stalls the run has reported so far (the stall's cause may come a tick later).
    PhaseResult live;
    if (!finished && !data.overruns().isEmpty()) {
        live.startS = v.phaseStartS;
        for (const OverrunEvent& o : data.overruns()) {
            if (o.timeS >= v.phaseStartS)
                live.overrunEvents.append(o);
        }
        live.stalls = data.stalls();
        live.overruns = live.overrunEvents.size();
    }
    const PhaseResult* lost = finished && finished->overruns > 0 ? finished : live.overruns > 0 ? &live : nullptr;
    if (lost) {
        text.line = OutlookTr::tr("Buffers overflowed: %n overrun(s), data lost", nullptr, int(lost->overruns));
        if (const QString first = Verdict::firstLossText(*lost, locale); !first.isEmpty())
            text.line = OutlookTr::tr("%1 — %2").arg(text.line, first);
    } else if (v.unreadInputs != 0) {
        text.line = OutlookTr::tr("No verdict: could not read %1").arg(Verdict::unreadInputNames(v.unreadInputs));
    } else if (std::isfinite(v.lossS)) {
        QString when = OutlookTr::tr("~%1").arg(after(v.lossS));
        const QString range = std::isnan(v.lossHighS) ? OutlookTr::tr("at the earliest %1").arg(after(v.lossLowS))
                                                      : spanRange(after(v.lossLowS), after(v.lossHighS));
        if (!range.isEmpty())
            when = OutlookTr::tr("%1 (%2)").arg(when, range);
        text.line = v.state == int(OutlookResult::State::Throttled)
            ? OutlookTr::tr("Writers held back; will lose data after %1").arg(when)
            : OutlookTr::tr("Sustained so far, but will lose data after %1").arg(when);
    } else {
        switch (OutlookResult::State(v.state)) {
        case OutlookResult::State::Steady:
            text.line = OutlookTr::tr("Steady state: the device writes what arrives");
            break;
        case OutlookResult::State::Throttled:
            text.line = OutlookTr::tr("Writers held back; the device writes as fast as the streams arrive");
            break;
        case OutlookResult::State::Filling:
        case OutlookResult::State::Undecided:
            text.line = std::isfinite(v.runAtLeastS)
                ? OutlookTr::tr("Sustained so far; cannot tell yet whether it holds: run at least %1")
                      .arg(Verdict::span(std::ceil(v.runAtLeastS - v.phaseStartS), locale))
                : OutlookTr::tr("Sustained so far; cannot tell yet whether it holds");
            break;
        case OutlookResult::State::Unknown:
            text.line = OutlookTr::tr("Outlook: not enough device and dirty-memory readings yet");
            break;
        }
    }
    if (finished) {
        if (const QString confirm = Verdict::confirmOutcome(*finished); !confirm.isEmpty())
            text.line = OutlookTr::tr("%1 — %2").arg(text.line, confirm);
        if (const QString other = finished->outlook ? Verdict::otherWriter(*finished->outlook, locale) : QString();
            !lost && !other.isEmpty())
            text.line = OutlookTr::tr("%1 — %2").arg(text.line, other);
    }

    const auto rate = [](double bps) { return Units::formatShownRate(bps); };
    const auto mib
        = [&locale](double value) -> QString { return locale.toString(value, 'f', 0) + QStringLiteral(" MiB"); };
    QStringList tip;
    if (v.arrivalBps >= 0)
        tip.append(OutlookTr::tr("Arrival (all streams): %1").arg(rate(v.arrivalBps)));
    if (v.deviceTakesBps > 0) {
        switch (v.deviceBasis) {
        case DeviceBasis::Measured:
            tip.append(OutlookTr::tr("The device takes ~%1 (measured while it wrote without a pause)")
                           .arg(rate(v.deviceTakesBps)));
            break;
        case DeviceBasis::Calibrated:
            tip.append(OutlookTr::tr("The device takes ~%1 (calibrated before the run with direct writes)")
                           .arg(rate(v.deviceTakesBps)));
            break;
        case DeviceBasis::Unknown:
            tip.append(OutlookTr::tr("The device takes ~%1").arg(rate(v.deviceTakesBps)));
            break;
        }
    } else {
        tip.append(OutlookTr::tr("What the device takes is not known yet"));
    }
    if (v.deviceBps >= 0)
        tip.append(OutlookTr::tr("Device writes: %1 (mean of the last %2)")
                       .arg(rate(v.deviceBps), Verdict::span(v.deviceWindowS, locale)));
    if (!std::isnan(v.dirtyMiB))
        tip.append(OutlookTr::tr("Dirty + Writeback: %1").arg(mib(v.dirtyMiB)));
    if (!std::isnan(v.ceilingMiB))
        tip.append(OutlookTr::tr("Ceiling that binds: %1, set by %2").arg(mib(v.ceilingMiB), bindingName(v, data)));
    if (v.deviceLimitAboveGlobal)
        tip.append(OutlookTr::tr("The device has its own dirty limit without strict_limit: it holds writers back "
                                 "only above the global ceiling."));
    if (std::isfinite(v.lossS))
        tip.append(OutlookTr::tr("Projected from what the device takes: dirty memory reaches the ceiling at "
                                 "(ceiling − dirty) / (arrival − device), then the stream buffers fill. The range "
                                 "is that of the device's slowest and fastest quarter of the window."));
    else if (!lost
        && (v.state == int(OutlookResult::State::Undecided) || v.state == int(OutlookResult::State::Filling)))
        tip.append(OutlookTr::tr("The kernel holds written data back for about half a minute before it writes it "
                                 "to the device: a verdict needs the device to have written the run's data and "
                                 "caught up once."));
    if (v.final && v.final->outlook) {
        const OutlookResult& r = *v.final->outlook;
        if (r.runData == RunDataMeasure::PageCache)
            tip.append(OutlookTr::tr("The run's own data was measured by its files' dirty and write-back pages "
                                     "(cachestat): other writers on the device do not count as its progress."));
        else if (r.runData == RunDataMeasure::Delalloc)
            tip.append(OutlookTr::tr("The run's own data was measured by its files' bytes the filesystem has not "
                                     "placed yet and the pages under write-back (this kernel has no cachestat): other "
                                     "writers on the device do not count as its progress."));
        else
            tip.append(OutlookTr::tr("The run's own data was measured by what the device wrote, which counts other "
                                     "writers too: this kernel has no cachestat."));
        if (r.otherWriterNamed())
            tip.append(OutlookTr::tr("Another writer used ~%1 of this device; the verdict is for what it left.")
                           .arg(rate(r.otherWriterBps)));
    }
    for (const OutlookCliff& c : data.cliffs())
        tip.append(OutlookTr::tr("Device rate fell after %1: %2 → %3")
                       .arg(Verdict::span(c.timeS, locale), rate(c.fromBps), rate(c.toBps)));
    text.tip = tip.join(QLatin1Char('\n'));
    return text;
}

QString otherIo(const ChartData& data, const QLocale& locale)
{
    if (!data.hasDevice() || data.size() < 2)
        return {};
    // Bytes over the ticks: each tick's rate holds for the time since the one before.
    double programWrite = 0;
    double programRead = 0;
    double deviceWrite = 0;
    double deviceRead = 0;
    const QList<ChartData::PhaseMark>& marks = data.phaseMarks();
    qsizetype mark = -1;
    for (qsizetype i = 1; i < data.size(); ++i) {
        const double t = data.t().at(i);
        const double dt = t - data.t().at(i - 1);
        if (!(dt > 0))
            continue;
        while (mark + 1 < marks.size() && marks.at(mark + 1).t <= t)
            ++mark;
        const bool reading = mark >= 0 && marks.at(mark).kind == PhaseKind::Read;
        const auto add = [dt](double& into, float mibs) {
            if (std::isfinite(mibs) && mibs > 0)
                into += double(mibs) * Units::kMiB * dt;
        };
        add(reading ? programRead : programWrite, data.total().at(i));
        add(deviceWrite, data.deviceWrite().at(i));
        add(deviceRead, data.deviceRead().at(i));
    }
    const auto beyond = [](double device, double program) {
        return device - program >= kOtherIoMinBytes && device >= kOtherIoRatio * program;
    };
    const bool writes = beyond(deviceWrite, programWrite);
    const bool reads = beyond(deviceRead, programRead);
    if (!writes && !reads)
        return {};
    const QString device = data.environments().isEmpty() || data.environments().constFirst().device.name.isEmpty()
        ? OutlookTr::tr("the device")
        : data.environments().constFirst().device.name;
    const auto times = [&locale](double device, double program) {
        return program > 0 ? OutlookTr::tr("%1×", "how many times the run's own bytes")
                                 .arg(locale.toString(device / program, 'f', device / program < 10 ? 1 : 0))
                           : OutlookTr::tr("far more than");
    };
    // Whole MiB: sums of rates times tick lengths carry float noise ("199.99 MiB").
    const auto size
        = [](double bytes) { return Units::formatSize(std::llround(bytes / Units::kMiB) * int64_t(Units::kMiB)); };
    QStringList parts;
    if (writes)
        parts.append(OutlookTr::tr("%1 wrote %2 during the run, %3 this run's %4")
                         .arg(device, size(deviceWrite), times(deviceWrite, programWrite), size(programWrite)));
    if (reads)
        parts.append(OutlookTr::tr("%1 read %2 during the run, %3 this run's %4")
                         .arg(device, size(deviceRead), times(deviceRead, programRead), size(programRead)));
    return OutlookTr::tr("%1: the rest is other programs' I/O (or the filesystem's own), and the device lines "
                         "show all of it.")
        .arg(parts.join(OutlookTr::tr("; ")));
}

} // namespace OutlookText
