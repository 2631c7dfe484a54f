#pragma once

#include "LatencySeries.h"

#include <QPointer>
#include <QWidget>

class LiveRun;
class QChart;
class QChartView;
class QAreaSeries;
class QComboBox;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;
class QLabel;
class QTimer;

// The companion of the stalls table: op latency over time (p50, p99 and max of the reads and
// writes that completed in each tick, on a log scale) and, below, the latency histogram of
// one phase (log-scale buckets, share of the phase's ops), the latest by default. Follows the
// LiveRun while a run goes on; shows a report (from history) when asked. The data is the
// LiveRun's LatencySeries: this widget only draws it.
class LatencyPane : public QWidget {
    Q_OBJECT
public:
    explicit LatencyPane(QWidget* parent = nullptr);

    void setRun(LiveRun* run);
    // A report from history; the run that just ended keeps its live data (with histograms).
    void showReport(const RunReport& report);

    // For tests.
    const LatencySeries& series() const;
    QChart* timeChart() const { return m_timeChart; }
    QChart* histogramChart() const { return m_histogramChart; }
    QComboBox* phaseBox() const { return m_phaseBox; }
    bool histogramShown() const;
    QString summaryText() const;
    void refreshNow();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void scheduleRefresh();
    void refreshIfShown();
    void refreshTimeChart();
    void refreshPhases();
    void refreshHistogram();

    QPointer<LiveRun> m_run;
    bool m_showingRun = true; // else m_report's series
    LatencySeries m_report;
    QChart* m_timeChart = nullptr;
    QChartView* m_timeView = nullptr;
    QValueAxis* m_timeX = nullptr;
    QLogValueAxis* m_timeY = nullptr;
    QChart* m_histogramChart = nullptr;
    QChartView* m_histogramView = nullptr;
    QLineSeries* m_histogramOutline = nullptr; // the upper edge of m_histogramArea
    QAreaSeries* m_histogramArea = nullptr;
    QLogValueAxis* m_histogramX = nullptr;
    QValueAxis* m_histogramY = nullptr;
    QComboBox* m_phaseBox = nullptr;
    QLabel* m_summary = nullptr;
    QTimer* m_refresh = nullptr;
    bool m_userPickedPhase = false;
    // New live data arrived while the pane was hidden (another tab in front): drawn when shown.
    bool m_stale = false;
};
