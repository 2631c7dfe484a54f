// Really full filesystems, not injected errors: a 64 MiB tmpfs and a 200 MiB ext4 on a loop
// device (sparse image; at most a few tens of MiB are ever written), both mounted inside a
// temporary directory and always torn down. A run larger than the space is refused at
// preflight; a run forced past the preflight ends with ENOSPC, a clear message and nothing
// left. Needs root and mount(2); skipped with the reason otherwise.
#include "Engine.h"
#include "RunReport.h"
#include "SafetySupport.h"
#include "Units.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Safety;

namespace {

RunConfig config(const QString& dir, int streams, int64_t sizePerStream, IoMode mode = IoMode::Buffered,
    Prepare prepare = Prepare::Truncate, Schedule schedule = Schedule::RoundRobin)
{
    RunConfig c;
    c.targetDirs = { dir };
    c.streamCounts = { streams };
    c.sizePerStream = sizePerStream;
    c.totalSize = 0;
    c.blockSize = 256 * kKiB;
    c.intervalNs = 20'000'000;
    c.mode = mode;
    c.prepare = prepare;
    c.schedule = schedule;
    c.read = ReadOrder::Each;
    return c;
}

// A filesystem to fill, set up and torn down per test.
struct Filesystem {
    QTemporaryDir tmp;
    Mounts mounts;
    QString mountPoint;
    QString target; // where the user points the benchmark (a directory on the filesystem)
    QString error;

    bool tmpfs(const QString& size)
    {
        mountPoint = tmp.filePath(QStringLiteral("mnt"));
        target = mountPoint + QStringLiteral("/target");
        return QDir().mkpath(mountPoint) && mounts.tmpfs(mountPoint, QStringLiteral("size=") + size, &error)
            && QDir().mkpath(target) && placeUserFiles(target);
    }
    // 200 MiB ext4 with the default 5 % reserved for root; then a preallocated file (no data
    // written) leaves `leaveAvailable` bytes of f_bavail.
    bool ext4(qint64 leaveAvailable)
    {
        mountPoint = tmp.filePath(QStringLiteral("mnt"));
        target = mountPoint + QStringLiteral("/target");
        if (!QDir().mkpath(mountPoint)
            || !mounts.ext4(tmp.filePath(QStringLiteral("ext4.img")), mountPoint, 200 * kMiB, 512, {}, &error)
            || !QDir().mkpath(target) || !placeUserFiles(target))
            return false;
        const qint64 fill = space(mountPoint).available - leaveAvailable;
        const QByteArray filler = QFile::encodeName(mountPoint + QStringLiteral("/filler"));
        const int fd = ::open(filler.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        const int rc = fd >= 0 ? ::posix_fallocate(fd, 0, off_t(fill)) : errno;
        if (fd >= 0)
            ::close(fd);
        if (rc != 0)
            error = QStringLiteral("fallocate of the filler: ") + errnoString(rc);
        return rc == 0;
    }
};

#define SKIP_UNLESS_MOUNTS(loop)                                                                                       \
    do {                                                                                                               \
        QString reason_;                                                                                               \
        if (!Mounts::available(&reason_) || ((loop) && !Mounts::loopAvailable(&reason_)))                              \
            QSKIP(qPrintable(reason_));                                                                                \
    } while (0)

void verifyEnospc(const RunReport& report, const QString& target)
{
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.contains(QLatin1String("ENOSPC")), qPrintable(report.error));
    QVERIFY2(report.error.contains(QLatin1String("No space left on device")), qPrintable(report.error));
    QVERIFY2(report.error.contains(target + QStringLiteral("/.streamscope-run-")), qPrintable(report.error));
}

} // namespace

class TestSafetyFullDisk : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void tmpfsRefusedAtPreflight_data();
    void tmpfsRefusedAtPreflight();
    void tmpfsForcedRunEndsWithEnospc_data();
    void tmpfsForcedRunEndsWithEnospc();
    void cliForcedRunEndsWithEnospc();
    void alreadyFullFilesystem();
    void ext4RespectsReservedBlocks();
    void ext4ForcedRunEndsWithEnospc_data();
    void ext4ForcedRunEndsWithEnospc();
};

void TestSafetyFullDisk::tmpfsRefusedAtPreflight_data()
{
    QTest::addColumn<qint64>("margin");
    QTest::addColumn<qint64>("perStream");
    QTest::addColumn<QString>("expectedMargin");
    QTest::addRow("80 MiB on 64 MiB, no margin") << qint64(0) << qint64(40 * kMiB) << QStringLiteral("0 B");
    QTest::addRow("8 MiB on 64 MiB, default margin") << qint64(-1) << qint64(4 * kMiB) << QStringLiteral("1 GiB");
}

