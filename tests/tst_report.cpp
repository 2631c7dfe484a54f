// The report: a schema-versioned JSON document that must load back exactly, and must refuse
// anything malformed with a sentence instead of a crash.
#include "RunReport.h"
#include "TestSupport.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <sys/stat.h>

namespace {

RunReport sampleReport()
{
    RunReport r;
    r.toolVersion = QStringLiteral("0.1.0");
    r.startedAt = QDateTime::fromString(QStringLiteral("2026-11-30T10:00:00.000"), Qt::ISODateWithMs);
    r.finishedAt = r.startedAt.addSecs(12);
    r.config.targetDirs = { QStringLiteral("/tmp/x") };
    r.config.streamCounts = { 2 };
    r.config.totalSize = 8 * 1024 * 1024;
    r.warnings = { QStringLiteral("a warning") };
    TargetResult t;
    t.dir = QStringLiteral("/tmp/x");
    t.environment.kernel = QStringLiteral("6.18");
    t.environment.fsType = QStringLiteral("ext4");
    t.environment.device.present = true;
    t.environment.device.name = QStringLiteral("vda");
    t.environment.device.model = QStringLiteral("Virtio disk");
    PassResult p;
    p.streams = 2;
    p.sizePerStream = 4 * 1024 * 1024;
    PhaseResult w;
    w.kind = PhaseKind::Write;
    w.streams = 2;
    w.startS = 0.5;
    w.ioEndS = 1.5;
    w.endS = 3.5;
    w.bytes = 8 * 1024 * 1024;
    w.ops = 2048;
    w.ongoingMiBs = 8;
    w.effectiveMiBs = 8.0 / 3.0;
    w.flushTailS = 2;
    w.latency.count = 2048;
    w.latency.p50Us = 3;
    w.latency.p99Us = 40;
    w.latency.maxUs = 900;
    w.stallCount = 2;
    // One stall classified with its evidence, one the sampler could not explain.
    StallEvent throttled { 0, 0, 1, PhaseKind::Write, 1.0, 0.25 };
    throttled.cause = StallCause::Cause::DirtyThrottling;
    throttled.evidence.observedS = 0.24;
    throttled.evidence.waits = { { QStringLiteral("balance_dirty_pages"), 0.22 }, { QString(), 0.02 } };
    throttled.evidence.uninterruptibleS = 0.22;
    throttled.evidence.runnableS = 0.02;
    throttled.evidence.syscall = 1;
    throttled.evidence.dirtyWritebackBytes = 9'000'000;
    throttled.evidence.bdiMaxBytes = 8 * 1024 * 1024;
    throttled.evidence.bdiStrictLimit = 1;
    throttled.evidence.ioSomeMs = 230;
    w.stalls.append(throttled);
    w.stalls.append({ 0, 0, 0, PhaseKind::Write, 1.2, 0.125 });
    w.stallTime.add(StallCause::Cause::DirtyThrottling, 0.25);
    w.stallTime.add(StallCause::Cause::Unknown, 0.125);
    w.deviceWriteBytes = 8 * 1024 * 1024;
    w.deviceReadBytes = 0;
    w.peakDirtyMiB = 7.5;
    for (int i = 0; i < 2; ++i) {
        StreamResult s;
        s.index = i;
        s.bytes = 4 * 1024 * 1024;
        s.durationS = 1;
        s.ongoingMiBs = 4;
        w.perStream.append(s);
    }
    p.phases.append(w);
    for (int i = 0; i < 5; ++i) {
        Sample s;
        s.t = 0.5 + 0.1 * i;
        s.phase = i < 4 ? int8_t(PhaseKind::Write) : int8_t(PhaseKind::Flush);
        s.totalMiBs = float(i);
        s.ongoingMiBs = 1.5f;
        s.streamMiBs = { float(i) / 2, float(i) / 2 };
        s.inflightMs = { 0, 0.5f };
        s.dirtyMiB = 3;
        // The kernel's limits move with the free memory; a reopened run draws them as they were.
        s.dirtyCeilingMiB = 4000.0f + float(i);
        s.dirtyBackgroundMiB = 2700.0f + float(i);
        p.samples.append(s);
    }
    t.passes.append(p);
    r.targets.append(t);
    return r;
}

// The same run as a real-time recording of 1 MiB/s per stream that lost data three times.
RunReport realTimeReport()
{
    RunReport r = sampleReport();
    r.config.totalSize = 0;
    r.config.sizePerStream = 0;
    r.config.ratesBytesPerSec = { 1024.0 * 1024.0 };
    r.config.bufferBytes = 4 * 1024 * 1024;
    r.config.durationNs = 3'000'000'000;
    PhaseResult& w = r.targets[0].passes[0].phases[0];
    w.overrunEvents = { { 0, 0, 1, 0.75, 128 * 1024 }, { 0, 0, 0, 1.0, 64 * 1024 }, { 0, 0, 1, 1.25, 192 * 1024 } };
    w.overruns = 3;
    w.bytesLost = 384 * 1024;
    for (StreamResult& s : w.perStream) {
        s.targetMiBs = 1;
        s.achievedMiBs = 0.9;
        s.worstBufferFillPct = 100;
    }
    w.perStream[0].overruns = 1;
    w.perStream[0].bytesLost = 64 * 1024;
    w.perStream[1].overruns = 2;
    w.perStream[1].bytesLost = 320 * 1024;
    return r;
}

QByteArray mutate(const std::function<void(QJsonObject&)>& change, const RunReport& report = sampleReport())
{
    QJsonObject o = report.toJson();
    change(o);
    return QJsonDocument(o).toJson();
}

// The first phase of the first pass changed.
QByteArray mutatePhase(const std::function<void(QJsonObject&)>& change, const RunReport& report = sampleReport())
{
    return mutate(
        [&](QJsonObject& o) {
            QJsonArray targets = o[QLatin1String("targets")].toArray();
            QJsonObject t = targets[0].toObject();
            QJsonArray passes = t[QLatin1String("passes")].toArray();
            QJsonObject p = passes[0].toObject();
            QJsonArray phases = p[QLatin1String("phases")].toArray();
            QJsonObject ph = phases[0].toObject();
            change(ph);
            phases[0] = ph;
            p[QLatin1String("phases")] = phases;
            passes[0] = p;
            t[QLatin1String("passes")] = passes;
            targets[0] = t;
            o[QLatin1String("targets")] = targets;
        },
        report);
}

} // namespace

