// What the workload options mean, checked at the system-call level: the engine runs on real
// files through a backend that records every call, and each test compares that record with
// what the option promises (the README, the man page and RunConfig.h say what that is).
#include "Engine.h"
#include "RecordingBackend.h"

#include <QTemporaryDir>
#include <QTest>
#include <fcntl.h>
#include <set>

namespace {

using Op = RecordingBackend::Op;
using Call = RecordingBackend::Call;

constexpr int kStreams = 4;
constexpr int64_t kBlock = 64 * 1024;
constexpr int64_t kBlocks = 4; // per file
constexpr int64_t kFileSize = kBlocks * kBlock;

RunConfig baseConfig()
{
    RunConfig c;
    c.streamCounts = { kStreams };
    c.sizePerStream = kFileSize;
    c.totalSize = 0;
    c.blockSize = kBlock;
    c.read = ReadOrder::None;
    c.intervalNs = 20'000'000;
    return c;
}

// Runs `config` in a temporary directory of its own and keeps the phase changes and the calls
// on the run's stream files (the direct-I/O probe file is not part of the workload).
void record(RunConfig config, RecordingBackend& backend, QList<Call>& calls)
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    config.targetDirs = { dir.path() };
    Engine engine(backend, nullptr, EngineOptions { 0, false });
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    int opened = 0;
    int closed = 0;
    for (const Call& c : backend.calls()) {
        if (c.op != Op::Phase && (c.stream < 0 || c.stream >= config.maxStreams()))
            continue;
        calls.append(c);
        QVERIFY2(c.op == Op::Phase || c.result >= 0, "every call on a stream file succeeds");
        if (c.op == Op::Write || c.op == Op::Read)
            QCOMPARE(c.size, kBlock); // one call per block: nothing short to retry here
        opened += c.op == Op::Open ? 1 : 0;
        closed += c.op == Op::Close ? 1 : 0;
    }
    QCOMPARE(closed, opened);
}

#define RECORD(config, backend, calls)                                                                                 \
    do {                                                                                                               \
        record(config, backend, calls);                                                                                \
        if (QTest::currentTestFailed())                                                                                \
            return;                                                                                                    \
    } while (false)

// Sequences are compared as one line each, so that a failure shows both in full.
#define COMPARE_SEQUENCE(actual, expected)                                                                             \
    QCOMPARE((actual).join(QStringLiteral(", ")), (expected).join(QStringLiteral(", ")))

QString describe(const Call& c)
{
    const QString s = QString::number(c.stream);
    const QString in = QStringLiteral(" in ") + phaseName(c.phase);
    switch (c.op) {
    case Op::Open: {
        QString text = QStringLiteral("open") + s + in;
        if (c.flags & O_CREAT)
            text += QStringLiteral(" creat");
        if (c.flags & O_EXCL)
            text += QStringLiteral(" excl");
        if (c.flags & O_TRUNC)
            text += QStringLiteral(" trunc");
        return text + QStringLiteral(" size=") + QString::number(c.size);
    }
    case Op::Write:
        return QStringLiteral("w") + s + QLatin1Char('@') + QString::number(c.offset / kBlock) + in;
    case Op::Read:
        return QStringLiteral("r") + s + QLatin1Char('@') + QString::number(c.offset / kBlock) + in;
    case Op::Sync:
        return QStringLiteral("sync") + s + in;
    case Op::Fallocate:
        return QStringLiteral("fallocate") + s + QLatin1Char(':') + QString::number(c.size) + in;
    case Op::DropCache:
        return QStringLiteral("drop") + s + in;
    case Op::Close:
        return QStringLiteral("close") + s + in;
    case Op::Phase:
        return QStringLiteral("[") + phaseName(c.phase) + QLatin1Char(']');
    }
    return {};
}

// The calls of the given kinds (and of one stream, unless -1), in order, as text: a mismatch
// then names the first call that differs.
QStringList trace(const QList<Call>& calls, std::initializer_list<Op> ops, int stream = -1)
{
    QStringList out;
    for (const Call& c : calls) {
        if (std::find(ops.begin(), ops.end(), c.op) != ops.end() && (stream < 0 || c.stream == stream))
            out.append(describe(c));
    }
    return out;
}

