#include "ShareText.h"

#include "Capacity.h"
#include "ComparisonTable.h"
#include "Units.h"

#include <QCoreApplication>
#include <cmath>

namespace {
// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of this file theirs.
struct ShareTextTr {
    Q_DECLARE_TR_FUNCTIONS(ShareText)
};

QString rate(double mibPerSecond)
{
    return QString::number(Units::shownRate(mibPerSecond), 'f', 2) + QLatin1Char(' ') + Units::rateUnitName();
}

// As the comparison table labels its rows: "ext4 (/mnt/data)".
QString targetLabel(const QString& fsType, const QString& dir)
{
    return fsType.isEmpty() ? dir : fsType + QStringLiteral(" (") + dir + QLatin1Char(')');
}

// "1 stream: …", "2 streams: …" (without %n, which only a loaded catalog turns into words).
QString streamsHead(int streams, const QString& rest)
{
    return streams == 1 ? ShareTextTr::tr("1 stream: %1").arg(rest)
                        : ShareTextTr::tr("%1 streams: %2").arg(streams).arg(rest);
}

QString passVerdict(const RunConfig& config, const PassResult& pass)
{
    const PhaseResult* write = pass.phase(PhaseKind::Write);
    const PhaseResult* read = pass.phase(PhaseKind::Read);
    QStringList parts;
    if (write && config.isRealTime())
        parts.append(realTimeVerdict(config, pass));
    if (write && write->complete) {
        const QString written = ShareTextTr::tr("effective %1 (ongoing %2, flush tail %3 s)")
                                    .arg(rate(write->effectiveMiBs), rate(write->ongoingMiBs),
                                        QString::number(write->flushTailS, 'f', 2));
        parts.append(config.isRealTime() ? written : streamsHead(pass.streams, written));
    } else if (write) {
        QString stopped = streamsHead(pass.streams,
            ShareTextTr::tr("stopped before the flush, ongoing %1, no effective rate").arg(rate(write->ongoingMiBs)));
        if (write->dirtyAtEndMiB >= 0)
            stopped += ShareTextTr::tr("; %1 MiB dirty in memory").arg(QString::number(write->dirtyAtEndMiB, 'f', 1));
        parts.append(stopped);
    }
    if (read && read->complete)
        parts.append(ShareTextTr::tr("read %1").arg(rate(read->effectiveMiBs)));
    const int64_t stalls = (write ? write->stallCount : 0) + (read ? read->stallCount : 0);
    if (stalls > 0)
        parts.append(ShareTextTr::tr("stalls: %1").arg(stalls));
    return parts.join(QStringLiteral(", "));
}

QString markdownCell(QString text)
{
    return text.replace(QLatin1Char('|'), QLatin1String("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

QString markdownNumber(double mibPerSecond)
{
    return std::isfinite(mibPerSecond) ? QString::number(Units::shownRate(mibPerSecond), 'f', 2) : QStringLiteral("–");
}
} // namespace

namespace ShareText {

QString heading(const RunReport& report)
{
    QStringList parts;
    if (!report.name.isEmpty())
        parts.append(report.name);
    parts.append(report.config.preset.isEmpty() ? ShareTextTr::tr("custom") : report.config.preset);
    if (report.startedAt.isValid())
        parts.append(report.startedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    if (report.status == QLatin1String("cancelled"))
        parts.append(ShareTextTr::tr("stopped"));
    else if (report.status == QLatin1String("failed"))
        parts.append(ShareTextTr::tr("failed"));
    return parts.join(QStringLiteral(" · "));
}

QStringList verdicts(const RunReport& report)
{
    QStringList lines;
    for (const TargetResult& target : report.targets) {
        for (const PassResult& pass : target.passes) {
            const QString verdict = passVerdict(report.config, pass);
            if (verdict.isEmpty())
                continue;
            lines.append(report.targets.size() > 1
                    ? targetLabel(target.environment.fsType, target.dir) + QStringLiteral(": ") + verdict
                    : verdict);
        }
    }
    if (!report.ok() && !report.error.isEmpty())
        lines.append(report.error);
    return lines;
}

QString plainText(const RunReport& report)
{
    QString text = QStringLiteral("StreamScope: ") + heading(report) + QLatin1Char('\n');
    text += ShareTextTr::tr("%1; write = effective, including the flush tail").arg(Units::rateUnitName())
        + QLatin1Char('\n');
    text += ComparisonTable::from(report).toText();
    for (const QString& line : verdicts(report))
        text += line + QLatin1Char('\n');
    if (!report.note.isEmpty())
        text += ShareTextTr::tr("Note: %1").arg(report.note) + QLatin1Char('\n');
    return text;
}

QString markdown(const RunReport& report)
{
    const ComparisonTable table = ComparisonTable::from(report);
    QString text = QStringLiteral("**StreamScope:** ") + markdownCell(heading(report)) + QStringLiteral("\n\n");
    if (!report.note.isEmpty())
        text += QStringLiteral("> ") + markdownCell(report.note) + QStringLiteral("\n\n");
    QString header = QStringLiteral("| ") + ShareTextTr::tr("Filesystem") + QStringLiteral(" |");
    QString rule = QStringLiteral("|---|");
    for (int n : table.streamCounts) {
        header += QLatin1Char(' ') + ShareTextTr::tr("Write \u00d7%1").arg(n) + QStringLiteral(" | ")
            + ShareTextTr::tr("Read \u00d7%1").arg(n) + QStringLiteral(" |");
        rule += QStringLiteral("--:|--:|");
    }
    text += header + QLatin1Char('\n') + rule + QLatin1Char('\n');
    for (const ComparisonTable::Row& row : table.rows) {
        text += QStringLiteral("| ") + markdownCell(targetLabel(row.fsType, row.target)) + QStringLiteral(" |");
        for (int c = 0; c < table.streamCounts.size(); ++c) {
            text += QLatin1Char(' ') + markdownNumber(row.write.value(c, std::nan(""))) + QStringLiteral(" | ")
                + markdownNumber(row.read.value(c, std::nan(""))) + QStringLiteral(" |");
        }
        text += QLatin1Char('\n');
    }
    text += QLatin1Char('\n')
        + ShareTextTr::tr("%1; \u00d7N: N streams at once; write = effective, including the flush tail.")
              .arg(Units::rateUnitName())
        + QStringLiteral("\n\n");
    for (const QString& line : verdicts(report))
        text += QStringLiteral("- ") + markdownCell(line) + QLatin1Char('\n');
    return text;
}

} // namespace ShareText
