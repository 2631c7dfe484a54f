#include "RunController.h"

#include "RunWorker.h"

RunController::RunController(QObject* parent)
    : QObject(parent)
{
    registerStreamScopeMetaTypes();
    m_thread.setObjectName(QStringLiteral("StreamScope run"));
    m_thread.start();
}

RunController::~RunController()
{
    // A run in progress stops within one I/O operation and removes its files; the thread's
    // event loop then quits and deletes the worker (finished -> deleteLater).
    if (m_running && m_worker)
        m_worker->cancel(m_currentRunId);
    m_thread.quit();
    m_thread.wait();
}

// A fresh worker per run, its signals filtered by run id; the old worker goes once idle.
RunWorker* RunController::newWorker()
{
    if (m_worker)
        m_worker->deleteLater();
    m_worker = new RunWorker;
    m_worker->setBackend(m_backend);
    m_worker->setEngineOptions(m_options);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);

    relay(&RunWorker::started, &RunController::started);
    relay(&RunWorker::targetStarted, &RunController::targetStarted);
    relay(&RunWorker::passStarted, &RunController::passStarted);
    whenCurrent(&RunWorker::phaseStarted, [this](int target, int pass, int phase, double tS) {
        if (phase >= 0 && phase < kPhaseKindCount)
            Q_EMIT phaseStarted(target, pass, PhaseKind(phase), tS);
    });
    relay(&RunWorker::samplesReady, &RunController::samplesReady);
    relay(&RunWorker::phaseFinished, &RunController::phaseFinished);
    relay(&RunWorker::statusChanged, &RunController::statusChanged);
    relay(&RunWorker::finished, &RunController::finished, EndsRun::Yes);
    relay(&RunWorker::capacityStepStarted, &RunController::capacityStepStarted);
    relay(&RunWorker::capacityStep, &RunController::capacityStep);
    relay(&RunWorker::capacityFinished, &RunController::capacityFinished, EndsRun::Yes);
    return m_worker;
}

quint64 RunController::start(const RunConfig& config)
{
    return launch(config, &RunWorker::start);
}

quint64 RunController::startCapacity(const RunConfig& config)
{
    return launch(config, &RunWorker::startCapacity);
}

quint64 RunController::launch(const RunConfig& config, void (RunWorker::*slot)(quint64, const RunConfig&))
{
    Q_ASSERT(QThread::currentThread() == thread());
    if (m_running)
        return 0;
    RunWorker* worker = newWorker();
    m_currentRunId = m_nextRunId++;
    m_running = true;
    m_stopRequested = false;
    const quint64 runId = m_currentRunId;
    QMetaObject::invokeMethod(
        worker, [worker, slot, runId, config] { (worker->*slot)(runId, config); }, Qt::QueuedConnection);
    return runId;
}

void RunController::stop()
{
    Q_ASSERT(QThread::currentThread() == thread());
    // Only while our run is in progress: RunWorker::cancel() is thread-safe and the worker
    // thread is busy inside start(), so this is the one call that must not be queued.
    if (!m_running || !m_worker || m_stopRequested)
        return;
    m_stopRequested = true;
    m_worker->cancel(m_currentRunId);
}
