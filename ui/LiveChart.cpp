#include "LiveChart.h"

#include "ChartOverlay.h"
#include "ChartText.h"
#include "Decimation.h"
#include "ImageFile.h"

#include <QAreaSeries>
#include <QBuffer>
#include <QChart>
#include <QCursor>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLoggingCategory>
#include <QPainter>
#include <QSvgGenerator>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

Q_LOGGING_CATEGORY(lcChart, "streamscope.chart", QtWarningMsg)

namespace {

constexpr int kChartMarginLeft = 6;

// The device lines: wide and pale, like a highlighter under the program's own lines, so they
// read as a different kind of line without relying on colour. (Dotted pens would say so too,
// but Qt dashes a dense zig-zag of an hour's data so slowly that one redraw took a third of a
// second; opaque, because a blended wide line costs three times as much to draw.)
QPen devicePen(const QColor& color)
{
    QPen pen(color, 4.5);
    pen.setCapStyle(Qt::FlatCap);
    pen.setJoinStyle(Qt::RoundJoin);
    return pen;
}

// Dynamic ticks at a nice interval for the axis' current range.
void setTicks(QValueAxis* axis, int ticks)
{
    const AxisScale::Ticks nice = AxisScale::ticksFor(axis->min(), axis->max(), ticks);
    const QString format = nice.labelFormat();
    if (axis->labelFormat() != format)
        axis->setLabelFormat(format);
    axis->setTickAnchor(0.0);
    axis->setTickInterval(nice.step);
    axis->setTickType(QValueAxis::TicksDynamic);
}

// A new range and its ticks. The tick interval of the old range must never meet the new
// range: 0.2 s ticks on a 500 s axis would make Qt Charts lay out 2500 labels.
void setRangeAndTicks(QValueAxis* axis, double min, double max, int ticks)
{
    if (axis->min() == min && axis->max() == max) {
        setTicks(axis, ticks);
        return;
    }
    axis->setTickType(QValueAxis::TicksFixed);
    axis->setRange(min, max);
    setTicks(axis, ticks);
}

} // namespace

LiveChart::LiveChart(QWidget* parent)
    : QChartView(parent)
{
    // QChartView makes a chart of its own. Use that one: setChart() would hand it back to us
    // to delete (it is no longer in the scene), and a forgotten one leaked ~330 KB per view.
    m_chart = chart();
    m_chart->setAnimationOptions(QChart::NoAnimation); // animations cannot keep up with 20 redraws/s
    m_chart->legend()->setAlignment(Qt::AlignTop);
    // The legend draws each line with its own pen (width, dashes), not as a colour swatch: the
    // kinds of lines differ by more than colour. Qt shortens labels when the legend runs out
    // of width (long French and German names); hovering shows them whole.
    m_chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    m_chart->legend()->setShowToolTips(true);
    m_chart->setBackgroundRoundness(0);
    // Axis labels in the user's locale (decimal comma in German and French).
    m_chart->setLocalizeNumbers(true);
    m_chart->setLocale(locale());
    QFont legendFont = font();
    legendFont.setPointSizeF(std::max(7.0, legendFont.pointSizeF() - 1));
    m_chart->legend()->setFont(legendFont);
    m_chart->setMargins(QMargins(kChartMarginLeft, 4, 10, 4));
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(480, 320);
    setFocusPolicy(Qt::StrongFocus);

    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(kMinRefreshIntervalMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, &LiveChart::refresh);

    setAccessibleName(tr("Live chart"));
    setAccessibleDescription(tr("Write and read rates over time: total, per stream, ongoing (dashed), effective "
                                "including the flush (thick), and what the device moved (wide, pale). After a run: "
                                "arrow keys pan, plus and minus zoom, Home or 0 resets the view."));
    m_colors = ChartColors::fromPalette(palette());
    clearChart();
    applyPalette();
}

LiveChart::~LiveChart() = default;

