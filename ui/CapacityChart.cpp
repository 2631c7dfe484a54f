#include "CapacityChart.h"

#include "ChartPalette.h"
#include "ImageFile.h"
#include "Units.h"

#include <QChart>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPixmap>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>

CapacityChart::CapacityChart(QWidget* parent)
    : QChartView(parent)
{
    setObjectName(QStringLiteral("capacityChart"));
    setAccessibleName(tr("Capacity chart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(160);
    // The view's own chart: setChart(new QChart) would drop the one QChartView made in its
    // constructor from the scene without deleting it (a leak LeakSanitizer reports).
    m_chart = chart();
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->legend()->setAlignment(Qt::AlignBottom);

    m_x = new QLogValueAxis;
    m_x->setBase(2);
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_x->setTitleText(tr("streams"));
    m_x->setMinorTickCount(0);
    m_fillAxis = new QValueAxis;
    // Room above 100 % so that the squares of counts that overran (always 100 %) are not cut.
    m_fillAxis->setRange(0, 108);
    m_fillAxis->setTickType(QValueAxis::TicksDynamic);
    m_fillAxis->setTickAnchor(0);
    m_fillAxis->setTickInterval(25);
    m_fillAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_fillAxis->setTitleText(tr("worst fill (%)"));
    m_overrunAxis = new QValueAxis;
    m_overrunAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_overrunAxis->setTitleText(tr("overruns"));
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_fillAxis, Qt::AlignLeft);
    m_chart->addAxis(m_overrunAxis, Qt::AlignRight);

    m_fillLine = new QLineSeries;
    m_fillLine->setObjectName(QStringLiteral("fill"));
    m_fillLine->setName(tr("worst buffer fill"));
    m_sustained = new QScatterSeries;
    m_sustained->setObjectName(QStringLiteral("sustained"));
    m_sustained->setName(tr("long-term (● steady)"));
    m_sustained->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_sustained->setMarkerSize(11);
    m_held = new QScatterSeries;
    m_held->setObjectName(QStringLiteral("held"));
    m_held->setName(tr("so far (◆ not steady)"));
    m_held->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    m_held->setMarkerSize(12);
    m_projected = new QScatterSeries;
    m_projected->setObjectName(QStringLiteral("projected"));
    m_projected->setName(tr("would lose data (▲)"));
    m_projected->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    m_projected->setMarkerSize(13);
    m_device = new QLineSeries;
    m_device->setObjectName(QStringLiteral("device"));
    m_overran = new QScatterSeries;
    m_overran->setObjectName(QStringLiteral("overran"));
    m_overran->setName(tr("lost data (■)"));
    m_overran->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_overran->setMarkerSize(11);
    m_overruns = new QLineSeries;
    m_overruns->setObjectName(QStringLiteral("overruns"));
    m_overruns->setName(tr("overruns (right axis)"));
    m_overruns->setPointsVisible(true);

    for (QXYSeries* series : { static_cast<QXYSeries*>(m_device), static_cast<QXYSeries*>(m_fillLine),
             static_cast<QXYSeries*>(m_sustained), static_cast<QXYSeries*>(m_held),
             static_cast<QXYSeries*>(m_projected), static_cast<QXYSeries*>(m_overran) }) {
        m_chart->addSeries(series);
        series->attachAxis(m_x);
        series->attachAxis(m_fillAxis);
    }
    m_chart->addSeries(m_overruns);
    m_overruns->attachAxis(m_x);
    m_overruns->attachAxis(m_overrunAxis);
    // The grey line only joins the points; its legend entry would say nothing new.
    for (QLegendMarker* marker : m_chart->legend()->markers(m_fillLine))
        marker->setVisible(false);
    applyPalette();
    beginSearch(RunConfig());
}

void CapacityChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        applyPalette();
}

// Held data is green (the effective rate's hue), lost data the overrun marks' magenta of the
// live chart, the joining line quiet; the points are ringed in the background colour.
void CapacityChart::applyPalette()
{
    const ChartColors colors = ChartColors::fromPalette(palette());
    setBackgroundBrush(colors.background);
    m_chart->setBackgroundBrush(colors.background);
    m_chart->setBackgroundPen(Qt::NoPen);
    m_chart->setTitleBrush(colors.text);
    m_chart->legend()->setLabelColor(colors.text);
    for (QAbstractAxis* axis : { static_cast<QAbstractAxis*>(m_x), static_cast<QAbstractAxis*>(m_fillAxis),
             static_cast<QAbstractAxis*>(m_overrunAxis) }) {
        axis->setLabelsColor(colors.text);
        axis->setTitleBrush(colors.text);
        axis->setLinePenColor(colors.axisLine);
        axis->setGridLineColor(colors.grid);
    }
    m_overrunAxis->setTitleBrush(colors.readable(colors.overrun));
    m_fillLine->setPen(QPen(colors.marker, 1.5));
    m_sustained->setColor(colors.effective);
    m_sustained->setBorderColor(colors.background);
    m_held->setColor(colors.marker);
    m_held->setBorderColor(colors.background);
    m_projected->setColor(colors.stall);
    m_projected->setBorderColor(colors.background);
    m_device->setPen(QPen(colors.readable(colors.deviceWrite), 2, Qt::DashDotLine));
    m_overran->setColor(colors.overrun);
    m_overran->setBorderColor(colors.background);
    m_overruns->setPen(QPen(colors.overrun, 1.5, Qt::DashLine));
}

void CapacityChart::beginSearch(const RunConfig& base)
{
    m_steps.clear();
    m_deviceMiBs = -1;
    m_base = base;
    updateTitle();
    rebuild();
}

