#include "FioJob.h"
#include "RunReport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

// The fio job written for a run: each StreamScope setting becomes the fio option that
// bench/compare-fio measures with, and fio itself, run on the job, moves exactly the bytes
// the run moved, phase by phase.
class TestFioJob : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void optionsFollowTheConfiguration_data();
    void optionsFollowTheConfiguration();
    void limitationsAreNamed();
    void fioMovesWhatTheRunMoved_data();
    void fioMovesWhatTheRunMoved();
};

namespace {

constexpr int64_t KiB = 1024;
constexpr int64_t MiB = 1024 * 1024;

// The "key=value" lines of one [section] of a job file.
QStringList sectionLines(const QString& job, const QString& section)
{
    QStringList lines;
    bool inside = false;
    for (const QString& line : job.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1Char('['))) {
            inside = line == QLatin1Char('[') + section + QLatin1Char(']');
            continue;
        }
        if (inside && !line.isEmpty() && !line.startsWith(QLatin1Char(';')))
            lines.append(line);
    }
    return lines;
}

RunConfig baseConfig()
{
    RunConfig c;
    c.targetDirs = { QStringLiteral("/srv/rec") };
    c.streamCounts = { 2 };
    c.totalSize = 4 * MiB;
    c.blockSize = 64 * KiB;
    return c;
}

struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
};

CliRun run(const QString& program, const QStringList& arguments, const QString& workingDir = QString())
{
    QProcess p;
    if (!workingDir.isEmpty())
        p.setWorkingDirectory(workingDir);
    p.start(program, arguments);
    // One that did not end in time has no exit code (-1).
    const bool finished = p.waitForFinished(120000);
    return { finished && p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
        QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError()) };
}

} // namespace

void TestFioJob::optionsFollowTheConfiguration_data()
{
    QTest::addColumn<RunConfig>("config");
    QTest::addColumn<QString>("section");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QStringList>("absent");

    RunConfig c = baseConfig();
    QTest::addRow("roundrobin write") << c << QStringLiteral("2streams-write")
                                      << QStringList { QStringLiteral("directory=/srv/rec"),
                                             QStringLiteral("filename=streamscope-2.0:streamscope-2.1"),
                                             QStringLiteral("size=4194304"), QStringLiteral("rw=write"),
                                             QStringLiteral("file_service_type=roundrobin"),
                                             QStringLiteral("end_fsync=1") }
                                      << QStringList { QStringLiteral("numjobs=2"), QStringLiteral("unlink=1") };
    QTest::addRow("global options") << c << QStringLiteral("global")
                                    << QStringList { QStringLiteral("ioengine=psync"), QStringLiteral("bs=65536"),
                                           QStringLiteral("direct=0"), QStringLiteral("sync=none"),
                                           QStringLiteral("fallocate=none") }
                                    << QStringList();
    QTest::addRow("read each") << c << QStringLiteral("2streams-read")
                               << QStringList { QStringLiteral("rw=read"),
                                      QStringLiteral("file_service_type=sequential"), QStringLiteral("invalidate=1"),
                                      QStringLiteral("unlink=1"),
                                      QStringLiteral("filename=streamscope-2.0:streamscope-2.1") }
                               << QStringList();

    c = baseConfig();
    c.schedule = Schedule::Threads;
    c.streamCounts = { 4 };
    c.read = ReadOrder::RoundRobin;
    QTest::addRow("threads") << c << QStringLiteral("4streams-write")
                             << QStringList { QStringLiteral("numjobs=4"),
                                    QStringLiteral("filename_format=streamscope-4.$jobnum"),
                                    QStringLiteral("size=1048576") }
                             << QStringList { QStringLiteral("file_service_type=roundrobin") };
    QTest::addRow("threads read one job over all files")
        << c << QStringLiteral("4streams-read")
        << QStringList { QStringLiteral("file_service_type=roundrobin"),
               QStringLiteral("filename=streamscope-4.0:streamscope-4.1:streamscope-4.2:streamscope-4.3"),
               QStringLiteral("size=4194304") }
        << QStringList { QStringLiteral("numjobs=4") };

    c = baseConfig();
    c.mode = IoMode::Dsync;
    c.prepare = Prepare::Fallocate;
    QTest::addRow("dsync, fallocate") << c << QStringLiteral("global")
                                      << QStringList { QStringLiteral("sync=dsync"), QStringLiteral("fallocate=posix") }
                                      << QStringList();
    c.mode = IoMode::Sync;
    QTest::addRow("sync") << c << QStringLiteral("global") << QStringList { QStringLiteral("sync=sync") }
                          << QStringList();
    c.mode = IoMode::Direct;
    QTest::addRow("direct") << c << QStringLiteral("global") << QStringList { QStringLiteral("direct=1") }
                            << QStringList();

    c = baseConfig();
    c.flush = FlushPolicy::Every;
    c.flushEveryBytes = 256 * KiB;
    c.read = ReadOrder::None;
    QTest::addRow("flush every 4 blocks, no read")
        << c << QStringLiteral("2streams-write")
        << QStringList { QStringLiteral("fdatasync=4"), QStringLiteral("unlink=1") }
        << QStringList { QStringLiteral("end_fsync=1") };

    c = baseConfig();
    c.prepare = Prepare::Existing;
    QTest::addRow("existing: create first")
        << c << QStringLiteral("2streams-create")
        << QStringList { QStringLiteral("rw=write"), QStringLiteral("file_service_type=sequential") } << QStringList();
    QTest::addRow("existing: overwrite in place")
        << c << QStringLiteral("2streams-write") << QStringList { QStringLiteral("invalidate=0") } << QStringList();

    // 3 streams of 1 MiB/s for 10 s, one thread: one job at the sum of the rates.
    c = baseConfig();
    c.streamCounts = { 3 };
    c.totalSize = 0;
    c.ratesBytesPerSec = { double(MiB) };
    c.bufferBytes = 4 * MiB;
    c.durationNs = 10'000'000'000;
    QTest::addRow("real time") << c << QStringLiteral("3streams-write")
                               << QStringList { QStringLiteral("rate=3145728"), QStringLiteral("runtime=10"),
                                      QStringLiteral("size=31457280") }
                               << QStringList();

    // fio splits directory= at ':'; a colon in the name is escaped.
    c = baseConfig();
    c.targetDirs = { QStringLiteral("/mnt/a:b") };
    QTest::addRow("colon in the directory") << c << QStringLiteral("2streams-write")
                                            << QStringList { QStringLiteral("directory=/mnt/a\\:b") } << QStringList();

    c = baseConfig();
    c.targetDirs = { QStringLiteral("/a"), QStringLiteral("/b") };
    QTest::addRow("second target") << c << QStringLiteral("t2-2streams-write")
                                   << QStringList { QStringLiteral("directory=/b"), QStringLiteral("stonewall=1") }
                                   << QStringList();
}

