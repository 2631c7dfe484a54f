// LiveChart's drawing on top of the series: the room Qt Charts' layout keeps for the legend's
// rows and the strips, then the marks (ChartMarks places them, ChartOverlay draws them), the
// strips under the time axis, the legend and the marks of lines that run off the top.
#include "ChartOverlay.h"
#include "ChartText.h"
#include "LiveChart.h"
#include "Units.h"

#include <QAreaSeries>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QValueAxis>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

ChartMarks::PlotMapping LiveChart::plotMapping() const
{
    ChartMarks::PlotMapping map;
    map.plot = m_chart->plotArea();
    map.x0 = m_x->min();
    map.x1 = m_x->max();
    // The axis reads in the shown unit; the marks are placed from the data's MiB/s.
    const double scale = Units::shownRate(1.0);
    map.y0 = m_y->min() / scale;
    map.y1 = m_y->max() / scale;
    map.dirtyY0 = m_yDirty->min();
    map.dirtyY1 = m_yDirty->max();
    map.shareY1 = m_yShare->isVisible() ? m_yShare->max() : 0.0;
    return map;
}

// Tick changes only invalidate Qt Charts' layout; lay it out now so that the overlays, and a
// picture saved right after this, see the final axes.
void LiveChart::activateLayout()
{
    if (m_chart->layout())
        m_chart->layout()->activate();
    if (QGraphicsLayout* legendLayout = m_chart->legend()->layout())
        legendLayout->activate();
}

ChartMarks::StripPlan LiveChart::stripPlan() const
{
    return m_mode == Mode::Run ? ChartMarks::StripPlan::of(data()) : ChartMarks::StripPlan();
}

// Inside the chart's background: below the time axis title, above the layout's margin.
ChartMarks::Strips LiveChart::stripLayout(const ChartMarks::PlotMapping& map) const
{
    qreal layoutLeft = 0, layoutTop = 0, layoutRight = 0, layoutBottom = 0;
    if (m_chart->layout())
        m_chart->layout()->getContentsMargins(&layoutLeft, &layoutTop, &layoutRight, &layoutBottom);
    const double top = m_chart->rect().bottom() - layoutBottom - m_chart->margins().bottom() + 2;
    return ChartMarks::stripLayout(data(), stripPlan(), map, top, &ChartOverlay::measure, m_running);
}

// The strips need room below the time axis: the bottom margin grows with them, and the left
// one when their names are wider than the y axis' labels. The legend's rows take the room Qt's
// legend keeps between the title and the plot.
void LiveChart::layoutChart()
{
    // Qt's legend shows no marker (the chart series add theirs as they come).
    for (QLegendMarker* marker : m_chart->legend()->markers()) {
        if (marker->isVisible())
            marker->setVisible(false);
    }
    QStringList texts;
    QList<LegendSwatch> swatches;
    legendEntries(texts, swatches);
    qreal layoutLeft = 0, layoutTop = 0, layoutRight = 0, layoutBottom = 0;
    if (m_chart->layout())
        m_chart->layout()->getContentsMargins(&layoutLeft, &layoutTop, &layoutRight, &layoutBottom);
    QMargins margins = m_chart->margins();
    const ChartMarks::Legend legend = ChartMarks::legendLayout(texts, {}, legendSpan().second, &ChartOverlay::measure);
    const int legendHeight = int(std::ceil(legend.height)) + (legend.rows > 0 ? 4 : 0);
    if (int(m_chart->legend()->minimumHeight()) != legendHeight) {
        m_chart->legend()->setMinimumHeight(legendHeight);
        m_chart->legend()->setMaximumHeight(legendHeight);
    }
    const ChartMarks::StripPlan plan = stripPlan();
    if (plan.rows() != m_stripRows) {
        m_stripRows = plan.rows();
        margins.setBottom(4 + int(std::ceil(plan.height())));
        m_chart->setMargins(margins);
    }
    activateLayout();
    // The left margin is what the strips' names need beyond the y axis' own room: it shrinks
    // again when they get shorter or the axis' labels wider, not only grows.
    int left = kChartMarginLeft;
    if (plan.rows() > 0) {
        const ChartMarks::Strips strips = stripLayout(plotMapping());
        const double naturalLeft = m_chart->plotArea().left() - (margins.left() - kChartMarginLeft);
        left += std::max(0, int(std::ceil(layoutLeft + 2 + strips.widestLabel + 6 - naturalLeft)));
    }
    if (left != margins.left()) {
        margins.setLeft(left);
        m_chart->setMargins(margins);
        activateLayout();
    }
    // What the plot leaves of the chart's height changes with the legend's and strips' rows:
    // the minimum height follows, so that the chart keeps its minimum plot. An explicit one,
    // as QChartView sets its own from the chart's layout (which a size hint would not beat);
    // not below 220 px, and low enough that a capacity search brought forward under it gets
    // room on a 768 px screen.
    const QRectF plot = m_chart->plotArea();
    if (plot.height() > 0 && !m_minimumHeld) {
        const int around = int(std::ceil(m_chart->size().height() - plot.height()));
        if (around != m_aroundPlotHeight) {
            m_aroundPlotHeight = around;
            setMinimumHeight(std::max(220, around + kMinimumPlotHeight));
        }
    }
}

