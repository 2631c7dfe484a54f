// The live-run model without a widget: saved reports replayed as the worker's signals build
// the chart's columns and the partial report the views read, the same as the window and the
// chart built them before the model existed; and a late signal of an older run never reaches it.
#include "ChartData.h"
#include "LiveRun.h"
#include "ResultsModel.h"
#include "RunController.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>

namespace {

constexpr int kWaitMs = 30000;

QString reportPath(const char* name)
{
    // The golden reports of tests/data (this folder's STREAMSCOPE_TEST_DATA is tests/ui/data).
    return QDir::cleanPath(QStringLiteral(STREAMSCOPE_TEST_DATA "/../../data/reports/") + QLatin1String(name));
}

// One worker signal of a replayed run.
struct Step {
    enum Kind { Target, Pass, PhaseStart, Batch, Result } kind = Target;
    int target = 0;
    int pass = 0;
    int streams = 0;
    qint64 sizePerStream = 0;
    PhaseKind phase = PhaseKind::Write;
    double t = 0;
    SysProbe::Environment environment;
    SampleBatch batch;
    PhaseResult result;
};

// The signals the worker sent for `report`, in time order: each phase's start (and its flush
// tail's), its samples in batches of four, its stalls and overruns with the batch before its
// result, then the result.
QList<Step> script(const RunReport& report)
{
    QList<Step> steps;
    for (int ti = 0; ti < report.targets.size(); ++ti) {
        const TargetResult& target = report.targets.at(ti);
        Step t;
        t.kind = Step::Target;
        t.target = ti;
        t.environment = target.environment;
        steps.append(t);
        for (int pi = 0; pi < target.passes.size(); ++pi) {
            const PassResult& pass = target.passes.at(pi);
            Step p;
            p.kind = Step::Pass;
            p.target = ti;
            p.pass = pi;
            p.streams = pass.streams;
            p.sizePerStream = pass.sizePerStream;
            steps.append(p);
            struct Timed {
                double t;
                int order; // starts, then samples, then results at the same time
                int index;
                PhaseKind kind;
            };
            QList<Timed> timed;
            for (int i = 0; i < pass.phases.size(); ++i) {
                const PhaseResult& phase = pass.phases.at(i);
                timed.append({ phase.startS, 0, i, phase.kind });
                const bool flushed = phase.kind == PhaseKind::Create
                    || (phase.kind == PhaseKind::Write && report.config.flush == FlushPolicy::End);
                if (flushed && phase.endS > phase.ioEndS)
                    timed.append({ phase.ioEndS, 0, i, PhaseKind::Flush });
                timed.append({ phase.endS, 2, i, phase.kind });
            }
            for (int i = 0; i < pass.samples.size(); ++i)
                timed.append({ pass.samples.at(i).t, 1, i, PhaseKind::Write });
            std::stable_sort(timed.begin(), timed.end(),
                [](const Timed& a, const Timed& b) { return a.t < b.t || (a.t == b.t && a.order < b.order); });
            Step batch;
            batch.kind = Step::Batch;
            const auto flushBatch = [&] {
                if (!batch.batch.samples.isEmpty() || !batch.batch.stalls.isEmpty() || !batch.batch.overruns.isEmpty())
                    steps.append(batch);
                batch.batch = {};
            };
            for (const Timed& e : timed) {
                if (e.order == 1) {
                    batch.batch.samples.append(pass.samples.at(e.index));
                    if (batch.batch.samples.size() == 4)
                        flushBatch();
                    continue;
                }
                if (e.order == 2) {
                    batch.batch.stalls.append(pass.phases.at(e.index).stalls);
                    batch.batch.overruns.append(pass.phases.at(e.index).overrunEvents);
                }
                flushBatch();
                Step s;
                s.target = ti;
                s.pass = pi;
                if (e.order == 0) {
                    s.kind = Step::PhaseStart;
                    s.phase = e.kind;
                    s.t = e.t;
                } else {
                    s.kind = Step::Result;
                    s.result = pass.phases.at(e.index);
                }
                steps.append(s);
            }
            flushBatch();
        }
    }
    return steps;
}

void play(const QList<Step>& steps, LiveRun& run)
{
    for (const Step& s : steps) {
        switch (s.kind) {
        case Step::Target:
            run.addTarget(s.target, s.environment);
            break;
        case Step::Pass:
            run.addPass(s.target, s.pass, s.streams, s.sizePerStream);
            break;
        case Step::PhaseStart:
            run.addPhaseStart(s.target, s.pass, s.phase, s.t);
            break;
        case Step::Batch:
            run.appendBatch(s.batch);
            break;
        case Step::Result:
            run.addPhaseResult(s.result);
            break;
        }
    }
}

// What the chart (its ChartData) and the window (its partial report for the table) assembled
// from the same signals before the model took both over.
void playTheOldWay(const QList<Step>& steps, ChartData& data, RunReport& live)
{
    for (const Step& s : steps) {
        switch (s.kind) {
        case Step::Target:
            while (live.targets.size() <= s.target)
                live.targets.append(TargetResult());
            live.targets[s.target].dir = s.environment.targetDir;
            live.targets[s.target].environment = s.environment;
            data.addTarget(s.target, s.environment);
            break;
        case Step::Pass: {
            if (s.target < 0 || s.target >= live.targets.size())
                break;
            QList<PassResult>& passes = live.targets[s.target].passes;
            while (passes.size() <= s.pass)
                passes.append(PassResult());
            passes[s.pass].streams = s.streams;
            passes[s.pass].sizePerStream = s.sizePerStream;
            data.addPass(s.target, s.pass, s.streams);
            break;
        }
        case Step::PhaseStart:
            data.addPhaseStart(s.target, s.pass, s.phase, s.t);
            break;
        case Step::Batch:
            data.append(s.batch);
            break;
        case Step::Result:
            data.addPhaseResult(s.result);
            if (s.result.target >= 0 && s.result.target < live.targets.size()) {
                QList<PassResult>& passes = live.targets[s.result.target].passes;
                if (s.result.pass >= 0 && s.result.pass < passes.size())
                    passes[s.result.pass].phases.append(s.result);
            }
            break;
        }
    }
}

// NaN marks "no value" in the columns: two columns are the same when their gaps are too.
bool sameColumn(const QList<float>& a, const QList<float>& b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a.at(i) != b.at(i) && !(std::isnan(a.at(i)) && std::isnan(b.at(i))))
            return false;
    }
    return true;
}

