#pragma once

#include "RunReport.h"

#include <QObject>
#include <QSize>
#include <optional>

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

    // The size saved charts are drawn at, whatever the window's; invalid (the default): the
    // chart's size on screen, at the screen's device pixel ratio.
    void setImageSize(const QSize& size) { m_imageSize = size; }
    QSize imageSize() const { return m_imageSize; }
    // "1600x900" (or with ×); nullopt for anything else or a side outside 200..10000.
    static std::optional<QSize> parseImageSize(const QString& text);

    // The verdict in words drawn under a saved chart (Verdict::runText) and the trust flags
    // (Trust::runLines, also the PNG's "Warning" text); empty while a run goes on.
    QString pictureVerdict() const;
    // PNG or SVG by the suffix, at imageSize() (chart and verdict under it), carrying the run's configuration and
    // environment (RunReport::imageMetadata()) as a PNG text chunk or an SVG <metadata>.
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
    // The report whose configuration a saved chart carries: the one set, or else what the
    // chart shows of a run still going.
    RunReport chartReport() const;

    QWidget* m_window;
    LiveChart* m_chart;
    CapacityChart* m_capacityChart;
    RunReport m_report;
    bool m_hasReport = false;
    QSize m_imageSize;
};
