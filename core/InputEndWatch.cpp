#include "InputEndWatch.h"

#include <cerrno>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

InputEndWatch::InputEndWatch(int fd, std::function<void()> onEnd, std::function<void(const std::string&)> onLine)
    : m_fd(fd)
    , m_onEnd(std::move(onEnd))
    , m_onLine(std::move(onLine))
{
    if (::pipe2(m_wake, O_CLOEXEC) != 0) {
        m_wake[0] = m_wake[1] = -1;
        return; // no watch: the run goes on without this way to notice a dead reader
    }
    m_thread = std::thread([this] { watch(); });
}

InputEndWatch::~InputEndWatch()
{
    if (m_thread.joinable()) {
        const char byte = 0;
        while (::write(m_wake[1], &byte, 1) < 0 && errno == EINTR) { }
        m_thread.join();
    }
    for (int fd : m_wake) {
        if (fd >= 0)
            ::close(fd);
    }
}

void InputEndWatch::watch()
{
    char buffer[4096];
    std::string line; // a line not ended yet, kept short: only short commands come this way
    while (true) {
        pollfd fds[2] = { { m_fd, POLLIN, 0 }, { m_wake[0], POLLIN, 0 } };
        const int ready = ::poll(fds, 2, -1);
        if (ready < 0) {
            if (errno == EINTR)
                continue;
            return;
        }
        if (fds[1].revents != 0)
            return; // the owner stops the watch
        if (fds[0].revents & (POLLIN | POLLHUP | POLLERR | POLLNVAL)) {
            const ssize_t n = (fds[0].revents & POLLNVAL) ? 0 : ::read(m_fd, buffer, sizeof(buffer));
            if (n < 0 && (errno == EINTR || errno == EAGAIN))
                continue;
            if (n <= 0) {
                m_onEnd();
                return;
            }
            if (!m_onLine)
                continue;
            for (ssize_t i = 0; i < n; ++i) {
                if (buffer[i] == '\n') {
                    m_onLine(line);
                    line.clear();
                } else if (line.size() < 256) {
                    line.push_back(buffer[i]);
                }
            }
        }
    }
}
