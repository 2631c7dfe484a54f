#include "Verdict.h"

#include "Capacity.h"
#include "Units.h"

#include <QCoreApplication>

namespace {

// lupdate only sees tr() with a context: a class that declares one.
struct VerdictTr {
    Q_DECLARE_TR_FUNCTIONS(Verdict)
};

} // namespace

namespace Verdict {

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

QString passSentence(const RunConfig& config, const QString& where, const PassResult& pass, const QLocale& locale)
{
    QStringList parts;
    for (const PhaseResult& phase : pass.phases) {
        QStringList lines = phaseLines(config, phase, locale);
        if (phase.kind == PhaseKind::Create && !lines.isEmpty())
            lines.first() = VerdictTr::tr("create: %1").arg(lines.first());
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
