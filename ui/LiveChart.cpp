#include "LiveChart.h"

#include "Decimation.h"
#include "Units.h"

#include <QAreaSeries>
#include <QChart>
#include <QCursor>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QGraphicsLayout>
#include <QGraphicsPixmapItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QKeyEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QSet>
#include <QSvgGenerator>
#include <QToolTip>
#include <QValueAxis>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace {

// Colours: streams get quiet hues; the four rates and the kernel figures get strong ones
// that no stream uses, and red is kept for stalls only.
constexpr int kChartMarginLeft = 6;

const QColor kTotalColor(0x26, 0x32, 0x38);
const QColor kOngoingColor(0xe6, 0x51, 0x00);
const QColor kEffectiveColor(0x2e, 0x7d, 0x32);
const QColor kDeviceWriteColor(0xce, 0x93, 0xd8);
const QColor kDeviceReadColor(0x80, 0xde, 0xea);
const QColor kDirtyColor(0xff, 0xb3, 0x00);
const QColor kStallColor(0xd3, 0x2f, 0x2f);
const QColor kOverrunColor(0xc2, 0x18, 0x5b);
const QColor kFlushColor(0x78, 0x90, 0x9c);
const QColor kMarkerColor(0x54, 0x6e, 0x7a);
const QColor kBandColor(0x90, 0xca, 0xf9);
const QColor kMedianColor(0x15, 0x65, 0xc0);

// The device lines: wide and light, like a highlighter under the program's own lines, so they
// read as a different kind of line. (Dotted pens would say so too, but Qt dashes a dense
// zig-zag of an hour's data so slowly that one redraw took a third of a second; opaque,
// because a blended wide line costs three times as much to draw.)
QPen devicePen(const QColor& color)
{
    QPen pen(color, 4.0);
    pen.setCapStyle(Qt::FlatCap);
    pen.setJoinStyle(Qt::RoundJoin);
    return pen;
}

QColor streamColor(int index)
{
    static const QRgb palette[] = { 0x4e79a7, 0x76b7b2, 0xb07aa1, 0x9c755f, 0xedc948, 0x59a14f, 0xff9da7, 0x499894,
        0xa0cbe8, 0xd4a6c8, 0x86bcb6, 0xf1ce63, 0x79706e, 0x8cd17d, 0xd37295, 0xbab0ac };
    return QColor::fromRgb(palette[index % int(std::size(palette))]);
}

QColor compareColor(int index)
{
    static const QRgb palette[] = { 0x1f77b4, 0xff7f0e, 0x2ca02c, 0x9467bd, 0x8c564b, 0xe377c2, 0x17becf, 0x7f7f7f };
    return QColor::fromRgb(palette[index % int(std::size(palette))]);
}

// The first of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 x 10^k at or above value: close enough that
// the data fills most of the plot, round enough to read.
double niceCeil(double value)
{
    if (!(value > 0))
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double step : { 1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0 }) {
        if (step * magnitude >= value * (1 - 1e-9))
            return step * magnitude;
    }
    return 10.0 * magnitude;
}

double niceStep(double span, int ticks)
{
    if (!(span > 0))
        return 1.0;
    const double raw = span / std::max(1, ticks);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (double step : { 1.0, 2.0, 5.0, 10.0 }) {
        if (step * magnitude >= raw)
            return step * magnitude;
    }
    return 10.0 * magnitude;
}

// Dynamic ticks at a nice interval for the axis' current range.
void setTicks(QValueAxis* axis, int ticks)
{
    const double step = niceStep(axis->max() - axis->min(), ticks);
    const int decimals = step >= 1.0 ? 0 : (step >= 0.1 ? 1 : (step >= 0.01 ? 2 : 3));
    const QString format = QStringLiteral("%.") + QString::number(decimals) + QStringLiteral("f");
    if (axis->labelFormat() != format)
        axis->setLabelFormat(format);
    axis->setTickAnchor(0.0);
    axis->setTickInterval(step);
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

QString seconds(double s)
{
    return s >= 100 ? QString::number(s, 'f', 0) : QString::number(s, 'f', s >= 10 ? 1 : 2);
}

QString milliseconds(double s)
{
    if (s >= 1.0)
        return LiveChart::tr("%1 s").arg(QString::number(s, 'f', 2));
    return LiveChart::tr("%1 ms").arg(QString::number(s * 1000.0, 'f', 0));
}

QString rate(double mibs)
{
    return QString::number(mibs, 'f', mibs >= 100 ? 0 : 1);
}

QString phaseTitle(PhaseKind kind)
{
    switch (kind) {
    case PhaseKind::Create:
        return LiveChart::tr("create");
    case PhaseKind::Write:
        return LiveChart::tr("write");
    case PhaseKind::Flush:
        return LiveChart::tr("flush");
    case PhaseKind::Read:
        return LiveChart::tr("read");
    }
    return {};
}

// Places labels in rows along the top of the plot so that none overlaps another.
class LabelRows {
public:
    explicit LabelRows(int rows)
        : m_right(rows, -1e9)
    { }
    int place(double left, double width)
    {
        for (int row = 0; row < m_right.size(); ++row) {
            if (left >= m_right[row] + 4) {
                m_right[row] = left + width;
                return row;
            }
        }
        // Every row is taken here: use the one that frees up first.
        const auto it = std::min_element(m_right.begin(), m_right.end());
        *it = left + width;
        return int(it - m_right.begin());
    }

private:
    QList<double> m_right;
};

} // namespace

