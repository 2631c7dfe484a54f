// The CLI's outputs (--json, --csv, stdout) end to end: a really full tmpfs (mounted inside a
// temporary directory, always torn down), device nodes this test makes on a tmpfs of its own
// in a private mount namespace, FIFOs and redirections; and every output and target checked,
// and bad usage refused, before the first byte is written. Rows that mount need root.
#include "../TestSupport.h"
#include "RunReport.h"
#include "SafetySupport.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <sys/mount.h>
#include <sys/sysmacros.h>

using namespace Safety;

namespace {

#define SKIP_UNLESS_MOUNTS()                                                                                           \
    do {                                                                                                               \
        QString reason_;                                                                                               \
        if (!Mounts::available(&reason_))                                                                              \
            QSKIP(qPrintable(reason_));                                                                                \
    } while (0)

// A small run that writes a report of a few KiB; the target is a temporary directory.
QStringList smallRun(const QString& target)
{
    return { QStringLiteral("--dir"), target, QStringLiteral("--streams"), QStringLiteral("1"),
        QStringLiteral("--size"), QStringLiteral("1M"), QStringLiteral("--block"), QStringLiteral("64k"),
        QStringLiteral("--space-margin"), QStringLiteral("0") };
}

// A 1 MiB tmpfs in `tmp`/mnt with only `leave` bytes (a multiple of the page size) free;
// `older`, when given, is a file written there before it was filled.
bool fullTmpfs(const QTemporaryDir& tmp, Mounts& mounts, qint64 leave, QString* error, const QString& older = {})
{
    const QString mnt = tmp.filePath(QStringLiteral("mnt"));
    if (!QDir().mkpath(mnt) || !mounts.tmpfs(mnt, QStringLiteral("size=1m"), error))
        return false;
    if (!older.isEmpty() && !writeFile(older, "older")) {
        *error = QStringLiteral("cannot write ") + older;
        return false;
    }
    QFile filler(mnt + QStringLiteral("/filler"));
    if (!filler.open(QIODevice::WriteOnly)) {
        *error = filler.errorString();
        return false;
    }
    const QByteArray chunk(4096, 'f');
    while (filler.write(chunk) == chunk.size() && filler.flush()) { }
    filler.close();
    if (space(mnt).available != 0 || !filler.resize(filler.size() / 4096 * 4096 - leave)
        || space(mnt).available != leave) {
        *error = QStringLiteral("could not leave %1 bytes free on %2 (%3 available)")
                     .arg(leave)
                     .arg(mnt)
                     .arg(space(mnt).available);
        return false;
    }
    return true;
}

// smallRun() less what a mode does not use (refused with it): --clean-leftovers uses none of
// it, --fio-job no --space-margin (its last two words).
QStringList smallRunFor(const QString& target, const QStringList& extra)
{
    if (extra.contains(QLatin1String("--clean-leftovers")))
        return {};
    const QStringList run = smallRun(target);
    return extra.contains(QLatin1String("--fio-job")) ? run.mid(0, run.size() - 2) : run;
}

mode_t fileType(const QString& path)
{
    struct stat st { };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? (st.st_mode & S_IFMT) : 0;
}

QString runShell(const QString& command, int* exitCode, QString* err = nullptr)
{
    QProcess shell;
    shell.start(QStringLiteral("/bin/bash"), { QStringLiteral("-c"), command });
    // A shell that did not end in time has no exit code (-1).
    const bool finished = shell.waitForFinished(60000);
    *exitCode = finished && shell.exitStatus() == QProcess::NormalExit ? shell.exitCode() : -1;
    if (err)
        *err = QString::fromUtf8(shell.readAllStandardError());
    return QString::fromUtf8(shell.readAllStandardOutput());
}

} // namespace

class TestSafetyOutputs : public QObject {
    Q_OBJECT
private slots:
    void fullFilesystemFailsTheOutput_data();
    void fullFilesystemFailsTheOutput();
    void fullStdoutFailsTheRun();
    void deviceNodesAreWrittenThroughNotReplaced();
    void loaderRefusesADevice();
    void fifoOutputIsStreamed();
    void outputsThatWouldBlockOrBeLostRefusedUpFront_data();
    void outputsThatWouldBlockOrBeLostRefusedUpFront();
    void deviceNodeOutputRefusedUpFront();
    void unmeasuredFiguresAreNotNumbers();
    void stdoutAsAnOutput();
    void badOutputsAndTargetsRefusedBeforeTheRun_data();
    void badOutputsAndTargetsRefusedBeforeTheRun();
    void badUsageExitsTwo_data();
    void badUsageExitsTwo();
    void sizelessFilesystemNamed();
    void nonUtf8TargetNamed();
    void capacityStepThatFailedIsNotCounted();
    void readOnlyOutputsRefusedBeforeTheRun_data();
    void readOnlyOutputsRefusedBeforeTheRun();
};

