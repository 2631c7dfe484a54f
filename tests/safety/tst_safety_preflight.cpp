// The preflight rules, on real filesystems where the machine allows it: the free-space margin
// (the larger of 1 GiB and 5 % of the filesystem, exact to the block), the O_DIRECT probe
// (refused with a suggestion where the filesystem says no), the direct-I/O alignment, and
// the cold-read warning (only where the page cache cannot be emptied) and the warning that
// direct I/O on tmpfs measures memory.
#include "Engine.h"
#include "FaultInjectingBackend.h"
#include "SafetySupport.h"
#include "Units.h"

#include <QTemporaryDir>
#include <QTest>
#include <linux/magic.h>

using namespace Safety;

namespace {

RunConfig oneStream(const QString& dir, int64_t size, int64_t block = 4096)
{
    RunConfig c;
    c.targetDirs = { dir };
    c.streamCounts = { 1 };
    c.sizePerStream = size;
    c.totalSize = 0;
    c.blockSize = block;
    c.intervalNs = 20'000'000;
    return c;
}

#define SKIP_UNLESS_MOUNTS()                                                                                           \
    do {                                                                                                               \
        QString reason_;                                                                                               \
        if (!Mounts::available(&reason_))                                                                              \
            QSKIP(qPrintable(reason_));                                                                                \
    } while (0)

#define SKIP_UNLESS_LOOP()                                                                                             \
    do {                                                                                                               \
        QString reason_;                                                                                               \
        if (!Mounts::available(&reason_) || !Mounts::loopAvailable(&reason_))                                          \
            QSKIP(qPrintable(reason_));                                                                                \
    } while (0)

// Whether the kernel lets this directory's filesystem open a file with O_DIRECT.
bool acceptsODirect(const QString& dir)
{
    const QByteArray path = QFile::encodeName(QDir(dir).filePath(QStringLiteral("odirect-probe")));
    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_EXCL | O_DIRECT | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    ::close(fd);
    ::unlink(path.constData());
    return true;
}

// A small tmpfs or loop-mounted ext4 in `tmp` for a test run; returns the directory to run
// in. Without root or mount rights *skip gets the reason (the caller skips); a mount that
// fails although mounting is possible sets *error.
QString mountSmall(const QString& filesystem, const QTemporaryDir& tmp, Mounts& mounts, QString* skip, QString* error)
{
    if (!Mounts::available(skip))
        return {};
    if (filesystem == QLatin1String("tmpfs"))
        return mounts.tmpfs(tmp.path(), QStringLiteral("size=16m"), error) ? tmp.path() : QString();
    if (!Mounts::loopAvailable(skip))
        return {};
    const QString target = tmp.filePath(QStringLiteral("mnt"));
    if (!QDir().mkpath(target)) {
        *error = QStringLiteral("cannot create ") + target;
        return {};
    }
    return mounts.ext4(tmp.filePath(QStringLiteral("ext4.img")), target, 64 * kMiB, 512, {}, error) ? target
                                                                                                    : QString();
}

} // namespace

class TestSafetyPreflight : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void marginIsTheLargerOf1GiBAnd5Percent_data();
    void marginIsTheLargerOf1GiBAnd5Percent();
    void marginOnTheTemporaryFilesystem();
    void directIoProbe_data();
    void directIoProbe();
    void directIoAlignment_data();
    void directIoAlignment();
    void coldReadWarning_data();
    void coldReadWarning();
    void directIoOnMemoryWarns_data();
    void directIoOnMemoryWarns();
    void overflowingAmountsAreRefused_data();
    void overflowingAmountsAreRefused();
};

void TestSafetyPreflight::marginIsTheLargerOf1GiBAnd5Percent_data()
{
    QTest::addColumn<QString>("size");
    QTest::addColumn<qint64>("margin");
    // A tmpfs only reserves what is written, so big ones cost nothing.
    QTest::addRow("10 GiB: 5 %% is 512 MiB, so 1 GiB") << QStringLiteral("10g") << qint64(1LL << 30);
    QTest::addRow("40 GiB: 5 %% is 2 GiB") << QStringLiteral("40g") << qint64(2LL << 30);
    QTest::addRow("64 MiB: 1 GiB, more than the filesystem") << QStringLiteral("64m") << qint64(1LL << 30);
}

