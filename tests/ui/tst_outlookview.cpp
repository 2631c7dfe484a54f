// The outlook of a buffered real-time run in the window (issue 17): the line under the chart's
// bar and its tooltip as samples with outlook fields arrive and once the write phase ended,
// the binding ceiling and a cliff on the chart, and the form's choice to run on until the
// projection is confirmed.
#include "ChartMarks.h"
#include "ChartPage.h"
#include "ConfigForm.h"
#include "LiveChart.h"
#include "LiveRun.h"
#include "OutlookText.h"
#include "UiTestMain.h"
#include "Units.h"
#include "Verdict.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QLabel>
#include <QTemporaryDir>
#include <cmath>

namespace {

constexpr double kMiB = Units::kMiB;

// Four streams of 1 MiB/s for a minute, buffered: arrival 4 MiB/s.
RunConfig recorder()
{
    RunConfig c;
    c.targetDirs = { QStringLiteral("/tmp") };
    c.streamCounts = { 4 };
    c.ratesBytesPerSec = { 1 * kMiB };
    c.bufferBytes = 8 * int64_t(kMiB);
    c.durationNs = 60'000'000'000;
    return c;
}

// A write-phase tick at `t` with the sampler's outlook stamps; the device writes 2 MiB/s.
Sample tick(double t, OutlookResult::State state, double lossS = std::nan(""), double lowS = std::nan(""),
    double highS = std::nan(""))
{
    Sample s;
    s.t = t;
    s.phase = int8_t(PhaseKind::Write);
    s.streamMiBs = QList<float>(4, 1.0f);
    s.inflightMs = QList<float>(4, 0.0f);
    s.bufferFillPct = QList<float>(4, 0.0f);
    s.totalMiBs = 4;
    s.ongoingMiBs = 4;
    s.deviceWriteMiBs = 2;
    s.dirtyMiB = float(50 + 2 * t);
    s.writebackMiB = 0;
    s.dirtyCeilingMiB = 800; // the global ceiling
    s.dirtyBackgroundMiB = 400;
    s.outlookState = float(int(state));
    s.bindingCeilingMiB = 200; // a lower one binds (the device's own limit)
    s.projectedLossS = float(lossS);
    s.projectedLossLowS = float(lowS);
    s.projectedLossHighS = float(highS);
    return s;
}

// Ticks from `from` to `to` s at 10 a second.
void feed(LiveRun& run, double from, double to, OutlookResult::State state, double lossS = std::nan(""),
    double lowS = std::nan(""), double highS = std::nan(""))
{
    SampleBatch batch;
    const int ticks = int(std::lround((to - from) * 10));
    for (int i = 0; i <= ticks; ++i)
        batch.samples.append(tick(from + i * 0.1, state, lossS, lowS, highS));
    run.appendBatch(batch);
}

void begin(LiveRun& run, const RunConfig& config)
{
    run.beginRun(config, QDateTime::currentDateTime());
    run.addTarget(0, SysProbe::Environment());
    run.addPass(0, 0, 4, 0);
    run.addPhaseStart(0, 0, PhaseKind::Write, 1.0);
}

// The write phase [1, 61] s, its outlook projected, with a cliff at 30 s.
PhaseResult finishedWrite()
{
    PhaseResult p;
    p.kind = PhaseKind::Write;
    p.streams = 4;
    p.startS = 1;
    p.ioEndS = 61;
    p.endS = 61;
    p.complete = true;
    OutlookResult r;
    r.state = OutlookResult::State::Filling;
    r.timeS = 61;
    r.windowS = 30;
    r.arrivalBps = 4 * kMiB;
    r.deviceBps = 1.5 * kMiB;
    r.deviceLowBps = 1.2 * kMiB;
    r.deviceHighBps = 1.8 * kMiB;
    r.dirtyBytes = 170 * kMiB;
    r.ceiling.bytes = 512 * kMiB;
    r.ceiling.binding = DirtyCeiling::Binding::Device;
    r.ceiling.globalBytes = 800 * kMiB;
    r.ceiling.deviceBytes = 512 * kMiB;
    r.lossAtS = 1 + 25 * 60;
    r.lossAtLowS = 1 + 21 * 60;
    r.lossAtHighS = 1 + 31 * 60;
    r.ceilingAtS = r.lossAtS - 10;
    r.ceilingAtLowS = r.lossAtLowS - 10;
    r.ceilingAtHighS = r.lossAtHighS - 10;
    r.cliffs = { { 30.0, 150 * kMiB, 50 * kMiB } };
    p.outlook = r;
    return p;
}

constexpr int64_t kSecondNs = 1'000'000'000;

// The recorder in an existing directory (the form checks it), running on for at most `capS`.
RunConfig recorderIn(const QTemporaryDir& dir, int64_t capS = 0)
{
    RunConfig c = recorder();
    c.targetDirs = { dir.path() };
    c.confirmCapNs = capS * kSecondNs;
    return c;
}

QLabel* outlookLabel(ChartPage& page)
{
    return page.findChild<QLabel*>(QStringLiteral("outlookLabel"));
}

} // namespace