void TestSafetyOutputs::fullFilesystemFailsTheOutput_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<qint64>("leave");
    QTest::addColumn<bool>("existing"); // an older file of that name is already there
    QTest::addColumn<QString>("expected");
    const QString json = QStringLiteral("cannot write the report to ");
    const QString csv = QStringLiteral("cannot write the time series to ");
    QTest::addRow("json, 0 bytes free") << QStringLiteral("--json") << qint64(0) << false << json;
    // The report is ~8 KiB (its config and environment alone); one page takes its start only.
    QTest::addRow("json, 4 KiB free") << QStringLiteral("--json") << qint64(4096) << false << json;
    QTest::addRow("json over an older report") << QStringLiteral("--json") << qint64(4096) << true << json;
    QTest::addRow("csv, 0 bytes free") << QStringLiteral("--csv") << qint64(0) << false << csv;
}

void TestSafetyOutputs::fullFilesystemFailsTheOutput()
{
    QFETCH(QString, option);
    QFETCH(qint64, leave);
    QFETCH(bool, existing);
    QFETCH(QString, expected);
    SKIP_UNLESS_MOUNTS();
    QTemporaryDir target;
    QTemporaryDir tmp;
    Mounts mounts;
    const QString output = tmp.filePath(QStringLiteral("mnt/out"));
    QString error;
    QVERIFY2(fullTmpfs(tmp, mounts, leave, &error, existing ? output : QString()), qPrintable(error));
    // The same run to a roomy place shows the output really is larger than the space left.
    const QString roomy = target.filePath(QStringLiteral("roomy"));
    CliResult r = runCli(smallRun(target.path()) << option << roomy);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(QFileInfo(roomy).size() > leave);
    QVERIFY(QFile::remove(roomy));

    r = runCli(smallRun(target.path()) << option << output);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(expected + output), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("No space left on device")), qPrintable(r.err));
    // No cut or empty file, and no temporary one beside it; an older file stays as it was.
    const QStringList left = QDir(tmp.filePath(QStringLiteral("mnt"))).entryList(QDir::Files | QDir::Hidden);
    const QStringList expectedLeft = existing ? QStringList { QStringLiteral("filler"), QStringLiteral("out") }
                                              : QStringList { QStringLiteral("filler") };
    QCOMPARE(left, expectedLeft);
    if (existing) {
        QFile f(output);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("older"));
    }
}

void TestSafetyOutputs::fullStdoutFailsTheRun()
{
    SKIP_UNLESS_MOUNTS();
    QTemporaryDir target;
    QTemporaryDir tmp;
    Mounts mounts;
    QString error;
    QVERIFY2(fullTmpfs(tmp, mounts, 0, &error), qPrintable(error));
    int exitCode = -1;
    QString err;
    runShell(QStringLiteral("'%1' %2 > '%3'")
                 .arg(QStringLiteral(STREAMSCOPE_CLI), smallRun(target.path()).join(QLatin1Char(' ')),
                     tmp.filePath(QStringLiteral("mnt/out.txt"))),
        &exitCode, &err);
    QCOMPARE(exitCode, 1);
    QVERIFY2(err.contains(QLatin1String("cannot write to standard output")), qPrintable(err));
}

