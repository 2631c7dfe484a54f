#pragma once

// Shared by the trust tests (core and window): a backend that puts a loop device's backing
// file into the host's page cache, or takes it out, right before each read phase.
#include "ForwardingBackend.h"
#include "safety/SafetySupport.h"

#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <fcntl.h>
#include <unistd.h>
#include <vector>

// Right after the engine has dropped a file's pages before a read, puts the loop device's
// backing file into the host's page cache (reads it once) or takes it out (fadvise DONTNEED).
class BackingFileBackend final : public ForwardingBackend {
public:
    BackingFileBackend(IoBackend& next, QString image, bool cache)
        : ForwardingBackend(next)
        , m_image(std::move(image))
        , m_cache(cache)
    { }
    int dropCache(int fd) override
    {
        const int rc = m_next.dropCache(fd);
        const int image = ::open(QFile::encodeName(m_image).constData(), O_RDONLY | O_CLOEXEC);
        if (image < 0) {
            m_failed = true;
            return rc;
        }
        if (m_cache) {
            std::vector<char> buffer(size_t(1024 * 1024));
            off_t offset = 0;
            ssize_t n = 0;
            while ((n = ::pread(image, buffer.data(), buffer.size(), offset)) > 0)
                offset += n;
            m_failed = m_failed || n < 0;
        } else {
            // Written-back pages only can go: sync first, then drop.
            m_failed = m_failed || ::fdatasync(image) != 0 || ::posix_fadvise(image, 0, 0, POSIX_FADV_DONTNEED) != 0;
        }
        ::close(image);
        return rc;
    }
    bool failed() const { return m_failed; }

private:
    QString m_image;
    bool m_cache = false;
    std::atomic<bool> m_failed = false; // set on the engine's I/O thread
};

// The two rows of a loop-device run: the backing file in the host's cache as the read begins, or not.
inline void addBackingFileRows()
{
    QTest::addColumn<bool>("cache");
    QTest::addRow("backing file cached") << true;
    QTest::addRow("backing file dropped") << false;
}

// ext4 on a 64 MiB loop device whose image (disk.img) and mount point (mnt) are in `tmp`;
// false with *reason when this machine cannot make one (not root, no loop devices, no mkfs).
inline bool mountLoopExt4(
    const QTemporaryDir& tmp, Safety::Mounts& mounts, QString* image, QString* mnt, QString* reason)
{
    if (!Safety::Mounts::available(reason) || !Safety::Mounts::loopAvailable(reason))
        return false;
    *image = tmp.filePath(QStringLiteral("disk.img"));
    *mnt = tmp.filePath(QStringLiteral("mnt"));
    if (!QDir().mkpath(*mnt)) {
        *reason = QStringLiteral("cannot create %1").arg(*mnt);
        return false;
    }
    return mounts.ext4(*image, *mnt, 64 * Safety::kMiB, 512, {}, reason);
}