void TestFioJob::optionsFollowTheConfiguration()
{
    QFETCH(RunConfig, config);
    QFETCH(QString, section);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, absent);

    const QList<ConfigError> errors = config.validate();
    QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).message));
    const QString job = FioJob::forConfig(config);
    const QStringList lines = sectionLines(job, section);
    QVERIFY2(!lines.isEmpty(), qPrintable(job));
    for (const QString& line : expected)
        QVERIFY2(lines.contains(line),
            qPrintable(
                line + QStringLiteral(" not in [") + section + QStringLiteral("]:\n") + lines.join(QLatin1Char('\n'))));
    for (const QString& line : absent)
        QVERIFY2(!lines.contains(line), qPrintable(line + QStringLiteral(" in [") + section + QLatin1Char(']')));
}

void TestFioJob::limitationsAreNamed()
{
    RunConfig c = baseConfig();
    c.read = ReadOrder::None;
    c.flush = FlushPolicy::None;
    QStringList limits = FioJob::limitations(c);
    QVERIFY(!limits.join(QLatin1Char(' ')).contains(QLatin1String("real-time")));
    QVERIFY(!limits.join(QLatin1Char(' ')).contains(QLatin1String("cold-read")));

    c.read = ReadOrder::Each;
    c.ratesBytesPerSec = { double(MiB) };
    c.bufferBytes = MiB;
    limits = FioJob::limitations(c);
    QVERIFY(limits.join(QLatin1Char(' ')).contains(QLatin1String("real-time buffers")));
    QVERIFY(limits.join(QLatin1Char(' ')).contains(QLatin1String("cold-read")));
    // Every limitation is in the file's header, as a comment.
    const QString job = FioJob::forConfig(c);
    for (const QString& limit : limits)
        QVERIFY2(job.contains(QStringLiteral(";   - ") + limit), qPrintable(limit));
}