class TestReport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTrip();
    void saveAndLoadFile();
    void csvHasOneRowPerTick();
    void overrunEventsRoundTrip();
    void stallCausesRoundTrip();
    void schemaOneReportLoadsWithUnknownCauses();
    void reportWithoutOverrunEventsLoads();
    void hostsRunIsMarked();
    void opTimingSaysWhichKernelClock();
    void rejectsBadReports_data();
    void rejectsBadReports();
    void truncatedAtEveryLengthNeverCrashes();
    void schemaOfAnotherTypeIsShownNotMissing_data();
    void schemaOfAnotherTypeIsShownNotMissing();
    void loadRefusesWhatIsNotARegularFile();
    void saveOverAFifoWritesThrough();
};

void TestReport::roundTrip()
{
    const RunReport original = sampleReport();
    QString error;
    const auto loaded = RunReport::fromJson(original.toJsonBytes(), &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->toJson(), original.toJson());
    QCOMPARE(loaded->targets[0].passes[0].samples.size(), 5);
    QVERIFY(std::isnan(loaded->targets[0].passes[0].samples[0].deviceWriteMiBs)); // null stays "not measured"
    QCOMPARE(loaded->targets[0].passes[0].samples[4].dirtyCeilingMiB, 4004.0f);
    QCOMPARE(loaded->targets[0].passes[0].samples[4].dirtyBackgroundMiB, 2704.0f);
    // Streamed to a file the same (RunReport::save writes the samples column by column).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("r.json"));
    QVERIFY2(original.save(path, &error), qPrintable(error));
    const auto saved = RunReport::load(path, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->targets[0].passes[0].samples[2].dirtyCeilingMiB, 4002.0f);
    QCOMPARE(loaded->targets[0].passes[0].phases[0].stalls[0].durationS, 0.25);
    QCOMPARE(original.toJson().value(QLatin1String("schema")).toString(), QStringLiteral("streamscope-report/2"));
}