void TestSafetyFullDisk::tmpfsRefusedAtPreflight()
{
    QFETCH(qint64, margin);
    QFETCH(qint64, perStream);
    QFETCH(QString, expectedMargin);
    SKIP_UNLESS_MOUNTS(false);
    Filesystem fs;
    QVERIFY2(fs.tmpfs(QStringLiteral("64m")), qPrintable(fs.error));
    const auto before = snapshot(fs.target);
    PosixIoBackend backend;
    Engine engine(backend, nullptr, EngineOptions { margin, false });
    const RunReport report = engine.run(config(fs.target, 2, perStream));
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.contains(QLatin1String("not enough free space in ") + fs.target), qPrintable(report.error));
    QVERIFY2(report.error.contains(QLatin1String("safety margin of ") + expectedMargin), qPrintable(report.error));
    QVERIFY2(report.error.contains(
                 QLatin1String("use a smaller --size/--total, a smaller --space-margin or another directory")),
        qPrintable(report.error));
    QCOMPARE(report.targets.value(0).passes.size(), 0);
    QVERIFY2(snapshot(fs.target) == before, qPrintable(diff(before, snapshot(fs.target))));

    // The CLI refuses the same way, with exit status 1.
    QStringList args { QStringLiteral("--dir"), fs.target, QStringLiteral("--streams"), QStringLiteral("2"),
        QStringLiteral("--size"), Units::formatSizeCompact(perStream) };
    if (margin >= 0)
        args << QStringLiteral("--space-margin") << QString::number(margin);
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("not enough free space")), qPrintable(r.err));
    QVERIFY2(snapshot(fs.target) == before, qPrintable(diff(before, snapshot(fs.target))));
}

void TestSafetyFullDisk::tmpfsForcedRunEndsWithEnospc_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("prepare");
    QTest::addColumn<int>("schedule");
    QTest::addColumn<QString>("expected");
    QTest::addRow("buffered round-robin")
        << int(IoMode::Buffered) << int(Prepare::Truncate) << int(Schedule::RoundRobin) << QStringLiteral("write to");
    QTest::addRow("buffered threads") << int(IoMode::Buffered) << int(Prepare::Truncate) << int(Schedule::Threads)
                                      << QStringLiteral("write to");
    QTest::addRow("dsync") << int(IoMode::Dsync) << int(Prepare::Truncate) << int(Schedule::RoundRobin)
                           << QStringLiteral("write to");
    QTest::addRow("existing: fails while creating")
        << int(IoMode::Buffered) << int(Prepare::Existing) << int(Schedule::RoundRobin) << QStringLiteral("write to");
    QTest::addRow("fallocate: fails while preallocating")
        << int(IoMode::Buffered) << int(Prepare::Fallocate) << int(Schedule::RoundRobin)
        << QStringLiteral("posix_fallocate of");
}

void TestSafetyFullDisk::tmpfsForcedRunEndsWithEnospc()
{
    QFETCH(int, mode);
    QFETCH(int, prepare);
    QFETCH(int, schedule);
    QFETCH(QString, expected);
    SKIP_UNLESS_MOUNTS(false);
    Filesystem fs;
    QVERIFY2(fs.tmpfs(QStringLiteral("64m")), qPrintable(fs.error));
    const auto before = snapshot(fs.target);
    PosixIoBackend backend;
    Engine engine(backend, nullptr, EngineOptions { -1, true });
    const RunReport report
        = engine.run(config(fs.target, 2, 40 * kMiB, IoMode(mode), Prepare(prepare), Schedule(schedule)));
    verifyEnospc(report, fs.target);
    QVERIFY2(report.error.contains(expected), qPrintable(report.error));
    if (expected == QLatin1String("write to")) {
        QVERIFY2(report.error.contains(QLatin1String(" at offset ")), qPrintable(report.error));
        // What was measured up to the full disk is in the report.
        const auto& phases = report.targets.value(0).passes.value(0).phases;
        QCOMPARE(phases.size(), 1);
        QVERIFY(phases[0].bytes > 16 * kMiB && phases[0].bytes < 64 * kMiB);
    }
    QVERIFY2(snapshot(fs.target) == before, qPrintable(diff(before, snapshot(fs.target))));
    // The space is all back.
    QVERIFY(space(fs.mountPoint).available > 60 * kMiB);
}