void TestSafetyPreflight::marginIsTheLargerOf1GiBAnd5Percent()
{
    QFETCH(QString, size);
    QFETCH(qint64, margin);
    SKIP_UNLESS_MOUNTS();
    QTemporaryDir tmp;
    Mounts mounts;
    QString error;
    QVERIFY2(mounts.tmpfs(tmp.path(), QStringLiteral("size=") + size, &error), qPrintable(error));
    const Space s = space(tmp.path());
    QVERIFY(s.available > 0);
    QCOMPARE(s.available % 4096, 0);
    const EngineOptions defaults;

    // Exactly the free space minus the margin is allowed; one block more is not.
    const qint64 fits = s.available - margin;
    if (fits >= 4096) {
        QCOMPARE(Engine::preflight(oneStream(tmp.path(), fits), tmp.path(), defaults, nullptr), QString());
    }
    const QString refused
        = Engine::preflight(oneStream(tmp.path(), std::max<qint64>(fits + 4096, 4096)), tmp.path(), defaults, nullptr);
    QVERIFY2(refused.contains(QLatin1String("not enough free space in ") + tmp.path()), qPrintable(refused));
    QVERIFY2(refused.contains(QLatin1String("safety margin of ") + Units::formatSize(margin)), qPrintable(refused));
    QVERIFY2(refused.contains(Units::formatSize(s.available) + QLatin1String(" is available")), qPrintable(refused));

    // An explicit margin replaces the rule; 0 allows the whole free space.
    const EngineOptions none { 0, false };
    QCOMPARE(Engine::preflight(oneStream(tmp.path(), s.available), tmp.path(), none, nullptr), QString());
    QVERIFY(!Engine::preflight(oneStream(tmp.path(), s.available + 4096), tmp.path(), none, nullptr).isEmpty());
    // The tests-only switch skips the check entirely.
    QCOMPARE(Engine::preflight(oneStream(tmp.path(), 4 * s.available), tmp.path(), EngineOptions { -1, true }, nullptr),
        QString());
}

void TestSafetyPreflight::marginOnTheTemporaryFilesystem()
{
    // Without root: the same rule on whatever filesystem holds the temporary directory. Its
    // free space moves while other programs run, so the checks keep 1 GiB away from the edge.
    QTemporaryDir tmp;
    const Space s = space(tmp.path());
    QVERIFY(s.size > 0);
    const qint64 margin = std::max<qint64>(1LL << 30, s.size / 20);
    const EngineOptions defaults;
    const QString refused = Engine::preflight(
        oneStream(tmp.path(), (s.available - margin + (1LL << 30)) / 4096 * 4096), tmp.path(), defaults, nullptr);
    QVERIFY2(refused.contains(QLatin1String("not enough free space")), qPrintable(refused));
    QVERIFY2(refused.contains(Units::formatSize(margin)), qPrintable(refused));
    const qint64 fits = (s.available - margin - (1LL << 30)) / 4096 * 4096;
    if (fits < 4096)
        QSKIP("the temporary filesystem has less than margin + 1 GiB free; the accepting half cannot run");
    QCOMPARE(Engine::preflight(oneStream(tmp.path(), fits), tmp.path(), defaults, nullptr), QString());
}

void TestSafetyPreflight::directIoProbe_data()
{
    QTest::addColumn<QString>("filesystem");
    QTest::addColumn<int>("injected");
    QTest::addColumn<QString>("expected"); // empty: the run must succeed
    const QString suggestion = QStringLiteral("does not support direct I/O (O_DIRECT); use --mode dsync");
    QTest::addRow("injected EINVAL") << QStringLiteral("tmpdir") << EINVAL << suggestion;
    QTest::addRow("injected EOPNOTSUPP") << QStringLiteral("tmpdir") << EOPNOTSUPP << suggestion;
    QTest::addRow("injected EACCES") << QStringLiteral("tmpdir") << EACCES
                                     << QStringLiteral("cannot create a probe file");
    QTest::addRow("ramfs (root)") << QStringLiteral("ramfs") << 0 << suggestion;
    // Since Linux 6.6 tmpfs accepts O_DIRECT; before, it refused it. What this kernel does
    // is found out first, and the engine must agree with it.
    QTest::addRow("tmpfs (root)") << QStringLiteral("tmpfs") << 0 << QStringLiteral("kernel");
}

