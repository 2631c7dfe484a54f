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

STREAMSCOPE_UI_TEST_MAIN(TestProgressBar)
#include "tst_progressbar.moc"
