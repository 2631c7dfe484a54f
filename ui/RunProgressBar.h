#pragma once

#include "RunReport.h"

#include <QElapsedTimer>
#include <QProgressBar>

// The status bar's progress: the phase being run, how far, the time elapsed and the ETA while
// a run or a capacity search goes; how it ended and how long it took afterwards.
class RunProgressBar : public QProgressBar {
    Q_OBJECT
public:
    enum class End { Done, Stopped, Failed };

    explicit RunProgressBar(QWidget* parent = nullptr);

    // A run, a search or a search's step begins: back to 0, with this phase text. Only a run
    // or a search restarts the clock.
    void begin(const QString& phase, bool restartClock = true);
    void setPhase(const QString& phase) { m_phase = phase; }
    // `fraction` of the work is done (0 … 1).
    void showProgress(double fraction);
    // Says how it ended; returns the duration as durationText() gives it.
    QString end(End how);

    static QString phaseWord(PhaseKind kind);
    // How long a finished run took: "0.4 s" (locale-formatted) under a minute, else m:ss.
    static QString durationText(qint64 ms);

private:
    QElapsedTimer m_elapsed;
    QString m_phase;
};