void TestSafetyFullDisk::cliForcedRunEndsWithEnospc()
{
    SKIP_UNLESS_MOUNTS(false);
    Filesystem fs;
    QVERIFY2(fs.tmpfs(QStringLiteral("64m")), qPrintable(fs.error));
    QTemporaryDir outputs;
    const QString json = outputs.filePath(QStringLiteral("r.json"));
    const auto before = snapshot(fs.target);
    const CliResult r = runCli({ QStringLiteral("--dir"), fs.target, QStringLiteral("--streams"), QStringLiteral("2"),
        QStringLiteral("--size"), QStringLiteral("40M"), QStringLiteral("--block"), QStringLiteral("256k"),
        QStringLiteral("--no-space-check"), QStringLiteral("--json"), json });
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("error: write to ") + fs.target), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("No space left on device (ENOSPC)")), qPrintable(r.err));
    QString error;
    const auto report = RunReport::load(json, &error);
    QVERIFY2(report, qPrintable(error));
    QCOMPARE(report->status, QStringLiteral("failed"));
    QVERIFY(report->targets.value(0).passes.value(0).phase(PhaseKind::Write));
    QVERIFY2(snapshot(fs.target) == before, qPrintable(diff(before, snapshot(fs.target))));
}

void TestSafetyFullDisk::alreadyFullFilesystem()
{
    // Another program has filled the filesystem to the last byte: the run cannot even write
    // its marker. It says so and leaves no run directory behind.
    SKIP_UNLESS_MOUNTS(false);
    Filesystem fs;
    QVERIFY2(fs.tmpfs(QStringLiteral("8m")), qPrintable(fs.error));
    {
        QFile filler(fs.mountPoint + QStringLiteral("/filler"));
        QVERIFY(filler.open(QIODevice::WriteOnly));
        const QByteArray chunk(64 * 1024, 'f');
        while (filler.write(chunk) == chunk.size() && filler.flush()) { }
    }
    QCOMPARE(space(fs.mountPoint).available, 0);
    const auto before = snapshot(fs.target);
    PosixIoBackend backend;
    Engine engine(backend, nullptr, EngineOptions { -1, true });
    const RunReport report = engine.run(config(fs.target, 1, 1 * kMiB));
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.contains(QLatin1String("ENOSPC")), qPrintable(report.error));
    QVERIFY2(report.error.contains(fs.target), qPrintable(report.error));
    QVERIFY2(snapshot(fs.target) == before, qPrintable(diff(before, snapshot(fs.target))));
}

void TestSafetyFullDisk::ext4RespectsReservedBlocks()
{
    // f_bavail, not f_bfree: the blocks ext4 reserves for root are not the benchmark's, even
    // when it runs as root and the kernel would let it write them.
    SKIP_UNLESS_MOUNTS(true);
    Filesystem fs;
    QVERIFY2(fs.ext4(8 * kMiB), qPrintable(fs.error));
    const Space s = space(fs.mountPoint);
    QVERIFY2(s.free - s.available >= 8 * kMiB, "the filesystem has no reserved blocks");
    const qint64 between = (s.available + 4 * kMiB) / (256 * kKiB) * (256 * kKiB); // > available, < free
    QVERIFY(between > s.available && between < s.free);
    const auto before = snapshot(fs.target);
    PosixIoBackend backend;
    Engine engine(backend, nullptr, EngineOptions { 0, false });
    const RunReport report = engine.run(config(fs.target, 1, between));
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.contains(QLatin1String("not enough free space")), qPrintable(report.error));
    QVERIFY2(snapshot(fs.target) == before, qPrintable(diff(before, snapshot(fs.target))));
}

void TestSafetyFullDisk::ext4ForcedRunEndsWithEnospc_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("schedule");
    QTest::addRow("buffered") << int(IoMode::Buffered) << int(Schedule::RoundRobin);
    QTest::addRow("buffered threads") << int(IoMode::Buffered) << int(Schedule::Threads);
    QTest::addRow("direct") << int(IoMode::Direct) << int(Schedule::RoundRobin);
}

void TestSafetyFullDisk::ext4ForcedRunEndsWithEnospc()
{
    QFETCH(int, mode);
    QFETCH(int, schedule);
    SKIP_UNLESS_MOUNTS(true);
    Filesystem fs;
    QVERIFY2(fs.ext4(8 * kMiB), qPrintable(fs.error));
    const auto before = snapshot(fs.target);
    const qint64 availableBefore = space(fs.mountPoint).available;
    PosixIoBackend backend;
    Engine engine(backend, nullptr, EngineOptions { -1, true });
    // 2 x 16 MiB: more than the free blocks, reserved ones included.
    const RunReport report
        = engine.run(config(fs.target, 2, 16 * kMiB, IoMode(mode), Prepare::Truncate, Schedule(schedule)));
    verifyEnospc(report, fs.target);
    QVERIFY2(report.error.contains(QLatin1String("/stream-000")), qPrintable(report.error));
    QVERIFY2(snapshot(fs.target) == before, qPrintable(diff(before, snapshot(fs.target))));
    // Every block the run took is free again.
    QTRY_VERIFY_WITH_TIMEOUT(space(fs.mountPoint).available >= availableBefore - 64 * kKiB, 5000);
}

QTEST_GUILESS_MAIN(TestSafetyFullDisk)
#include "tst_safety_fulldisk.moc"
