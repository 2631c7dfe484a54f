// FileIo: the checks every user-named output and input goes through. Only files, FIFOs and
// sockets made inside a temporary directory; device nodes are in tst_safety_outputs, which
// makes its own inside a private mount namespace.
#include "FileIo.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QIODevice>
#include <QTemporaryDir>
#include <QTest>
#include <cstring>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace {

bool put(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QByteArray get(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

ino_t inode(const QString& path)
{
    struct stat st { };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_ino : 0;
}

mode_t type(const QString& path)
{
    struct stat st { };
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? (st.st_mode & S_IFMT) : 0;
}

// A listening Unix socket bound at `path`; closed by the caller.
int bindSocket(const QString& path)
{
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_un address {};
    address.sun_family = AF_UNIX;
    const QByteArray name = QFile::encodeName(path);
    if (fd < 0 || size_t(name.size()) >= sizeof address.sun_path)
        return -1;
    std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
    if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

} // namespace

class TestFileIo : public QObject {
    Q_OBJECT
private slots:
    void readRefusesWhatIsNotARegularFile_data();
    void readRefusesWhatIsNotARegularFile();
    void readStopsAtTheCap();
    void checkOutput_data();
    void checkOutput();
    void sameOutput_data();
    void sameOutput();
    void replacesARegularFileOnlyWhenAllWasWritten();
    void writesThroughAFifo();
    void checkFolderNamesTheProblem_data();
    void checkFolderNamesTheProblem();
};

void TestFileIo::readRefusesWhatIsNotARegularFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected");
    QTest::addRow("FIFO (would block a plain open)") << QStringLiteral("fifo") << QStringLiteral("a FIFO");
    QTest::addRow("symlink to a FIFO") << QStringLiteral("link-to-fifo") << QStringLiteral("a FIFO");
    QTest::addRow("directory") << QStringLiteral("dir") << QStringLiteral("a directory");
    QTest::addRow("socket") << QStringLiteral("socket") << QStringLiteral("No such device or address");
    QTest::addRow("missing") << QStringLiteral("missing") << QStringLiteral("ENOENT");
    QTest::addRow("symlink loop") << QStringLiteral("loop") << QStringLiteral("ELOOP");
}

void TestFileIo::readRefusesWhatIsNotARegularFile()
{
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    QTemporaryDir tmp;
    const QString fifo = tmp.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QVERIFY(QFile::link(fifo, tmp.filePath(QStringLiteral("link-to-fifo"))));
    QVERIFY(QDir(tmp.path()).mkdir(QStringLiteral("dir")));
    QVERIFY(QFile::link(tmp.filePath(QStringLiteral("loop")), tmp.filePath(QStringLiteral("loop"))));
    const int socket = bindSocket(tmp.filePath(QStringLiteral("socket")));
    QVERIFY(socket >= 0);
    QString reason;
    const auto data = FileIo::readRegularFile(tmp.filePath(kind), 1 << 20, &reason);
    ::close(socket);
    QVERIFY(!data);
    QVERIFY2(reason.contains(expected), qPrintable(reason));
}

void TestFileIo::readStopsAtTheCap()
{
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("r.json"));
    QVERIFY(put(path, QByteArray(1000, 'x')));
    QString reason;
    const auto exact = FileIo::readRegularFile(path, 1000, &reason);
    QVERIFY2(exact, qPrintable(reason));
    QCOMPARE(*exact, QByteArray(1000, 'x'));
    QVERIFY(!FileIo::readRegularFile(path, 999, &reason));
    QVERIFY2(reason.contains(QLatin1String("larger than")), qPrintable(reason));
    QVERIFY(put(path, QByteArray()));
    const auto empty = FileIo::readRegularFile(path, 1000, &reason);
    QVERIFY(empty && empty->isEmpty());
}