void LiveChart::updateOverlays()
{
    m_overlay->clear();
    m_stallSpans = m_flushSpans = m_overrunMarks = m_blockedSpans = 0;
    const ChartMarks::PlotMapping map = plotMapping();
    m_overlay->setPlotArea(map.plot);
    if (m_mode == Mode::Run && map.plot.width() >= 10) {
        // The label rows along the top are as tall as the legend's font.
        QFont rowFont = font();
        rowFont.setPointSizeF(std::max(7.0, rowFont.pointSizeF() - 1));
        ChartMarks::Options options;
        options.live = m_running;
        options.dirtyAxis = m_yDirty->isVisible();
        options.rowHeight = QFontMetricsF(rowFont).height() + 3;
        options.topInset = m_offScale->depth();
        options.measure = &ChartOverlay::measure;
        const ChartMarks::Layout marks = ChartMarks::layout(data(), map, options);
        m_overlay->draw(marks, map.plot, m_colors);
        m_flushSpans = int(marks.flushTails.size());
        m_stallSpans = int(marks.stallSpans.size());
        m_blockedSpans = int(marks.blockedSpans.size());
        m_overrunMarks = int(marks.overrunGroups.size());
    }
    updateStrips(map);
    updateLegend();
}

// The strips under the time axis need room below it: the chart's bottom margin grows with
// them, and the left one when their labels are wider than the y axis' labels. Either change
// moves the plot, so the chart draws again once Qt Charts has laid it out.
void LiveChart::updateStrips(const ChartMarks::PlotMapping& map)
{
    if (stripPlan().rows() == 0)
        return;
    ChartMarks::PlotMapping strip = map;
    strip.plot = m_chart->plotArea();
    m_overlay->drawStrips(stripLayout(strip), strip.plot, m_colors);
}

void LiveChart::legendEntries(QStringList& texts, QList<LegendSwatch>& swatches) const
{
    auto add = [&](const QString& name) {
        QAbstractSeries* series = nullptr;
        for (QAbstractSeries* s : m_chart->series()) {
            if (s->objectName() == name)
                series = s;
        }
        if (!series || !series->isVisible())
            return;
        // No effective rate without a finished phase: a stopped run has none to name.
        if (name == QLatin1String("effective") && !m_running && qobject_cast<QXYSeries*>(series)->count() == 0)
            return;
        LegendSwatch swatch;
        if (auto* area = qobject_cast<QAreaSeries*>(series)) {
            swatch.kind = LegendSwatch::Kind::Area;
            swatch.pen = area->pen();
            swatch.brush = area->brush();
        } else if (auto* line = qobject_cast<QXYSeries*>(series)) {
            swatch.pen = line->pen();
        }
        // Scaled to the streams, a line over the top says so where it is named.
        auto* line = qobject_cast<QXYSeries*>(series);
        const bool offScale = line && !m_fitAll && scalesToStreams()
            && (name == QLatin1String("total") || name.startsWith(QLatin1String("ongoing"))
                || name == QLatin1String("effective"))
            && overTop(line);
        texts.append(offScale ? tr("%1 \u2191 off scale").arg(series->name()) : series->name());
        swatches.append(swatch);
    };
    if (m_mode == Mode::Compare) {
        for (int i = 0; i < compared().size(); ++i) {
            const qsizetype before = texts.size();
            add(QStringLiteral("compare-") + QString::number(i));
            // In % of each run's own mean: what 100 % is, per run.
            if (compareRelative() && texts.size() > before) {
                const double mean = ChartSeries::typicalRate(compared().at(i));
                texts.last() = mean > 0
                    ? tr("%1 (100 % = %2)", "a compared run: its label, the rate its 100 % stands for")
                          .arg(texts.last(), ChartText::shownRate(mean))
                    : tr("%1 (moved no data)").arg(texts.last());
            }
        }
        return;
    }
    add(QStringLiteral("total"));
    add(QStringLiteral("ongoing"));
    add(QStringLiteral("effective"));
    // A line per stream up to ChartSeries::kMaxStreamLines; beyond, the band's entries (and
    // the highlighted stream's).
    add(QStringLiteral("band"));
    add(QStringLiteral("median"));
    for (int i = 0; i < data().streamCount(); ++i)
        add(QStringLiteral("stream-") + QString::number(i));
    add(QStringLiteral("device-write"));
    add(QStringLiteral("device-read"));
    add(QStringLiteral("dirty"));
    if (texts.isEmpty())
        return; // nothing drawn yet
    LegendSwatch block;
    block.kind = LegendSwatch::Kind::Block;
    block.brush = m_colors.stall;
    texts.append(tr("stalls (\u2265 %1)").arg(ChartText::milliseconds(double(data().config().stallNs) / 1e9)));
    swatches.append(block);
    if (!data().overruns().isEmpty()) {
        block.brush = m_colors.overrun;
        texts.append(tr("overruns"));
        swatches.append(block);
    }
}

