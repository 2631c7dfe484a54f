#include "Posix.h"

#include <cstring>
#include <ctime>

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

} // namespace Posix
