#pragma once

#include "ChartData.h"

#include <QLineF>
#include <QList>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QVarLengthArray>
#include <array>
#include <functional>

// Where the chart's marks go, as plain structs: computed from a ChartData and a PlotMapping
// (data to scene pixels), with no widget and no graphics item, so that tests can check the
// geometry directly. ChartOverlay turns a layout into graphics items.
namespace ChartMarks {

// Data coordinates (s, MiB/s) to scene pixels inside `plot`, as the chart's axes place them.
// Always in MiB/s, as the data is kept, also when the rate axis reads in MB/s.
struct PlotMapping {
    QRectF plot; // the plot area in scene coordinates
    double x0 = 0, x1 = 1; // the time axis' range, s
    double y0 = 0, y1 = 1; // the rate axis' range, MiB/s
    double dirtyY0 = 0, dirtyY1 = 1; // the Dirty+Writeback axis' range, MiB
    // The streams' share axis' top, % of their rate; 0 while the streams are on the rate axis.
    double shareY1 = 0;

    double xToPos(double x) const;
    double yToPos(double y) const;
    double dirtyYToPos(double mib) const;
    // A stream's rate (MiB/s) where its line is: on the share axis (of `rateMiBs`) when there is one.
    double streamYToPos(double mibs, double rateMiBs) const;
    QPointF toScene(double x, double y) const { return QPointF(xToPos(x), yToPos(y)); }
    // Whether any of [a, b] is inside the time axis' range.
    bool visible(double a, double b) const { return b >= x0 && a <= x1; }
};

// A label drawn on a plate of the background colour. `pos` is the text's top left; the plate
// reaches 2 px beyond the text on the left and right and 1 px above and below.
struct Label {
    enum class Role { Phase, Flush, Ongoing, Effective, Blocked, Strip, Cause, Throttle, Legend, Cliff };
    QString text;
    Role role = Role::Phase;
    QPointF pos;
    QSizeF size; // of the text
    QRectF box() const { return QRectF(pos, size).adjusted(-2, -1, 2, 1); }
    // The roles' fonts: the widget's, smaller by `smaller` points (at least 6.5 pt), bold or not.
    bool bold() const
    {
        return role != Role::Phase && role != Role::Strip && role != Role::Throttle && role != Role::Legend;
    }
    double smaller() const { return role == Role::Strip ? 1.5 : 1.0; }
};

// The size of `text` in the label font of `role`; the overlay measures with its real font,
// tests with a fixed width per character.
using MeasureText = std::function<QSizeF(const QString& text, Label::Role role)>;

// A write phase's flush tail: the time from its last write() to the data being on disk.
struct FlushTail {
    QRectF area; // across the plot's height
    QString tip;
    int label = -1; // "flush tail ..." (indices into Layout::labels)
    int ongoingLabel = -1; // the phase's ongoing and effective values, -1 when it has none
    int effectiveLabel = -1;
    // A double arrow from the ongoing to the effective value, when they are far enough apart.
    bool hasArrow = false;
    QLineF arrow;
    // std::array, not a C array: clang-tidy 14 reports the loop variable of a C array member's
    // implicit copy (__i0) as a reserved identifier.
    std::array<QPolygonF, 2> arrowHeads;
};

// A phase boundary: a dashed line, and its label unless a flush tail's label says it.
struct PhaseLine {
    double x = 0;
    QString tip;
    int label = -1;
};

// A sustained drop of the device's write rate (an outlook's cliff): a solid line where it
// began, labelled "device rate fell: 150 → 50 MiB/s".
struct CliffLine {
    double x = 0;
    double timeS = 0;
    QString tip;
    int label = -1;
};

// Stalls closer than a pixel make one span (at least 2 px wide).
struct StallSpan {
    QRectF area; // shaded across the plot's height
    QRectF bar; // solid along the time axis
    int count = 0;
    double longestS = 0;
    StallCause::Cause cause = StallCause::Cause::Unknown; // the longest's
    QString tip; // names the longest, with its cause and evidence
};

// Along the stall lane, above the bars: the cause of a run of neighbouring stalls of the
// same cause ("7 × dirty throttling"), where there is room for it.
struct CauseMark {
    StallCause::Cause cause = StallCause::Cause::Unknown;
    int count = 0;
    int label = -1;
};

// The kernel's limits on the Dirty+Writeback axis: where writers begin to be throttled (the
// freerun ceiling) and where the flusher threads start (the background threshold).
struct ThrottleLine {
    enum class Kind { Ceiling, Background };
    Kind kind = Kind::Ceiling;
    double mib = 0; // on the Dirty+Writeback axis
    QLineF line; // across the plot, or a stub at its top right when the limit is off scale
    bool offScale = false; // above the axis' range: marked at its top, its size in the label
    QString tip;
    int label = -1;
};

// A stream whose operation has not returned for longer than the stall threshold, live only.
struct BlockedSpan {
    int stream = 0;
    QRectF area;
    QRectF bar;
    StallCause::Cause cause = StallCause::Cause::Unknown; // so far
    QString tip;
    int label = -1;
};

// Overruns closer than 4 px make one group: a bar above the stall bar and a marker.
struct OverrunGroup {
    QRectF bar;
    QPolygonF marker; // a triangle above the bar where the group starts
    int count = 0;
    qint64 bytes = 0;
    double firstS = 0;
    double lastS = 0;
    QList<int> streams; // sorted
    QString tip;
};

struct Options {
    bool live = false; // a run in progress: blocked streams are drawn
    bool dirtyAxis = false; // the Dirty+Writeback axis is shown: the throttle lines go on it
    double rowHeight = 16; // of the label rows along the top of the plot
    double topInset = 0; // room kept at the plot's top (marks of lines off the rate axis' top)
    MeasureText measure;
};

// In the order the overlay draws them (later ones on top).
struct Layout {
    QList<FlushTail> flushTails;
    QList<PhaseLine> phaseLines;
    QList<CliffLine> cliffLines;
    QList<ThrottleLine> throttleLines;
    QList<StallSpan> stallSpans;
    QList<CauseMark> causeMarks;
    QList<BlockedSpan> blockedSpans;
    QList<OverrunGroup> overrunGroups;
    QList<Label> labels;
};

// Height of the bars along the bottom of the plot (stalls; overruns above them).
constexpr double kBarHeight = 7;

Layout layout(const ChartData& data, const PlotMapping& map, const Options& options);

// Where the run's marks end: its newest sample, the end of its last phase (the flush tail runs
// past the last tick) and of every stall and overrun, so that a time axis fitted to this shows
// them all.
double dataEnd(const ChartData& data);

// Places labels in rows along the top of the plot so that none overlaps another (4 px apart).
class LabelRows {
public:
    explicit LabelRows(int rows)
        : m_right(rows, -1e9)
    { }
    // The row for a label from `left`, `width` wide: the first with room where `clear(row)`
    // (the label covers no data line there), else the first with room, else the one whose
    // last label ends first.
    int place(double left, double width, const std::function<bool(int)>& clear = {});

private:
    QList<double> m_right;
};

// Where a label of `size` goes so that `anchor` of it lies on `point`, kept whole inside
// `bounds` (3 px from the sides, 2 px from top and bottom) when that is valid.
QPointF anchored(QSizeF size, QPointF point, Qt::Alignment anchor, const QRectF& bounds = QRectF());

// The strips under the time axis, all on the plot's time scale: the stall lane (every stall
// a solid block, and a blocked operation growing while it lasts), I/O pressure (PSI "some")
// and, for real-time runs, the buffer fill of each stream (one row for the fullest when there
// are more than 8); under them the colour scale of the pressure and buffer rows.
struct StripRow {
    enum class Kind { Pressure, Buffer };
    Kind kind = Kind::Pressure;
    double y = 0;
    double height = 0;
    QList<float> columns; // per pixel column the highest value in it, NaN where none
    QString tip;
};

// A stall (or neighbouring stalls closer than a pixel) on the lane; `blocked`: an operation
// still in flight, live only.
struct LaneBlock {
    QRectF rect;
    bool blocked = false;
    QString tip;
};

struct StallLane {
    QRectF rect; // the lane across the plot's width
    QList<LaneBlock> blocks;
    QString tip;
};

// "0 % [pale .. strong] 100 %" for the rows of one kind.
struct StripKey {
    StripRow::Kind kind = StripRow::Kind::Pressure;
    QRectF ramp;
    int name = -1; // indices into Strips::labels
    int low = -1;
    int high = -1;
};

struct Strips {
    StallLane lane; // empty rect when the plan has none
    QList<StripRow> rows;
    QList<StripKey> keys;
    QList<Label> labels; // the rows' names left of the plot, then the keys' texts
    double widestLabel = 0; // of the names left of the plot
};

// How many rows the data wants and how tall they are together (with their gaps).
struct StripPlan {
    bool stallLane = false;
    bool pressure = false;
    int bufferRows = 0;
    int rows() const { return (stallLane ? 1 : 0) + (pressure ? 1 : 0) + bufferRows; }
    bool hasKey() const { return pressure || bufferRows > 0; }
    double height() const;
    // Every run has a stall lane (empty, it says there was none).
    static StripPlan of(const ChartData& data);
};
constexpr double kStallLaneHeight = 11;
constexpr double kStripRowHeight = 9; // the pressure row
constexpr double kBufferRowHeight = 4;
constexpr double kStripGap = 5;
constexpr double kStripKeyHeight = 13;
constexpr double kStripKeyRamp = 64; // the width of a key's colour ramp

// The rows of `plan` from `top` down, `columns` pixel columns over the range of `map`.
Strips stripLayout(const ChartData& data, const StripPlan& plan, const PlotMapping& map, double top,
    const MeasureText& measure, bool live = false);

// The chart's legend: entries in rows across `width` from `topLeft`, each a swatch of its
// line (or area, or block) and its whole name. An entry that does not fit in a row starts the
// next one, so names are never shortened; the rows are centred.
struct LegendEntry {
    QString text;
    QRectF swatch;
    QPointF textPos;
    QSizeF textSize;
};

struct Legend {
    QList<LegendEntry> entries;
    int rows = 0;
    double height = 0; // 0 without entries
};
constexpr double kLegendSwatch = 24;
constexpr double kLegendEntryGap = 14;

Legend legendLayout(const QStringList& texts, QPointF topLeft, double width, const MeasureText& measure);

// The data lines as pixel columns over the plot: per column the pixel rows any of the
// program's lines (total, streams or band, ongoing, effective) pass through. Labels over the
// plot are placed where they cover none of them.
class LineCover {
public:
    LineCover() = default;
    LineCover(const ChartData& data, const PlotMapping& map);
    // Whether a line passes through `box` (in scene coordinates).
    bool covers(const QRectF& box) const { return coveredColumns(box) > 0; }
    // In how many of the box's pixel columns a line passes through it.
    int coveredColumns(const QRectF& box) const;

private:
    // rateMiBs: a stream's rate, by which the map places it on the share axis when it has one.
    void addColumn(
        const QList<double>& t, const QList<float>& values, qsizetype first, qsizetype end, double rateMiBs = 0);
    void addSegment(double x0, double y0, double x1, double y1);
    QRectF m_plot;
    PlotMapping m_map;
    // Per pixel column the spans of scene y that lines pass through, overlapping ones merged.
    QList<QVarLengthArray<std::pair<float, float>, 4>> m_columns;
};

// Per pixel column of [x0, x1] the highest of `values`, each sample covering the time since
// the one before it (so that short peaks are never averaged away); NaN where no sample is.
QList<float> columnPeaks(const QList<double>& t, const QList<float>& values, double x0, double x1, int columns);

} // namespace ChartMarks