void TestSafetyOutputs::deviceNodesAreWrittenThroughNotReplaced()
{
    SKIP_UNLESS_MOUNTS();
    // Mounts::tmpfs is nodev; these nodes must work, so this tmpfs (TmpfsMount) is mounted
    // without it, in the process's private mount namespace, and unmounted at the end.
    QTemporaryDir tmp;
    QTemporaryDir target;
    QVERIFY(QDir().mkpath(tmp.filePath(QStringLiteral("dev"))));
    const TmpfsMount dev(tmp.filePath(QStringLiteral("dev")), "size=64k");
    QVERIFY2(dev.mounted(), qPrintable(dev.reason()));
    const QString full = tmp.filePath(QStringLiteral("dev/full"));
    const QString null = tmp.filePath(QStringLiteral("dev/null"));
    QCOMPARE(::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0666, makedev(1, 7)), 0);
    QCOMPARE(::mknod(QFile::encodeName(null).constData(), S_IFCHR | 0666, makedev(1, 3)), 0);

    CliResult r
        = runCli(smallRun(target.path()) << QStringLiteral("--json") << full << QStringLiteral("--csv") << null);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("cannot write the report to ") + full), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("No space left on device")), qPrintable(r.err));
    QCOMPARE(fileType(full), mode_t(S_IFCHR));
    QCOMPARE(fileType(null), mode_t(S_IFCHR));
    // One device may take both outputs: that is not a conflict.
    r = runCli(smallRun(target.path()) << QStringLiteral("--json") << null << QStringLiteral("--csv") << null);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(fileType(null), mode_t(S_IFCHR));
    QCOMPARE(QDir(tmp.filePath(QStringLiteral("dev")))
                 .entryList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot),
        (QStringList { QStringLiteral("full"), QStringLiteral("null") }));
}

void TestSafetyOutputs::loaderRefusesADevice()
{
    SKIP_UNLESS_MOUNTS();
    // A history entry that is a link to /dev/zero took the window to 10 GB: now the loader
    // looks at what it opened before reading a byte.
    QTemporaryDir tmp;
    QVERIFY(QDir().mkpath(tmp.filePath(QStringLiteral("dev"))));
    const TmpfsMount dev(tmp.filePath(QStringLiteral("dev")), "size=64k");
    QVERIFY2(dev.mounted(), qPrintable(dev.reason()));
    const QString zero = tmp.filePath(QStringLiteral("dev/zero"));
    QCOMPARE(::mknod(QFile::encodeName(zero).constData(), S_IFCHR | 0666, makedev(1, 5)), 0);
    const QString link = tmp.filePath(QStringLiteral("report.json"));
    QVERIFY(QFile::link(zero, link));
    QString error;
    QVERIFY(!RunReport::load(link, &error));
    QVERIFY2(error.contains(QLatin1String("a character device")), qPrintable(error));
}

void TestSafetyOutputs::fifoOutputIsStreamed()
{
    QTemporaryDir target;
    QTemporaryDir tmp;
    const QString fifo = tmp.filePath(QStringLiteral("csv"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    // The reader is there before the run: the check that finds it keeps its end open, so the
    // reader gets the whole file at the end, not an end of file at the check.
    CliResult r;
    const QByteArray received
        = readFifoWhile(fifo, [&] { r = runCli(smallRun(target.path()) << QStringLiteral("--csv") << fifo); });
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(received.startsWith("t_s,target,pass"));
    QCOMPARE(fileType(fifo), mode_t(S_IFIFO));
}

void TestSafetyOutputs::outputsThatWouldBlockOrBeLostRefusedUpFront_data()
{
    QTest::addColumn<QStringList>("extra"); // "@" stands for the scratch directory
    QTest::addColumn<QString>("expected");
    const QString unread = QStringLiteral("it is a FIFO that no program reads");
    const QString kernel = QStringLiteral("a filesystem the kernel makes up");
    // Without the check these blocked in open() after the run, for ever (the child's timeout).
    QTest::addRow("--json to a FIFO nobody reads") << QStringList { QStringLiteral("--json"), QStringLiteral("@/fifo") }
                                                   << QStringLiteral("--json \"@/fifo\": ") + unread;
    QTest::addRow("--csv to a FIFO nobody reads") << QStringList { QStringLiteral("--csv"), QStringLiteral("@/fifo") }
                                                  << QStringLiteral("--csv \"@/fifo\": ") + unread;
    QTest::addRow("--live to a FIFO nobody reads") << QStringList { QStringLiteral("--live"), QStringLiteral("@/fifo") }
                                                   << QStringLiteral("--live \"@/fifo\": ") + unread;
    QTest::addRow("--fio-job to a FIFO nobody reads") << QStringList { QStringLiteral("--fio-job"),
        QStringLiteral("@/fifo") } << QStringLiteral("--fio-job \"@/fifo\": ") + unread;
    // Without the check the run went on and its report was lost at the end (root may create
    // names in /sys/kernel; nothing is created: the check refuses first).
    QTest::addRow("--json under /sys") << QStringList {
        QStringLiteral("--json"), QStringLiteral("/sys/kernel/ss-test.json")
    } << QStringLiteral("--json \"/sys/kernel/ss-test.json\": it is on sysfs, ") + kernel;
    QTest::addRow("--csv under /proc") << QStringList { QStringLiteral("--csv"),
        QStringLiteral("/proc/self/ss-test.csv") }
                                       << QStringLiteral("--csv \"/proc/self/ss-test.csv\": it is on proc, ") + kernel;
    QTest::addRow("--json a file of /proc") << QStringList { QStringLiteral("--json"),
        QStringLiteral("/proc/self/comm") } << QStringLiteral("it is on proc, ") + kernel;
}

void TestSafetyOutputs::outputsThatWouldBlockOrBeLostRefusedUpFront()
{
    QFETCH(QStringList, extra);
    QFETCH(QString, expected);
    QTemporaryDir target;
    QTemporaryDir scratch;
    QCOMPARE(::mkfifo(QFile::encodeName(scratch.filePath(QStringLiteral("fifo"))).constData(), 0600), 0);
    const auto before = snapshot(target.path());
    for (QString& e : extra)
        e.replace(QLatin1Char('@'), scratch.path());
    const CliResult r = runCli(smallRunFor(target.path(), extra) + extra, 30000);
    QCOMPARE(r.exitCode, 2); // -1: it hung and was killed
    QVERIFY2(r.err.contains(QString(expected).replace(QLatin1Char('@'), scratch.path())), qPrintable(r.err));
    QVERIFY2(!r.out.contains(QLatin1String("Target ")), qPrintable(r.out));
    QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));
    QCOMPARE(fileType(scratch.filePath(QStringLiteral("fifo"))), mode_t(S_IFIFO));
}

