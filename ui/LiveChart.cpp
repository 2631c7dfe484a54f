#include "LiveChart.h"

#include "ChartOverlay.h"
#include "ImageFile.h"
#include "Units.h"

#include <QAreaSeries>
#include <QBuffer>
#include <QChart>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLegend>
#include <QLoggingCategory>
#include <QPainter>
#include <QSvgGenerator>
#include <QValueAxis>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

Q_LOGGING_CATEGORY(lcChart, "streamscope.chart", QtWarningMsg)

namespace {

// The Dirty+Writeback axis reaches up to the throttle ceiling when the data comes within this
// factor of it.
constexpr double kCeilingReach = 3.0;

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
    // The legend is the overlay's (see updateLegend()): Qt's shortens names that do not fit in
    // one row. Qt's stays, without markers, to keep the room for it between title and plot.
    m_chart->legend()->setAlignment(Qt::AlignTop);
    m_chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    m_chart->setBackgroundRoundness(0);
    // Axis labels in the user's locale (decimal comma in German and French).
    m_chart->setLocalizeNumbers(true);
    m_chart->setLocale(locale());
    m_chart->setMargins(QMargins(kChartMarginLeft, 4, 10, 4));
    setRenderHint(QPainter::Antialiasing);
    // The height's minimum follows the legend and strips (layoutChart).
    setMinimumSize(480, 220);
    setFocusPolicy(Qt::StrongFocus);

    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(kMinRefreshIntervalMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, [this] {
        m_budgeted = true; // a coalesced live redraw: the CPU budget may thin its columns
        refresh();
        m_budgeted = false;
    });

    setAccessibleName(tr("Live chart"));
    setAccessibleDescription(tr("Write and read rates over time: total, per stream, ongoing (dashed), effective "
                                "including the flush (thick), and what the device moved (wide, pale). Arrow keys pan, "
                                "plus and minus zoom, Home or 0 resets the view (back to live during a run)."));
    m_colors = ChartColors::fromPalette(palette());
    makeAxes();
    clearChart();
    applyPalette();
}

LiveChart::~LiveChart() = default;

