#include "ChartSeries.h"

#include "ChartText.h"
#include "Decimation.h"
#include "PlainText.h"
#include "Units.h"

#include <QAreaSeries>
#include <QChart>
#include <QCursor>
#include <QLineSeries>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

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

// How far the raw ticks fade into the background (ChartColors::faded: 1 is the background).
constexpr double kRawFade = 0.9;

// Set on a series whose values are a share of its stream's rate (%), not a rate.
constexpr const char* kShareProperty = "streamscopeShareOfRate";
// A compared run drawn as % of its own mean (setCompareRelative): its values read in %.
constexpr const char* kRelativeProperty = "streamscopeShareOfMean";

void raiseToMaxOf(const QXYSeries* series, double& into)
{
    for (const QPointF& p : series->points()) {
        if (!std::isnan(p.y()))
            into = std::max(into, p.y());
    }
}

} // namespace

ChartSeries::ChartSeries(
    QChart* chart, QObject* owner, QValueAxis* x, QValueAxis* y, QValueAxis* yDirty, QValueAxis* yShare)
    : m_chart(chart)
    , m_owner(owner)
    , m_x(x)
    , m_y(y)
    , m_yDirty(yDirty)
    , m_yShare(yShare)
    , m_valueAxis(y)
{ }

bool ChartSeries::canShowShares(const ChartData& data)
{
    const RunConfig& config = data.config();
    if (!config.isRealTime() || data.streamCount() < 2)
        return false;
    const double first = config.rateFor(0);
    for (int i = 0; i < data.streamCount(); ++i) {
        const double rate = config.rateFor(i);
        if (!(rate > 0) || (bandMode(data) && rate != first))
            return false;
    }
    return true;
}

void ChartSeries::setStreamShare(bool share)
{
    if (share == m_share)
        return;
    m_share = share;
    restack(); // the streams' lines move to the other axis
}

void ChartSeries::clear()
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
    m_ongoingRead.clear();
    m_band = m_dirty = nullptr;
    m_totalRaw = m_streamsRaw = nullptr;
    m_compare.clear();
    m_effectiveResults = -1;
    m_highlighted = -1;
}

void ChartSeries::setColors(const ChartColors& colors)
{
    m_colors = colors;
    style();
}

bool ChartSeries::setHighlighted(int stream)
{
    if (stream == m_highlighted)
        return false;
    m_highlighted = stream;
    // Over the band the highlighted stream has a line of its own, made again for the new one.
    if (m_highlight) {
        m_chart->removeSeries(m_highlight);
        delete m_highlight;
        m_highlight = nullptr;
    }
    for (int i = 0; i < m_streamLines.size(); ++i)
        m_streamLines[i]->setPen(streamPen(i));
    return true;
}

void ChartSeries::setSmoothing(double seconds)
{
    m_rolling.setWindow(seconds);
}

void ChartSeries::addComparison(const QStringList& labels)
{
    for (const QString& label : labels) {

        QLineSeries* line = makeLine(QStringLiteral("compare-") + QString::number(m_compare.size()), label);
        m_chart->addSeries(line);
        line->attachAxis(m_x);
        line->attachAxis(m_y);
        m_compare.append(line);
    }
    style();
}

QLineSeries* ChartSeries::makeLine(const QString& name, const QString& label)
{
    auto* series = new QLineSeries(m_owner); // the chart takes it over in restack(); style() colours it
    series->setObjectName(name);
    series->setName(label);
    QObject::connect(series, &QXYSeries::hovered, m_owner, [series](const QPointF& point, bool state) {
        if (state) {
            // A stream drawn as a share of its rate (restack() marks it) reads in %.
            const QString value = series->property(kShareProperty).toBool()
                ? ChartTr::tr("%1 % of its rate").arg(QLocale().toString(point.y(), 'f', 0))
                : series->property(kRelativeProperty).toBool()
                ? ChartTr::tr("%1 % of its mean").arg(QLocale().toString(point.y(), 'f', 0))
                : ChartText::withRateUnit(point.y());
            QToolTip::showText(QCursor::pos(),
                PlainText::tip(
                    ChartTr::tr("%1: %2 at %3 s").arg(series->name(), value, ChartText::seconds(point.x()))));
        } else {
            QToolTip::hideText();
        }
    });
    return series;
}

