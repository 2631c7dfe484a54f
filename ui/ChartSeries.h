#pragma once

#include "ChartData.h"
#include "ChartPalette.h"
#include "RollingRate.h"

#include <QList>
#include <QPen>
#include <QPointF>
#include <QStringList>

class QAbstractSeries;
class QAreaSeries;
class QChart;
class QLineSeries;
class QObject;
class QValueAxis;
class QXYSeries;

// The series of a LiveChart. For a run: the total, a dashed ongoing line per phase, the
// effective rate, a line per stream (or, with many streams, the min-median-max band and the
// highlighted stream over it), the device's lines and the dirty area; for a comparison, a line
// per run. This class decides which of them the data needs so far, gives them their pens,
// stacks them, says which the legend shows, and fills them: every redraw hands each series
// its column decimated to the plot's pixel columns through QXYSeries::replace().
// With a smoothing window the stream, band and total lines show the rolling interval rate
// (RollingRate) and the raw ticks' per-pixel min/max stay drawn as faint lines beside them.
// The chart, its axes, the redraw timing and the overlays stay LiveChart's.
class ChartSeries {
public:
    // More than this many streams in a pass: the min-median-max band instead of one line per stream.
    static constexpr int kMaxStreamLines = 16;
    static bool bandMode(const ChartData& data) { return data.maxStreamsInPass() > kMaxStreamLines; }

    // A real-time run's streams can be drawn as a share of their own rate (100 % = on time) on
    // an axis of their own, so that the rate axis fits the total its streams add up to: every
    // stream has a rate, and with the band all streams have the same one (a band of shares of
    // different rates would be no stream's).
    static bool canShowShares(const ChartData& data);

    // The series are children of owner (which also shows their hover tooltips) until the chart
    // takes them over; the dirty area goes on yDirty, the streams' lines on yShare while they
    // show shares (setStreamShare), everything else on y.
    ChartSeries(QChart* chart, QObject* owner, QValueAxis* x, QValueAxis* y, QValueAxis* yDirty, QValueAxis* yShare);
    ChartSeries(const ChartSeries&) = delete;
    ChartSeries& operator=(const ChartSeries&) = delete;

    // Removes and deletes every series; no stream is highlighted any more.
    void clear();
    // The colours to draw with from now on; restyles what exists.
    void setColors(const ChartColors& colors);
    // -1: none. False when that stream was already the highlighted one.
    bool setHighlighted(int stream);
    int highlighted() const { return m_highlighted; }
    // A line per compared run, named by its label ("compare-0", ...).
    void addComparison(const QStringList& labels);
    // What the comparison lines show of each run: LiveChart::CompareLine (total, effective,
    // ongoing) as its int.
    void setCompareLine(int line) { m_compareLine = line; }
    // Each compared run drawn as % of its own typicalRate() instead of in the rate unit: runs of
    // very different speeds (2,000 and 8 MiB/s) keep their shapes on one axis.
    void setCompareRelative(bool relative) { m_compareRelative = relative; }
    // A run's mean total rate in MiB/s over the ticks that moved data, each weighted by its
    // length (stalls and idle ticks left out, so that a stall does not move 100 %; the raw
    // ticks' median would not do: a steady 8 MiB/s recorder's 100 ms ticks of whole 64 KiB
    // blocks have a median of 10 MiB/s); 0 when none did.
    static double typicalRate(const ChartData& run);
    // The rolling mean's window in seconds; 0 draws the raw ticks.
    void setSmoothing(double seconds);
    double smoothing() const { return m_rolling.window(); }
    // Streams as % of their rate on yShare (true; only when canShowShares) or in the rate unit.
    void setStreamShare(bool share);
    bool streamShare() const { return m_share; }

