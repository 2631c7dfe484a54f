// The GUI's command line: a chart made by itself from a small real run (in a temporary
// directory), pictures through FIFOs, and mistakes and failures said with a reason.
#include "../TestSupport.h"
#include "ActionIcons.h"
#include "AppSettings.h"
#include "ChartTestSupport.h"
#include "ConfigForm.h"
#include "FaultInjectingBackend.h"
#include "History.h"
#include "LiveChart.h"
#include "MainWindow.h"
#include "MainWindowFixtures.h"
#include "Presets.h"
#include "ResultsModel.h"
#include "SmallRuns.h"
#include "StatusColors.h"
#include "UiTestMain.h"
#include "Verdict.h"

#include <QAction>
#include <QAreaSeries>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QProgressBar>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUrl>
#include <QXYSeries>
#include <cmath>
#include <sys/stat.h>

using namespace MainWindowTest;

class TestGuiCommandLine : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void commandLineMakesAChartByItself();
    void picturesGoThroughFifosAndFailWithAReason();
    void commandLineMistakesAndFailuresAreSaid();
    void shownReportThatFailsIsSaid_data();
    void shownReportThatFailsIsSaid();
    void idleOptionIsRefused_data();
    void idleOptionIsRefused();

private:
    QTemporaryDir m_target;
    QTemporaryDir m_files;
};

void TestGuiCommandLine::initTestCase()
{
    QVERIFY(m_target.isValid());
    QVERIFY(m_files.isValid());
}