// Line styles tell the kinds of lines apart without colour: the program's rates are solid
// (streams thin, the total bold), ongoing is dashed, effective is the thickest, and the
// device's own figures are wide pale bands under everything.
QPen ChartSeries::streamPen(int stream) const
{
    QColor color = m_colors.stream(stream);
    if (m_highlighted >= 0 && stream != m_highlighted)
        color = m_colors.faded(color, 0.7);
    QPen pen(color, stream == m_highlighted ? 2.6 : 1.3);
    // The hues repeat after ChartColors::kStreamHueCount streams: the second round is dashed
    // (long dashes, unlike the ongoing line's), in the line and in its legend swatch.
    if (stream >= ChartColors::kStreamHueCount)
        pen.setDashPattern({ 6, 2 });
    return pen;
}

void ChartSeries::style()
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
    // A read's ongoing rate: the same colour, dotted, so it is not taken for a write's.
    QPen ongoingRead(m_colors.ongoing, 2.0, Qt::DotLine);
    for (QLineSeries* line : std::as_const(m_ongoingRead))
        line->setPen(ongoingRead);
    // The raw ticks beside smoothed lines: thin and barely there, a texture under the signal
    // (a 1 MiB/s stream counted in 64 KiB blocks per 100 ms tick swings ±40 % between ticks,
    // and at 0.8 that saw-tooth was the loudest thing in every real-time picture). Opaque:
    // blends cost more to draw.
    if (m_totalRaw)
        m_totalRaw->setPen(QPen(m_colors.faded(m_colors.total, kRawFade), 1.0));
    if (m_streamsRaw)
        m_streamsRaw->setPen(QPen(m_colors.faded(m_colors.text, kRawFade), 1.0));
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
        m_compare[i]->setPen(QPen(m_colors.compareRun(i), 1.8));
}

// Creates the series the data needs so far; only structural changes (a new stream, the
// first device sample) add series, so a normal redraw only replaces points.
void ChartSeries::ensureRunSeries(const ChartData& data, const QList<OngoingPiece>& pieces)
{
    bool added = false;
    if (!m_dirty) {
        m_dirty = new QAreaSeries(new QLineSeries(m_owner));
        m_dirty->setObjectName(QStringLiteral("dirty"));
        m_dirty->setName(ChartTr::tr("Dirty+Writeback (right axis)"));
        // Min/max decimated like every line, so in a long run they are each column's raw extent.
        m_totalRaw = makeLine(QStringLiteral("total-raw"), ChartTr::tr("raw ticks"));
        m_streamsRaw = makeLine(QStringLiteral("streams-raw"), ChartTr::tr("slowest stream, raw ticks"));
        added = true;
    }
    if (bandMode(data)) {
        if (!m_band) {
            for (QLineSeries* line : std::as_const(m_streamLines)) {
                m_chart->removeSeries(line);
                delete line;
            }
            m_streamLines.clear();
            m_band = new QAreaSeries(new QLineSeries(m_owner), new QLineSeries(m_owner));
            m_band->setObjectName(QStringLiteral("band"));
            m_band->setName(ChartTr::tr("streams min\u2013max"));
            m_median = makeLine(QStringLiteral("median"), ChartTr::tr("median stream"));
            added = true;
        }
        if (m_highlighted >= 0 && m_highlighted < data.streamCount() && !m_highlight) {
            m_highlight = makeLine(QStringLiteral("stream-") + QString::number(m_highlighted),
                ChartTr::tr("stream %1").arg(m_highlighted + 1));
            added = true;
        }
    } else {
        while (m_streamLines.size() < data.streamCount()) {
            const int i = int(m_streamLines.size());
            m_streamLines.append(
                makeLine(QStringLiteral("stream-") + QString::number(i), ChartTr::tr("stream %1").arg(i + 1)));
            added = true;
        }
    }
    if (!m_total) {
        m_total = makeLine(QStringLiteral("total"), ChartTr::tr("total"));
        m_ongoing = makeLine(QStringLiteral("ongoing"), ChartTr::tr("ongoing (no flush)"));
        m_effective = makeLine(QStringLiteral("effective"), ChartTr::tr("effective (incl. flush)"));
        added = true;
    }
    // One dashed line per phase (see ChartData::ongoingRuns()); only the first in the legend,
    // for writes and for reads each.
    const auto writes = std::count_if(pieces.cbegin(), pieces.cend(), [](const OngoingPiece& p) { return !p.read; });
    while (writes > m_ongoingMore.size() + 1) {
        m_ongoingMore.append(
            makeLine(QStringLiteral("ongoing-") + QString::number(m_ongoingMore.size() + 1), m_ongoing->name()));
        added = true;
    }
    while (pieces.size() - writes > m_ongoingRead.size()) {
        const QString suffix
            = m_ongoingRead.isEmpty() ? QString() : QStringLiteral("-") + QString::number(m_ongoingRead.size());
        m_ongoingRead.append(makeLine(QStringLiteral("ongoing-read") + suffix, ChartTr::tr("ongoing read")));
        added = true;
    }
    if (data.hasDevice() && !m_deviceWrite) {
        m_deviceWrite = makeLine(QStringLiteral("device-write"), ChartTr::tr("device write"));
        m_deviceRead = makeLine(QStringLiteral("device-read"), ChartTr::tr("device read"));
        added = true;
    }
    if (added) {
        style();
        restack();
    }
    m_dirty->setVisible(data.hasDirty());
    m_yDirty->setVisible(data.hasDirty());
    m_totalRaw->setVisible(!m_rolling.isRaw());
    // A real-time run's streams are paced: their raw ticks only count blocks per tick (the
    // smoothed lines and the stall lane say when one fell behind), so only the total's remain.
    m_streamsRaw->setVisible(!m_rolling.isRaw() && data.streamCount() > 1 && !data.config().isRealTime());
}