void CapacityChart::updateTitle()
{
    if (m_base.isRealTime() && m_base.mode == IoMode::Buffered) {
        // Buffered steps on a disk run past the duration until decided (CapacitySearch).
        m_chart->setTitle(tr("Capacity search: %1 per stream, %2 buffer, %3 mode, each step until decided")
                              .arg(Units::formatShownRate(m_base.rateFor(0)), Units::formatSize(m_base.bufferBytes),
                                  toString(m_base.mode)));
    } else if (m_base.isRealTime()) {
        m_chart->setTitle(tr("Capacity search: %1 per stream, %2 buffer, %3 mode, %4 s")
                              .arg(Units::formatShownRate(m_base.rateFor(0)), Units::formatSize(m_base.bufferBytes),
                                  toString(m_base.mode), locale().toString(double(m_base.durationNs) / 1e9, 'f', 0)));
    } else {
        m_chart->setTitle(tr("Capacity search: no search yet"));
    }
}

void CapacityChart::addStep(const CapacityStep& step)
{
    m_steps.append(step);
    // Live, the latest step's figure for the device (the search's own comes with its result).
    if (step.deviceBasis != DeviceBasis::Unknown && step.deviceMiBs > 0)
        m_deviceMiBs = step.deviceMiBs;
    rebuild();
}

void CapacityChart::setResult(const CapacityResult& result)
{
    m_steps = result.steps;
    m_deviceMiBs = result.deviceTakesMiBs;
    rebuild();
}

int CapacityChart::stepCount() const
{
    return int(m_fillLine->count());
}

int CapacityChart::sustainedPointCount() const
{
    return int(m_sustained->count() + m_held->count());
}

int CapacityChart::projectedPointCount() const
{
    return int(m_projected->count());
}

bool CapacityChart::showsDeviceLine() const
{
    return m_device->count() == 2;
}

int CapacityChart::overranPointCount() const
{
    return int(m_overran->count());
}

void CapacityChart::rebuild()
{
    // A step that failed for another reason (cancelled, I/O error) says nothing about capacity.
    QList<CapacityStep> steps;
    for (const CapacityStep& s : std::as_const(m_steps)) {
        if (s.streams > 0 && (s.error.isEmpty() || s.overruns > 0))
            steps.append(s);
    }
    std::sort(
        steps.begin(), steps.end(), [](const CapacityStep& a, const CapacityStep& b) { return a.streams < b.streams; });
    QList<QPointF> fill, sustained, held, projected, overran, overruns;
    int minStreams = 1;
    int maxStreams = 2;
    double maxOverruns = 0;
    for (const CapacityStep& s : steps) {
        const QPointF point(s.streams, std::clamp(s.worstBufferFillPct, 0.0, 100.0));
        fill.append(point);
        if (s.verdict == CapacityStep::Verdict::Steady && s.sustained)
            sustained.append(point);
        else if (s.sustained)
            held.append(point);
        else if (s.verdict == CapacityStep::Verdict::ProjectedOverrun && s.overruns == 0)
            projected.append(point);
        else
            overran.append(point);
        overruns.append(QPointF(s.streams, double(s.overruns)));
        maxOverruns = std::max(maxOverruns, double(s.overruns));
    }
    if (!steps.isEmpty()) {
        minStreams = steps.constFirst().streams;
        maxStreams = std::max(steps.constLast().streams, minStreams * 2);
    }
    // What the device takes, in streams' worth: where the arrivals meet it.
    QList<QPointF> device;
    const double rate = m_base.isRealTime() ? m_base.rateFor(0) : 0;
    const double takesMiBs = m_deviceMiBs > 0 ? m_deviceMiBs : -1;
    if (takesMiBs > 0 && rate > 0) {
        const double worth = takesMiBs * Units::kMiB / rate;
        device = { QPointF(worth, 0), QPointF(worth, 108) };
        minStreams = std::min(minStreams, std::max(1, int(worth)));
        maxStreams = std::max(maxStreams, int(std::ceil(worth)));
        m_device->setName(tr("device ~%1 = %2 streams")
                              .arg(Units::formatShownRate(takesMiBs * Units::kMiB),
                                  locale().toString(worth, 'f', worth < 100 ? 1 : 0)));
    }
    m_device->replace(device);
    m_fillLine->replace(fill);
    m_sustained->replace(sustained);
    m_held->replace(held);
    m_projected->replace(projected);
    m_overran->replace(overran);
    m_overruns->replace(overruns);
    // Some room around the outermost points so that their markers are not cut in half.
    m_x->setRange(minStreams / 1.4, maxStreams * 1.4);
    m_overrunAxis->setRange(0, std::max(4.0, std::ceil(maxOverruns * 1.15)));
    m_overrunAxis->applyNiceNumbers();
    // The legend names only what is drawn (with no step yet, the two outcomes), so that its
    // entries fit a laptop's width unelided.
    const auto show = [this](QAbstractSeries* series, bool visible) {
        for (QLegendMarker* marker : m_chart->legend()->markers(series))
            marker->setVisible(visible);
    };
    const bool none = steps.isEmpty();
    show(m_device, !device.isEmpty());
    show(m_sustained, none || !sustained.isEmpty());
    show(m_held, !held.isEmpty());
    show(m_projected, !projected.isEmpty());
    show(m_overran, none || !overran.isEmpty());
    show(m_overruns, maxOverruns > 0);
}

bool CapacityChart::saveImage(const QString& path, QString* error)
{
    return ImageFile::savePng(grab(), path, error);
}
