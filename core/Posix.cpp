#include "Posix.h"

#include <QFile>
#include <cstring>
#include <ctime>
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

int64_t monotonicNs()
{
    timespec ts {};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

namespace Posix {

QString errnoText(int error)
{
    const char* name = strerrordesc_np(error) ? strerrorname_np(error) : nullptr;
    const QString text = errnoWords(error);
    return name ? text + QStringLiteral(" (") + QLatin1String(name) + QLatin1Char(')') : text;
}

QString errnoWords(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

const char* kernelFilesystem(long fsType)
{
    static const struct {
        unsigned long magic;
        const char* name;
    } magics[] = { { 0x9fa0, "proc" }, { 0x62656572, "sysfs" }, { 0x1cd1, "devpts" }, { 0x27e0eb, "cgroup" },
        { 0x63677270, "cgroup2" }, { 0x64626720, "debugfs" }, { 0x74726163, "tracefs" }, { 0x73636673, "securityfs" },
        { 0x62656570, "configfs" }, { 0x6165676c, "pstore" }, { 0xde5e81e4, "efivarfs" }, { 0xcafe4a11, "bpf" },
        { 0x19800202, "mqueue" }, { 0x42494e4d, "binfmt_misc" }, { 0xf97cff8c, "selinuxfs" }, { 0x6e736673, "nsfs" },
        { 0x65735543, "fusectl" } };
    for (const auto& m : magics) {
        if ((unsigned long)(fsType) == m.magic)
            return m.name;
    }
    return nullptr;
}

QByteArray readSmallFile(const QByteArray& path, qsizetype limit)
{
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    if (fd < 0)
        return {};
    QByteArray data(limit, Qt::Uninitialized);
    const ssize_t n = ::read(fd, data.data(), size_t(limit));
    ::close(fd);
    data.resize(n > 0 ? qsizetype(n) : 0);
    return data;
}

QStringList entriesOf(int dirFd, int* error)
{
    QStringList names;
    auto failed = [&names, error](int saved) {
        if (error)
            *error = saved;
        return names;
    };
    if (error)
        *error = 0;
    const int copy = ::dup(dirFd);
    if (copy < 0)
        return failed(errno);
    DIR* listing = ::fdopendir(copy);
    if (!listing) {
        const int saved = errno;
        ::close(copy);
        return failed(saved);
    }
    ::rewinddir(listing);
    errno = 0;
    while (dirent* entry = ::readdir(listing)) {
        const QString name = QFile::decodeName(entry->d_name);
        if (name != QLatin1String(".") && name != QLatin1String(".."))
            names.append(name);
        errno = 0;
    }
    const int saved = errno; // readdir() returns null at the end and on an error alike
    ::closedir(listing);
    return saved ? failed(saved) : names;
}

} // namespace Posix
