// Reports written by real streamscope-cli runs, checked in under data/reports/: each must
// load, with its values, for as long as the program reads reports. A loader change that drops
// or renames a key, narrows a range or stops accepting an older shape of the schema fails here.
// data/reports/README.md says how each file was made.
#include "RunReport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

namespace {

constexpr int64_t kKiB = 1024;
constexpr int64_t kMiB = 1024 * kKiB;

QString reportPath(const QString& name)
{
    return QStringLiteral(STREAMSCOPE_TEST_DATA "/reports/") + name;
}

// Every golden file. A new file must be added here, and so
// get a test of its own values.
const QStringList kGoldenFiles { QStringLiteral("v1-buffered-vdr.json"), QStringLiteral("v1-realtime-overrun.json"),
    QStringLiteral("v1-failed-eio.json"), QStringLiteral("v1-cancelled.json"),
    QStringLiteral("v1-3cd40ee-realtime-overrun.json"), QStringLiteral("v2-dirty-throttling.json") };

// The environment all the files were recorded in.
void checkEnvironment(const TargetResult& target)
{
    const SysProbe::Environment& e = target.environment;
    QCOMPARE(e.targetDir, target.dir);
    QCOMPARE(e.kernel, QStringLiteral("6.18.44-fc-v857"));
    QCOMPARE(e.hostname, QStringLiteral("vm"));
    QCOMPARE(e.cpuModel, QStringLiteral("AMD EPYC"));
    QCOMPARE(e.cpuCount, 2);
    QCOMPARE(e.ramBytes, int64_t(25276059648));
    QCOMPARE(e.fsType, QStringLiteral("ext4"));
    QCOMPARE(e.mountPoint, QStringLiteral("/"));
    QCOMPARE(e.mountOptions, QStringLiteral("rw,relatime"));
    QCOMPARE(e.mountSource, QStringLiteral("/dev/vda"));
    QVERIFY(e.device.present);
    QCOMPARE(e.device.name, QStringLiteral("vda"));
    QCOMPARE(e.device.kind, QStringLiteral("disk"));
    QCOMPARE(e.device.wholeDisk, QStringLiteral("vda"));
    QCOMPARE(e.device.model, QStringLiteral("Virtio disk"));
    QCOMPARE(e.device.major, 254);
    QCOMPARE(e.device.minor, 0);
    QVERIFY(e.device.rotational);
    QCOMPARE(e.device.scheduler, QStringLiteral("mq-deadline"));
    QCOMPARE(e.device.logicalBlockSize, 512);
    QVERIFY(e.device.sitsOn.isEmpty());
    QCOMPARE(e.dirtyRatio, int64_t(20));
    QCOMPARE(e.dirtyBackgroundRatio, int64_t(10));
    QCOMPARE(e.dirtyBytes, int64_t(0));
    QCOMPARE(e.dirtyBackgroundBytes, int64_t(0));
    QCOMPARE(e.dirtyExpireCentisecs, int64_t(3000));
    QCOMPARE(e.dirtyWritebackCentisecs, int64_t(500));
}

// The path of the first value of `original` that `written` lacks or changes; empty when none.
// Time-series values are floats in memory, so numbers match when equal as floats.
QString firstLoss(const QJsonValue& original, const QJsonValue& written, const QString& path)
{
    if (original.isObject()) {
        const QJsonObject o = original.toObject();
        const QJsonObject w = written.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!w.contains(it.key()))
                return path + QLatin1Char('/') + it.key();
            const QString loss = firstLoss(it.value(), w.value(it.key()), path + QLatin1Char('/') + it.key());
            if (!loss.isEmpty())
                return loss;
        }
        return written.isObject() ? QString() : path;
    }
    if (original.isArray()) {
        const QJsonArray o = original.toArray();
        const QJsonArray w = written.toArray();
        if (!written.isArray() || o.size() != w.size())
            return path;
        for (qsizetype i = 0; i < o.size(); ++i) {
            const QString loss = firstLoss(o[i], w[i], path + QStringLiteral("[%1]").arg(i));
            if (!loss.isEmpty())
                return loss;
        }
        return {};
    }
    if (original.isDouble() && written.isDouble())
        return float(original.toDouble()) == float(written.toDouble()) ? QString() : path;
    return original == written ? QString() : path;
}

QDateTime at(const char* text)
{
    return QDateTime::fromString(QLatin1String(text), Qt::ISODateWithMs);
}

} // namespace