// Each stall keeps its cause and evidence, each phase its stall time by cause, under the keys
// other readers (the window, scripts) rely on.
void TestReport::stallCausesRoundTrip()
{
    const RunReport original = sampleReport();
    const QJsonObject phase
        = original.toJson()[QLatin1String("targets")][0][QLatin1String("passes")][0][QLatin1String("phases")][0]
              .toObject();
    const QJsonObject stall = phase[QLatin1String("stalls")][0].toObject();
    QCOMPARE(stall[QLatin1String("cause")].toString(), QStringLiteral("dirty-throttling"));
    const QJsonObject evidence = stall[QLatin1String("evidence")].toObject();
    QCOMPARE(evidence[QLatin1String("observed_s")].toDouble(), 0.24);
    QCOMPARE(
        evidence[QLatin1String("waits")][0][QLatin1String("wchan")].toString(), QStringLiteral("balance_dirty_pages"));
    QCOMPARE(evidence[QLatin1String("syscall")].toString(), QStringLiteral("write"));
    QCOMPARE(evidence[QLatin1String("bdi_max_bytes")].toDouble(), 8.0 * 1024 * 1024);
    QVERIFY(!evidence.contains(QLatin1String("cpu_s"))); // not observed: absent, not -1
    QCOMPARE(phase[QLatin1String("stalls")][1][QLatin1String("cause")].toString(), QStringLiteral("unknown"));
    QCOMPARE(phase[QLatin1String("stall_time_by_cause_s")].toObject(),
        (QJsonObject { { QLatin1String("dirty-throttling"), 0.25 }, { QLatin1String("unknown"), 0.125 } }));

    QString error;
    const auto loaded = RunReport::fromJson(original.toJsonBytes(), &error);
    QVERIFY2(loaded, qPrintable(error));
    const PhaseResult& w = loaded->targets[0].passes[0].phases[0];
    QCOMPARE(w.stalls.size(), 2);
    QCOMPARE(int(w.stalls[0].cause), int(StallCause::Cause::DirtyThrottling));
    QCOMPARE(w.stalls[0].evidence.waits.size(), 2);
    QCOMPARE(w.stalls[0].evidence.waits[0].seconds, 0.22);
    QCOMPARE(w.stalls[0].evidence.bdiStrictLimit, 1);
    QCOMPARE(w.stalls[0].evidence.ioSomeMs, 230.0);
    QCOMPARE(w.stalls[0].evidence.cpuS, -1.0);
    QCOMPARE(int(w.stalls[1].cause), int(StallCause::Cause::Unknown));
    QCOMPARE(w.stallTime.count, 2);
    QCOMPARE(w.stallTime.totalS, 0.375);
    QCOMPARE(w.stallTime.seconds[int(StallCause::Cause::DirtyThrottling)], 0.25);
    QCOMPARE(w.stallTime.summary(), QStringLiteral("2 stalls, 375 ms: 250 ms dirty throttling, 125 ms unknown"));
    QCOMPARE(loaded->toJson(), original.toJson());
}

// A report of schema 1 (no causes) loads: its stalls are of unknown cause, and its stall time
// is theirs.
void TestReport::schemaOneReportLoadsWithUnknownCauses()
{
    QJsonObject o = QJsonDocument::fromJson(mutatePhase([](QJsonObject& ph) {
        ph.remove(QLatin1String("stall_time_by_cause_s"));
        QJsonArray stalls = ph[QLatin1String("stalls")].toArray();
        for (QJsonValueRef s : stalls) {
            QJsonObject e = s.toObject();
            e.remove(QLatin1String("cause"));
            e.remove(QLatin1String("evidence"));
            s = e;
        }
        ph[QLatin1String("stalls")] = stalls;
    })).object();
    o[QLatin1String("schema")] = QStringLiteral("streamscope-report/1");
    QString error;
    const auto loaded = RunReport::fromJson(QJsonDocument(o).toJson(), &error);
    QVERIFY2(loaded, qPrintable(error));
    const PhaseResult& w = loaded->targets[0].passes[0].phases[0];
    QCOMPARE(int(w.stalls[0].cause), int(StallCause::Cause::Unknown));
    QCOMPARE(w.stalls[0].evidence.observedS, 0.0);
    QCOMPARE(w.stallTime.count, 2);
    QCOMPARE(w.stallTime.seconds[int(StallCause::Cause::Unknown)], 0.375);
    QCOMPARE(w.stallTime.summary(), QStringLiteral("2 stalls, 375 ms: 375 ms unknown"));
    // Saved again, it is a report of the current schema.
    QCOMPARE(loaded->toJson().value(QLatin1String("schema")).toString(), QStringLiteral("streamscope-report/2"));
}

