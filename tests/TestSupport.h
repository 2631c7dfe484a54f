#pragma once

// Helpers shared by the test executables.
#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QString>
#include <QStringList>
#include <cerrno>
#include <cstring>
#include <functional>
#include <sys/mount.h>
#include <thread>
#include <unistd.h>

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

// What a reader of the FIFO `path` receives while `write` runs (a writer blocks until a
// reader opens the other end, so the reader is a thread of its own).
inline QByteArray readFifoWhile(const QString& path, const std::function<void()>& write)
{
    QByteArray received;
    std::thread reader([&] {
        QFile in(path);
        if (in.open(QIODevice::ReadOnly))
            received = in.readAll();
    });
    write();
    reader.join();
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
