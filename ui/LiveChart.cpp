#include "LiveChart.h"

#include "Decimation.h"
#include "ImageFile.h"
#include "Units.h"

#include <QAreaSeries>
#include <QBuffer>
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

constexpr int kChartMarginLeft = 6;

// WCAG 2 relative luminance and contrast ratio: the measure behind "3:1 for lines, 4.5:1 for
// text" (WCAG 1.4.11 and 1.4.3), which decides how far a hue must move to read on a theme.
double luminance(const QColor& color)
{
    auto channel = [](float c) { return c <= 0.04045f ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const QColor rgb = color.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
}

double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// `amount` of `to` in `from` (0: from, 1: to), alpha included.
QColor mix(const QColor& from, const QColor& to, double amount)
{
    const QColor a = from.toRgb();
    const QColor b = to.toRgb();
    auto lerp = [amount](float x, float y) { return float(x + (y - x) * amount); };
    return QColor::fromRgbF(lerp(a.redF(), b.redF()), lerp(a.greenF(), b.greenF()), lerp(a.blueF(), b.blueF()),
        lerp(a.alphaF(), b.alphaF()));
}

// The hue, moved towards the text colour (black on light themes, white on dark ones) only as
// far as it takes to stand out from the background by `ratio`.
QColor withContrast(const QColor& color, const QColor& background, const QColor& text, double ratio)
{
    for (int step = 0; step <= 20; ++step) {
        const QColor moved = mix(color, text, step / 20.0);
        if (contrast(moved, background) >= ratio)
            return moved;
    }
    return text;
}

// Okabe & Ito, "Color Universal Design" (2008): eight colours that stay distinct under every
// common colour-vision deficiency. Used for the few bold lines (rates, compared runs), whose
// colour must never be mistaken for another's; its black is the palette's text colour.
namespace OkabeIto {
constexpr QRgb Orange = 0xe69f00;
constexpr QRgb SkyBlue = 0x56b4e9;
constexpr QRgb BluishGreen = 0x009e73;
constexpr QRgb Yellow = 0xf0e442;
constexpr QRgb Blue = 0x0072b2;
constexpr QRgb Vermillion = 0xd55e00;
constexpr QRgb ReddishPurple = 0xcc79a7;
} // namespace OkabeIto

// Paul Tol's "muted" qualitative scheme (https://personal.sron.nl/~pault/): nine colours, also
// colour-blind safe, for the stream lines. Chosen over Okabe-Ito for them because it has more
// hues (a pass often has 4-8 streams) and because muted hues stay behind the bold rate lines
// drawn over them. Ordered so that the first streams differ most, also from the rates.
constexpr QRgb kTolMuted[]
    = { 0x332288, 0x88ccee, 0x882255, 0xddcc77, 0x44aa99, 0xaa4499, 0x999933, 0xcc6677, 0x117733 };

} // namespace

ChartColors ChartColors::fromPalette(const QPalette& palette)
{
    ChartColors c;
    c.background = palette.color(QPalette::Active, QPalette::Base);
    c.text = palette.color(QPalette::Active, QPalette::Text);
    c.dark = luminance(c.background) < luminance(c.text);
    // Quiet elements are the text colour faded into the background, so they keep their
    // weight relative to each other on any theme.
    c.grid = mix(c.background, c.text, c.dark ? 0.22 : 0.14);
    c.axisLine = mix(c.background, c.text, 0.45);
    c.marker = mix(c.background, c.text, 0.6);
    c.labelBackground = c.background;
    c.labelBackground.setAlpha(215);
    c.stripBackground = mix(c.background, c.text, 0.05);
    c.stripFrame = mix(c.background, c.text, 0.3);
    c.pressure = withContrast(QColor::fromRgb(0x5a1a8c), c.background, c.text, 7.0);

    auto line = [&c](QRgb rgb) { return withContrast(QColor::fromRgb(rgb), c.background, c.text, 3.0); };
    // A highlighter under the program's lines: the hue faded into the background.
    auto pale = [&c](QRgb rgb) { return mix(QColor::fromRgb(rgb), c.background, c.dark ? 0.45 : 0.5); };
    c.total = c.text;
    c.ongoing = line(OkabeIto::Orange);
    c.effective = line(OkabeIto::BluishGreen);
    c.deviceWrite = pale(OkabeIto::ReddishPurple);
    c.deviceRead = pale(OkabeIto::SkyBlue);
    c.dirty = QColor::fromRgb(OkabeIto::Yellow);
    c.dirtyText = c.readable(mix(QColor::fromRgb(OkabeIto::Yellow), QColor::fromRgb(OkabeIto::Orange), 0.5));
    // Vermillion is the one red of the set: it is kept for stalls.
    c.stall = line(OkabeIto::Vermillion);
    c.overrun = line(OkabeIto::ReddishPurple);
    c.flush = mix(c.background, c.text, 0.5);
    c.band = mix(QColor::fromRgb(OkabeIto::SkyBlue), c.background, c.dark ? 0.6 : 0.55);
    c.median = line(OkabeIto::Blue);
    c.highlight = withContrast(QColor::fromRgb(OkabeIto::Blue), c.background, c.text, 4.5);
    for (QRgb rgb : kTolMuted)
        c.streams.append(line(rgb));
    for (QRgb rgb : { OkabeIto::Blue, OkabeIto::Vermillion, OkabeIto::BluishGreen, OkabeIto::ReddishPurple,
             OkabeIto::Orange, OkabeIto::SkyBlue, OkabeIto::Yellow })
        c.compare.append(line(rgb));
    c.compare.append(c.text);
    return c;
}