void TestSafetyOutputs::deviceNodeOutputRefusedUpFront()
{
    SKIP_UNLESS_MOUNTS();
    // A character device that is not /dev/null, /dev/zero, /dev/full or a terminal may act on
    // what is written (a watchdog, /dev/kmsg): refused before the run. This one is a random
    // device (1:8), harmless should the check be missing.
    QTemporaryDir tmp;
    QTemporaryDir target;
    QVERIFY(QDir().mkpath(tmp.filePath(QStringLiteral("dev"))));
    const TmpfsMount dev(tmp.filePath(QStringLiteral("dev")), "size=64k");
    QVERIFY2(dev.mounted(), qPrintable(dev.reason()));
    const QString random = tmp.filePath(QStringLiteral("dev/random"));
    QCOMPARE(::mknod(QFile::encodeName(random).constData(), S_IFCHR | 0666, makedev(1, 8)), 0);
    const CliResult r = runCli(smallRun(target.path()) << QStringLiteral("--json") << random);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--json \"%1\": it is a device node (character device 1:8)").arg(random)),
        qPrintable(r.err));
    QVERIFY2(!r.out.contains(QLatin1String("Target ")), qPrintable(r.out));
}

void TestSafetyOutputs::unmeasuredFiguresAreNotNumbers()
{
    SKIP_UNLESS_MOUNTS();
    // /proc/meminfo unreadable (an empty file over it, in this process's private mount
    // namespace): the dirty figures are unknown (-1), which the lines said as "-1.0 MiB".
    QString reason;
    QVERIFY2(privateMountNamespace(&reason), qPrintable(reason));
    QTemporaryDir tmp;
    QTemporaryDir target;
    const QString empty = tmp.filePath(QStringLiteral("meminfo"));
    QVERIFY(writeFile(empty, QByteArray()));
    QCOMPARE(::mount(QFile::encodeName(empty).constData(), "/proc/meminfo", nullptr, MS_BIND, nullptr), 0);
    const CliResult r = runCli(smallRun(target.path()));
    ::umount2("/proc/meminfo", MNT_DETACH);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QLatin1String("peak dirty not measured")), qPrintable(r.out));
    QVERIFY2(!r.out.contains(QLatin1String("-1.0")) && !r.out.contains(QLatin1String("-100")), qPrintable(r.out));
}

