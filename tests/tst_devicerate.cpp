// DeviceRate::measure times O_DIRECT writes of a private file on the target's device. These
// check what it measured, not only that it said something: the timed bytes are exactly the
// blocks the budget allows after the untimed first one (bytes and seconds swapped, or the
// first block counted, fail here), the rate is those bytes over those seconds, a stop ends it
// between writes, a name that is taken is refused without touching that file, and nothing is
// left behind. cached() answers a second time without writing, until forget().
#include "DeviceRate.h"
#include "TestSupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <fcntl.h>
#include <unistd.h>

namespace {
constexpr int64_t kBlock = 256 * 1024;
constexpr const char* kName = "streamscope-device-rate";

// A budget that ends on `blocks` written blocks (the time limits far away), or on timed blocks
// when minSeconds is 0 and the byte budget far away.
DeviceRate::Budget byBytes(int blocks)
{
    DeviceRate::Budget b;
    b.maxBytes = blocks * kBlock;
    b.minSeconds = 600;
    b.maxSeconds = 600;
    b.minBlocks = 1;
    b.blockBytes = kBlock;
    return b;
}
} // namespace

class TestDeviceRate : public QObject {
    Q_OBJECT

    QString m_base;
    std::unique_ptr<QTemporaryDir> m_dir;
    int m_dirFd = -1;

private Q_SLOTS:
    void initTestCase()
    {
        m_base = diskBackedScratch();
        QVERIFY2(!m_base.isEmpty(), "neither /var/tmp nor the build directory is on a disk: O_DIRECT needs one");
    }
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>(m_base + QStringLiteral("/tst_devicerate-XXXXXX"));
        QVERIFY2(m_dir->isValid(), qPrintable(m_dir->errorString()));
        m_dirFd = ::open(QFile::encodeName(m_dir->path()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        QVERIFY(m_dirFd >= 0);
        DeviceRate::forget();
    }
    void cleanup()
    {
        if (m_dirFd >= 0)
            ::close(m_dirFd);
        m_dirFd = -1;
        // Every test leaves the directory as it found it: empty, or with the user's file alone.
        if (m_dir)
            QVERIFY(treeEntries(m_dir->path()).size() <= 1);
        m_dir.reset();
    }

    // Eight blocks written, the first untimed: seven blocks' bytes over the seconds they took.
    void byteBudgetTimesAllButTheFirstBlock()
    {
        const DeviceRate::Measurement m = DeviceRate::measure(m_dirFd, kName, byBytes(8));
        QVERIFY2(m.error.isEmpty(), qPrintable(m.error));
        QVERIFY(m.known());
        QCOMPARE(m.bytes, 7 * kBlock);
        QVERIFY(m.seconds > 0);
        QVERIFY(m.seconds < 600);
        QCOMPARE(m.bytesPerSecond, double(m.bytes) / m.seconds);
        QVERIFY(treeEntries(m_dir->path()).isEmpty());
    }

    // No time floor: the loop ends after minBlocks timed blocks, whatever the byte budget.
    void timedBlockFloorEndsTheMeasurement()
    {
        DeviceRate::Budget b = byBytes(1000);
        b.minSeconds = 0;
        b.minBlocks = 3;
        const DeviceRate::Measurement m = DeviceRate::measure(m_dirFd, kName, b);
        QVERIFY2(m.error.isEmpty(), qPrintable(m.error));
        QCOMPARE(m.bytes, 3 * kBlock);
        QCOMPARE(m.bytesPerSecond, double(m.bytes) / m.seconds);
    }

    // A block size that O_DIRECT cannot take is rounded down to whole 4 KiB.
    void blockRoundedToTheAlignment()
    {
        DeviceRate::Budget b = byBytes(3);
        b.blockBytes = kBlock + 1000;
        b.maxBytes = 3 * kBlock;
        const DeviceRate::Measurement m = DeviceRate::measure(m_dirFd, kName, b);
        QVERIFY2(m.error.isEmpty(), qPrintable(m.error));
        QCOMPARE(m.bytes, 2 * kBlock);
    }

    // The stop is asked before every write: asked the third time, two blocks were written.
    void stopEndsItBetweenWrites()
    {
        int asked = 0;
        const DeviceRate::Measurement m
            = DeviceRate::measure(m_dirFd, kName, byBytes(100), [&asked] { return ++asked >= 3; });
        QCOMPARE(asked, 3);
        QVERIFY(!m.known());
        QCOMPARE(m.error, QStringLiteral("stopped"));
        QVERIFY(treeEntries(m_dir->path()).isEmpty());
    }

    // O_EXCL: a file of the user's under that name is neither written nor removed.
    void takenNameIsRefused()
    {
        const QString path = m_dir->filePath(QString::fromLatin1(kName));
        QFile mine(path);
        QVERIFY(mine.open(QIODevice::WriteOnly));
        mine.write("the user's data");
        mine.close();
        const DeviceRate::Measurement m = DeviceRate::measure(m_dirFd, kName, byBytes(4));
        QVERIFY(!m.known());
        QVERIFY2(m.error.startsWith(QStringLiteral("cannot create its file: ")), qPrintable(m.error));
        QVERIFY(mine.open(QIODevice::ReadOnly));
        QCOMPARE(mine.readAll(), QByteArray("the user's data"));
    }

    // A budget too small for a timed block says so instead of a rate.
    void budgetWithoutATimedBlockIsNoRate()
    {
        const DeviceRate::Measurement m = DeviceRate::measure(m_dirFd, kName, byBytes(1));
        QVERIFY(!m.known());
        QCOMPARE(m.bytes, 0);
        QCOMPARE(m.error, QStringLiteral("the budget allowed no timed write"));
    }

    // The second ask of the same device does not write: a stop that would end any
    // measurement at once still gets the first answer. forget() measures again.
    void cachedAnswersOncePerDevice()
    {
        const DeviceRate::Measurement first = DeviceRate::cached(m_dirFd, kName, byBytes(4));
        QVERIFY2(first.known(), qPrintable(first.error));
        const DeviceRate::Measurement again = DeviceRate::cached(m_dirFd, kName, byBytes(4), [] { return true; });
        QCOMPARE(again.bytes, first.bytes);
        QCOMPARE(again.seconds, first.seconds);
        DeviceRate::forget();
        const DeviceRate::Measurement after = DeviceRate::cached(m_dirFd, kName, byBytes(4), [] { return true; });
        QVERIFY(!after.known());
        QCOMPARE(after.error, QStringLiteral("stopped"));
    }
};

QTEST_GUILESS_MAIN(TestDeviceRate)
#include "tst_devicerate.moc"
