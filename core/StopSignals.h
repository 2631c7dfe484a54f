#pragma once

class Engine;
class CapacitySearch;

// The one place both front ends learn that the user (or the system) wants the process to end:
// SIGINT, SIGTERM, SIGHUP and SIGPIPE cancel the run in progress, which then removes its files
// like any cancel; SIGXFSZ (a file-size limit, `ulimit -f`) is ignored so that the write that
// crossed the limit fails with EFBIG and the engine reports it and cleans up, instead of the
// kernel killing the process with everything left behind.
//
// The handler only does async-signal-safe work: it records the signal, cancels the engine or
// search registered here (one atomic store each) and writes one byte to a pipe. The CLI runs
// the engine in its main thread and relies on the direct cancel; the window watches notifyFd()
// with a QSocketNotifier and stops its run from the event loop.
namespace StopSignals {
// Installs the handlers (once; later calls do nothing). Returns false when the pipe cannot
// be made, in which case the handlers still cancel but notifyFd() is -1.
bool install();
// The last signal received, or 0.
int received();
// Readable once a signal has arrived; read it empty with drain(). -1 before install().
int notifyFd();
void drain();
// The run the handler cancels (nullptr: none). Not owned.
void setEngine(Engine* engine);
void setCapacitySearch(CapacitySearch* search);
// The exit status for a process ended by `signal`: 128 + its number, as a shell reports it.
inline int exitStatus(int signal)
{
    return 128 + signal;
}
} // namespace StopSignals