void LiveChart::clearChart()
{
    // An area series does not own its edge series.
    QList<QLineSeries*> edges;
    for (QAbstractSeries* series : m_chart->series()) {
        if (auto* area = qobject_cast<QAreaSeries*>(series))
            edges << area->upperSeries() << area->lowerSeries();
    }
    m_chart->removeAllSeries();
    qDeleteAll(edges);
    m_streamLines.clear();
    m_total = m_ongoing = m_effective = m_deviceWrite = m_deviceRead = m_median = m_highlight = nullptr;
    m_ongoingMore.clear();
    m_band = m_dirty = nullptr;
    m_effectiveResults = -1;
    m_compare.clear();

    // The axes live as long as the chart. Deleted axes leave their drawing in the scene until
    // the event loop runs, so a picture taken right after a new run or report showed them.
    if (!m_x) {
        m_x = new QValueAxis;
        m_x->setTitleText(tr("time (s)"));
        m_y = new QValueAxis;
        m_y->setTitleText(tr("MiB/s"));
        m_yDirty = new QValueAxis;
        m_yDirty->setTitleText(tr("Dirty+Writeback (MiB)"));
        m_yDirty->setGridLineVisible(false);
        m_chart->addAxis(m_x, Qt::AlignBottom);
        m_chart->addAxis(m_y, Qt::AlignLeft);
        m_chart->addAxis(m_yDirty, Qt::AlignRight);
        m_navigator = new ChartNavigator(this, m_x);
        for (QValueAxis* axis : { m_x, m_y, m_yDirty }) {
            axis->setMinorTickCount(0);
            connect(axis, &QValueAxis::rangeChanged, m_navigator, &ChartNavigator::onRangeChanged);
        }
        connect(m_navigator, &ChartNavigator::zoomChanged, this, &LiveChart::zoomChanged);
        connect(m_navigator, &ChartNavigator::viewMoved, this, &LiveChart::scheduleRefresh);
        connect(m_navigator, &ChartNavigator::resetRequested, this, [this] {
            m_ranges.yMax = m_ranges.dirtyMax = 0;
            refreshNow();
        });
        m_overlay = std::make_unique<ChartOverlay>(m_chart);
    }
    {
        ChartNavigator::ProgrammaticRange programmatic(*m_navigator);
        for (QValueAxis* axis : { m_x, m_y, m_yDirty }) {
            axis->setTickType(QValueAxis::TicksFixed); // see setRangeAndTicks()
            axis->setRange(0, 1);
        }
    }
    m_yDirty->setVisible(false); // until there is dirty data
    styleAxes();
    m_overlay->clear();
    m_stallSpans = m_flushSpans = m_overrunMarks = m_blockedSpans = 0;
    m_navigator->follow();
    m_ranges.reset();
    m_highlighted = -1;
}

void LiveChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    switch (event->type()) {
    case QEvent::PaletteChange:
    case QEvent::ApplicationPaletteChange:
        applyPalette();
        break;
    case QEvent::LocaleChange:
        m_chart->setLocale(locale());
        refreshNow();
        break;
    default:
        break;
    }
}

void LiveChart::applyPalette()
{
    m_colors = ChartColors::fromPalette(palette());
    setBackgroundBrush(m_colors.background);
    m_chart->setBackgroundBrush(m_colors.background);
    m_chart->setBackgroundPen(Qt::NoPen);
    m_chart->setTitleBrush(m_colors.text);
    m_chart->legend()->setLabelColor(m_colors.text);
    styleAxes();
    styleSeries();
    updateOverlays(); // the overlays take their colours when they are drawn
}

void LiveChart::styleAxes()
{
    for (QValueAxis* axis : { m_x, m_y, m_yDirty }) {
        if (!axis)
            continue;
        const QColor text = axis == m_yDirty ? m_colors.dirtyText : m_colors.text;
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(m_colors.axisLine);
        axis->setGridLineColor(m_colors.grid);
    }
}