void TestGuiCommandLine::commandLineMakesAChartByItself()
{
    const QString png = m_files.filePath(QStringLiteral("cli.png"));
    QProcess gui;
    gui.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    gui.setProcessEnvironment(env);
    gui.start(QStringLiteral(STREAMSCOPE_GUI),
        { QStringLiteral("--preset"), QStringLiteral("vdr"), QStringLiteral("--dir"), m_target.path(),
            QStringLiteral("--total"), QStringLiteral("4M"), QStringLiteral("--interval"), QStringLiteral("20ms"),
            QStringLiteral("--space-margin"), QStringLiteral("0"), QStringLiteral("--start"),
            QStringLiteral("--save-chart"), png, QStringLiteral("--quit") });
    QVERIFY(gui.waitForFinished(kRunTimeoutMs));
    QCOMPARE(gui.exitStatus(), QProcess::NormalExit);
    QCOMPARE(gui.exitCode(), 0);
    QVERIFY(!QImage(png).isNull());
    QVERIFY(leftovers(m_target.path()).isEmpty());
    // The run's outcome in one line, for the script that keeps the picture.
    const QStringList said
        = QString::fromUtf8(gui.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(said.size(), 1);
    QVERIFY2(said.first().startsWith(QStringLiteral("streamscope: finished, complete: ")), qPrintable(said.first()));
    QVERIFY2(said.first().contains(QStringLiteral("effective")), qPrintable(said.first()));

    // A bad option with --start --quit: a message and exit status 2, no window left open.
    QProcess bad;
    bad.setProcessEnvironment(env);
    bad.start(QStringLiteral(STREAMSCOPE_GUI),
        { QStringLiteral("--dir"), m_target.path(), QStringLiteral("--block"), QStringLiteral("3"),
            QStringLiteral("--start"), QStringLiteral("--quit") });
    QVERIFY(bad.waitForFinished(30'000));
    QCOMPARE(bad.exitCode(), 2);
    QVERIFY(bad.readAllStandardError().contains("block"));
}

void TestGuiCommandLine::picturesGoThroughFifosAndFailWithAReason()
{
    MainWindow window;
    window.resize(900, 650);
    window.show();
    QString error;
    const QString missing = m_files.filePath(QStringLiteral("no/such/chart.png"));
    QVERIFY(!window.saveChart(missing, &error));
    QVERIFY2(error.contains(QLatin1String("cannot write ") + missing + QLatin1String(": ")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(missing));
    // A FIFO (or a pipe, or /dev/stdout) takes the picture as a stream and stays what it was.
    for (const char* suffix : { "png", "svg" }) {
        const QString fifo = m_files.filePath(QStringLiteral("chart-fifo.") + QLatin1String(suffix));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        bool saved = false;
        const QByteArray received = readFifoWhile(fifo, [&] { saved = window.saveChart(fifo, &error); });
        QVERIFY2(saved, qPrintable(error));
        QVERIFY2(received.startsWith(qstrcmp(suffix, "png") == 0 ? "\x89PNG" : "<?xml"), received.left(16).constData());
        QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
    }
}

void TestGuiCommandLine::commandLineMistakesAndFailuresAreSaid()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    auto run = [&env](const QStringList& arguments, QByteArray* err) {
        QProcess gui;
        gui.setProcessEnvironment(env);
        gui.start(QStringLiteral(STREAMSCOPE_GUI), arguments);
        if (!gui.waitForFinished(kRunTimeoutMs))
            return -1;
        *err = gui.readAllStandardError();
        return gui.exitStatus() == QProcess::NormalExit ? gui.exitCode() : -1;
    };
    QByteArray err;
    // Bad usage is 2, as for the CLI, not QCommandLineParser's 1.
    QCOMPARE(run({ QStringLiteral("--no-such-option") }, &err), 2);
    QVERIFY2(err.contains("no-such-option"), err.constData());
    QCOMPARE(run({ QStringLiteral("--lang"), QStringLiteral("xx") }, &err), 2);
    QVERIFY2(err.contains("--lang \"xx\""), err.constData());
    QCOMPARE(run({ QStringLiteral("--streams"), QStringLiteral("1"), QStringLiteral("--streams"), QStringLiteral("2"),
                     QStringLiteral("--quit") },
                 &err),
        2);
    QVERIFY2(err.contains("--streams is given more than once"), err.constData());
    // A picture that could not be saved is found before the run, not after it.
    const QString missing = m_files.filePath(QStringLiteral("no/chart.png"));
    QCOMPARE(run({ QStringLiteral("--dir"), m_target.path(), QStringLiteral("--save-chart"), missing,
                     QStringLiteral("--start"), QStringLiteral("--quit") },
                 &err),
        2);
    QVERIFY2(err.contains("does not exist"), err.constData());
    // A FIFO no program reads would block the picture's open after the run: refused before it.
    const QString fifo = m_files.filePath(QStringLiteral("unread-window.png"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QCOMPARE(run({ QStringLiteral("--dir"), m_target.path(), QStringLiteral("--save-window"), fifo,
                     QStringLiteral("--start"), QStringLiteral("--quit") },
                 &err),
        2);
    const QByteArray refusal
        = QByteArray("--save-window \"") + QFile::encodeName(fifo) + "\": it is a FIFO that no program reads";
    QVERIFY2(err.contains(refusal), err.constData());
    // A failed run with --quit says why on stderr: nobody may be looking at the window.
    QCOMPARE(run({ QStringLiteral("--preset"), QStringLiteral("vdr"), QStringLiteral("--dir"), m_target.path(),
                     QStringLiteral("--total"), QStringLiteral("4M"), QStringLiteral("--space-margin"),
                     QStringLiteral("0"), QStringLiteral("--inject"), QStringLiteral("write,error=EIO"),
                     QStringLiteral("--start"), QStringLiteral("--quit") },
                 &err),
        1);
    QVERIFY2(err.contains("The run failed") && err.contains("EIO"), err.constData());
    QVERIFY(leftovers(m_target.path()).isEmpty());
}

void TestGuiCommandLine::shownReportThatFailsIsSaid_data()
{
    QTest::addColumn<QStringList>("shown"); // names in a scratch directory
    QTest::addColumn<QString>("expected"); // on stderr, "@" for the scratch directory
    QTest::addRow("missing") << QStringList { QStringLiteral("missing.json") }
                             << QStringLiteral("Cannot open @/missing.json: ");
    QTest::addRow("missing, its errno") << QStringList { QStringLiteral("missing.json") } << QStringLiteral("ENOENT");
    QTest::addRow("malformed") << QStringList { QStringLiteral("malformed.json") }
                               << QStringLiteral("Cannot open @/malformed.json: ");
    QTest::addRow("a directory") << QStringList { QStringLiteral("dir") } << QStringLiteral("a directory");
    QTest::addRow("a FIFO (not waited for)") << QStringList { QStringLiteral("fifo") } << QStringLiteral("a FIFO");
    // Two shown as a comparison, one of them unreadable: the picture would lack it.
    QTest::addRow("one of two") << QStringList { QStringLiteral("good.json"), QStringLiteral("malformed.json") }
                                << QStringLiteral("Cannot read a report: malformed.json: ");
}

void TestGuiCommandLine::shownReportThatFailsIsSaid()
{
    QFETCH(QStringList, shown);
    QFETCH(QString, expected);
    QTemporaryDir scratch;
    QVERIFY(QDir(scratch.path()).mkdir(QStringLiteral("dir")));
    QCOMPARE(::mkfifo(QFile::encodeName(scratch.filePath(QStringLiteral("fifo"))).constData(), 0600), 0);
    QFile malformed(scratch.filePath(QStringLiteral("malformed.json")));
    QVERIFY(malformed.open(QIODevice::WriteOnly) && malformed.write("{\"schema\": ") > 0);
    malformed.close();
    QVERIFY(
        QFile::copy(QDir::cleanPath(QStringLiteral(STREAMSCOPE_TEST_DATA "/../../data/reports/v1-buffered-vdr.json")),
            scratch.filePath(QStringLiteral("good.json"))));
    QStringList arguments;
    for (const QString& name : shown)
        arguments << QStringLiteral("--show") << scratch.filePath(name);
    QProcess gui;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    gui.setProcessEnvironment(env);
    gui.start(QStringLiteral(STREAMSCOPE_GUI), arguments << QStringLiteral("--quit"));
    const bool finished = gui.waitForFinished(60'000);
    if (!finished)
        gui.kill();
    QVERIFY(finished);
    const QString err = QString::fromUtf8(gui.readAllStandardError());
    QCOMPARE(gui.exitCode(), 1);
    QVERIFY2(err.contains(QString(expected).replace(QLatin1Char('@'), scratch.path())), qPrintable(err));
}

void TestGuiCommandLine::idleOptionIsRefused_data()
{
    // "@" stands for a scratch directory.
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expected");
    QTest::addRow("--image-size without --save-chart")
        << QStringList { QStringLiteral("--image-size"), QStringLiteral("800x600"), QStringLiteral("--quit") }
        << QStringLiteral("--image-size does nothing without --save-chart");
    QTest::addRow("--capacity without --start") << QStringList { QStringLiteral("--capacity"),
        QStringLiteral("--quit") } << QStringLiteral("--capacity does nothing without --start");
    QTest::addRow("--size with --show") << QStringList { QStringLiteral("--show"), QStringLiteral("@/r.json"),
        QStringLiteral("--size"), QStringLiteral("1M"), QStringLiteral("--quit") }
                                        << QStringLiteral("--size does nothing with --show");
    QTest::addRow("-d with --show") << QStringList { QStringLiteral("--show"), QStringLiteral("@/r.json"),
        QStringLiteral("-d"), QStringLiteral("@"), QStringLiteral("--quit") }
                                    << QStringLiteral("--dir does nothing with --show");
    QTest::addRow("--capacity with --show") << QStringList { QStringLiteral("--show"), QStringLiteral("@/r.json"),
        QStringLiteral("--capacity"), QStringLiteral("--quit") }
                                            << QStringLiteral("--capacity does nothing with --show");
}

void TestGuiCommandLine::idleOptionIsRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    QTemporaryDir scratch;
    for (QString& a : arguments)
        a.replace(QLatin1Char('@'), scratch.path());
    QProcess gui;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    gui.setProcessEnvironment(env);
    gui.start(QStringLiteral(STREAMSCOPE_GUI), arguments);
    const bool finished = gui.waitForFinished(60'000);
    if (!finished)
        gui.kill();
    QVERIFY(finished);
    QCOMPARE(gui.exitCode(), 2);
    const QString err = QString::fromUtf8(gui.readAllStandardError());
    QVERIFY2(err.contains(expected), qPrintable(err));
}

STREAMSCOPE_UI_TEST_MAIN(TestGuiCommandLine)
#include "tst_guicommandline.moc"