void TestFileIo::checkOutput_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected"); // empty: accepted
    QTest::addRow("new file") << QStringLiteral("new.json") << QString();
    QTest::addRow("existing file") << QStringLiteral("old.json") << QString();
    // Found without waiting for a reader; the end opened to look is kept, so the reader stays.
    QTest::addRow("FIFO a program reads") << QStringLiteral("fifo") << QString();
    QTest::addRow("FIFO no program reads") << QStringLiteral("unread-fifo") << QStringLiteral("no program reads");
    // Only looked at: neither is opened or created.
    QTest::addRow("new file under /proc") << QStringLiteral("/proc/self/streamscope-test.json")
                                          << QStringLiteral("it is on proc, a filesystem the kernel makes up");
    QTest::addRow("a file of /proc") << QStringLiteral("/proc/self/comm")
                                     << QStringLiteral("it is on proc, a filesystem the kernel makes up");
    QTest::addRow("new file under /sys") << QStringLiteral("/sys/kernel/streamscope-test.json")
                                         << QStringLiteral("it is on sysfs, a filesystem the kernel makes up");
    QTest::addRow("empty") << QString() << QStringLiteral("the file name is empty");
    QTest::addRow("trailing slash") << QStringLiteral("new/") << QStringLiteral("names a directory");
    QTest::addRow("directory") << QStringLiteral("dir") << QStringLiteral("it is a directory");
    QTest::addRow("missing directory") << QStringLiteral("missing/r.json") << QStringLiteral("does not exist");
    QTest::addRow("inside a file") << QStringLiteral("old.json/r.json") << QStringLiteral("ENOTDIR");
    QTest::addRow("symlink loop") << QStringLiteral("loop") << QStringLiteral("ELOOP");
    QTest::addRow("socket") << QStringLiteral("socket") << QStringLiteral("a socket");
}

void TestFileIo::checkOutput()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QTemporaryDir tmp;
    QVERIFY(put(tmp.filePath(QStringLiteral("old.json")), "{}"));
    const QByteArray fifo = QFile::encodeName(tmp.filePath(QStringLiteral("fifo")));
    QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    QCOMPARE(::mkfifo(QFile::encodeName(tmp.filePath(QStringLiteral("unread-fifo"))).constData(), 0600), 0);
    const int reader = ::open(fifo.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    QVERIFY(reader >= 0);
    QVERIFY(QDir(tmp.path()).mkdir(QStringLiteral("dir")));
    QVERIFY(QFile::link(tmp.filePath(QStringLiteral("loop")), tmp.filePath(QStringLiteral("loop"))));
    const int socket = bindSocket(tmp.filePath(QStringLiteral("socket")));
    QVERIFY(socket >= 0);
    QString reason;
    const QString path = name.isEmpty() ? QString() : name.startsWith(QLatin1Char('/')) ? name : tmp.filePath(name);
    const bool ok = FileIo::checkOutput(path, &reason);
    ::close(socket);
    ::close(reader);
    QCOMPARE(ok, expected.isEmpty());
    QVERIFY2(reason.contains(expected), qPrintable(reason));
}

void TestFileIo::sameOutput_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("same");
    QTest::addRow("same new name, spelled differently")
        << QStringLiteral("r.json") << QStringLiteral("dir/../r.json") << true;
    QTest::addRow("existing file and a symlink to it")
        << QStringLiteral("old.json") << QStringLiteral("link.json") << true;
    QTest::addRow("existing file and a hard link to it")
        << QStringLiteral("old.json") << QStringLiteral("hard.json") << true;
    QTest::addRow("two new names") << QStringLiteral("r.json") << QStringLiteral("r.csv") << false;
    QTest::addRow("existing and new") << QStringLiteral("old.json") << QStringLiteral("r.json") << false;
    QTest::addRow("one FIFO for both (a stream may take both)")
        << QStringLiteral("fifo") << QStringLiteral("fifo") << false;
    // A link to a name not created yet lands on that name (issue 53, item 2: the JSON report
    // was lost under the CSV), also through a relative link, a chain, and a directory link.
    QTest::addRow("new name and a dangling link to it")
        << QStringLiteral("same.json") << QStringLiteral("alias.json") << true;
    QTest::addRow("new name and a chain of dangling links")
        << QStringLiteral("same.json") << QStringLiteral("chain.json") << true;
    QTest::addRow("new name and a link through a linked directory")
        << QStringLiteral("dir/same.json") << QStringLiteral("dirlink/same.json") << true;
    QTest::addRow("a dangling link elsewhere") << QStringLiteral("same.json") << QStringLiteral("other.json") << false;
    QTest::addRow("links that loop") << QStringLiteral("loop1") << QStringLiteral("loop2") << false;
}

