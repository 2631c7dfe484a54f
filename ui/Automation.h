#pragma once

#include <QObject>

class Exporter;

// The window driven by a script: --save-chart and --save-window when the run (or the capacity
// search) ends, then --quit with the exit status (0 ok, 1 failed, 130 stopped, 128 + N after
// signal N). Nobody may be looking at the window: a script sees only the status and stderr.
class Automation : public QObject {
    Q_OBJECT
public:
    explicit Automation(Exporter* exporter, QObject* parent = nullptr);

    void configure(const QString& saveChartPath, const QString& saveWindowPath, bool quitWhenDone);
    // Says a failure's reason on stderr even without --quit or a picture to save (--show).
    void setSayFailures(bool say) { m_sayFailures = say; }
    // SIGINT, SIGTERM or SIGHUP: quit with 128 + signal once the run is over.
    void setSignal(int signal) { m_signalExit = 128 + signal; }
    int signalExit() const { return m_signalExit; }
    // A run or search ended with `exitCode` (or a shown report was read, or could not be);
    // `lastError` is the window's last message, said on stderr when the exit status is 1.
    // `pictures`: save the chart and window asked for. False when what was asked to be shown
    // was not (a report that cannot be read): a picture of something else, or of nothing,
    // would replace the user's file.
    void finish(int exitCode, const QString& lastError, bool pictures = true);
    // Quits at once (no run was going when the signal came).
    void quitForSignal();

private:
    Exporter* m_exporter;
    QString m_saveChart;
    QString m_saveWindow;
    bool m_quit = false;
    bool m_sayFailures = false;
    int m_signalExit = 0;
};