// Line styles tell the kinds of lines apart without colour: the program's rates are solid
// (streams thin, the total bold), ongoing is dashed, effective is the thickest, and the
// device's own figures are wide pale bands under everything.
QPen LiveChart::streamPen(int stream) const
{
    QColor color = m_colors.stream(stream);
    if (m_highlighted >= 0 && stream != m_highlighted)
        color = m_colors.faded(color, 0.7);
    return QPen(color, stream == m_highlighted ? 2.6 : 1.3);
}

void LiveChart::styleSeries()
{
    for (int i = 0; i < m_streamLines.size(); ++i)
        m_streamLines[i]->setPen(streamPen(i));
    if (m_total)
        m_total->setPen(QPen(m_colors.total, 2.2));
    QPen ongoing(m_colors.ongoing, 2.0, Qt::DashLine);
    if (m_ongoing)
        m_ongoing->setPen(ongoing);
    for (QLineSeries* line : std::as_const(m_ongoingMore))
        line->setPen(ongoing);
    if (m_effective)
        m_effective->setPen(QPen(m_colors.effective, 3.2));
    if (m_deviceWrite)
        m_deviceWrite->setPen(devicePen(m_colors.deviceWrite));
    if (m_deviceRead)
        m_deviceRead->setPen(devicePen(m_colors.deviceRead));
    if (m_median)
        m_median->setPen(QPen(m_colors.median, 1.6));
    if (m_highlight)
        m_highlight->setPen(QPen(m_colors.highlight, 2.2));
    if (m_band) {
        m_band->setBrush(m_colors.band); // opaque: a solid fill costs far less than a blended one
        m_band->setPen(Qt::NoPen);
    }
    if (m_dirty) {
        QColor fill = m_colors.dirty;
        fill.setAlpha(m_colors.dark ? 45 : 90);
        m_dirty->setBrush(fill);
        m_dirty->setPen(QPen(m_colors.dirtyText, 1.0));
    }
    for (int i = 0; i < m_compare.size(); ++i)
        m_compare[i].series->setPen(QPen(m_colors.compareRun(i), 1.8));
}

void LiveChart::beginRun(const RunConfig& config, const QDateTime& startedAt)
{
    clearChart();
    m_mode = Mode::Run;
    m_data.reset(config);
    m_startedAt = startedAt;
    m_running = true;
    m_navigator->setLive(true);
    updateTitle();
    Q_EMIT streamCountChanged(0);
    refreshNow();
}

void LiveChart::addTarget(int target, const SysProbe::Environment& environment)
{
    m_data.addTarget(target, environment);
    updateTitle();
    scheduleRefresh();
}

void LiveChart::addPass(int target, int pass, int streams)
{
    m_data.addPass(target, pass, streams);
    scheduleRefresh();
}

void LiveChart::addPhaseStart(int target, int pass, PhaseKind kind, double tS)
{
    m_data.addPhaseStart(target, pass, kind, tS);
    scheduleRefresh();
}

void LiveChart::appendBatch(const SampleBatch& batch)
{
    const int before = m_data.streamCount();
    m_data.append(batch);
    if (m_data.streamCount() != before)
        Q_EMIT streamCountChanged(m_data.streamCount());
    scheduleRefresh();
}

void LiveChart::addPhaseResult(const PhaseResult& result)
{
    m_data.addPhaseResult(result);
    scheduleRefresh();
}

void LiveChart::endRun(const RunReport& report)
{
    m_running = false;
    if (report.startedAt.isValid())
        m_startedAt = report.startedAt;
    updateTitle();
    m_navigator->setLive(false);
    m_navigator->follow();
    refreshNow();
}

void LiveChart::showReport(const RunReport& report)
{
    clearChart();
    m_mode = Mode::Run;
    m_data = ChartData::fromReport(report);
    m_startedAt = report.startedAt;
    m_running = false;
    updateTitle();
    m_navigator->setLive(false);
    Q_EMIT streamCountChanged(m_data.streamCount());
    refreshNow();
}

