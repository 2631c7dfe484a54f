#include "RunWorker.h"

#include <QThread>

namespace {

// Bridges engine callbacks to the worker's signals. Emitting from the sampler thread is
// safe: the receivers live in other threads, so every connection is queued.
class SignalObserver final : public RunObserver {
public:
    SignalObserver(RunWorker& worker, quint64 runId)
        : m_worker(worker)
        , m_runId(runId)
    { }
    void targetStarted(int target, const SysProbe::Environment& env) override
    {
        Q_EMIT m_worker.targetStarted(m_runId, target, env);
    }
    void passStarted(int target, int pass, int streams, int64_t sizePerStream) override
    {
        Q_EMIT m_worker.passStarted(m_runId, target, pass, streams, qint64(sizePerStream));
    }
    void phaseStarted(int target, int pass, PhaseKind kind, double tS) override
    {
        Q_EMIT m_worker.phaseStarted(m_runId, target, pass, int(kind), tS);
    }
    void phaseFinished(const PhaseResult& result) override { Q_EMIT m_worker.phaseFinished(m_runId, result); }
    void samples(const SampleBatch& batch) override { Q_EMIT m_worker.samplesReady(m_runId, batch); }
    void status(const QString& text) override { Q_EMIT m_worker.statusChanged(m_runId, text); }

private:
    RunWorker& m_worker;
    quint64 m_runId;
};

} // namespace

void registerStreamScopeMetaTypes()
{
    qRegisterMetaType<RunConfig>();
    qRegisterMetaType<RunReport>();
    qRegisterMetaType<PhaseResult>();
    qRegisterMetaType<SampleBatch>();
    qRegisterMetaType<Sample>();
    qRegisterMetaType<SysProbe::Environment>();
    qRegisterMetaType<CapacityStep>();
    qRegisterMetaType<CapacityResult>();
}

RunWorker::RunWorker(QObject* parent)
    : QObject(parent)
{
    registerStreamScopeMetaTypes();
}

RunWorker::~RunWorker() = default;

void RunWorker::cancel(quint64 runId)
{
    std::lock_guard lock(m_engineMutex);
    if (runId == 0)
        return;
    if (runId == m_activeRunId) {
        if (m_engine)
            m_engine->cancel();
        if (m_capacity)
            m_capacity->cancel();
    } else if (runId != m_lastEndedRunId) {
        // Not started yet (its start() waits in the queue); a cancel for a run that has
        // already ended must not stop the next one.
        m_cancelledBeforeStart = runId;
    }
}

bool RunWorker::beginRun(quint64 runId, Engine* engine, CapacitySearch* search)
{
    std::lock_guard lock(m_engineMutex);
    m_activeRunId = runId;
    m_engine = engine;
    m_capacity = search;
    const bool cancelled = m_cancelledBeforeStart == runId;
    m_cancelledBeforeStart = 0;
    return !cancelled;
}

void RunWorker::endRun()
{
    std::lock_guard lock(m_engineMutex);
    m_lastEndedRunId = m_activeRunId;
    m_activeRunId = 0;
    m_engine = nullptr;
    m_capacity = nullptr;
}

void RunWorker::start(quint64 runId, const RunConfig& config)
{
    Q_ASSERT(QThread::currentThread() == thread());
    PosixIoBackend posix;
    IoBackend& backend = m_backend ? *m_backend : static_cast<IoBackend&>(posix);
    SignalObserver observer(*this, runId);
    Engine engine(backend, &observer, m_options);
    if (!beginRun(runId, &engine, nullptr))
        engine.cancel();
    Q_EMIT started(runId, config);
    const RunReport report = engine.run(config);
    endRun();
    Q_EMIT finished(runId, report);
}

void RunWorker::startCapacity(quint64 runId, const RunConfig& config)
{
    Q_ASSERT(QThread::currentThread() == thread());
    PosixIoBackend posix;
    IoBackend& backend = m_backend ? *m_backend : static_cast<IoBackend&>(posix);
    // Each step's run reports like a normal run, so a window can draw it live.
    SignalObserver observer(*this, runId);
    CapacitySearch search(backend, m_options, &observer);
    if (!beginRun(runId, nullptr, &search))
        search.cancel();
    Q_EMIT started(runId, config);
    const CapacityResult result = search.run(
        config, [this, runId](const CapacityStep& step) { Q_EMIT capacityStep(runId, step); },
        [this, runId](int streams) { Q_EMIT capacityStepStarted(runId, streams); });
    endRun();
    Q_EMIT capacityFinished(runId, result);
}