// The first way the two differ in what the chart draws; empty when they draw the same.
QString difference(const ChartData& a, const ChartData& b)
{
    if (a.t() != b.t())
        return QStringLiteral("time column");
    const QList<std::pair<const char*, std::pair<const QList<float>*, const QList<float>*>>> columns = {
        { "total", { &a.total(), &b.total() } },
        { "ongoing", { &a.ongoing(), &b.ongoing() } },
        { "device write", { &a.deviceWrite(), &b.deviceWrite() } },
        { "device read", { &a.deviceRead(), &b.deviceRead() } },
        { "dirty", { &a.dirty(), &b.dirty() } },
        { "pressure", { &a.ioPressure(), &b.ioPressure() } },
        { "band min", { &a.bandMin(), &b.bandMin() } },
        { "band median", { &a.bandMedian(), &b.bandMedian() } },
        { "band max", { &a.bandMax(), &b.bandMax() } },
        { "buffer max", { &a.bufferFillMax(), &b.bufferFillMax() } },
    };
    for (const auto& [name, pair] : columns) {
        if (!sameColumn(*pair.first, *pair.second))
            return QLatin1String(name);
    }
    if (a.streamCount() != b.streamCount() || a.bufferStreams() != b.bufferStreams())
        return QStringLiteral("stream count");
    for (int i = 0; i < a.streamCount(); ++i) {
        if (!sameColumn(a.stream(i), b.stream(i)))
            return QStringLiteral("stream %1").arg(i);
    }
    for (int i = 0; i < a.bufferStreams(); ++i) {
        if (!sameColumn(a.bufferFill(i), b.bufferFill(i)))
            return QStringLiteral("buffer %1").arg(i);
    }
    if (a.ongoingRuns() != b.ongoingRuns())
        return QStringLiteral("ongoing runs");
    if (a.phaseMarks().size() != b.phaseMarks().size())
        return QStringLiteral("phase mark count");
    for (qsizetype i = 0; i < a.phaseMarks().size(); ++i) {
        const ChartData::PhaseMark& x = a.phaseMarks().at(i);
        const ChartData::PhaseMark& y = b.phaseMarks().at(i);
        if (x.t != y.t || x.kind != y.kind || x.target != y.target || x.pass != y.pass || x.streams != y.streams)
            return QStringLiteral("phase mark %1").arg(i);
    }
    if (a.phaseResults().size() != b.phaseResults().size())
        return QStringLiteral("phase result count");
    for (qsizetype i = 0; i < a.phaseResults().size(); ++i) {
        if (a.phaseResults().at(i).kind != b.phaseResults().at(i).kind
            || a.phaseResults().at(i).effectiveMiBs != b.phaseResults().at(i).effectiveMiBs)
            return QStringLiteral("phase result %1").arg(i);
    }
    if (a.stalls().size() != b.stalls().size() || a.overruns().size() != b.overruns().size())
        return QStringLiteral("stalls or overruns");
    if (a.lastProgress() != b.lastProgress() || a.maxStreamsInPass() != b.maxStreamsInPass())
        return QStringLiteral("progress or most streams");
    if (a.environments().size() != b.environments().size())
        return QStringLiteral("environments");
    return {};
}

