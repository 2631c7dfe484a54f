#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <cstdint>
#include <optional>

// Why an operation stalled, from what the kernel says about the blocked thread (where it
// sleeps, whether it was runnable) and about the machine around it (dirty data against the
// throttle ceiling, the device's busy time and cache flushes, reclaim, pressure). Pure data and
// pure functions: the sampler fills an Evidence, classify() names the cause, and never a cause
// the evidence does not support; then it says Unknown.
namespace StallCause {

enum class Cause : int8_t {
    Unknown,
    DirtyThrottling, // the writer is held back in balance_dirty_pages
    JournalCommit, // waits for the filesystem journal (jbd2) to commit a transaction
    DeviceCacheFlush, // waits for the device to empty its volatile write cache
    DeviceQueueSaturated, // the device's queue is full: no request tag, or its own I/O behind a busy device
    PageWriteback, // waits until a page under writeback is written (stable pages, fsync)
    MemoryReclaim, // has to free memory first
    CpuStarvation, // runnable but not running: not the disk at all
    FilesystemFrozen, // waits on the filesystem's freeze protection: fsfreeze, a snapshot, a backup
};
constexpr int kCauseCount = 9;

// The stable name in reports ("dirty-throttling"); fromKey() of an unknown name is nullopt.
QString key(Cause cause);
std::optional<Cause> fromKey(const QString& name);
// For people: "dirty throttling", translated.
QString label(Cause cause);
// What the cause means and what a user can do about it, in a sentence or two (the window's help).
QString meaning(Cause cause);

// What a kernel function the thread sleeps in says on its own; classify() decides whether the
// rest of the evidence backs it.
enum class WaitKind : int8_t {
    Other, // not in the table: proves nothing
    DirtyThrottle,
    Journal,
    SyncBio, // submit_bio_wait & co.: a cache flush if the device flushed meanwhile
    RequestTag, // no free request on the device's queue
    DirectIo, // waits for its own direct I/O: saturation if the device was busy all along
    PageWait, // waits on a page bit (writeback): reclaim if memory was short, else page writeback
    Reclaim,
    Freeze, // the superblock's freeze protection (sb_start_write): frozen if the device had nothing to do
};
constexpr int kWaitKindCount = 9;

// The wait-channel table: symbol → kind, with the names the same wait has had across kernel
// versions (wait_on_page_writeback became folio_wait_writeback in 5.16, ...).
struct WchanRule {
    const char* symbol;
    WaitKind kind;
};
const QList<WchanRule>& wchanTable();
WaitKind waitKind(const QString& wchan);

// Time a thread spent in one wait channel; wchan is empty for "not sleeping".
struct WaitShare {
    QString wchan;
    double seconds = 0;
};

// Everything a cause is decided from. -1 (or an empty list) where it was not observed.
// Kernel figures are deltas over the observed part of the stall, or the peak in it.
struct Evidence {
    double observedS = 0; // sum of the sample weights: how much of the stall was watched
    QList<WaitShare> waits; // wait channels weighted by time, longest first (at most kMaxWaits)
    double runnableS = 0; // state R
    double uninterruptibleS = 0; // state D
    double sleepingS = 0; // state S
    double otherS = 0; // any other state, or unreadable
    int syscall = -1; // the syscall number seen longest, -1 none or running
    double cpuS = -1; // CPU time the thread used while watched

    int64_t dirtyWritebackBytes = -1; // peak nr_dirty + nr_writeback
    int64_t dirtyThresholdBytes = -1;
    int64_t backgroundThresholdBytes = -1;
    int64_t bdiMaxBytes = -1; // the device's own dirty limit
    int bdiStrictLimit = -1;

    int64_t deviceInFlightPeak = -1;
    int64_t deviceQueueDepth = -1; // queue/nr_requests
    double deviceBusyMs = -1; // io_ticks delta
    int64_t deviceFlushes = -1; // flush requests completed (field 16 of the stat file)
    double deviceFlushMs = -1; // time spent flushing (field 17)
    int stableWrites = -1; // queue/stable_writes

    double journalCommitMs = -1; // jbd2's average commit time
    int64_t journalTransactions = -1; // commits during the stall

    double ioSomeMs = -1; // PSI deltas
    double ioFullMs = -1;
    double memorySomeMs = -1;
    double memoryFullMs = -1;
    int64_t allocStalls = -1; // allocstall_* delta
    int64_t pagesScanned = -1; // pgscan_* delta

    static constexpr int kMaxWaits = 6;

    // (threshold + background threshold) / 2: where mm/page-writeback.c starts to throttle;
    // -1 when unknown.
    int64_t freerunCeilingBytes() const;
    QJsonObject toJson() const;
    // Strict: false (and *error) on a wrong type or an out-of-range value.
    static bool fromJson(const QJsonObject& o, Evidence& out, QString* error);
};

// The cause the evidence supports, or Unknown.
Cause classify(const Evidence& evidence);
// One line for people: "writer in balance_dirty_pages 93 %, dirty+writeback 2.31 GiB ≥ ceiling 2.20 GiB".
QString describe(Cause cause, const Evidence& evidence);
// The name of a syscall number on this architecture ("fdatasync"), or the number.
QString syscallName(int number);

// Seconds of stall per cause, and the summary "3 stalls, 2.4 s: 2.1 s dirty throttling, 0.3 s
// journal commit" (causes longest first; an empty string for no stalls).
struct Breakdown {
    int count = 0;
    double totalS = 0;
    double seconds[kCauseCount] = {};
    void add(Cause cause, double durationS);
    void add(const Breakdown& other);
    QString summary() const;
    QJsonObject toJson() const; // {"dirty-throttling": 2.1, ...}, causes with time only
};

} // namespace StallCause
