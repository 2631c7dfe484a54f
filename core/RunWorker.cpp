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

void RunWorker::cancel()
{
    std::lock_guard lock(m_engineMutex);
    if (m_engine)
        m_engine->cancel();
    else if (m_capacity)
        m_capacity->cancel();
    else
        m_cancelBeforeStart = true;
}

void RunWorker::start(quint64 runId, const RunConfig& config)
{
    Q_ASSERT(QThread::currentThread() == thread());
    PosixIoBackend posix;
    IoBackend& backend = m_backend ? *m_backend : static_cast<IoBackend&>(posix);
    SignalObserver observer(*this, runId);
    Engine engine(backend, &observer, m_options);
    {
        std::lock_guard lock(m_engineMutex);
        m_engine = &engine;
        if (std::exchange(m_cancelBeforeStart, false))
            engine.cancel();
    }
    Q_EMIT started(runId, config);
    RunReport report = engine.run(config);
    {
        std::lock_guard lock(m_engineMutex);
        m_engine = nullptr;
    }
    Q_EMIT finished(runId, report);
}

void RunWorker::startCapacity(quint64 runId, const RunConfig& config)
{
    Q_ASSERT(QThread::currentThread() == thread());
    PosixIoBackend posix;
    IoBackend& backend = m_backend ? *m_backend : static_cast<IoBackend&>(posix);
    CapacitySearch search(backend, m_options);
    {
        std::lock_guard lock(m_engineMutex);
        m_capacity = &search;
        if (std::exchange(m_cancelBeforeStart, false))
            search.cancel();
    }
    Q_EMIT started(runId, config);
    const CapacityResult result
        = search.run(config, [this, runId](const CapacityStep& step) { Q_EMIT capacityStep(runId, step); });
    {
        std::lock_guard lock(m_engineMutex);
        m_capacity = nullptr;
    }
    Q_EMIT capacityFinished(runId, result);
}
