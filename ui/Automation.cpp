#include "Automation.h"

#include "Exporter.h"

#include <QCoreApplication>
#include <QTimer>

Automation::Automation(Exporter* exporter, QObject* parent)
    : QObject(parent)
    , m_exporter(exporter)
{ }

void Automation::configure(const QString& saveChartPath, const QString& saveWindowPath, bool quitWhenDone)
{
    m_saveChart = saveChartPath;
    m_saveWindow = saveWindowPath;
    m_quit = quitWhenDone;
}

void Automation::finish(int exitCode, const QString& lastError)
{
    if (!m_saveChart.isEmpty()) {
        QString error;
        if (!m_exporter->saveChart(m_saveChart, &error)) {
            qWarning("%s", qPrintable(error));
            exitCode = exitCode ? exitCode : 1;
        }
    }
    if (!m_saveWindow.isEmpty()) {
        QString error;
        if (!m_exporter->saveWindowImage(m_saveWindow, &error)) {
            qWarning("%s", qPrintable(error));
            exitCode = exitCode ? exitCode : 1;
        }
    }
    if (m_signalExit)
        exitCode = m_signalExit;
    if (m_quit || m_signalExit) {
        if (exitCode == 1 && !lastError.isEmpty())
            qWarning("%s", qPrintable(lastError));
        QTimer::singleShot(0, qApp, [exitCode] { QCoreApplication::exit(exitCode); });
    }
}

void Automation::quitForSignal()
{
    const int status = m_signalExit;
    QTimer::singleShot(0, qApp, [status] { QCoreApplication::exit(status); });
}