class TestOutlookView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void liveLineFollowsTheSamples();
    void finishedPhaseShowsItsFinalOutlookAndCliff();
    void cliffIsMarkedAtItsTime();
    void savedReportShowsItsOutlook();
    void confirmOutcomeInTheVerdict();
    void unreadInputIsNoVerdict();
    void lostDataSaysWhenAndWhy();
    void otherWriterIsNamed();
    void noOutlookNoLine();
    void otherProgramsIoIsSaid();
    void confirmChoiceRoundTrips();
    void confirmOnlyForRealTimeRunsByDuration();
    void confirmCapShorterThanTheDurationIsFlagged();
};

void TestOutlookView::liveLineFollowsTheSamples()
{
    ChartPage page;
    LiveRun run;
    page.chart()->setRun(&run);
    page.resize(900, 500);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QLabel* label = outlookLabel(page);
    QVERIFY(label);
    begin(run, recorder());
    page.chart()->refreshNow();
    QVERIFY(label->isHidden()); // no outlook stamped yet

    feed(run, 1.1, 1.5, OutlookResult::State::Unknown);
    page.chart()->refreshNow();
    QVERIFY(label->isVisible());
    QCOMPARE(label->text(), QStringLiteral("Outlook: not enough device and dirty-memory readings yet"));

    // Projected from the phase's start (1 s): loss at ~23 min, between 19 and 28 min.
    feed(run, 1.6, 12, OutlookResult::State::Filling, 1 + 23 * 60, 1 + 19 * 60, 1 + 28 * 60);
    page.chart()->refreshNow();
    QCOMPARE(label->text(), QStringLiteral("Sustained so far, but will lose data after ~23 min (19–28 min)"));
    const QString tip = label->toolTip();
    QVERIFY2(tip.contains(QStringLiteral("Arrival (all streams): 4.00 MiB/s")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Device writes: 2.00 MiB/s (mean of the last 10 s)")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Dirty + Writeback: 74 MiB")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Ceiling that binds: 200 MiB, set by a limit below the global one")),
        qPrintable(tip));
    // The chart draws the ceiling that binds, not the global one.
    QCOMPARE(page.chart()->data().throttleCeilingMiB(), 200.0);
    QVERIFY(page.chart()->data().ceilingBelowGlobal());

    // The fastest quarter of the device keeps up: no latest time.
    feed(run, 12.1, 13, OutlookResult::State::Filling, 1 + 23 * 60, 1 + 19 * 60);
    page.chart()->refreshNow();
    QCOMPARE(
        label->text(), QStringLiteral("Sustained so far, but will lose data after ~23 min (at the earliest 19 min)"));

    feed(run, 13.1, 14, OutlookResult::State::Throttled, 1 + 100, 1 + 80, 1 + 110);
    page.chart()->refreshNow();
    QCOMPARE(label->text(), QStringLiteral("Writers held back; will lose data after ~100 s (80–110 s)"));

    feed(run, 14.1, 15, OutlookResult::State::Steady);
    page.chart()->refreshNow();
    QCOMPARE(label->text(), QStringLiteral("Steady state: the device writes what arrives"));
    QVERIFY(!label->toolTip().contains(QStringLiteral("Projected from")));

    feed(run, 15.1, 16, OutlookResult::State::Throttled);
    page.chart()->refreshNow();
    QCOMPARE(label->text(), QStringLiteral("Writers held back; the device writes as fast as the streams arrive"));

    // Cannot tell yet, with the run time from which the outlook expects to (from the phase's
    // start at 1 s) and what the device takes.
    SampleBatch undecided;
    Sample s = tick(16.1, OutlookResult::State::Undecided);
    s.runAtLeastS = 1 + 38.2f;
    s.deviceTakesMiBs = 400;
    undecided.samples.append(s);
    run.appendBatch(undecided);
    page.chart()->refreshNow();
    QCOMPARE(label->text(), QStringLiteral("Sustained so far; cannot tell yet whether it holds: run at least 39 s"));
    QVERIFY2(label->toolTip().contains(QStringLiteral("The device takes ~400.00 MiB/s")), qPrintable(label->toolTip()));
    QVERIFY2(label->toolTip().contains(QStringLiteral("half a minute")), qPrintable(label->toolTip()));
}