void TestSafetyPreflight::directIoProbe()
{
    QFETCH(QString, filesystem);
    QFETCH(int, injected);
    QFETCH(QString, expected);
    QTemporaryDir tmp;
    Mounts mounts;
    if (filesystem != QLatin1String("tmpdir")) {
        SKIP_UNLESS_MOUNTS();
        QString error;
        const bool ok = filesystem == QLatin1String("ramfs")
            ? mounts.ramfs(tmp.path(), &error)
            : mounts.tmpfs(tmp.path(), QStringLiteral("size=16m"), &error);
        QVERIFY2(ok, qPrintable(error));
    }
    if (expected == QLatin1String("kernel")) {
        const bool accepts = acceptsODirect(tmp.path());
        qInfo("this kernel's tmpfs %s O_DIRECT", accepts ? "accepts" : "refuses");
        expected = accepts ? QString() : QStringLiteral("does not support direct I/O (O_DIRECT); use --mode dsync");
    }
    QVERIFY(placeUserFiles(tmp.path()));
    const auto before = snapshot(tmp.path());
    RunConfig config = oneStream(tmp.path(), 512 * kKiB, 64 * kKiB);
    config.mode = IoMode::Direct;
    FaultInjectingBackend backend;
    if (injected) {
        Fault f;
        f.op = Fault::Op::Open;
        f.stream = 9999; // the probe file
        f.error = injected;
        backend.addFault(f);
    }
    // ramfs reports no size at all, so the free-space check (rightly) refuses it first.
    Engine engine(backend, nullptr, EngineOptions { 0, filesystem == QLatin1String("ramfs") });
    const RunReport report = engine.run(config);
    if (expected.isEmpty()) {
        QVERIFY2(report.ok(), qPrintable(report.error));
    } else {
        QCOMPARE(report.status, QStringLiteral("failed"));
        QVERIFY2(report.error.contains(expected), qPrintable(report.error));
        QVERIFY2(report.error.contains(tmp.path()), qPrintable(report.error));
        QCOMPARE(report.targets.value(0).passes.size(), 0);
    }
    if (injected)
        QCOMPARE(backend.firedCount(), 1);
    QVERIFY2(snapshot(tmp.path()) == before, qPrintable(diff(before, snapshot(tmp.path()))));
}

void TestSafetyPreflight::directIoAlignment_data()
{
    QTest::addColumn<int>("sectorSize");
    QTest::addColumn<int>("mode");
    QTest::addColumn<qint64>("block");
    QTest::addColumn<QString>("expected");
    const QString refused = QStringLiteral("block size 2 KiB is not a multiple of the direct-I/O alignment 4 KiB");
    QTest::addRow("4k sectors, direct, 2k blocks") << 4096 << int(IoMode::Direct) << qint64(2048) << refused;
    QTest::addRow("4k sectors, direct, 4k blocks") << 4096 << int(IoMode::Direct) << qint64(4096) << QString();
    QTest::addRow("4k sectors, buffered, 2k blocks") << 4096 << int(IoMode::Buffered) << qint64(2048) << QString();
    QTest::addRow("512 sectors, direct, 1.5k blocks") << 512 << int(IoMode::Direct) << qint64(1536) << QString();
}

