// The status bar's progress text on one line: a German phase name at 1 366 px did not fit the
// bar, and the style broke it into two lines cut at the top and bottom.
#include "LiveRun.h"
#include "RunProgressBar.h"
#include "UiTestMain.h"

#include <QTest>

class TestProgressBar : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void textFitsTheBar_data();
    void textFitsTheBar();
    void flushSaysWhatIsLeft();
    void savedRunsShownMakeItIdle();
};

void TestProgressBar::textFitsTheBar_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("elapsedShown");
    QTest::addRow("wide") << 1000 << true;
    QTest::addRow("the window's 420 px") << 420 << false;
    QTest::addRow("narrow") << 200 << false;
}

void TestProgressBar::textFitsTheBar()
{
    QFETCH(int, width);
    QFETCH(bool, elapsedShown);
    RunConfig config;
    config.targetDirs = { QStringLiteral("/mnt/recordings/a-long-directory-name"), QStringLiteral("/mnt/b") };
    config.streamCounts = { 1, 2, 4, 8 };
    LiveRun run;
    RunProgressBar bar;
    bar.setRun(&run);
    bar.setMinimumWidth(0);
    bar.resize(width, bar.sizeHint().height());
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    run.beginRun(config);
    run.addTarget(0, SysProbe::Environment());
    run.addPass(0, 2, 4, 1 << 20);
    run.addPhaseStart(0, 2, PhaseKind::Read, 0.0);
    QTest::qWait(30); // an elapsed time, for the ETA
    run.setProgress(0.42);

    const QString text = bar.text();
    const int room = bar.contentsRect().width();
    QVERIFY2(bar.fontMetrics().horizontalAdvance(text) <= room,
        qPrintable(
            QStringLiteral("\"%1\": %2 px in %3").arg(text).arg(bar.fontMetrics().horizontalAdvance(text)).arg(room)));
    QVERIFY2(text.contains(QStringLiteral("42 %")), qPrintable(text));
    QCOMPARE(text.contains(QStringLiteral("elapsed")), elapsedShown);
    // What does not fit stays readable in the tooltip.
    if (!elapsedShown) {
        QVERIFY2(bar.toolTip().contains(QStringLiteral("elapsed")), qPrintable(bar.toolTip()));
        QVERIFY2(bar.toolTip().startsWith(QStringLiteral("reading, pass 3 of 4")), qPrintable(bar.toolTip()));
    } else {
        QVERIFY2(text.startsWith(QStringLiteral("reading, pass 3 of 4")), qPrintable(text));
    }

    // Made wider, the bar shows the whole text again.
    bar.resize(1400, bar.height());
    QVERIFY2(bar.text().contains(QStringLiteral("elapsed")), qPrintable(bar.text()));
}

// In the flush after the writes the byte count says 100 % and an ETA from it said 0:00 for as
// long as the write-back took (20 s seen, issue 37 item 12): the bar says what the page cache
// still holds to write and, at the device's rate of the last 2 s, how long that takes.
void TestProgressBar::flushSaysWhatIsLeft()
{
    RunConfig config;
    config.targetDirs = { QStringLiteral("/mnt/b") };
    config.streamCounts = { 2 };
    LiveRun run;
    RunProgressBar bar;
    bar.setRun(&run);
    bar.resize(1000, bar.sizeHint().height());
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    run.beginRun(config);
    run.addTarget(0, SysProbe::Environment());
    run.addPass(0, 0, 2, 1 << 20);
    run.addPhaseStart(0, 0, PhaseKind::Write, 0.0);
    run.setProgress(1.0);
    run.addPhaseStart(0, 0, PhaseKind::Flush, 1.0);
    QList<Sample> samples;
    for (int i = 0; i <= 10; ++i) {
        Sample s;
        s.t = 1.0 + 0.2 * i;
        s.phase = int8_t(PhaseKind::Flush);
        s.runProgress = 1.0f;
        s.deviceWriteMiBs = 100.0f;
        s.dirtyMiB = 250.0f;
        s.writebackMiB = 50.0f;
        samples.append(s);
    }
    run.appendBatch(SampleBatch(samples, {}, {}));
    QVERIFY2(bar.text().contains(QStringLiteral("~300 MiB to write, ~0:03 left")), qPrintable(bar.text()));
    QVERIFY2(!bar.text().contains(QStringLiteral("ETA")), qPrintable(bar.text()));

    // Reading after it: the byte count's ETA again.
    run.addPhaseStart(0, 0, PhaseKind::Read, 4.0);
    run.setProgress(0.6);
    QVERIFY2(bar.text().contains(QStringLiteral("ETA")), qPrintable(bar.text()));
}

// A run stopped, then saved runs shown from the history: "stopped — 3:16" stayed in the bar as
// if it were theirs (issue 37 item 12). Shown saved runs make it idle; a run going is kept.
void TestProgressBar::savedRunsShownMakeItIdle()
{
    RunConfig config;
    config.targetDirs = { QStringLiteral("/mnt/b") };
    config.streamCounts = { 1 };
    LiveRun run;
    RunProgressBar bar;
    bar.setRun(&run);
    run.beginRun(config);
    run.setProgress(0.5);
    bar.showIdle();
    QVERIFY2(!bar.text().contains(QStringLiteral("idle")), qPrintable(bar.text())); // a run goes: kept
    RunReport stopped;
    stopped.config = config;
    stopped.status = QStringLiteral("cancelled");
    run.finish(stopped);
    QVERIFY2(bar.text().startsWith(QStringLiteral("stopped")), qPrintable(bar.text()));
    bar.showIdle();
    QCOMPARE(bar.text(), QStringLiteral("idle"));
}

STREAMSCOPE_UI_TEST_MAIN(TestProgressBar)
#include "tst_progressbar.moc"