void TestSafetyOutputs::stdoutAsAnOutput()
{
    QTemporaryDir target;
    QTemporaryDir tmp;
    const QString run = QStringLiteral("'%1' %2 --json /dev/stdout")
                            .arg(QStringLiteral(STREAMSCOPE_CLI), smallRun(target.path()).join(QLatin1Char(' ')));
    // Redirected to a file: the report follows the lines printed before it, in the same file.
    const QString file = tmp.filePath(QStringLiteral("out.txt"));
    int exitCode = -1;
    QString err;
    runShell(run + QStringLiteral(" > '%1'").arg(file), &exitCode, &err);
    QVERIFY2(exitCode == 0, qPrintable(err));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY2(text.startsWith("Target "), text.left(200).constData());
    const qsizetype json = text.indexOf("\n{");
    QVERIFY2(json > 0 && text.indexOf("Summary") < json, text.constData());
    QString error;
    QVERIFY2(RunReport::fromJson(text.mid(json + 1), &error), qPrintable(error));
    // Into a pipe: the report comes through it.
    const QString piped = runShell(run + QStringLiteral(" | cat; exit ${PIPESTATUS[0]}"), &exitCode, &err);
    QVERIFY2(exitCode == 0, qPrintable(err));
    QVERIFY2(
        RunReport::fromJson(piped.mid(piped.indexOf(QLatin1String("\n{")) + 1).toUtf8(), &error), qPrintable(error));
}

void TestSafetyOutputs::badOutputsAndTargetsRefusedBeforeTheRun_data()
{
    QTest::addColumn<QStringList>("extra"); // "@" stands for the scratch directory
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("expected");
    QTest::addRow("json in a missing directory") << QStringList { QStringLiteral("--json"), QStringLiteral("@/no/r") }
                                                 << 2 << QStringLiteral("the directory @/no does not exist");
    QTest::addRow("json is a directory") << QStringList { QStringLiteral("--json"), QStringLiteral("@") } << 2
                                         << QStringLiteral("it is a directory");
    QTest::addRow("json empty") << QStringList { QStringLiteral("--json"), QString() } << 2
                                << QStringLiteral("the file name is empty");
    QTest::addRow("csv inside a file") << QStringList { QStringLiteral("--csv"), QStringLiteral("@/file/r") } << 2
                                       << QStringLiteral("ENOTDIR");
    QTest::addRow("json and csv the same new file") << QStringList { QStringLiteral("--json"), QStringLiteral("@/r"),
        QStringLiteral("--csv"), QStringLiteral("@/./r") }
                                                    << 2 << QStringLiteral("--json and --csv both name");
    QTest::addRow("json and csv the same file through a link") << QStringList { QStringLiteral("--json"),
        QStringLiteral("@/file"), QStringLiteral("--csv"), QStringLiteral("@/link") }
                                                               << 2 << QStringLiteral("--json and --csv both name");
    QTest::addRow("second --dir missing") << QStringList { QStringLiteral("--dir"), QStringLiteral("@/no") } << 1
                                          << QStringLiteral("target @/no: it does not exist");
    QTest::addRow("second --dir a symlink loop")
        << QStringList { QStringLiteral("--dir"), QStringLiteral("@/loop") } << 1 << QStringLiteral("ELOOP");
}

void TestSafetyOutputs::badOutputsAndTargetsRefusedBeforeTheRun()
{
    QFETCH(QStringList, extra);
    QFETCH(int, exitCode);
    QFETCH(QString, expected);
    QTemporaryDir target;
    QTemporaryDir scratch;
    QVERIFY(writeFile(scratch.filePath(QStringLiteral("file")), "mine"));
    QVERIFY(QFile::link(scratch.filePath(QStringLiteral("file")), scratch.filePath(QStringLiteral("link"))));
    QVERIFY(QFile::link(scratch.filePath(QStringLiteral("loop")), scratch.filePath(QStringLiteral("loop"))));
    QVERIFY(placeUserFiles(target.path()));
    const auto before = snapshot(target.path());
    const auto scratchBefore = snapshot(scratch.path());
    for (QString& e : extra)
        e.replace(QLatin1Char('@'), scratch.path());
    const CliResult r = runCli(smallRun(target.path()) + extra);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(QString(expected).replace(QLatin1Char('@'), scratch.path())), qPrintable(r.err));
    QVERIFY2(!r.out.contains(QLatin1String("Target ")), qPrintable(r.out)); // nothing was started
    QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));
    QVERIFY2(snapshot(scratch.path()) == scratchBefore, qPrintable(diff(scratchBefore, snapshot(scratch.path()))));
}