// Qt Charts stacks series in the order they were added. Bottom to top: the areas, the wide
// device lines, the streams, then the rates that the picture is about.
void ChartSeries::restack()
{
    // The band is opaque (cheap to fill), so it goes under the translucent dirty area.
    QList<QAbstractSeries*> order { m_band, m_dirty, m_deviceWrite, m_deviceRead, m_streamsRaw, m_totalRaw };
    for (QLineSeries* line : std::as_const(m_streamLines))
        order.append(line);
    order << m_median << m_highlight << m_total << m_ongoing;
    for (QLineSeries* line : std::as_const(m_ongoingMore))
        order.append(line);
    for (QLineSeries* line : std::as_const(m_ongoingRead))
        order.append(line);
    order << m_effective;
    // A comparison's runs, too: a refresh after a share view restacks them (they were left out
    // once, and the lines of a comparison opened after a real-time run vanished and leaked).
    for (QLineSeries* line : std::as_const(m_compare))
        order.append(line);
    for (QAbstractSeries* series : m_chart->series())
        m_chart->removeSeries(series);
    QList<QAbstractSeries*> streams { m_band, m_median, m_highlight };
    for (QLineSeries* line : std::as_const(m_streamLines))
        streams.append(line);
    for (QAbstractSeries* series : order) {
        if (!series)
            continue;
        m_chart->addSeries(series);
        series->attachAxis(m_x);
        const bool share = m_share && streams.contains(series);
        series->setProperty(kShareProperty, share);
        series->attachAxis(series == m_dirty ? m_yDirty : share ? m_yShare : m_y);
    }
}

void ChartSeries::replaceDecimated(
    QXYSeries* series, const ChartData& data, const QList<float>& column, const Frame& frame, Filled& filled, Edge edge)
{
    const qsizetype n = std::min(data.t().size(), column.size());
    replaceDecimated(series, data.t().constData(), column.constData(), n, frame, filled, edge);
}

void ChartSeries::replaceDecimated(
    QXYSeries* series, const double* t, const float* values, qsizetype n, const Frame& frame, Filled& filled, Edge edge)
{
    decimate(t, values, n, frame, edge);
    // The dirty area is a size, on its own axis; everything else is a rate (or a share of one).
    if (!(m_dirty && series == m_dirty->upperSeries()))
        scalePoints(m_valueScale);
    series->replace(m_points);
    filled.points += m_points.size();
    ++filled.series;
}

