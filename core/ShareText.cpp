#include "ShareText.h"

#include "Capacity.h"
#include "ComparisonTable.h"
#include "Trust.h"
#include "Units.h"
#include "Verdict.h"

#include <QCoreApplication>
#include <cmath>

namespace {
// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of this file theirs.
struct ShareTextTr {
    Q_DECLARE_TR_FUNCTIONS(ShareText)
};

// As the comparison table labels its rows: "ext4 (/mnt/data)".
QString targetLabel(const QString& fsType, const QString& dir)
{
    return fsType.isEmpty() ? dir : fsType + QStringLiteral(" (") + dir + QLatin1Char(')');
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
        const QString where = Verdict::targetName(report, target);
        for (const PassResult& pass : target.passes) {
            const QString sentence = Verdict::passSentence(report.config, where, pass, QLocale::c());
            if (!sentence.isEmpty())
                lines.append(sentence);
        }
    }
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
    // Pasted without the window around it, the numbers still say what may have inflated them.
    for (const QString& line : Trust::runLines(report))
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
    const QStringList trust = Trust::runLines(report);
    if (!trust.isEmpty()) {
        text += QLatin1Char('\n') + ShareTextTr::tr("**What can make these numbers differ from real hardware:**")
            + QLatin1Char('\n');
        for (const QString& line : trust)
            text += QStringLiteral("- ") + markdownCell(line) + QLatin1Char('\n');
    }
    return text;
}

} // namespace ShareText
