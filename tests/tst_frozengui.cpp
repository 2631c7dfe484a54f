// The engine never waits for the window: with the receiving (GUI) thread blocked for the whole
// run, so that it handles none of the worker's queued signals, the run still goes to its end,
// and afterwards every sample batch arrives, none lost. The samples travel as queued signals
// posted to the receiver's event queue; nothing in the engine's threads blocks on the receiver.
#include "RunWorker.h"

#include <QSemaphore>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <atomic>

class TestFrozenGui : public QObject {
    Q_OBJECT

private slots:
    void runEndsWhileTheReceiverIsBlocked();
};

void TestFrozenGui::runEndsWhileTheReceiverIsBlocked()
{
    registerStreamScopeMetaTypes();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RunConfig config;
    config.targetDirs = { dir.path() };
    config.streamCounts = { 2 };
    config.totalSize = 8 * 1024 * 1024;
    config.sizePerStream = 0;
    config.blockSize = 64 * 1024;
    config.read = ReadOrder::Each;
    config.intervalNs = 10'000'000;

    QThread thread;
    auto* worker = new RunWorker;
    EngineOptions options;
    options.spaceMarginBytes = 0;
    worker->setEngineOptions(options);
    worker->moveToThread(&thread);
    connect(&thread, &QThread::finished, worker, &QObject::deleteLater);

    // Delivered to this (the blocked) thread: queued.
    qsizetype received = 0;
    QObject receiver;
    connect(worker, &RunWorker::samplesReady, &receiver,
        [&received](quint64, const SampleBatch& batch) { received += batch.samples.size(); });
    // Counted where they are sent. A tick between two phases or after the last one goes out
    // live without belonging to a pass's stored samples, so the count to compare with is this
    // one; how many such ticks there are depends on the machine's speed.
    std::atomic<qsizetype> sent = 0;
    connect(
        worker, &RunWorker::samplesReady, worker,
        [&sent](quint64, const SampleBatch& batch) { sent += batch.samples.size(); }, Qt::DirectConnection);
    // Seen on the worker's own thread: the run's end, while this thread is still blocked.
    QSemaphore ended;
    RunReport report;
    std::atomic<int> endedWhileBlocked = 0;
    std::atomic<bool> blocked = true;
    connect(
        worker, &RunWorker::finished, worker,
        [&](quint64, const RunReport& r) {
            report = r;
            endedWhileBlocked = blocked ? 1 : 0;
            ended.release();
        },
        Qt::DirectConnection);

    thread.start();
    QMetaObject::invokeMethod(worker, "start", Qt::QueuedConnection, Q_ARG(quint64, 1), Q_ARG(RunConfig, config));
    // Blocked: no event of this thread is handled until the run has ended. The bound only
    // fails a hung run; it does not pace anything.
    const bool finished = ended.tryAcquire(1, 120'000);
    blocked = false;
    QVERIFY2(finished, "the run did not end while the receiving thread was blocked");
    QCOMPARE(endedWhileBlocked.load(), 1);
    QVERIFY2(report.ok(), qPrintable(report.error));
    QCOMPARE(received, 0); // nothing was handled here while blocked
    qsizetype sampled = 0;
    for (const PassResult& pass : report.targets.value(0).passes)
        sampled += pass.samples.size();
    QVERIFY(sampled > 0);
    QVERIFY(sent.load() >= sampled);
    // Everything queued while this thread was blocked arrives now, in full.
    QTRY_COMPARE_WITH_TIMEOUT(received, sent.load(), 30'000);
    thread.quit();
    QVERIFY(thread.wait(30'000));
}

QTEST_GUILESS_MAIN(TestFrozenGui)
#include "tst_frozengui.moc"
