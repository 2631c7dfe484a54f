// Real-time streams (the recorder model), overruns, the capacity search and sweeps across
// several target directories.
#include "Capacity.h"
#include "ComparisonTable.h"
#include "Engine.h"
#include "FaultInjectingBackend.h"
#include "ForwardingBackend.h"
#include "Presets.h"
#include "RunDirectory.h"
#include "RunWorker.h"
#include "TestSupport.h"

#include <QDir>
#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <cstdio>
#include <mutex>

namespace {
constexpr int64_t kKiB = 1024;
constexpr int64_t kMiB = 1024 * 1024;

RunConfig realTime(const QString& dir, double rate, int64_t buffer, int64_t block, int64_t durationNs)
{
    RunConfig c;
    c.targetDirs = { dir };
    c.streamCounts = { 1 };
    c.sizePerStream = 0;
    c.totalSize = 0;
    c.blockSize = block;
    c.flush = FlushPolicy::None;
    c.read = ReadOrder::None;
    c.ratesBytesPerSec = { rate };
    c.bufferBytes = buffer;
    c.durationNs = durationNs;
    c.intervalNs = 50'000'000;
    return c;
}

// A run of 256 KiB, as fast as it goes: over in a moment.
RunConfig smallRun(const QString& dir)
{
    RunConfig c;
    c.targetDirs = { dir };
    c.sizePerStream = 256 * kKiB;
    c.totalSize = 0;
    c.blockSize = 64 * kKiB;
    c.read = ReadOrder::None;
    return c;
}

// One write of the stream, at 512 KiB into its file, blocks for delayNs.
Fault writeStallAt512KiB(int64_t delayNs)
{
    Fault stall;
    stall.op = Fault::Op::Write;
    stall.atOffset = 512 * kKiB;
    stall.delayNs = delayNs;
    return stall;
}

const EngineOptions kNoMargin { 0, false };

// A device that records `streams` streams and no more: the first write to each file of a
// further stream (stream-NNNN.dat with NNNN >= streams) blocks for `stallNs`.
class StreamLimitedDevice final : public ForwardingBackend {
public:
    StreamLimitedDevice(IoBackend& next, int streams, int64_t stallNs)
        : ForwardingBackend(next)
        , m_streams(streams)
        , m_stallNs(stallNs)
    { }
    int openAt(int dirFd, const char* name, int flags, mode_t mode) override
    {
        const int fd = m_next.openAt(dirFd, name, flags, mode);
        int index = -1;
        if (fd >= 0 && std::sscanf(name, "stream-%d.dat", &index) == 1 && index >= m_streams) {
            std::lock_guard lock(m_mutex);
            m_toStall.insert(fd);
        }
        return fd;
    }
    ssize_t pwrite(int fd, const void* buffer, size_t count, off_t offset) override
    {
        bool stall = false;
        {
            std::lock_guard lock(m_mutex);
            stall = m_toStall.remove(fd);
        }
        if (stall) {
            m_stalls.fetch_add(1);
            std::this_thread::sleep_for(std::chrono::nanoseconds(m_stallNs));
        }
        return m_next.pwrite(fd, buffer, count, offset);
    }
    int close(int fd) override
    {
        {
            std::lock_guard lock(m_mutex);
            m_toStall.remove(fd);
        }
        return m_next.close(fd);
    }
    int stalls() const { return m_stalls.load(); }

private:
    const int m_streams;
    const int64_t m_stallNs;
    std::mutex m_mutex;
    QSet<int> m_toStall;
    std::atomic<int> m_stalls { 0 };
};

} // namespace