void TestSafetyPreflight::directIoAlignment()
{
    QFETCH(int, sectorSize);
    QFETCH(int, mode);
    QFETCH(qint64, block);
    QFETCH(QString, expected);
    SKIP_UNLESS_LOOP();
    QTemporaryDir tmp;
    const QString mountPoint = tmp.filePath(QStringLiteral("mnt"));
    QVERIFY(QDir().mkpath(mountPoint));
    Mounts mounts;
    QString error;
    QVERIFY2(mounts.ext4(tmp.filePath(QStringLiteral("ext4.img")), mountPoint, 64 * kMiB, sectorSize, {}, &error),
        qPrintable(error));
    RunConfig config = oneStream(mountPoint, 64 * block, block);
    config.mode = IoMode(mode);
    PosixIoBackend backend;
    Engine engine(backend, nullptr, EngineOptions { 0, false });
    const RunReport report = engine.run(config);
    if (expected.isEmpty()) {
        QVERIFY2(report.ok(), qPrintable(report.error));
    } else {
        QCOMPARE(report.status, QStringLiteral("failed"));
        QVERIFY2(report.error.contains(expected), qPrintable(report.error));
        QVERIFY2(report.error.contains(QLatin1String("use a block size that is a multiple of 4 KiB")),
            qPrintable(report.error));
    }
    QCOMPARE(QDir(mountPoint).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList { QStringLiteral("lost+found") });
}

void TestSafetyPreflight::coldReadWarning_data()
{
    QTest::addColumn<QString>("filesystem");
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("read");
    QTest::addColumn<int>("warn"); // 1 yes, 0 no, -1 decided by the filesystem found
    // tmpfs holds its files in the page cache: a cold read is impossible there.
    QTest::addRow("tmpfs buffered read") << QStringLiteral("tmpfs") << int(IoMode::Buffered) << int(ReadOrder::Each)
                                         << 1;
    QTest::addRow("tmpfs buffered no read")
        << QStringLiteral("tmpfs") << int(IoMode::Buffered) << int(ReadOrder::None) << 0;
    QTest::addRow("tmpfs direct read") << QStringLiteral("tmpfs") << int(IoMode::Direct) << int(ReadOrder::Each) << 0;
    // ext4 drops clean pages on request: the small read is still cold, no warning.
    QTest::addRow("ext4 buffered read") << QStringLiteral("ext4") << int(IoMode::Buffered) << int(ReadOrder::Each) << 0;
    QTest::addRow("temporary directory") << QStringLiteral("tmpdir") << int(IoMode::Buffered) << int(ReadOrder::Each)
                                         << -1;
}

void TestSafetyPreflight::coldReadWarning()
{
    QFETCH(QString, filesystem);
    QFETCH(int, mode);
    QFETCH(int, read);
    QFETCH(int, warn);
    QTemporaryDir tmp;
    Mounts mounts;
    QString target = tmp.path();
    QString skip;
    QString error;
    if (filesystem != QLatin1String("tmpdir")) {
        target = mountSmall(filesystem, tmp, mounts, &skip, &error);
        if (!skip.isEmpty())
            QSKIP(qPrintable(skip));
        QVERIFY2(!target.isEmpty(), qPrintable(error));
        if (filesystem == QLatin1String("tmpfs") && mode == int(IoMode::Direct) && !acceptsODirect(target))
            QSKIP("this kernel's tmpfs refuses O_DIRECT");
    } else {
        struct statfs fs { };
        QCOMPARE(::statfs(QFile::encodeName(target).constData(), &fs), 0);
        if (fs.f_type == TMPFS_MAGIC || fs.f_type == RAMFS_MAGIC)
            warn = 1;
        else if (fs.f_type == EXT4_SUPER_MAGIC || fs.f_type == XFS_SUPER_MAGIC || fs.f_type == BTRFS_SUPER_MAGIC)
            warn = 0;
        else
            QSKIP(qPrintable(QStringLiteral("unknown filesystem type 0x%1 for the temporary directory")
                                 .arg(qulonglong(fs.f_type), 0, 16)));
    }
    RunConfig config = oneStream(target, 1 * kMiB, 64 * kKiB);
    config.mode = IoMode(mode);
    config.read = ReadOrder(read);
    PosixIoBackend backend;
    Engine engine(backend, nullptr, EngineOptions { 0, false });
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error)); // a warning, never a refusal
    const QString all = report.warnings.join(QLatin1Char('\n'));
    // Direct I/O on tmpfs has a warning of its own (directIoOnMemoryWarns); here only the
    // cold-read one counts for it.
    const QStringList warnings = mode == int(IoMode::Direct) && filesystem == QLatin1String("tmpfs")
        ? report.warnings.filter(QLatin1String("cold"))
        : report.warnings;
    if (warn) {
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(all.contains(QLatin1String("twice the RAM")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("cold")), qPrintable(all));
    } else {
        QVERIFY2(warnings.isEmpty(), qPrintable(all));
    }
    if (read != int(ReadOrder::None)) {
        // The report states what was still cached; where eviction is impossible it is all of it.
        const PhaseResult* r = report.targets[0].passes[0].phase(PhaseKind::Read);
        QVERIFY(r);
        if (warn && mode == int(IoMode::Buffered))
            QVERIFY2(r->residentFractionAtStart > 0.5, qPrintable(QString::number(r->residentFractionAtStart)));
        else if (mode == int(IoMode::Buffered))
            QVERIFY2(r->residentFractionAtStart < 0.1, qPrintable(QString::number(r->residentFractionAtStart)));
    }
    QVERIFY(QDir(target)
                .entryList(QDir::Files | QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot)
                .filter(QStringLiteral(".streamscope-run-"))
                .isEmpty());
}