RunReport load(const char* name)
{
    QString error;
    const auto report = RunReport::load(reportPath(name), &error);
    if (!report)
        qFatal("%s: %s", name, qPrintable(error));
    return *report;
}

} // namespace

class TestLiveRun : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void replayedReportBuildsWhatTheOldPathBuilt_data();
    void replayedReportBuildsWhatTheOldPathBuilt();
    void aSignalOfAnOlderRunIsDropped();
    void aCapacityStepNamesItsStepAndTheClockGoesOn();
    void aCapacityStepCountsTowardsTheWholeSearch();
    void confirmingPastTheDurationCountsTowardsTheCap();
};

void TestLiveRun::replayedReportBuildsWhatTheOldPathBuilt_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("end");
    QTest::addRow("buffered vdr") << QStringLiteral("v1-buffered-vdr.json") << int(LiveRun::End::Done);
    QTest::addRow("real-time overrun") << QStringLiteral("v1-realtime-overrun.json") << int(LiveRun::End::Done);
    QTest::addRow("cancelled") << QStringLiteral("v1-cancelled.json") << int(LiveRun::End::Stopped);
    QTest::addRow("failed") << QStringLiteral("v1-failed-eio.json") << int(LiveRun::End::Failed);
}

void TestLiveRun::replayedReportBuildsWhatTheOldPathBuilt()
{
    QFETCH(QString, file);
    QFETCH(int, end);
    const RunReport report = load(qPrintable(file));
    const QList<Step> steps = script(report);
    QVERIFY(!steps.isEmpty());

    LiveRun run;
    ResultsModel table; // as the results pane feeds it, under the model tester
    QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::QtTest);
    connect(&run, &LiveRun::began, &table, [&] { table.setReport(run.report()); });
    connect(&run, &LiveRun::phaseFinished, &table, [&] { table.setReport(run.report()); });
    connect(&run, &LiveRun::finished, &table, &ResultsModel::setReport);
    QSignalSpy began(&run, &LiveRun::began);
    QSignalSpy phases(&run, &LiveRun::phaseFinished);
    QSignalSpy progress(&run, &LiveRun::progressChanged);
    QSignalSpy ended(&run, &LiveRun::ended);

    run.beginRun(report.config, report.startedAt);
    QCOMPARE(began.size(), 1);
    QVERIFY(run.isRunning() && run.isActive());
    QCOMPARE(run.statusText(), QStringLiteral("Starting\u2026"));
    play(steps, run);

    ChartData oldData;
    oldData.reset(report.config);
    RunReport oldLive;
    oldLive.config = report.config;
    oldLive.startedAt = report.startedAt;
    playTheOldWay(steps, oldData, oldLive);

    // One assembly, equal to the two the chart and the window made.
    const QString chartDiffers = difference(run.chartData(), oldData);
    QVERIFY2(chartDiffers.isEmpty(), qPrintable(chartDiffers));
    QCOMPARE(run.report().toJson(), oldLive.toJson());
    // And what a saved report draws: the live signals rebuild the report's chart.
    const QString reportDiffers = difference(run.chartData(), ChartData::fromReport(report));
    QVERIFY2(reportDiffers.isEmpty(), qPrintable(reportDiffers));
    // The partial report has every finished phase where the report has it.
    int phaseCount = 0;
    QCOMPARE(run.report().targets.size(), report.targets.size());
    for (int ti = 0; ti < report.targets.size(); ++ti) {
        const QList<PassResult>& passes = report.targets.at(ti).passes;
        QCOMPARE(run.report().targets.at(ti).passes.size(), passes.size());
        for (int pi = 0; pi < passes.size(); ++pi) {
            const QList<PhaseResult>& live = run.report().targets.at(ti).passes.at(pi).phases;
            QCOMPARE(live.size(), passes.at(pi).phases.size());
            for (int k = 0; k < live.size(); ++k)
                QCOMPARE(live.at(k).effectiveMiBs, passes.at(pi).phases.at(k).effectiveMiBs);
            phaseCount += int(live.size());
        }
    }
    QCOMPARE(phases.size(), phaseCount);
    QCOMPARE(table.rowCount(), report.targets.isEmpty() ? 0 : int(report.targets.first().passes.size()));
    // Progress: the latest sample's, with an ETA once past 1 %.
    float lastProgress = 0;
    for (const TargetResult& t : report.targets)
        for (const PassResult& p : t.passes)
            for (const Sample& s : p.samples)
                lastProgress = s.runProgress > 0 ? s.runProgress : lastProgress;
    QCOMPARE(run.progress(), std::clamp(double(lastProgress), 0.0, 1.0));
    QCOMPARE(run.etaMs() >= 0, run.progress() > 0.01);
    QVERIFY(progress.size() > 1);
    QVERIFY(ended.isEmpty());

    run.finish(report);
    QVERIFY(!run.isRunning() && !run.isActive());
    QCOMPARE(ended.size(), 1);
    QCOMPARE(int(run.end()), end);
    QCOMPARE(run.report().toJson(), report.toJson());
    // The chart keeps what it drew live.
    QVERIFY(difference(run.chartData(), oldData).isEmpty());
    const qint64 frozen = run.elapsedMs();
    QCOMPARE(run.elapsedMs(), frozen);
}

