// The live chart's CPU budget: the pause between redraws that keeps their cost within 5 % of
// one core, the thinner decimation when even the slowest rate is over it, and the meter of the
// GUI thread's CPU share that the window puts in its report.
#include "CpuBudget.h"

#include <QTest>

class TestCpuBudget : public QObject {
    Q_OBJECT

private slots:
    void intervalKeepsTheShare_data();
    void intervalKeepsTheShare();
    void oneSlowRedrawDoesNotStick();
    void meterCountsThisThreadsCpu();
};

void TestCpuBudget::intervalKeepsTheShare_data()
{
    QTest::addColumn<double>("costMs");
    QTest::addColumn<int>("intervalMs");
    QTest::addColumn<double>("columns");
    QTest::addRow("cheap: 20 redraws a second") << 0.5 << 50 << 1.0;
    QTest::addRow("2.5 ms: still 20 a second") << 2.5 << 50 << 1.0;
    QTest::addRow("10 ms: 5 a second") << 10.0 << 200 << 1.0;
    QTest::addRow("100 ms: one every 2 s") << 100.0 << 2000 << 1.0;
    QTest::addRow("200 ms: half the columns") << 200.0 << 2000 << 0.5;
    QTest::addRow("2 s: a quarter at most") << 2000.0 << 2000 << 0.25;
}

void TestCpuBudget::intervalKeepsTheShare()
{
    QFETCH(double, costMs);
    QFETCH(int, intervalMs);
    QFETCH(double, columns);
    CpuBudget::Redraws budget;
    budget.addCost(costMs);
    QCOMPARE(budget.nextIntervalMs(), intervalMs);
    QCOMPARE(budget.columnFactor(), columns);
    // Within the clamps the share spent drawing is the budget's.
    if (intervalMs > CpuBudget::Redraws::kMinIntervalMs && intervalMs < CpuBudget::Redraws::kMaxIntervalMs)
        QVERIFY(qAbs(costMs / intervalMs - CpuBudget::Redraws::kShare) < 0.001);
}

void TestCpuBudget::oneSlowRedrawDoesNotStick()
{
    CpuBudget::Redraws budget;
    budget.addCost(1);
    budget.addCost(100); // a resize, a new legend row
    const int slowed = budget.nextIntervalMs();
    QVERIFY(slowed > CpuBudget::Redraws::kMinIntervalMs);
    for (int i = 0; i < 20; ++i)
        budget.addCost(1);
    QCOMPARE(budget.nextIntervalMs(), CpuBudget::Redraws::kMinIntervalMs);
}

void TestCpuBudget::meterCountsThisThreadsCpu()
{
    CpuBudget::RunMeter meter;
    QCOMPARE(meter.share(), -1.0);
    meter.start();
    // Work until this thread's own CPU clock has advanced 30 ms: CPU time, not a wait.
    const double until = CpuBudget::threadCpuMs() + 30;
    volatile unsigned sink = 0;
    while (CpuBudget::threadCpuMs() < until)
        sink = sink + 1;
    QVERIFY(meter.cpuS() >= 0.03);
    QVERIFY(meter.wallS() >= meter.cpuS() * 0.99); // one thread cannot use more than its wall time
    QVERIFY(meter.share() > 0 && meter.share() <= 1.01);
}

QTEST_GUILESS_MAIN(TestCpuBudget)
#include "tst_cpubudget.moc"