LiveChart::LiveChart(QWidget* parent)
    : QChartView(parent)
{
    m_chart = new QChart;
    m_chart->setAnimationOptions(QChart::NoAnimation); // animations cannot keep up with 20 redraws/s
    m_chart->legend()->setAlignment(Qt::AlignTop);
    QFont legendFont = font();
    legendFont.setPointSizeF(std::max(7.0, legendFont.pointSizeF() - 1));
    m_chart->legend()->setFont(legendFont);
    m_chart->setMargins(QMargins(kChartMarginLeft, 4, 10, 4));
    setChart(m_chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(480, 320);
    setFocusPolicy(Qt::StrongFocus);

    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(kMinRefreshIntervalMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, &LiveChart::refresh);

    clearChart();
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
    for (QAbstractAxis* axis : m_chart->axes()) {
        m_chart->removeAxis(axis);
        delete axis;
    }
    m_streamLines.clear();
    m_total = m_ongoing = m_effective = m_deviceWrite = m_deviceRead = m_median = m_highlight = nullptr;
    m_ongoingMore.clear();
    m_band = m_dirty = nullptr;
    m_effectiveResults = -1;
    m_compare.clear();

    m_x = new QValueAxis;
    m_x->setTitleText(tr("time (s)"));
    m_y = new QValueAxis;
    m_y->setTitleText(tr("MiB/s"));
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_yDirty = nullptr;
    for (QValueAxis* axis : { m_x, m_y }) {
        axis->setRange(0, 1);
        axis->setMinorTickCount(0);
        connect(axis, &QValueAxis::rangeChanged, this, &LiveChart::onAxisRangeChanged);
    }
    if (!m_plotLayer) {
        m_plotLayer = new QGraphicsRectItem(m_chart);
        m_plotLayer->setPen(Qt::NoPen);
        m_plotLayer->setFlag(QGraphicsItem::ItemClipsChildrenToShape);
        m_plotLayer->setZValue(4.5); // above the series (4), under the legend (5)
        m_stripLayer = new QGraphicsRectItem(m_chart);
        m_stripLayer->setPen(Qt::NoPen);
        m_stripLayer->setZValue(4.5);
    }
    qDeleteAll(m_plotLayer->childItems());
    qDeleteAll(m_stripLayer->childItems());
    m_stallSpans = m_flushSpans = m_overrunMarks = m_blockedSpans = 0;
    m_follow = true;
    m_xMax = m_yMax = m_dirtyMax = 0;
    m_highlighted = -1;
}

void LiveChart::beginRun(const RunConfig& config, const QDateTime& startedAt)
{
    clearChart();
    m_mode = Mode::Run;
    m_data.reset(config);
    m_startedAt = startedAt;
    m_running = true;
    setInteractive(false);
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
    setInteractive(true);
    m_follow = true;
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
    setInteractive(true);
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
        QPen pen(compareColor(i), 1.8);
        run.series = makeLine(QStringLiteral("compare-") + QString::number(i), run.label, pen);
        m_chart->addSeries(run.series);
        run.series->attachAxis(m_x);
        run.series->attachAxis(m_y);
        m_compare.append(std::move(run));
    }
    m_chart->setTitle(
        tr("Comparison of %n run(s): total MiB/s over each run's own time", nullptr, int(reports.size())));
    setInteractive(true);
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
    for (int i = 0; i < m_streamLines.size(); ++i) {
        QColor color = streamColor(i);
        if (m_highlighted >= 0 && i != m_highlighted)
            color.setAlpha(70);
        QPen pen(color, i == m_highlighted ? 2.6 : 1.3);
        m_streamLines[i]->setPen(pen);
    }
    refreshNow();
}

