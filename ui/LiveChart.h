#pragma once

#include "AxisScale.h"
#include "ChartData.h"
#include "ChartMarks.h"
#include "ChartNavigator.h"
#include "ChartPalette.h"

#include <QChartView>
#include <QColor>
#include <QDateTime>
#include <QPointer>
#include <QTimer>
#include <memory>

class QAbstractSeries;
class QAreaSeries;
class QChart;
class ChartOverlay;
class QLineSeries;
class QValueAxis;
class QXYSeries;

// The chart of one run while it happens (or of a saved report, or several saved reports
// overlaid). Data goes into a ChartData; the chart redraws from it at most 20 times a
// second, decimating every column to the plot's pixel columns (min/max, never averaged) and
// handing each series a bounded list through QXYSeries::replace().
//
// Drawn on top of the series, as graphics items that follow the axes: phase boundaries,
// the flush tail, the effective rate's labels, stalls (also while a stream is still blocked),
// overruns, and strips under the time axis for I/O pressure and buffer fill. Where they go is
// ChartMarks' business, drawing them ChartOverlay's; zoom, pan and follow are ChartNavigator's,
// the axes' numbers AxisScale's and the colours ChartPalette's. This class keeps the series,
// their styling and the coalesced redraw. Logging category "streamscope.chart": the cost of
// every redraw and the points it handed to the series.
class LiveChart : public QChartView {
    Q_OBJECT
public:
    explicit LiveChart(QWidget* parent = nullptr);
    ~LiveChart() override;

    // A live run: clears everything and follows the data until endRun().
    void beginRun(const RunConfig& config, const QDateTime& startedAt);
    void addTarget(int target, const SysProbe::Environment& environment);
    void addPass(int target, int pass, int streams);
    void addPhaseStart(int target, int pass, PhaseKind kind, double tS);
    void appendBatch(const SampleBatch& batch);
    void addPhaseResult(const PhaseResult& result);
    void endRun(const RunReport& report);
    bool isRunning() const { return m_running; }

    // A saved run, all at once.
    void showReport(const RunReport& report);
    // Several saved runs: their total curves over each run's own time.
    void showComparison(const QList<RunReport>& reports, const QStringList& labels);
    bool isComparison() const { return m_mode == Mode::Compare; }

    const ChartData& data() const { return m_data; }
    // More than this many streams: the min-median-max band instead of one line per stream.
    static constexpr int kMaxStreamLines = 16;
    bool bandMode() const;
    // -1: none. Highlights one stream's line (or adds it over the band).
    void setHighlightedStream(int stream);
    int highlightedStream() const { return m_highlighted; }

    const ChartColors& colors() const { return m_colors; }

    // PNG (at the screen's device pixel ratio) or SVG, chosen by the file's suffix.
    bool saveImage(const QString& path, QString* error);
    // Title line for saved images: preset, key settings, target filesystem, date.
    QString titleText() const;

    void resetZoom();
    bool isZoomed() const { return !m_navigator->follows(); }
    // Redraws now instead of at the next coalesced tick (tests, benchmark, saving).
    void refreshNow();
    int refreshCount() const { return m_refreshCount; }
    static constexpr int kMinRefreshIntervalMs = 50; // at most 20 redraws a second

    // For tests: the series by object name ("total", "ongoing", "effective", "stream-0",
    // "band", "median", "device-write", "device-read", "dirty", "compare-0"), the overlay
    // labels and how many stall and flush-tail spans are drawn.
    QXYSeries* series(const QString& name) const;
    QAreaSeries* areaSeries(const QString& name) const;
    QStringList overlayTexts() const;
    int stallSpanCount() const { return m_stallSpans; }
    int flushSpanCount() const { return m_flushSpans; }
    int overrunMarkCount() const { return m_overrunMarks; }
    int blockedSpanCount() const { return m_blockedSpans; }

Q_SIGNALS:
    void streamCountChanged(int streams);
    void zoomChanged(bool zoomed);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    enum class Mode { Run, Compare };
    struct CompareRun {
        QString label;
        ChartData data;
        QLineSeries* series = nullptr;
    };

    void clearChart();
    // Colours of the chart, the axes and every series from the widget's palette.
    void applyPalette();
    void styleAxes();
    void styleSeries();
    QPen streamPen(int stream) const;
    void scheduleRefresh();
    void refresh();
    void ensureRunSeries();
    QLineSeries* makeLine(const QString& name, const QString& label);
    void restack();
    void setLegendMarkerVisible(QAbstractSeries* series, bool visible);
    void updateAxes(double& x0, double& x1);
    enum class Edge { Line, Upper, Lower }; // a line, or the top or bottom edge of an area
    void replaceDecimated(
        QXYSeries* series, const QList<float>& column, double x0, double x1, int columns, Edge edge = Edge::Line);
    void replaceDecimated(QXYSeries* series, const double* t, const float* values, qsizetype n, double x0, double x1,
        int columns, Edge edge = Edge::Line);
    void updateEffectiveSeries();
    ChartMarks::PlotMapping plotMapping() const;
    void updateOverlays();
    void updateStrips(const ChartMarks::PlotMapping& map);
    void updateTitle();
    int xTicks() const;

    ChartColors m_colors;
    QChart* m_chart = nullptr;
    QValueAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    QValueAxis* m_yDirty = nullptr;
    ChartNavigator* m_navigator = nullptr; // made with the axes
    std::unique_ptr<ChartOverlay> m_overlay; // its layers are the chart's children
    Mode m_mode = Mode::Run;
    ChartData m_data;
    QList<CompareRun> m_compare;
    QDateTime m_startedAt;

    QList<QLineSeries*> m_streamLines;
    QLineSeries* m_total = nullptr;
    QLineSeries* m_ongoing = nullptr; // the first phase's; the legend names it
    QList<QLineSeries*> m_ongoingMore; // the other phases'

    QLineSeries* m_effective = nullptr;
    QLineSeries* m_deviceWrite = nullptr;
    QLineSeries* m_deviceRead = nullptr;
    QLineSeries* m_median = nullptr;
    QLineSeries* m_highlight = nullptr;
    QAreaSeries* m_band = nullptr;
    QAreaSeries* m_dirty = nullptr;
    int m_highlighted = -1;
    int m_effectiveResults = -1;

    // What the last redraw drew, for the test probes.
    int m_stallSpans = 0;
    int m_flushSpans = 0;
    int m_overrunMarks = 0;
    int m_blockedSpans = 0;
    int m_stripRows = 0;

    QTimer m_refreshTimer;
    bool m_running = false;
    AxisScale::FollowRanges m_ranges; // the axes' ends while they follow the data
    int m_refreshCount = 0;
    double m_lastRefreshMs = 0; // cost of the last redraw, to space the next ones
    double m_lastPaintMs = 0;
    QList<QPointF> m_points; // scratch for decimation, reused
    qsizetype m_pointsHanded = 0; // points handed to the series in this redraw (logged)
    int m_seriesHanded = 0;
};
