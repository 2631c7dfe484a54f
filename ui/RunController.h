#pragma once

#include "Capacity.h"
#include "Engine.h"
#include "RunConfig.h"
#include "RunReport.h"
#include "RunWorker.h"
#include "Sample.h"

#include <QObject>
#include <QThread>

class IoBackend;

// Owns the worker thread and the RunWorker that does the I/O, and passes on only the signals
// of the run it started last: every worker signal carries a run id, and anything from an
// older (cancelled) run is dropped here, in one place (whenCurrent()). The LiveRun follows the
// run signals, the CapacityPage the capacity ones. Lives in the GUI thread.
class RunController : public QObject {
    Q_OBJECT
public:
    explicit RunController(QObject* parent = nullptr);
    ~RunController() override;

    // Tests: a fault-injecting backend (not owned) and the safety-net options.
    void setBackend(IoBackend* backend) { m_backend = backend; }
    void setEngineOptions(const EngineOptions& options) { m_options = options; }

    // Starts a run in the worker thread; returns its id. Only one run at a time.
    quint64 start(const RunConfig& config);
    // Starts a capacity search (a series of real-time runs, each reported through the run
    // signals below) instead; it ends with capacityFinished() rather than finished().
    quint64 startCapacity(const RunConfig& config);
    // Asks the run in progress to stop (it ends within one I/O operation and removes its files).
    void stop();
    bool isRunning() const { return m_running; }
    bool stopRequested() const { return m_stopRequested; }
    quint64 currentRunId() const { return m_currentRunId; }
    // Tests: the current run's worker, to play a late signal of an older run.
    RunWorker* worker() const { return m_worker; }

Q_SIGNALS:
    void started(const RunConfig& config);
    void targetStarted(int target, const SysProbe::Environment& environment);
    void passStarted(int target, int pass, int streams, qint64 sizePerStream);
    void phaseStarted(int target, int pass, PhaseKind kind, double tS);
    void samplesReady(const SampleBatch& batch);
    void phaseFinished(const PhaseResult& result);
    void statusChanged(const QString& text);
    void finished(const RunReport& report);
    void capacityStepStarted(int streams);
    void capacityStep(const CapacityStep& step);
    void capacityFinished(const CapacityResult& result);

private:
    // The one run-id check: calls `handler` with a worker signal's arguments (after its run
    // id) in the GUI thread, unless the signal belongs to an older run than the current one.
    template <typename... Args, typename Handler>
    void whenCurrent(void (RunWorker::*signal)(quint64, Args...), Handler handler)
    {
        connect(
            m_worker, signal, this,
            [this, handler](quint64 runId, Args... args) {
                Q_ASSERT(QThread::currentThread() == thread());
                if (runId == m_currentRunId)
                    handler(args...);
            },
            Qt::QueuedConnection);
    }
    // A worker signal passed on as this controller's signal of the same arguments, minus the
    // id. The signal that ends a run frees the controller for the next one before it is passed on.
    enum class EndsRun { No, Yes };
    template <typename... Args>
    void relay(
        void (RunWorker::*signal)(quint64, Args...), void (RunController::*to)(Args...), EndsRun ends = EndsRun::No)
    {
        whenCurrent(signal, [this, to, ends](Args... args) {
            if (ends == EndsRun::Yes) {
                m_running = false;
                m_stopRequested = false;
            }
            Q_EMIT(this->*to)(args...);
        });
    }

    RunWorker* newWorker();
    quint64 launch(const RunConfig& config, void (RunWorker::*slot)(quint64, const RunConfig&));

    QThread m_thread;
    RunWorker* m_worker = nullptr; // the current run's worker; lives in m_thread
    IoBackend* m_backend = nullptr;
    EngineOptions m_options;
    quint64 m_nextRunId = 1;
    quint64 m_currentRunId = 0;
    bool m_running = false;
    bool m_stopRequested = false;
};
