#include "ComparisonTable.h"

#include "Units.h"

#include <QCoreApplication>
#include <cmath>

namespace {
// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of this file theirs.
struct ComparisonTableTr {
    Q_DECLARE_TR_FUNCTIONS(ComparisonTable)
};

QString cell(double value)
{
    return std::isfinite(value) ? QString::number(Units::shownRate(value), 'f', 2) : QStringLiteral("-");
}

QByteArray csvField(const QString& text)
{
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return '"' + quoted.toUtf8() + '"';
}
} // namespace

ComparisonTable ComparisonTable::from(const RunReport& report)
{
    ComparisonTable table;
    table.streamCounts = report.config.streamCounts;
    for (const TargetResult& t : report.targets) {
        Row row;
        row.target = t.dir;
        row.fsType = t.environment.fsType;
        row.mountOptions = t.environment.mountOptions;
        row.device = t.environment.device.present ? t.environment.device.describe() : t.environment.device.absentReason;
        for (int i = 0; i < table.streamCounts.size(); ++i) {
            double write = std::nan("");
            double read = std::nan("");
            if (i < t.passes.size()) {
                // A phase a stop cut short has no effective rate: its cell stays empty.
                if (const PhaseResult* w = t.passes[i].phase(PhaseKind::Write); w && w->complete)
                    write = w->effectiveMiBs;
                if (const PhaseResult* r = t.passes[i].phase(PhaseKind::Read); r && r->complete)
                    read = r->effectiveMiBs;
            }
            row.write.append(write);
            row.read.append(read);
        }
        table.rows.append(row);
    }
    return table;
}

QString ComparisonTable::toText() const
{
    QStringList header1 { ComparisonTableTr::tr("Num streams") };
    QStringList header2 { ComparisonTableTr::tr("Filesystem") };
    for (int n : streamCounts) {
        header1.append(QStringLiteral("%1 %2").arg(n, 9).arg(n, 9));
        header2.append(
            QStringLiteral("%1 %2").arg(ComparisonTableTr::tr("Write"), 9).arg(ComparisonTableTr::tr("Read"), 9));
    }
    int labelWidth = 12;
    QStringList labels;
    for (const Row& r : rows) {
        const QString label
            = r.fsType.isEmpty() ? r.target : r.fsType + QStringLiteral(" (") + r.target + QLatin1Char(')');
        labels.append(label);
        labelWidth = std::max(labelWidth, int(label.size()));
    }
    QString text;
    text += header1.front().leftJustified(labelWidth) + QStringLiteral(" |");
    text += header1.mid(1).join(QStringLiteral(" |")) + QLatin1Char('\n');
    text += header2.front().leftJustified(labelWidth) + QStringLiteral(" |");
    text += header2.mid(1).join(QStringLiteral(" |")) + QLatin1Char('\n');
    text += QString(labelWidth + 2 + int(streamCounts.size()) * 21, QLatin1Char('-')) + QLatin1Char('\n');
    for (int i = 0; i < rows.size(); ++i) {
        QStringList cells;
        for (int c = 0; c < streamCounts.size(); ++c)
            cells.append(
                QStringLiteral("%1 %2").arg(cell(rows[i].write.value(c)), 9).arg(cell(rows[i].read.value(c)), 9));
        text += labels[i].leftJustified(labelWidth) + QStringLiteral(" |") + cells.join(QStringLiteral(" |"))
            + QLatin1Char('\n');
    }
    return text;
}

QByteArray ComparisonTable::toCsv() const
{
    QByteArray out = "target,fs_type,mount_options,device";
    for (int n : streamCounts)
        out += ",write_mib_s_" + QByteArray::number(n) + "_streams,read_mib_s_" + QByteArray::number(n) + "_streams";
    out += '\n';
    for (const Row& r : rows) {
        out += csvField(r.target) + ',' + csvField(r.fsType) + ',' + csvField(r.mountOptions) + ','
            + csvField(r.device);
        for (int c = 0; c < streamCounts.size(); ++c) {
            out += ',';
            if (std::isfinite(r.write.value(c, std::nan(""))))
                out += QByteArray::number(r.write[c], 'f', 3);
            out += ',';
            if (std::isfinite(r.read.value(c, std::nan(""))))
                out += QByteArray::number(r.read[c], 'f', 3);
        }
        out += '\n';
    }
    return out;
}
