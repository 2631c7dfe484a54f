#pragma once

#include "AxisScale.h"
#include "ChartData.h"
#include "ChartMarks.h"
#include "ChartNavigator.h"
#include "ChartOverlay.h"
#include "ChartPalette.h"
#include "ChartSeries.h"
#include "CpuBudget.h"
#include "LiveRun.h"
#include "OffScaleMarks.h"
#include "TogetherSession.h"

#include <QChartView>
#include <QColor>
#include <QDateTime>
#include <QPointer>
#include <QTimer>
#include <memory>

class QAreaSeries;
class QChart;
class QValueAxis;
class QXYSeries;

// The chart of one run while it happens (or of a saved report, or several saved reports
// overlaid). The data is a ChartData: the LiveRun's while a run goes (the chart subscribes
// to the run's signals), its own for a report shown. The chart redraws from it at most 20 times a
// second, decimating every column to the plot's pixel columns (min/max, never averaged) and
// handing each series a bounded list through QXYSeries::replace().
//
// Drawn on top of the series, as graphics items that follow the axes: phase boundaries,
// the flush tail, the effective rate's labels, stalls (also while a stream is still blocked),
// overruns, and strips under the time axis: the stall lane, I/O pressure and buffer fill, with
// their colour scale. The legend is drawn the same way (Qt's shortens names that do not fit
// one row; this one wraps them whole into more rows, in the room Qt's legend keeps). Where they go is
// ChartMarks' business, drawing them ChartOverlay's; zoom, pan and follow are ChartNavigator's,
// the axes' numbers AxisScale's, the colours ChartPalette's, and which series exist, how they
// look and what points they hold ChartSeries'. This class keeps the data, the axes, the
// coalesced redraw, the title, saving pictures and the test probes. Logging category
// "streamscope.chart": the cost of every redraw and the points it handed to the series.
class LiveChart : public QChartView {
    Q_OBJECT
public:
    explicit LiveChart(QWidget* parent = nullptr);
    ~LiveChart() override;

    // The live run to draw: when it begins, the chart clears and follows its data (the
    // run's own ChartData, not a copy) until the run ends.
    void setRun(LiveRun* run);
    bool isRunning() const { return m_running; }

    // A saved run, all at once.
    void showReport(const RunReport& report);
    // No run: an empty chart under `title` (a saved capacity search, whose steps' rates over
    // time are not kept, is shown on its own page; the last run's lines must not pass for it).
    void showNothing(const QString& title);
    bool showsNothing() const { return !m_emptyTitle.isEmpty(); }
    // Several saved runs: their total curves over each run's own time.
    void showComparison(const QList<RunReport>& reports, const QStringList& labels);
    bool isComparison() const { return m_mode == Mode::Compare; }
    // Several hosts at once: when the session begins, the chart clears and draws, live, a line
    // per host (its total rate) and, together, their sum, as compared runs are drawn.
    void followHosts(TogetherSession* session);
    bool showsHosts() const { return m_showsHosts; }
    // Of the hosts shown: one (its index) drawn as a run of its own, with everything a run on one
    // machine shows; -1 for every host's line and their sum. A new run or report shows all.
    void showHost(int host);
    int shownHost() const { return m_focusHost; }
    // The hosts' lines drawn: the session's, or those of a saved report of several hosts
    // (showReport() draws one so, as it was drawn live); nullptr when no hosts are shown.
    const TogetherData* shownHosts() const;

    // What is drawn: the live run's data, or the report's shown.
    // What is drawn as a run: the run's, a saved report's, or the host showHost() picked.
    const ChartData& data() const;
    // More than this many streams: the min-median-max band instead of one line per stream.
    static constexpr int kMaxStreamLines = ChartSeries::kMaxStreamLines;
    bool bandMode() const { return ChartSeries::bandMode(data()); }
    // -1: none. Highlights one stream's line (or adds it over the band).
    void setHighlightedStream(int stream);
    int highlightedStream() const { return m_series->highlighted(); }

    const ChartColors& colors() const { return m_colors; }

    // PNG (at the screen's device pixel ratio) or SVG, chosen by the file's suffix.
    bool saveImage(const QString& path, QString* error);
    // Title line for saved images: preset, key settings, target filesystem, date.
    QString titleText() const;

