#pragma once

#include "IoBackend.h"

#include <QList>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <optional>
#include <unordered_map>

// A real POSIX backend with faults layered on top, for tests (and for the CLI's hidden
// --inject option used by the end-to-end tests). A fault fires on the first matching
// operation(s); the real operation still happens for delays and short writes.
struct Fault {
    enum class Op { Open, Write, Read, Sync, Fallocate, Close };
    Op op = Op::Write;
    std::optional<PhaseKind> phase; // any phase when empty
    int stream = -1; // file index (from the file name stream-NNNN, also for opens); -1 = any
    int64_t atOffset = 0; // matches ops whose offset is >= this (write/read)
    int error = 0; // errno to fail with (EIO, ENOSPC, EINTR...); 0 = no error
    int64_t delayNs = 0; // sleep this long first: a stalled device
    bool shortTransfer = false; // transfer only half of the bytes (at least one)
    int times = 1; // how often it fires; -1 = every matching op
};

class FaultInjectingBackend final : public IoBackend {
public:
    void addFault(const Fault& fault);
    // Models a device with a fixed total write bandwidth shared by all streams (0 = unlimited):
    // each write sleeps until the shared budget allows it.
    void setWriteBandwidth(double bytesPerSecond);
    int firedCount() const { return m_fired.load(); }

    int openAt(int dirFd, const char* name, int flags, mode_t mode) override;
    ssize_t pwrite(int fd, const void* buffer, size_t count, off_t offset) override;
    ssize_t pread(int fd, void* buffer, size_t count, off_t offset) override;
    int fdatasync(int fd) override;
    int fallocate(int fd, off_t length) override;
    int dropCache(int fd) override;
    int close(int fd) override;
    void phaseChanged(PhaseKind kind) override { m_phase.store(int(kind)); }

private:
    struct Decision {
        int error = 0;
        int64_t delayNs = 0;
        bool shortTransfer = false;
    };
    Decision decide(Fault::Op op, int fd, int64_t offset);
    Decision decideFor(Fault::Op op, int stream, int64_t offset);
    void throttle(size_t bytes);

    PosixIoBackend m_real;
    std::mutex m_mutex;
    QList<Fault> m_faults;
    std::unordered_map<int, int> m_streamOfFd;
    std::atomic<int> m_phase { -1 };
    std::atomic<int> m_fired { 0 };
    double m_bandwidth = 0;
    int64_t m_bandwidthNextFreeNs = 0;
};