void LiveChart::showComparison(const QList<RunReport>& reports, const QStringList& labels)
{
    clearChart();
    m_mode = Mode::Compare;
    m_running = false;
    m_data.reset(RunConfig());
    for (int i = 0; i < reports.size(); ++i) {
        CompareRun run;
        run.label = i < labels.size() ? labels.at(i) : tr("run %1").arg(i + 1);
        run.data = ChartData::fromReport(reports.at(i));
        run.series = makeLine(QStringLiteral("compare-") + QString::number(i), run.label);
        m_chart->addSeries(run.series);
        run.series->attachAxis(m_x);
        run.series->attachAxis(m_y);
        m_compare.append(std::move(run));
    }
    styleSeries();
    m_chart->setTitle(
        tr("Comparison of %n run(s): total MiB/s over each run's own time", nullptr, int(reports.size())));
    m_navigator->setLive(false);
    Q_EMIT streamCountChanged(0);
    refreshNow();
}

bool LiveChart::bandMode() const
{
    return m_data.maxStreamsInPass() > kMaxStreamLines;
}

void LiveChart::setHighlightedStream(int stream)
{
    if (stream == m_highlighted)
        return;
    m_highlighted = stream;
    if (m_highlight) {
        m_chart->removeSeries(m_highlight);
        delete m_highlight;
        m_highlight = nullptr;
    }
    for (int i = 0; i < m_streamLines.size(); ++i)
        m_streamLines[i]->setPen(streamPen(i));
    refreshNow();
}

QLineSeries* LiveChart::makeLine(const QString& name, const QString& label)
{
    auto* series = new QLineSeries(this); // the chart takes it over in restack(); styleSeries() colours it
    series->setObjectName(name);
    series->setName(label);
    connect(series, &QXYSeries::hovered, this, [series](const QPointF& point, bool state) {
        if (state) {
            QToolTip::showText(QCursor::pos(),
                LiveChart::tr("%1: %2 at %3 s")
                    .arg(series->name(), ChartText::rate(point.y()), ChartText::seconds(point.x())));
        } else {
            QToolTip::hideText();
        }
    });
    return series;
}

// Creates the series the data needs so far; only structural changes (a new stream, the
// first device sample) add series, so a normal redraw only replaces points.
void LiveChart::ensureRunSeries()
{
    bool added = false;
    if (!m_dirty) {
        m_dirty = new QAreaSeries(new QLineSeries(this));
        m_dirty->setObjectName(QStringLiteral("dirty"));
        m_dirty->setName(tr("Dirty+Writeback (right axis)"));
        added = true;
    }
    if (bandMode()) {
        if (!m_band) {
            for (QLineSeries* line : std::as_const(m_streamLines)) {
                m_chart->removeSeries(line);
                delete line;
            }
            m_streamLines.clear();
            m_band = new QAreaSeries(new QLineSeries(this), new QLineSeries(this));
            m_band->setObjectName(QStringLiteral("band"));
            m_band->setName(tr("streams min\u2013max"));
            m_median = makeLine(QStringLiteral("median"), tr("median stream"));
            added = true;
        }
        if (m_highlighted >= 0 && m_highlighted < m_data.streamCount() && !m_highlight) {
            m_highlight = makeLine(
                QStringLiteral("stream-") + QString::number(m_highlighted), tr("stream %1").arg(m_highlighted + 1));
            added = true;
        }
    } else {
        while (m_streamLines.size() < m_data.streamCount()) {
            const int i = int(m_streamLines.size());
            m_streamLines.append(makeLine(QStringLiteral("stream-") + QString::number(i), tr("stream %1").arg(i + 1)));
            added = true;
        }
    }
    if (!m_total) {
        m_total = makeLine(QStringLiteral("total"), tr("total"));
        m_ongoing = makeLine(QStringLiteral("ongoing"), tr("ongoing (no flush)"));
        m_effective = makeLine(QStringLiteral("effective"), tr("effective (incl. flush)"));
        added = true;
    }
    // One dashed line per phase (see ChartData::ongoingRuns()); only the first in the legend.
    while (m_data.ongoingRuns().size() > m_ongoingMore.size() + 1) {
        m_ongoingMore.append(
            makeLine(QStringLiteral("ongoing-") + QString::number(m_ongoingMore.size() + 1), m_ongoing->name()));
        added = true;
    }
    if (m_data.hasDevice() && !m_deviceWrite) {
        m_deviceWrite = makeLine(QStringLiteral("device-write"), tr("device write"));
        m_deviceRead = makeLine(QStringLiteral("device-read"), tr("device read"));
        added = true;
    }
    if (added) {
        styleSeries();
        restack();
    }
    m_dirty->setVisible(m_data.hasDirty());
    m_yDirty->setVisible(m_data.hasDirty());
    // Legend: a line per stream only while there are few; with more, hovering names them.
    const bool streamMarkers = !m_streamLines.isEmpty() && m_streamLines.size() <= 2;
    for (QLineSeries* line : std::as_const(m_streamLines))
        setLegendMarkerVisible(line, streamMarkers);
    setLegendMarkerVisible(m_dirty, m_data.hasDirty());
    for (QLineSeries* line : std::as_const(m_ongoingMore))
        setLegendMarkerVisible(line, false);
}