void ChartSeries::decimate(const double* t, const float* values, qsizetype n, const Frame& frame, Edge edge)
{
    if (edge == Edge::Line) {
        // Half a pixel of the line's axis: columns flatter than that need one point, not two.
        const double height = std::max(1.0, m_chart->plotArea().height());
        // The axis reads in the shown unit (or in %), the values are MiB/s.
        const float tolerance = float((m_valueAxis->max() - m_valueAxis->min()) / height * 0.5 / m_valueScale);
        Decimation::minMaxInto(t, values, n, frame.x0, frame.x1, frame.columns, m_points, tolerance);
    } else {
        Decimation::envelopeInto(t, values, n, frame.x0, frame.x1, frame.columns,
            edge == Edge::Upper ? Decimation::Envelope::Upper : Decimation::Envelope::Lower, m_points);
    }
}

void ChartSeries::scalePoints(double scale)
{
    if (scale == 1.0)
        return;
    for (QPointF& p : m_points)
        p.setY(p.y() * scale);
}

ChartSeries::Filled ChartSeries::fillComparison(const QList<ChartData>& runs, const Frame& frame)
{
    Filled filled;
    m_rateScale = Units::shownRate(1.0);
    m_valueScale = m_rateScale;
    m_valueAxis = m_y;
    for (int i = 0; i < m_compare.size() && i < runs.size(); ++i) {
        const ChartData& run = runs.at(i);
        m_compare[i]->setProperty(kRelativeProperty, m_compareRelative);
        if (m_compareRelative) {
            const double typical = typicalRate(run);
            if (!(typical > 0)) { // it moved no data: no mean to be a share of, no line
                m_compare[i]->clear();
                continue;
            }
            m_valueScale = 100.0 / typical;
        }
        switch (m_compareLine) {
        case 1: // effective: a level per write phase, nothing to decimate
            m_compare[i]->replace(effectivePoints(run, m_valueScale));
            filled.points += m_compare[i]->count();
            ++filled.series;
            raiseToMaxOf(m_compare[i], filled.yMax);
            break;
        case 2: // ongoing: NaN outside its phases, where the line breaks
            replaceDecimated(m_compare[i], run, run.ongoing(), frame, filled);
            filled.yMax = std::max(filled.yMax, m_valueScale * fullTickPeak(run, run.ongoing(), frame));
            break;
        default:
            if (m_rolling.isRaw()) {
                replaceDecimated(m_compare[i], run, run.total(), frame, filled);
                filled.yMax = std::max(filled.yMax, m_valueScale * fullTickPeak(run, run.total(), frame));
            } else {
                // The same rolling mean as a run's own total: two steady recorders compared
                // read as two level lines, not as their block-count saw-teeth.
                const double interval = double(run.config().intervalNs) / 1e9;
                const QList<float> smoothed = RollingRate::smooth(run.t().constData(), run.total().constData(),
                    run.segments().constData(), run.size(), m_rolling.window(), interval > 0 ? interval : 0.1);
                replaceDecimated(m_compare[i], run, smoothed, frame, filled);
                filled.yMax = std::max(filled.yMax, m_valueScale * fullTickPeak(run, smoothed, frame));
            }
            break;
        }
        // "Fit all" takes in everything drawn, the bursts too.
        raiseToMaxOf(m_compare[i], filled.deviceMax);
    }
    return filled;
}

double ChartSeries::typicalRate(const ChartData& run)
{
    const QList<double>& t = run.t();
    const QList<float>& total = run.total();
    double mib = 0;
    double seconds = 0;
    for (qsizetype i = 1; i < std::min(t.size(), total.size()); ++i) {
        const double dt = t.at(i) - t.at(i - 1);
        if (total.at(i) > 0 && dt > 0) { // NaN and the idle or stalled ticks fail this
            mib += double(total.at(i)) * dt;
            seconds += dt;
        }
    }
    return seconds > 0 ? mib / seconds : 0;
}

double ChartSeries::fullTickPeak(const ChartData& data, const QList<float>& values, const Frame& frame)
{
    const double interval = double(data.config().intervalNs) / 1e9;
    const double minTick = 0.5 * (interval > 0 ? interval : 0.1);
    const QList<double>& t = data.t();
    double peak = 0;
    for (qsizetype i = 1; i < std::min(t.size(), values.size()); ++i) {
        if (t.at(i) < frame.x0 || t.at(i) > frame.x1 || t.at(i) - t.at(i - 1) < minTick)
            continue;
        if (!std::isnan(values.at(i)))
            peak = std::max(peak, double(values.at(i)));
    }
    return peak;
}

