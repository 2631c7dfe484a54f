// Built into the executables, active only under ThreadSanitizer (GCC's -fsanitize=thread).
//
// Debian 12's Qt 6.4 starts every QProcess with clone(CLONE_VM | CLONE_VFORK): the child runs
// in the parent's memory until it execs. GCC 12's libtsan intercepts clone and keeps fork
// bookkeeping in the calling thread's state: before the call, in the child and in the parent
// after it. With CLONE_VM the child's update lands in the parent's state too, and a process
// with a single thread (the CLI running remote hosts) is left ignoring interceptors: a signal
// that arrives while it polls stays parked inside TSan and never reaches the handler, so
// SIGINT did not stop `streamscope-cli --dir host:/d` (tst_remotehosts'
// signalBeforeTheHelloIsACancel hung for 60 s). Such a clone is made fork-like here (the child
// gets its own copy of memory); Qt's child only execs or reports its failure through a pipe, so
// it needs nothing of the parent's memory. Outside ThreadSanitizer builds this file is empty.
#if defined(__SANITIZE_THREAD__)

#include <cstdarg>
#include <sched.h>

extern "C" int __interceptor_clone(int (*fn)(void*), void* stack, int flags, void* arg, ...);

extern "C" int clone(int (*fn)(void*), void* stack, int flags, void* arg, ...) noexcept
{
    va_list rest;
    va_start(rest, arg);
    void* parentTid = va_arg(rest, void*);
    void* tls = va_arg(rest, void*);
    void* childTid = va_arg(rest, void*);
    va_end(rest);
    if ((flags & CLONE_VFORK) != 0 && (flags & CLONE_THREAD) == 0)
        flags &= ~(CLONE_VM | CLONE_VFORK);
    return __interceptor_clone(fn, stack, flags, arg, parentTid, tls, childTid);
}

#endif