void TestSafetyPreflight::directIoOnMemoryWarns_data()
{
    QTest::addColumn<QString>("filesystem");
    QTest::addColumn<bool>("warn");
    // tmpfs takes O_DIRECT on Linux >= 6.6, but what it measures is RAM.
    QTest::addRow("tmpfs") << QStringLiteral("tmpfs") << true;
    // A real disk filesystem: direct I/O is what measures the disk, no warning.
    QTest::addRow("ext4") << QStringLiteral("ext4") << false;
}

void TestSafetyPreflight::directIoOnMemoryWarns()
{
    QFETCH(QString, filesystem);
    QFETCH(bool, warn);
    QTemporaryDir tmp;
    Mounts mounts;
    QString skip;
    QString error;
    const QString target = mountSmall(filesystem, tmp, mounts, &skip, &error);
    if (!skip.isEmpty())
        QSKIP(qPrintable(skip));
    QVERIFY2(!target.isEmpty(), qPrintable(error));
    if (filesystem == QLatin1String("tmpfs") && !acceptsODirect(target))
        QSKIP("this kernel's tmpfs refuses O_DIRECT (before Linux 6.6), so the run is refused, not warned about");
    RunConfig config = oneStream(target, 1 * kMiB, 64 * kKiB);
    config.mode = IoMode::Direct;
    config.read = ReadOrder::Each;

    // The preflight itself says it, before any byte is written...
    QStringList warnings;
    QCOMPARE(Engine::preflight(config, target, EngineOptions { 0, false }, &warnings), QString());
    QCOMPARE(warnings.size(), warn ? 1 : 0);
    if (warn) {
        QVERIFY2(warnings[0].contains(QLatin1String("O_DIRECT")), qPrintable(warnings[0]));
        QVERIFY2(warnings[0].contains(QLatin1String("measures memory, not a disk")), qPrintable(warnings[0]));
        QVERIFY2(warnings[0].contains(target), qPrintable(warnings[0]));
    }

    // ...and a whole run carries it into the report without being refused.
    PosixIoBackend backend;
    Engine engine(backend, nullptr, EngineOptions { 0, false });
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    QCOMPARE(report.warnings.filter(QLatin1String("O_DIRECT")).size(), warn ? 1 : 0);
    QVERIFY(QDir(target)
                .entryList(QDir::Files | QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot)
                .filter(QStringLiteral(".streamscope-run-"))
                .isEmpty());
}