QColor ChartColors::readable(const QColor& color) const
{
    return withContrast(color, background, text, 4.5);
}

namespace {

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

// Numbers shown to the user follow the default QLocale, which Translations::install() sets
// to the chosen language (a decimal comma in German and French).
QString seconds(double s)
{
    return QLocale().toString(s, 'f', s >= 100 ? 0 : (s >= 10 ? 1 : 2));
}

QString milliseconds(double s)
{
    if (s >= 1.0)
        return LiveChart::tr("%1 s").arg(QLocale().toString(s, 'f', 2));
    return LiveChart::tr("%1 ms").arg(QLocale().toString(s * 1000.0, 'f', 0));
}

QString rate(double mibs)
{
    return QLocale().toString(mibs, 'f', mibs >= 100 ? 0 : 1);
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
        for (QValueAxis* axis : { m_x, m_y, m_yDirty }) {
            axis->setMinorTickCount(0);
            connect(axis, &QValueAxis::rangeChanged, this, &LiveChart::onAxisRangeChanged);
        }
    }
    m_settingRange = true;
    for (QValueAxis* axis : { m_x, m_y, m_yDirty }) {
        axis->setTickType(QValueAxis::TicksFixed); // see setRangeAndTicks()
        axis->setRange(0, 1);
    }
    m_settingRange = false;
    m_yDirty->setVisible(false); // until there is dirty data
    styleAxes();
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
        color = mix(color, m_colors.background, 0.7); // opaque: blended lines cost more to draw
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
        run.series = makeLine(QStringLiteral("compare-") + QString::number(i), run.label);
        m_chart->addSeries(run.series);
        run.series->attachAxis(m_x);
        run.series->attachAxis(m_y);
        m_compare.append(std::move(run));
    }
    styleSeries();
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
        setRangeAndTicks(m_yDirty, 0, m_dirtyMax, 6);
        m_settingRange = false;
    } else {
        // Zoomed or panned by the user: keep the ranges, fit the ticks to them.
        m_settingRange = true;
        setTicks(m_x, xTicks());
        setTicks(m_y, 6);
        setTicks(m_yDirty, 6);
        m_settingRange = false;
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

QGraphicsSimpleTextItem* addLabel(QGraphicsItem* parent, const QString& text, const QColor& color,
    const QColor& backgroundColor, bool bold = false, double smaller = 1.0)
{
    auto* background = new QGraphicsRectItem(parent);
    background->setPen(Qt::NoPen);
    background->setBrush(backgroundColor);
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
    QList<QGraphicsItem*> rowLabels; // the flush-tail and phase labels along the top
    QList<std::pair<QGraphicsItem*, QGraphicsItem*>> valueLabels; // ongoing and effective, per phase
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
        QColor fill = m_colors.flush;
        fill.setAlpha(60);
        QBrush brush(fill);
        addSpan(m_plotLayer, QRectF(left, plot.top(), right - left, plot.height()), brush,
            tr("Flush tail: %1 from the last write to the data being on disk (fdatasync + close)")
                .arg(milliseconds(r.flushTailS)));
        auto* hatch = addSpan(m_plotLayer, QRectF(left, plot.top(), right - left, plot.height()),
            QBrush(m_colors.flush, Qt::BDiagPattern), QString());
        hatch->setAcceptHoverEvents(false);
        ++m_flushSpans;
        QGraphicsSimpleTextItem* label = addLabel(m_plotLayer, tr("flush tail %1").arg(milliseconds(r.flushTailS)),
            m_colors.readable(m_colors.flush), m_colors.labelBackground, true);
        const double width = label->boundingRect().width();
        const double center = (left + right) / 2;
        const int row = rows.place(center - width / 2, width);
        placeLabel(label, QPointF(center, plot.top() + 2 + row * rowHeight), Qt::AlignHCenter | Qt::AlignTop, plot);
        rowLabels.append(label->parentItem());
        // Ongoing vs effective: both values named at the end of the writes.
        if (r.effectiveMiBs > 0) {
            QGraphicsSimpleTextItem* ongoing
                = addLabel(m_plotLayer, tr("ongoing %1 MiB/s: into RAM").arg(rate(r.ongoingMiBs)),
                    m_colors.readable(m_colors.ongoing), m_colors.labelBackground, true);
            placeLabel(
                ongoing, toScene(r.ioEndS, r.ongoingMiBs) + QPointF(-4, -3), Qt::AlignRight | Qt::AlignBottom, plot);
            QGraphicsSimpleTextItem* effective
                = addLabel(m_plotLayer, tr("effective %1 MiB/s: on disk, incl. flush").arg(rate(r.effectiveMiBs)),
                    m_colors.readable(m_colors.effective), m_colors.labelBackground, true);
            placeLabel(
                effective, toScene(r.endS, r.effectiveMiBs) + QPointF(-4, 4), Qt::AlignRight | Qt::AlignTop, plot);
            // Close values near the bottom: the effective label was pushed up onto the other.
            QGraphicsItem* ongoingBox = ongoing->parentItem();
            QGraphicsItem* effectiveBox = effective->parentItem();
            const QRectF a = ongoingBox->mapRectToParent(ongoingBox->boundingRect());
            const QRectF b = effectiveBox->mapRectToParent(effectiveBox->boundingRect());
            if (a.intersects(b))
                ongoingBox->setPos(ongoingBox->pos().x(), b.top() - a.height() - 1);
            valueLabels.append(std::pair { ongoingBox, effectiveBox });
            // A double arrow from the ongoing to the effective value over the flush tail.
            const QPointF top = toScene(r.endS, r.ongoingMiBs);
            const QPointF bottom = toScene(r.endS, r.effectiveMiBs);
            if (bottom.y() - top.y() > 12) {
                auto* arrow = new QGraphicsLineItem(QLineF(top + QPointF(0, 3), bottom - QPointF(0, 3)), m_plotLayer);
                arrow->setPen(QPen(m_colors.readable(m_colors.marker), 1.2));
                for (const auto& [tip, dir] : { std::pair { top, 1.0 }, std::pair { bottom, -1.0 } }) {
                    QPolygonF head;
                    head << tip << tip + QPointF(-3.5, 7 * dir) << tip + QPointF(3.5, 7 * dir);
                    auto* item = new QGraphicsPolygonItem(head, m_plotLayer);
                    item->setPen(Qt::NoPen);
                    item->setBrush(m_colors.readable(m_colors.marker));
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
        line->setPen(QPen(m_colors.marker, 1.0, Qt::DashLine));
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
        QGraphicsSimpleTextItem* label
            = addLabel(m_plotLayer, text, m_colors.readable(m_colors.marker), m_colors.labelBackground);
        const double width = label->boundingRect().width();
        const int row = rows.place(x + 3, width);
        placeLabel(label, QPointF(x + 3, plot.top() + 2 + row * rowHeight), Qt::AlignLeft | Qt::AlignTop, plot);
        rowLabels.append(label->parentItem());
    }

    // A rate near the top of the plot put its label onto the labels along the top (longer
    // in German and French): move it below them, and the effective label below it if needed.
    auto boxOf = [](QGraphicsItem* box) { return box->mapRectToParent(box->boundingRect()); };
    auto moveBelowRowLabels = [&](QGraphicsItem* box) {
        for (int pass = 0; pass < rowLabels.size(); ++pass) {
            double below = -1;
            for (QGraphicsItem* rowLabel : std::as_const(rowLabels)) {
                if (boxOf(box).intersects(boxOf(rowLabel)))
                    below = std::max(below, boxOf(rowLabel).bottom() + 1);
            }
            if (below < 0)
                return;
            box->setPos(box->pos().x(), box->pos().y() + below - boxOf(box).top());
        }
    };
    for (const auto& [ongoingBox, effectiveBox] : std::as_const(valueLabels)) {
        moveBelowRowLabels(ongoingBox);
        moveBelowRowLabels(effectiveBox);
        if (boxOf(ongoingBox).intersects(boxOf(effectiveBox)))
            effectiveBox->setPos(effectiveBox->pos().x(), boxOf(ongoingBox).bottom() + 1);
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
        QColor shade = m_colors.stall;
        shade.setAlpha(28);
        addSpan(m_plotLayer, QRectF(s.left, plot.top(), s.right - s.left, plot.height()), shade, tip);
        addSpan(
            m_plotLayer, QRectF(s.left, plot.bottom() - barHeight, s.right - s.left, barHeight), m_colors.stall, tip);
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
                QBrush(m_colors.stall, Qt::FDiagPattern), tip);
            addSpan(m_plotLayer, QRectF(left, plot.bottom() - barHeight, right - left, barHeight), m_colors.stall, tip);
            QGraphicsSimpleTextItem* label = addLabel(m_plotLayer,
                tr("stream %1 blocked %2").arg(b.stream + 1).arg(milliseconds(b.nowS - b.sinceS)),
                m_colors.readable(m_colors.stall), m_colors.labelBackground, true);
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
            streams.append(QLocale().toString(stream + 1));
        const QString tip = g.count == 1 ? tr("Overrun: stream %1 lost %2 at %3 s")
                                               .arg(streams.first(), Units::formatSize(g.bytes), seconds(g.firstS))
                                         : tr("%n overruns from %1 s to %2 s: %3 lost (streams %4)", nullptr, g.count)
                                               .arg(seconds(g.firstS), seconds(g.lastS), Units::formatSize(g.bytes),
                                                   streams.join(QStringLiteral(", ")));
        addSpan(m_plotLayer, QRectF(g.left, overrunTop, g.right - g.left, barHeight), m_colors.overrun, tip);
        QPolygonF triangle;
        const double base = overrunTop - 1;
        triangle << QPointF(g.left + 1, base) << QPointF(g.left - 3, base - 7) << QPointF(g.left + 5, base - 7);
        auto* mark = new QGraphicsPolygonItem(triangle, m_plotLayer);
        mark->setPen(Qt::NoPen);
        mark->setBrush(m_colors.overrun);
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
        frame->setPen(QPen(m_colors.stripFrame, 0.5));
        frame->setBrush(m_colors.stripBackground);
        frame->setToolTip(tip);
        auto* pixmap = new QGraphicsPixmapItem(QPixmap::fromImage(image), m_stripLayer);
        pixmap->setTransformationMode(Qt::FastTransformation);
        pixmap->setPos(plot.left(), y);
        pixmap->setTransform(QTransform::fromScale(plot.width() / columns, height));
        pixmap->setToolTip(tip);
    };
    double widestLabel = 0;
    auto stripLabel = [&](const QString& text, double y, double height) {
        QGraphicsSimpleTextItem* label
            = addLabel(m_stripLayer, text, m_colors.readable(m_colors.marker), m_colors.labelBackground, false, 1.5);
        placeLabel(label, QPointF(plot.left() - 4, y + height / 2), Qt::AlignRight | Qt::AlignVCenter);
        widestLabel = std::max(widestLabel, label->boundingRect().width());
    };

    if (pressure) {
        drawRow(
            m_data.ioPressure(), top, rowHeight,
            [this](float pct) {
                return mix(m_colors.stripBackground, m_colors.pressure, std::clamp(double(pct) / 100.0, 0.0, 1.0));
            },
            tr("I/O pressure: share of each moment in which some task waited for I/O (stronger colour = more)"));
        stripLabel(tr("I/O pressure"), top, rowHeight);
        top += rowHeight + gap;
    }
    if (bufferRows > 0) {
        // One hue growing stronger as the buffer fills, the hue of the overrun marks it
        // leads to: read by strength alone, it stays clear under every colour-vision
        // deficiency and in grey (a green-to-red ramp does not).
        auto fillColour = [this](float pct) {
            return mix(m_colors.stripBackground, m_colors.overrun, std::clamp(double(pct) / 100.0, 0.0, 1.0));
        };
        if (bufferRows == 1 && m_data.bufferStreams() > 1) {
            drawRow(m_data.bufferFillMax(), top, rowHeight, fillColour,
                tr("Fullest stream buffer (pale empty, strong full; an overrun loses data)"));
            stripLabel(tr("buffer fill (max)"), top, rowHeight);
        } else {
            for (int i = 0; i < bufferRows; ++i) {
                drawRow(m_data.bufferFill(i), top + i * rowHeight, rowHeight, fillColour,
                    tr("Buffer fill of stream %1 (pale empty, strong full; an overrun loses data)").arg(i + 1));
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
        counts.append(QLocale().toString(n));
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
        parts.append(QLocale().toString(m_startedAt, QLocale::ShortFormat));
    return parts.join(QStringLiteral(" \u00b7 "));
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
