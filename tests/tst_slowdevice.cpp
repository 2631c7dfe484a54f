// SlowDevice's cgroup handling against a scripted cgroup tree: a temporary directory laid out
// like a cgroup2 mount whose files answer as the kernel's do (cgroup.subtree_control takes
// "+io"/"-io", a pid written to a cgroup.procs leaves the cgroup it was in, a new cgroup gets
// the files of the controllers its parent enables, rmdir fails while a process is in it).
// Most machines' real cgroup v2 cannot be used for this (here the io controller is bound to
// v1), and a test must not change the machine's. Asserted: what is written where, in which
// order, that the tree is exactly as before afterwards, that the helper refuses clearly when
// io is missing, and that a v1 blkio throttle is preferred.
#include "SlowDevice.h"

#include <QDirIterator>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using SlowDevice::Cgroups;
using SlowDevice::Settings;

namespace {

// The kernel's order of the controllers in cgroup.controllers and cgroup.subtree_control.
const QList<QByteArray> kOrder { "cpuset", "cpu", "io", "memory", "hugetlb", "pids", "rdma", "misc" };

class ScriptedCgroups final : public SlowDevice::CgroupFs {
public:
    explicit ScriptedCgroups(QString root)
        : m_root(std::move(root))
    { }

    QStringList log; // "relative/path: value" per write, "mkdir path", "rmdir path"

    // Lays out a cgroup: its files and `procs` in it.
    void plant(const QString& relative, const QByteArray& controllers, const QByteArray& subtree,
        const QByteArray& procs, bool root)
    {
        const QString dir = path(relative);
        QDir().mkpath(dir);
        put(dir + QStringLiteral("/cgroup.controllers"), controllers);
        put(dir + QStringLiteral("/cgroup.subtree_control"), subtree);
        put(dir + QStringLiteral("/cgroup.procs"), procs);
        if (!root)
            put(dir + QStringLiteral("/cgroup.type"), "domain");
    }

    // Every file below the root with its content: what "as before" means.
    QMap<QString, QByteArray> contents() const
    {
        QMap<QString, QByteArray> out;
        QDirIterator it(m_root, QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString p = it.next();
            out.insert(relative(p), QFileInfo(p).isDir() ? QByteArray("<dir>") : SlowDevice::readSetting(p));
        }
        return out;
    }

    QString path(const QString& relative) const { return QDir::cleanPath(m_root + QLatin1Char('/') + relative); }

    bool write(const QString& p, const QByteArray& value) override
    {
        log << QStringLiteral("%1: %2").arg(relative(p), QString::fromLatin1(value));
        const QString name = QFileInfo(p).fileName();
        const QString dir = QFileInfo(p).path();
        if (!QFileInfo::exists(p))
            return false; // cgroupfs makes no new files
        if (name == QLatin1String("cgroup.subtree_control"))
            return subtreeControl(dir, value);
        if (name == QLatin1String("cgroup.procs"))
            return move(dir, value);
        if (name == QLatin1String("io.max"))
            return ioMax(p, value);
        return put(p, value);
    }

    bool makeDir(const QString& p) override
    {
        log << QStringLiteral("mkdir %1").arg(relative(p));
        const QString parent = QFileInfo(p).path();
        if (QFileInfo::exists(p) || !QFileInfo::exists(parent + QStringLiteral("/cgroup.controllers")))
            return false;
        const QByteArray given = SlowDevice::readSetting(parent + QStringLiteral("/cgroup.subtree_control"));
        plant(relative(p), given, "", "", false);
        // The interface files of the controllers the parent enabled.
        if (SlowDevice::words(given).contains("io"))
            put(p + QStringLiteral("/io.max"), "");
        if (SlowDevice::words(given).contains("memory"))
            put(p + QStringLiteral("/memory.max"), "max");
        return true;
    }

    bool removeDir(const QString& p) override
    {
        log << QStringLiteral("rmdir %1").arg(relative(p));
        if (!SlowDevice::readSetting(p + QStringLiteral("/cgroup.procs")).isEmpty()) {
            errno = EBUSY;
            return false;
        }
        return QDir(p).removeRecursively();
    }

