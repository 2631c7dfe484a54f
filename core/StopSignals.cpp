#include "StopSignals.h"

#include "Capacity.h"
#include "Engine.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace {

std::atomic<Engine*> g_engine { nullptr };
std::atomic<CapacitySearch*> g_capacity { nullptr };
// Atomic, not only volatile sig_atomic_t: a signal such as SIGPIPE can run this handler on two
// threads at once (the sampler writing the live stream and the main thread writing standard
// error both find the reader gone), and a lock-free atomic is safe in a handler.
std::atomic<int> g_signal { 0 };
static_assert(std::atomic<int>::is_always_lock_free);
int g_pipe[2] = { -1, -1 };
std::atomic<bool> g_installed { false };

void onSignal(int signal)
{
    const int savedErrno = errno; // the interrupted code may be about to read it
    g_signal.store(signal);
    if (Engine* engine = g_engine.load())
        engine->cancel();
    if (CapacitySearch* search = g_capacity.load())
        search->cancel();
    if (g_pipe[1] >= 0) {
        const char byte = char(signal);
        // Non-blocking: a full pipe already says "a signal came", which is all it carries.
        [[maybe_unused]] const ssize_t n = ::write(g_pipe[1], &byte, 1);
    }
    errno = savedErrno;
}

} // namespace

namespace StopSignals {

bool install()
{
    if (g_installed.exchange(true))
        return g_pipe[0] >= 0;
    const bool piped = ::pipe2(g_pipe, O_CLOEXEC | O_NONBLOCK) == 0;
    if (!piped)
        g_pipe[0] = g_pipe[1] = -1;

    struct sigaction action { };
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: sleeps end early, so cancel is seen within a tick
    // SIGPIPE too: when the reader of the output goes away ("| head"), its default action
    // killed the process mid-run and left the run directory behind. Now it cancels the run
    // like the others; later writes to the closed pipe just fail with EPIPE.
    for (int s : { SIGINT, SIGTERM, SIGHUP, SIGPIPE })
        ::sigaction(s, &action, nullptr);
    struct sigaction ignore { };
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    ::sigaction(SIGXFSZ, &ignore, nullptr);
    return piped;
}

int received()
{
    return g_signal.load();
}

int notifyFd()
{
    return g_pipe[0];
}

void drain()
{
    char buffer[64];
    while (g_pipe[0] >= 0 && ::read(g_pipe[0], buffer, sizeof buffer) > 0) { }
}

void setEngine(Engine* engine)
{
    g_engine.store(engine);
}

void setCapacitySearch(CapacitySearch* search)
{
    g_capacity.store(search);
}

} // namespace StopSignals