void TestReport::overrunEventsRoundTrip()
{
    const RunReport original = realTimeReport();
    QString error;
    const auto loaded = RunReport::fromJson(original.toJsonBytes(), &error);
    QVERIFY2(loaded, qPrintable(error));
    const PhaseResult& w = loaded->targets[0].passes[0].phases[0];
    QCOMPARE(w.overrunEvents.size(), 3);
    for (int i = 0; i < 3; ++i) {
        const OverrunEvent& expected = original.targets[0].passes[0].phases[0].overrunEvents[i];
        QCOMPARE(w.overrunEvents[i].stream, expected.stream);
        QCOMPARE(w.overrunEvents[i].timeS, expected.timeS);
        QCOMPARE(w.overrunEvents[i].bytesLost, expected.bytesLost);
    }
    QCOMPARE(loaded->toJson(), original.toJson());
    // The cap is written down, so a reader knows the list may be shorter than the count.
    const QJsonObject phase
        = original.toJson()[QLatin1String("targets")][0][QLatin1String("passes")][0][QLatin1String("phases")][0]
              .toObject();
    QCOMPARE(phase[QLatin1String("overrun_events_limit")].toInt(), RunReport::kMaxStoredOverruns);
}

// Reports written before the events were stored keep loading: the list is optional.
void TestReport::reportWithoutOverrunEventsLoads()
{
    bool hadEvents = false;
    const QByteArray json = mutatePhase(
        [&](QJsonObject& ph) {
            hadEvents = ph.contains(QLatin1String("overrun_events"));
            ph.remove(QLatin1String("overrun_events"));
            ph.remove(QLatin1String("overrun_events_limit"));
        },
        realTimeReport());
    QVERIFY(hadEvents);
    QString error;
    const auto loaded = RunReport::fromJson(json, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->targets[0].passes[0].phases[0].overruns, 3);
    QVERIFY(loaded->targets[0].passes[0].phases[0].overrunEvents.isEmpty());
}

// "together" marks a report of several hosts (each target on its own clock): kept both ways,
// absent for any other run (and in older reports), refused when it is not true/false.
void TestReport::hostsRunIsMarked()
{
    QString error;
    const RunReport plain = sampleReport();
    QVERIFY(!plain.toJson().contains(QLatin1String("together")));
    const auto loadedPlain = RunReport::fromJson(plain.toJsonBytes(), &error);
    QVERIFY2(loadedPlain, qPrintable(error));
    QVERIFY(!loadedPlain->together.has_value());
    for (const bool together : { true, false }) {
        RunReport hosts = sampleReport();
        hosts.together = together;
        const auto loaded = RunReport::fromJson(hosts.toJsonBytes(), &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->together, std::optional<bool>(together));
    }
    const QByteArray bad = mutate([](QJsonObject& o) { o[QLatin1String("together")] = QStringLiteral("yes"); });
    QVERIFY(!RunReport::fromJson(bad, &error));
    QVERIFY2(error.contains(QLatin1String("together")), qPrintable(error));
}

// The op clock's line: the counter read under kvm-clock says so ("under"), the `tsc`
// clocksource and clock_gettime carry no such key; both load back as they were saved.
void TestReport::opTimingSaysWhichKernelClock()
{
    QString error;
    for (const QString& under : { QStringLiteral("kvm-clock"), QString() }) {
        RunReport r = sampleReport();
        r.opTiming.source = QStringLiteral("tsc");
        r.opTiming.basis = under;
        r.opTiming.maxDriftNs = 84;
        const QJsonObject timing = r.toJson().value(QLatin1String("op_timing")).toObject();
        QCOMPARE(timing.value(QLatin1String("source")).toString(), QStringLiteral("tsc"));
        QCOMPARE(timing.contains(QLatin1String("under")), !under.isEmpty());
        const auto loaded = RunReport::fromJson(r.toJsonBytes(), &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->opTiming.basis, under);
        QCOMPARE(
            loaded->opTiming.text(), under.isEmpty() ? QStringLiteral("tsc") : QStringLiteral("tsc (under kvm-clock)"));
    }
}

void TestReport::saveAndLoadFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("r.json"));
    QString error;
    QVERIFY(sampleReport().save(path, &error));
    const auto loaded = RunReport::load(path, &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(!RunReport::load(dir.filePath(QStringLiteral("missing.json")), &error));
    QVERIFY(error.contains(QLatin1String("missing.json")));
}