    // The rolling MiB/s of the stream, band and total lines: a window in seconds, 0 for the raw
    // ticks, kAutoSmoothing for the workload's own (RollingRate::defaultWindow()). Display only.
    static constexpr double kAutoSmoothing = -1;
    void setSmoothing(double seconds);
    double smoothingChoice() const { return m_smoothing; }
    // The window in effect for what is shown now (0: raw).
    double smoothingWindow() const;
    // The window "auto" means for what is shown now: the real-time one for a real-time run, or
    // for a comparison of real-time runs only (the toolbar names it).
    double autoSmoothingWindow() const;
    // While a run goes on and the chart follows it: its last `seconds` (0: the whole run).
    void setFollowWindow(double seconds);
    double followWindow() const { return m_followWindow; }
    // The left axis fits the program's own lines; the device's lines run off its top with a
    // mark there, unless this takes them in too.
    void setFitAll(bool fitAll);
    bool fitAll() const { return m_fitAll; }
    // What the left axis fits when not fitting all: the program's lines (streams or band,
    // total, ongoing, effective), or the streams alone (the total then runs off the top, marked
    // there and in the legend like the device's lines). Auto: the program's lines, and a
    // real-time run's streams as a share of their own rate on a second axis, so that the total
    // against what the streams need and each stream's steadiness are both on scale
    // (ChartSeries::canShowShares: more than one stream, each with a rate).
    enum class ScaleTo { Auto, ProgramLines, Streams };
    void setScaleTo(ScaleTo scale);
    ScaleTo scaleToChoice() const { return m_scaleTo; }
    bool scalesToStreams() const;
    bool showsStreamShares() const;
    // Units::setRateUnit() was called: the series, the rate axis and every label are drawn
    // again in the new unit (the data stays in MiB/s).
    void rateUnitChanged();
    // What a comparison overlays of each run.
    enum class CompareLine { Total, Effective, Ongoing };
    void setCompareLine(CompareLine line);
    CompareLine compareLine() const { return m_compareLine; }
    // Compared runs each as % of its own mean rate (ChartSeries::typicalRate()), or in the
    // rate unit. showComparison() picks % when the runs' means lie kRelativeSpread times or
    // more apart (a flat line at 0 beside the fast one otherwise); the user may switch back.
    static constexpr double kRelativeSpread = 10;
    void setCompareRelative(bool relative);
    bool compareRelative() const { return m_compareRelative && !shownHosts(); }
    // The fastest compared run's mean over the slowest's (1 with fewer than two that moved data).
    double compareSpread() const;
    int offScaleMarkCount() const { return m_offScale ? m_offScale->count() : 0; }
    QStringList offScaleToolTips() const { return m_offScale ? m_offScale->toolTips() : QStringList(); }

    // Follows the data again after a zoom or pan (while a run goes on: "Back to live").
    void resetZoom();
    // Zooms to a stall of `durationS` from `startS` with as much time around it on either
    // side (at least 0.1 s), also while the run goes on.
    bool showStall(double startS, double durationS);
    // The time axis' range shown.
    std::pair<double, double> timeRange() const;
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
    // The legend as drawn: each entry's whole text, where it is and its font.
    QList<ChartOverlay::Shown> legendTexts() const;
    QList<ChartOverlay::Shown> stripTexts() const;
    // The pen of the legend's swatch beside `text` (Qt::NoPen when there is no such entry).
    QPen legendSwatchPen(const QString& text) const;
    int stallSpanCount() const { return m_stallSpans; }
    int flushSpanCount() const { return m_flushSpans; }
    int overrunMarkCount() const { return m_overrunMarks; }
    int blockedSpanCount() const { return m_blockedSpans; }

Q_SIGNALS:
    void streamCountChanged(int streams);
    void zoomChanged(bool zoomed);
    // A live run began (true) or ended (false).
    void liveChanged(bool live);
    // A run, a report or a comparison is shown now.
    void modeChanged();
    // Redrawn from data() (new samples, a finished phase, another run or report shown).
    void refreshed();

public:
    // The minimum height keeps this much plot beside the title, legend, axes and strips: on a
    // 1366x768 screen in German the plot was squeezed to ~30 px under them.
    static constexpr int kMinimumPlotHeight = 120;
    // While held (a picture at another size is being made), the minimum height stays as it is.
    void holdMinimumHeight(bool hold) { m_minimumHeld = hold; }

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
    // The chart's left margin while no strip's name needs more (see layoutChart()).
    static constexpr int kChartMarginLeft = 6;

