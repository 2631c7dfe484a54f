#pragma once

#include "LiveRun.h"

#include <QPointer>
#include <QProgressBar>

// The status bar's progress: the phase being run, how far, the time elapsed and the ETA while
// a run or a capacity search goes; how it ended and how long it took afterwards. All of it
// read from the LiveRun it follows.
class RunProgressBar : public QProgressBar {
    Q_OBJECT
public:
    explicit RunProgressBar(QWidget* parent = nullptr);

    void setRun(LiveRun* run);
    // Saved runs are shown, none goes: the last run's "stopped — 3:16" would read as theirs.
    void showIdle();

    // How long a finished run took: "0.4 s" (locale-formatted) under a minute, else m:ss.
    static QString durationText(qint64 ms);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void showProgress();
    // The first of `texts` (longest first) that fits the bar on one line, else the last one
    // elided; the tooltip keeps the first in full.
    void showFitting(const QStringList& texts);
    void showEnd(LiveRun::End how);

    QPointer<LiveRun> m_run;
};