QString phaseText(PhaseKind kind)
{
    return QStringLiteral(" in ") + phaseName(kind);
}
QString write(int stream, int64_t block, PhaseKind kind = PhaseKind::Write)
{
    return QStringLiteral("w%1@%2").arg(stream).arg(block) + phaseText(kind);
}
QString read(int stream, int64_t block)
{
    return QStringLiteral("r%1@%2").arg(stream).arg(block) + phaseText(PhaseKind::Read);
}
QString sync(int stream, PhaseKind kind)
{
    return QStringLiteral("sync%1").arg(stream) + phaseText(kind);
}
QString close(int stream, PhaseKind kind)
{
    return QStringLiteral("close%1").arg(stream) + phaseText(kind);
}

std::set<std::thread::id> threadsOf(const QList<Call>& calls, Op op, int stream = -1)
{
    std::set<std::thread::id> threads;
    for (const Call& c : calls) {
        if (c.op == op && (stream < 0 || c.stream == stream))
            threads.insert(c.thread);
    }
    return threads;
}

constexpr int kModeBits = O_DIRECT | O_SYNC | O_DSYNC;

} // namespace

class TestIoSemantics : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void modeReachesOpen_data();
    void modeReachesOpen();
    void schedule_data();
    void schedule();
    void prepare_data();
    void prepare();
    void flush_data();
    void flush();
    void readOrder_data();
    void readOrder();
};

void TestIoSemantics::modeReachesOpen_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("prepare");
    QTest::addColumn<int>("writeBits");
    QTest::addColumn<int>("readBits");
    const struct {
        IoMode mode;
        int write;
        int read;
    } modes[] = {
        { IoMode::Buffered, 0, 0 },
        { IoMode::Direct, O_DIRECT, O_DIRECT }, // the read phase bypasses the page cache too
        { IoMode::Sync, O_SYNC, 0 },
        { IoMode::Dsync, O_DSYNC, 0 },
    };
    for (const auto& m : modes) {
        for (Prepare p : { Prepare::Truncate, Prepare::Existing }) {
            QTest::addRow("%s-%s", qPrintable(toString(m.mode)), qPrintable(toString(p)))
                << int(m.mode) << int(p) << m.write << m.read;
        }
    }
}

void TestIoSemantics::modeReachesOpen()
{
    QFETCH(int, mode);
    QFETCH(int, prepare);
    QFETCH(int, writeBits);
    QFETCH(int, readBits);
    RunConfig config = baseConfig();
    config.mode = IoMode(mode);
    config.prepare = Prepare(prepare);
    config.read = ReadOrder::Each;
    RecordingBackend backend;
    QList<Call> calls;
    RECORD(config, backend, calls);

    QMap<PhaseKind, int> opens;
    for (const Call& c : calls) {
        if (c.op != Op::Open)
            continue;
        opens[c.phase] += 1;
        const QByteArray what = describe(c).toUtf8();
        QVERIFY2(c.flags & O_NOFOLLOW, what.constData());
        switch (c.phase) {
        case PhaseKind::Create:
            // Laying the files out is preparation, not what --mode measures: plain buffered
            // writes, made durable by the create phase's own flush.
            QCOMPARE(c.flags & O_ACCMODE, O_WRONLY);
            QCOMPARE(c.flags & kModeBits, 0);
            break;
        case PhaseKind::Write:
            QCOMPARE(c.flags & O_ACCMODE, O_WRONLY);
            QCOMPARE(c.flags & kModeBits, writeBits);
            break;
        case PhaseKind::Read:
            QCOMPARE(c.flags & O_ACCMODE, O_RDONLY);
            QCOMPARE(c.flags & kModeBits, readBits);
            break;
        case PhaseKind::Flush:
            QFAIL(what.constData());
        }
    }
    QCOMPARE(opens.value(PhaseKind::Create), Prepare(prepare) == Prepare::Existing ? kStreams : 0);
    QCOMPARE(opens.value(PhaseKind::Write), kStreams);
    QCOMPARE(opens.value(PhaseKind::Read), kStreams);
}

