#pragma once

// Helpers shared by the test executables.
#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QString>
#include <QStringList>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <functional>
#include <linux/magic.h>
#include <poll.h>
#include <sys/mount.h>
#include <sys/vfs.h>
#include <thread>
#include <unistd.h>

// A directory on a disk for a test's temporary directory: a tmpfs (often /tmp) holds its files
// in the page cache alone, so no read there starts uncached and it refuses O_DIRECT (before
// Linux 6.6). /var/tmp is on disk on Debian (FHS), the build tree nearly always; empty when
// both are memory.
inline QString diskBackedScratch()
{
    for (const QString& base : { QStringLiteral("/var/tmp"), QCoreApplication::applicationDirPath() }) {
        struct statfs fs { };
        if (::statfs(QFile::encodeName(base).constData(), &fs) == 0 && fs.f_type != TMPFS_MAGIC
            && fs.f_type != RAMFS_MAGIC)
            return base;
    }
    return {};
}

// A tmpfs of the test's own, mounted on a directory the test created and always unmounted
// again. Needs root; mounted() says whether it worked and reason() why not.
class TmpfsMount {
public:
    TmpfsMount(const QString& path, const QByteArray& options)
        : m_path(QFile::encodeName(path))
    {
        if (::geteuid() != 0) {
            m_reason = QStringLiteral("mounting a tmpfs needs root");
            return;
        }
        if (::mount("streamscope-test", m_path.constData(), "tmpfs", 0, options.constData()) != 0) {
            m_reason = QStringLiteral("mount -t tmpfs failed: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
            return;
        }
        m_mounted = true;
    }
    ~TmpfsMount()
    {
        if (m_mounted)
            ::umount2(m_path.constData(), MNT_DETACH);
    }
    TmpfsMount(const TmpfsMount&) = delete;
    TmpfsMount& operator=(const TmpfsMount&) = delete;
    bool mounted() const { return m_mounted; }
    QString reason() const { return m_reason; }

private:
    QByteArray m_path;
    bool m_mounted = false;
    QString m_reason;
};

// What a reader of the FIFO `path` receives while `write` runs. The reader's end is open
// before `write` starts (a writer that does not wait for a reader finds one) and read in a
// thread of its own until every writer closed; after `write`, an end opened and closed here
// ends that wait even when no writer ever came.
inline QByteArray readFifoWhile(const QString& path, const std::function<void()>& write)
{
    QByteArray received;
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return received;
    std::thread reader([&] {
        char buffer[1 << 16];
        while (true) {
            // A FIFO's reader is not told of a hang-up before a writer has come.
            pollfd p { fd, POLLIN, 0 };
            if (::poll(&p, 1, -1) < 0 && errno != EINTR)
                break;
            const ssize_t n = ::read(fd, buffer, sizeof buffer);
            if (n > 0)
                received.append(buffer, qsizetype(n));
            else if (n == 0 || (errno != EAGAIN && errno != EINTR))
                break;
        }
    });
    write();
    if (const int end = ::open(native.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC); end >= 0)
        ::close(end);
    reader.join();
    ::close(fd);
    return received;
}

// Every file and directory below `dir` (hidden ones too): what a run left behind.
inline QStringList treeEntries(const QString& dir)
{
    QStringList names;
    QDirIterator it(
        dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext())
        names.append(it.next());
    return names;
}