    // Where the kernel would say `pid` is: the cgroup whose cgroup.procs lists it.
    QString cgroupOf(pid_t pid) override
    {
        const QByteArray wanted = QByteArray::number(pid);
        QDirIterator it(m_root, { QStringLiteral("cgroup.procs") }, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString p = it.next();
            if (SlowDevice::words(SlowDevice::readSetting(p)).contains(wanted))
                return QLatin1Char('/') + relative(QFileInfo(p).path());
        }
        return {};
    }

private:
    QString relative(const QString& p) const { return QDir(m_root).relativeFilePath(p); }

    static bool put(const QString& p, const QByteArray& value)
    {
        QFile f(p);
        return f.open(QIODevice::WriteOnly) && f.write(value) == value.size();
    }

    static bool subtreeControl(const QString& dir, const QByteArray& value)
    {
        const QList<QByteArray> offered
            = SlowDevice::words(SlowDevice::readSetting(dir + QStringLiteral("/cgroup.controllers")));
        QList<QByteArray> enabled
            = SlowDevice::words(SlowDevice::readSetting(dir + QStringLiteral("/cgroup.subtree_control")));
        for (const QByteArray& token : SlowDevice::words(value)) {
            const QByteArray controller = token.mid(1);
            if (!offered.contains(controller) || (token[0] != '+' && token[0] != '-'))
                return false;
            enabled.removeAll(controller);
            if (token[0] == '+')
                enabled.append(controller);
        }
        QList<QByteArray> ordered;
        for (const QByteArray& c : kOrder) {
            if (enabled.contains(c))
                ordered.append(c);
        }
        return put(dir + QStringLiteral("/cgroup.subtree_control"), ordered.join(' '));
    }

    bool move(const QString& dir, const QByteArray& pid)
    {
        // No internal processes: a non-root cgroup that hands controllers to children holds none.
        if (QFileInfo::exists(dir + QStringLiteral("/cgroup.type"))
            && !SlowDevice::readSetting(dir + QStringLiteral("/cgroup.subtree_control")).isEmpty())
            return false;
        QDirIterator it(m_root, { QStringLiteral("cgroup.procs") }, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString p = it.next();
            QList<QByteArray> pids = SlowDevice::words(SlowDevice::readSetting(p));
            pids.removeAll(pid);
            pids.removeAll(QByteArray());
            put(p, pids.join('\n'));
        }
        QList<QByteArray> here = SlowDevice::words(SlowDevice::readSetting(dir + QStringLiteral("/cgroup.procs")));
        here.removeAll(QByteArray());
        here.append(pid);
        return put(dir + QStringLiteral("/cgroup.procs"), here.join('\n'));
    }

    // One line per device with a limit; a device whose limits are all "max" is not listed.
    static bool ioMax(const QString& p, const QByteArray& value)
    {
        const QList<QByteArray> parts = SlowDevice::words(value);
        if (parts.size() != 2 || !parts[1].startsWith("wbps="))
            return false;
        QList<QByteArray> lines = SlowDevice::readSetting(p).split('\n');
        lines.removeIf([&](const QByteArray& l) { return l.isEmpty() || l.startsWith(QByteArray(parts[0] + ' ')); });
        if (parts[1] != "wbps=max")
            lines.append(parts[0] + " rbps=max " + parts[1] + " riops=max wiops=max");
        return put(p, lines.join('\n'));
    }

    QString m_root;
};

struct Tree {
    QTemporaryDir dir;
    ScriptedCgroups fs { dir.path() };
    Cgroups cgroups()
    {
        return Cgroups { fs.path(QStringLiteral("v1/blkio.throttle.write_bps_device")), dir.path(), &fs };
    }
};

QByteArray self()
{
    return QByteArray::number(::getpid());
}

} // namespace

class TestSlowDevice : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void mountInfoFindsTheHierarchies();
    void v2HoldsTheWritesInAChildAndPutsAllBack_data();
    void v2HoldsTheWritesInAChildAndPutsAllBack();
    void v2RefusesWithoutIoAndMemory_data();
    void v2RefusesWithoutIoAndMemory();
    void v2RespectsNoInternalProcesses();
    void childEntersBeforeItExecs();
    void v1IsPreferred();
};