void TestIoSemantics::schedule_data()
{
    QTest::addColumn<int>("schedule");
    QTest::addRow("roundrobin") << int(Schedule::RoundRobin);
    QTest::addRow("threads") << int(Schedule::Threads);
}

void TestIoSemantics::schedule()
{
    QFETCH(int, schedule);
    RunConfig config = baseConfig();
    config.schedule = Schedule(schedule);
    RecordingBackend backend;
    if (config.schedule == Schedule::Threads) {
        // Generous: it is only ever reached when the writers do not run side by side.
        backend.requireConcurrentWriters(kStreams, std::chrono::seconds(5));
    }
    QList<Call> calls;
    RECORD(config, backend, calls);

    const std::set<std::thread::id> writers = threadsOf(calls, Op::Write);
    if (config.schedule == Schedule::RoundRobin) {
        // One thread, block i of every file in turn.
        QStringList expected;
        for (int64_t b = 0; b < kBlocks; ++b) {
            for (int s = 0; s < kStreams; ++s)
                expected.append(write(s, b));
        }
        COMPARE_SEQUENCE(trace(calls, { Op::Write }), expected);
        QCOMPARE(int(writers.size()), 1);
    } else {
        // All writers were running at once (a thread id says little once its thread has
        // ended: the next one may get it)...
        QCOMPARE(backend.rendezvousTimeouts(), 0);
        // ...one thread per stream, each writing its own file from start to end; the
        // streams' writes interleave in no fixed order.
        std::set<std::thread::id> seen;
        for (int s = 0; s < kStreams; ++s) {
            QStringList expected;
            for (int64_t b = 0; b < kBlocks; ++b)
                expected.append(write(s, b));
            COMPARE_SEQUENCE(trace(calls, { Op::Write }, s), expected);
            const std::set<std::thread::id> own = threadsOf(calls, Op::Write, s);
            QCOMPARE(int(own.size()), 1);
            QVERIFY2(seen.insert(*own.begin()).second, "two streams share a writer thread");
        }
        QCOMPARE(int(writers.size()), kStreams);
    }
}

void TestIoSemantics::prepare_data()
{
    QTest::addColumn<int>("prepare");
    QTest::addRow("truncate") << int(Prepare::Truncate);
    QTest::addRow("fallocate") << int(Prepare::Fallocate);
    QTest::addRow("existing") << int(Prepare::Existing);
}

void TestIoSemantics::prepare()
{
    QFETCH(int, prepare);
    RunConfig config = baseConfig();
    config.prepare = Prepare(prepare);
    RecordingBackend backend;
    QList<Call> calls;
    RECORD(config, backend, calls);

    const auto openCreating = QStringLiteral(" creat excl size=0");
    for (int s = 0; s < kStreams; ++s) {
        QStringList expected;
        QStringList writes;
        for (int64_t b = 0; b < kBlocks; ++b)
            writes.append(write(s, b));
        switch (config.prepare) {
        case Prepare::Truncate:
            // A fresh, empty file, nothing reserved ahead.
            expected << QStringLiteral("open%1 in write").arg(s) + openCreating << writes;
            break;
        case Prepare::Fallocate:
            // The whole stream size reserved before the first write.
            expected << QStringLiteral("open%1 in write").arg(s) + openCreating
                     << QStringLiteral("fallocate%1:%2 in write").arg(s).arg(kFileSize) << writes;
            break;
        case Prepare::Existing:
            // Written whole and flushed in the create phase, then reopened at full size,
            // neither created nor truncated, and overwritten in place.
            expected << QStringLiteral("open%1 in create").arg(s) + openCreating;
            for (int64_t b = 0; b < kBlocks; ++b)
                expected << write(s, b, PhaseKind::Create);
            expected << sync(s, PhaseKind::Flush) << close(s, PhaseKind::Flush)
                     << QStringLiteral("open%1 in write size=%2").arg(s).arg(kFileSize) << writes;
            break;
        }
        expected << sync(s, PhaseKind::Flush) << close(s, PhaseKind::Flush);
        COMPARE_SEQUENCE(trace(calls, { Op::Open, Op::Fallocate, Op::Write, Op::Sync, Op::Close }, s), expected);
    }

    if (config.prepare == Prepare::Existing) {
        // The create phase lays the files out one after another, each complete before the next.
        QStringList expected;
        for (int s = 0; s < kStreams; ++s) {
            for (int64_t b = 0; b < kBlocks; ++b)
                expected.append(write(s, b, PhaseKind::Create));
        }
        QStringList created = trace(calls, { Op::Write });
        created.resize(expected.size());
        COMPARE_SEQUENCE(created, expected);
        // The rewrite reaches the very files the create phase made.
        QMap<int, QList<ino_t>> inodes;
        for (const Call& c : calls) {
            if (c.op == Op::Open)
                inodes[c.stream].append(c.inode);
        }
        for (int s = 0; s < kStreams; ++s) {
            QCOMPARE(inodes[s].size(), 2);
            QCOMPARE(inodes[s][1], inodes[s][0]);
        }
    }
}