// Qt Charts stacks series in the order they were added. Bottom to top: the areas, the wide
// device lines, the streams, then the rates that the picture is about.
void LiveChart::restack()
{
    // The band is opaque (cheap to fill), so it goes under the translucent dirty area.
    QList<QAbstractSeries*> order { m_band, m_dirty, m_deviceWrite, m_deviceRead };
    for (QLineSeries* line : std::as_const(m_streamLines))
        order.append(line);
    order << m_median << m_highlight << m_total << m_ongoing;
    for (QLineSeries* line : std::as_const(m_ongoingMore))
        order.append(line);
    order << m_effective;
    for (QAbstractSeries* series : m_chart->series())
        m_chart->removeSeries(series);
    for (QAbstractSeries* series : order) {
        if (!series)
            continue;
        m_chart->addSeries(series);
        series->attachAxis(m_x);
        series->attachAxis(series == m_dirty ? static_cast<QAbstractAxis*>(m_yDirty) : m_y);
    }
}

void LiveChart::setLegendMarkerVisible(QAbstractSeries* series, bool visible)
{
    for (QLegendMarker* marker : m_chart->legend()->markers(series))
        marker->setVisible(visible);
}

void LiveChart::scheduleRefresh()
{
    if (m_refreshTimer.isActive())
        return;
    // At most 20 redraws a second, and fewer when a redraw is expensive (a huge window, an
    // hour of data): the chart takes at most about a third of the GUI thread.
    const double costMs = m_lastRefreshMs + m_lastPaintMs;
    m_refreshTimer.setInterval(std::clamp(int(costMs * 3), kMinRefreshIntervalMs, 1000));
    m_refreshTimer.start();
}

void LiveChart::paintEvent(QPaintEvent* event)
{
    QElapsedTimer timer;
    timer.start();
    QChartView::paintEvent(event);
    m_lastPaintMs = double(timer.nsecsElapsed()) / 1e6;
}

void LiveChart::refreshNow()
{
    refresh();
    // A redraw that moved the plot (room for the strips) asks for another; do it now, so that
    // a picture taken right after this is final.
    for (int i = 0; i < 2 && m_refreshTimer.isActive(); ++i)
        refresh();
}

void LiveChart::resetZoom()
{
    m_navigator->resetZoom();
}

void LiveChart::updateAxes(double& x0, double& x1)
{
    if (!m_navigator->follows()) {
        x0 = m_x->min();
        x1 = m_x->max();
        return;
    }
    double lastT = m_data.lastT();
    for (const CompareRun& run : m_compare)
        lastT = std::max(lastT, run.data.lastT());
    m_ranges.fitTime(lastT, m_running);
    x0 = 0;
    x1 = m_ranges.xMax;
    ChartNavigator::ProgrammaticRange programmatic(*m_navigator);
    setRangeAndTicks(m_x, x0, x1, xTicks());
}