void TestReport::csvHasOneRowPerTick()
{
    const QByteArray csv = sampleReport().timeSeriesCsv();
    const QList<QByteArray> lines = csv.trimmed().split('\n');
    QCOMPARE(lines.size(), 6);
    QVERIFY(lines[0].startsWith("t_s,target,pass,streams,phase,total_mib_s,ongoing_mib_s,device_write_mib_s"));
    QVERIFY(lines[0].contains("stream1_mib_s"));
    QCOMPARE(lines[0].count(','), lines[3].count(','));
    QVERIFY(lines[5].contains(",flush,"));
}

void TestReport::rejectsBadReports_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::addRow("not json") << QByteArray("{\"schema\": ") << QStringLiteral("not valid JSON");
    QTest::addRow("array") << QByteArray("[]") << QStringLiteral("not a JSON object");
    QTest::addRow("wrong schema") << mutate([](QJsonObject& o) {
        o[QLatin1String("schema")] = QStringLiteral("other/2");
    }) << QStringLiteral("other/2");
    QTest::addRow("no schema") << mutate([](QJsonObject& o) { o.remove(QLatin1String("schema")); })
                               << QStringLiteral("schema");
    QTest::addRow("bad status") << mutate([](QJsonObject& o) { o[QLatin1String("status")] = QStringLiteral("great"); })
                                << QStringLiteral("status");
    QTest::addRow("targets not list") << mutate([](QJsonObject& o) { o[QLatin1String("targets")] = 3; })
                                      << QStringLiteral("targets");
    QTest::addRow("bytes is text") << mutatePhase([](QJsonObject& ph) {
        ph[QLatin1String("bytes")] = QStringLiteral("many");
    }) << QStringLiteral("bytes");
    QTest::addRow("negative rate") << mutatePhase([](QJsonObject& ph) { ph[QLatin1String("ongoing_mib_s")] = -5; })
                                   << QStringLiteral("ongoing_mib_s");
    QTest::addRow("fractional ops") << mutatePhase([](QJsonObject& ph) { ph[QLatin1String("ops")] = 1.5; })
                                    << QStringLiteral("ops");
    QTest::addRow("unknown phase") << mutatePhase([](QJsonObject& ph) {
        ph[QLatin1String("name")] = QStringLiteral("dance");
    }) << QStringLiteral("dance");
    QTest::addRow("end before start") << mutatePhase([](QJsonObject& ph) { ph[QLatin1String("end_s")] = 0.1; })
                                      << QStringLiteral("end_s");
    QTest::addRow("huge stall list") << mutatePhase([](QJsonObject& ph) {
        QJsonArray stalls;
        for (int i = 0; i < 10001; ++i)
            stalls.append(QJsonObject());
        ph[QLatin1String("stalls")] = stalls;
    }) << QStringLiteral("stalls");
    // Stall causes and evidence: only known cause names, evidence of non-negative numbers.
    auto firstStall = [&](const char* key, const QJsonValue& value) {
        return mutatePhase([&](QJsonObject& ph) {
            QJsonArray stalls = ph[QLatin1String("stalls")].toArray();
            QJsonObject s = stalls[0].toObject();
            s[QLatin1String(key)] = value;
            stalls[0] = s;
            ph[QLatin1String("stalls")] = stalls;
        });
    };
    QTest::addRow("unknown stall cause") << firstStall("cause", QStringLiteral("gremlins"))
                                         << QStringLiteral("gremlins");
    QTest::addRow("stall cause not text") << firstStall("cause", 3) << QStringLiteral("cause");
    QTest::addRow("evidence not an object") << firstStall("evidence", 3) << QStringLiteral("evidence");
    QTest::addRow("negative evidence") << firstStall("evidence", QJsonObject { { QLatin1String("observed_s"), -1 } })
                                       << QStringLiteral("not a non-negative number");
    QTest::addRow("evidence wait malformed")
        << firstStall("evidence", QJsonObject { { QLatin1String("waits"), QJsonArray { 1 } } })
        << QStringLiteral("wait channel");
    auto stallTime = [&](const QJsonValue& value) {
        return mutatePhase([&](QJsonObject& ph) { ph[QLatin1String("stall_time_by_cause_s")] = value; });
    };
    QTest::addRow("stall time not an object") << stallTime(QJsonArray {}) << QStringLiteral("stall_time_by_cause_s");
    QTest::addRow("stall time of an unknown cause")
        << stallTime(QJsonObject { { QLatin1String("gremlins"), 1.0 } }) << QStringLiteral("gremlins");
    QTest::addRow("negative stall time") << stallTime(QJsonObject { { QLatin1String("journal-commit"), -1.0 } })
                                         << QStringLiteral("journal-commit");
    // Hostile overrun lists: too long, more events than counted, out of range.
    auto overruns = [&](const std::function<void(QJsonArray&)>& change) {
        return mutatePhase(
            [&](QJsonObject& ph) {
                QJsonArray events = ph[QLatin1String("overrun_events")].toArray();
                change(events);
                ph[QLatin1String("overrun_events")] = events;
            },
            realTimeReport());
    };
    const QJsonObject validEvent { { QLatin1String("stream"), 0 }, { QLatin1String("time_s"), 1.0 },
        { QLatin1String("bytes_lost"), 0 } };
    QTest::addRow("huge overrun list") << overruns([&](QJsonArray& a) {
        for (int i = 0; i < RunReport::kMaxStoredOverruns + 1; ++i)
            a.append(validEvent);
    }) << QStringLiteral("more than 5000");
    QTest::addRow("more overruns than counted")
        << overruns([&](QJsonArray& a) { a.append(validEvent); }) << QStringLiteral("more events than");
    QTest::addRow("overrun list is text") << mutatePhase(
        [](QJsonObject& ph) { ph[QLatin1String("overrun_events")] = QStringLiteral("many"); }, realTimeReport())
                                          << QStringLiteral("overrun_events");
    QTest::addRow("overrun not an object")
        << overruns([](QJsonArray& a) { a[0] = 7; }) << QStringLiteral("not an object");
    // One field of the first event replaced.
    auto firstEvent = [&](const char* key, const QJsonValue& value) {
        return overruns([&](QJsonArray& a) {
            QJsonObject e = a[0].toObject();
            e[QLatin1String(key)] = value;
            a[0] = e;
        });
    };
    QTest::addRow("overrun of a stream that does not exist") << firstEvent("stream", 2) << QStringLiteral("stream");
    QTest::addRow("overrun outside its phase") << firstEvent("time_s", 99.0) << QStringLiteral("outside its phase");
    QTest::addRow("overrun loses negative bytes") << firstEvent("bytes_lost", -1) << QStringLiteral("bytes_lost");
    QTest::addRow("overruns lose more than bytes_lost")
        << firstEvent("bytes_lost", 1e12) << QStringLiteral("loses more bytes");
    QTest::addRow("overrun time is text") << firstEvent("time_s", QStringLiteral("nan")) << QStringLiteral("time_s");
    auto samples = [](const std::function<void(QJsonObject&)>& change) {
        return mutate([&](QJsonObject& o) {
            QJsonArray targets = o[QLatin1String("targets")].toArray();
            QJsonObject t = targets[0].toObject();
            QJsonArray passes = t[QLatin1String("passes")].toArray();
            QJsonObject p = passes[0].toObject();
            QJsonObject s = p[QLatin1String("samples")].toObject();
            change(s);
            p[QLatin1String("samples")] = s;
            passes[0] = p;
            t[QLatin1String("passes")] = passes;
            targets[0] = t;
            o[QLatin1String("targets")] = targets;
        });
    };
    QTest::addRow("short column") << samples([](QJsonObject& s) {
        s[QLatin1String("total_mib_s")] = QJsonArray { 1, 2 };
    }) << QStringLiteral("total_mib_s");
    QTest::addRow("text in column") << samples([](QJsonObject& s) {
        s[QLatin1String("total_mib_s")] = QJsonArray { 1, 2, 3, QStringLiteral("x"), 5 };
    }) << QStringLiteral("total_mib_s");
    QTest::addRow("stream count mismatch") << samples([](QJsonObject& s) {
        s[QLatin1String("stream_mib_s")] = QJsonArray { QJsonArray { 1, 2, 3, 4, 5 } };
    }) << QStringLiteral("stream_mib_s");
    QTest::addRow("negative time") << samples([](QJsonObject& s) {
        s[QLatin1String("t_s")] = QJsonArray { -1, 2, 3, 4, 5 };
    }) << QStringLiteral("t_s");
    // Issue 53 item 6: times that run backwards were accepted (the total line then not drawn),
    // and 1e308 was called "not a finite number".
    QTest::addRow("time runs backwards") << samples([](QJsonObject& s) {
        s[QLatin1String("t_s")] = QJsonArray { 0.1, 0.2, 0.15, 0.4, 0.5 };
    }) << QStringLiteral("\"t_s\" runs backwards at sample 2 (0.15 s after 0.2 s)");
    QTest::addRow("huge value") << samples([](QJsonObject& s) {
        s[QLatin1String("total_mib_s")] = QJsonArray { 1, 2, 3, 1e308, 5 };
    }) << QStringLiteral("holds 1e+308, beyond the largest value a sample can have");
    QTest::addRow("huge value in a stream") << samples([](QJsonObject& s) {
        s[QLatin1String("stream_mib_s")]
            = QJsonArray { QJsonArray { 1, 2, 3, 1e308, 5 }, QJsonArray { 1, 2, 3, 4, 5 } };
    }) << QStringLiteral("beyond the largest value");
    QTest::addRow("config wrong type") << mutate([](QJsonObject& o) {
        QJsonObject c = o[QLatin1String("config")].toObject();
        c[QLatin1String("block_bytes")] = QStringLiteral("4k");
        o[QLatin1String("config")] = c;
    }) << QStringLiteral("block_bytes");
}

