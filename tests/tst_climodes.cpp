// The CLI's modes and the options each uses (issue 32, item 9): --clean-leftovers, --probe,
// --layout-of, --fio-job and --capacity refuse an option that would do nothing with them, naming both,
// before anything is done; each still takes what it uses. Everything inside temporary
// directories; nothing is measured.
#include "CliProcess.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
QStringList entries(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}
} // namespace

class TestCliModes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void idleOptionIsRefused_data();
    void idleOptionIsRefused();
    void modesTakeWhatTheyUse();
};

void TestCliModes::idleOptionIsRefused_data()
{
    // "@" stands for a scratch directory (a target, and where outputs would go).
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expected");
    const QString clean = QStringLiteral("--clean-leftovers");
    QTest::addRow("--size with --clean-leftovers")
        << QStringList { clean, QStringLiteral("@"), QStringLiteral("--size"), QStringLiteral("1M") }
        << QStringLiteral("--size does nothing with --clean-leftovers");
    QTest::addRow("-s with --clean-leftovers (named by its long name)") << QStringList { clean, QStringLiteral("@"),
        QStringLiteral("-s"), QStringLiteral("2") } << QStringLiteral("--streams does nothing with --clean-leftovers");
    QTest::addRow("--json with --clean-leftovers")
        << QStringList { clean, QStringLiteral("@"), QStringLiteral("--json"), QStringLiteral("@/r.json") }
        << QStringLiteral("--json does nothing with --clean-leftovers");
    QTest::addRow("--dir with --clean-leftovers") << QStringList { clean, QStringLiteral("@"), QStringLiteral("--dir"),
        QStringLiteral("@") } << QStringLiteral("--dir does nothing with --clean-leftovers");
    const QStringList probe { QStringLiteral("--probe"), QStringLiteral("--dir"), QStringLiteral("@") };
    QTest::addRow("--size with --probe") << probe + QStringList { QStringLiteral("--size"), QStringLiteral("1M") }
                                         << QStringLiteral("--size does nothing with --probe");
    QTest::addRow("--json with --probe") << probe + QStringList { QStringLiteral("--json"), QStringLiteral("@/r.json") }
                                         << QStringLiteral("--json does nothing with --probe");
    QTest::addRow("--csv with --probe") << probe + QStringList { QStringLiteral("--csv"), QStringLiteral("@/r.csv") }
                                        << QStringLiteral("--csv does nothing with --probe");
    QTest::addRow("--preset with --probe") << probe + QStringList { QStringLiteral("-p"), QStringLiteral("vdr") }
                                           << QStringLiteral("--preset does nothing with --probe");
    QTest::addRow("--together with --probe") << probe + QStringList { QStringLiteral("--together") }
                                             << QStringLiteral("--together does nothing with --probe");
    const QStringList layout { QStringLiteral("--layout-of"), QStringLiteral("@") };
    QTest::addRow("-s with --layout-of") << layout + QStringList { QStringLiteral("-s"), QStringLiteral("2") }
                                         << QStringLiteral("--streams does nothing with --layout-of");
    QTest::addRow("--dir with --layout-of") << layout + QStringList { QStringLiteral("--dir"), QStringLiteral("@") }
                                            << QStringLiteral("--dir does nothing with --layout-of");
    QTest::addRow("--csv with --layout-of")
        << layout + QStringList { QStringLiteral("--csv"), QStringLiteral("@/r.csv") }
        << QStringLiteral("--csv does nothing with --layout-of");
    // --list-presets lists and exits: nothing else given would happen (issue 53, item 6).
    const QStringList list { QStringLiteral("--list-presets") };
    QTest::addRow("--json with --list-presets")
        << list + QStringList { QStringLiteral("--json"), QStringLiteral("@/r.json") }
        << QStringLiteral("--json does nothing with --list-presets");
    QTest::addRow("--streams with --list-presets")
        << list + QStringList { QStringLiteral("--streams"), QStringLiteral("4") }
        << QStringLiteral("--streams does nothing with --list-presets");
    // What only a remote target uses, with only local ones.
    const QStringList local { QStringLiteral("--dir"), QStringLiteral("@"), QStringLiteral("--size"),
        QStringLiteral("1M") };
    QTest::addRow("--ssh with local targets")
        << local + QStringList { QStringLiteral("--ssh"), QStringLiteral("ssh") }
        << QStringLiteral("--ssh applies to remote targets (--dir user@host:/dir) only, and no --dir here is one");
    QTest::addRow("--remote-cli with local targets")
        << local + QStringList { QStringLiteral("--remote-cli"), QStringLiteral("streamscope-cli") }
        << QStringLiteral(
               "--remote-cli applies to remote targets (--dir user@host:/dir) only, and no --dir here is one");
    QTest::addRow("--host-timeout with local targets")
        << local + QStringList { QStringLiteral("--host-timeout"), QStringLiteral("30") }
        << QStringLiteral(
               "--host-timeout applies to remote targets (--dir user@host:/dir) only, and no --dir here is one");
    QTest::addRow("--ssh with --probe of a local directory")
        << probe + QStringList { QStringLiteral("--ssh"), QStringLiteral("ssh") }
        << QStringLiteral("--ssh applies to remote targets (--dir user@host:/dir) only, and no --dir here is one");
    const QStringList fio { QStringLiteral("--dir"), QStringLiteral("@"), QStringLiteral("--fio-job"),
        QStringLiteral("@/job.fio") };
    QTest::addRow("--json with --fio-job") << fio + QStringList { QStringLiteral("--json"), QStringLiteral("@/r.json") }
                                           << QStringLiteral("--json does nothing with --fio-job");
    QTest::addRow("--live with --fio-job") << fio + QStringList { QStringLiteral("--live"), QStringLiteral("@/l") }
                                           << QStringLiteral("--live does nothing with --fio-job");
    QTest::addRow("--space-margin with --fio-job")
        << fio + QStringList { QStringLiteral("--space-margin"), QStringLiteral("0") }
        << QStringLiteral("--space-margin does nothing with --fio-job");
    QTest::addRow("--capacity with --fio-job") << fio + QStringList { QStringLiteral("--capacity") }
                                               << QStringLiteral("--capacity does nothing with --fio-job");
    const QStringList capacity { QStringLiteral("--dir"), QStringLiteral("@"), QStringLiteral("--capacity"),
        QStringLiteral("--rate"), QStringLiteral("1M"), QStringLiteral("--buffer"), QStringLiteral("512k"),
        QStringLiteral("--duration"), QStringLiteral("1s"), QStringLiteral("--space-margin"), QStringLiteral("0") };
    QTest::addRow("--name with --capacity") << capacity + QStringList { QStringLiteral("--name"), QStringLiteral("x") }
                                            << QStringLiteral("--name does nothing with --capacity");
    QTest::addRow("--together with --capacity") << capacity + QStringList { QStringLiteral("--together") }
                                                << QStringLiteral("--together does nothing with --capacity");
}