void LiveChart::replaceDecimated(
    QXYSeries* series, const QList<float>& column, double x0, double x1, int columns, Edge edge)
{
    const ChartData* data = &m_data;
    for (const CompareRun& run : m_compare) {
        if (run.series == series)
            data = &run.data;
    }
    const qsizetype n = std::min(data->t().size(), column.size());
    replaceDecimated(series, data->t().constData(), column.constData(), n, x0, x1, columns, edge);
}

void LiveChart::replaceDecimated(
    QXYSeries* series, const double* t, const float* values, qsizetype n, double x0, double x1, int columns, Edge edge)
{
    if (edge == Edge::Line) {
        // Half a pixel of the left axis: columns flatter than that need one point, not two.
        const double height = std::max(1.0, m_chart->plotArea().height());
        const float tolerance = float((m_y->max() - m_y->min()) / height * 0.5);
        Decimation::minMaxInto(t, values, n, x0, x1, columns, m_points, tolerance);
    } else {
        Decimation::envelopeInto(t, values, n, x0, x1, columns,
            edge == Edge::Upper ? Decimation::Envelope::Upper : Decimation::Envelope::Lower, m_points);
    }
    series->replace(m_points);
    m_pointsHanded += m_points.size();
    ++m_seriesHanded;
}

void LiveChart::refresh()
{
    QElapsedTimer timer;
    timer.start();
    m_refreshTimer.stop();
    ++m_refreshCount;
    m_pointsHanded = 0;
    m_seriesHanded = 0;
    const int columns = std::max(50, int(m_chart->plotArea().width()));
    double x0 = 0;
    double x1 = 1;
    updateAxes(x0, x1);

    double yMax = 0;
    double dirtyMax = 0;
    auto maxOf = [](const QXYSeries* series, double& into) {
        for (const QPointF& p : series->points()) {
            if (!std::isnan(p.y()))
                into = std::max(into, p.y());
        }
    };

    if (m_mode == Mode::Compare) {
        for (CompareRun& run : m_compare) {
            replaceDecimated(run.series, run.data.total(), x0, x1, columns);
            maxOf(run.series, yMax);
        }
    } else {
        ensureRunSeries();
        if (m_band) {
            replaceDecimated(m_band->upperSeries(), m_data.bandMax(), x0, x1, columns, Edge::Upper);
            replaceDecimated(m_band->lowerSeries(), m_data.bandMin(), x0, x1, columns, Edge::Lower);
            replaceDecimated(m_median, m_data.bandMedian(), x0, x1, columns);
            maxOf(m_band->upperSeries(), yMax);
            if (m_highlight && m_highlighted < m_data.streamCount())
                replaceDecimated(m_highlight, m_data.stream(m_highlighted), x0, x1, columns);
        }
        for (int i = 0; i < m_streamLines.size() && i < m_data.streamCount(); ++i) {
            replaceDecimated(m_streamLines[i], m_data.stream(i), x0, x1, columns);
            maxOf(m_streamLines[i], yMax);
        }
        replaceDecimated(m_total, m_data.total(), x0, x1, columns);
        const auto& runs = m_data.ongoingRuns();
        for (int i = 0; i <= m_ongoingMore.size(); ++i) {
            QLineSeries* line = i == 0 ? m_ongoing : m_ongoingMore.at(i - 1);
            if (i < runs.size()) {
                const auto [first, end] = runs.at(i);
                replaceDecimated(line, m_data.t().constData() + first, m_data.ongoing().constData() + first,
                    end - first, x0, x1, columns);
            } else {
                line->clear();
            }
            maxOf(line, yMax);
        }
        maxOf(m_total, yMax);
        if (m_deviceWrite) {
            replaceDecimated(m_deviceWrite, m_data.deviceWrite(), x0, x1, columns);
            replaceDecimated(m_deviceRead, m_data.deviceRead(), x0, x1, columns);
            maxOf(m_deviceWrite, yMax);
            maxOf(m_deviceRead, yMax);
        }
        if (m_dirty) {
            replaceDecimated(m_dirty->upperSeries(), m_data.dirty(), x0, x1, columns, Edge::Upper);
            maxOf(m_dirty->upperSeries(), dirtyMax);
        }
        updateEffectiveSeries();
        maxOf(m_effective, yMax);
    }

    {
        ChartNavigator::ProgrammaticRange programmatic(*m_navigator);
        if (m_navigator->follows()) {
            m_ranges.fitValues(yMax, dirtyMax, m_running);
            setRangeAndTicks(m_y, 0, m_ranges.yMax, AxisScale::kValueTicks);
            setRangeAndTicks(m_yDirty, 0, m_ranges.dirtyMax, AxisScale::kValueTicks);
        } else {
            // Zoomed or panned by the user: keep the ranges, fit the ticks to them.
            setTicks(m_x, xTicks());
            setTicks(m_y, AxisScale::kValueTicks);
            setTicks(m_yDirty, AxisScale::kValueTicks);
        }
    }
    // Tick changes only invalidate Qt Charts' layout; lay it out now so that the overlays
    // below, and a picture saved right after this, see the final axes.
    if (m_chart->layout())
        m_chart->layout()->activate();
    // The legend lays out its markers in a layout of its own, which new series (restack())
    // only invalidate: without this a picture saved right after them had an empty legend.
    if (QGraphicsLayout* legendLayout = m_chart->legend()->layout())
        legendLayout->activate();
    updateOverlays();
    m_lastRefreshMs = double(timer.nsecsElapsed()) / 1e6;
    qCDebug(lcChart,
        "redraw %d: %.2f ms (last paint %.2f ms), %lld samples to %lld points in %d series over %d columns",
        m_refreshCount, m_lastRefreshMs, m_lastPaintMs, qlonglong(m_data.size()), qlonglong(m_pointsHanded),
        m_seriesHanded, columns);
}