void TestLiveRun::aSignalOfAnOlderRunIsDropped()
{
    // Runs that fail at once (their directory does not exist) give two real run ids.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RunConfig config;
    config.targetDirs = { dir.filePath(QStringLiteral("missing")) };
    config.streamCounts = { 1 };
    config.sizePerStream = 1 << 20;
    config.totalSize = 0;
    RunController controller;
    LiveRun run;
    run.follow(&controller);
    QSignalSpy finished(&controller, &RunController::finished);
    QVERIFY(controller.start(config) != 0);
    QVERIFY(finished.wait(kWaitMs));
    run.beginRun(config);
    const quint64 current = controller.start(config);
    QVERIFY(finished.wait(kWaitMs) || finished.size() == 2);
    QCOMPARE(finished.size(), 2);
    QCOMPARE(finished.at(1).first().value<RunReport>().status, QStringLiteral("failed"));
    QCOMPARE(run.report().status, QStringLiteral("failed"));

    // Late signals: the older run's first, then the current one's, all queued in that order.
    Sample old;
    old.t = 1.0;
    old.totalMiBs = 99;
    Sample now;
    now.t = 2.0;
    now.totalMiBs = 7;
    QSignalSpy appended(&run, &LiveRun::samplesAppended);
    RunWorker* worker = controller.worker();
    Q_EMIT worker->statusChanged(current - 1, QStringLiteral("old status"));
    Q_EMIT worker->samplesReady(current - 1, SampleBatch { { old }, {}, {} });
    Q_EMIT worker->finished(current - 1, RunReport());
    Q_EMIT worker->samplesReady(current, SampleBatch { { now }, {}, {} });
    QVERIFY(appended.wait(kWaitMs));
    QCOMPARE(appended.size(), 1);
    QCOMPARE(run.chartData().t(), QList<double> { 2.0 });
    QCOMPARE(run.chartData().total(), QList<float> { 7.0f });
    QVERIFY(run.statusText() != QStringLiteral("old status"));
    QCOMPARE(finished.size(), 2);
    QCOMPARE(run.report().status, QStringLiteral("failed"));
}