void TestSafetyPreflight::overflowingAmountsAreRefused_data()
{
    QTest::addColumn<QStringList>("workload");
    QTest::addColumn<QString>("option"); // the option the refusal names
    QTest::addRow("--size 4194304T --streams 2 (2^63 bytes)") << QStringList { QStringLiteral("--size"),
        QStringLiteral("4194304T"), QStringLiteral("--streams"), QStringLiteral("2"), QStringLiteral("--block"),
        QStringLiteral("64M") } << QStringLiteral("--size");
    QTest::addRow("--size 4194304T --streams 1024") << QStringList { QStringLiteral("--size"),
        QStringLiteral("4194304T"), QStringLiteral("--streams"), QStringLiteral("1024"), QStringLiteral("--block"),
        QStringLiteral("64M") } << QStringLiteral("--size");
    QTest::addRow("--rate 64G/s for --duration 1000000000s") << QStringList { QStringLiteral("--rate"),
        QStringLiteral("64G/s"), QStringLiteral("--duration"), QStringLiteral("1000000000s"),
        QStringLiteral("--buffer"), QStringLiteral("64M"), QStringLiteral("--block"), QStringLiteral("64M") }
                                                             << QStringLiteral("--duration");
    QTest::addRow("rate x duration under one block") << QStringList { QStringLiteral("--rate"), QStringLiteral("1k/s"),
        QStringLiteral("--duration"), QStringLiteral("1s"), QStringLiteral("--buffer"), QStringLiteral("64k"),
        QStringLiteral("--block"), QStringLiteral("64k") }
                                                     << QStringLiteral("less than one block");
    QTest::addRow("--size 4T at --rate 1/s (139,000 years)") << QStringList { QStringLiteral("--rate"),
        QStringLiteral("1/s"), QStringLiteral("--size"), QStringLiteral("4T"), QStringLiteral("--buffer"),
        QStringLiteral("64k"), QStringLiteral("--block"), QStringLiteral("64k") }
                                                             << QStringLiteral("--rate 1");
}

void TestSafetyPreflight::overflowingAmountsAreRefused()
{
    // Sizes, rates and durations whose products do not fit in 64 bits (or come to less than
    // a block) are refused before anything happens, naming the option, instead of wrapping to
    // "needs 0 B" and filling the disk, or moving nothing and reporting success.
    QFETCH(QStringList, workload);
    QFETCH(QString, option);
    QTemporaryDir target;
    QVERIFY(target.isValid());
    QVERIFY(placeUserFiles(target.path()));
    const auto before = snapshot(target.path());
    const CliResult r = runCli(QStringList { QStringLiteral("--dir"), target.path() } + workload, 60000);
    QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
    QVERIFY2(r.err.contains(option), qPrintable(r.err));
    QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));

    // The engine refuses the same configuration on its own (a caller that skips the CLI).
    PosixIoBackend backend;
    Engine engine(backend, nullptr, EngineOptions { 0, false });
    const auto parsed = [&] {
        RunConfig c;
        c.targetDirs = { target.path() };
        for (int i = 0; i + 1 < workload.size(); i += 2) {
            const QString& name = workload.at(i);
            const QString& value = workload.at(i + 1);
            if (name == QLatin1String("--size")) {
                c.sizePerStream = *Units::parseSize(value);
                c.totalSize = 0;
            } else if (name == QLatin1String("--streams")) {
                c.streamCounts = { value.toInt() };
            } else if (name == QLatin1String("--block")) {
                c.blockSize = *Units::parseSize(value);
            } else if (name == QLatin1String("--rate")) {
                c.ratesBytesPerSec = { *Units::parseRate(value) };
            } else if (name == QLatin1String("--duration")) {
                c.durationNs = *Units::parseDurationNs(value);
            } else if (name == QLatin1String("--buffer")) {
                c.bufferBytes = *Units::parseSize(value);
            }
        }
        return c;
    }();
    const RunReport report = engine.run(parsed);
    QCOMPARE(report.status, QStringLiteral("failed"));
    QVERIFY2(report.error.contains(option), qPrintable(report.error));
    QVERIFY2(snapshot(target.path()) == before, qPrintable(diff(before, snapshot(target.path()))));
}

QTEST_GUILESS_MAIN(TestSafetyPreflight)
#include "tst_safety_preflight.moc"
