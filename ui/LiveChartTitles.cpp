// LiveChart's titles: the chart's (a run's settings and target, a comparison's or the hosts'
// line), and the axes', wrapped to the plot's height.
#include "ChartText.h"
#include "LiveChart.h"
#include "Units.h"

#include <QChart>
#include <QFontMetricsF>
#include <QValueAxis>

void LiveChart::updateComparisonTitle()
{
    if (m_mode != Mode::Compare)
        return;
    const int n = int(m_compare.size());
    if (const TogetherData* shown = shownHosts()) {
        const QString unit = Units::rateUnitName();
        const int hosts = shown->hostCount();
        m_chart->setTitle(shown->hasSum()
                ? tr("%n host(s) together: total %1 of each host and their sum, since the start signal", nullptr, hosts)
                      .arg(unit)
                : tr("%n host(s) one after another: total %1 of each host", nullptr, hosts).arg(unit));
        return;
    }
    // In % of each run's mean the unit is that, not MiB/s.
    const QString unit = compareRelative() ? tr("in % of each run's mean") : Units::rateUnitName();
    switch (m_compareLine) {
    case CompareLine::Total:
        m_chart->setTitle(tr("Comparison of %n run(s): total %1 over each run's own time", nullptr, n).arg(unit));
        break;
    case CompareLine::Effective:
        m_chart->setTitle(
            tr("Comparison of %n run(s): effective %1 (incl. flush) of each write phase", nullptr, n).arg(unit));
        break;
    case CompareLine::Ongoing:
        m_chart->setTitle(
            tr("Comparison of %n run(s): ongoing %1 (no flush) over each run's own time", nullptr, n).arg(unit));
        break;
    }
}

void LiveChart::updateRateTitle()
{
    const double window = smoothingWindow();
    const QString unit = compareRelative() ? tr("% of each run's mean") : Units::rateUnitName();
    const QString title = window > 0
        ? wrappedAxisTitle(
            tr("%1 (interval, %2 s mean)", "rate axis: unit, smoothing window").arg(unit, locale().toString(window)),
            m_y->titleFont())
        : unit;
    if (m_y->titleText() != title)
        m_y->setTitleText(title);
}

void LiveChart::updateSideTitles()
{
    const QString title = wrappedAxisTitle(tr("Dirty+Writeback (MiB)"), m_yDirty->titleFont());
    if (m_yDirty->titleText() != title)
        m_yDirty->setTitleText(title);
    // The streams' share axis: wrapped the same way, so that a low plot does not elide it.
    const QString share = wrappedAxisTitle(tr("% of each stream's rate"), m_yShare->titleFont());
    if (m_yShare->titleText() != share)
        m_yShare->setTitleText(share);
}

// Qt Charts elides a vertical title longer than its axis: in as many lines as the plot's
// height needs, broken after a space or a '+' (the kernel's two names), the words whole.
QString LiveChart::wrappedAxisTitle(const QString& text, const QFont& font) const
{
    const QFontMetricsF metrics(font);
    const double room = m_chart->plotArea().height() - 6;
    if (!(room > 0) || metrics.horizontalAdvance(text) <= room)
        return text;
    QStringList lines;
    QString line;
    QString piece;
    const auto place = [&] {
        if (!line.isEmpty() && metrics.horizontalAdvance(QString(line + piece).trimmed()) > room) {
            lines.append(line.trimmed().toHtmlEscaped());
            line.clear();
        }
        line += piece;
        piece.clear();
    };
    for (const QChar c : text) {
        piece += c;
        if (c == u' ' || c == u'+')
            place();
    }
    place();
    lines.append(line.trimmed().toHtmlEscaped());
    return lines.join(QLatin1String("<br>"));
}

void LiveChart::updateTitle()
{
    if (m_mode != Mode::Run)
        return;
    // Qt Charts draws its title as HTML; the target's directory, filesystem and device are data.
    m_chart->setTitle(titleText().toHtmlEscaped());
}

QString LiveChart::titleText() const
{
    if (!m_emptyTitle.isEmpty())
        return m_emptyTitle;
    RunConfig config = data().config();
    if (m_focusHost >= 0) // one host of several: its own target, not all of theirs
        config.targetDirs = QStringList { config.targetDirs.value(m_focusHost) };
    // Not const: the return below moves it.
    QString title = ChartText::runTitle(config, data().environments(), m_startedAt);
    // A shared picture of a stopped run must not pass for a finished one.
    for (const PhaseResult& r : data().phaseResults()) {
        if (!r.complete)
            return tr("Partial run, stopped before the flush \u00b7 %1").arg(title);
    }
    return title;
}
