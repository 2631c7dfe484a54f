#include "Automation.h"

#include "Exporter.h"
#include "TerminalText.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QTimer>

namespace {
// A reason for a script (nobody may be looking at the window), on stderr whatever message
// handler Qt has, escaped as every line that names a file or a report's text.
void say(const QString& text)
{
    TerminalText::Device errDevice(stderr);
    QTextStream err(&errDevice);
    err << text << '\n';
}
} // namespace

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

void Automation::finish(int exitCode, const QString& lastError, bool pictures)
{
    if (pictures && !m_saveChart.isEmpty()) {
        QString error;
        if (!m_exporter->saveChart(m_saveChart, &error)) {
            say(error);
            exitCode = exitCode ? exitCode : 1;
        }
    }
    if (pictures && !m_saveWindow.isEmpty()) {
        QString error;
        if (!m_exporter->saveWindowImage(m_saveWindow, &error)) {
            say(error);
            exitCode = exitCode ? exitCode : 1;
        }
    }
    if (m_signalExit)
        exitCode = m_signalExit;
    // Scripted (quitting, or saving pictures) or asked on the command line (--show): the
    // reason goes to stderr too, not only to the window.
    const bool scripted = m_quit || m_signalExit || m_sayFailures || !m_saveChart.isEmpty() || !m_saveWindow.isEmpty();
    if (scripted && exitCode == 1 && !lastError.isEmpty())
        say(lastError);
    if (m_quit || m_signalExit) {
        QTimer::singleShot(0, qApp, [exitCode] { QCoreApplication::exit(exitCode); });
    }
}

void Automation::quitForSignal()
{
    const int status = m_signalExit;
    QTimer::singleShot(0, qApp, [status] { QCoreApplication::exit(status); });
}