void TestOutlookView::finishedPhaseShowsItsFinalOutlookAndCliff()
{
    ChartPage page;
    LiveRun run;
    page.chart()->setRun(&run);
    page.resize(900, 500);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    begin(run, recorder());
    feed(run, 1.1, 60, OutlookResult::State::Steady);
    run.addPhaseResult(finishedWrite());
    page.chart()->refreshNow();
    QLabel* label = outlookLabel(page);
    // The phase's final outlook replaces the last sample's.
    QCOMPARE(label->text(), QStringLiteral("Sustained so far, but will lose data after ~25 min (21–31 min)"));
    const QString tip = label->toolTip();
    QVERIFY2(tip.contains(QStringLiteral("Device writes: 1.50 MiB/s (mean of the last 30 s)")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Ceiling that binds: 512 MiB, set by the device's own limit (strict_limit)")),
        qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Device rate fell after 30 s: 150.00 MiB/s → 50.00 MiB/s")), qPrintable(tip));
    QCOMPARE(page.chart()->data().throttleCeilingMiB(), 512.0);
    QCOMPARE(page.chart()->data().binding(), DirtyCeiling::Binding::Device);

    // The cliff is drawn on the chart: a line with its tooltip, and its label.
    bool line = false;
    bool text = false;
    for (QGraphicsItem* item : page.chart()->chart()->scene()->items()) {
        if (qgraphicsitem_cast<QGraphicsLineItem*>(item)
            && item->toolTip().startsWith(QStringLiteral("The device's write rate fell at 30")))
            line = true;
        if (auto* t = qgraphicsitem_cast<QGraphicsSimpleTextItem*>(item))
            text = text || t->text() == QStringLiteral("device rate fell: 150 → 50 MiB/s");
    }
    QVERIFY(line);
    QVERIFY(text);

    run.finish(RunReport());
    page.chart()->refreshNow();
    QCOMPARE(label->text(), QStringLiteral("Sustained so far, but will lose data after ~25 min (21–31 min)"));
}

void TestOutlookView::cliffIsMarkedAtItsTime()
{
    ChartData data;
    data.reset(recorder());
    data.addTarget(0, SysProbe::Environment());
    data.addPass(0, 0, 4);
    data.addPhaseStart(0, 0, PhaseKind::Write, 1.0);
    SampleBatch batch;
    for (int i = 11; i <= 600; ++i)
        batch.samples.append(tick(i * 0.1, OutlookResult::State::Filling));
    data.append(batch);
    ChartMarks::PlotMapping map;
    map.plot = QRectF(60, 40, 1000, 400);
    map.x0 = 0;
    map.x1 = 100;
    map.y1 = 10;
    ChartMarks::Options options;
    options.measure = [](const QString& text, ChartMarks::Label::Role) { return QSizeF(6.0 * text.size(), 12); };
    QVERIFY(ChartMarks::layout(data, map, options).cliffLines.isEmpty()); // only a finished phase's outlook has them

    data.addPhaseResult(finishedWrite());
    const ChartMarks::Layout layout = ChartMarks::layout(data, map, options);
    QCOMPARE(int(layout.cliffLines.size()), 1);
    QCOMPARE(layout.cliffLines.at(0).x, 60.0 + 300.0); // 30 s of 100 s across 1000 px
    QCOMPARE(layout.labels.at(layout.cliffLines.at(0).label).text, QStringLiteral("device rate fell: 150 → 50 MiB/s"));
    QVERIFY(layout.cliffLines.at(0).tip.contains(QStringLiteral("from 150.00 MiB/s to 50.00 MiB/s")));

    // Out of the time range shown: not drawn.
    map.x0 = 40;
    QVERIFY(ChartMarks::layout(data, map, options).cliffLines.isEmpty());
}

void TestOutlookView::savedReportShowsItsOutlook()
{
    RunReport report;
    report.config = recorder();
    report.targets.append(TargetResult());
    PassResult pass;
    pass.streams = 4;
    for (int i = 11; i <= 600; ++i)
        pass.samples.append(tick(i * 0.1, OutlookResult::State::Filling, 1 + 23 * 60, 1 + 19 * 60, 1 + 28 * 60));
    pass.phases = { finishedWrite() };
    report.targets.first().passes = { pass };
    ChartPage page;
    page.chart()->showReport(report);
    page.chart()->refreshNow();
    QCOMPARE(
        outlookLabel(page)->text(), QStringLiteral("Sustained so far, but will lose data after ~25 min (21–31 min)"));
    QVERIFY(!outlookLabel(page)->isHidden());
    QCOMPARE(page.chart()->data().cliffs().size(), 1);

    // A comparison of runs has no single outlook.
    page.chart()->showComparison({ report, report }, { QStringLiteral("a"), QStringLiteral("b") });
    page.chart()->refreshNow();
    QVERIFY(outlookLabel(page)->isHidden());
    // Both runs are drawn, though the real-time run before drew its streams as shares.
    QVERIFY(page.chart()->series(QStringLiteral("compare-0")));
    QVERIFY(page.chart()->series(QStringLiteral("compare-1")));
}

void TestOutlookView::confirmOutcomeInTheVerdict()
{
    ChartPage page;
    LiveRun run;
    page.chart()->setRun(&run);
    begin(run, recorder());
    feed(run, 1.1, 60, OutlookResult::State::Steady);
    PhaseResult p = finishedWrite();
    p.outlook->state = OutlookResult::State::Steady;
    p.outlook->lossAtS = p.outlook->lossAtLowS = p.outlook->lossAtHighS = std::nan("");
    p.outlook->steadySinceS = 40;
    p.confirmOutcome = QStringLiteral("refuted");
    run.addPhaseResult(p);
    page.chart()->refreshNow();
    QCOMPARE(outlookLabel(page)->text(),
        QStringLiteral("Steady state: the device writes what arrives — ran on to confirm the projection: refuted, "
                       "steady state reached"));

    // The verdict under the results, in saved pictures and in Copy as Text says it too.
    PassResult pass;
    pass.streams = 4;
    pass.phases = { p };
    const QString sentence = Verdict::passSentence(recorder(), QStringLiteral("ext4"), pass, QLocale::c());
    QVERIFY2(sentence.contains(QStringLiteral("sustained in steady state")), qPrintable(sentence));
    QVERIFY2(sentence.contains(QStringLiteral("ran on to confirm the projection: refuted, steady state reached")),
        qPrintable(sentence));
    p.confirmOutcome.clear();
    pass.phases = { p };
    QVERIFY(!Verdict::passSentence(recorder(), QStringLiteral("ext4"), pass, QLocale::c()).contains(u"confirm"));
}

// A finished phase whose outlook could not read /proc/vmstat: the window names it and says no
// verdict, where the same outlook read in full says steady.
void TestOutlookView::unreadInputIsNoVerdict()
{
    ChartPage page;
    LiveRun run;
    page.chart()->setRun(&run);
    begin(run, recorder());
    feed(run, 1.1, 60, OutlookResult::State::Steady);
    PhaseResult p = finishedWrite();
    p.outlook->state = OutlookResult::State::Undecided;
    p.outlook->lossAtS = p.outlook->lossAtLowS = p.outlook->lossAtHighS = std::nan("");
    p.outlook->unreadInputs = SysProbe::UnreadVmstat;
    run.addPhaseResult(p);
    page.chart()->refreshNow();
    QCOMPARE(outlookLabel(page)->text(),
        QStringLiteral("No verdict: could not read the kernel's dirty thresholds (/proc/vmstat)"));
}

// A run that loses data says so as it happens, with when and why the loss began, never "cannot
// tell yet" (issue 52, item 3); once the phase ended, its final figures.
void TestOutlookView::lostDataSaysWhenAndWhy()
{
    ChartPage page;
    LiveRun run;
    page.chart()->setRun(&run);
    begin(run, recorder());
    feed(run, 1.1, 20, OutlookResult::State::Undecided);
    StallEvent stall(0, 0, 2, PhaseKind::Write, 13.0, 4.5);
    stall.cause = StallCause::Cause::JournalCommit;
    run.appendBatch(
        SampleBatch({ tick(20.1, OutlookResult::State::Undecided) }, { stall }, { { 0, 0, 2, 17.3, 1 << 20 } }));
    page.chart()->refreshNow();
    QLabel* label = outlookLabel(page);
    QCOMPARE(label->text(),
        QStringLiteral("Buffers overflowed: 1 overrun(s), data lost — first after 16 s on stream 3, during a "
                       "4.5 s stall (journal commit)"));
    QVERIFY2(!label->toolTip().contains(u"a verdict needs"), qPrintable(label->toolTip()));

    PhaseResult p = finishedWrite();
    p.outlook->state = OutlookResult::State::Undecided;
    p.outlook->lossAtS = p.outlook->lossAtLowS = p.outlook->lossAtHighS = std::nan("");
    p.overruns = 2;
    p.overrunEvents = { { 0, 0, 2, 17.3, 1 << 20 }, { 0, 0, 1, 40, 1 << 20 } };
    p.stalls = { stall };
    run.addPhaseResult(p);
    page.chart()->refreshNow();
    QCOMPARE(label->text(),
        QStringLiteral("Buffers overflowed: 2 overrun(s), data lost — first after 16 s on stream 3, during a "
                       "4.5 s stall (journal commit)"));
}

void TestOutlookView::otherWriterIsNamed()
{
    ChartPage page;
    LiveRun run;
    page.chart()->setRun(&run);
    begin(run, recorder());
    feed(run, 1.1, 60, OutlookResult::State::Steady);
    PhaseResult p = finishedWrite();
    p.outlook->state = OutlookResult::State::Steady;
    p.outlook->lossAtS = p.outlook->lossAtLowS = p.outlook->lossAtHighS = std::nan("");
    p.outlook->runData = RunDataMeasure::PageCache;
    p.outlook->otherWriterBps = 0.8 * kMiB;
    run.addPhaseResult(p);
    page.chart()->refreshNow();
    QLabel* label = outlookLabel(page);
    QCOMPARE(label->text(),
        QStringLiteral(
            "Steady state: the device writes what arrives — another writer uses ~0.80 MiB/s of this device"));
    QVERIFY2(label->toolTip().contains(u"cachestat"), qPrintable(label->toolTip()));
}

void TestOutlookView::noOutlookNoLine()
{
    // A run as fast as possible: its samples have no outlook.
    ChartPage page;
    LiveRun run;
    page.chart()->setRun(&run);
    RunConfig c = recorder();
    c.ratesBytesPerSec.clear();
    c.durationNs = 0;
    begin(run, c);
    SampleBatch batch;
    for (int i = 11; i <= 50; ++i) {
        Sample s = tick(i * 0.1, OutlookResult::State::Unknown);
        s.outlookState = kNoValue;
        s.bindingCeilingMiB = kNoValue;
        batch.samples.append(s);
    }
    run.appendBatch(batch);
    page.chart()->refreshNow();
    QVERIFY(outlookLabel(page)->isHidden());
    QCOMPARE(page.chart()->data().throttleCeilingMiB(), 800.0); // the global one
}

// The device wrote 25 times what the run did (another program's burst): the line under the
// chart says so, with the device's name; the run's own flush-sized excess is no such line.
void TestOutlookView::otherProgramsIoIsSaid()
{
    ChartPage page;
    LiveRun run;
    page.chart()->setRun(&run);
    run.beginRun(recorder(), QDateTime::currentDateTime());
    SysProbe::Environment vda;
    vda.device.present = true;
    vda.device.name = QStringLiteral("vda");
    run.addTarget(0, vda);
    run.addPass(0, 0, 4, 0);
    run.addPhaseStart(0, 0, PhaseKind::Write, 1.0);
    // 40 s of the run's 4 MiB/s, the device at 2 MiB/s: behind, but nothing beyond the run.
    feed(run, 1.0, 41.0, OutlookResult::State::Filling);
    page.chart()->refreshNow();
    QLabel* other = page.findChild<QLabel*>(QStringLiteral("otherIoLabel"));
    QVERIFY(other);
    QVERIFY(other->isHidden());
    QVERIFY(OutlookText::otherIo(page.chart()->data(), QLocale::c()).isEmpty());
    // Then 10 s in which the device writes 1,000 MiB/s: ~10,000 MiB beside the run's ~200 MiB.
    SampleBatch burst;
    for (int i = 1; i <= 100; ++i) {
        Sample s = tick(41.0 + i * 0.1, OutlookResult::State::Filling);
        s.deviceWriteMiBs = 1000;
        burst.samples.append(s);
    }
    run.appendBatch(burst);
    page.chart()->refreshNow();
    const QString text = OutlookText::otherIo(page.chart()->data(), QLocale::c());
    QCOMPARE(text,
        QStringLiteral("vda wrote 9.84 GiB during the run, 50× this run's 200 MiB: the rest is other programs' "
                       "I/O (or the filesystem's own), and the device lines show all of it."));
    QVERIFY(!other->isHidden());
    QCOMPARE(other->text(), text);
}

void TestOutlookView::confirmChoiceRoundTrips()
{
    QTemporaryDir dir;
    ConfigForm form;
    RunConfig c = recorderIn(dir);
    form.setConfig(c);
    auto* check = form.findChild<QCheckBox*>(QStringLiteral("confirmCheck"));
    auto* cap = form.findChild<QComboBox*>(QStringLiteral("confirmCap"));
    QVERIFY(check && cap);
    QVERIFY(check->isEnabled());
    QVERIFY(!check->isChecked());
    QVERIFY(!cap->isEnabled());
    QCOMPARE(form.config().confirmCapNs, int64_t(0));

    check->click();
    QVERIFY(cap->isEnabled());
    QCOMPARE(form.config().confirmCapNs, 3600 * kSecondNs); // an hour unless chosen
    cap->setCurrentIndex(cap->findText(QStringLiteral("30 min")));
    QCOMPARE(form.config().confirmCapNs, 1800 * kSecondNs);
    QVERIFY(form.isValid());

    // A cap of its own (the command line's) is kept and shown.
    c.confirmCapNs = 5400 * kSecondNs;
    form.setConfig(c);
    QVERIFY(check->isChecked());
    QCOMPARE(cap->currentText(), QStringLiteral("5400s"));
    QCOMPARE(form.config().confirmCapNs, c.confirmCapNs);

    c.confirmCapNs = 0;
    form.setConfig(c);
    QVERIFY(!check->isChecked());
    QCOMPARE(form.config().confirmCapNs, int64_t(0));
}

void TestOutlookView::confirmOnlyForRealTimeRunsByDuration()
{
    QTemporaryDir dir;
    ConfigForm form;
    const RunConfig c = recorderIn(dir, 3600);
    form.setConfig(c);
    auto* check = form.findChild<QCheckBox*>(QStringLiteral("confirmCheck"));
    QVERIFY(check->isEnabled());
    QCOMPARE(form.config().confirmCapNs, c.confirmCapNs);

    // As fast as possible, by size: nothing to run on past.
    RunConfig fast = c;
    fast.ratesBytesPerSec.clear();
    fast.durationNs = 0;
    fast.bufferBytes = 0;
    fast.sizePerStream = 16 * int64_t(kMiB);
    form.setConfig(fast);
    QVERIFY(!check->isEnabled());
    QCOMPARE(form.config().confirmCapNs, int64_t(0));
    QVERIFY(check->toolTip().contains(QStringLiteral("Needs a Rate per stream and a Duration")));
    QVERIFY(form.errorText(QStringLiteral("confirm")).isEmpty());

    // Real-time by size: the same.
    RunConfig bySize = c;
    bySize.durationNs = 0;
    bySize.sizePerStream = 16 * int64_t(kMiB);
    form.setConfig(bySize);
    QVERIFY(!check->isEnabled());
    QCOMPARE(form.config().confirmCapNs, int64_t(0));
}

void TestOutlookView::confirmCapShorterThanTheDurationIsFlagged()
{
    QTemporaryDir dir;
    ConfigForm form;
    RunConfig c = recorderIn(dir, 3600);
    c.durationNs = 7200 * kSecondNs;
    form.setConfig(c);
    const QString error = form.errorText(QStringLiteral("confirm"));
    QVERIFY2(!error.isEmpty(), "a cap below the duration is an error");
    QVERIFY2(!error.contains(QStringLiteral("--")), qPrintable(error)); // the window's words, not the CLI's
    QVERIFY(!form.isValid());
}

STREAMSCOPE_UI_TEST_MAIN(TestOutlookView)
#include "tst_outlookview.moc"