void TestIoSemantics::flush_data()
{
    QTest::addColumn<int>("schedule");
    QTest::addColumn<int>("policy");
    QTest::addColumn<int64_t>("everyBytes");
    QTest::addColumn<bool>("realTime");
    for (bool realTime : { false, true }) {
        for (Schedule s : { Schedule::RoundRobin, Schedule::Threads }) {
            const QByteArray name = toString(s).toLatin1() + (realTime ? "-realtime" : "");
            QTest::addRow("%s-end", name.constData()) << int(s) << int(FlushPolicy::End) << int64_t(0) << realTime;
            QTest::addRow("%s-none", name.constData()) << int(s) << int(FlushPolicy::None) << int64_t(0) << realTime;
            for (int64_t blocks : { 1, 2, 3, 4 }) {
                QTest::addRow("%s-every:%lldblocks", name.constData(), qlonglong(blocks))
                    << int(s) << int(FlushPolicy::Every) << blocks * kBlock << realTime;
            }
        }
    }
}

void TestIoSemantics::flush()
{
    QFETCH(int, schedule);
    QFETCH(int, policy);
    QFETCH(int64_t, everyBytes);
    QFETCH(bool, realTime);
    RunConfig config = baseConfig();
    config.schedule = Schedule(schedule);
    config.flush = FlushPolicy(policy);
    config.flushEveryBytes = everyBytes;
    if (realTime) {
        // A buffer as large as the file: nothing can overflow however slow the machine is, so
        // every block is written, in order, whenever it arrives.
        config.ratesBytesPerSec = { 32.0 * 1024 * 1024 };
        config.bufferBytes = kFileSize;
    }
    RecordingBackend backend;
    QList<Call> calls;
    RECORD(config, backend, calls);

    // every:SIZE: an fdatasync of the stream each time SIZE more bytes have been written to
    // it, and nothing for a rest smaller than SIZE. end: one fdatasync per file once all
    // writes are done, in the flush phase. none: no fdatasync at all.
    auto syncAfter
        = [&](int64_t block) { return config.flush == FlushPolicy::Every && (block + 1) * kBlock % everyBytes == 0; };
    const PhaseKind closing = config.flush == FlushPolicy::End ? PhaseKind::Flush : PhaseKind::Write;
    const std::initializer_list<Op> ops { Op::Write, Op::Sync, Op::Close };

    for (int s = 0; s < kStreams; ++s) {
        QStringList expected;
        for (int64_t b = 0; b < kBlocks; ++b) {
            expected << write(s, b);
            if (syncAfter(b))
                expected << sync(s, PhaseKind::Write);
        }
        if (config.flush == FlushPolicy::End)
            expected << sync(s, PhaseKind::Flush);
        expected << close(s, closing);
        COMPARE_SEQUENCE(trace(calls, ops, s), expected);
    }

    if (config.schedule == Schedule::RoundRobin && realTime) {
        // Which stream's block comes first depends on when it arrived; the writer is one.
        QCOMPARE(int(threadsOf(calls, Op::Write).size()), 1);
    } else if (config.schedule == Schedule::RoundRobin) {
        // A stream's sync comes right after the write that completes its SIZE, before the
        // next stream's block.
        QStringList expected;
        for (int64_t b = 0; b < kBlocks; ++b) {
            for (int s = 0; s < kStreams; ++s) {
                expected << write(s, b);
                if (syncAfter(b))
                    expected << sync(s, PhaseKind::Write);
            }
        }
        for (int s = 0; s < kStreams; ++s) {
            if (config.flush == FlushPolicy::End)
                expected << sync(s, PhaseKind::Flush);
            expected << close(s, closing);
        }
        COMPARE_SEQUENCE(trace(calls, ops), expected);
    } else {
        // The syncs inside the write phase are made by the stream's own writer thread.
        for (int s = 0; s < kStreams; ++s) {
            std::set<std::thread::id> own = threadsOf(calls, Op::Write, s);
            for (const Call& c : calls) {
                if (c.op == Op::Sync && c.stream == s && c.phase == PhaseKind::Write)
                    own.insert(c.thread);
            }
            QCOMPARE(int(own.size()), 1);
        }
    }
    const bool flushPhase = std::any_of(
        calls.cbegin(), calls.cend(), [](const Call& c) { return c.op == Op::Phase && c.phase == PhaseKind::Flush; });
    QCOMPARE(flushPhase, config.flush == FlushPolicy::End);
}

