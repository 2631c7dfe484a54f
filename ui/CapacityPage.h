#pragma once

#include "BackgroundJobs.h"
#include "Capacity.h"
#include "CapacityReport.h"
#include "RunConfig.h"

#include <QDateTime>
#include <QPointer>
#include <QWidget>

class CapacityChart;
class HistoryPanel;
class LiveRun;
class QLabel;
class QTabWidget;
class RunController;

// The Capacity tab and the state of the search it shows: the answer in one sentence over the
// chart of the steps, the search's settings, how many steps have begun and the count being
// tried. The window starts the search; the controller's capacity signals come here, and each
// step's run is shown by the LiveRun this page begins and ends it on.
class CapacityPage : public QWidget {
    Q_OBJECT
public:
    explicit CapacityPage(QWidget* parent = nullptr);

    // Why a search cannot start with these settings; empty when it can.
    static QString problem(const RunConfig& config);

    // Takes the controller's capacity signals; each step is a run of `run`.
    void follow(RunController* controller, LiveRun* run);
    // Keeps finished searches in the history and shows one chosen there (bringing this page
    // forward in `tabs`).
    void followHistory(HistoryPanel* history, QTabWidget* tabs);

    // Makes this the current page of its tabs (those of followHistory()), with the room its
    // chart needs in the splitter they sit in.
    void bringForward();
    // Reads a saved search (in the background) and shows it; reopened() follows.
    void open(const QString& path);
    // Shows a saved search: its chart and its answer.
    void showReport(const CapacityReport& report);
    // Shows the search read from `path` (reopened from the history, or File > Open Report) and
    // brings the page forward; false while a search runs (its page is not replaced).
    bool showSaved(const QString& path, const CapacityReport& report);
    // The search as the history keeps it (the last one run or shown).
    const CapacityReport& report() const { return m_report; }
    QString savedPath() const { return m_savedPath; }

    void begin(const RunConfig& config);
    // A step begins: the configuration of its run (the search's settings at `streams`).
    RunConfig beginStep(int streams);
    void addStep(const CapacityStep& step);
    void markStopClicked() { m_stopClicked = true; }
    // The search ended: shows its answer; returns the exit status for --quit (0 answered,
    // 1 failed, 130 stopped).
    int finish(const CapacityResult& result);

    bool isSearching() const { return m_searching; }
    int stepsBegun() const { return m_steps; }
    int streams() const { return m_streams; }
    QString answer() const;
    const CapacityResult& lastResult() const { return m_lastResult; }
    CapacityChart* chart() const { return m_chart; }

Q_SIGNALS:
    void stepAdded(const CapacityStep& step);
    // The search ended; `exitCode` as finish() returns it.
    void searchFinished(const CapacityResult& result, int exitCode);
    // The search was saved to the history (not when no step finished).
    void saved(const QString& path);
    // A saved search is shown (ok), or could not be read (the answer says why).
    void reopened(const QString& path, bool ok);
    // A saved search took the page (from the history or File > Open): the live chart above
    // has no lines of it and must not keep the last run's.
    void savedShown(const CapacityReport& report);

private:
    void onStepStarted(int streams);
    void onStep(const CapacityStep& step);
    void onFinished(const CapacityResult& result);
    void save();
    void showAnswer(const QString& text, bool bold);

    CapacityChart* m_chart = nullptr;
    LiveRun* m_run = nullptr;
    QLabel* m_answer = nullptr;
    bool m_searching = false;
    bool m_stopClicked = false;
    RunConfig m_base;
    int m_steps = 0;
    int m_streams = 0;
    CapacityResult m_lastResult;
    CapacityReport m_report;
    QString m_savedPath;
    QString m_saveError;
    QPointer<QTabWidget> m_tabs;
    BackgroundJobs m_loads { this };
};