void TestSlowDevice::mountInfoFindsTheHierarchies()
{
    // This machine: v1 controllers, cgroup2 with hugetlb only.
    const Cgroups hybrid
        = Cgroups::fromMountInfo("31 30 0:28 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu\n"
                                 "37 30 0:34 / /sys/fs/cgroup/blkio rw,relatime - cgroup cgroup rw,blkio\n"
                                 "40 30 0:37 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw\n");
    QCOMPARE(hybrid.v1Throttle, QStringLiteral("/sys/fs/cgroup/blkio/blkio.throttle.write_bps_device"));
    QCOMPARE(hybrid.v2Root, QStringLiteral("/sys/fs/cgroup/unified"));
    // Stock Debian 12: cgroup2 only; optional tags before the dash; an escaped mount point.
    const Cgroups unified = Cgroups::fromMountInfo(
        "25 30 0:22 / /sys/kernel/security rw shared:8 - securityfs securityfs rw\n"
        "26 30 0:23 / /sys/fs/my\\040cgroup rw,nosuid shared:4 - cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot\n");
    QCOMPARE(unified.v1Throttle, QString());
    QCOMPARE(unified.v2Root, QStringLiteral("/sys/fs/my cgroup"));
}

void TestSlowDevice::v2HoldsTheWritesInAChildAndPutsAllBack_data()
{
    QTest::addColumn<QByteArray>("subtree"); // the root's cgroup.subtree_control before
    QTest::addColumn<QStringList>("enable"); // what the helper must switch on (and off again)
    QTest::newRow("both off") << QByteArray("cpu pids")
                              << QStringList { QStringLiteral("io"), QStringLiteral("memory") };
    QTest::newRow("memory off") << QByteArray("io pids") << QStringList { QStringLiteral("memory") };
    QTest::newRow("both on") << QByteArray("cpu io memory") << QStringList {};
}

void TestSlowDevice::v2HoldsTheWritesInAChildAndPutsAllBack()
{
    QFETCH(QByteArray, subtree);
    QFETCH(QStringList, enable);
    Tree tree;
    QVERIFY(tree.dir.isValid());
    tree.fs.plant(QStringLiteral("."), "cpuset cpu io memory hugetlb pids", subtree, "1\n" + self(), true);
    tree.fs.plant(QStringLiteral("system.slice"), "cpu pids", "", "", false);
    const QMap<QString, QByteArray> before = tree.fs.contents();
    QTemporaryDir data;
    const QString device = SlowDevice::deviceOf(data.path());
    QVERIFY(!device.isEmpty());

    QStringList expected;
    for (const QString& c : enable)
        expected << QStringLiteral("cgroup.subtree_control: +") + c;
    {
        Settings settings(tree.cgroups());
        QString reason;
        QCOMPARE(settings.slowDown(data.path(), 20'000'000, 0, &reason), Settings::Outcome::Slowed);
        QVERIFY(reason.isEmpty());
        const QString child = QFileInfo(settings.cgroup()).fileName();
        QVERIFY2(child.startsWith(QLatin1String("streamscope-slow-")), qPrintable(settings.cgroup()));
        QCOMPARE(QFileInfo(settings.cgroup()).path(), tree.dir.path()); // a child of the mount's root
        expected << QStringLiteral("mkdir ") + child
                 << QStringLiteral("%1/io.max: %2 wbps=20000000").arg(child, device);
        QCOMPARE(tree.fs.log, expected);
        QCOMPARE(SlowDevice::readSetting(tree.fs.path(child + QStringLiteral("/io.max"))),
            QStringLiteral("%1 rbps=max wbps=20000000 riops=max wiops=max").arg(device).toLatin1());
        // The child got both controllers, so its writeback is charged to it.
        const QList<QByteArray> given
            = SlowDevice::words(SlowDevice::readSetting(tree.fs.path(child + QStringLiteral("/cgroup.controllers"))));
        QVERIFY(given.contains("io") && given.contains("memory"));

        // The test itself, and a process it started that is still there at the end.
        QVERIFY2(settings.enter(0, &reason), qPrintable(reason));
        QCOMPARE(QString::fromLatin1(settings.childProcsFile()), tree.fs.path(child + QStringLiteral("/cgroup.procs")));
        QVERIFY(tree.fs.write(tree.fs.path(child + QStringLiteral("/cgroup.procs")), "424242"));
        QCOMPARE(tree.fs.cgroupOf(::getpid()), QLatin1Char('/') + child);
        QCOMPARE(SlowDevice::readSetting(tree.fs.path(QStringLiteral("cgroup.procs"))), QByteArray("1"));
        expected << QStringLiteral("%1/cgroup.procs: %2").arg(child, QString::fromLatin1(self()))
                 << QStringLiteral("%1/cgroup.procs: 424242").arg(child);
        QCOMPARE(tree.fs.log, expected);
    } // the Settings go: everything is put back in reverse order

    // Out of the child first (the test to where it was, the straggler to the same place),
    // the limit lifted, the child removed, then the controllers switched off again.
    expected << QStringLiteral("cgroup.procs: ") + QString::fromLatin1(self());
    const QString child = expected[enable.size()].mid(6); // "mkdir NAME"
    expected << QStringLiteral("%1/io.max: %2 wbps=max").arg(child, device) << QStringLiteral("cgroup.procs: 424242")
             << QStringLiteral("rmdir ") + child;
    for (auto c = enable.crbegin(); c != enable.crend(); ++c)
        expected << QStringLiteral("cgroup.subtree_control: -") + *c;
    QCOMPARE(tree.fs.log, expected);
    QMap<QString, QByteArray> after = tree.fs.contents();
    QCOMPARE(after.take(QStringLiteral("cgroup.procs")), QByteArray("1\n" + self() + "\n424242"));
    QMap<QString, QByteArray> expectedAfter = before;
    expectedAfter.remove(QStringLiteral("cgroup.procs"));
    QCOMPARE(after, expectedAfter);
    QCOMPARE(SlowDevice::readSetting(tree.fs.path(QStringLiteral("cgroup.subtree_control"))), subtree);
}