QList<ChartSeries::OngoingPiece> ChartSeries::ongoingPieces(const ChartData& data)
{
    const double interval = double(data.config().intervalNs) / 1e9;
    const double slack = 1.5 * (interval > 0 ? interval : 0.1) + 1e-6;
    const QList<PhaseResult>& results = data.phaseResults();
    QList<bool> used(results.size(), false);
    QList<OngoingPiece> pieces;
    const auto& runs = data.ongoingRuns();
    for (qsizetype i = 0; i < runs.size(); ++i) {
        OngoingPiece piece;
        std::tie(piece.first, piece.end) = runs.at(i);
        const int phase = data.ongoingRunPhases().value(i, int(PhaseKind::Write));
        piece.read = phase == int(PhaseKind::Read);
        const double first = data.t().at(piece.first);
        const double last = data.t().at(piece.end - 1);
        // The phase this run of samples belongs to: its figure ends the line, at the end of
        // its I/O (the ongoing rate leaves the flush out), where the label says it.
        for (qsizetype r = 0; r < results.size(); ++r) {
            const PhaseResult& result = results.at(r);
            if (used.at(r) || int(result.kind) != phase || first < result.startS - 1e-6
                || first > result.ioEndS + slack)
                continue;
            used[r] = true;
            if (result.ioEndS > last - 1e-6 && std::isfinite(result.ongoingMiBs)) {
                piece.hasEnd = true;
                piece.endPoint = QPointF(result.ioEndS, result.ongoingMiBs);
            }
            break;
        }
        pieces.append(piece);
    }
    // A phase too short for any sample of its own still has its ongoing figure: a level line.
    for (qsizetype r = 0; r < results.size(); ++r) {
        const PhaseResult& result = results.at(r);
        const bool ongoingKind
            = result.kind == PhaseKind::Create || result.kind == PhaseKind::Write || result.kind == PhaseKind::Read;
        if (used.at(r) || !ongoingKind || !(result.ioEndS > result.startS) || !std::isfinite(result.ongoingMiBs))
            continue;
        OngoingPiece piece;
        piece.read = result.kind == PhaseKind::Read;
        piece.hasEnd = true;
        piece.endPoint = QPointF(result.ioEndS, result.ongoingMiBs);
        piece.first = piece.end = -1 - r; // no samples: the result it came from, for its start
        pieces.append(piece);
    }
    return pieces;
}

