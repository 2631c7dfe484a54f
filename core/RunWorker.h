#pragma once

#include "Capacity.h"
#include "Engine.h"
#include "RunConfig.h"
#include "RunReport.h"
#include "Sample.h"

#include <QObject>
#include <memory>
#include <mutex>

Q_DECLARE_METATYPE(SysProbe::Environment)

// The one object through which the window (or any Qt client) drives runs. Lives in its own
// QThread (moveToThread); start() runs a whole run in that thread and reports through queued
// signals: one sample batch per tick at most 25 times a second, never one per I/O. Every
// signal carries the run id given to start(), so a receiver can drop late signals of a run
// it already cancelled.
class RunWorker : public QObject {
    Q_OBJECT
public:
    explicit RunWorker(QObject* parent = nullptr);
    ~RunWorker() override;

    // Tests and benchmarks: a backend to use instead of plain POSIX (not owned; must outlive
    // the runs) and the safety-net options.
    void setBackend(IoBackend* backend) { m_backend = backend; }
    void setEngineOptions(const EngineOptions& options) { m_options = options; }

    // Thread-safe, from any thread. Cancels the run with this id only: while it runs, or
    // before it starts when its start() is still queued. A run that has already ended is
    // not cancelled again, and neither is the next one.
    void cancel(quint64 runId);

public Q_SLOTS:
    void start(quint64 runId, const RunConfig& config);
    // The capacity search (a series of real-time runs); reports each step as it finishes.
    void startCapacity(quint64 runId, const RunConfig& config);

Q_SIGNALS:
    void started(quint64 runId, const RunConfig& config);
    void targetStarted(quint64 runId, int target, const SysProbe::Environment& environment);
    void passStarted(quint64 runId, int target, int pass, int streams, qint64 sizePerStream);
    void phaseStarted(quint64 runId, int target, int pass, int phase, double tS);
    void samplesReady(quint64 runId, const SampleBatch& batch);
    void phaseFinished(quint64 runId, const PhaseResult& result);
    void statusChanged(quint64 runId, const QString& text);
    void finished(quint64 runId, const RunReport& report); // status ok, failed or cancelled
    // A capacity step's run is about to start with this many streams; its samples, phases
    // and status follow through the signals above, then capacityStep() judges it.
    void capacityStepStarted(quint64 runId, int streams);
    void capacityStep(quint64 runId, const CapacityStep& step);
    void capacityFinished(quint64 runId, const CapacityResult& result);

private:
    // Makes runId the active run, or returns false when it was cancelled before it started.
    bool beginRun(quint64 runId, Engine* engine, CapacitySearch* search);
    void endRun();

    IoBackend* m_backend = nullptr;
    EngineOptions m_options;
    std::mutex m_engineMutex;
    Engine* m_engine = nullptr; // the run in progress, for cancel()
    CapacitySearch* m_capacity = nullptr; // the search in progress, for cancel()
    quint64 m_activeRunId = 0; // 0: nothing runs
    quint64 m_lastEndedRunId = 0;
    quint64 m_cancelledBeforeStart = 0; // a queued run cancelled before its start(); 0: none
};

// Registers the metatypes used in RunWorker's queued signals. Call once before connecting.
void registerStreamScopeMetaTypes();