void TestSlowDevice::v2RefusesWithoutIoAndMemory_data()
{
    QTest::addColumn<QByteArray>("controllers"); // the cgroup2 root's cgroup.controllers; "-": no cgroup2 mount
    QTest::addColumn<QString>("says");
    QTest::newRow("io bound to v1, as here") << QByteArray("hugetlb") << QStringLiteral("offers only 'hugetlb'");
    QTest::newRow("io without memory") << QByteArray("cpu io pids") << QStringLiteral("no memory controller");
    QTest::newRow("no cgroup2") << QByteArray("-") << QStringLiteral("no cgroup2 mount");
}

void TestSlowDevice::v2RefusesWithoutIoAndMemory()
{
    QFETCH(QByteArray, controllers);
    QFETCH(QString, says);
    Tree tree;
    tree.fs.plant(QStringLiteral("."), controllers, "", "1\n" + self(), true);
    const QMap<QString, QByteArray> before = tree.fs.contents();
    Cgroups cgroups = tree.cgroups();
    if (controllers == "-")
        cgroups.v2Root.clear();
    QString reason;
    QVERIFY(!Settings::available(cgroups, &reason));
    QVERIFY2(reason.contains(says), qPrintable(reason));
    QTemporaryDir data;
    {
        Settings settings(cgroups);
        QString why;
        QCOMPARE(settings.slowDown(data.path(), 1'000'000, 0, &why), Settings::Outcome::Unavailable);
        QCOMPARE(why, reason);
        QVERIFY2(why.startsWith(QLatin1String("needs a cgroup v1 blkio throttle or a cgroup v2 io controller: ")),
            qPrintable(why));
        QVERIFY(settings.enter(0, &why)); // nothing to enter: a no-op, not a failure
        QCOMPARE(settings.childProcsFile(), QByteArray());
    }
    QCOMPARE(tree.fs.log, QStringList());
    QCOMPARE(tree.fs.contents(), before);
    QCOMPARE(QString::fromUtf8(SlowDevice::notProvenHere(QStringLiteral("capacity"), reason)),
        QStringLiteral("not proven here: capacity (%1)").arg(reason));
}

// A cgroup namespace's root is not the real root: it may not hold processes and enable
// controllers for children. The helper says so instead of failing on EBUSY.
void TestSlowDevice::v2RespectsNoInternalProcesses()
{
    Tree tree;
    tree.fs.plant(QStringLiteral("."), "cpu io memory pids", "pids", "1\n" + self(), false);
    const QMap<QString, QByteArray> before = tree.fs.contents();
    QTemporaryDir data;
    {
        Settings settings(tree.cgroups());
        QString reason;
        QCOMPARE(settings.slowDown(data.path(), 1'000'000, 0, &reason), Settings::Outcome::Unavailable);
        QVERIFY2(reason.contains(QLatin1String("no internal processes")), qPrintable(reason));
        QVERIFY2(reason.contains(QLatin1String("io and memory")), qPrintable(reason));
    }
    QCOMPARE(tree.fs.log, QStringList());
    QCOMPARE(tree.fs.contents(), before);
}