// The effective rate of every finished write (or create) phase: a horizontal segment over
// the phase including its flush tail. Segments are separated by NaN points (line breaks).
void LiveChart::updateEffectiveSeries()
{
    if (m_effectiveResults == m_data.phaseResults().size())
        return;
    m_effectiveResults = int(m_data.phaseResults().size());
    QList<QPointF> points;
    for (const PhaseResult& r : m_data.phaseResults()) {
        if (r.kind != PhaseKind::Write && r.kind != PhaseKind::Create)
            continue;
        if (!points.isEmpty())
            points.append(QPointF(r.startS, std::numeric_limits<double>::quiet_NaN()));
        points.append(QPointF(r.startS, r.effectiveMiBs));
        points.append(QPointF(r.endS, r.effectiveMiBs));
    }
    m_effective->replace(points);
}

int LiveChart::xTicks() const
{
    return AxisScale::timeTicks(m_chart->plotArea().width());
}

ChartMarks::PlotMapping LiveChart::plotMapping() const
{
    ChartMarks::PlotMapping map;
    map.plot = m_chart->plotArea();
    map.x0 = m_x->min();
    map.x1 = m_x->max();
    map.y0 = m_y->min();
    map.y1 = m_y->max();
    return map;
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
        options.rowHeight = QFontMetricsF(rowFont).height() + 3;
        options.measure = &ChartOverlay::measure;
        const ChartMarks::Layout marks = ChartMarks::layout(m_data, map, options);
        m_overlay->draw(marks, map.plot, m_colors);
        m_flushSpans = int(marks.flushTails.size());
        m_stallSpans = int(marks.stallSpans.size());
        m_blockedSpans = int(marks.blockedSpans.size());
        m_overrunMarks = int(marks.overrunGroups.size());
    }
    updateStrips(map);
}