void TestCliModes::idleOptionIsRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    for (QString& a : arguments)
        a.replace(QLatin1Char('@'), scratch.path());
    const CliProcess::Result r = CliProcess::run(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(expected + QStringLiteral("; leave it out")), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out)); // nothing probed, cleaned, written or run
    QCOMPARE(entries(scratch.path()), QStringList());
}

void TestCliModes::modesTakeWhatTheyUse()
{
    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    // --lang goes with every mode; --probe takes its --dir and --live.
    CliProcess::Result r = CliProcess::run(
        { QStringLiteral("--clean-leftovers"), scratch.path(), QStringLiteral("--lang"), QStringLiteral("en") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = CliProcess::run({ QStringLiteral("--probe"), QStringLiteral("--dir"), scratch.path(), QStringLiteral("--live"),
        QStringLiteral("-") });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // --fio-job takes every option of the run's configuration.
    const QString job = scratch.filePath(QStringLiteral("job.fio"));
    r = CliProcess::run({ QStringLiteral("--dir"), scratch.path(), QStringLiteral("--preset"), QStringLiteral("vdr"),
        QStringLiteral("-s"), QStringLiteral("2"), QStringLiteral("--block"), QStringLiteral("64k"),
        QStringLiteral("--interval"), QStringLiteral("50ms"), QStringLiteral("--fio-job"), job });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(QFileInfo(job).isFile());
}

QTEST_GUILESS_MAIN(TestCliModes)
#include "tst_climodes.moc"