QLineSeries* LiveChart::makeLine(const QString& name, const QString& label, const QPen& pen)
{
    auto* series = new QLineSeries(this); // the chart takes it over in restack()
    series->setObjectName(name);
    series->setName(label);
    series->setPen(pen);
    connect(series, &QXYSeries::hovered, this, [series](const QPointF& point, bool state) {
        if (state) {
            QToolTip::showText(QCursor::pos(),
                LiveChart::tr("%1: %2 at %3 s").arg(series->name(), rate(point.y()), seconds(point.x())));
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
        m_yDirty = new QValueAxis;
        m_yDirty->setTitleText(tr("Dirty+Writeback (MiB)"));
        m_yDirty->setRange(0, 1);
        m_yDirty->setMinorTickCount(0);
        m_yDirty->setGridLineVisible(false);
        m_yDirty->setLabelsColor(kDirtyColor.darker(170));
        m_yDirty->setTitleBrush(kDirtyColor.darker(170));
        m_chart->addAxis(m_yDirty, Qt::AlignRight);
        m_dirty = new QAreaSeries(new QLineSeries(this));
        m_dirty->setObjectName(QStringLiteral("dirty"));
        m_dirty->setName(tr("Dirty+Writeback (right axis)"));
        QColor fill = kDirtyColor;
        fill.setAlpha(70);
        m_dirty->setBrush(fill);
        m_dirty->setPen(QPen(kDirtyColor.darker(120), 1.0));
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
            m_band->setBrush(kBandColor.lighter(115)); // opaque: a solid fill costs far less than a blended one
            m_band->setPen(Qt::NoPen);
            m_median = makeLine(QStringLiteral("median"), tr("median stream"), QPen(kMedianColor, 1.6));
            added = true;
        }
        if (m_highlighted >= 0 && m_highlighted < m_data.streamCount() && !m_highlight) {
            m_highlight = makeLine(QStringLiteral("stream-") + QString::number(m_highlighted),
                tr("stream %1").arg(m_highlighted + 1), QPen(QColor(0x0d, 0x47, 0xa1), 2.2));
            added = true;
        }
    } else {
        while (m_streamLines.size() < m_data.streamCount()) {
            const int i = int(m_streamLines.size());
            QColor color = streamColor(i);
            if (m_highlighted >= 0 && i != m_highlighted)
                color.setAlpha(70);
            m_streamLines.append(makeLine(QStringLiteral("stream-") + QString::number(i), tr("stream %1").arg(i + 1),
                QPen(color, i == m_highlighted ? 2.6 : 1.3)));
            added = true;
        }
    }
    if (!m_total) {
        m_total = makeLine(QStringLiteral("total"), tr("total"), QPen(kTotalColor, 2.2));
        m_ongoing
            = makeLine(QStringLiteral("ongoing"), tr("ongoing (no flush)"), QPen(kOngoingColor, 2.0, Qt::DashLine));
        m_effective = makeLine(QStringLiteral("effective"), tr("effective (incl. flush)"), QPen(kEffectiveColor, 2.8));
        added = true;
    }
    // One dashed line per phase (see ChartData::ongoingRuns()); only the first in the legend.
    while (m_data.ongoingRuns().size() > m_ongoingMore.size() + 1) {
        m_ongoingMore.append(makeLine(QStringLiteral("ongoing-") + QString::number(m_ongoingMore.size() + 1),
            m_ongoing->name(), m_ongoing->pen()));
        added = true;
    }
    if (m_data.hasDevice() && !m_deviceWrite) {
        m_deviceWrite = makeLine(QStringLiteral("device-write"), tr("device write"), devicePen(kDeviceWriteColor));
        m_deviceRead = makeLine(QStringLiteral("device-read"), tr("device read"), devicePen(kDeviceReadColor));
        added = true;
    }
    if (added)
        restack();
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

void LiveChart::onAxisRangeChanged()
{
    if (m_settingRange)
        return;
    // The user zoomed or panned: stop following, redraw the new range at full resolution.
    if (m_follow) {
        m_follow = false;
        Q_EMIT zoomChanged(true);
    }
    scheduleRefresh();
}

void LiveChart::resetZoom()
{
    const bool wasZoomed = !m_follow;
    m_follow = true;
    m_yMax = m_dirtyMax = 0;
    refreshNow();
    if (wasZoomed)
        Q_EMIT zoomChanged(false);
}

void LiveChart::updateAxes(double& x0, double& x1)
{
    if (!m_follow) {
        x0 = m_x->min();
        x1 = m_x->max();
        return;
    }
    double lastT = m_data.lastT();
    for (const CompareRun& run : m_compare)
        lastT = std::max(lastT, run.data.lastT());
    if (m_running) {
        // Grow in nice steps with headroom so that the axis does not rescale every tick.
        if (lastT > m_xMax * 0.97 || m_xMax <= 0)
            m_xMax = niceCeil(std::max(lastT * 1.25, 1.0));
    } else {
        m_xMax = lastT > 0 ? lastT : 1.0;
    }
    x0 = 0;
    x1 = m_xMax;
    m_settingRange = true;
    setRangeAndTicks(m_x, x0, x1, xTicks());
    m_settingRange = false;
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
}

void LiveChart::refresh()
{
    QElapsedTimer timer;
    timer.start();
    m_refreshTimer.stop();
    ++m_refreshCount;
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

    if (m_follow) {
        const double yTarget = niceCeil(std::max(1.0, yMax * 1.08));
        const double dirtyTarget = niceCeil(std::max(1.0, dirtyMax * 1.08));
        if (m_running) {
            // Grow at once (nothing may be cut off), shrink only when far too tall.
            if (yTarget > m_yMax || yTarget < m_yMax * 0.4)
                m_yMax = yTarget;
            if (dirtyTarget > m_dirtyMax || dirtyTarget < m_dirtyMax * 0.4)
                m_dirtyMax = dirtyTarget;
        } else {
            m_yMax = yTarget;
            m_dirtyMax = dirtyTarget;
        }
        m_settingRange = true;
        setRangeAndTicks(m_y, 0, m_yMax, 6);
        if (m_yDirty)
            setRangeAndTicks(m_yDirty, 0, m_dirtyMax, 6);
        m_settingRange = false;
    } else {
        // Zoomed or panned by the user: keep the ranges, fit the ticks to them.
        m_settingRange = true;
        setTicks(m_x, xTicks());
        setTicks(m_y, 6);
        if (m_yDirty)
            setTicks(m_yDirty, 6);
        m_settingRange = false;
    }
    // Tick changes only invalidate Qt Charts' layout; lay it out now so that the overlays
    // below, and a picture saved right after this, see the final axes.
    if (m_chart->layout())
        m_chart->layout()->activate();
    updateOverlays();
    m_lastRefreshMs = double(timer.nsecsElapsed()) / 1e6;
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
    return std::clamp(int(m_chart->plotArea().width() / 90), 4, 12);
}

double LiveChart::xToPos(double x) const
{
    const QRectF plot = m_chart->plotArea();
    const double span = m_x->max() - m_x->min();
    return plot.left() + (span > 0 ? (x - m_x->min()) / span * plot.width() : 0.0);
}

QPointF LiveChart::toScene(double x, double y) const
{
    const QRectF plot = m_chart->plotArea();
    const double span = m_y->max() - m_y->min();
    return QPointF(xToPos(x), plot.bottom() - (span > 0 ? (y - m_y->min()) / span * plot.height() : 0.0));
}

namespace {

QGraphicsSimpleTextItem* addLabel(
    QGraphicsItem* parent, const QString& text, const QColor& color, bool bold = false, double smaller = 1.0)
{
    auto* background = new QGraphicsRectItem(parent);
    background->setPen(Qt::NoPen);
    background->setBrush(QColor(255, 255, 255, 215));
    auto* label = new QGraphicsSimpleTextItem(text, background);
    QFont font = label->font();
    font.setPointSizeF(std::max(6.5, font.pointSizeF() - smaller));
    font.setBold(bold);
    label->setFont(font);
    label->setBrush(color);
    const QRectF r = label->boundingRect();
    background->setRect(r.adjusted(-2, -1, 2, 1));
    return label;
}

// Moves a label (and its background) so that `anchor` of its box lies on `point`.
void placeLabel(QGraphicsSimpleTextItem* label, QPointF point, Qt::Alignment anchor, const QRectF& bounds = QRectF())
{
    const QRectF r = label->boundingRect();
    double x = point.x();
    double y = point.y();
    if (anchor & Qt::AlignRight)
        x -= r.width();
    else if (anchor & Qt::AlignHCenter)
        x -= r.width() / 2;
    if (anchor & Qt::AlignBottom)
        y -= r.height();
    else if (anchor & Qt::AlignVCenter)
        y -= r.height() / 2;
    // Keep it whole inside the plot rather than cut off at its edge.
    if (bounds.isValid()) {
        x = std::clamp(x, bounds.left() + 3, std::max(bounds.left() + 3, bounds.right() - r.width() - 3));
        y = std::clamp(y, bounds.top() + 2, std::max(bounds.top() + 2, bounds.bottom() - r.height() - 2));
    }
    label->parentItem()->setPos(x, y);
}

QGraphicsRectItem* addSpan(QGraphicsItem* parent, const QRectF& rect, const QBrush& brush, const QString& tip)
{
    auto* span = new QGraphicsRectItem(rect, parent);
    span->setPen(Qt::NoPen);
    span->setBrush(brush);
    span->setToolTip(tip);
    return span;
}

} // namespace

void LiveChart::updateOverlays()
{
    qDeleteAll(m_plotLayer->childItems());
    qDeleteAll(m_stripLayer->childItems());
    m_stallSpans = m_flushSpans = m_overrunMarks = m_blockedSpans = 0;
    const QRectF plot = m_chart->plotArea();
    m_plotLayer->setRect(plot);
    if (m_mode != Mode::Run || plot.width() < 10) {
        updateStrips(m_x->min(), m_x->max());
        return;
    }
    const double x0 = m_x->min();
    const double x1 = m_x->max();
    auto visible = [&](double a, double b) { return b >= x0 && a <= x1; };
    QFont probe = font();
    probe.setPointSizeF(std::max(7.0, probe.pointSizeF() - 1));
    const double rowHeight = QFontMetricsF(probe).height() + 3;
    LabelRows rows(3);
    const bool manyPasses = m_data.config().streamCounts.size() > 1 || m_data.environments().size() > 1;

    // Flush tails: the time from the last write() to the data being on disk. Shaded, with
    // its length, so the gap between ongoing and effective has a visible cause.
    for (const PhaseResult& r : m_data.phaseResults()) {
        if ((r.kind != PhaseKind::Write && r.kind != PhaseKind::Create) || r.flushTailS <= 0)
            continue;
        if (!visible(r.ioEndS, r.endS))
            continue;
        double left = xToPos(r.ioEndS);
        double right = std::max(xToPos(r.endS), left + 2);
        QColor fill = kFlushColor;
        fill.setAlpha(60);
        QBrush brush(fill);
        addSpan(m_plotLayer, QRectF(left, plot.top(), right - left, plot.height()), brush,
            tr("Flush tail: %1 from the last write to the data being on disk (fdatasync + close)")
                .arg(milliseconds(r.flushTailS)));
        auto* hatch = addSpan(m_plotLayer, QRectF(left, plot.top(), right - left, plot.height()),
            QBrush(kFlushColor.darker(110), Qt::BDiagPattern), QString());
        hatch->setAcceptHoverEvents(false);
        ++m_flushSpans;
        QGraphicsSimpleTextItem* label
            = addLabel(m_plotLayer, tr("flush tail %1").arg(milliseconds(r.flushTailS)), kFlushColor.darker(170), true);
        const double width = label->boundingRect().width();
        const double center = (left + right) / 2;
        const int row = rows.place(center - width / 2, width);
        placeLabel(label, QPointF(center, plot.top() + 2 + row * rowHeight), Qt::AlignHCenter | Qt::AlignTop, plot);
        // Ongoing vs effective: both values named at the end of the writes.
        if (r.effectiveMiBs > 0) {
            QGraphicsSimpleTextItem* ongoing = addLabel(m_plotLayer,
                tr("ongoing %1 MiB/s: into RAM").arg(rate(r.ongoingMiBs)), kOngoingColor.darker(115), true);
            placeLabel(
                ongoing, toScene(r.ioEndS, r.ongoingMiBs) + QPointF(-4, -3), Qt::AlignRight | Qt::AlignBottom, plot);
            QGraphicsSimpleTextItem* effective
                = addLabel(m_plotLayer, tr("effective %1 MiB/s: on disk, incl. flush").arg(rate(r.effectiveMiBs)),
                    kEffectiveColor.darker(120), true);
            placeLabel(
                effective, toScene(r.endS, r.effectiveMiBs) + QPointF(-4, 4), Qt::AlignRight | Qt::AlignTop, plot);
            // Close values near the bottom: the effective label was pushed up onto the other.
            QGraphicsItem* ongoingBox = ongoing->parentItem();
            QGraphicsItem* effectiveBox = effective->parentItem();
            const QRectF a = ongoingBox->mapRectToParent(ongoingBox->boundingRect());
            const QRectF b = effectiveBox->mapRectToParent(effectiveBox->boundingRect());
            if (a.intersects(b))
                ongoingBox->setPos(ongoingBox->pos().x(), b.top() - a.height() - 1);
            // A double arrow from the ongoing to the effective value over the flush tail.
            const QPointF top = toScene(r.endS, r.ongoingMiBs);
            const QPointF bottom = toScene(r.endS, r.effectiveMiBs);
            if (bottom.y() - top.y() > 12) {
                auto* arrow = new QGraphicsLineItem(QLineF(top + QPointF(0, 3), bottom - QPointF(0, 3)), m_plotLayer);
                arrow->setPen(QPen(kMarkerColor.darker(130), 1.2));
                for (const auto& [tip, dir] : { std::pair { top, 1.0 }, std::pair { bottom, -1.0 } }) {
                    QPolygonF head;
                    head << tip << tip + QPointF(-3.5, 7 * dir) << tip + QPointF(3.5, 7 * dir);
                    auto* item = new QGraphicsPolygonItem(head, m_plotLayer);
                    item->setPen(Qt::NoPen);
                    item->setBrush(kMarkerColor.darker(130));
                }
            }
        }
    }

    // Phase boundaries, labelled; labels take the first free row so that none overlaps.
    int labelledTarget = -1;
    auto flushLabelled = [this](double t) {
        for (const PhaseResult& r : m_data.phaseResults()) {
            if (r.flushTailS > 0 && t >= r.ioEndS - 0.05 && t <= r.endS)
                return true;
        }
        return false;
    };
    for (const ChartData::PhaseMark& mark : m_data.phaseMarks()) {
        if (mark.t < x0 || mark.t > x1)
            continue;
        const double x = xToPos(mark.t);
        auto* line = new QGraphicsLineItem(QLineF(x, plot.top(), x, plot.bottom()), m_plotLayer);
        line->setPen(QPen(kMarkerColor, 1.0, Qt::DashLine));
        line->setToolTip(tr("%1 phase starts at %2 s").arg(phaseTitle(mark.kind), seconds(mark.t)));
        if (mark.kind == PhaseKind::Flush && flushLabelled(mark.t))
            continue; // its shaded span carries the label "flush tail ..."
        QString text = phaseTitle(mark.kind);
        if (manyPasses && mark.kind != PhaseKind::Flush && mark.streams > 0)
            text = tr("%1 \u00d7%2").arg(text).arg(mark.streams);
        // A sweep over several directories: the first mark of each names its filesystem.
        if (m_data.environments().size() > 1 && mark.target != labelledTarget) {
            labelledTarget = mark.target;
            const SysProbe::Environment env = m_data.environments().value(mark.target);
            text = tr("%1: %2").arg(env.fsType.isEmpty() ? env.targetDir : env.fsType, text);
        }
        QGraphicsSimpleTextItem* label = addLabel(m_plotLayer, text, kMarkerColor.darker(140));
        const double width = label->boundingRect().width();
        const int row = rows.place(x + 3, width);
        placeLabel(label, QPointF(x + 3, plot.top() + 2 + row * rowHeight), Qt::AlignLeft | Qt::AlignTop, plot);
    }

    // Stalls: red spans on the time axis (at least 2 px wide, so one 100 ms stall stays
    // visible in an hour), merged where they touch so thousands of them stay cheap.
    struct Span {
        double left = 0;
        double right = 0;
        int count = 0;
        double longest = 0;
        QString detail;
    };
    QList<Span> spans;
    QList<StallEvent> stalls = m_data.stalls();
    std::sort(
        stalls.begin(), stalls.end(), [](const StallEvent& a, const StallEvent& b) { return a.startS < b.startS; });
    for (const StallEvent& s : stalls) {
        if (!visible(s.startS, s.startS + s.durationS))
            continue;
        const double left = std::max(plot.left(), xToPos(s.startS));
        const double right = std::max(left + 2, std::min(plot.right(), xToPos(s.startS + s.durationS)));
        const QString detail = tr("stream %1, %2 phase, at %3 s, lasted %4")
                                   .arg(s.stream + 1)
                                   .arg(phaseTitle(s.phase), seconds(s.startS), milliseconds(s.durationS));
        if (!spans.isEmpty() && left <= spans.last().right + 1) {
            Span& last = spans.last();
            last.right = std::max(last.right, right);
            ++last.count;
            if (s.durationS > last.longest) {
                last.longest = s.durationS;
                last.detail = detail;
            }
        } else {
            spans.append({ left, right, 1, s.durationS, detail });
        }
    }
    const double barHeight = 7;
    for (const Span& s : spans) {
        const QString tip = s.count == 1 ? tr("Stall: %1").arg(s.detail)
                                         : tr("%n stalls here; the longest: %1", nullptr, s.count).arg(s.detail);
        QColor shade = kStallColor;
        shade.setAlpha(28);
        addSpan(m_plotLayer, QRectF(s.left, plot.top(), s.right - s.left, plot.height()), shade, tip);
        addSpan(m_plotLayer, QRectF(s.left, plot.bottom() - barHeight, s.right - s.left, barHeight), kStallColor, tip);
        ++m_stallSpans;
    }

    // A stream blocked right now: its op has been in flight longer than the threshold and
    // has not returned yet. Drawn growing, hatched, until the op returns.
    if (m_running) {
        for (const ChartData::Blocked& b : m_data.blockedNow()) {
            const double left = std::max(plot.left(), xToPos(b.sinceS));
            const double right = std::max(left + 2, xToPos(b.nowS));
            const QString tip = tr("Stream %1 is blocked: its operation has not returned for %2")
                                    .arg(b.stream + 1)
                                    .arg(milliseconds(b.nowS - b.sinceS));
            addSpan(m_plotLayer, QRectF(left, plot.top(), right - left, plot.height()),
                QBrush(kStallColor, Qt::FDiagPattern), tip);
            addSpan(m_plotLayer, QRectF(left, plot.bottom() - barHeight, right - left, barHeight), kStallColor, tip);
            QGraphicsSimpleTextItem* label = addLabel(m_plotLayer,
                tr("stream %1 blocked %2").arg(b.stream + 1).arg(milliseconds(b.nowS - b.sinceS)), kStallColor, true);
            placeLabel(
                label, QPointF(right - 2, plot.bottom() - barHeight - 3), Qt::AlignRight | Qt::AlignBottom, plot);
            ++m_blockedSpans;
        }
    }

    // Overruns (real-time streams): data a recorder would have lost. A magenta bar above the
    // stall bar, so both can be seen at once, with a marker where each group starts. Overruns
    // closer than a few pixels merge, so hundreds of them stay one readable mark.
    struct OverrunGroup {
        double left = 0;
        double right = 0;
        int count = 0;
        int64_t bytes = 0;
        double firstS = 0;
        double lastS = 0;
        QSet<int> streams;
    };
    QList<OverrunGroup> groups;
    QList<OverrunEvent> overruns = m_data.overruns();
    std::sort(overruns.begin(), overruns.end(),
        [](const OverrunEvent& a, const OverrunEvent& b) { return a.timeS < b.timeS; });
    for (const OverrunEvent& o : overruns) {
        if (o.timeS < x0 || o.timeS > x1)
            continue;
        const double x = xToPos(o.timeS);
        if (!groups.isEmpty() && x <= groups.last().right + 4) {
            OverrunGroup& g = groups.last();
            g.right = std::max(g.right, x + 2);
            ++g.count;
            g.bytes += o.bytesLost;
            g.lastS = o.timeS;
            g.streams.insert(o.stream);
        } else {
            groups.append({ x - 1, x + 2, 1, o.bytesLost, o.timeS, o.timeS, { o.stream } });
        }
    }
    const double overrunTop = plot.bottom() - 2 * barHeight - 2;
    for (const OverrunGroup& g : groups) {
        QStringList streams;
        QList<int> sorted = g.streams.values();
        std::sort(sorted.begin(), sorted.end());
        for (int stream : sorted)
            streams.append(QString::number(stream + 1));
        const QString tip = g.count == 1 ? tr("Overrun: stream %1 lost %2 at %3 s")
                                               .arg(streams.first(), Units::formatSize(g.bytes), seconds(g.firstS))
                                         : tr("%n overruns from %1 s to %2 s: %3 lost (streams %4)", nullptr, g.count)
                                               .arg(seconds(g.firstS), seconds(g.lastS), Units::formatSize(g.bytes),
                                                   streams.join(QStringLiteral(", ")));
        addSpan(m_plotLayer, QRectF(g.left, overrunTop, g.right - g.left, barHeight), kOverrunColor, tip);
        QPolygonF triangle;
        const double base = overrunTop - 1;
        triangle << QPointF(g.left + 1, base) << QPointF(g.left - 3, base - 7) << QPointF(g.left + 5, base - 7);
        auto* mark = new QGraphicsPolygonItem(triangle, m_plotLayer);
        mark->setPen(Qt::NoPen);
        mark->setBrush(kOverrunColor);
        mark->setToolTip(tip);
        ++m_overrunMarks;
    }

    updateStrips(x0, x1);
}

// Strips under the time axis: I/O pressure (PSI "some") and, for real-time runs, the
// buffer fill of each stream. One pixel column each; a column shows the highest value
// that falls into it, so short peaks are not averaged away.
void LiveChart::updateStrips(double x0, double x1)
{
    const bool pressure = m_mode == Mode::Run && m_data.hasPressure();
    const bool buffers = m_mode == Mode::Run && m_data.hasBuffers();
    const int bufferRows = buffers ? (m_data.bufferStreams() <= 8 ? m_data.bufferStreams() : 1) : 0;
    const double rowHeight = 5;
    const double gap = 4;
    const double stripHeight = (pressure ? rowHeight + gap : 0) + (bufferRows > 0 ? bufferRows * rowHeight + gap : 0);
    const int wantedRows = (pressure ? 1 : 0) + bufferRows;
    if (wantedRows != m_stripRows) {
        m_stripRows = wantedRows;
        QMargins margins = m_chart->margins();
        margins.setBottom(4 + int(std::ceil(stripHeight)));
        margins.setLeft(kChartMarginLeft);
        m_chart->setMargins(margins);
        scheduleRefresh(); // the plot area moves; draw again once the layout has settled
    }
    if (wantedRows == 0)
        return;

    const QRectF plot = m_chart->plotArea();
    const int columns = std::max(1, int(plot.width()));
    const QList<double>& t = m_data.t();
    // Inside the chart's background: below the time axis title, above the layout's margin.
    qreal layoutLeft = 0, layoutTop = 0, layoutRight = 0, layoutBottom = 0;
    if (m_chart->layout())
        m_chart->layout()->getContentsMargins(&layoutLeft, &layoutTop, &layoutRight, &layoutBottom);
    double top = m_chart->rect().bottom() - layoutBottom - m_chart->margins().bottom() + 2;

    auto drawRow = [&](const QList<float>& values, double y, double height, auto colourOf, const QString& tip) {
        QImage image(columns, 1, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QList<float> best(columns, kNoValue);
        const double scale = columns / (x1 - x0);
        for (qsizetype i = 0; i < t.size() && i < values.size(); ++i) {
            const float v = values.at(i);
            if (std::isnan(v))
                continue;
            // Each sample covers the time since the previous one.
            const double from = i > 0 ? t.at(i - 1) : t.at(i);
            if (t.at(i) < x0 || from > x1)
                continue;
            const int c0 = std::clamp(int((from - x0) * scale), 0, columns - 1);
            const int c1 = std::clamp(int((t.at(i) - x0) * scale), 0, columns - 1);
            for (int c = c0; c <= c1; ++c) {
                if (std::isnan(best[c]) || v > best[c])
                    best[c] = v;
            }
        }
        for (int c = 0; c < columns; ++c) {
            if (!std::isnan(best[c]))
                image.setPixelColor(c, 0, colourOf(best[c]));
        }
        auto* frame = new QGraphicsRectItem(QRectF(plot.left(), y, plot.width(), height), m_stripLayer);
        frame->setPen(QPen(QColor(0xb0, 0xbe, 0xc5), 0.5));
        frame->setBrush(QColor(0xf5, 0xf5, 0xf5));
        frame->setToolTip(tip);
        auto* pixmap = new QGraphicsPixmapItem(QPixmap::fromImage(image), m_stripLayer);
        pixmap->setTransformationMode(Qt::FastTransformation);
        pixmap->setPos(plot.left(), y);
        pixmap->setTransform(QTransform::fromScale(plot.width() / columns, height));
        pixmap->setToolTip(tip);
    };
    double widestLabel = 0;
    auto stripLabel = [&](const QString& text, double y, double height) {
        QGraphicsSimpleTextItem* label = addLabel(m_stripLayer, text, kMarkerColor.darker(150), false, 1.5);
        placeLabel(label, QPointF(plot.left() - 4, y + height / 2), Qt::AlignRight | Qt::AlignVCenter);
        widestLabel = std::max(widestLabel, label->boundingRect().width());
    };

    if (pressure) {
        drawRow(
            m_data.ioPressure(), top, rowHeight,
            [](float pct) {
                const double a = std::clamp(double(pct) / 100.0, 0.0, 1.0);
                return QColor::fromRgbF(float(1.0 - 0.6 * a), float(1.0 - 0.9 * a), float(1.0 - 0.4 * a));
            },
            tr("I/O pressure: share of each moment in which some task waited for I/O (darker = more)"));
        stripLabel(tr("I/O pressure"), top, rowHeight);
        top += rowHeight + gap;
    }
    if (bufferRows > 0) {
        auto fillColour = [](float pct) {
            const double a = std::clamp(double(pct) / 100.0, 0.0, 1.0);
            // green (empty) -> amber (half) -> red (full)
            return a < 0.5 ? QColor::fromRgbF(float(0.4 + 1.2 * a), 0.75f, 0.3f)
                           : QColor::fromRgbF(1.0f, float(0.75 - 1.3 * (a - 0.5)), 0.2f);
        };
        if (bufferRows == 1 && m_data.bufferStreams() > 1) {
            drawRow(m_data.bufferFillMax(), top, rowHeight, fillColour,
                tr("Fullest stream buffer (green empty, red full; an overrun loses data)"));
            stripLabel(tr("buffer fill (max)"), top, rowHeight);
        } else {
            for (int i = 0; i < bufferRows; ++i) {
                drawRow(m_data.bufferFill(i), top + i * rowHeight, rowHeight, fillColour,
                    tr("Buffer fill of stream %1 (green empty, red full; an overrun loses data)").arg(i + 1));
            }
            stripLabel(tr("buffer fill"), top, bufferRows * rowHeight);
        }
    }
    // The labels sit left of the plot, where the y axis' labels are; with short axis labels
    // that is too narrow for them, so widen the chart's left margin (and draw again).
    const double deficit = layoutLeft + 2 + widestLabel + 6 - plot.left();
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
    const RunConfig& c = m_data.config();
    QStringList parts;
    parts.append(c.preset.isEmpty() ? tr("custom") : c.preset);
    QStringList counts;
    for (int n : c.streamCounts)
        counts.append(QString::number(n));
    parts.append(tr("%1 stream(s)").arg(counts.join(QStringLiteral(", "))));
    if (c.isRealTime()) {
        parts.append(tr("%1 per stream").arg(Units::formatRate(c.rateFor(0))));
        if (c.durationNs > 0)
            parts.append(Units::formatDurationNs(c.durationNs));
    }
    if (c.sizePerStream > 0)
        parts.append(tr("%1 per stream").arg(Units::formatSize(c.sizePerStream)));
    else if (c.totalSize > 0)
        parts.append(tr("%1 per pass").arg(Units::formatSize(c.totalSize)));
    parts.append(tr("%1 blocks").arg(Units::formatSize(c.blockSize)));
    parts.append(toString(c.mode));
    parts.append(toString(c.schedule));
    parts.append(tr("flush %1").arg(flushToString(c.flush, c.flushEveryBytes)));
    QStringList targets;
    for (const SysProbe::Environment& env : m_data.environments()) {
        QString target = env.fsType.isEmpty() ? env.targetDir : env.fsType;
        if (env.device.present)
            target += tr(" on %1").arg(env.device.displayName.isEmpty() ? env.device.name : env.device.displayName);
        targets.append(target);
    }
    if (targets.isEmpty())
        targets = c.targetDirs;
    parts.append(targets.join(QStringLiteral(", ")));
    if (m_startedAt.isValid())
        parts.append(QLocale().toString(m_startedAt, QStringLiteral("yyyy-MM-dd HH:mm")));
    return parts.join(QStringLiteral(" \u00b7 "));
}

bool LiveChart::saveImage(const QString& path, QString* error)
{
    refreshNow();
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator generator;
        generator.setFileName(path);
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
        if (!QFileInfo::exists(path)) {
            if (error)
                *error = tr("cannot write %1").arg(path);
            return false;
        }
        return true;
    }
    // grab() renders at the screen's device pixel ratio, so the PNG is as sharp as the screen.
    const QPixmap pixmap = grab();
    if (pixmap.isNull() || !pixmap.save(path, "PNG")) {
        if (error)
            *error = tr("cannot write %1").arg(path);
        return false;
    }
    return true;
}

void LiveChart::setInteractive(bool interactive)
{
    // During a run the axes follow the data; zoom and pan come afterwards.
    setRubberBand(interactive ? QChartView::RectangleRubberBand : QChartView::NoRubberBand);
}

void LiveChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    scheduleRefresh();
}

void LiveChart::mousePressEvent(QMouseEvent* event)
{
    const bool panButton = event->button() == Qt::MiddleButton
        || (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier));
    if (!m_running && panButton) {
        m_panning = true;
        m_panLast = event->position();
        setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    if (event->button() == Qt::RightButton) {
        event->accept(); // the context menu, not QChartView's zoom-out
        return;
    }
    QChartView::mousePressEvent(event);
}

void LiveChart::mouseMoveEvent(QMouseEvent* event)
{
    if (m_panning) {
        const QPointF delta = event->position() - m_panLast;
        m_panLast = event->position();
        m_chart->scroll(-delta.x(), delta.y());
        event->accept();
        return;
    }
    QChartView::mouseMoveEvent(event);
}

void LiveChart::mouseReleaseEvent(QMouseEvent* event)
{
    if (m_panning) {
        m_panning = false;
        unsetCursor();
        event->accept();
        return;
    }
    if (event->button() == Qt::RightButton) {
        event->accept();
        return;
    }
    QChartView::mouseReleaseEvent(event);
}

void LiveChart::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (!m_running) {
        resetZoom();
        event->accept();
        return;
    }
    QChartView::mouseDoubleClickEvent(event);
}

