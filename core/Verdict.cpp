#include "Verdict.h"

#include "Capacity.h"
#include "Units.h"

#include <QCoreApplication>
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

QString outlookVerdict(const PhaseResult& p, const QLocale& locale)
{
    if (!p.outlook || p.overruns > 0)
        return {};
    const OutlookResult& r = *p.outlook;
    if (r.projected()) {
        const QString after = span(r.lossAtS - p.startS, locale);
        const QString low = span(r.lossAtLowS - p.startS, locale);
        if (!std::isfinite(r.lossAtHighS))
            return VerdictTr::tr("sustained so far; projected to lose data after ~%1 (at the earliest %2)")
                .arg(after, low);
        return VerdictTr::tr("sustained so far; projected to lose data after ~%1 (range %2–%3)")
            .arg(after, low, span(r.lossAtHighS - p.startS, locale));
    }
    if (r.steady())
        return VerdictTr::tr("sustained in steady state");
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
    if (r.state == OutlookResult::State::Unknown) {
        lines.append(VerdictTr::tr("outlook: not enough device and dirty-memory readings to judge"));
        return lines;
    }
    lines.append(VerdictTr::tr("outlook over the last %1: arrival %2, device %3 (%4 to %5), dirty %6 (%7/s)")
                     .arg(span(r.windowS, locale), rate(r.arrivalBps), rate(r.deviceBps), rate(r.deviceLowBps),
                         rate(r.deviceHighBps), mib(r.dirtyBytes),
                         QString((r.dirtySlopeBps >= 0 ? QStringLiteral("+") : QString()) + mib(r.dirtySlopeBps))));
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
    if (r.projected()) {
        if (r.state == OutlookResult::State::Filling)
            lines.append(VerdictTr::tr("projected: ceiling reached after ~%1 (%2)")
                             .arg(at(r.ceilingAtS), range(r.ceilingAtLowS, r.ceilingAtHighS)));
        else
            lines.append(VerdictTr::tr("writers are held at the ceiling"));
        lines.append(VerdictTr::tr("projected: first buffer overflow after ~%1 (%2)")
                         .arg(at(r.lossAtS), range(r.lossAtLowS, r.lossAtHighS)));
    } else if (r.steady()) {
        lines.append(VerdictTr::tr("steady state since %1").arg(at(r.steadySinceS)));
    } else {
        lines.append(VerdictTr::tr("dirty memory still grows, but the device keeps up with the streams"));
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

QString runText(const RunReport& report, const QLocale& locale)
{
    QStringList sentences;
    for (const TargetResult& target : report.targets) {
        const QString where = target.environment.fsType.isEmpty() ? target.dir : target.environment.fsType;
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
