#include "LiveChart.h"

#include "ChartOverlay.h"
#include "ChartText.h"
#include "ImageFile.h"
#include "Units.h"

#include <QAreaSeries>
#include <QBuffer>
#include <QChart>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLoggingCategory>
#include <QPainter>
#include <QSvgGenerator>
#include <QValueAxis>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

Q_LOGGING_CATEGORY(lcChart, "streamscope.chart", QtWarningMsg)

namespace {

constexpr int kChartMarginLeft = 6;
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
    // Low enough that a capacity search brought forward under it gets room on a 768 px screen.
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
    updateDirtyTitle();
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
    m_series = std::make_unique<ChartSeries>(m_chart, this, m_x, m_y, m_yDirty);
    m_offScale = std::make_unique<OffScaleMarks>(m_chart);
}

void LiveChart::clearChart()
{
    m_series->clear();
    m_compare.clear();
    m_showsHosts = false;
    m_hostsStored = false;
    m_storedHosts = TogetherData();
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
    m_offScale->clear();
    m_overlay->drawLegend({}, {}, m_colors);
    m_stallSpans = m_flushSpans = m_overrunMarks = m_blockedSpans = 0;
    m_navigator->follow();
    m_ranges.reset();
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
    updateComparisonTitle();
    m_navigator->setLive(false);
    Q_EMIT streamCountChanged(0);
    Q_EMIT modeChanged();
    refreshNow();
}

void LiveChart::followHosts(TogetherSession* session)
{
    if (m_hosts)
        disconnect(m_hosts, nullptr, this, nullptr);
    m_hosts = session;
    connect(session, &TogetherSession::began, this, &LiveChart::beginHosts);
    connect(session, &TogetherSession::changed, this, &LiveChart::scheduleRefresh);
    connect(session, &TogetherSession::ended, this, [this] {
        if (!m_showsHosts || m_hostsStored)
            return;
        m_running = false;
        m_navigator->setLive(false);
        Q_EMIT liveChanged(false);
        refreshNow();
    });
}

// Several hosts: a line per host (and their sum) over the session's shared clock, drawn as
// compared runs are, but growing while the hosts run.
void LiveChart::beginHosts()
{
    clearChart();
    m_mode = Mode::Compare;
    m_showsHosts = true;
    m_showsRun = false;
    m_data.reset(RunConfig());
    m_startedAt = QDateTime::currentDateTime();
    addHostLines();
    m_running = true;
    m_navigator->setLive(true);
    Q_EMIT streamCountChanged(0);
    Q_EMIT liveChanged(true);
    Q_EMIT modeChanged();
    refreshNow();
}

void LiveChart::addHostLines()
{
    const TogetherData& hosts = *shownHosts();
    QStringList names = hosts.hosts();
    if (hosts.hasSum())
        names.append(tr("sum of the hosts"));
    m_series->addComparison(names);
    updateComparisonTitle();
}

const TogetherData* LiveChart::shownHosts() const
{
    if (!m_showsHosts)
        return nullptr;
    if (m_hostsStored)
        return &m_storedHosts;
    return m_hosts ? &m_hosts->data() : nullptr;
}

const QList<ChartData>& LiveChart::compared() const
{
    const TogetherData* hosts = shownHosts();
    return hosts ? hosts->lines() : m_compare;
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
    if (m_mode != Mode::Run || data().streamCount() < 2 || m_scaleTo == ScaleTo::ProgramLines)
        return false;
    return m_scaleTo == ScaleTo::Streams || data().config().isRealTime();
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

void LiveChart::updateComparisonTitle()
{
    if (m_mode != Mode::Compare)
        return;
    const int n = int(m_compare.size());
    const QString unit = Units::rateUnitName();
    if (const TogetherData* shown = shownHosts()) {
        const int hosts = shown->hostCount();
        m_chart->setTitle(shown->hasSum()
                ? tr("%n host(s) together: total %1 of each host and their sum, since the start signal", nullptr, hosts)
                      .arg(unit)
                : tr("%n host(s) one after another: total %1 of each host", nullptr, hosts).arg(unit));
        return;
    }
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
    const QString unit = Units::rateUnitName();
    const QString title = window > 0
        ? wrappedAxisTitle(
            tr("%1 (interval, %2 s mean)", "rate axis: unit, smoothing window").arg(unit, locale().toString(window)),
            m_y->titleFont())
        : unit;
    if (m_y->titleText() != title)
        m_y->setTitleText(title);
}

void LiveChart::updateDirtyTitle()
{
    const QString title = wrappedAxisTitle(tr("Dirty+Writeback (MiB)"), m_yDirty->titleFont());
    if (m_yDirty->titleText() != title)
        m_yDirty->setTitleText(title);
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
    for (const ChartData& run : compared())
        lastT = std::max(lastT, ChartMarks::dataEnd(run));
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
    updateRateTitle();
    updateDirtyTitle();
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
            // A run that stalled keeps it in: whether writers were held back is the question then.
            if (m_mode == Mode::Run && data().hasDirty() && !std::isnan(ceiling)
                && (ceiling <= filled.dirtyMax * kCeilingReach || !data().stalls().isEmpty()))
                dirtyMax = std::max(dirtyMax, ceiling * 1.05);
            // The program's own lines set the rate axis; the device's only when asked to (its
            // write-back bursts are 100 times a real-time run's rate).
            // A real-time run's streams are N times below their total: scaled to them, the total,
            // ongoing and effective lines run off the top, marked like the device's.
            const double peak = m_fitAll ? std::max(filled.yMax, filled.deviceMax)
                                         : (scalesToStreams() ? filled.streamsMax : filled.yMax);
            m_ranges.fitValues(peak, dirtyMax, m_running);
            setRangeAndTicks(m_y, 0, m_ranges.yMax, AxisScale::kValueTicks);
            setRangeAndTicks(m_yDirty, 0, m_ranges.dirtyMax, AxisScale::kValueTicks);
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
    // The axis reads in the shown unit; the marks are placed from the data's MiB/s.
    const double scale = Units::shownRate(1.0);
    map.y0 = m_y->min() / scale;
    map.y1 = m_y->max() / scale;
    map.dirtyY0 = m_yDirty->min();
    map.dirtyY1 = m_yDirty->max();
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
        for (int i = 0; i < compared().size(); ++i)
            add(QStringLiteral("compare-") + QString::number(i));
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
            line->name(), color, m_colors.readable(color), plot, x0, x1, row++);
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

void LiveChart::updateTitle()
{
    if (m_mode != Mode::Run)
        return;
    m_chart->setTitle(titleText());
}

QString LiveChart::titleText() const
{
    const QString title = ChartText::runTitle(data().config(), data().environments(), m_startedAt);
    // A shared picture of a stopped run must not pass for a finished one.
    for (const PhaseResult& r : data().phaseResults()) {
        if (!r.complete)
            return tr("Partial run, stopped before the flush \u00b7 %1").arg(title);
    }
    return title;
}

bool LiveChart::saveImage(const QString& path, QString* error)
{
    refreshNow();
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
        const QByteArray svg = ImageFile::renderSvg(this, m_chart->title(), tr("StreamScope chart"));
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