std::pair<double, double> LiveChart::legendSpan() const
{
    qreal layoutLeft = 0, layoutTop = 0, layoutRight = 0, layoutBottom = 0;
    if (m_chart->layout())
        m_chart->layout()->getContentsMargins(&layoutLeft, &layoutTop, &layoutRight, &layoutBottom);
    const QMargins margins = m_chart->margins();
    const double left = m_chart->rect().left() + layoutLeft + margins.left();
    return { left, m_chart->rect().width() - layoutLeft - layoutRight - margins.left() - margins.right() };
}

// Where Qt's legend keeps its room (see layoutChart()).
void LiveChart::updateLegend()
{
    QStringList texts;
    QList<LegendSwatch> swatches;
    legendEntries(texts, swatches);
    // Across the width its rows were counted for in layoutChart() (Qt's legend box can be
    // narrower, and more rows than there is room for would run into the plot).
    const auto [left, width] = legendSpan();
    const ChartMarks::Legend legend = ChartMarks::legendLayout(
        texts, QPointF(left, m_chart->legend()->geometry().top() + 2), width, &ChartOverlay::measure);
    m_overlay->drawLegend(legend, swatches, m_colors);
}

void LiveChart::updateOffScale()
{
    m_offScale->clear();
    const ChartData& shown = data();
    const QRectF plot = m_chart->plotArea();
    const double x0 = m_x->min();
    const double x1 = m_x->max();
    const double top = m_y->max();
    const double merge = plot.width() > 0 ? (x1 - x0) / plot.width() * 12 : 0; // a mark every 12 px at most
    int row = 0;
    // The data's columns are MiB/s, the axis and the marks' peaks in the shown unit.
    const double scale = Units::shownRate(1.0);
    const auto mark = [&](const QList<float>& column, const QString& name, const QColor& color) {
        QXYSeries* line = series(name);
        if (!line || !line->isVisible())
            return;
        const qsizetype n = std::min(shown.t().size(), column.size());
        QList<AxisScale::OffScale> stretches
            = AxisScale::offScale(shown.t().constData(), column.constData(), n, x0, x1, top / scale, merge);
        for (AxisScale::OffScale& s : stretches)
            s.peak *= scale;
        m_offScale->add(stretches, line->name(), color, m_colors.readable(color), plot, x0, x1, row++);
    };
    // The program's lines over the top (scaled to the streams; compared runs' bursts of a few
    // milliseconds): from the points drawn, which are the smoothed rates the lines show.
    QList<double> t;
    QList<float> values;
    const auto markLine = [&](QXYSeries* line, const QColor& color) {
        if (!line || !line->isVisible() || !overTop(line))
            return;
        t.clear();
        values.clear();
        for (const QPointF& p : line->points()) {
            t.append(p.x());
            values.append(float(p.y()));
        }
        m_offScale->add(AxisScale::offScale(t.constData(), values.constData(), t.size(), x0, x1, top, merge, true),
            line->name(), color, m_colors.readable(color), plot, x0, x1, row++,
            m_mode == Mode::Compare && compareRelative());
    };
    if (m_mode == Mode::Compare) {
        for (int i = 0; i < compared().size(); ++i)
            markLine(series(QStringLiteral("compare-") + QString::number(i)), m_colors.compareRun(i));
        return;
    }
    if (!m_fitAll && scalesToStreams()) {
        markLine(series(QStringLiteral("total")), m_colors.total);
        for (QAbstractSeries* s : m_chart->series()) {
            if (s->objectName().startsWith(QLatin1String("ongoing")))
                markLine(qobject_cast<QXYSeries*>(s), m_colors.ongoing);
        }
        markLine(series(QStringLiteral("effective")), m_colors.effective);
    }
    if (!shown.hasDevice())
        return;
    mark(shown.deviceWrite(), QStringLiteral("device-write"), m_colors.deviceWrite);
    mark(shown.deviceRead(), QStringLiteral("device-read"), m_colors.deviceRead);
}

bool LiveChart::overTop(const QXYSeries* line) const
{
    const double x0 = m_x->min();
    const double x1 = m_x->max();
    const double top = m_y->max();
    const QList<QPointF> points = line->points();
    return std::any_of(points.cbegin(), points.cend(), [&](const QPointF& p) {
        return p.x() >= x0 && p.x() <= x1 && p.y() > top; // NaN is over nothing
    });
}
