#include "Verdict.h"

#include "Capacity.h"

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
    const auto mib = [&locale](double value) { return locale.toString(value, 'f', 2); };
    if (config.isRealTime() && p.kind == PhaseKind::Write) {
        PassResult pass;
        pass.streams = p.streams;
        pass.phases.append(p);
        // Sustained so far is not sustained: a stopped run says when its verdict ends.
        const QString verdict = realTimeVerdict(config, pass);
        lines.append(p.complete ? verdict : VerdictTr::tr("%1 until it was stopped").arg(verdict));
    }
    if (p.complete) {
        lines.append(VerdictTr::tr("ongoing %1 MiB/s, effective %2 MiB/s, flush tail %3 s")
                         .arg(mib(p.ongoingMiBs), mib(p.effectiveMiBs), locale.toString(p.flushTailS, 'f', 2)));
    } else {
        // The data was handed to the kernel, not written: no rate the disk achieved.
        QString line
            = VerdictTr::tr("stopped before the flush: ongoing %1 MiB/s, no effective rate").arg(mib(p.ongoingMiBs));
        if (p.dirtyAtEndMiB >= 0)
            line += VerdictTr::tr("; %1 MiB dirty in memory").arg(locale.toString(p.dirtyAtEndMiB, 'f', 1));
        lines.append(line);
    }
    return lines;
}

QString runText(const RunReport& report, const QLocale& locale)
{
    QStringList sentences;
    for (const TargetResult& target : report.targets) {
        const QString where = target.environment.fsType.isEmpty() ? target.dir : target.environment.fsType;
        for (const PassResult& pass : target.passes) {
            QStringList parts;
            for (const PhaseResult& phase : pass.phases) {
                QStringList lines = phaseLines(report.config, phase, locale);
                if (phase.kind == PhaseKind::Create && !lines.isEmpty())
                    lines.first() = VerdictTr::tr("create: %1").arg(lines.first());
                parts += lines;
            }
            if (parts.isEmpty())
                continue;
            const QString head = VerdictTr::tr("%1, %n stream(s)", nullptr, pass.streams).arg(where);
            sentences.append(VerdictTr::tr("%1: %2.").arg(head, parts.join(QLatin1String("; "))));
        }
    }
    if (report.status == QLatin1String("cancelled"))
        sentences.append(VerdictTr::tr("The run was stopped; its files were removed."));
    else if (!report.ok() && !report.error.isEmpty())
        sentences.append(VerdictTr::tr("The run failed: %1").arg(report.error));
    return sentences.join(QLatin1Char('\n'));
}

} // namespace Verdict
