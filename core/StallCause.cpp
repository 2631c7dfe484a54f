#include "StallCause.h"

#include "Units.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonValue>
#include <algorithm>
#include <cmath>
#include <sys/syscall.h>

namespace StallCause {

namespace {
struct StallCauseTr {
    Q_DECLARE_TR_FUNCTIONS(StallCause)
};

constexpr const char* kKeys[kCauseCount] = { "unknown", "dirty-throttling", "journal-commit", "device-cache-flush",
    "device-queue-saturated", "page-writeback", "memory-reclaim", "cpu-starvation", "filesystem-frozen" };

// A cause is claimed only when its waits fill at least this share of the watched time;
// stalls chain (throttled, then waiting for writeback), and a minority proves nothing.
constexpr double kMajority = 0.5;
// A wait for its own direct I/O is saturation only when the device was busy this much of it.
constexpr double kBusyShare = 0.8;
// Runnable time is starvation when the thread got less than half of it on a CPU.
constexpr double kStarvedShare = 0.5;
// A wait on the freeze protection is a frozen filesystem when the device was busy less than
// this share of it: frozen, the filesystem sends the device nothing.
constexpr double kIdleShare = 0.2;
} // namespace

QString key(Cause cause)
{
    const int i = int(cause);
    return i >= 0 && i < kCauseCount ? QLatin1String(kKeys[i]) : QLatin1String(kKeys[0]);
}

std::optional<Cause> fromKey(const QString& name)
{
    for (int i = 0; i < kCauseCount; ++i) {
        if (name == QLatin1String(kKeys[i]))
            return Cause(i);
    }
    return std::nullopt;
}

QString label(Cause cause)
{
    switch (cause) {
    case Cause::Unknown:
        return StallCauseTr::tr("unknown");
    case Cause::DirtyThrottling:
        return StallCauseTr::tr("dirty throttling");
    case Cause::JournalCommit:
        return StallCauseTr::tr("journal commit");
    case Cause::DeviceCacheFlush:
        return StallCauseTr::tr("device cache flush");
    case Cause::DeviceQueueSaturated:
        return StallCauseTr::tr("device queue saturated");
    case Cause::PageWriteback:
        return StallCauseTr::tr("page writeback");
    case Cause::MemoryReclaim:
        return StallCauseTr::tr("memory reclaim");
    case Cause::CpuStarvation:
        return StallCauseTr::tr("CPU starvation");
    case Cause::FilesystemFrozen:
        return StallCauseTr::tr("filesystem frozen");
    }
    return StallCauseTr::tr("unknown");
}

QString meaning(Cause cause)
{
    switch (cause) {
    case Cause::Unknown:
        return StallCauseTr::tr("The evidence backs no cause: the writer waited somewhere this table does not know, "
                                "or was not watched long enough. The Stalls tab shows where it waited.");
    case Cause::DirtyThrottling:
        return StallCauseTr::tr("The kernel held the writer back because more data waited to be written than its "
                                "limit allows: the disk does not keep up with the streams. Fewer or slower streams, "
                                "or a faster disk.");
    case Cause::JournalCommit:
        return StallCauseTr::tr("The writer waited for the filesystem's journal to commit (fsync, or a new file's "
                                "size or blocks). Fewer syncs, or a journal on a faster device.");
    case Cause::DeviceCacheFlush:
        return StallCauseTr::tr("The writer waited while the device emptied its volatile write cache (fdatasync). "
                                "Fewer syncs; a device with power-loss protection flushes fast.");
    case Cause::DeviceQueueSaturated:
        return StallCauseTr::tr("The device's request queue was full, or the writer's own I/O waited behind a device "
                                "busy all along: the device itself is the limit.");
    case Cause::PageWriteback:
        return StallCauseTr::tr("The writer waited until pages already being written reached the disk (fsync, or a "
                                "device that needs stable pages).");
    case Cause::MemoryReclaim:
        return StallCauseTr::tr("The writer had to free memory first: the machine or its memory limit (cgroup) was "
                                "short.");
    case Cause::CpuStarvation:
        return StallCauseTr::tr("The writer could run but got no CPU: not the disk at all. Fewer busy programs, or a "
                                "higher priority for the recorder.");
    case Cause::FilesystemFrozen:
        return StallCauseTr::tr("The filesystem was frozen (fsfreeze, an LVM or btrfs snapshot, a virtual machine's "
                                "backup through its guest agent): every writer waits until it is thawed, the device "
                                "idle. Make the buffers cover the freeze, or schedule backups outside recordings.");
    }
    return {};
}

const QList<WchanRule>& wchanTable()
{
    // Symbols as /proc/PID/wchan prints them: the first caller outside the scheduler, so
    // io_schedule() itself never shows. Where a function was renamed or inlined differently
    // across versions every name is listed. Seen on 6.18 (docs/stall-causes.md):
    // balance_dirty_pages, jbd2_log_wait_commit, submit_bio_wait, blk_mq_get_tag,
    // __iomap_dio_rw, folio_wait_bit.
    static const QList<WchanRule> table {
        { "balance_dirty_pages", WaitKind::DirtyThrottle },
        { "balance_dirty_pages_ratelimited", WaitKind::DirtyThrottle },
        { "balance_dirty_pages_ratelimited_flags", WaitKind::DirtyThrottle },
        { "jbd2_log_wait_commit", WaitKind::Journal },
        { "jbd2_journal_stop", WaitKind::Journal }, // a synchronous handle waits for its commit
        { "wait_transaction_locked", WaitKind::Journal },
        { "wait_transaction_switching", WaitKind::Journal },
        { "add_transaction_credits", WaitKind::Journal },
        { "start_this_handle", WaitKind::Journal },
        { "jbd2_journal_commit_transaction", WaitKind::Journal },
        { "jbd2_complete_transaction", WaitKind::Journal },
        { "log_wait_commit", WaitKind::Journal }, // ext3's journal before 3.x
        { "submit_bio_wait", WaitKind::SyncBio },
        { "blkdev_issue_flush", WaitKind::SyncBio },
        { "blkdev_flush", WaitKind::SyncBio },
        { "blk_mq_get_tag", WaitKind::RequestTag },
        { "blk_mq_get_request", WaitKind::RequestTag }, // before 5.x the wait showed here
        { "get_request", WaitKind::RequestTag }, // the legacy (single-queue) block layer
        { "get_request_wait", WaitKind::RequestTag },
        { "rq_qos_wait", WaitKind::RequestTag }, // writeback throttling holds the request back
        { "wbt_wait", WaitKind::RequestTag },
        { "__iomap_dio_rw", WaitKind::DirectIo },
        { "iomap_dio_rw", WaitKind::DirectIo },
        { "blkdev_direct_IO", WaitKind::DirectIo },
        { "__blkdev_direct_IO", WaitKind::DirectIo },
        { "__blkdev_direct_IO_simple", WaitKind::DirectIo },
        { "__blockdev_direct_IO", WaitKind::DirectIo },
        { "do_blockdev_direct_IO", WaitKind::DirectIo },
        { "blk_io_schedule", WaitKind::DirectIo },
        { "folio_wait_bit", WaitKind::PageWait },
        { "folio_wait_bit_common", WaitKind::PageWait },
        { "folio_wait_writeback", WaitKind::PageWait },
        { "folio_wait_stable", WaitKind::PageWait },
        { "wait_on_page_writeback", WaitKind::PageWait },
        { "wait_on_page_bit", WaitKind::PageWait },
        { "wait_on_page_bit_common", WaitKind::PageWait },
        { "wait_for_stable_page", WaitKind::PageWait },
        { "__filemap_fdatawait_range", WaitKind::PageWait },
        { "filemap_fdatawait_range", WaitKind::PageWait },
        { "try_to_free_mem_cgroup_pages", WaitKind::Reclaim },
        { "try_to_free_pages", WaitKind::Reclaim },
        { "reclaim_throttle", WaitKind::Reclaim },
        { "throttle_direct_reclaim", WaitKind::Reclaim },
        { "shrink_folio_list", WaitKind::Reclaim },
        { "shrink_page_list", WaitKind::Reclaim },
        { "shrink_inactive_list", WaitKind::Reclaim },
        { "mem_cgroup_handle_over_high", WaitKind::Reclaim },
        { "__alloc_pages_slowpath", WaitKind::Reclaim },
        { "__perform_reclaim", WaitKind::Reclaim },
        { "congestion_wait", WaitKind::Reclaim }, // reclaim backed off in kernels before 5.16
        // sb_start_write() on a frozen filesystem: a percpu rwsem since 4.x (percpu_rwsem_wait
        // since 5.8, __percpu_down_read before), a wait queue in __sb_start_write before that.
        { "percpu_rwsem_wait", WaitKind::Freeze },
        { "__percpu_down_read", WaitKind::Freeze },
        { "__sb_start_write", WaitKind::Freeze },
    };
    return table;
}

WaitKind waitKind(const QString& wchan)
{
    if (wchan.isEmpty())
        return WaitKind::Other;
    // Some kernels print "symbol+0x12/0x80"; the name is what matters.
    const qsizetype plus = wchan.indexOf(QLatin1Char('+'));
    const QStringView name = plus > 0 ? QStringView(wchan).left(plus) : QStringView(wchan);
    for (const WchanRule& rule : wchanTable()) {
        if (name == QLatin1String(rule.symbol))
            return rule.kind;
    }
    return WaitKind::Other;
}

int64_t Evidence::freerunCeilingBytes() const
{
    if (dirtyThresholdBytes < 0 || backgroundThresholdBytes < 0)
        return -1;
    return (dirtyThresholdBytes + backgroundThresholdBytes) / 2;
}

namespace {
// Time per wait kind, and the running (no wait channel, state R) part apart.
struct KindTimes {
    double byKind[kWaitKindCount] = {};
    double at(WaitKind k) const { return byKind[int(k)]; }
};

KindTimes kindTimes(const Evidence& e)
{
    KindTimes t;
    for (const WaitShare& w : e.waits) {
        if (!w.wchan.isEmpty())
            t.byKind[int(waitKind(w.wchan))] += w.seconds;
    }
    return t;
}

bool deviceFlushed(const Evidence& e)
{
    return e.deviceFlushes > 0 || e.deviceFlushMs > 0;
}

bool deviceBusy(const Evidence& e, double seconds)
{
    if (e.deviceQueueDepth > 0 && e.deviceInFlightPeak >= e.deviceQueueDepth)
        return true;
    return e.deviceBusyMs >= 0 && e.deviceBusyMs >= kBusyShare * seconds * 1000.0;
}

bool memoryShort(const Evidence& e, double seconds)
{
    if (e.allocStalls > 0)
        return true;
    return e.memorySomeMs >= 0 && e.memorySomeMs >= kMajority * seconds * 1000.0;
}

bool starved(const Evidence& e)
{
    return e.runnableS > 0 && e.cpuS >= 0 && e.runnableS - e.cpuS >= kStarvedShare * e.runnableS;
}

// The device known to have had next to nothing to do for `seconds` of waiting.
bool deviceIdle(const Evidence& e, double seconds)
{
    return e.deviceBusyMs >= 0 && e.deviceBusyMs < kIdleShare * seconds * 1000.0
        && !(e.deviceQueueDepth > 0 && e.deviceInFlightPeak >= e.deviceQueueDepth);
}

// A call that takes the freeze protection for the data it writes (a percpu rwsem is taken by
// other calls too, for other reasons: fork takes the cgroups' one).
bool writesData(int syscall)
{
    return syscall == SYS_write || syscall == SYS_pwrite64 || syscall == SYS_writev || syscall == SYS_pwritev
        || syscall == SYS_fallocate || syscall == SYS_ftruncate || syscall == SYS_openat;
}
} // namespace

Cause classify(const Evidence& e)
{
    if (!(e.observedS > 0))
        return Cause::Unknown;
    const KindTimes t = kindTimes(e);
    double byCause[kCauseCount] = {};
    auto add = [&](Cause c, double s) { byCause[int(c)] += s; };
    add(Cause::DirtyThrottling, t.at(WaitKind::DirtyThrottle));
    add(Cause::JournalCommit, t.at(WaitKind::Journal));
    add(Cause::DeviceQueueSaturated, t.at(WaitKind::RequestTag));
    add(Cause::MemoryReclaim, t.at(WaitKind::Reclaim));
    if (deviceFlushed(e))
        add(Cause::DeviceCacheFlush, t.at(WaitKind::SyncBio));
    if (deviceBusy(e, t.at(WaitKind::DirectIo) + t.at(WaitKind::RequestTag)))
        add(Cause::DeviceQueueSaturated, t.at(WaitKind::DirectIo));
    add(memoryShort(e, t.at(WaitKind::PageWait)) ? Cause::MemoryReclaim : Cause::PageWriteback,
        t.at(WaitKind::PageWait));
    if (starved(e))
        add(Cause::CpuStarvation, e.runnableS - std::max(0.0, e.cpuS));
    // The freeze protection in a call that writes, the device idle meanwhile: someone froze
    // the filesystem. A busy device or another call: the same lock proves nothing.
    if (writesData(e.syscall) && deviceIdle(e, t.at(WaitKind::Freeze)))
        add(Cause::FilesystemFrozen, t.at(WaitKind::Freeze));
    int best = 0;
    for (int i = 1; i < kCauseCount; ++i) {
        if (byCause[i] > byCause[best])
            best = i;
    }
    return best != 0 && byCause[best] >= kMajority * e.observedS ? Cause(best) : Cause::Unknown;
}

QString syscallName(int number)
{
    struct Name {
        long number;
        const char* name;
    };
    static constexpr Name names[] = {
        { SYS_read, "read" },
        { SYS_write, "write" },
        { SYS_pread64, "pread64" },
        { SYS_pwrite64, "pwrite64" },
        { SYS_readv, "readv" },
        { SYS_writev, "writev" },
        { SYS_preadv, "preadv" },
        { SYS_pwritev, "pwritev" },
        { SYS_fsync, "fsync" },
        { SYS_fdatasync, "fdatasync" },
        { SYS_sync_file_range, "sync_file_range" },
        { SYS_openat, "openat" },
        { SYS_close, "close" },
        { SYS_fallocate, "fallocate" },
        { SYS_ftruncate, "ftruncate" },
        { SYS_fadvise64, "fadvise64" },
        { SYS_unlinkat, "unlinkat" },
        { SYS_io_uring_enter, "io_uring_enter" },
    };
    for (const Name& n : names) {
        if (n.number == number)
            return QLatin1String(n.name);
    }
    return number < 0 ? QString() : QString::number(number);
}

namespace {
QString percentOf(double part, double whole)
{
    return whole > 0 ? QStringLiteral("%1 %").arg(std::lround(100.0 * part / whole)) : QString();
}

QString bytes(int64_t n)
{
    return Units::formatSize(n);
}

// The longest wait channel whose kind is `kind`.
const WaitShare* longestOf(const Evidence& e, std::initializer_list<WaitKind> kinds)
{
    for (const WaitShare& w : e.waits) { // longest first
        if (!w.wchan.isEmpty() && std::find(kinds.begin(), kinds.end(), waitKind(w.wchan)) != kinds.end())
            return &w;
    }
    return nullptr;
}
} // namespace

QString describe(Cause cause, const Evidence& e)
{
    QStringList parts;
    auto inWait = [&](std::initializer_list<WaitKind> kinds) {
        if (const WaitShare* w = longestOf(e, kinds))
            parts << StallCauseTr::tr("writer in %1 %2").arg(w->wchan, percentOf(w->seconds, e.observedS));
    };
    switch (cause) {
    case Cause::DirtyThrottling: {
        inWait({ WaitKind::DirtyThrottle });
        const int64_t ceiling = e.freerunCeilingBytes();
        if (e.dirtyWritebackBytes >= 0 && ceiling >= 0)
            parts << StallCauseTr::tr("dirty+writeback %1 %2 ceiling %3")
                         .arg(bytes(e.dirtyWritebackBytes),
                             e.dirtyWritebackBytes >= ceiling ? QStringLiteral("≥") : QStringLiteral("<"),
                             bytes(ceiling));
        if (e.bdiStrictLimit == 1 || e.bdiMaxBytes >= 0)
            parts << StallCauseTr::tr("device limit %1%2")
                         .arg(e.bdiMaxBytes >= 0 ? bytes(e.bdiMaxBytes) : QStringLiteral("?"),
                             e.bdiStrictLimit == 1 ? StallCauseTr::tr(" (strict)") : QString());
        break;
    }
    case Cause::JournalCommit:
        inWait({ WaitKind::Journal });
        if (e.journalCommitMs >= 0)
            parts << StallCauseTr::tr("average commit %1 ms").arg(e.journalCommitMs, 0, 'f', 1);
        break;
    case Cause::DeviceCacheFlush:
        inWait({ WaitKind::SyncBio });
        parts << StallCauseTr::tr("device flushes %1").arg(std::max<int64_t>(0, e.deviceFlushes))
                + (e.deviceFlushMs >= 0 ? StallCauseTr::tr(", %1 ms flushing").arg(e.deviceFlushMs, 0, 'f', 0)
                                        : QString());
        break;
    case Cause::DeviceQueueSaturated:
        inWait({ WaitKind::RequestTag, WaitKind::DirectIo });
        if (e.deviceBusyMs >= 0)
            parts << StallCauseTr::tr("device busy %1").arg(percentOf(e.deviceBusyMs / 1000.0, e.observedS));
        if (e.deviceInFlightPeak >= 0)
            parts << StallCauseTr::tr("%1 in flight of %2 requests")
                         .arg(e.deviceInFlightPeak)
                         .arg(e.deviceQueueDepth >= 0 ? QString::number(e.deviceQueueDepth) : QStringLiteral("?"));
        break;
    case Cause::PageWriteback:
        inWait({ WaitKind::PageWait });
        if (e.stableWrites == 1)
            parts << StallCauseTr::tr("device requires stable pages");
        break;
    case Cause::MemoryReclaim:
        inWait({ WaitKind::Reclaim, WaitKind::PageWait });
        if (e.memorySomeMs >= 0)
            parts << StallCauseTr::tr("memory pressure %1 ms").arg(e.memorySomeMs, 0, 'f', 0);
        if (e.allocStalls > 0)
            parts << StallCauseTr::tr("%1 allocation stalls").arg(e.allocStalls);
        break;
    case Cause::FilesystemFrozen:
        if (const WaitShare* w = longestOf(e, { WaitKind::Freeze }))
            parts << StallCauseTr::tr("writer waited on the freeze lock (%1 %2)")
                         .arg(w->wchan, percentOf(w->seconds, e.observedS));
        parts << StallCauseTr::tr("device idle (busy %1)").arg(percentOf(e.deviceBusyMs / 1000.0, e.observedS));
        break;
    case Cause::CpuStarvation:
        parts << StallCauseTr::tr("runnable %1 s, on a CPU %2 s")
                     .arg(e.runnableS, 0, 'f', 2)
                     .arg(std::max(0.0, e.cpuS), 0, 'f', 2);
        break;
    case Cause::Unknown:
        if (!e.waits.isEmpty()) {
            const WaitShare& w = e.waits.first();
            parts << (w.wchan.isEmpty() ? StallCauseTr::tr("running %1").arg(percentOf(w.seconds, e.observedS))
                                        : StallCauseTr::tr("in %1 %2").arg(w.wchan, percentOf(w.seconds, e.observedS)));
        } else {
            parts << StallCauseTr::tr("not observed");
        }
        break;
    }
    if (e.syscall >= 0)
        parts << StallCauseTr::tr("in %1()").arg(syscallName(e.syscall));
    if (cause == Cause::FilesystemFrozen)
        parts << StallCauseTr::tr("a snapshot, a backup or fsfreeze froze it");
    return parts.join(QLatin1String(", "));
}

// ---------------------------------------------------------------------------------------------
// JSON

QJsonObject Evidence::toJson() const
{
    QJsonObject o;
    o[QLatin1String("observed_s")] = observedS;
    QJsonArray w;
    for (const WaitShare& share : waits)
        w.append(QJsonObject { { QLatin1String("wchan"), share.wchan }, { QLatin1String("s"), share.seconds } });
    o[QLatin1String("waits")] = w;
    o[QLatin1String("state_r_s")] = runnableS;
    o[QLatin1String("state_d_s")] = uninterruptibleS;
    o[QLatin1String("state_s_s")] = sleepingS;
    o[QLatin1String("state_other_s")] = otherS;
    auto put = [&](const char* name, double v) {
        if (v >= 0)
            o[QLatin1String(name)] = v;
    };
    auto putInt = [&](const char* name, int64_t v) {
        if (v >= 0)
            o[QLatin1String(name)] = double(v);
    };
    if (syscall >= 0)
        o[QLatin1String("syscall")] = syscallName(syscall);
    putInt("syscall_nr", syscall);
    put("cpu_s", cpuS);
    putInt("dirty_writeback_bytes", dirtyWritebackBytes);
    putInt("dirty_threshold_bytes", dirtyThresholdBytes);
    putInt("background_threshold_bytes", backgroundThresholdBytes);
    putInt("freerun_ceiling_bytes", freerunCeilingBytes());
    putInt("bdi_max_bytes", bdiMaxBytes);
    putInt("bdi_strict_limit", bdiStrictLimit);
    putInt("device_in_flight_peak", deviceInFlightPeak);
    putInt("device_queue_depth", deviceQueueDepth);
    put("device_busy_ms", deviceBusyMs);
    putInt("device_flushes", deviceFlushes);
    put("device_flush_ms", deviceFlushMs);
    putInt("stable_writes", stableWrites);
    put("journal_commit_ms", journalCommitMs);
    putInt("journal_transactions", journalTransactions);
    put("psi_io_some_ms", ioSomeMs);
    put("psi_io_full_ms", ioFullMs);
    put("psi_memory_some_ms", memorySomeMs);
    put("psi_memory_full_ms", memoryFullMs);
    putInt("alloc_stalls", allocStalls);
    putInt("pages_scanned", pagesScanned);
    return o;
}

bool Evidence::fromJson(const QJsonObject& o, Evidence& out, QString* error)
{
    Evidence e;
    auto fail = [&](const QString& what) {
        if (error)
            *error = what;
        return false;
    };
    // A present field must be a finite, non-negative number (within a sane bound for counts).
    auto number = [&](const char* name, double& v) {
        const QJsonValue value = o.value(QLatin1String(name));
        if (value.isUndefined())
            return true;
        if (!value.isDouble() || !std::isfinite(value.toDouble()) || value.toDouble() < 0 || value.toDouble() > 1e15)
            return false;
        v = value.toDouble();
        return true;
    };
    auto integer = [&](const char* name, int64_t& v) {
        double d = -1;
        if (!number(name, d))
            return false;
        if (d >= 0)
            v = int64_t(d);
        return true;
    };
    auto small = [&](const char* name, int& v) {
        int64_t i = -1;
        if (!integer(name, i) || i > 1'000'000)
            return false;
        v = int(i);
        return true;
    };
    if (!number("observed_s", e.observedS) || !number("state_r_s", e.runnableS)
        || !number("state_d_s", e.uninterruptibleS) || !number("state_s_s", e.sleepingS)
        || !number("state_other_s", e.otherS) || !small("syscall_nr", e.syscall) || !number("cpu_s", e.cpuS)
        || !integer("dirty_writeback_bytes", e.dirtyWritebackBytes)
        || !integer("dirty_threshold_bytes", e.dirtyThresholdBytes)
        || !integer("background_threshold_bytes", e.backgroundThresholdBytes)
        || !integer("bdi_max_bytes", e.bdiMaxBytes) || !small("bdi_strict_limit", e.bdiStrictLimit)
        || !integer("device_in_flight_peak", e.deviceInFlightPeak) || !integer("device_queue_depth", e.deviceQueueDepth)
        || !number("device_busy_ms", e.deviceBusyMs) || !integer("device_flushes", e.deviceFlushes)
        || !number("device_flush_ms", e.deviceFlushMs) || !small("stable_writes", e.stableWrites)
        || !number("journal_commit_ms", e.journalCommitMs) || !integer("journal_transactions", e.journalTransactions)
        || !number("psi_io_some_ms", e.ioSomeMs) || !number("psi_io_full_ms", e.ioFullMs)
        || !number("psi_memory_some_ms", e.memorySomeMs) || !number("psi_memory_full_ms", e.memoryFullMs)
        || !integer("alloc_stalls", e.allocStalls) || !integer("pages_scanned", e.pagesScanned))
        return fail(StallCauseTr::tr("a stall's evidence has a field that is not a non-negative number"));
    const QJsonValue waits = o.value(QLatin1String("waits"));
    if (!waits.isUndefined()) {
        if (!waits.isArray() || waits.toArray().size() > Evidence::kMaxWaits)
            return fail(StallCauseTr::tr("a stall's wait channels are not a short list"));
        const QJsonArray list = waits.toArray();
        for (const QJsonValue v : list) {
            const QJsonObject w = v.toObject();
            const QJsonValue name = w.value(QLatin1String("wchan"));
            const QJsonValue s = w.value(QLatin1String("s"));
            if (!v.isObject() || !name.isString() || name.toString().size() > 128 || !s.isDouble()
                || !std::isfinite(s.toDouble()) || s.toDouble() < 0)
                return fail(StallCauseTr::tr("a stall's wait channel entry is malformed"));
            e.waits.append({ name.toString(), s.toDouble() });
        }
    }
    out = e;
    return true;
}

// ---------------------------------------------------------------------------------------------

void Breakdown::add(Cause cause, double durationS)
{
    const int i = int(cause);
    if (i < 0 || i >= kCauseCount || !(durationS >= 0))
        return;
    count += 1;
    totalS += durationS;
    seconds[i] += durationS;
}

void Breakdown::add(const Breakdown& other)
{
    count += other.count;
    totalS += other.totalS;
    for (int i = 0; i < kCauseCount; ++i)
        seconds[i] += other.seconds[i];
}

namespace {
// "2.4 s", "300 ms": stall lengths as the CLI line shows them.
QString seconds(double s)
{
    return s >= 1.0 ? StallCauseTr::tr("%1 s").arg(s, 0, 'f', 1) : StallCauseTr::tr("%1 ms").arg(std::lround(s * 1000));
}
} // namespace

QString Breakdown::summary() const
{
    if (count == 0)
        return {};
    QList<int> order;
    for (int i = 0; i < kCauseCount; ++i) {
        if (seconds[i] > 0)
            order.append(i);
    }
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return seconds[a] > seconds[b]; });
    QStringList parts;
    for (int i : order)
        parts << StallCauseTr::tr("%1 %2").arg(StallCause::seconds(seconds[i]), label(Cause(i)));
    const QString head = (count == 1 ? StallCauseTr::tr("1 stall, %1") : StallCauseTr::tr("%1 stalls, %2").arg(count))
                             .arg(StallCause::seconds(totalS));
    return parts.isEmpty() ? head : head + QStringLiteral(": ") + parts.join(QLatin1String(", "));
}

QJsonObject Breakdown::toJson() const
{
    QJsonObject o;
    for (int i = 0; i < kCauseCount; ++i) {
        if (seconds[i] > 0)
            o[key(Cause(i))] = seconds[i];
    }
    return o;
}

} // namespace StallCause