class TestGoldenReports : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyFileIsListed();
    void loadsAndWritesBackTheSame_data();
    void loadsAndWritesBackTheSame();
    void bufferedVdr();
    void realTimeWithOverrun();
    void failedRun();
    void cancelledRun();
    void realTimeWrittenBeforeOverrunEvents();
    void dirtyThrottlingWithCauses();
};

void TestGoldenReports::everyFileIsListed()
{
    QStringList files = QDir(QStringLiteral(STREAMSCOPE_TEST_DATA "/reports"))
                            .entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
    QStringList listed = kGoldenFiles;
    listed.sort();
    QCOMPARE(files, listed);
}

void TestGoldenReports::loadsAndWritesBackTheSame_data()
{
    QTest::addColumn<QString>("name");
    for (const QString& name : kGoldenFiles)
        QTest::addRow("%s", qPrintable(name)) << name;
}

void TestGoldenReports::loadsAndWritesBackTheSame()
{
    QFETCH(QString, name);
    QFile file(reportPath(name));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QString error;
    const auto report = RunReport::fromJson(bytes, &error);
    QVERIFY2(report, qPrintable(error));
    const QJsonObject original = QJsonDocument::fromJson(bytes).object();
    // The file's name says the schema it was written in.
    QCOMPARE(original.value(QLatin1String("schema")).toString(),
        QStringLiteral("streamscope-report/") + name.mid(1, name.indexOf(QLatin1Char('-')) - 1));
    // Everything the file holds is read and written back with its value: a key the loader
    // drops or the writer renames shows up here by its path. Newer writers may add keys, and
    // write the current schema.
    QJsonObject written = report->toJson();
    QCOMPARE(written.value(QLatin1String("schema")).toString(), kReportSchema);
    written[QLatin1String("schema")] = original.value(QLatin1String("schema"));
    QCOMPARE(firstLoss(original, written, QStringLiteral("report")), QString());
    // A second round trip changes nothing.
    const auto again = RunReport::fromJson(report->toJsonBytes(), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(QJsonDocument(again->toJson()).toJson(), QJsonDocument(report->toJson()).toJson());
}

void TestGoldenReports::bufferedVdr()
{
    // streamscope-cli --preset vdr --total 8M --interval 10ms
    QString error;
    const auto loaded = RunReport::load(reportPath(QStringLiteral("v1-buffered-vdr.json")), &error);
    QVERIFY2(loaded, qPrintable(error));
    const RunReport& r = *loaded;
    QCOMPARE(r.status, QStringLiteral("ok"));
    QVERIFY(r.error.isEmpty());
    QVERIFY(r.warnings.isEmpty());
    QCOMPARE(r.toolVersion, QStringLiteral("0.1.0"));
    QCOMPARE(r.startedAt, at("2026-11-30T16:45:57.896"));
    QCOMPARE(r.finishedAt, at("2026-11-30T16:45:58.088"));

    const RunConfig& c = r.config;
    QCOMPARE(c.preset, QStringLiteral("vdr"));
    QCOMPARE(c.targetDirs, QStringList { QStringLiteral("/tmp/cligold-tgt.Np1x") });
    QCOMPARE(c.streamCounts, (QList<int> { 1, 2 }));
    QCOMPARE(c.totalSize, 8 * kMiB);
    QCOMPARE(c.sizePerStream, int64_t(0));
    QCOMPARE(c.blockSize, 4 * kKiB);
    QCOMPARE(toString(c.schedule), QStringLiteral("roundrobin"));
    QCOMPARE(toString(c.mode), QStringLiteral("buffered"));
    QCOMPARE(toString(c.prepare), QStringLiteral("truncate"));
    QCOMPARE(toString(c.flush), QStringLiteral("end"));
    QCOMPARE(toString(c.read), QStringLiteral("each"));
    QCOMPARE(c.intervalNs, int64_t(10'000'000));
    QCOMPARE(c.stallNs, int64_t(100'000'000));
    QVERIFY(!c.isRealTime());

    QCOMPARE(r.targets.size(), 1);
    const TargetResult& t = r.targets[0];
    QCOMPARE(t.dir, QStringLiteral("/tmp/cligold-tgt.Np1x"));
    checkEnvironment(t);
    QCOMPARE(t.passes.size(), 2);

    const PassResult& one = t.passes[0];
    QCOMPARE(one.streams, 1);
    QCOMPARE(one.sizePerStream, 8 * kMiB);
    QCOMPARE(one.phases.size(), 2);
    const PhaseResult* w = one.phase(PhaseKind::Write);
    QVERIFY(w);
    QCOMPARE(w->pass, 0);
    QCOMPARE(w->bytes, 8 * kMiB);
    QCOMPARE(w->ops, int64_t(2048));
    QCOMPARE(w->effectiveMiBs, 185.08668650641707);
    QCOMPARE(w->ongoingMiBs, 254.09827161720403);
    QCOMPARE(w->flushTailS, 0.011739108);
    QCOMPARE(w->startS, 0.012609036);
    QCOMPARE(w->endS, 0.055832026);
    QCOMPARE(w->latency.count, uint64_t(2048));
    QCOMPARE(w->latency.maxUs, 16084.742);
    QCOMPARE(w->syncLatency.count, uint64_t(1));
    QCOMPARE(w->deviceWriteBytes, int64_t(8396800));
    QCOMPARE(w->stallCount, int64_t(0));
    QCOMPARE(w->perStream.size(), 1);
    QCOMPARE(w->perStream[0].bytes, 8 * kMiB);
    QCOMPARE(w->perStream[0].ongoingMiBs, 254.55025281772015);
    QCOMPARE(w->perStream[0].latency.p99Us, 5.984);
    const PhaseResult* rd = one.phase(PhaseKind::Read);
    QVERIFY(rd);
    QCOMPARE(rd->bytes, 8 * kMiB);
    QCOMPARE(rd->effectiveMiBs, 234.23904299296592);
    QCOMPARE(rd->residentFractionAtStart, 0.0);
    QCOMPARE(rd->residencyMethod, QStringLiteral("cachestat"));
    QCOMPARE(rd->deviceReadBytes, 8 * kMiB);
    QCOMPARE(rd->latency.maxUs, 19877.472);

    QCOMPARE(one.samples.size(), 7);
    QCOMPARE(one.samples[0].t, 0.029846999);
    QCOMPARE(one.samples[0].phase, int8_t(PhaseKind::Write));
    QCOMPARE(one.samples[0].totalMiBs, 256.62238f);
    QCOMPARE(one.samples[0].dirtyMiB, 50.57422f);
    QCOMPARE(one.samples[0].streamMiBs, QList<float> { 256.62238f });
    QCOMPARE(one.samples[1].totalMiBs, 304.50906f);
    QCOMPARE(one.samples[2].phase, int8_t(PhaseKind::Flush));
    QCOMPARE(one.samples[3].phase, int8_t(PhaseKind::Read));

    const PassResult& two = t.passes[1];
    QCOMPARE(two.streams, 2);
    QCOMPARE(two.sizePerStream, 4 * kMiB);
    const PhaseResult* w2 = two.phase(PhaseKind::Write);
    QVERIFY(w2);
    QCOMPARE(w2->pass, 1);
    QCOMPARE(w2->bytes, 8 * kMiB);
    QCOMPARE(w2->effectiveMiBs, 129.72312366730773);
    QCOMPARE(w2->ongoingMiBs, 270.99166656589165);
    QCOMPARE(w2->flushTailS, 0.032148604);
    QCOMPARE(w2->syncLatency.count, uint64_t(2));
    QCOMPARE(w2->perStream.size(), 2);
    QCOMPARE(w2->perStream[1].index, 1);
    QCOMPARE(w2->perStream[1].bytes, 4 * kMiB);
    QCOMPARE(w2->perStream[1].latency.count, uint64_t(1024));
    QCOMPARE(w2->perStream[1].latency.maxUs, 24030.67);
    const PhaseResult* rd2 = two.phase(PhaseKind::Read);
    QVERIFY(rd2);
    QCOMPARE(rd2->effectiveMiBs, 1273.468634069584);
    QCOMPARE(rd2->perStream.size(), 2);
    QCOMPARE(rd2->perStream[0].durationS, 0.002121816);
    QCOMPARE(rd2->perStream[1].durationS, 0.004097574);
    QCOMPARE(two.samples.size(), 10);
    QCOMPARE(two.samples[0].t, 0.099822762);
    QCOMPARE(two.samples[0].streamMiBs, (QList<float> { 254.41707f, 254.02625f }));
    QCOMPARE(two.samples[0].dirtyMiB, 51.148438f);
    QCOMPARE(two.samples[6].phase, int8_t(-1)); // between the flush and the read: dropping the cache
}

void TestGoldenReports::realTimeWithOverrun()
{
    // 2 streams × 256 KiB/s for 4 s, 512 KiB buffers, one thread per stream; stream 1's first
    // write stalled 5 s (--inject): one overrun losing 512 KiB, with its event stored.
    QString error;
    const auto loaded = RunReport::load(reportPath(QStringLiteral("v1-realtime-overrun.json")), &error);
    QVERIFY2(loaded, qPrintable(error));
    const RunReport& r = *loaded;
    QCOMPARE(r.status, QStringLiteral("ok"));
    QCOMPARE(r.startedAt, at("2026-11-30T16:45:36.512"));
    const RunConfig& c = r.config;
    QVERIFY(c.preset.isEmpty());
    QCOMPARE(c.streamCounts, QList<int> { 2 });
    QCOMPARE(c.ratesBytesPerSec, QList<double> { 256.0 * kKiB });
    QCOMPARE(c.bufferBytes, 512 * kKiB);
    QCOMPARE(c.durationNs, int64_t(4'000'000'000));
    QCOMPARE(c.sizePerStream, int64_t(0));
    QCOMPARE(c.totalSize, int64_t(0));
    QCOMPARE(c.blockSize, 64 * kKiB);
    QCOMPARE(toString(c.schedule), QStringLiteral("threads"));
    QCOMPARE(toString(c.read), QStringLiteral("none"));

    QCOMPARE(r.targets.size(), 1);
    checkEnvironment(r.targets[0]);
    const PassResult& pass = r.targets[0].passes.value(0);
    QCOMPARE(pass.streams, 2);
    QCOMPARE(pass.sizePerStream, kMiB);
    QCOMPARE(pass.phases.size(), 1);
    const PhaseResult& w = pass.phases[0];
    QCOMPARE(phaseName(w.kind), QStringLiteral("write"));
    QCOMPARE(w.bytes, 1536 * kKiB);
    QCOMPARE(w.ops, int64_t(24));
    QCOMPARE(w.overruns, int64_t(1));
    QCOMPARE(w.bytesLost, 512 * kKiB);
    QCOMPARE(w.effectiveMiBs, 0.283876365602799);
    QCOMPARE(w.endS, 5.299968647);
    QCOMPARE(w.cpuUserS, 0.010703);
    QCOMPARE(w.ioSomeS, 0.133083);
    QCOMPARE(w.ioFullS, 0.0);
    QCOMPARE(w.peakDirtyMiB, 52.91796875);
    QCOMPARE(w.deviceWriteBytes, int64_t(102699008));
    QCOMPARE(w.overrunEvents.size(), 1);
    QCOMPARE(w.overrunEvents[0].stream, 1);
    QCOMPARE(w.overrunEvents[0].timeS, 5.279741924);
    QCOMPARE(w.overrunEvents[0].bytesLost, 512 * kKiB);
    QCOMPARE(w.stallCount, int64_t(1));
    QCOMPARE(w.stalls.size(), 1);
    QCOMPARE(w.stalls[0].stream, 1);
    QCOMPARE(phaseName(w.stalls[0].phase), QStringLiteral("write"));
    QCOMPARE(w.stalls[0].startS, 0.271676533);
    QCOMPARE(w.stalls[0].durationS, 5.008059852);
    // Schema 1 knew no causes: the stall is of unknown cause, and so is the phase's stall time.
    QCOMPARE(int(w.stalls[0].cause), int(StallCause::Cause::Unknown));
    QCOMPARE(w.stallTime.count, 1);
    QCOMPARE(w.stallTime.seconds[int(StallCause::Cause::Unknown)], 5.008059852);
    QCOMPARE(w.stallTime.summary(), QStringLiteral("1 stall, 5.0 s: 5.0 s unknown"));
    QCOMPARE(w.perStream.size(), 2);
    QCOMPARE(w.perStream[0].overruns, int64_t(0));
    QCOMPARE(w.perStream[0].bytes, kMiB);
    QCOMPARE(w.perStream[0].targetMiBs, 0.25);
    QCOMPARE(w.perStream[0].achievedMiBs, 0.1899725753861422);
    QCOMPARE(w.perStream[0].worstBufferFillPct, 13.392829895019531);
    QCOMPARE(w.perStream[1].overruns, int64_t(1));
    QCOMPARE(w.perStream[1].bytesLost, 512 * kKiB);
    QCOMPARE(w.perStream[1].worstBufferFillPct, 100.0);
    QCOMPARE(w.perStream[1].latency.maxUs, 5008059.852);

    QCOMPARE(pass.samples.size(), 53);
    QCOMPARE(pass.samples[0].t, 0.100973679);
    QCOMPARE(pass.samples[0].bufferFillPct, (QList<float> { 0.008583069f, 0.3856659f }));
    QCOMPARE(pass.samples[2].totalMiBs, 0.6250443f);
}

void TestGoldenReports::failedRun()
{
    // 2 streams of 1 MiB; stream 1's write at 64 KiB failed with EIO (--inject).
    QString error;
    const auto loaded = RunReport::load(reportPath(QStringLiteral("v1-failed-eio.json")), &error);
    QVERIFY2(loaded, qPrintable(error));
    const RunReport& r = *loaded;
    QCOMPARE(r.status, QStringLiteral("failed"));
    QVERIFY(!r.ok());
    QCOMPARE(r.error,
        QStringLiteral("write to /tmp/cligold-tgt.Refk/.streamscope-run-2bz7nenwo5/stream-0001.dat at offset 65536 "
                       "failed: Input/output error (EIO)"));
    QCOMPARE(r.config.sizePerStream, kMiB);
    QCOMPARE(r.config.streamCounts, QList<int> { 2 });
    QCOMPARE(r.targets.size(), 1);
    checkEnvironment(r.targets[0]);
    const PassResult& pass = r.targets[0].passes.value(0);
    QCOMPARE(pass.streams, 2);
    QVERIFY(pass.samples.isEmpty());
    // What was written before the failure is kept: blocks 0 and 1 of stream 0, block 0 of stream 1.
    QCOMPARE(pass.phases.size(), 1);
    const PhaseResult& w = pass.phases[0];
    QCOMPARE(w.bytes, 192 * kKiB);
    QCOMPARE(w.ops, int64_t(3));
    QCOMPARE(w.perStream.size(), 2);
    QCOMPARE(w.perStream[0].bytes, 128 * kKiB);
    QCOMPARE(w.perStream[1].bytes, 64 * kKiB);
    QCOMPARE(w.latency.count, uint64_t(3));
    QCOMPARE(w.effectiveMiBs, 1036.541544585107);
}

void TestGoldenReports::cancelledRun()
{
    // 16 MiB with every write delayed 20 ms (--inject), SIGINT after 2 s.
    QString error;
    const auto loaded = RunReport::load(reportPath(QStringLiteral("v1-cancelled.json")), &error);
    QVERIFY2(loaded, qPrintable(error));
    const RunReport& r = *loaded;
    QCOMPARE(r.status, QStringLiteral("cancelled"));
    QCOMPARE(r.error, QStringLiteral("the run was cancelled; its files were removed"));
    QCOMPARE(r.startedAt, at("2026-11-30T16:45:41.890"));
    QCOMPARE(r.finishedAt, at("2026-11-30T16:45:43.893"));
    QCOMPARE(r.config.sizePerStream, 16 * kMiB);
    const PassResult& pass = r.targets.value(0).passes.value(0);
    QCOMPARE(pass.streams, 1);
    QCOMPARE(pass.sizePerStream, 16 * kMiB);
    QCOMPARE(pass.phases.size(), 1);
    const PhaseResult& w = pass.phases[0];
    QCOMPARE(w.bytes, int64_t(5177344));
    QCOMPARE(w.ops, int64_t(79));
    QCOMPARE(w.effectiveMiBs, 2.4887317296539497);
    QCOMPARE(w.endS, 2.002496136);
    QCOMPARE(w.latency.p50Us, 23986.176);
    QCOMPARE(w.latency.maxUs, 59997.011);
    QCOMPARE(pass.samples.size(), 19);
    QCOMPARE(pass.samples[1].t, 0.231135525);
    QCOMPARE(pass.samples[1].totalMiBs, 2.4998071f);
}

void TestGoldenReports::realTimeWrittenBeforeOverrunEvents()
{
    // The same run as realTimeWithOverrun, by the program as of 3cd40ee: streamscope-report/1
    // before overrun_events existed. The counts load; there are no events to show.
    QString error;
    const auto loaded = RunReport::load(reportPath(QStringLiteral("v1-3cd40ee-realtime-overrun.json")), &error);
    QVERIFY2(loaded, qPrintable(error));
    const RunReport& r = *loaded;
    QCOMPARE(r.status, QStringLiteral("ok"));
    QCOMPARE(r.startedAt, at("2026-11-30T16:46:55.494"));
    QCOMPARE(r.config.ratesBytesPerSec, QList<double> { 256.0 * kKiB });
    QCOMPARE(r.config.bufferBytes, 512 * kKiB);
    QCOMPARE(r.targets.size(), 1);
    checkEnvironment(r.targets[0]);
    const PassResult& pass = r.targets[0].passes.value(0);
    QCOMPARE(pass.samples.size(), 52);
    const PhaseResult& w = pass.phases.value(0);
    QCOMPARE(w.overruns, int64_t(1));
    QCOMPARE(w.bytesLost, 512 * kKiB);
    QVERIFY(w.overrunEvents.isEmpty());
    QCOMPARE(w.bytes, 1536 * kKiB);
    QCOMPARE(w.effectiveMiBs, 0.2853495976775269);
    QCOMPARE(w.cpuSystemS, 0.010896);
    QCOMPARE(w.stalls.value(0).durationS, 5.000151335);
    QCOMPARE(w.perStream.value(0).worstBufferFillPct, 12.51220703125);
    QCOMPARE(w.perStream.value(1).overruns, int64_t(1));
    QCOMPARE(w.perStream.value(1).achievedMiBs, 0.09523153162698475);
}

// Schema 2: a real run on a loop device slowed to 8 MiB/s with a strict 8 MiB dirty limit
// (docs/stall-causes.md), every stall with its cause and the evidence behind it.
void TestGoldenReports::dirtyThrottlingWithCauses()
{
    QString error;
    const auto loaded = RunReport::load(reportPath(QStringLiteral("v2-dirty-throttling.json")), &error);
    QVERIFY2(loaded, qPrintable(error));
    const RunReport& r = *loaded;
    QCOMPARE(r.status, QStringLiteral("ok"));
    QCOMPARE(r.config.stallNs, int64_t(50'000'000));
    const TargetResult& t = r.targets.value(0);
    QCOMPARE(t.environment.device.name, QStringLiteral("loop0"));
    const PhaseResult* w = t.passes.value(0).phase(PhaseKind::Write);
    QVERIFY(w);
    QCOMPARE(w->bytes, 16 * kMiB);
    QCOMPARE(w->stallCount, int64_t(7));
    QCOMPARE(w->stalls.size(), 7);
    QCOMPARE(w->stallTime.count, 7);
    QCOMPARE(w->stallTime.seconds[int(StallCause::Cause::DirtyThrottling)], 0.381829251);
    QCOMPARE(w->stallTime.totalS, 0.381829251);
    QCOMPARE(w->stallTime.summary(), QStringLiteral("7 stalls, 382 ms: 382 ms dirty throttling"));
    for (const StallEvent& s : w->stalls)
        QCOMPARE(int(s.cause), int(StallCause::Cause::DirtyThrottling));
    const StallEvent& s = w->stalls[0];
    QCOMPARE(s.startS, 0.426153442);
    QCOMPARE(s.durationS, 0.055522585);
    const StallCause::Evidence& e = s.evidence;
    QCOMPARE(e.observedS, 0.053818542);
    QCOMPARE(e.waits.size(), 2);
    QCOMPARE(e.waits[0].wchan, QStringLiteral("balance_dirty_pages"));
    QCOMPARE(e.waits[0].seconds, 0.049767527);
    QCOMPARE(e.waits[1].wchan, QString()); // running
    QCOMPARE(e.uninterruptibleS, 0.049767527);
    QCOMPARE(e.runnableS, 0.004051015);
    QCOMPARE(e.syscall, 18);
    QCOMPARE(e.bdiMaxBytes, int64_t(8384676));
    QCOMPARE(e.bdiStrictLimit, 1);
    QCOMPARE(e.dirtyWritebackBytes, int64_t(452153344));
    QCOMPARE(e.freerunCeilingBytes(), int64_t(4513878016));
    QCOMPARE(e.deviceQueueDepth, int64_t(128));
    QCOMPARE(e.ioSomeMs, 23.331);
    // Classified again from its evidence, it is what the report says.
    QCOMPARE(int(StallCause::classify(e)), int(StallCause::Cause::DirtyThrottling));
}

QTEST_GUILESS_MAIN(TestGoldenReports)
#include "tst_golden_reports.moc"
