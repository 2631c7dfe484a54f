// streamscope-cli --layout-of PATH…: where files a user already has lie, without a run (issue
// 33, item 4). Each file's extent count is filefrag's (e2fsprogs, the reference); a tmpfs says
// it has no map; bad paths are refused naming what is wrong; nothing is written but --json.
#include "CliProcess.h"
#include "TestSupport.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <fcntl.h>
#include <unistd.h>

namespace {
// Blocks of 64 KiB with holes between them: as many extents as the filesystem makes of them.
bool writeWithHoles(const QString& path, int blocks)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    const QByteArray block(64 * 1024, 'x');
    bool ok = true;
    for (int i = 0; i < blocks && ok; ++i)
        ok = ::pwrite(fd, block.constData(), size_t(block.size()), off_t(i) * 3 * block.size()) == block.size();
    ok = ok && ::fsync(fd) == 0;
    ::close(fd);
    return ok;
}

// filefrag's "N extents found" for a file.
int filefragCount(const QString& path)
{
    QProcess filefrag;
    filefrag.start(QStringLiteral("filefrag"), { path });
    if (!filefrag.waitForFinished(CliProcess::kWaitMs) || filefrag.exitCode() != 0)
        return -1;
    static const QRegularExpression found(QStringLiteral(R"((\d+) extents? found)"));
    const QRegularExpressionMatch m = found.match(QString::fromUtf8(filefrag.readAllStandardOutput()));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}
} // namespace

class TestLayoutOf : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // A directory of files on a disk: one table row per file, its extents filefrag's count;
    // the JSON the same; nothing else written.
    void directoryMatchesFilefrag()
    {
        const QString base = diskBackedScratch();
        QVERIFY2(!base.isEmpty(), "neither /var/tmp nor the build directory is on a disk");
        QTemporaryDir dir(base + QStringLiteral("/tst_layoutof-XXXXXX"));
        QVERIFY(dir.isValid());
        const QString recordings = dir.filePath(QStringLiteral("takes"));
        QVERIFY(QDir().mkpath(recordings + QStringLiteral("/older"))); // a subdirectory: not mapped
        const QStringList names { QStringLiteral("cam1.ts"), QStringLiteral("cam2.ts") };
        QVERIFY(writeWithHoles(recordings + QLatin1Char('/') + names.at(0), 6));
        QVERIFY(writeWithHoles(recordings + QLatin1Char('/') + names.at(1), 3));
        const QString json = dir.filePath(QStringLiteral("layout.json"));

        const CliProcess::Result r
            = CliProcess::run({ QStringLiteral("--layout-of"), recordings, QStringLiteral("--json"), json });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        QVERIFY2(lines.value(0).startsWith(QStringLiteral("2 files on ")), qPrintable(r.out));
        QCOMPARE(lines.value(1).simplified(),
            QStringLiteral("size extents per GiB median 50% in \u2265 smallest interleave span file"));
        QJsonParseError parseError;
        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(file.readAll(), &parseError).object();
        QCOMPARE(parseError.error, QJsonParseError::NoError);
        QCOMPARE(report.value(QLatin1String("format")).toString(), QStringLiteral("streamscope-layout"));
        const QJsonArray files
            = report.value(QLatin1String("layout")).toObject().value(QLatin1String("files")).toArray();
        QCOMPARE(files.size(), 2);
        for (int i = 0; i < 2; ++i) {
            const int reference = filefragCount(recordings + QLatin1Char('/') + names.at(i));
            QVERIFY2(reference >= 1, "filefrag (e2fsprogs) did not count the file's extents");
            // "  576.0 KiB        6    10922.7    64.0 KiB ...  cam1.ts"
            const QStringList row = lines.value(2 + i).simplified().split(QLatin1Char(' '));
            QCOMPARE(row.constLast(), names.at(i));
            QCOMPARE(row.value(2).toInt(), reference);
            const QJsonObject f = files.at(i).toObject();
            QCOMPARE(f.value(QLatin1String("name")).toString(), names.at(i));
            QCOMPARE(f.value(QLatin1String("extents")).toInt(), reference);
            QCOMPARE(f.value(QLatin1String("size_bytes")).toInteger(), qint64((i == 0 ? 16 : 7) * 64 * 1024));
        }
        QCOMPARE(QDir(recordings).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
            QStringList({ QStringLiteral("cam1.ts"), QStringLiteral("cam2.ts"), QStringLiteral("older") }));
    }

    // A tmpfs keeps no block map: said, with no made-up number, and a failed status.
    void tmpfsHasNoMap()
    {
        QTemporaryDir dir(QStringLiteral("/dev/shm/tst_layoutof-XXXXXX"));
        QVERIFY2(dir.isValid(), "/dev/shm (a tmpfs on Debian) is not there");
        QFile file(dir.filePath(QStringLiteral("a.dat")));
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(QByteArray(4096, 'x')) == 4096);
        file.close();
        const CliProcess::Result r = CliProcess::run({ QStringLiteral("--layout-of"), file.fileName() });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            r.out.contains(QStringLiteral("Layout: not available on tmpfs (it has no block map).")), qPrintable(r.out));
    }

    // What is wrong with a path is named, with what to do; nothing is mapped then.
    void badPathsAreRefused_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        QTest::addRow("missing") << QStringLiteral("missing") << QStringLiteral("it does not exist");
        QTest::addRow("empty directory") << QStringLiteral("empty")
                                         << QStringLiteral("the directory holds no regular file");
        QTest::addRow("two filesystems") << QStringLiteral("two")
                                         << QStringLiteral("it lies on another filesystem than");
        QTest::addRow("a device") << QStringLiteral("device")
                                  << QStringLiteral("it is neither a regular file nor a directory");
    }
    void badPathsAreRefused()
    {
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile own(dir.filePath(QStringLiteral("own.dat")));
        QVERIFY(own.open(QIODevice::WriteOnly) && own.write("x", 1) == 1);
        own.close();
        QStringList arguments { QStringLiteral("--layout-of") };
        QString refused;
        if (kind == QLatin1String("missing")) {
            refused = dir.filePath(QStringLiteral("nothing-here"));
            arguments << own.fileName() << refused;
        } else if (kind == QLatin1String("empty")) {
            refused = dir.filePath(QStringLiteral("empty"));
            QVERIFY(QDir().mkpath(refused));
            arguments << refused;
        } else if (kind == QLatin1String("two")) {
            refused = QStringLiteral("/proc/version"); // procfs: another device than the scratch's
            arguments << own.fileName() << refused;
        } else {
            refused = QStringLiteral("/dev/null");
            arguments << refused;
        }
        const CliProcess::Result r = CliProcess::run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(QStringLiteral("--layout-of \"%1\": %2").arg(refused, expected)), qPrintable(r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestLayoutOf)
#include "tst_layoutof.moc"