void TestSafetyOutputs::badUsageExitsTwo_data()
{
    QTest::addColumn<QStringList>("arguments"); // "@" stands for a scratch directory
    QTest::addColumn<QString>("expected");
    QTest::addRow("--streams twice") << QStringList { QStringLiteral("--streams"), QStringLiteral("2") }
                                     << QStringLiteral("--streams is given more than once");
    QTest::addRow("-p and --preset") << QStringList { QStringLiteral("--preset"), QStringLiteral("vdr"),
        QStringLiteral("-p"), QStringLiteral("hdtest") }
                                     << QStringLiteral("is given more than once");
    QTest::addRow("--json twice") << QStringList { QStringLiteral("--json"), QStringLiteral("@/a"),
        QStringLiteral("--json"), QStringLiteral("@/b") }
                                  << QStringLiteral("--json is given more than once");
    QTest::addRow("--lang xx") << QStringList { QStringLiteral("--lang"), QStringLiteral("xx") }
                               << QStringLiteral("--lang \"xx\" is not a language");
    QTest::addRow("--lang empty") << QStringList { QStringLiteral("--lang"), QString() }
                                  << QStringLiteral("is not a language");
    QTest::addRow("--clean-leftovers empty")
        << QStringList { QStringLiteral("--clean-leftovers"), QString() } << QStringLiteral("the name is empty");
    QTest::addRow("--clean-leftovers missing") << QStringList { QStringLiteral("--clean-leftovers"),
        QStringLiteral("@/no") } << QStringLiteral("it does not exist");
    QTest::addRow("--clean-leftovers a file") << QStringList { QStringLiteral("--clean-leftovers"),
        QStringLiteral("@/file") } << QStringLiteral("not a directory but a regular file");
    QTest::addRow("--clean-leftovers a loop")
        << QStringList { QStringLiteral("--clean-leftovers"), QStringLiteral("@/loop") } << QStringLiteral("ELOOP");
    QTest::addRow("--capacity with --csv") << QStringList { QStringLiteral("--capacity"), QStringLiteral("--rate"),
        QStringLiteral("1M"), QStringLiteral("--buffer"), QStringLiteral("512k"), QStringLiteral("--duration"),
        QStringLiteral("1s"), QStringLiteral("--csv"), QStringLiteral("@/r") }
                                           << QStringLiteral("not CSV");
    // Checked before the search writes a byte, as for a run's report.
    QTest::addRow("--capacity --json into a directory") << QStringList { QStringLiteral("--capacity"),
        QStringLiteral("--rate"), QStringLiteral("1M"), QStringLiteral("--buffer"), QStringLiteral("512k"),
        QStringLiteral("--duration"), QStringLiteral("1s"), QStringLiteral("--json"), QStringLiteral("@/loop") }
                                                        << QStringLiteral("--json");
}

void TestSafetyOutputs::badUsageExitsTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    QTemporaryDir target;
    QTemporaryDir scratch;
    QVERIFY(writeFile(scratch.filePath(QStringLiteral("file")), "mine"));
    QVERIFY(QFile::link(scratch.filePath(QStringLiteral("loop")), scratch.filePath(QStringLiteral("loop"))));
    const auto scratchBefore = snapshot(scratch.path());
    for (QString& a : arguments)
        a.replace(QLatin1Char('@'), scratch.path());
    const CliResult r = runCli(smallRunFor(target.path(), arguments) + arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    QVERIFY2(!r.out.contains(QLatin1String("Target ")), qPrintable(r.out));
    QVERIFY2(snapshot(scratch.path()) == scratchBefore, qPrintable(diff(scratchBefore, snapshot(scratch.path()))));
}

