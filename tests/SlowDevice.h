#pragma once

// A real device made slow for a test, the C++ twin of scripts/slow-device: its writes held to a
// fixed rate by cgroup v1's blkio throttle and, optionally, its own dirty-page limit lowered so
// that the page cache in front of it fills in seconds. Every setting it changes is put back
// when it goes, whatever happened (a failed QVERIFY returns through it). The filesystem itself
// comes from Safety::Mounts (ext4 on a loop device in a private mount namespace); declare the
// SlowDevice after the Mounts, so that it is undone first.
//
// The throttle rule sits in the root blkio cgroup and names only the device's MAJ:MIN: with
// cgroup v1 the flusher threads write buffered data back on behalf of the root cgroup, so a rule
// in a child cgroup would hold only the writer's own synchronous I/O.

#include <QByteArray>
#include <QFile>
#include <QString>
#include <memory>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <vector>

namespace SlowDevice {

inline const QString kThrottle = QStringLiteral("/sys/fs/cgroup/blkio/blkio.throttle.write_bps_device");

inline QByteArray readSetting(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed() : QByteArray();
}

inline bool writeSetting(const QString& path, const QByteArray& value)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Unbuffered) && f.write(value) == value.size();
}

// "7:3" of the filesystem mounted on `dir`.
inline QString deviceOf(const QString& dir)
{
    struct stat st { };
    if (::stat(QFile::encodeName(dir).constData(), &st) != 0)
        return {};
    return QStringLiteral("%1:%2").arg(major(st.st_dev)).arg(minor(st.st_dev));
}

// A sysfs or cgroup setting changed for the test and put back when the guard goes: `restore`
// written to `restorePath` (the same file, or the one that holds the setting exactly: max_bytes
// of a bdi is stored as max_ratio).
class Setting {
public:
    Setting(QString restorePath, QByteArray restore)
        : m_restorePath(std::move(restorePath))
        , m_restore(std::move(restore))
    { }
    ~Setting()
    {
        if (!writeSetting(m_restorePath, m_restore))
            qWarning("could not restore %s to %s", qPrintable(m_restorePath), m_restore.constData());
    }
    Setting(const Setting&) = delete;
    Setting& operator=(const Setting&) = delete;

private:
    QString m_restorePath;
    QByteArray m_restore;
};

// The settings one test changed, put back in reverse order.
class Settings {
public:
    ~Settings() { clear(); }
    // Puts everything back now.
    void clear()
    {
        while (!m_settings.empty())
            m_settings.pop_back();
    }
    // Writes `value` to `path` after taking a guard that writes `restore` back (to
    // `restorePath` when given). False when `restore` is empty (it could not be read, so it
    // could not be put back) or the write fails.
    bool set(const QString& path, const QByteArray& value, const QByteArray& restore, const QString& restorePath = {})
    {
        if (restore.isEmpty())
            return false;
        m_settings.push_back(std::make_unique<Setting>(restorePath.isEmpty() ? path : restorePath, restore));
        return writeSetting(path, value);
    }

    // Holds the writes of the device under `dir` to `bytesPerSecond` and, when bdiMaxBytes > 0,
    // limits its dirty pages to that many bytes with strict_limit (binding below the global
    // freerun ceiling). False with a reason; one that starts with "this kernel" when the
    // kernel lacks the files.
    bool slowDown(const QString& dir, qint64 bytesPerSecond, qint64 bdiMaxBytes, QString* reason)
    {
        const QString device = deviceOf(dir);
        if (device.isEmpty()) {
            *reason = QStringLiteral("cannot stat %1").arg(dir);
            return false;
        }
        if (!QFile::exists(kThrottle)) {
            *reason = QStringLiteral(
                "this kernel has no cgroup v1 blkio throttle (blkio.throttle.write_bps_device) to slow a device down");
            return false;
        }
        if (bdiMaxBytes > 0) {
            const QString bdi = QStringLiteral("/sys/class/bdi/%1/").arg(device);
            if (!QFile::exists(bdi + QStringLiteral("max_bytes"))
                || !QFile::exists(bdi + QStringLiteral("strict_limit"))) {
                *reason = QStringLiteral(
                    "this kernel has no per-device dirty limit (bdi max_bytes and strict_limit came with 6.2)");
                return false;
            }
            if (!set(bdi + QStringLiteral("max_bytes"), QByteArray::number(bdiMaxBytes),
                    readSetting(bdi + QStringLiteral("max_ratio")), bdi + QStringLiteral("max_ratio"))
                || !set(bdi + QStringLiteral("strict_limit"), "1", readSetting(bdi + QStringLiteral("strict_limit")))) {
                *reason = QStringLiteral("cannot set the dirty limit of %1").arg(device);
                return false;
            }
        }
        if (!set(kThrottle, QStringLiteral("%1 %2").arg(device).arg(bytesPerSecond).toLatin1(),
                QStringLiteral("%1 0").arg(device).toLatin1())) {
            *reason = QStringLiteral("cannot throttle the writes of %1").arg(device);
            return false;
        }
        return true;
    }

private:
    std::vector<std::unique_ptr<Setting>> m_settings;
};

} // namespace SlowDevice
