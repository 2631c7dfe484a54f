#include "ChartText.h"

#include "RemoteCommand.h"
#include "Units.h"

#include <QLocale>
#include <optional>

namespace ChartText {

QString seconds(double s)
{
    return QLocale().toString(s, 'f', s >= 100 ? 0 : (s >= 10 ? 1 : 2));
}

QString milliseconds(double s)
{
    if (s >= 1.0)
        return ChartTr::tr("%1 s").arg(QLocale().toString(s, 'f', 2));
    return ChartTr::tr("%1 ms").arg(QLocale().toString(s * 1000.0, 'f', 0));
}

QString stallCause(double durationS, StallCause::Cause cause, const StallCause::Evidence& evidence)
{
    const QString why = StallCause::describe(cause, evidence);
    const QString label = StallCause::label(cause);
    return why.isEmpty() ? ChartTr::tr("%1 \u2014 %2").arg(milliseconds(durationS), label)
                         : ChartTr::tr("%1 \u2014 %2: %3").arg(milliseconds(durationS), label, why);
}

QString rate(double value)
{
    return QLocale().toString(value, 'f', value >= 100 ? 0 : 1);
}

QString withRateUnit(double shownValue)
{
    return rate(shownValue) + QLatin1Char(' ') + Units::rateUnitName();
}

QString shownRate(double mibs)
{
    return withRateUnit(Units::shownRate(mibs));
}

QString phaseTitle(PhaseKind kind)
{
    switch (kind) {
    case PhaseKind::Create:
        return ChartTr::tr("create");
    case PhaseKind::Write:
        return ChartTr::tr("write");
    case PhaseKind::Flush:
        return ChartTr::tr("flush");
    case PhaseKind::Read:
        return ChartTr::tr("read");
    }
    return {};
}

// The I/O mode in the window's words (the title is read, not typed back as an option).
static QString modeText(IoMode mode)
{
    switch (mode) {
    case IoMode::Buffered:
        return ChartTr::tr("buffered");
    case IoMode::Direct:
        return ChartTr::tr("direct I/O");
    case IoMode::Sync:
        return ChartTr::tr("O_SYNC");
    case IoMode::Dsync:
        return ChartTr::tr("O_DSYNC");
    }
    return {};
}

QString withHost(const QString& targetDir, const QString& text)
{
    const std::optional<Remote::Target> remote = Remote::parse(targetDir);
    if (!remote || remote->isLocal())
        return text;
    return ChartTr::tr("%1: %2", "a remote target: host, then its filesystem").arg(remote->host, text);
}

QString runTitle(const RunConfig& c, const QList<SysProbe::Environment>& environments, const QDateTime& startedAt)
{
    QStringList parts;
    parts.append(c.preset.isEmpty() ? ChartTr::tr("custom") : c.presetLabel());
    QStringList counts;
    for (int n : c.streamCounts)
        counts.append(QLocale().toString(n));
    // One count in its plural form ("1 stream", "8 streams"); a list of passes' counts ("1, 2
    // streams") is always more than one.
    parts.append(c.streamCounts.size() == 1 ? ChartTr::tr("%n stream(s)", nullptr, c.streamCounts.constFirst())
                                            : ChartTr::tr("%1 streams").arg(counts.join(QStringLiteral(", "))));
    if (c.isRealTime()) {
        parts.append(ChartTr::tr("%1 per stream").arg(Units::formatShownRate(c.rateFor(0))));
        if (c.durationNs > 0)
            parts.append(Units::formatDurationNs(c.durationNs));
    }
    if (c.sizePerStream > 0)
        parts.append(ChartTr::tr("%1 per stream").arg(Units::formatSize(c.sizePerStream)));
    else if (c.totalSize > 0)
        parts.append(ChartTr::tr("%1 per pass").arg(Units::formatSize(c.totalSize)));
    parts.append(ChartTr::tr("%1 blocks").arg(Units::formatSize(c.blockSize)));
    parts.append(modeText(c.mode));
    parts.append(c.schedule == Schedule::RoundRobin ? ChartTr::tr("round-robin", "schedule: one thread, files in turn")
                                                    : ChartTr::tr("one thread per stream"));
    switch (c.flush) {
    case FlushPolicy::End:
        parts.append(ChartTr::tr("flush at the end"));
        break;
    case FlushPolicy::None:
        parts.append(ChartTr::tr("no flush"));
        break;
    case FlushPolicy::Every:
        parts.append(ChartTr::tr("flush every %1").arg(Units::formatSize(c.flushEveryBytes)));
        break;
    }
    QStringList targets;
    for (qsizetype i = 0; i < environments.size(); ++i) {
        const SysProbe::Environment& env = environments.at(i);
        QString target = env.fsType.isEmpty() ? env.targetDir : env.fsType;
        if (env.device.present)
            target += ChartTr::tr(" on %1").arg(
                env.device.displayName.isEmpty() ? env.device.name : env.device.displayName);
        targets.append(withHost(c.targetDirs.value(i), target));
    }
    if (targets.isEmpty())
        targets = c.targetDirs;
    parts.append(targets.join(QStringLiteral(", ")));
    if (startedAt.isValid())
        parts.append(QLocale().toString(startedAt, QLocale::ShortFormat));
    return parts.join(QStringLiteral(" \u00b7 "));
}

} // namespace ChartText
