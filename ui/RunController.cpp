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

bool RunController::isCurrent(quint64 runId) const
{
    Q_ASSERT(QThread::currentThread() == thread());
    return runId == m_currentRunId;
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

    RunWorker* worker = m_worker;
    connect(
        worker, &RunWorker::started, this,
        [this](quint64 id, const RunConfig& c) {
            if (isCurrent(id))
                Q_EMIT started(c);
        },
        Qt::QueuedConnection);
    connect(
        worker, &RunWorker::targetStarted, this,
        [this](quint64 id, int target, const SysProbe::Environment& environment) {
            if (isCurrent(id))
                Q_EMIT targetStarted(target, environment);
        },
        Qt::QueuedConnection);
    connect(
        worker, &RunWorker::passStarted, this,
        [this](quint64 id, int target, int pass, int streams, qint64 size) {
            if (isCurrent(id))
                Q_EMIT passStarted(target, pass, streams, size);
        },
        Qt::QueuedConnection);
    connect(
        worker, &RunWorker::phaseStarted, this,
        [this](quint64 id, int target, int pass, int phase, double tS) {
            if (isCurrent(id) && phase >= 0 && phase < kPhaseKindCount)
                Q_EMIT phaseStarted(target, pass, PhaseKind(phase), tS);
        },
        Qt::QueuedConnection);
    connect(
        worker, &RunWorker::samplesReady, this,
        [this](quint64 id, const SampleBatch& batch) {
            if (isCurrent(id))
                Q_EMIT samplesReady(batch);
        },
        Qt::QueuedConnection);
    connect(
        worker, &RunWorker::phaseFinished, this,
        [this](quint64 id, const PhaseResult& result) {
            if (isCurrent(id))
                Q_EMIT phaseFinished(result);
        },
        Qt::QueuedConnection);
    connect(
        worker, &RunWorker::statusChanged, this,
        [this](quint64 id, const QString& text) {
            if (isCurrent(id))
                Q_EMIT statusChanged(text);
        },
        Qt::QueuedConnection);
    connect(
        worker, &RunWorker::finished, this,
        [this](quint64 id, const RunReport& report) {
            if (!isCurrent(id))
                return;
            m_running = false;
            m_stopRequested = false;
            Q_EMIT finished(report);
        },
        Qt::QueuedConnection);
    connect(
        worker, &RunWorker::capacityStepStarted, this,
        [this](quint64 id, int streams) {
            if (isCurrent(id))
                Q_EMIT capacityStepStarted(streams);
        },
        Qt::QueuedConnection);
    connect(
        worker, &RunWorker::capacityStep, this,
        [this](quint64 id, const CapacityStep& step) {
            if (isCurrent(id))
                Q_EMIT capacityStep(step);
        },
        Qt::QueuedConnection);
    connect(
        worker, &RunWorker::capacityFinished, this,
        [this](quint64 id, const CapacityResult& result) {
            if (!isCurrent(id))
                return;
            m_running = false;
            m_stopRequested = false;
            Q_EMIT capacityFinished(result);
        },
        Qt::QueuedConnection);
    return worker;
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