class TestRealTime : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void presetsAreValid_data();
    void presetsAreValid();
    void rateLimitedStreamDeliversItsRate();
    void stallLongerThanBufferLosesData();
    void stallShorterThanBufferLosesNothing();
    void readPhaseAfterRecordingHasNoOverruns();
    void verdictLine();
    void capacitySearchBisectsToTheLastSustainedCount();
    void capacityStopsAtFreeSpace();
    void capacityStaysWhereItBeganWhenThePathIsSwapped();
    void capacityRefusedWhenNoCountCouldOverrun();
    void capacityStepBound();
    void capacitySentenceWhenNothingWasMeasured();
    void workerCapacityReportsEveryStepLive();
    void cancelAfterARunDoesNotCancelTheNext();
    void cancelBeforeStartCancelsThatRunOnly();
    void sweepOverTwoTargetsMakesOneTable_data();
    void sweepOverTwoTargetsMakesOneTable();
};

void TestRealTime::presetsAreValid_data()
{
    QTest::addColumn<QString>("name");
    for (const Preset& p : Presets::all())
        QTest::addRow("%s", qPrintable(p.name)) << p.name;
}

void TestRealTime::presetsAreValid()
{
    QFETCH(QString, name);
    const auto preset = Presets::find(name);
    QVERIFY(preset);
    RunConfig c = preset->config;
    c.targetDirs = { QDir::tempPath() };
    const auto errors = c.validate();
    QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).message));
    if (name == QLatin1String("daw")) {
        QCOMPARE(c.streamCounts, QList<int>({ 24 }));
        QCOMPARE(c.rateFor(0), 48000.0 * 3); // 48 kHz x 24 bit
        QVERIFY(qAbs(c.rateFor(0) / kMiB - 0.1373) < 0.0001);
    }
}