// The strips under the time axis need room below it: the chart's bottom margin grows with
// them, and the left one when their labels are wider than the y axis' labels. Either change
// moves the plot, so the chart draws again once Qt Charts has laid it out.
void LiveChart::updateStrips(const ChartMarks::PlotMapping& map)
{
    const ChartMarks::StripPlan plan
        = m_mode == Mode::Run ? ChartMarks::StripPlan::of(m_data) : ChartMarks::StripPlan();
    if (plan.rows() != m_stripRows) {
        m_stripRows = plan.rows();
        QMargins margins = m_chart->margins();
        margins.setBottom(4 + int(std::ceil(plan.height())));
        margins.setLeft(kChartMarginLeft);
        m_chart->setMargins(margins);
        scheduleRefresh();
    }
    if (plan.rows() == 0)
        return;

    ChartMarks::PlotMapping strip = map;
    strip.plot = m_chart->plotArea();
    // Inside the chart's background: below the time axis title, above the layout's margin.
    qreal layoutLeft = 0, layoutTop = 0, layoutRight = 0, layoutBottom = 0;
    if (m_chart->layout())
        m_chart->layout()->getContentsMargins(&layoutLeft, &layoutTop, &layoutRight, &layoutBottom);
    const double top = m_chart->rect().bottom() - layoutBottom - m_chart->margins().bottom() + 2;
    const ChartMarks::Strips strips = ChartMarks::stripLayout(m_data, plan, strip, top, &ChartOverlay::measure);
    m_overlay->drawStrips(strips, strip.plot, m_colors);
    const double deficit = layoutLeft + 2 + strips.widestLabel + 6 - strip.plot.left();
    if (deficit > 0.5) {
        QMargins margins = m_chart->margins();
        margins.setLeft(margins.left() + int(std::ceil(deficit)));
        m_chart->setMargins(margins);
        scheduleRefresh();
    }
}

void LiveChart::updateTitle()
{
    if (m_mode != Mode::Run)
        return;
    m_chart->setTitle(titleText());
}

QString LiveChart::titleText() const
{
    return ChartText::runTitle(m_data.config(), m_data.environments(), m_startedAt);
}

bool LiveChart::saveImage(const QString& path, QString* error)
{
    refreshNow();
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
        QByteArray svg;
        QBuffer buffer(&svg);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size());
        generator.setViewBox(rect());
        generator.setTitle(m_chart->title());
        generator.setDescription(tr("StreamScope chart"));
        QPainter painter;
        if (!painter.begin(&generator)) {
            if (error)
                *error = tr("cannot write %1").arg(path);
            return false;
        }
        render(&painter);
        painter.end();
        return ImageFile::saveBytes(svg, path, error);
    }
    // grab() renders at the screen's device pixel ratio, so the PNG is as sharp as the screen.
    return ImageFile::savePng(grab(), path, error);
}

void LiveChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    scheduleRefresh();
}

// Zoom, pan and follow are the navigator's; what it leaves goes to QChartView (its rubber
// band zoom, hover tooltips).
void LiveChart::mousePressEvent(QMouseEvent* event)
{
    if (!m_navigator->mousePress(event))
        QChartView::mousePressEvent(event);
}

void LiveChart::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_navigator->mouseMove(event))
        QChartView::mouseMoveEvent(event);
}

void LiveChart::mouseReleaseEvent(QMouseEvent* event)
{
    if (!m_navigator->mouseRelease(event))
        QChartView::mouseReleaseEvent(event);
}

void LiveChart::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (!m_navigator->mouseDoubleClick(event))
        QChartView::mouseDoubleClickEvent(event);
}

void LiveChart::wheelEvent(QWheelEvent* event)
{
    if (!m_navigator->wheel(event))
        QChartView::wheelEvent(event);
}

void LiveChart::keyPressEvent(QKeyEvent* event)
{
    if (!m_navigator->keyPress(event))
        QChartView::keyPressEvent(event);
}

QXYSeries* LiveChart::series(const QString& name) const
{
    for (QAbstractSeries* s : m_chart->series()) {
        if (s->objectName() == name)
            return qobject_cast<QXYSeries*>(s);
    }
    return nullptr;
}

QAreaSeries* LiveChart::areaSeries(const QString& name) const
{
    for (QAbstractSeries* s : m_chart->series()) {
        if (s->objectName() == name)
            return qobject_cast<QAreaSeries*>(s);
    }
    return nullptr;
}

QStringList LiveChart::overlayTexts() const
{
    return m_overlay->texts();
}