    // What a redraw shows: the time range and the plot's width in pixel columns.
    struct Frame {
        double x0 = 0;
        double x1 = 1;
        int columns = 0;
    };
    // The highest values handed to the series (for the follow policy) and how much was handed.
    // yMax is the program's own lines' (streams or band, total, ongoing, effective): the left
    // axis fits them; deviceMax, the device's lines, is only taken in when the user fits all.
    struct Filled {
        double yMax = 0;
        double streamsMax = 0; // the streams' lines alone (or the band and the highlighted stream)
        double shareMax = 0; // the same in % of their rates, while they show shares
        double deviceMax = 0;
        double dirtyMax = 0;
        qsizetype points = 0;
        int series = 0;
    };
    // Every fill hands the rate series their values in the unit the user chose
    // (Units::shownRate(): the rate axis reads in it); the dirty area stays in MiB.
    // Creates the series the run's data needs so far, then fills them.
    Filled fillRun(const ChartData& data, const Frame& frame);
    // Fills the comparison lines, one per run in the order they were added; their yMax leaves a
    // phase boundary's burst out (see fullTickPeak()), deviceMax is everything drawn.
    Filled fillComparison(const QList<ChartData>& runs, const Frame& frame);

private:
    // A dashed ongoing line: the samples [first, end) of one phase, ending in the phase's
    // own figure at its I/O end once the phase is over (hasEnd).
    struct OngoingPiece {
        bool read = false;
        qsizetype first = 0;
        qsizetype end = 0;
        bool hasEnd = false;
        QPointF endPoint;
    };
    static QList<OngoingPiece> ongoingPieces(const ChartData& data);
    void ensureRunSeries(const ChartData& data, const QList<OngoingPiece>& pieces);
    QLineSeries* makeLine(const QString& name, const QString& label);
    QPen streamPen(int stream) const;
    void style();
    void restack();
    enum class Edge { Line, Upper, Lower }; // a line, or the top or bottom edge of an area
    void replaceDecimated(QXYSeries* series, const ChartData& data, const QList<float>& column, const Frame& frame,
        Filled& filled, Edge edge = Edge::Line);
    void replaceDecimated(QXYSeries* series, const double* t, const float* values, qsizetype n, const Frame& frame,
        Filled& filled, Edge edge = Edge::Line);
    // Decimates into m_points.
    void decimate(const double* t, const float* values, qsizetype n, const Frame& frame, Edge edge);
    void updateEffective(const ChartData& data);
    // The effective rate of every finished write phase: a level segment over the phase and its
    // flush tail, segments apart by NaN points. A phase stopped before its flush has none.
    static QList<QPointF> effectivePoints(const ChartData& data, double scale);
    // The decimated points' values times `scale` (MiB/s to the shown unit).
    void scalePoints(double scale);
    // The highest of `values` in the frame among samples that cover at least half a tick: a
    // phase boundary's sample over a few milliseconds is one block's burst (thousands of MiB/s),
    // not a rate to scale compared runs to; it runs off the top, marked there.
    static double fullTickPeak(const ChartData& data, const QList<float>& values, const Frame& frame);

    QChart* m_chart;
    QObject* m_owner;
    QValueAxis* m_x;
    QValueAxis* m_y;
    QValueAxis* m_yDirty;
    QValueAxis* m_yShare;
    ChartColors m_colors;
    bool m_share = false;
    // What decimate() and scalePoints() of replaceDecimated() use: the rate unit on y, or a
    // stream's share (100 / its rate in MiB/s) on yShare.
    double m_valueScale = 1.0;
    QValueAxis* m_valueAxis = nullptr;

    QList<QLineSeries*> m_streamLines;
    QLineSeries* m_total = nullptr;
    QLineSeries* m_ongoing = nullptr; // the first phase's; the legend names it
    QList<QLineSeries*> m_ongoingMore; // the other phases'
    QList<QLineSeries*> m_ongoingRead; // read phases': the first names them in the legend
    QLineSeries* m_effective = nullptr;
    QLineSeries* m_deviceWrite = nullptr;
    QLineSeries* m_deviceRead = nullptr;
    QLineSeries* m_median = nullptr;
    QLineSeries* m_highlight = nullptr;
    QAreaSeries* m_band = nullptr;
    QAreaSeries* m_dirty = nullptr;
    QLineSeries* m_totalRaw = nullptr; // the raw ticks beside smoothed lines
    QLineSeries* m_streamsRaw = nullptr;
    RollingRate m_rolling;
    QList<QLineSeries*> m_compare;
    int m_highlighted = -1;
    int m_compareLine = 0;
    bool m_compareRelative = false;
    int m_effectiveResults = -1; // phase results the effective line was made from
    double m_rateScale = 1; // MiB/s to the shown unit, for this fill
    double m_effectiveScale = 0; // the scale the effective line was made with

    QList<QPointF> m_points; // scratch for decimation, reused
};
