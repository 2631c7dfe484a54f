#pragma once

#include <functional>
#include <string>
#include <thread>

// Calls a function once when a file descriptor (standard input) reaches its end or fails.
// A remote command that ssh started without a terminal gets no SIGHUP when the connection
// dies: the end of its standard input is how it learns that nobody reads its output any
// more. The watch runs in its own thread (poll on the fd and on a wake-up pipe); what it
// reads before the end goes, line by line (without the newline), to onLine when given and is
// discarded otherwise. Destroying the watch stops it without calling.
class InputEndWatch {
public:
    InputEndWatch(int fd, std::function<void()> onEnd, std::function<void(const std::string&)> onLine = {});
    ~InputEndWatch();
    InputEndWatch(const InputEndWatch&) = delete;
    InputEndWatch& operator=(const InputEndWatch&) = delete;

private:
    void watch();

    int m_fd;
    int m_wake[2] = { -1, -1 };
    std::function<void()> m_onEnd;
    std::function<void(const std::string&)> m_onLine;
    std::thread m_thread;
};