void TestRealTime::rateLimitedStreamDeliversItsRate()
{
    QTemporaryDir dir;
    const double rate = 2.0 * kMiB;
    const RunConfig config = realTime(dir.path(), rate, 1 * kMiB, 64 * kKiB, 3'000'000'000);
    PosixIoBackend backend;
    Engine engine(backend, nullptr, kNoMargin);
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QVERIFY(write);
    // Everything that arrived (rate × duration, to the byte) was written, none of it lost:
    // what "sustained" means for a recorder.
    QCOMPARE(write->bytes, 6 * kMiB);
    QCOMPARE(write->overruns, 0);
    QCOMPARE(write->bytesLost, 0);
    // The last block arrives 3 s after the phase starts, so it cannot have been written any
    // sooner; a writer that ignored the rate would be done in milliseconds. A late writer only
    // ends later, so the bound holds however the threads are scheduled.
    const double activeS = write->ioEndS - write->startS;
    QVERIFY2(activeS >= 3.0 - 1e-9, qPrintable(QString::number(activeS)));
    // The achieved rate is the bytes over the measured time, not over the nominal 3 s.
    const double achieved = write->perStream[0].achievedMiBs;
    QVERIFY2(qAbs(achieved - 6.0 / activeS) <= 1e-9 * achieved,
        qPrintable(QStringLiteral("%1 MiB/s over %2 s").arg(achieved).arg(activeS)));
    // The buffer-fill strip has data: one value per stream in every sample of the pass.
    const auto& samples = report.targets[0].passes[0].samples;
    QVERIFY(!samples.isEmpty());
    for (const Sample& sample : samples)
        QCOMPARE(sample.bufferFillPct.size(), 1);
}

void TestRealTime::stallLongerThanBufferLosesData()
{
    QTemporaryDir dir;
    // 1.5 MiB arrive at 1 MiB/s into 256 KiB; the write at 512 KiB blocks for 1 s. It cannot
    // start before its block arrives (0.5625 s), so when it returns all 1.5 MiB have arrived
    // and nothing arrives later: the loss depends on the buffer alone, not on when the writer
    // ran.
    const RunConfig config = realTime(dir.path(), 1.0 * kMiB, 256 * kKiB, 64 * kKiB, 1'500'000'000);
    FaultInjectingBackend backend;
    backend.addFault(writeStallAt512KiB(1'000'000'000));
    Engine engine(backend, nullptr, kNoMargin);
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QCOMPARE(write->overruns, 1);
    // 576 KiB were written, the last of them (the stalled block) still in the buffer when the
    // write returned: 1536 - 576 + 64 = 1024 KiB must fit into 256 KiB, so 768 KiB are
    // dropped, in whole 64 KiB blocks, and the remaining 192 KiB are written afterwards.
    QCOMPARE(write->bytesLost, 768 * kKiB);
    QCOMPARE(write->bytes, 768 * kKiB);
    QCOMPARE(write->perStream[0].bytesLost, write->bytesLost);
    QCOMPARE(write->perStream[0].worstBufferFillPct, 100.0);
    // The report keeps the event itself: when, which stream, and everything it lost until
    // the buffer had room again.
    QCOMPARE(write->overrunEvents.size(), 1);
    const OverrunEvent& event = write->overrunEvents.front();
    QCOMPARE(event.stream, 0);
    QCOMPARE(event.bytesLost, write->bytesLost);
    // Data is dropped when the stalled write returns, after 0.5625 s + 1 s at the earliest, but
    // the buffer overflowed while it was blocked: when 512 KiB written + 256 KiB in the buffer
    // had arrived, at 0.75 s on the arrival clock. The event says when it overflowed.
    QVERIFY2(std::abs(event.timeS - write->startS - 0.75) < 1e-6,
        qPrintable(QString::number(event.timeS - write->startS, 'f', 9)));
}

void TestRealTime::readPhaseAfterRecordingHasNoOverruns()
{
    QTemporaryDir dir;
    // The recording overruns (1 MiB/s into 256 KiB, a write blocked for 1 s, all data arrived
    // by the time it returns, as in stallLongerThanBufferLosesData); the files are then read
    // back. Overruns, lost bytes and buffer fill belong to the recording alone.
    RunConfig config = realTime(dir.path(), 1.0 * kMiB, 256 * kKiB, 64 * kKiB, 1'500'000'000);
    config.read = ReadOrder::Each;
    FaultInjectingBackend backend;
    backend.addFault(writeStallAt512KiB(1'000'000'000));
    Engine engine(backend, nullptr, kNoMargin);
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    const PassResult& pass = report.targets[0].passes[0];
    const PhaseResult* write = pass.phase(PhaseKind::Write);
    const PhaseResult* read = pass.phase(PhaseKind::Read);
    QVERIFY(write && read);
    QCOMPARE(write->overruns, 1);
    QVERIFY(write->bytesLost > 0);
    QCOMPARE(read->overruns, 0);
    QCOMPARE(read->bytesLost, 0);
    QVERIFY(read->overrunEvents.isEmpty());
    QCOMPARE(read->perStream.size(), 1);
    QCOMPARE(read->perStream[0].overruns, 0);
    QCOMPARE(read->perStream[0].worstBufferFillPct, 0.0);
    QCOMPARE(read->perStream[0].targetMiBs, 0.0);
    QCOMPARE(read->bytes, write->bytes); // everything that was written is read back
    int64_t passOverruns = 0;
    for (const PhaseResult& phase : pass.phases)
        passOverruns += phase.overruns;
    QCOMPARE(passOverruns, write->overruns);
}

void TestRealTime::stallShorterThanBufferLosesNothing()
{
    QTemporaryDir dir;
    // The stalled write starts with at most two blocks buffered; 200 KiB arrive meanwhile.
    // That leaves the writer ~0.7 s of lateness before 1 MiB would overflow.
    const RunConfig config = realTime(dir.path(), 1.0 * kMiB, 1 * kMiB, 64 * kKiB, 2'000'000'000);
    FaultInjectingBackend backend;
    backend.addFault(writeStallAt512KiB(200'000'000));
    Engine engine(backend, nullptr, kNoMargin);
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    const PhaseResult* write = report.targets[0].passes[0].phase(PhaseKind::Write);
    QCOMPARE(backend.firedCount(), 1);
    QCOMPARE(write->overruns, 0);
    QCOMPARE(write->bytesLost, 0);
    QCOMPARE(write->bytes, 2 * kMiB);
    // The stall did show in the buffer: the stalled block plus 200 KiB that arrived while it
    // was written, just over 26 % of 1 MiB (more if the writer was late; an on-time writer
    // without the stall stays under 13 %).
    QVERIFY2(write->perStream[0].worstBufferFillPct >= 26.0,
        qPrintable(QString::number(write->perStream[0].worstBufferFillPct)));
}

void TestRealTime::verdictLine()
{
    RunConfig config = realTime(QDir::tempPath(), 1.0 * kMiB, 8 * kMiB, 64 * kKiB, 1'000'000'000);
    PassResult pass;
    pass.streams = 5;
    PhaseResult w;
    w.kind = PhaseKind::Write;
    for (int i = 0; i < 5; ++i) {
        StreamResult s;
        s.worstBufferFillPct = 10.0 * i + 3;
        w.perStream.append(s);
    }
    pass.phases.append(w);
    QCOMPARE(realTimeVerdict(config, pass), QStringLiteral("5 stream(s) × 1.00 MiB/s: sustained, worst buffer 43 %"));
    pass.phases[0].overruns = 3;
    pass.phases[0].bytesLost = int64_t(12.5 * kMiB);
    QVERIFY(realTimeVerdict(config, pass).endsWith(QStringLiteral("3 overrun(s), 12.5 MiB lost")));
}

void TestRealTime::capacitySearchBisectsToTheLastSustainedCount()
{
    QTemporaryDir dir;
    // A device that holds ten streams: the first write to an eleventh file blocks for 1.5 s,
    // while 384 KiB arrive for a 128 KiB buffer, so every count above ten overruns however the
    // threads are scheduled. Ten and fewer streams write 256 KiB/s each to the page cache with
    // about 0.4 s of slack in their buffers. The search fails at 16 and bisects back: 12, 10, 11.
    PosixIoBackend disk;
    StreamLimitedDevice backend(disk, 10, 1'500'000'000);
    RunConfig config = realTime(dir.path(), 256.0 * kKiB, 128 * kKiB, 16 * kKiB, 2'000'000'000);
    CapacitySearch search(backend, kNoMargin);
    QList<int> tried;
    const CapacityResult result = search.run(config, [&](const CapacityStep& s) { tried.append(s.streams); });
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QString steps;
    for (const CapacityStep& s : result.steps)
        steps += QStringLiteral("%1:%2/%3 ").arg(s.streams).arg(s.overruns).arg(s.worstBufferFillPct);
    qInfo("%s", qPrintable(steps));
    QCOMPARE(tried, QList<int>({ 1, 2, 4, 8, 16, 12, 10, 11 }));
    // The progress bound was never below the steps the search really took.
    for (qsizetype i = 0; i <= result.steps.size(); ++i)
        QVERIFY(CapacitySearch::stepBound(result.steps.mid(0, i)) >= result.steps.size());
    // The files past the tenth in the steps of 16, 12 and 11 (6 + 2 + 1) stall, but a step ends at
    // its first overrun: files whose first write had not begun by then never do.
    QVERIFY2(backend.stalls() >= 3 && backend.stalls() <= 6 + 2 + 1, qPrintable(QString::number(backend.stalls())));
    QCOMPARE(result.sustainedStreams, 10);
    QCOMPARE(result.firstFailingStreams, 11);
    QVERIFY(result.sentence.contains(QLatin1String("10 stream")));
    QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
}

namespace {
// Remembers the directory, as the kernel names it, of every file the engine opens.
class WhereFilesOpen final : public ForwardingBackend {
public:
    using ForwardingBackend::ForwardingBackend;
    int openAt(int dirFd, const char* name, int flags, mode_t mode) override
    {
        {
            std::lock_guard lock(m_mutex);
            m_dirs.insert(RunDirectory::pathOf(dirFd));
        }
        return ForwardingBackend::openAt(dirFd, name, flags, mode);
    }
    QSet<QString> dirs() const
    {
        std::lock_guard lock(m_mutex);
        return m_dirs;
    }

private:
    mutable std::mutex m_mutex;
    QSet<QString> m_dirs;
};
} // namespace

// The search's target renamed after its first step and a symlink to another directory put in
// its place (issue 32, item 12): every later step still writes in the directory the search
// began in, never in the decoy, as the target is looked up once.
void TestRealTime::capacityStaysWhereItBeganWhenThePathIsSwapped()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("target"));
    const QString moved = dir.filePath(QStringLiteral("moved"));
    const QString decoy = dir.filePath(QStringLiteral("decoy"));
    QVERIFY(QDir().mkdir(target) && QDir().mkdir(decoy));
    // A device that holds two streams (see capacitySearchBisectsToTheLastSustainedCount): the
    // search tries 1, 2, 4 and 3.
    PosixIoBackend disk;
    WhereFilesOpen watched(disk);
    StreamLimitedDevice backend(watched, 2, 1'500'000'000);
    RunConfig config = realTime(target, 256.0 * kKiB, 128 * kKiB, 16 * kKiB, 2'000'000'000);
    CapacitySearch search(backend, kNoMargin);
    int steps = 0;
    bool swapped = false;
    const CapacityResult result = search.run(
        config, [&](const CapacityStep&) { ++steps; },
        [&](int) {
            if (steps == 1 && !swapped)
                swapped = QDir().rename(target, moved) && QFile::link(decoy, target);
        });
    QVERIFY2(result.steps.size() >= 2, qPrintable(result.sentence));
    QVERIFY(swapped);
    const QString began = QFileInfo(moved).canonicalFilePath();
    const QString decoyPath = QFileInfo(decoy).canonicalFilePath();
    // The first step's files were opened while the directory was still named target, the
    // later ones after it was moved: never in the decoy.
    int afterTheSwap = 0;
    for (const QString& d : watched.dirs()) {
        QVERIFY2(!d.startsWith(decoyPath + u'/'), qPrintable(d));
        afterTheSwap += d.startsWith(began + u'/') ? 1 : 0;
    }
    QVERIFY(afterTheSwap > 0);
    QVERIFY(QDir(moved).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
}

void TestRealTime::capacityStopsAtFreeSpace()
{
    QTemporaryDir dir;
    // A margin larger than any disk: the search must stop with a message before running.
    PosixIoBackend backend;
    RunConfig config = realTime(dir.path(), 1.0 * kMiB, 1 * kMiB, 64 * kKiB, 2'000'000'000);
    CapacitySearch search(backend, EngineOptions { int64_t(1) << 60, false });
    const CapacityResult result = search.run(config);
    QVERIFY(result.steps.isEmpty());
    QVERIFY2(result.limitedBy.contains(QLatin1String("free space")), qPrintable(result.limitedBy));
    QVERIFY(result.sentence.contains(result.limitedBy));
    QCOMPARE(result.sentence.count(QLatin1String("search")), 0); // one clean sentence, not "the search" twice
}

void TestRealTime::sweepOverTwoTargetsMakesOneTable_data()
{
    QTest::addColumn<bool>("useTmpfs");
    QTest::addRow("two directories") << false;
    QTest::addRow("directory and tmpfs") << true;
}

void TestRealTime::sweepOverTwoTargetsMakesOneTable()
{
    QFETCH(bool, useTmpfs);
    QTemporaryDir first;
    QTemporaryDir second;
    std::unique_ptr<TmpfsMount> tmpfs;
    if (useTmpfs) {
        tmpfs = std::make_unique<TmpfsMount>(second.path(), QByteArrayLiteral("size=64m"));
        if (!tmpfs->mounted())
            QSKIP(qPrintable(QStringLiteral("tmpfs sweep skipped: %1").arg(tmpfs->reason())));
    }
    RunConfig config;
    config.targetDirs = { first.path(), second.path() };
    config.streamCounts = { 1, 2 };
    config.sizePerStream = 0;
    config.totalSize = 4 * kMiB;
    config.blockSize = 64 * kKiB;
    PosixIoBackend backend;
    Engine engine(backend, nullptr, kNoMargin);
    const RunReport report = engine.run(config);
    QVERIFY2(report.ok(), qPrintable(report.error));
    QCOMPARE(report.targets.size(), 2);

    const ComparisonTable table = ComparisonTable::from(report);
    QCOMPARE(table.rows.size(), 2);
    QCOMPARE(table.streamCounts, QList<int>({ 1, 2 }));
    for (const auto& row : table.rows) {
        QCOMPARE(row.write.size(), 2);
        for (int i = 0; i < 2; ++i) {
            QVERIFY(row.write[i] > 0);
            QVERIFY(row.read[i] > 0);
        }
    }
    if (useTmpfs) {
        QCOMPARE(table.rows[1].fsType, QStringLiteral("tmpfs"));
        const auto& device = report.targets[1].environment.device;
        QVERIFY(!device.present);
        QVERIFY2(device.absentReason.contains(QLatin1String("no block device")), qPrintable(device.absentReason));
        QCOMPARE(report.targets[1].passes[0].phase(PhaseKind::Write)->deviceWriteBytes, -1);
    }
    const QString text = table.toText();
    QVERIFY(text.contains(QLatin1String("Num streams")));
    QCOMPARE(text.count(QLatin1Char('\n')), 5); // two header lines, a rule, two rows
    const QList<QByteArray> csv = table.toCsv().trimmed().split('\n');
    QCOMPARE(csv.size(), 3);
    QVERIFY(csv[0].contains("write_mib_s_2_streams"));
    QVERIFY(QDir(first.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
    QVERIFY(QDir(second.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
}

// 2 s at 1 MiB/s into 4 MiB: no disk can make that overrun. The search refuses before it
// writes anything, with the rule a single real-time run is validated by, naming a duration
// that would mean something; the search's rate (its first) decides, whatever the others are.
void TestRealTime::capacityRefusedWhenNoCountCouldOverrun()
{
    QTemporaryDir dir;
    RunConfig config = realTime(dir.path(), 1.0 * kMiB, 4 * kMiB, 64 * kKiB, 2'000'000'000);
    const auto refused = CapacitySearch::refusal(config);
    QVERIFY(refused.has_value());
    QCOMPARE(refused->field, QStringLiteral("duration"));
    QVERIFY2(refused->message.contains(QLatin1String("longer than 4s")), qPrintable(refused->message));
    QCOMPARE(refused->message, RunConfig::overrunImpossible(1.0 * kMiB, 4 * kMiB, 2'000'000'000)->message);
    const QList<ConfigError> errors = config.validate();
    QVERIFY(std::any_of(errors.cbegin(), errors.cend(),
        [&](const ConfigError& e) { return e.field == refused->field && e.message == refused->message; }));

    PosixIoBackend backend;
    CapacitySearch search(backend, kNoMargin);
    int started = 0;
    const CapacityResult result = search.run(config, {}, [&](int) { ++started; });
    QCOMPARE(started, 0);
    QVERIFY(result.steps.isEmpty());
    QCOMPARE(result.error, refused->message);
    QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());

    // Several rates: a single run is judged by the fastest, the search by the one it uses.
    config.streamCounts = { 2 };
    config.ratesBytesPerSec = { 1.0 * kMiB, 4.0 * kMiB };
    QVERIFY(config.validate().isEmpty());
    QVERIFY(CapacitySearch::refusal(config).has_value());

    config.ratesBytesPerSec = { 1.0 * kMiB };
    config.durationNs = 5'000'000'000;
    QVERIFY(!CapacitySearch::refusal(config).has_value());
}

// The bound on a search's steps: 1 … 1024 doubling (11), then at most 9 bisections below
// 1024; it tightens as the steps tell where the answer lies.
void TestRealTime::capacityStepBound()
{
    const auto step = [](int streams, bool sustained) {
        CapacityStep s;
        s.streams = streams;
        s.sustained = sustained;
        s.overruns = sustained ? 0 : 1;
        return s;
    };
    QList<CapacityStep> done;
    QCOMPARE(CapacitySearch::stepBound(done), 20);
    done = { step(1, true), step(2, true), step(4, true) };
    QCOMPARE(CapacitySearch::stepBound(done), 20);
    done.append(step(8, false)); // bisect 4..8: 6, then 5 or 7
    QCOMPARE(CapacitySearch::stepBound(done), 6);
    done.append(step(6, true));
    QCOMPARE(CapacitySearch::stepBound(done), 6);
    done.append(step(7, false));
    QCOMPARE(CapacitySearch::stepBound(done), 6);
    QCOMPARE(CapacitySearch::stepBound({ step(1, false) }), 1);
    CapacityStep failed;
    failed.streams = 2;
    failed.error = QStringLiteral("cancelled");
    QCOMPARE(CapacitySearch::stepBound({ step(1, true), failed }), 2);
    // Nothing measured yet: no estimate; then the mean step time times the steps still possible.
    QCOMPARE(CapacitySearch::remainingMsBound(0, 20, 0.0, 100), qint64(-1));
    done = { step(1, true), step(2, true), step(4, true), step(8, false) };
    // 4 steps in 8 s and half of the fifth: 2 s a step, 1.5 steps left at most.
    QCOMPARE(CapacitySearch::remainingMsBound(4, CapacitySearch::stepBound(done), 0.5, 9000), qint64(3000));
}

// The window's capacity search goes through RunWorker: every step's run reports its passes
// and samples like a run of its own, announced by the stream count it tries.
void TestRealTime::workerCapacityReportsEveryStepLive()
{
    QTemporaryDir dir;
    FaultInjectingBackend backend;
    // Two 1 MiB/s streams fit (80 % load, 0.2 s of slack in each buffer); three do not: the
    // device cannot write more than 2.5 MiB/s plus 20 ms of queue, so over 2 s the three
    // buffers fall 0.95 MiB behind between them, one of them at least 324 KiB, more than its
    // 256 KiB, and a late writer only adds to that.
    backend.setWriteBandwidth(2.5 * kMiB);
    RunWorker worker;
    worker.setBackend(&backend);
    worker.setEngineOptions(kNoMargin);
    QSignalSpy stepStarted(&worker, &RunWorker::capacityStepStarted);
    QSignalSpy steps(&worker, &RunWorker::capacityStep);
    QSignalSpy passes(&worker, &RunWorker::passStarted);
    QSignalSpy samples(&worker, &RunWorker::samplesReady);
    QSignalSpy finished(&worker, &RunWorker::capacityFinished);
    worker.startCapacity(7, realTime(dir.path(), 1.0 * kMiB, 256 * kKiB, 16 * kKiB, 2'000'000'000));
    QCOMPARE(finished.size(), 1);
    const auto result = finished.at(0).at(1).value<CapacityResult>();
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QCOMPARE(result.sustainedStreams, 2);
    QList<int> announced;
    for (const QList<QVariant>& args : std::as_const(stepStarted)) {
        QCOMPARE(args.at(0).toULongLong(), quint64(7));
        announced.append(args.at(1).toInt());
    }
    QCOMPARE(announced, QList<int>({ 1, 2, 4, 3 }));
    QCOMPARE(steps.size(), 4);
    QCOMPARE(passes.size(), 4);
    for (int i = 0; i < passes.size(); ++i)
        QCOMPARE(passes.at(i).at(3).toInt(), announced.at(i));
    // Every step's samples arrived, each one sized to its own stream count.
    QSet<qsizetype> sampledCounts;
    for (const QList<QVariant>& args : std::as_const(samples)) {
        QCOMPARE(args.at(0).toULongLong(), quint64(7));
        for (const Sample& sample : args.at(1).value<SampleBatch>().samples)
            sampledCounts.insert(sample.streamMiBs.size());
    }
    sampledCounts.remove(0); // between two steps' passes
    QCOMPARE(sampledCounts, QSet<qsizetype>({ 1, 2, 3, 4 }));
    QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
}

// The defect this guards against: cancel() after a run had ended was remembered as "cancel
// before start" and stopped the worker's next run.
void TestRealTime::cancelAfterARunDoesNotCancelTheNext()
{
    QTemporaryDir dir;
    const RunConfig config = smallRun(dir.path());
    RunWorker worker;
    worker.setEngineOptions(kNoMargin);
    QSignalSpy finished(&worker, &RunWorker::finished);
    worker.start(1, config);
    QCOMPARE(finished.size(), 1);
    QVERIFY(finished.at(0).at(1).value<RunReport>().ok());
    worker.cancel(1); // late: run 1 is over
    worker.start(2, config);
    QCOMPARE(finished.size(), 2);
    const auto second = finished.at(1).at(1).value<RunReport>();
    QVERIFY2(second.ok(), qPrintable(second.status + QLatin1Char(' ') + second.error));
    // The same for a capacity search after a run.
    QSignalSpy capacity(&worker, &RunWorker::capacityFinished);
    worker.cancel(2);
    FaultInjectingBackend backend;
    backend.setWriteBandwidth(1.5 * kMiB); // one stream fits; two fall 0.97 MiB behind in 2 s
    worker.setBackend(&backend);
    worker.startCapacity(3, realTime(dir.path(), 1.0 * kMiB, 256 * kKiB, 16 * kKiB, 2'000'000'000));
    QCOMPARE(capacity.size(), 1);
    const auto result = capacity.at(0).at(1).value<CapacityResult>();
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QCOMPARE(result.sustainedStreams, 1);
}

// Cancelling a run whose start() is still queued stops that run at once, and only that one.
void TestRealTime::cancelBeforeStartCancelsThatRunOnly()
{
    QTemporaryDir dir;
    const RunConfig config = smallRun(dir.path());
    RunWorker worker;
    worker.setEngineOptions(kNoMargin);
    QSignalSpy finished(&worker, &RunWorker::finished);
    worker.cancel(5);
    worker.start(5, config);
    QCOMPARE(finished.at(0).at(1).value<RunReport>().status, QStringLiteral("cancelled"));
    worker.start(6, config);
    QVERIFY(finished.at(1).at(1).value<RunReport>().ok());
    QSignalSpy capacity(&worker, &RunWorker::capacityFinished);
    worker.cancel(7);
    worker.startCapacity(7, realTime(dir.path(), 1.0 * kMiB, 128 * kKiB, 16 * kKiB, 500'000'000));
    const auto result = capacity.at(0).at(1).value<CapacityResult>();
    QVERIFY(!result.error.isEmpty());
    QCOMPARE(result.sustainedStreams, 0);
    QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
}

// The first step failed or was cancelled: no count was measured, so none may be claimed.
void TestRealTime::capacitySentenceWhenNothingWasMeasured()
{
    CapacityResult result;
    result.error = QStringLiteral("cancelled");
    const RunConfig config = realTime(QDir::tempPath(), 1.0 * kMiB, 4 * kMiB, 64 * kKiB, 5'000'000'000);
    const QString text = CapacitySearch::sentence(config, result);
    QVERIFY2(text.startsWith(QLatin1String("No stream count was measured")), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("up to 0")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("Stopped: cancelled")), qPrintable(text));
    QCOMPARE(text.count(QLatin1String("search")), 0);
}

QTEST_GUILESS_MAIN(TestRealTime)
#include "tst_realtime.moc"