void TestFioJob::fioMovesWhatTheRunMoved_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addRow("seed 000: round-robin, read each") << QStringList { QStringLiteral("--preset"),
        QStringLiteral("vdr"), QStringLiteral("--total"), QStringLiteral("2M") };
    QTest::addRow("threads, dsync, flush every, read round-robin")
        << QStringList { QStringLiteral("--streams"), QStringLiteral("3"), QStringLiteral("--schedule"),
               QStringLiteral("threads"), QStringLiteral("--size"), QStringLiteral("256k"), QStringLiteral("--block"),
               QStringLiteral("64k"), QStringLiteral("--mode"), QStringLiteral("dsync"), QStringLiteral("--flush"),
               QStringLiteral("every:128k"), QStringLiteral("--read"), QStringLiteral("roundrobin") };
    QTest::addRow("existing files rewritten, fallocate-free, no read")
        << QStringList { QStringLiteral("--streams"), QStringLiteral("2"), QStringLiteral("--size"),
               QStringLiteral("512k"), QStringLiteral("--block"), QStringLiteral("8k"), QStringLiteral("--prepare"),
               QStringLiteral("existing"), QStringLiteral("--read"), QStringLiteral("none") };
    QTest::addRow("a total that leaves a rest, fallocate") << QStringList { QStringLiteral("--streams"),
        QStringLiteral("3"), QStringLiteral("--total"), QStringLiteral("1M"), QStringLiteral("--block"),
        QStringLiteral("64k"), QStringLiteral("--prepare"), QStringLiteral("fallocate") };
}

void TestFioJob::fioMovesWhatTheRunMoved()
{
    QFETCH(QStringList, arguments);
    const QString fio = QStandardPaths::findExecutable(QStringLiteral("fio"));
    QVERIFY2(!fio.isEmpty(), "fio is missing; scripts/deps --test installs it");

    QTemporaryDir target;
    QTemporaryDir outputs;
    QVERIFY(target.isValid() && outputs.isValid());
    const QStringList common = QStringList { QStringLiteral("--dir"), target.path() } + arguments;
    const QString json = outputs.filePath(QStringLiteral("run.json"));
    // --space-margin for the run only: --fio-job refuses it (it does nothing there).
    const CliRun streamscope = run(QStringLiteral(STREAMSCOPE_CLI),
        common + QStringList { QStringLiteral("--space-margin"), QStringLiteral("0"), QStringLiteral("--json"), json });
    QVERIFY2(streamscope.exitCode == 0, qPrintable(streamscope.err));
    QString error;
    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));

    const QString jobPath = outputs.filePath(QStringLiteral("run.fio"));
    const CliRun written
        = run(QStringLiteral(STREAMSCOPE_CLI), common + QStringList { QStringLiteral("--fio-job"), jobPath });
    QVERIFY2(written.exitCode == 0, qPrintable(written.err));
    QVERIFY2(written.out.contains(jobPath), qPrintable(written.out));
    QVERIFY2(QDir(target.path()).isEmpty(), "--fio-job must not run anything");

    const CliRun fioRun = run(fio, { QStringLiteral("--output-format=json"), jobPath }, outputs.path());
    QVERIFY2(fioRun.exitCode == 0, qPrintable(fioRun.err + fioRun.out));
    const QJsonDocument doc = QJsonDocument::fromJson(fioRun.out.toUtf8().mid(fioRun.out.indexOf(QLatin1Char('{'))));
    QVERIFY2(doc.isObject(), qPrintable(fioRun.out));
    QHash<QString, qint64> fioBytes;
    for (const QJsonValue& j : doc.object().value(QLatin1String("jobs")).toArray()) {
        const QJsonObject o = j.toObject();
        const QString name = o.value(QLatin1String("jobname")).toString();
        fioBytes[name] += o.value(QLatin1String("write")).toObject().value(QLatin1String("io_bytes")).toInteger();
        fioBytes[name] += o.value(QLatin1String("read")).toObject().value(QLatin1String("io_bytes")).toInteger();
    }

    int phases = 0;
    for (const PassResult& pass : report->targets.value(0).passes) {
        for (const PhaseResult& phase : pass.phases) {
            const QString suffix = phase.kind == PhaseKind::Create ? QStringLiteral("create")
                : phase.kind == PhaseKind::Write                   ? QStringLiteral("write")
                                                                   : QStringLiteral("read");
            const QString name = QStringLiteral("%1streams-%2").arg(pass.streams).arg(suffix);
            QVERIFY2(fioBytes.contains(name), qPrintable(name + QStringLiteral(" missing from fio's output")));
            QCOMPARE(fioBytes.value(name), qint64(phase.bytes));
            ++phases;
        }
    }
    QCOMPARE(phases, fioBytes.size());
    QVERIFY2(QDir(target.path()).isEmpty(), "fio removes its files (unlink=1)");
}

QTEST_GUILESS_MAIN(TestFioJob)
#include "tst_fiojob.moc"
