#pragma once

#include <QWidget>

class LiveChart;
class QComboBox;
class QLabel;
class QToolButton;

// The live chart with the bar above it: the stream chooser (highlight one stream; it follows
// the chart's stream count by itself), the smoothing of the rate lines, the span a live run's
// rolling view follows, "Fit all" (the device's lines in the rate axis too), "Back to live"
// after a zoom or pan during a run, what the rate axis is scaled to (the program's lines or the
// streams alone), what a comparison overlays (total, effective or ongoing: only while comparing),
// and the hint on how to zoom and pan. Under the bar, for a buffered real-time run, where it
// stands and is going (OutlookText), live and after it ended. The smoothing and follow choices persist in QSettings.
class ChartPage : public QWidget {
    Q_OBJECT
public:
    explicit ChartPage(QWidget* parent = nullptr);
    LiveChart* chart() const { return m_chart; }
    // What the bar and the lines need at the page's width (they wrap) and the chart's minimum:
    // a splitter asks for no more than this, and below it the chart was squeezed under them.
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void setStreamCount(int streams);
    void updateBackToLive();
    void updateAutoSmoothing();
    void updateForMode();
    void updateOutlook();

    LiveChart* m_chart = nullptr;
    QWidget* m_hostGroup = nullptr; // "Host:" and its chooser: only while hosts are shown
    QComboBox* m_hostChooser = nullptr;
    QComboBox* m_streamChooser = nullptr;
    QComboBox* m_smoothing = nullptr;
    QComboBox* m_follow = nullptr;
    QToolButton* m_fitAll = nullptr;
    QWidget* m_scaleGroup = nullptr; // "Scale to:" and its chooser
    QComboBox* m_scaleTo = nullptr;
    QWidget* m_compareGroup = nullptr; // "Compare:" and its chooser
    QLayout* m_toolbar = nullptr; // the choosers above the chart (a FlowRow)
    QComboBox* m_compareLine = nullptr;
    QLabel* m_compareAsLabel = nullptr;
    QComboBox* m_compareAs = nullptr; // rates, or % of each run's median
    QToolButton* m_backToLive = nullptr;
    QLabel* m_outlook = nullptr;
    QLabel* m_otherIo = nullptr; // the device did mostly other programs' I/O
};