void LiveChart::wheelEvent(QWheelEvent* event)
{
    if (m_running || event->angleDelta().y() == 0) {
        QChartView::wheelEvent(event);
        return;
    }
    // Zoom the time axis around the mouse.
    const double factor = event->angleDelta().y() > 0 ? 0.8 : 1.25;
    const QRectF plot = m_chart->plotArea();
    const double fraction = std::clamp((event->position().x() - plot.left()) / plot.width(), 0.0, 1.0);
    const double x0 = m_x->min();
    const double x1 = m_x->max();
    const double at = x0 + fraction * (x1 - x0);
    m_x->setRange(at - (at - x0) * factor, at + (x1 - at) * factor);
    event->accept();
}

void LiveChart::keyPressEvent(QKeyEvent* event)
{
    if (m_running) {
        QChartView::keyPressEvent(event);
        return;
    }
    const QRectF plot = m_chart->plotArea();
    switch (event->key()) {
    case Qt::Key_Left:
        m_chart->scroll(-plot.width() / 10, 0);
        break;
    case Qt::Key_Right:
        m_chart->scroll(plot.width() / 10, 0);
        break;
    case Qt::Key_Up:
        m_chart->scroll(0, plot.height() / 10);
        break;
    case Qt::Key_Down:
        m_chart->scroll(0, -plot.height() / 10);
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        m_chart->zoomIn();
        break;
    case Qt::Key_Minus:
        m_chart->zoomOut();
        break;
    case Qt::Key_Home:
    case Qt::Key_0:
        resetZoom();
        break;
    default:
        QChartView::keyPressEvent(event);
        return;
    }
    event->accept();
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
    QStringList texts;
    for (QGraphicsItem* layer :
        { static_cast<QGraphicsItem*>(m_plotLayer), static_cast<QGraphicsItem*>(m_stripLayer) }) {
        for (QGraphicsItem* item : layer->childItems()) {
            for (QGraphicsItem* child : item->childItems()) {
                if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(child))
                    texts.append(text->text());
            }
        }
    }
    return texts;
}