void TestReport::rejectsBadReports()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QString error;
    const auto report = RunReport::fromJson(json, &error);
    QVERIFY(!report);
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void TestReport::truncatedAtEveryLengthNeverCrashes()
{
    const QByteArray json = QJsonDocument(sampleReport().toJson()).toJson(QJsonDocument::Compact);
    int rejected = 0;
    for (qsizetype n = 0; n < json.size(); n += 7) {
        QString error;
        if (!RunReport::fromJson(json.left(n), &error)) {
            QVERIFY(!error.isEmpty());
            ++rejected;
        }
    }
    QCOMPARE(rejected, int((json.size() + 6) / 7));
}

void TestReport::schemaOfAnotherTypeIsShownNotMissing_data()
{
    QTest::addColumn<QJsonValue>("schema");
    QTest::addColumn<QString>("expected");
    QTest::addRow("number") << QJsonValue(99) << QStringLiteral("report schema is 99;");
    QTest::addRow("string") << QJsonValue(QStringLiteral("other/2")) << QStringLiteral("report schema is \"other/2\";");
    QTest::addRow("null") << QJsonValue(QJsonValue::Null) << QStringLiteral("report schema is null;");
    QTest::addRow("missing") << QJsonValue(QJsonValue::Undefined) << QStringLiteral("report schema is missing;");
}