void TestSafetyOutputs::sizelessFilesystemNamed()
{
    SKIP_UNLESS_MOUNTS();
    QTemporaryDir tmp;
    Mounts mounts;
    QString error;
    QVERIFY2(mounts.ramfs(tmp.path(), &error), qPrintable(error));
    const CliResult r = runCli(smallRun(tmp.path()));
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("is on ramfs, which has no size of its own")), qPrintable(r.err));
    QVERIFY2(!r.err.contains(QLatin1String("0 B")), qPrintable(r.err));
    // Past the space check (forced), the run fails at its O_DIRECT probe before any pass: no
    // empty Summary table is printed under it.
    const CliResult forced = runCli(smallRun(tmp.path())
        << QStringLiteral("--no-space-check") << QStringLiteral("--mode") << QStringLiteral("direct"));
    QCOMPARE(forced.exitCode, 1);
    QVERIFY2(forced.err.contains(QLatin1String("direct I/O")), qPrintable(forced.err));
    QVERIFY2(!forced.out.contains(QLatin1String("Summary")), qPrintable(forced.out));
}

void TestSafetyOutputs::nonUtf8TargetNamed()
{
    QTemporaryDir tmp;
    const QByteArray name = QFile::encodeName(tmp.path()) + "/bad-\xff-name";
    QCOMPARE(::mkdir(name.constData(), 0700), 0);
    int exitCode = -1;
    QString err;
    runShell(QStringLiteral("'%1' --dir \"$(printf '%2/bad-\\377-name')\" --streams 1 --size 1M --space-margin 0")
                 .arg(QStringLiteral(STREAMSCOPE_CLI), tmp.path()),
        &exitCode, &err);
    QCOMPARE(exitCode, 1);
    QVERIFY2(err.contains(QLatin1String("not valid UTF-8")), qPrintable(err));
    QVERIFY2(!err.contains(QLatin1String("does not exist")), qPrintable(err));
}

void TestSafetyOutputs::capacityStepThatFailedIsNotCounted()
{
    // The first step ends on an injected I/O error: it measured nothing, so the line for it
    // must not read "0 overrun(s)" and the answer must not be "up to 0 streams".
    QTemporaryDir target;
    const CliResult r = runCli({ QStringLiteral("--dir"), target.path(), QStringLiteral("--capacity"),
        QStringLiteral("--rate"), QStringLiteral("1M"), QStringLiteral("--buffer"), QStringLiteral("512k"),
        QStringLiteral("--duration"), QStringLiteral("1s"), QStringLiteral("--space-margin"), QStringLiteral("0"),
        QStringLiteral("--inject"), QStringLiteral("write,error=EIO,times=1") });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QLatin1String("1 streams: not measured: ")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("EIO")), qPrintable(r.out));
    QVERIFY2(!r.out.contains(QLatin1String("overrun(s)")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("No stream count was measured")), qPrintable(r.out));
}

void TestSafetyOutputs::readOnlyOutputsRefusedBeforeTheRun_data()
{
    QTest::addColumn<QString>("output"); // relative to the scratch directory
    QTest::addRow("new file in a read-only directory") << QStringLiteral("ro/r.json");
    QTest::addRow("existing file there") << QStringLiteral("ro/old.json");
    // The link's own directory is writable; the file is replaced where the link points.
    QTest::addRow("link to a file there") << QStringLiteral("link.json");
}

void TestSafetyOutputs::readOnlyOutputsRefusedBeforeTheRun()
{
    QFETCH(QString, output);
    SKIP_UNLESS_MOUNTS();
    QTemporaryDir target;
    QTemporaryDir scratch;
    Mounts mounts;
    const QString ro = scratch.filePath(QStringLiteral("ro"));
    QString error;
    QVERIFY(QDir().mkpath(ro));
    QVERIFY2(mounts.tmpfs(ro, QStringLiteral("size=64k"), &error), qPrintable(error));
    QVERIFY(writeFile(ro + QStringLiteral("/old.json"), "older"));
    QVERIFY2(mounts.remountReadOnly(ro, &error), qPrintable(error));
    QVERIFY(QFile::link(ro + QStringLiteral("/old.json"), scratch.filePath(QStringLiteral("link.json"))));
    QVERIFY(placeUserFiles(target.path()));
    const auto before = snapshot(target.path());
    const CliResult r = runCli(smallRun(target.path()) << QStringLiteral("--json") << scratch.filePath(output));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("Read-only file system")), qPrintable(r.err));
    QVERIFY2(!r.out.contains(QLatin1String("Target ")), qPrintable(r.out));
    QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));
}

QTEST_GUILESS_MAIN(TestSafetyOutputs)
#include "tst_safety_outputs.moc"