void TestLiveRun::aCapacityStepNamesItsStepAndTheClockGoesOn()
{
    RunConfig config;
    config.streamCounts = { 4 };
    LiveRun run;
    QSignalSpy began(&run, &LiveRun::began);
    QSignalSpy runEnded(&run, &LiveRun::runEnded);
    QSignalSpy ended(&run, &LiveRun::ended);
    run.beginSearch(config);
    QVERIFY(run.isSearch() && run.isActive());
    run.beginStep(config, 2, 4);
    QCOMPARE(began.size(), 2);
    QVERIFY(run.statusText().contains(QLatin1String("step 2")));
    run.addTarget(0, SysProbe::Environment());
    run.addPass(0, 0, 4, 1 << 20);
    run.addPhaseStart(0, 0, PhaseKind::Write, 0.0);
    QVERIFY2(run.phaseText().contains(QLatin1String("step 2")) && run.phaseText().contains(QLatin1String("writing")),
        qPrintable(run.phaseText()));
    run.setStatus(QStringLiteral("worker says"));
    QVERIFY(run.statusText().endsWith(QLatin1String("worker says")));
    run.endStep();
    QCOMPARE(runEnded.size(), 1);
    QVERIFY(run.isActive()); // the search goes on
    run.markStopping();
    run.setStatus(QStringLiteral("late line"));
    QVERIFY(run.statusText().startsWith(QLatin1String("Stopping")));
    run.endSearch(LiveRun::End::Stopped);
    QCOMPARE(runEnded.size(), 1); // the step had already ended
    QCOMPARE(ended.size(), 1);
    QVERIFY(!run.isActive());
}

// With the search's step bound, the progress and its text are the whole search's: step 3 of at
// most 20 begins at 10 %, and the text says the length is a bound.
void TestLiveRun::aCapacityStepCountsTowardsTheWholeSearch()
{
    RunConfig config;
    LiveRun run;
    run.beginSearch(config);
    run.beginStep(config, 3, 4, 20);
    QVERIFY2(run.phaseText().contains(QStringLiteral("step 3 of \u2264 20")), qPrintable(run.phaseText()));
    QCOMPARE(run.progress(), 0.1);
    run.addTarget(0, SysProbe::Environment());
    run.addPass(0, 0, 4, 1 << 20);
    run.addPhaseStart(0, 0, PhaseKind::Write, 0.0);
    QVERIFY2(run.phaseText().contains(QStringLiteral("step 3 of \u2264 20")), qPrintable(run.phaseText()));
    // Without a bound, a step's progress is its own.
    run.beginStep(config, 4, 8);
    QCOMPARE(run.progress(), 0.0);
    QVERIFY2(!run.phaseText().contains(QStringLiteral("\u2264")), qPrintable(run.phaseText()));
}

// --confirm: a 10 s real-time run with a 60 s cap. Up to 10 s into its write phase it is not
// confirming (the byte count gives the progress); past it, what is left is the cap's rest,
// counted in the run's own time (the samples'), and the phase's end ends it.
void TestLiveRun::confirmingPastTheDurationCountsTowardsTheCap()
{
    RunConfig config;
    config.streamCounts = { 2 };
    config.ratesBytesPerSec = { 1 << 20 };
    config.durationNs = 10'000'000'000;
    config.confirmCapNs = 60'000'000'000;
    LiveRun run;
    run.beginRun(config);
    run.addTarget(0, SysProbe::Environment());
    run.addPass(0, 0, 2, 10 << 20);
    QCOMPARE(run.confirmingLeftMs(), -1);
    run.addPhaseStart(0, 0, PhaseKind::Write, 2.0);
    const auto sampleAt = [&run](double t) {
        Sample s;
        s.t = t;
        run.appendBatch(SampleBatch { { s }, {}, {} });
    };
    sampleAt(11.5); // 9.5 s into the write phase
    QCOMPARE(run.confirmingLeftMs(), -1);
    sampleAt(27.0); // 25 s in: 35 s of the cap left
    QCOMPARE(run.confirmingLeftMs(), 35'000);
    QCOMPARE(run.confirmingProgress(), 25.0 / 60.0);
    PhaseResult write;
    write.kind = PhaseKind::Write;
    run.addPhaseResult(write);
    QCOMPARE(run.confirmingLeftMs(), -1);

    // Without a cap beyond the duration, never.
    config.confirmCapNs = 0;
    LiveRun plain;
    plain.beginRun(config);
    plain.addTarget(0, SysProbe::Environment());
    plain.addPass(0, 0, 2, 10 << 20);
    plain.addPhaseStart(0, 0, PhaseKind::Write, 0.0);
    Sample late;
    late.t = 30.0;
    plain.appendBatch(SampleBatch { { late }, {}, {} });
    QCOMPARE(plain.confirmingLeftMs(), -1);
}

QTEST_GUILESS_MAIN(TestLiveRun)
#include "tst_liverun.moc"