void TestFileIo::sameOutput()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, same);
    QTemporaryDir tmp;
    QVERIFY(put(tmp.filePath(QStringLiteral("old.json")), "{}"));
    QVERIFY(QFile::link(tmp.filePath(QStringLiteral("old.json")), tmp.filePath(QStringLiteral("link.json"))));
    QCOMPARE(::link(QFile::encodeName(tmp.filePath(QStringLiteral("old.json"))).constData(),
                 QFile::encodeName(tmp.filePath(QStringLiteral("hard.json"))).constData()),
        0);
    QVERIFY(QDir(tmp.path()).mkdir(QStringLiteral("dir")));
    QCOMPARE(::mkfifo(QFile::encodeName(tmp.filePath(QStringLiteral("fifo"))).constData(), 0600), 0);
    const auto symlink = [&tmp](const char* target, const char* name) {
        return ::symlink(target, QFile::encodeName(tmp.filePath(QLatin1String(name))).constData()) == 0;
    };
    QVERIFY(symlink("same.json", "alias.json")); // relative, dangling
    QVERIFY(symlink("alias.json", "chain.json"));
    QVERIFY(symlink("dir", "dirlink"));
    QVERIFY(symlink("elsewhere.json", "other.json"));
    QVERIFY(symlink("loop2", "loop1") && symlink("loop1", "loop2"));
    QCOMPARE(FileIo::sameOutput(tmp.filePath(a), tmp.filePath(b)), same);
    QCOMPARE(FileIo::sameOutput(tmp.filePath(b), tmp.filePath(a)), same);
}

void TestFileIo::replacesARegularFileOnlyWhenAllWasWritten()
{
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("r.json"));
    QVERIFY(put(path, "old"));
    QString reason;
    // A producer that fails half-way leaves the old file, and no temporary file beside it.
    const bool failed = FileIo::writeOutput(
        path,
        [](QIODevice& out) {
            out.write("half");
            return false;
        },
        &reason);
    QVERIFY(!failed);
    QCOMPARE(get(path), QByteArray("old"));
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("r.json") });
    const ino_t before = inode(path);
    QVERIFY2(FileIo::writeOutput(path, QByteArray("new"), &reason), qPrintable(reason));
    QCOMPARE(get(path), QByteArray("new"));
    QVERIFY(inode(path) != before); // renamed over, not truncated in place
}

void TestFileIo::writesThroughAFifo()
{
    QTemporaryDir tmp;
    const QString fifo = tmp.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QByteArray payload(200 * 1024, 'p'); // larger than a pipe's buffer
    QString reason;
    bool ok = false;
    const QByteArray received = readFifoWhile(fifo, [&] { ok = FileIo::writeOutput(fifo, payload, &reason); });
    QVERIFY2(ok, qPrintable(reason));
    QCOMPARE(received.size(), payload.size());
    QCOMPARE(type(fifo), mode_t(S_IFIFO)); // still the FIFO, not a file renamed over it
}

void TestFileIo::checkFolderNamesTheProblem_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::addRow("directory") << QStringLiteral("dir") << QString();
    QTest::addRow("missing") << QStringLiteral("missing") << QStringLiteral("it does not exist");
    QTest::addRow("file") << QStringLiteral("file") << QStringLiteral("not a directory but a regular file");
    QTest::addRow("symlink loop") << QStringLiteral("loop") << QStringLiteral("ELOOP");
    QTest::addRow("name that was not UTF-8") << QStringLiteral("bad\uFFFDname") << QStringLiteral("not valid UTF-8");
    QTest::addRow("empty") << QString() << QStringLiteral("empty");
}

void TestFileIo::checkFolderNamesTheProblem()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QTemporaryDir tmp;
    QVERIFY(QDir(tmp.path()).mkdir(QStringLiteral("dir")));
    QVERIFY(put(tmp.filePath(QStringLiteral("file")), "x"));
    QVERIFY(QFile::link(tmp.filePath(QStringLiteral("loop")), tmp.filePath(QStringLiteral("loop"))));
    QString reason;
    QCOMPARE(FileIo::checkFolder(name.isEmpty() ? QString() : tmp.filePath(name), &reason), expected.isEmpty());
    QVERIFY2(reason.contains(expected), qPrintable(reason));
}

QTEST_GUILESS_MAIN(TestFileIo)
#include "tst_fileio.moc"