void TestIoSemantics::readOrder_data()
{
    QTest::addColumn<int>("order");
    QTest::addColumn<int>("mode");
    for (ReadOrder r : { ReadOrder::Each, ReadOrder::RoundRobin, ReadOrder::None }) {
        for (IoMode m : { IoMode::Buffered, IoMode::Direct }) {
            QTest::addRow("%s-%s", qPrintable(toString(r)), qPrintable(toString(m))) << int(r) << int(m);
        }
    }
}

void TestIoSemantics::readOrder()
{
    QFETCH(int, order);
    QFETCH(int, mode);
    RunConfig config = baseConfig();
    config.read = ReadOrder(order);
    config.mode = IoMode(mode);
    // Nothing synced by the write phase: making the reads cold is the read phase's own work.
    config.flush = FlushPolicy::None;
    RecordingBackend backend;
    QList<Call> calls;
    RECORD(config, backend, calls);

    QStringList expected;
    if (config.read == ReadOrder::Each) {
        for (int s = 0; s < kStreams; ++s) {
            for (int64_t b = 0; b < kBlocks; ++b)
                expected << read(s, b);
        }
    } else if (config.read == ReadOrder::RoundRobin) {
        for (int64_t b = 0; b < kBlocks; ++b) {
            for (int s = 0; s < kStreams; ++s)
                expected << read(s, b);
        }
    }
    COMPARE_SEQUENCE(trace(calls, { Op::Read }), expected);

    const auto firstRead = std::find_if(calls.cbegin(), calls.cend(), [](const Call& c) { return c.op == Op::Read; });
    if (config.read == ReadOrder::None) {
        COMPARE_SEQUENCE(trace(calls, { Op::DropCache }), QStringList());
        QVERIFY(std::none_of(calls.cbegin(), calls.cend(), [](const Call& c) { return c.phase == PhaseKind::Read; }));
        return;
    }
    QCOMPARE(int(threadsOf(calls, Op::Read).size()), 1);

    // Cold reads. Direct I/O bypasses the page cache (its O_DIRECT open is checked by
    // modeReachesOpen). Through the cache, every file is written back (dirty pages cannot be
    // dropped) and then dropped before the first read of the phase.
    const QList<Call> beforeReads(calls.cbegin(), firstRead);
    for (int s = 0; s < kStreams; ++s) {
        const QStringList own = trace(beforeReads, { Op::Write, Op::Sync, Op::DropCache, Op::Close }, s);
        QStringList expected { close(s, PhaseKind::Write) };
        if (config.mode != IoMode::Direct)
            expected << sync(s, PhaseKind::Read) << QStringLiteral("drop%1 in read").arg(s);
        // What happens to the file from its last write up to the first read of the phase.
        COMPARE_SEQUENCE(own.mid(own.lastIndexOf(write(s, kBlocks - 1)) + 1), expected);
    }
    QCOMPARE(trace(calls, { Op::DropCache }).size(), config.mode == IoMode::Direct ? 0 : kStreams);
}

QTEST_GUILESS_MAIN(TestIoSemantics)
#include "tst_iosemantics.moc"
