#pragma once

#include <QWidget>

class LiveChart;
class QComboBox;

// The live chart with the bar above it: the stream chooser (highlight one stream; it follows
// the chart's stream count by itself) and the hint on how to zoom and pan.
class ChartPage : public QWidget {
    Q_OBJECT
public:
    explicit ChartPage(QWidget* parent = nullptr);
    LiveChart* chart() const { return m_chart; }

private:
    void setStreamCount(int streams);

    LiveChart* m_chart = nullptr;
    QComboBox* m_streamChooser = nullptr;
};
