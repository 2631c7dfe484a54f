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

QStringList entriesOf(int dirFd)
{
    QStringList names;
    const int copy = ::dup(dirFd);
    if (copy < 0)
        return names;
    DIR* listing = ::fdopendir(copy);
    if (!listing) {
        ::close(copy);
        return names;
    }
    ::rewinddir(listing);
    while (dirent* entry = ::readdir(listing)) {
        const QString name = QFile::decodeName(entry->d_name);
        if (name != QLatin1String(".") && name != QLatin1String(".."))
            names.append(name);
    }
    ::closedir(listing);
    return names;
}

} // namespace Posix