void TestReport::schemaOfAnotherTypeIsShownNotMissing()
{
    QFETCH(QJsonValue, schema);
    QFETCH(QString, expected);
    const QByteArray json = mutate([&schema](QJsonObject& o) {
        if (schema.isUndefined())
            o.remove(QLatin1String("schema"));
        else
            o[QLatin1String("schema")] = schema;
    });
    QString error;
    QVERIFY(!RunReport::fromJson(json, &error));
    QVERIFY2(error.startsWith(expected), qPrintable(error));
}

void TestReport::loadRefusesWhatIsNotARegularFile()
{
    // A history entry that is a FIFO (or a link to one) blocked a plain open() forever; it is
    // refused at once, by what was opened, with the path and the kind named.
    QTemporaryDir tmp;
    const QString fifo = tmp.filePath(QStringLiteral("fifo.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString link = tmp.filePath(QStringLiteral("link.json"));
    QVERIFY(QFile::link(fifo, link));
    for (const QString& path : { fifo, link, tmp.path() }) {
        QString error;
        QVERIFY(!RunReport::load(path, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY2(error.contains(path == tmp.path() ? QLatin1String("a directory") : QLatin1String("a FIFO")),
            qPrintable(error));
    }
}

void TestReport::saveOverAFifoWritesThrough()
{
    QTemporaryDir tmp;
    const QString fifo = tmp.filePath(QStringLiteral("fifo.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const RunReport report = sampleReport();
    QString error;
    bool saved = false;
    const QByteArray received = readFifoWhile(fifo, [&] { saved = report.save(fifo, &error); });
    QVERIFY2(saved, qPrintable(error));
    QVERIFY2(RunReport::fromJson(received, &error), qPrintable(error));
    QVERIFY(QFileInfo(fifo).isFile() == false); // still the FIFO
}

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"