    void beginRun();
    void endRun();
    void beginHosts();
    // The legend's names and the title for the hosts shown.
    void addHostLines();
    // The compared runs' data: the reports shown, or the hosts' lines.
    const QList<ChartData>& compared() const;
    void makeAxes();
    void clearChart();
    void clearDrawing(); // the series, axes and marks; not which hosts are shown
    // Colours of the chart, the axes and every series from the widget's palette.
    void applyPalette();
    void styleAxes();
    void scheduleRefresh();
    void refresh();
    void updateAxes(double& x0, double& x1);
    ChartMarks::PlotMapping plotMapping() const;
    // Room for the legend's rows and the strips, then Qt Charts' layout, so that the plot
    // does not move after the overlays are drawn.
    void layoutChart();
    void activateLayout();
    ChartMarks::StripPlan stripPlan() const;
    ChartMarks::Strips stripLayout(const ChartMarks::PlotMapping& map) const;
    void updateOverlays();
    void updateStrips(const ChartMarks::PlotMapping& map);
    // The legend's entries: the series shown, the stall lane's threshold, overruns.
    void legendEntries(QStringList& texts, QList<LegendSwatch>& swatches) const;
    void updateLegend();
    // The legend's left edge and width, in the chart's coordinates.
    std::pair<double, double> legendSpan() const;
    void updateTitle();
    void updateRateTitle();
    // The Dirty+Writeback and stream share axes' titles, in as many lines as the plot's height
    // needs (Qt Charts cuts a vertical title longer than its axis off); the rate axis' alike.
    void updateSideTitles();
    QString wrappedAxisTitle(const QString& text, const QFont& font) const;
    void updateOffScale();
    // The value axes fit the data anew, also downwards while live.
    void refitValues();
    // Whether a program line drawn on the left axis runs over its top in the time shown.
    bool overTop(const QXYSeries* line) const;
    void updateComparisonTitle();
    int xTicks() const;
    // What a real-time run's streams add up to at their rates (the most streams of any pass), MiB/s.
    double neededMiBs() const;

    ChartColors m_colors;
    QChart* m_chart = nullptr;
    QValueAxis* m_x = nullptr;
    QValueAxis* m_y = nullptr;
    QValueAxis* m_yDirty = nullptr;
    QValueAxis* m_yShare = nullptr; // the streams' % of their rate (showsStreamShares)
    ChartNavigator* m_navigator = nullptr; // made with the axes
    std::unique_ptr<ChartOverlay> m_overlay; // its layers are the chart's children
    std::unique_ptr<ChartSeries> m_series; // made with the axes; the series are the chart's
    std::unique_ptr<OffScaleMarks> m_offScale; // its items are the chart's children
    double m_smoothing = kAutoSmoothing;
    double m_followWindow = 0;
    bool m_fitAll = false;
    ScaleTo m_scaleTo = ScaleTo::Auto;
    CompareLine m_compareLine = CompareLine::Total;
    bool m_compareRelative = false;
    Mode m_mode = Mode::Run;
    QPointer<LiveRun> m_run;
    bool m_showsRun = false; // data() is m_run's, not m_data
    ChartData m_data; // a report shown
    QList<ChartData> m_compare; // the compared runs, in the order of their lines
    QPointer<TogetherSession> m_hosts;
    bool m_showsHosts = false; // compared() is the hosts' lines: m_hosts' or m_storedHosts
    bool m_hostsStored = false; // the hosts shown are a report's, m_storedHosts
    TogetherData m_storedHosts;
    int m_focusHost = -1; // showHost()
    int m_focusStreams = 0; // the stream count last told for the host shown alone
    QDateTime m_startedAt;
    QString m_emptyTitle; // showNothing()'s title, until something is shown

    // What the last redraw drew, for the test probes.
    int m_stallSpans = 0;
    int m_flushSpans = 0;
    int m_overrunMarks = 0;
    int m_blockedSpans = 0;
    int m_stripRows = 0;
    int m_aroundPlotHeight = 0; // the chart's height less its plot's, at the last layout
    bool m_minimumHeld = false;

    QTimer m_refreshTimer;
    bool m_running = false;
    AxisScale::FollowRanges m_ranges; // the axes' ends while they follow the data
    int m_refreshCount = 0;
    double m_lastRefreshMs = 0; // wall time of the last redraw, for the log
    double m_lastPaintMs = 0;
    double m_lastRefreshCpuMs = 0; // GUI thread CPU time of the last redraw and paint, to space the next ones
    double m_lastPaintCpuMs = 0;
    CpuBudget::Redraws m_budget;
    bool m_budgeted = false; // the redraw in progress is a coalesced live one
};
