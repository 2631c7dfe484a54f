// Ext4Groups reads how many inode tables a mounted ext4 still has to zero, so a run beside the
// ext4lazyinit thread is judged by what that thread does to *this* filesystem. Checked on
// images mkfs.ext4 makes as any user (lazy and zeroed, 4 KiB and 1 KiB blocks, 64- and 32-bit
// descriptors, without checksums), against dumpe2fs's reading of the same image.
#include "Ext4Groups.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString tool(const QString& name)
{
    return QStandardPaths::findExecutable(name, { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin") });
}

// dumpe2fs's count of groups and of those flagged ITABLE_ZEROED.
struct Dumped {
    qint64 groups = -1;
    qint64 zeroed = -1;
};

Dumped dumpe2fs(const QString& image)
{
    QProcess p;
    p.start(tool(QStringLiteral("dumpe2fs")), { image });
    Dumped d;
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return d;
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    d.groups = out.count(QRegularExpression(QStringLiteral("^Group \\d+:"), QRegularExpression::MultilineOption));
    d.zeroed = out.count(
        QRegularExpression(QStringLiteral("^Group \\d+:.*ITABLE_ZEROED"), QRegularExpression::MultilineOption));
    return d;
}

} // namespace

class TestExt4Groups : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void countsWhatDumpe2fsCounts_data();
    void countsWhatDumpe2fsCounts();
    void refusesWhatIsNotAnExt4();

private:
    QTemporaryDir m_dir;
};

void TestExt4Groups::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (tool(QStringLiteral("mkfs.ext4")).isEmpty() || tool(QStringLiteral("dumpe2fs")).isEmpty())
        QSKIP("mkfs.ext4 and dumpe2fs (e2fsprogs) are not installed: apt-get install e2fsprogs");
}

void TestExt4Groups::countsWhatDumpe2fsCounts_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<qint64>("megabytes");
    QTest::addColumn<bool>("lazy"); // every table left to ext4lazyinit
    // On a file mkfs discards (punches holes) and knows the tables read back as zeros.
    QTest::newRow("default, 4 KiB blocks")
        << QStringList { QStringLiteral("-b"), QStringLiteral("4096") } << qint64(1024) << false;
    // On a disk that cannot promise zeros after a discard, mkfs leaves them to the kernel.
    QTest::newRow("lazy, 4 KiB blocks") << QStringList { QStringLiteral("-b"), QStringLiteral("4096"),
        QStringLiteral("-E"), QStringLiteral("nodiscard,lazy_itable_init=1") }
                                        << qint64(1024) << true;
    QTest::newRow("lazy, 1 KiB blocks") << QStringList { QStringLiteral("-b"), QStringLiteral("1024"),
        QStringLiteral("-E"), QStringLiteral("nodiscard,lazy_itable_init=1") }
                                        << qint64(200) << true;
    QTest::newRow("lazy, 32-bit descriptors") << QStringList { QStringLiteral("-O"), QStringLiteral("^64bit"),
        QStringLiteral("-E"), QStringLiteral("nodiscard,lazy_itable_init=1") }
                                              << qint64(1024) << true;
    // Without checksums the kernel never starts lazy init.
    QTest::newRow("no checksums") << QStringList { QStringLiteral("-O"), QStringLiteral("^metadata_csum,^uninit_bg"),
        QStringLiteral("-E"), QStringLiteral("nodiscard,lazy_itable_init=1") }
                                  << qint64(1024) << false;
}

void TestExt4Groups::countsWhatDumpe2fsCounts()
{
    QFETCH(QStringList, options);
    QFETCH(qint64, megabytes);
    QFETCH(bool, lazy);
    const QString image = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'_'));
    {
        QFile f(image);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.resize(megabytes * 1024 * 1024)); // sparse
    }
    QProcess mkfs;
    mkfs.start(tool(QStringLiteral("mkfs.ext4")),
        QStringList { QStringLiteral("-q"), QStringLiteral("-F") } + options + QStringList { image });
    QVERIFY(mkfs.waitForFinished(60000));
    QVERIFY2(mkfs.exitCode() == 0, mkfs.readAllStandardError().constData());

    const auto state = Ext4Groups::itableState(image);
    QVERIFY(state.has_value());
    const Dumped d = dumpe2fs(image);
    QVERIFY(d.groups > 1);
    QCOMPARE(state->groups, d.groups);
    if (lazy) {
        QCOMPARE(state->unzeroed, d.groups - d.zeroed);
        QVERIFY2(state->unzeroed > 0, "mkfs zeroed every table although told to leave them");
    } else {
        QCOMPARE(state->unzeroed, qint64(0));
    }
    QFile::remove(image);
}

void TestExt4Groups::refusesWhatIsNotAnExt4()
{
    QVERIFY(!Ext4Groups::itableState(m_dir.filePath(QStringLiteral("missing"))).has_value());
    const QString zeros = m_dir.filePath(QStringLiteral("zeros"));
    {
        QFile f(zeros);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.resize(4 * 1024 * 1024));
    }
    QVERIFY(!Ext4Groups::itableState(zeros).has_value());
    // A superblock whose descriptors lie past the end of the file.
    const QString cut = m_dir.filePath(QStringLiteral("cut"));
    {
        QFile f(cut);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.resize(64 * 1024 * 1024));
    }
    QProcess mkfs;
    mkfs.start(tool(QStringLiteral("mkfs.ext4")),
        { QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-b"), QStringLiteral("1024"), cut });
    QVERIFY(mkfs.waitForFinished(60000) && mkfs.exitCode() == 0);
    {
        QFile f(cut);
        QVERIFY(f.open(QIODevice::ReadWrite) && f.resize(2048 + 512));
    }
    QVERIFY(!Ext4Groups::itableState(cut).has_value());
    QVERIFY(!Ext4Groups::itableState(m_dir.path()).has_value()); // a directory
}

QTEST_GUILESS_MAIN(TestExt4Groups)
#include "tst_ext4groups.moc"