// The CLI a test starts is in the cgroup before its first instruction: the child writes itself
// into cgroup.procs between fork and exec, and does not run at all when it cannot.
void TestSlowDevice::childEntersBeforeItExecs()
{
    Tree tree;
    tree.fs.plant(QStringLiteral("."), "io memory", "io memory", "1\n" + self(), true);
    QTemporaryDir data;
    Settings settings(tree.cgroups());
    QString reason;
    QCOMPARE(settings.slowDown(data.path(), 1'000'000, 0, &reason), Settings::Outcome::Slowed);
    const QByteArray procs = settings.childProcsFile();
    QVERIFY(!procs.isEmpty());
    for (const QByteArray& file : { procs, QByteArray(procs + ".missing") }) {
        QProcess child;
        child.setChildProcessModifier([file] { Settings::enterFromChild(file); });
        child.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), QStringLiteral("echo ran") });
        QVERIFY(child.waitForFinished(30000));
        if (file == procs) {
            QCOMPARE(child.exitCode(), 0);
            QCOMPARE(child.readAllStandardOutput(), QByteArray("ran\n"));
            // "0" is the kernel's "the writer itself"; the scripted tree keeps it as written.
            QCOMPARE(SlowDevice::readSetting(QFile::decodeName(procs)), QByteArray("0"));
            QFile(QFile::decodeName(procs)).resize(0); // the kernel drops an exited process
        } else {
            QCOMPARE(child.exitCode(), 125);
            QCOMPARE(child.readAllStandardOutput(), QByteArray());
            QVERIFY(child.readAllStandardError().contains("could not enter the throttled cgroup"));
        }
    }
    const QString cgroup = settings.cgroup();
    QVERIFY(QFileInfo::exists(cgroup));
    settings.clear();
    QVERIFY(!QFileInfo::exists(cgroup));
}

void TestSlowDevice::v1IsPreferred()
{
    Tree tree;
    tree.fs.plant(QStringLiteral("."), "cpuset cpu io memory pids", "cpu", "1\n" + self(), true);
    QVERIFY(QDir().mkpath(tree.fs.path(QStringLiteral("v1"))));
    QFile throttle(tree.fs.path(QStringLiteral("v1/blkio.throttle.write_bps_device")));
    QVERIFY(throttle.open(QIODevice::WriteOnly));
    throttle.close();
    const QMap<QString, QByteArray> before = tree.fs.contents();
    QTemporaryDir data;
    const QString device = SlowDevice::deviceOf(data.path());
    QString reason;
    QVERIFY(Settings::available(tree.cgroups(), &reason));
    {
        Settings settings(tree.cgroups());
        QCOMPARE(settings.slowDown(data.path(), 4'194'304, 0, &reason), Settings::Outcome::Slowed);
        QCOMPARE(
            tree.fs.log, QStringList { QStringLiteral("v1/blkio.throttle.write_bps_device: %1 4194304").arg(device) });
        QVERIFY(settings.enter(0, &reason)); // every writer is held already
        QCOMPARE(settings.childProcsFile(), QByteArray());
        QCOMPARE(settings.cgroup(), QString());
    }
    QCOMPARE(tree.fs.log,
        QStringList({ QStringLiteral("v1/blkio.throttle.write_bps_device: %1 4194304").arg(device),
            QStringLiteral("v1/blkio.throttle.write_bps_device: %1 0").arg(device) }));
    QMap<QString, QByteArray> after = tree.fs.contents();
    QCOMPARE(
        after.take(QStringLiteral("v1/blkio.throttle.write_bps_device")), (device + QStringLiteral(" 0")).toLatin1());
    QMap<QString, QByteArray> expected = before;
    expected.remove(QStringLiteral("v1/blkio.throttle.write_bps_device"));
    QCOMPARE(after, expected);
}

QTEST_GUILESS_MAIN(TestSlowDevice)
#include "tst_slowdevice.moc"