// The axes live as long as the chart. Deleted axes leave their drawing in the scene until
// the event loop runs, so a picture taken right after a new run or report showed them.
void LiveChart::makeAxes()
{
    m_x = new QValueAxis;
    m_x->setTitleText(tr("time (s)"));
    m_y = new QValueAxis;
    m_y->setTitleText(Units::rateUnitName());
    m_yDirty = new QValueAxis;
    m_yShare = new QValueAxis;
    updateSideTitles();
    m_yDirty->setGridLineVisible(false);
    m_yShare->setLabelFormat(QStringLiteral("%.0f"));
    m_yShare->setGridLineVisible(false); // the rate axis's grid is the one to read
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_chart->addAxis(m_yShare, Qt::AlignLeft);
    m_chart->addAxis(m_yDirty, Qt::AlignRight);
    m_yShare->setVisible(false);
    m_navigator = new ChartNavigator(this, m_x);
    for (QValueAxis* axis : { m_x, m_y, m_yDirty, m_yShare }) {
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
    m_series = std::make_unique<ChartSeries>(m_chart, this, m_x, m_y, m_yDirty, m_yShare);
    m_offScale = std::make_unique<OffScaleMarks>(m_chart);
}

void LiveChart::clearChart()
{
    m_showsHosts = false;
    m_hostsStored = false;
    m_storedHosts = TogetherData();
    m_focusHost = -1;
    clearDrawing();
}

void LiveChart::clearDrawing()
{
    m_series->clear();
    m_compare.clear();
    {
        ChartNavigator::ProgrammaticRange programmatic(*m_navigator);
        for (QValueAxis* axis : { m_x, m_y, m_yDirty, m_yShare }) {
            axis->setTickType(QValueAxis::TicksFixed); // see setRangeAndTicks()
            axis->setRange(0, 1);
        }
    }
    m_yDirty->setVisible(false); // until there is dirty data
    m_yShare->setVisible(false); // until a real-time run's streams show their shares
    styleAxes();
    m_overlay->clear();
    m_offScale->clear();
    m_overlay->drawLegend({}, {}, m_colors);
    m_stallSpans = m_flushSpans = m_overrunMarks = m_blockedSpans = 0;
    m_navigator->follow();
    m_ranges.reset();
    m_emptyTitle.clear();
    m_compareRelative = false;
    m_series->setCompareRelative(false);
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
    m_series->setColors(m_colors);
    updateOverlays(); // the overlays take their colours when they are drawn
}

void LiveChart::styleAxes()
{
    for (QValueAxis* axis : { m_x, m_y, m_yDirty, m_yShare }) {
        if (!axis)
            continue;
        const QColor text = axis == m_yDirty ? m_colors.dirtyText : m_colors.text;
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(m_colors.axisLine);
        axis->setGridLineColor(m_colors.grid);
    }
}

void LiveChart::setRun(LiveRun* run)
{
    if (m_run)
        disconnect(m_run, nullptr, this, nullptr);
    m_run = run;
    connect(run, &LiveRun::began, this, &LiveChart::beginRun);
    connect(run, &LiveRun::targetAdded, this, [this] {
        updateTitle();
        scheduleRefresh();
    });
    connect(run, &LiveRun::passAdded, this, &LiveChart::scheduleRefresh);
    connect(run, &LiveRun::phaseStarted, this, &LiveChart::scheduleRefresh);
    connect(run, &LiveRun::samplesAppended, this, [this](int streamsBefore) {
        if (data().streamCount() != streamsBefore)
            Q_EMIT streamCountChanged(data().streamCount());
        scheduleRefresh();
    });
    connect(run, &LiveRun::phaseFinished, this, &LiveChart::scheduleRefresh);
    connect(run, &LiveRun::runEnded, this, &LiveChart::endRun);
}

// A live run: clears everything and follows the run's data until it ends.
void LiveChart::beginRun()
{
    clearChart();
    m_mode = Mode::Run;
    m_showsRun = true;
    m_data = ChartData(); // the report shown before, no longer drawn
    m_startedAt = m_run->startedAt();
    m_running = true;
    m_navigator->setLive(true);
    updateTitle();
    Q_EMIT streamCountChanged(0);
    Q_EMIT liveChanged(true);
    Q_EMIT modeChanged();
    refreshNow();
}

void LiveChart::endRun()
{
    m_running = false;
    if (m_run->startedAt().isValid())
        m_startedAt = m_run->startedAt();
    updateTitle();
    // A view the user zoomed to during the run stays; a following one shows the whole run.
    m_navigator->setLive(false);
    Q_EMIT liveChanged(false);
    refreshNow();
}

void LiveChart::showReport(const RunReport& report)
{
    clearChart();
    if (report.together && report.targets.size() > 1) {
        // Each host's target has its own clock: drawn as one timeline, they would overlap.
        m_mode = Mode::Compare;
        m_showsRun = false;
        m_data.reset(RunConfig());
        m_storedHosts = TogetherData::fromReport(report);
        m_hostsStored = true;
        m_showsHosts = true;
        m_startedAt = report.startedAt;
        m_running = false;
        addHostLines();
        m_navigator->setLive(false);
        Q_EMIT streamCountChanged(0);
        Q_EMIT modeChanged();
        refreshNow();
        return;
    }
    m_mode = Mode::Run;
    m_showsRun = false;
    m_data = ChartData::fromReport(report);
    m_startedAt = report.startedAt;
    m_running = false;
    updateTitle();
    m_navigator->setLive(false);
    Q_EMIT streamCountChanged(m_data.streamCount());
    Q_EMIT modeChanged();
    refreshNow();
}

void LiveChart::showNothing(const QString& title)
{
    clearChart();
    m_mode = Mode::Run;
    m_running = false;
    m_showsRun = false;
    m_data.reset(RunConfig());
    m_startedAt = QDateTime();
    m_emptyTitle = title;
    updateTitle();
    m_navigator->setLive(false);
    Q_EMIT streamCountChanged(0);
    Q_EMIT modeChanged();
    refreshNow();
}

void LiveChart::showComparison(const QList<RunReport>& reports, const QStringList& labels)
{
    clearChart();
    m_mode = Mode::Compare;
    m_running = false;
    m_showsRun = false;
    m_data.reset(RunConfig());
    QStringList names;
    for (int i = 0; i < reports.size(); ++i) {
        names.append(i < labels.size() ? labels.at(i) : tr("run %1").arg(i + 1));
        m_compare.append(ChartData::fromReport(reports.at(i)));
    }
    m_series->addComparison(names);
    m_compareRelative = compareSpread() >= kRelativeSpread;
    m_series->setCompareRelative(m_compareRelative);
    updateComparisonTitle();
    m_navigator->setLive(false);
    Q_EMIT streamCountChanged(0);
    Q_EMIT modeChanged();
    refreshNow();
}

void LiveChart::setHighlightedStream(int stream)
{
    if (m_series->setHighlighted(stream))
        refreshNow();
}

void LiveChart::scheduleRefresh()
{
    if (m_refreshTimer.isActive())
        return;
    // At most 20 redraws a second, and fewer when a redraw is expensive (a huge window, an
    // hour of data): the chart keeps to CpuBudget::Redraws::kShare of one core.
    m_budget.addCost(m_lastRefreshCpuMs + m_lastPaintCpuMs);
    m_refreshTimer.setInterval(std::max(kMinRefreshIntervalMs, m_budget.nextIntervalMs()));
    m_refreshTimer.start();
}

void LiveChart::paintEvent(QPaintEvent* event)
{
    QElapsedTimer timer;
    timer.start();
    const double cpu = CpuBudget::threadCpuMs();
    QChartView::paintEvent(event);
    m_lastPaintCpuMs = CpuBudget::threadCpuMs() - cpu;
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

double LiveChart::smoothingWindow() const
{
    return m_smoothing >= 0 ? m_smoothing : autoSmoothingWindow();
}

double LiveChart::autoSmoothingWindow() const
{
    // Auto: compared runs take the real-time window when they all are real-time runs.
    bool realTime = m_mode != Mode::Compare || !compared().isEmpty();
    if (m_mode == Mode::Compare) {
        for (const ChartData& run : compared())
            realTime = realTime && run.config().isRealTime();
    } else {
        realTime = data().config().isRealTime();
    }
    return RollingRate::defaultWindow(realTime);
}

void LiveChart::setSmoothing(double seconds)
{
    m_smoothing = seconds < 0 ? kAutoSmoothing : seconds;
    refreshNow();
}

void LiveChart::setFollowWindow(double seconds)
{
    m_followWindow = std::max(0.0, seconds);
    if (m_navigator->follows())
        refreshNow();
}

void LiveChart::setFitAll(bool fitAll)
{
    if (fitAll == m_fitAll)
        return;
    m_fitAll = fitAll;
    refitValues();
}

void LiveChart::refitValues()
{
    m_ranges.yMax = 0; // at once, also downwards while live
    refreshNow();
}

void LiveChart::rateUnitChanged()
{
    updateComparisonTitle();
    updateTitle();
    refitValues();
}

void LiveChart::setScaleTo(ScaleTo scale)
{
    if (scale == m_scaleTo)
        return;
    m_scaleTo = scale;
    refitValues();
}

bool LiveChart::scalesToStreams() const
{
    return m_mode == Mode::Run && data().streamCount() >= 2 && m_scaleTo == ScaleTo::Streams;
}

bool LiveChart::showsStreamShares() const
{
    return m_mode == Mode::Run && m_scaleTo == ScaleTo::Auto && ChartSeries::canShowShares(data());
}

void LiveChart::setCompareLine(CompareLine line)
{
    if (line == m_compareLine)
        return;
    m_compareLine = line;
    m_series->setCompareLine(int(line));
    updateComparisonTitle();
    refitValues();
}

void LiveChart::setCompareRelative(bool relative)
{
    if (relative == m_compareRelative)
        return;
    m_compareRelative = relative;
    m_series->setCompareRelative(compareRelative());
    updateComparisonTitle();
    refitValues();
}

double LiveChart::compareSpread() const
{
    double slowest = 0;
    double fastest = 0;
    for (const ChartData& run : m_compare) {
        const double typical = ChartSeries::typicalRate(run);
        if (typical <= 0)
            continue;
        slowest = slowest > 0 ? std::min(slowest, typical) : typical;
        fastest = std::max(fastest, typical);
    }
    return slowest > 0 ? fastest / slowest : 1.0;
}

void LiveChart::resetZoom()
{
    m_navigator->resetZoom();
}

bool LiveChart::showStall(double startS, double durationS)
{
    const double around = std::max(0.1, durationS);
    if (!m_navigator->zoomTo(std::max(0.0, startS - around), startS + durationS + around))
        return false;
    refreshNow();
    return true;
}

std::pair<double, double> LiveChart::timeRange() const
{
    return { m_x->min(), m_x->max() };
}

void LiveChart::updateAxes(double& x0, double& x1)
{
    if (!m_navigator->follows()) {
        x0 = m_x->min();
        x1 = m_x->max();
        return;
    }
    // Past the newest tick: the last phase's flush tail, stalls and overruns end later.
    double lastT = ChartMarks::dataEnd(data());
    if (m_mode == Mode::Compare) { // one host shown alone: its own time only
        for (const ChartData& run : compared())
            lastT = std::max(lastT, ChartMarks::dataEnd(run));
    }
    m_ranges.fitTime(lastT, m_running, m_mode == Mode::Run ? m_followWindow : 0);
    x0 = m_ranges.xMin;
    x1 = m_ranges.xMax;
    ChartNavigator::ProgrammaticRange programmatic(*m_navigator);
    setRangeAndTicks(m_x, x0, x1, xTicks());
}

void LiveChart::refresh()
{
    QElapsedTimer timer;
    timer.start();
    const double cpu = CpuBudget::threadCpuMs();
    m_refreshTimer.stop();
    ++m_refreshCount;
    // Pictures and explicit redraws get every pixel column; live redraws over budget fewer.
    const double columnShare = m_budgeted && m_running ? m_budget.columnFactor() : 1.0;
    const int columns = std::max(50, int(m_chart->plotArea().width() * columnShare));
    ChartSeries::Frame frame;
    m_series->setSmoothing(smoothingWindow());
    const bool shares = showsStreamShares();
    m_series->setStreamShare(shares);
    m_yShare->setVisible(shares);
    updateRateTitle();
    updateSideTitles();
    updateAxes(frame.x0, frame.x1);
    frame.columns = columns;
    const ChartSeries::Filled filled
        = m_mode == Mode::Compare ? m_series->fillComparison(compared(), frame) : m_series->fillRun(data(), frame);

    {
        ChartNavigator::ProgrammaticRange programmatic(*m_navigator);
        if (m_navigator->follows()) {
            // The Dirty+Writeback axis takes in the throttle ceiling when the dirty data comes
            // near it, so that the user sees how far it is from where the kernel holds writers
            // back. Far above (a real-time run's few MiB under a ceiling of GiBs) it would
            // flatten the area: the axis fits the data and the ceiling is marked off scale.
            double dirtyMax = filled.dirtyMax;
            const double ceiling = data().throttleCeilingMiB();
            // The same in every phase, stalls or not: a flush's fdatasync counted as a stall and
            // stretched the axis to a ceiling 600 times the data, its line then crossing the
            // rates; writers the kernel holds back have their dirty data near the ceiling anyway.
            if (m_mode == Mode::Run && data().hasDirty() && !std::isnan(ceiling)
                && ceiling <= filled.dirtyMax * kCeilingReach)
                dirtyMax = std::max(dirtyMax, ceiling * 1.05);
            // The program's own lines set the rate axis; the device's only when asked to (its
            // write-back bursts are 100 times a real-time run's rate).
            // Scaled to a real-time run's streams, N times below their total, the total, ongoing
            // and effective lines run off the top, marked like the device's.
            double peak = m_fitAll ? std::max(filled.yMax, filled.deviceMax)
                                   : (scalesToStreams() ? filled.streamsMax : filled.yMax);
            // With the streams on their share axis: room for the total the streams need, so
            // that a total short of it reads as short, not as the top of the plot.
            if (shares)
                peak = std::max(peak, Units::shownRate(neededMiBs()));
            m_ranges.fitValues(peak, dirtyMax, m_running);
            setRangeAndTicks(m_y, 0, m_ranges.yMax, AxisScale::kValueTicks);
            setRangeAndTicks(m_yDirty, 0, m_ranges.dirtyMax, AxisScale::kValueTicks);
            if (shares) {
                // 0-150 %, in 50 % steps; further only for a catch-up burst over it.
                const double top = std::clamp(std::ceil(filled.shareMax * 1.05 / 50) * 50, 150.0, 400.0);
                setRangeAndTicks(m_yShare, 0, top, int(top / 50) + 1);
            }
        } else {
            // Zoomed or panned by the user: keep the ranges, fit the ticks to them.
            setTicks(m_x, xTicks());
            setTicks(m_y, AxisScale::kValueTicks);
            setTicks(m_yDirty, AxisScale::kValueTicks);
        }
    }
    layoutChart();
    // A new legend row, axis title or strip moved the plot: decimate again for its new width.
    if (std::max(50, int(m_chart->plotArea().width() * columnShare)) != columns)
        scheduleRefresh();
    // The marks of lines off the top first: the labels along the top keep clear of them.
    updateOffScale();
    updateOverlays();
    Q_EMIT refreshed();
    m_lastRefreshMs = double(timer.nsecsElapsed()) / 1e6;
    m_lastRefreshCpuMs = CpuBudget::threadCpuMs() - cpu;
    qCDebug(lcChart,
        "redraw %d: %.2f ms (last paint %.2f ms), %lld samples to %lld points in %d series over %d columns",
        m_refreshCount, m_lastRefreshMs, m_lastPaintMs, qlonglong(data().size()), qlonglong(filled.points),
        filled.series, columns);
}

double LiveChart::neededMiBs() const
{
    double bytesPerSecond = 0;
    for (int i = 0; i < data().maxStreamsInPass(); ++i)
        bytesPerSecond += data().config().rateFor(i);
    return bytesPerSecond / Units::kMiB;
}

int LiveChart::xTicks() const
{
    return AxisScale::timeTicks(m_chart->plotArea().width());
}

bool LiveChart::saveImage(const QString& path, QString* error)
{
    refreshNow();
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
        const QByteArray svg
            = ImageFile::renderSvg(this, m_mode == Mode::Run ? titleText() : m_chart->title(), tr("StreamScope chart"));
        if (svg.isEmpty()) {
            if (error)
                *error = tr("cannot write %1").arg(path);
            return false;
        }
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

QList<ChartOverlay::Shown> LiveChart::legendTexts() const
{
    return m_overlay->legendTexts();
}

QList<ChartOverlay::Shown> LiveChart::stripTexts() const
{
    return m_overlay->stripTexts();
}

QPen LiveChart::legendSwatchPen(const QString& text) const
{
    QStringList texts;
    QList<LegendSwatch> swatches;
    legendEntries(texts, swatches);
    const qsizetype i = texts.indexOf(text);
    return i >= 0 && i < swatches.size() ? swatches.at(i).pen : QPen(Qt::NoPen);
}
