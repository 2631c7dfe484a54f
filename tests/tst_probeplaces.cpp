// Answers that must not reassure by mistake (issue 32, item 7): --probe of a place no run can
// go (/proc and /sys, kernel pseudo filesystems; /dev/shm, a tmpfs in RAM) says what it is and
// why, as the run's own refusal does; a capacity search that measured no count exits 1. Only
// looks at those places; the capacity search writes nothing (no count fits its margin).
#include "DirectoryProbe.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
constexpr int kWaitMs = 60'000; // a bound for a loaded machine, not a measurement
}

class TestProbePlaces : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void probeSaysWhyNoRunCanGoThere_data();
    void probeSaysWhyNoRunCanGoThere();
    void capacitySearchThatMeasuredNothingFails();
};

void TestProbePlaces::probeSaysWhyNoRunCanGoThere_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<QStringList>("expected");
    const QString pseudo = QStringLiteral("a kernel pseudo filesystem");
    QTest::addRow("/proc") << QStringLiteral("/proc") << QStringList { QStringLiteral("inside /proc"), pseudo };
    QTest::addRow("/proc/self") << QStringLiteral("/proc/self")
                                << QStringList { QStringLiteral("inside /proc"), pseudo };
    QTest::addRow("/sys") << QStringLiteral("/sys") << QStringList { QStringLiteral("inside /sys"), pseudo };
    QTest::addRow("/sys/kernel") << QStringLiteral("/sys/kernel") << QStringList { QStringLiteral("inside /sys") };
    QTest::addRow("/dev/shm") << QStringLiteral(
        "/dev/shm") << QStringList { QStringLiteral("a tmpfs in RAM"), QStringLiteral("measures memory, not a disk") };
    QTest::addRow("/dev") << QStringLiteral("/dev") << QStringList { QStringLiteral("device nodes") };
}

void TestProbePlaces::probeSaysWhyNoRunCanGoThere()
{
    QFETCH(QString, dir);
    QFETCH(QStringList, expected);
    if (!QFileInfo(dir).isDir())
        QSKIP(qPrintable(dir + QStringLiteral(" is not a directory here")));
    // The probe the window's form shows and the remote host sends...
    const SysProbe::Directory d = SysProbe::probeDirectory(dir);
    QVERIFY(d.isDir);
    for (const QString& e : expected)
        QVERIFY2(d.problem.contains(e), qPrintable(d.problem));
    // ... and the CLI's line, with the filesystem it describes.
    QProcess cli;
    cli.start(QStringLiteral(STREAMSCOPE_CLI), { QStringLiteral("--probe"), QStringLiteral("--dir"), dir });
    QVERIFY(cli.waitForFinished(kWaitMs));
    const QString line = QString::fromUtf8(cli.readAllStandardOutput()).trimmed();
    QVERIFY2(line.startsWith(dir + QStringLiteral(": ") + d.environment.fsType), qPrintable(line));
    for (const QString& e : expected)
        QVERIFY2(line.contains(e), qPrintable(line));
}

void TestProbePlaces::capacitySearchThatMeasuredNothingFails()
{
    // No count fits a margin larger than any disk: no step runs, nothing "fails", and the
    // search has no answer. It used to end with status 0. Direct mode: no calibration first.
    QTemporaryDir target;
    QVERIFY(target.isValid());
    QProcess cli;
    cli.start(QStringLiteral(STREAMSCOPE_CLI),
        { QStringLiteral("--dir"), target.path(), QStringLiteral("--capacity"), QStringLiteral("--mode"),
            QStringLiteral("direct"), QStringLiteral("--rate"), QStringLiteral("1M"), QStringLiteral("--buffer"),
            QStringLiteral("512k"), QStringLiteral("--duration"), QStringLiteral("1s"),
            QStringLiteral("--space-margin"), QStringLiteral("100000G") });
    QVERIFY(cli.waitForFinished(kWaitMs));
    const QString out = QString::fromUtf8(cli.readAllStandardOutput());
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QCOMPARE(cli.exitCode(), 1);
    QVERIFY2(out.contains(QLatin1String("No stream count was measured")), qPrintable(out));
    QVERIFY2(err.contains(QLatin1String("the capacity search measured no stream count: ")), qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("not tried")), qPrintable(err));
    QCOMPARE(QDir(target.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
}

QTEST_GUILESS_MAIN(TestProbePlaces)
#include "tst_probeplaces.moc"
