#include "Exporter.h"

#include "CapacityChart.h"
#include "ImageFile.h"
#include "LiveChart.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

namespace {
QString suggestedImage(const QString& stem)
{
    return QDir::homePath() + QStringLiteral("/streamscope-") + stem
        + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")) + QStringLiteral(".png");
}
} // namespace

Exporter::Exporter(QWidget* window, LiveChart* chart, CapacityChart* capacityChart)
    : QObject(window)
    , m_window(window)
    , m_chart(chart)
    , m_capacityChart(capacityChart)
{ }

void Exporter::setReport(const RunReport& report)
{
    m_report = report;
    m_hasReport = true;
}

bool Exporter::saveChart(const QString& path, QString* error)
{
    QString message;
    const bool ok = m_chart->saveImage(path, &message);
    if (!ok && error)
        *error = message;
    if (ok)
        Q_EMIT saved(tr("Chart saved to %1").arg(QDir::toNativeSeparators(path)));
    return ok;
}

bool Exporter::saveWindowImage(const QString& path, QString* error)
{
    // Let pending layouts run first (a label that has just grown a line asked for one), as
    // they would before the next paint on screen; one pass can request another.
    for (int pass = 0; pass < 3; ++pass)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    m_chart->refreshNow();
    return ImageFile::savePng(m_window->grab(), path, error);
}

bool Exporter::saveCapacityChart(const QString& path, QString* error)
{
    QString message;
    const bool ok = m_capacityChart->saveImage(path, &message);
    if (!ok && error)
        *error = message;
    if (ok)
        Q_EMIT saved(tr("Capacity chart saved to %1").arg(QDir::toNativeSeparators(path)));
    return ok;
}

bool Exporter::exportReport(const QString& path, QString* error)
{
    if (!m_hasReport) {
        if (error)
            *error = tr("there is no finished run to export");
        return false;
    }
    return m_report.save(path, error);
}

bool Exporter::exportCsv(const QString& path, QString* error)
{
    if (!m_hasReport) {
        if (error)
            *error = tr("there is no finished run to export");
        return false;
    }
    return m_report.saveCsv(path, error);
}

void Exporter::chooseSaveChart()
{
    QString filter;
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save Chart"), suggestedImage(QString()), tr("PNG image (*.png);;SVG image (*.svg)"), &filter);
    if (path.isEmpty())
        return;
    QString file = path;
    if (QFileInfo(file).suffix().isEmpty())
        file += filter.contains(QLatin1String("svg")) ? QStringLiteral(".svg") : QStringLiteral(".png");
    QString error;
    if (!saveChart(file, &error))
        Q_EMIT failed(tr("Cannot save the chart: %1").arg(error));
}

void Exporter::chooseSaveCapacityChart()
{
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save Capacity Chart"), suggestedImage(QStringLiteral("capacity-")), tr("PNG image (*.png)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".png");
    QString error;
    if (!saveCapacityChart(path, &error))
        Q_EMIT failed(tr("Cannot save the capacity chart: %1").arg(error));
}

void Exporter::chooseExportReport()
{
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Report"),
        QDir::homePath() + QStringLiteral("/streamscope-report.json"), tr("JSON (*.json)"));
    QString error;
    if (!path.isEmpty() && !exportReport(path, &error))
        Q_EMIT failed(tr("Cannot export the report: %1").arg(error));
}

void Exporter::chooseExportCsv()
{
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Time Series"),
        QDir::homePath() + QStringLiteral("/streamscope-series.csv"), tr("CSV (*.csv)"));
    QString error;
    if (!path.isEmpty() && !exportCsv(path, &error))
        Q_EMIT failed(tr("Cannot export the time series: %1").arg(error));
}
