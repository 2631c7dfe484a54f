#pragma once

#include "RunReport.h"

#include <QObject>

class CapacityChart;
class LiveChart;
class QWidget;

// Everything the window writes out: the chart (PNG or SVG), a picture of the whole window,
// the capacity chart, and the report shown (JSON, time series CSV), each with its file
// dialog. Holds the report that the exports refer to: the finished run or the one opened.
class Exporter : public QObject {
    Q_OBJECT
public:
    Exporter(QWidget* window, LiveChart* chart, CapacityChart* capacityChart);

    void setReport(const RunReport& report);
    bool hasReport() const { return m_hasReport; }
    const RunReport& report() const { return m_report; }

    bool saveChart(const QString& path, QString* error = nullptr);
    bool saveWindowImage(const QString& path, QString* error = nullptr);
    bool saveCapacityChart(const QString& path, QString* error = nullptr);
    bool exportReport(const QString& path, QString* error = nullptr);
    bool exportCsv(const QString& path, QString* error = nullptr);

    // The File menu's actions: a dialog, then the save; a failure goes to failed().
    void chooseSaveChart();
    void chooseSaveCapacityChart();
    void chooseExportReport();
    void chooseExportCsv();

Q_SIGNALS:
    void saved(const QString& statusText);
    void failed(const QString& message);

private:
    QWidget* m_window;
    LiveChart* m_chart;
    CapacityChart* m_capacityChart;
    RunReport m_report;
    bool m_hasReport = false;
};