ChartSeries::Filled ChartSeries::fillRun(const ChartData& data, const Frame& frame)
{
    Filled filled;
    m_rateScale = Units::shownRate(1.0);
    m_valueScale = m_rateScale;
    m_valueAxis = m_y;
    const QList<OngoingPiece> pieces = ongoingPieces(data);
    ensureRunSeries(data, pieces);
    const bool smooth = !m_rolling.isRaw();
    m_rolling.update(data);
    if (smooth) {
        replaceDecimated(m_totalRaw, data, data.total(), frame, filled);
        // The slowest stream of each tick: a stall of any one stream reaches zero on it.
        if (m_streamsRaw->isVisible())
            replaceDecimated(m_streamsRaw, data, data.bandMin(), frame, filled);
        else
            m_streamsRaw->clear();
    } else {
        m_totalRaw->clear();
        m_streamsRaw->clear();
    }
    auto streamColumn = [&](int i) -> const QList<float>& { return smooth ? m_rolling.stream(i) : data.stream(i); };
    // The streams' lines: in the rate unit on the rate axis, or as % of each one's rate on the
    // share axis (and then not what the rate axis fits).
    const bool share = m_share && canShowShares(data);
    const auto onAxisOf = [&](int stream) {
        if (share) {
            m_valueScale = 100.0 * Units::kMiB / data.config().rateFor(stream);
            m_valueAxis = m_yShare;
        }
    };
    double& streamsMax = share ? filled.shareMax : filled.streamsMax;
    if (m_band) {
        onAxisOf(0); // the band's streams all have one rate (canShowShares)
        replaceDecimated(
            m_band->upperSeries(), data, smooth ? m_rolling.bandMax() : data.bandMax(), frame, filled, Edge::Upper);
        replaceDecimated(
            m_band->lowerSeries(), data, smooth ? m_rolling.bandMin() : data.bandMin(), frame, filled, Edge::Lower);
        replaceDecimated(m_median, data, smooth ? m_rolling.bandMedian() : data.bandMedian(), frame, filled);
        raiseToMaxOf(m_band->upperSeries(), streamsMax);
        if (m_highlight && m_highlighted < data.streamCount()) {
            onAxisOf(m_highlighted);
            replaceDecimated(m_highlight, data, streamColumn(m_highlighted), frame, filled);
            raiseToMaxOf(m_highlight, streamsMax);
        }
    }
    for (int i = 0; i < m_streamLines.size() && i < data.streamCount(); ++i) {
        onAxisOf(i);
        replaceDecimated(m_streamLines[i], data, streamColumn(i), frame, filled);
        raiseToMaxOf(m_streamLines[i], streamsMax);
    }
    m_valueScale = m_rateScale;
    m_valueAxis = m_y;
    filled.yMax = std::max(filled.yMax, filled.streamsMax);
    replaceDecimated(m_total, data, smooth ? m_rolling.total() : data.total(), frame, filled);
    raiseToMaxOf(m_total, filled.yMax);

    qsizetype writes = 0;
    qsizetype reads = 0;
    for (const OngoingPiece& piece : pieces) {
        QLineSeries* line
            = piece.read ? m_ongoingRead.at(reads++) : (writes == 0 ? m_ongoing : m_ongoingMore.at(writes - 1));
        if (!piece.read)
            ++writes;
        if (piece.first >= 0) {
            decimate(data.t().constData() + piece.first, data.ongoing().constData() + piece.first,
                piece.end - piece.first, frame, Edge::Line);
            if (piece.hasEnd) {
                if (!m_points.isEmpty() && m_points.constLast().x() >= piece.endPoint.x() - 1e-6)
                    m_points.last().setY(piece.endPoint.y());
                else
                    m_points.append(piece.endPoint);
            }
        } else {
            const PhaseResult& result = data.phaseResults().at(-1 - piece.first);
            m_points = { QPointF(result.startS, piece.endPoint.y()), piece.endPoint };
        }
        scalePoints(m_rateScale);
        line->replace(m_points);
        filled.points += m_points.size();
        ++filled.series;
        raiseToMaxOf(line, filled.yMax);
    }
    for (qsizetype i = writes; i <= m_ongoingMore.size(); ++i)
        (i == 0 ? m_ongoing : m_ongoingMore.at(i - 1))->clear();
    for (qsizetype i = reads; i < m_ongoingRead.size(); ++i)
        m_ongoingRead.at(i)->clear();

    if (m_deviceWrite) {
        replaceDecimated(m_deviceWrite, data, data.deviceWrite(), frame, filled);
        replaceDecimated(m_deviceRead, data, data.deviceRead(), frame, filled);
        raiseToMaxOf(m_deviceWrite, filled.deviceMax);
        raiseToMaxOf(m_deviceRead, filled.deviceMax);
    }
    if (m_dirty) {
        replaceDecimated(m_dirty->upperSeries(), data, data.dirty(), frame, filled, Edge::Upper);
        raiseToMaxOf(m_dirty->upperSeries(), filled.dirtyMax);
    }
    updateEffective(data);
    raiseToMaxOf(m_effective, filled.yMax);
    return filled;
}

// The effective rate of every finished write (or create) phase: a horizontal segment over
// the phase including its flush tail. Segments are separated by NaN points (line breaks).
void ChartSeries::updateEffective(const ChartData& data)
{
    if (m_effectiveResults == data.phaseResults().size() && m_effectiveScale == m_rateScale)
        return;
    m_effectiveResults = int(data.phaseResults().size());
    m_effectiveScale = m_rateScale;
    m_effective->replace(effectivePoints(data, m_rateScale));
}

QList<QPointF> ChartSeries::effectivePoints(const ChartData& data, double scale)
{
    QList<QPointF> points;
    for (const PhaseResult& r : data.phaseResults()) {
        if ((r.kind != PhaseKind::Write && r.kind != PhaseKind::Create) || !r.complete)
            continue;
        if (!points.isEmpty())
            points.append(QPointF(r.startS, std::numeric_limits<double>::quiet_NaN()));
        points.append(QPointF(r.startS, r.effectiveMiBs * scale));
        points.append(QPointF(r.endS, r.effectiveMiBs * scale));
    }
    return points;
}
