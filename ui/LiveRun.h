#pragma once

#include "ChartData.h"
#include "LatencySeries.h"
#include "RunConfig.h"
#include "RunReport.h"
#include "Sample.h"
#include "SystemProbe.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>

class RunController;

// The run in progress, as every view sees it: one model between the RunController and the
// chart, the results table, the progress bar and the status line, which subscribe to its
// signals and read what they draw from it. It assembles the run's structure once: the
// chart's columns (ChartData) and the partial report the results table shows (targets,
// passes, finished phases) come from the same signals. It also keeps the clock, the
// fraction done and the ETA, and the status sentence. A capacity search is a series of
// such runs (one per step) on one clock; the step is named in the phase and status texts.
// No widgets here: the tests drive it on a QCoreApplication.
class LiveRun : public QObject {
    Q_OBJECT
public:
    enum class End { Done, Stopped, Failed };

    explicit LiveRun(QObject* parent = nullptr);

    // Takes the controller's run signals (already filtered by run id there).
    void follow(RunController* controller);

    // A run of its own begins: the data is cleared and the clock restarts.
    void beginRun(const RunConfig& config, const QDateTime& startedAt = QDateTime::currentDateTime());
    // A capacity search begins (its steps follow with beginStep()); the clock restarts.
    void beginSearch(const RunConfig& config);
    // After beginRun(): each target is a host of a TogetherSession, all at once (together) or
    // one after another; the progress names hosts, not "target 1 of 2" (the next begin forgets it).
    enum class Hosts { None, Together, OneAfterAnother };
    void setHosts(Hosts hosts) { m_hosts = hosts; }
    // Step `step` of the search begins with this run configuration; the clock goes on.
    // `stepBound` (the most steps the search can take, 0: unknown) makes the progress and the
    // ETA those of the whole search rather than of the step.
    void beginStep(const RunConfig& config, int step, int streams, int stepBound = 0);
    // The step's run is over (its verdict is the capacity page's): the views stop following.
    void endStep();
    // The search ended; `how` as its exit status says.
    void endSearch(End how);
    // The user asked to stop: says so, and the worker's status lines no longer replace that.
    void markStopping();

    // What the worker reports (through RunController).
    void setStarted(const RunConfig& config);
    void addTarget(int target, const SysProbe::Environment& environment);
    void addPass(int target, int pass, int streams, qint64 sizePerStream);
    void addPhaseStart(int target, int pass, PhaseKind kind, double tS);
    void appendBatch(const SampleBatch& batch);
    void addPhaseResult(const PhaseResult& result);
    void setStatus(const QString& text);
    void finish(const RunReport& report);
    // A run whose samples do not come here (several hosts: the chart takes theirs): its
    // fraction done (0 … 1), in place of the samples'. Until the next run begins.
    void setProgress(double fraction);

    const ChartData& chartData() const { return m_data; }
    // Op latency per tick and per phase, from the same samples.
    const LatencySeries& latency() const { return m_latency; }
    // The run so far: configuration, start time, targets and passes, finished phases; the
    // worker's whole report once finished().
    const RunReport& report() const { return m_report; }
    const QDateTime& startedAt() const { return m_report.startedAt; }
    bool isRunning() const { return m_running; } // a run (or a search's step) is drawing
    bool isActive() const { return m_active; } // a run or a search goes: progress counts
    bool isSearch() const { return m_search; }
    End end() const { return m_end; }

    // Progress: the phase being run, the fraction done (0 … 1), the time since the run or
    // the search began (frozen when it ends), the estimated time left (-1: not yet known).
    // For a search with a step bound, the whole search's: its ETA is an upper bound.
    QString phaseText() const { return m_phase; }
    double progress() const;
    qint64 elapsedMs() const;
    qint64 etaMs() const;
    QString statusText() const { return m_status; }
    // A real-time run with --confirm's cap, past its duration in a write phase: it runs on until
    // the projection is confirmed or refuted, for at most this much longer (run time, ms). -1
    // when the run is not confirming.
    qint64 confirmingLeftMs() const;
    // How far into that cap the write phase is (0 … 1); meaningful while confirmingLeftMs() >= 0.
    double confirmingProgress() const;
    // In a flush (fdatasync after the writes, which the byte count calls 100 %): what the page
    // cache still holds to write (Dirty + Writeback, all programs': an upper bound) and, at the
    // device's write rate over the last 2 s, the time that takes. False outside a flush; *leftMs
    // -1 while the device has not written yet.
    bool flushLeft(double* mib, qint64* leftMs) const;

Q_SIGNALS:
    void began(); // a run, a search or a step: views clear and follow
    void targetAdded(int target);
    void passAdded(int target, int pass);
    void phaseStarted(int target, int pass, PhaseKind kind);
    void samplesAppended(int streamsBefore);
    void latencyAppended(); // latency() has new ticks or a finished phase
    void phaseFinished(const PhaseResult& result);
    void progressChanged();
    void statusChanged(const QString& text);
    void runEnded(); // the run (or step) stopped drawing: views stop following
    void finished(const RunReport& report); // a run of its own ended
    void ended(LiveRun::End how); // a run or a search ended: the clock stopped

private:
    void reset(const RunConfig& config, const QDateTime& startedAt);
    // A run or a search begins: the clock restarts.
    void begin(
        const RunConfig& config, const QDateTime& startedAt, bool search, const QString& phase, const QString& status);
    void setStatusText(const QString& text);
    void stop(End how);
    QString stepText() const;

    ChartData m_data;
    LatencySeries m_latency;
    RunReport m_report;
    QElapsedTimer m_clock;
    qint64 m_durationMs = -1; // frozen when it ended
    QString m_phase;
    bool m_flushing = false;
    QString m_status;
    bool m_running = false;
    bool m_active = false;
    bool m_search = false;
    bool m_stopping = false;
    Hosts m_hosts = Hosts::None;
    int m_step = 0;
    int m_stepStreams = 0;
    int m_stepBound = 0;
    double m_writeStartS = -1; // run time the open write phase began; -1 outside one
    double m_progress = -1; // setProgress()'s; -1: the samples'
    End m_end = End::Done;
};
