#include "Verdict.h"

#include "Capacity.h"
#include "RemoteCommand.h"
#include "StallCause.h"
#include "Units.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace {

// lupdate only sees tr() with a context: a class that declares one.
struct VerdictTr {
    Q_DECLARE_TR_FUNCTIONS(Verdict)
};

} // namespace

namespace Verdict {

QString span(double seconds, const QLocale& locale)
{
    if (seconds < 120)
        return VerdictTr::tr("%1 s").arg(locale.toString(seconds, 'f', 0));
    if (seconds < 120 * 60)
        return VerdictTr::tr("%1 min").arg(locale.toString(seconds / 60, 'f', 0));
    return VerdictTr::tr("%1 h").arg(locale.toString(seconds / 3600, 'f', 1));
}

QString projection(double atS, double lowS, double highS, const QLocale& locale)
{
    const QString after = span(atS, locale);
    const QString low = span(lowS, locale);
    if (highS < 0 || !std::isfinite(highS))
        return VerdictTr::tr("~%1 (at the earliest %2)").arg(after, low);
    const QString high = span(highS, locale);
    if (low == after && high == after)
        return VerdictTr::tr("~%1").arg(after);
    return VerdictTr::tr("~%1 (range %2–%3)").arg(after, low, high);
}

namespace {

QString shownRate(double bps, const QLocale& locale)
{
    return locale.toString(Units::shownRate(bps / Units::kMiB), 'f', 2) + QLatin1Char(' ') + Units::rateUnitName();
}

QString projectedSpan(const OutlookResult& r, double startS, const QLocale& locale)
{
    return projection(
        r.lossAtS - startS, r.lossAtLowS - startS, std::isfinite(r.lossAtHighS) ? r.lossAtHighS - startS : -1, locale);
}

} // namespace

std::optional<FirstLoss> firstLoss(const PhaseResult& p)
{
    if (p.overrunEvents.isEmpty())
        return std::nullopt;
    // The engine stores them sorted by time.
    const OverrunEvent& first = p.overrunEvents.first();
    FirstLoss loss;
    loss.atS = first.timeS - p.startS;
    loss.stream = first.stream;
    // An overrun is stamped when the buffer overflowed on its arrival clock, while the write
    // that blocked had not returned yet: its time lies in the stall's span (a few ms of
    // tolerance for the clock reads in between).
    constexpr double kToleranceS = 0.05;
    const StallEvent* best = nullptr;
    for (const StallEvent& stall : p.stalls) {
        if (stall.startS > first.timeS + kToleranceS || stall.startS + stall.durationS < first.timeS - kToleranceS)
            continue;
        const bool sameStream = stall.stream == first.stream;
        if (!best || (sameStream && best->stream != first.stream)
            || (sameStream == (best->stream == first.stream) && stall.durationS > best->durationS))
            best = &stall;
    }
    if (best)
        loss.stall = *best;
    return loss;
}

QString firstLossText(const PhaseResult& p, const QLocale& locale)
{
    const std::optional<FirstLoss> loss = firstLoss(p);
    if (!loss)
        return {};
    const QString when = span(std::max(0.0, loss->atS), locale);
    if (!loss->stall)
        return VerdictTr::tr("first after %1 on stream %2, without a stall: the writer fell behind")
            .arg(when)
            .arg(loss->stream + 1);
    return VerdictTr::tr("first after %1 on stream %2, during a %3 s stall (%4)")
        .arg(when)
        .arg(loss->stream + 1)
        .arg(locale.toString(loss->stall->durationS, 'f', 1), StallCause::label(loss->stall->cause));
}

QString unreadInputNames(uint8_t unreadInputs)
{
    QStringList names;
    if (unreadInputs & SysProbe::UnreadDeviceStat)
        names.append(VerdictTr::tr("the device's counters (/sys/block/…/stat)"));
    if (unreadInputs & SysProbe::UnreadMeminfo)
        names.append(VerdictTr::tr("dirty memory (/proc/meminfo)"));
    if (unreadInputs & SysProbe::UnreadVmstat)
        names.append(VerdictTr::tr("the kernel's dirty thresholds (/proc/vmstat)"));
    if (unreadInputs & SysProbe::UnreadPressure)
        names.append(VerdictTr::tr("I/O pressure (/proc/pressure/io)"));
    return names.join(QLatin1String(", "));
}

QString estimatedRate(double bps, const QLocale& locale)
{
    const double shown = Units::shownRate(bps / Units::kMiB);
    const int decimals = shown >= 99.95 ? 0 : shown >= 9.995 ? 1 : 2;
    return locale.toString(shown, 'f', decimals) + QLatin1Char(' ') + Units::rateUnitName();
}

QString deviceTakes(double bps, DeviceBasis basis, const QLocale& locale)
{
    if (bps <= 0)
        return VerdictTr::tr("the device's rate is not known yet");
    return basis == DeviceBasis::Measured
        ? VerdictTr::tr("the device takes ~%1, measured in the run").arg(estimatedRate(bps, locale))
        : VerdictTr::tr("the device takes ~%1, calibrated").arg(estimatedRate(bps, locale));
}

QString deviceTakes(const OutlookResult& r, const QLocale& locale)
{
    return deviceTakes(r.deviceTakesBps, r.deviceBasis, locale);
}

QString otherWriter(const OutlookResult& r, const QLocale& locale)
{
    if (!r.otherWriterNamed())
        return {};
    return VerdictTr::tr("another writer uses ~%1 of this device").arg(estimatedRate(r.otherWriterBps, locale));
}

QString outlookVerdict(const PhaseResult& p, const QLocale& locale)
{
    const QString verdict = outlookAnswer(p, locale);
    const QString other = p.outlook ? otherWriter(*p.outlook, locale) : QString();
    if (verdict.isEmpty() || other.isEmpty())
        return verdict;
    return VerdictTr::tr("%1; %2").arg(verdict, other);
}

QString outlookAnswer(const PhaseResult& p, const QLocale& locale)
{
    if (!p.outlook || p.overruns > 0)
        return {};
    const OutlookResult& r = *p.outlook;
    const QString device = deviceTakes(r, locale);
    const QString arrival = shownRate(r.arrivalBps, locale);
    if (r.unreadInputs != 0)
        return VerdictTr::tr("no verdict: could not read %1, which it needs; no buffer overflowed in the run (%2 "
                             "arrive)")
            .arg(unreadInputNames(r.unreadInputs), arrival);
    if (r.projected())
        return VerdictTr::tr("sustained so far, but will lose data after %1: %2 arrive, %3")
            .arg(projectedSpan(r, p.startS, locale), arrival, device);
    switch (r.state) {
    case OutlookResult::State::Steady:
        return VerdictTr::tr("sustained in steady state: the device wrote what arrived (%1 arrive, %2)")
            .arg(arrival, device);
    case OutlookResult::State::Undecided:
        if (r.ext4Zeroing)
            return VerdictTr::tr("sustained so far; cannot tell whether it holds while a new ext4 zeroes its inode "
                                 "tables beside the run (ext4lazyinit) (%1 arrive, %2)")
                .arg(arrival, device);
        return VerdictTr::tr("sustained so far; cannot tell yet whether it holds: run at least %1 (%2 arrive, %3)")
            .arg(span(std::ceil(r.runAtLeastS - p.startS), locale), arrival, device);
    case OutlookResult::State::Throttled:
        return VerdictTr::tr("sustained so far, but the writer is held back: cannot tell yet whether it holds "
                             "(%1 arrive, %2)")
            .arg(arrival, device);
    case OutlookResult::State::Filling:
    case OutlookResult::State::Unknown:
        break;
    }
    return {};
}

QStringList outlookLines(const PhaseResult& p, const QLocale& locale)
{
    QStringList lines;
    if (!p.outlook)
        return lines;
    const OutlookResult& r = *p.outlook;
    const auto rate = [&locale](double bps) -> QString {
        return locale.toString(Units::shownRate(bps / Units::kMiB), 'f', 2) + QLatin1Char(' ') + Units::rateUnitName();
    };
    const auto mib
        = [&locale](double bytes) -> QString { return locale.toString(bytes / Units::kMiB, 'f', 0) + u" MiB"; };
    if (p.overruns > 0) {
        // Data was lost, which the verdict says with when and why: no projection or "run at
        // least" can say more than that.
        lines.append(VerdictTr::tr("outlook: a buffer overflowed in the run, so there is nothing to project"));
    }
    if (r.state == OutlookResult::State::Unknown) {
        if (p.overruns == 0)
            lines.append(VerdictTr::tr("outlook: not enough device and dirty-memory readings to judge"));
        return lines;
    }
    if (r.unreadInputs != 0) {
        // Rates and projections computed around a missing reading would only look like an answer.
        lines.append(VerdictTr::tr("outlook: could not read %1 during the run, so there is no answer on whether the "
                                   "device keeps up; make it readable (a container or a security module may hide "
                                   "it) and run again")
                         .arg(unreadInputNames(r.unreadInputs)));
        lines.append(deviceTakes(r, locale));
        return lines;
    }
    lines.append(VerdictTr::tr("outlook over the last %1: arrival %2, device %3 (%4 to %5), the run's data not yet "
                               "on the device %6 (%7), all programs' dirty memory %8")
                     .arg(span(r.windowS, locale), rate(r.arrivalBps), rate(r.deviceBps), rate(r.deviceLowBps),
                         rate(r.deviceHighBps), mib(std::max(0.0, r.runCachedBytes)),
                         QString((r.dirtySlopeBps >= 0 ? QStringLiteral("+") : QString()) + rate(r.dirtySlopeBps)),
                         mib(r.dirtyBytes)));
    lines.append(deviceTakes(r, locale));
    switch (r.runData) {
    case RunDataMeasure::PageCache:
        lines.append(
            VerdictTr::tr("the run's data not yet on the device: its files' dirty and write-back pages (cachestat)"));
        break;
    case RunDataMeasure::Delalloc:
        lines.append(VerdictTr::tr("the run's data not yet on the device: its files' bytes the filesystem has not "
                                   "placed yet (FIEMAP; this kernel has no cachestat) and all pages under write-back"));
        break;
    case RunDataMeasure::Device:
        lines.append(VerdictTr::tr("the run's data not yet on the device: what it wrote minus what the device wrote, "
                                   "which also counts other writers (this kernel has no cachestat)"));
        break;
    }
    if (const QString other = otherWriter(r, locale); !other.isEmpty())
        lines.append(VerdictTr::tr("%1 over the window: the run's answer is for what it leaves").arg(other));
    if (r.ceiling.bytes > 0) {
        QString binds;
        switch (r.ceiling.binding) {
        case DirtyCeiling::Binding::Device:
            binds = VerdictTr::tr("the device's own limit (strict_limit)");
            break;
        case DirtyCeiling::Binding::Cgroup:
            binds = VerdictTr::tr("the memory cgroup's limit (estimated)");
            break;
        default:
            binds = VerdictTr::tr("the kernel's global limit");
            break;
        }
        lines.append(VerdictTr::tr("dirty ceiling %1, set by %2").arg(mib(r.ceiling.bytes), binds));
        if (r.ceiling.deviceLimitAboveGlobal)
            lines.append(VerdictTr::tr(
                "the device has its own dirty limit without strict_limit: it holds writers back only above the "
                "global ceiling"));
    }
    const auto at = [&](double t) { return span(t - p.startS, locale); };
    const auto range = [&](double low, double high) {
        return std::isfinite(high) ? VerdictTr::tr("%1 to %2").arg(at(low), at(high))
                                   : VerdictTr::tr("%1 or never").arg(at(low));
    };
    // "~6 min (5 min to 7 min)", or "~6 min" when the range is that one value as written.
    const auto around = [&](double mid, double low, double high) {
        if (std::isfinite(high) && at(low) == at(mid) && at(high) == at(mid))
            return VerdictTr::tr("~%1").arg(at(mid));
        return VerdictTr::tr("~%1 (%2)").arg(at(mid), range(low, high));
    };
    if (r.projected()) {
        if (r.state == OutlookResult::State::Filling)
            lines.append(VerdictTr::tr("projected: ceiling reached after %1")
                             .arg(around(r.ceilingAtS, r.ceilingAtLowS, r.ceilingAtHighS)));
        else
            lines.append(VerdictTr::tr("writers are held back"));
        lines.append(VerdictTr::tr("projected: first buffer overflow after %1")
                         .arg(around(r.lossAtS, r.lossAtLowS, r.lossAtHighS)));
    } else if (p.overruns > 0) {
        // Said above.
    } else if (r.steady()) {
        lines.append(
            VerdictTr::tr("steady state since %1: the device caught up with the run's data").arg(at(r.steadySinceS)));
    } else if (r.state == OutlookResult::State::Throttled) {
        lines.append(VerdictTr::tr("writers are held back, but the device writes as fast as the streams arrive"));
    } else if (r.ext4Zeroing) {
        lines.append(VerdictTr::tr("a new ext4 zeroes its inode tables beside the run (ext4lazyinit): between its "
                                   "bursts the device may keep up, through them the journal waits; no answer until "
                                   "it is done"));
    } else if (r.writebackBegunS < 0) {
        lines.append(VerdictTr::tr("the kernel has not begun to write the run's data back: run at least %1")
                         .arg(at(std::ceil(r.runAtLeastS))));
    } else {
        lines.append(VerdictTr::tr("write-back began after %1; the device has not caught up yet: run at least %2")
                         .arg(at(r.writebackBegunS), at(std::ceil(r.runAtLeastS))));
    }
    for (const OutlookCliff& c : r.cliffs)
        lines.append(
            VerdictTr::tr("device rate fell after %1: from %2 to %3").arg(at(c.timeS), rate(c.fromBps), rate(c.toBps)));
    if (p.confirmOutcome == QLatin1String("confirmed"))
        lines.append(VerdictTr::tr("--confirm: confirmed, a buffer overflowed"));
    else if (p.confirmOutcome == QLatin1String("refuted"))
        lines.append(VerdictTr::tr("--confirm: refuted, steady state reached"));
    else if (p.confirmOutcome == QLatin1String("cap"))
        lines.append(VerdictTr::tr("--confirm: undecided when the time cap was reached"));
    return lines;
}

QStringList phaseLines(const RunConfig& config, const PhaseResult& p, const QLocale& locale)
{
    QStringList lines;
    if (p.kind != PhaseKind::Write && p.kind != PhaseKind::Create)
        return lines;
    // In the unit the user chose (Units::setRateUnit); reports and CSV keep MiB/s.
    const auto rate = [&locale](double mibPerSecond) -> QString {
        return locale.toString(Units::shownRate(mibPerSecond), 'f', 2) + QLatin1Char(' ') + Units::rateUnitName();
    };
    if (config.isRealTime() && p.kind == PhaseKind::Write) {
        PassResult pass;
        pass.streams = p.streams;
        pass.phases.append(p);
        // Sustained so far is not sustained: a stopped run says when its verdict ends.
        const QString verdict = realTimeVerdict(config, pass);
        lines.append(p.complete ? verdict : VerdictTr::tr("%1 until it was stopped").arg(verdict));
    }
    if (p.complete) {
        lines.append(VerdictTr::tr("ongoing %1, effective %2, flush tail %3 s")
                         .arg(rate(p.ongoingMiBs), rate(p.effectiveMiBs), locale.toString(p.flushTailS, 'f', 2)));
    } else {
        // The data was handed to the kernel, not written: no rate the disk achieved.
        QString line
            = VerdictTr::tr("stopped before the flush: ongoing %1, no effective rate").arg(rate(p.ongoingMiBs));
        if (p.dirtyAtEndMiB >= 0)
            line += VerdictTr::tr("; %1 MiB dirty in memory").arg(locale.toString(p.dirtyAtEndMiB, 'f', 1));
        lines.append(line);
    }
    return lines;
}

QString confirmOutcome(const PhaseResult& p)
{
    if (p.confirmOutcome == QLatin1String("confirmed"))
        return VerdictTr::tr("ran on to confirm the projection: confirmed, a buffer overflowed");
    if (p.confirmOutcome == QLatin1String("refuted"))
        return VerdictTr::tr("ran on to confirm the projection: refuted, steady state reached");
    if (p.confirmOutcome == QLatin1String("cap"))
        return VerdictTr::tr("ran on to confirm the projection: still undecided at the time limit");
    return {};
}

QString passSentence(const RunConfig& config, const QString& where, const PassResult& pass, const QLocale& locale)
{
    QStringList parts;
    for (const PhaseResult& phase : pass.phases) {
        QStringList lines = phaseLines(config, phase, locale);
        if (phase.kind == PhaseKind::Create && !lines.isEmpty())
            lines.first() = VerdictTr::tr("create: %1").arg(lines.first());
        if (const QString confirm = confirmOutcome(phase); !confirm.isEmpty())
            lines.append(confirm);
        parts += lines;
    }
    if (parts.isEmpty())
        return {};
    const QString head = VerdictTr::tr("%1, %n stream(s)", nullptr, pass.streams).arg(where);
    return VerdictTr::tr("%1: %2.").arg(head, parts.join(QLatin1String("; ")));
}

QString targetName(const RunReport& report, const TargetResult& target)
{
    const QString& fs = target.environment.fsType;
    if (fs.isEmpty())
        return target.dir;
    if (report.targets.size() > 1 || Remote::isRemote(target.dir))
        return fs + QStringLiteral(" (") + target.dir + QLatin1Char(')');
    return fs;
}

QString runText(const RunReport& report, const QLocale& locale)
{
    QStringList sentences;
    for (const TargetResult& target : report.targets) {
        const QString where = targetName(report, target);
        for (const PassResult& pass : target.passes) {
            const QString sentence = passSentence(report.config, where, pass, locale);
            if (!sentence.isEmpty())
                sentences.append(sentence);
        }
    }
    if (report.status == QLatin1String("cancelled"))
        sentences.append(VerdictTr::tr("The run was stopped; its files were removed."));
    else if (!report.ok() && !report.error.isEmpty())
        sentences.append(VerdictTr::tr("The run failed: %1").arg(report.error));
    return sentences.join(QLatin1Char('\n'));
}

} // namespace Verdict
