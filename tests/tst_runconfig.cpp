#include "RunConfig.h"
#include "Units.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>
#include <QTest>
#include <cstdint>
#include <limits>

// RunConfig is the contract between the form, the CLI, the engine and saved reports: a bad
// value must be caught with a message a person can act on, and a good config must survive
// JSON unchanged, because reports are compared and re-run from it.
class TestRunConfig : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaultIsValid();
    void invalid_data();
    void invalid();
    void realTimeRunMustBeAbleToOverrun();
    void totalSplitsIntoWholeBlocks_data();
    void totalSplitsIntoWholeBlocks();
    void jsonRoundTrip_data();
    void jsonRoundTrip();
    void fromJsonRejects_data();
    void fromJsonRejects();
    void enumNames_data();
    void enumNames();
    void unknownEnumNames_data();
    void unknownEnumNames();
    void parseFlush_data();
    void parseFlush();
};

namespace {

constexpr int64_t KiB = 1024;
constexpr int64_t MiB = 1024 * KiB;
constexpr int64_t kMs = 1'000'000;
constexpr int64_t kS = 1'000'000'000;

RunConfig validConfig()
{
    RunConfig c;
    c.targetDirs = { QStringLiteral("/tmp/streamscope-test") };
    return c;
}

RunConfig realTimeConfig()
{
    RunConfig c = validConfig();
    c.streamCounts = { 4 };
    c.ratesBytesPerSec = { double(MiB) };
    c.bufferBytes = 4 * MiB;
    return c;
}

// True when `value` stands on its own in `message` ("0" is in "stream count 0 is", but not
// in "1024"), so a row cannot pass because the digits happen to occur elsewhere.
bool mentions(const QString& message, const QString& value)
{
    const QRegularExpression re(
        QStringLiteral("(?<![\\w.])") + QRegularExpression::escape(value) + QStringLiteral("(?![\\w])"));
    return re.match(message).hasMatch();
}

QString describe(const QList<ConfigError>& errors)
{
    QStringList lines;
    for (const ConfigError& e : errors)
        lines << e.field + QStringLiteral(": ") + e.message;
    return lines.isEmpty() ? QStringLiteral("(no errors)") : lines.join(QStringLiteral(" | "));
}

QJsonObject validJson()
{
    RunConfig c = realTimeConfig();
    c.durationNs = 30 * kS;
    return c.toJson();
}

} // namespace

void TestRunConfig::defaultIsValid()
{
    const RunConfig c = validConfig();
    const QList<ConfigError> errors = c.validate();
    QVERIFY2(errors.isEmpty(), qPrintable(describe(errors)));

    // Without a target directory the same config is not runnable.
    RunConfig noDir;
    noDir.targetDirs.clear();
    const QList<ConfigError> noDirErrors = noDir.validate();
    QCOMPARE(noDirErrors.size(), 1);
    QCOMPARE(noDirErrors.front().field, QStringLiteral("dir"));
}

void TestRunConfig::invalid_data()
{
    QTest::addColumn<RunConfig>("config");
    QTest::addColumn<QString>("field");
    // How the offending value appears in the message (as Units formats it).
    QTest::addColumn<QString>("value");
    // Non-empty for a known defect in RunConfig::validate(): the value check is expected to
    // fail, and the row turns into an XPASS failure once the defect is fixed.
    QTest::addColumn<QString>("knownBug");

    RunConfig c;

    c = validConfig();
    c.streamCounts = { 0 };
    QTest::addRow("streams 0") << c << QStringLiteral("streams") << QStringLiteral("0") << QString();
    c.streamCounts = { 1025 };
    QTest::addRow("streams 1025") << c << QStringLiteral("streams") << QStringLiteral("1025") << QString();
    c.streamCounts = { 1, 2, 2000 };
    QTest::addRow("streams 1,2,2000") << c << QStringLiteral("streams") << QStringLiteral("2000") << QString();

    c = validConfig();
    c.blockSize = 256;
    QTest::addRow("block 256") << c << QStringLiteral("block") << QStringLiteral("256 B") << QString();
    c.blockSize = 128 * MiB;
    QTest::addRow("block 128M") << c << QStringLiteral("block") << QStringLiteral("128 MiB") << QString();

    c = validConfig();
    c.sizePerStream = MiB;
    c.totalSize = 64 * MiB;
    QTest::addRow("size and total both set") << c << QStringLiteral("size") << QStringLiteral("1 MiB") << QString();

    c = validConfig();
    c.sizePerStream = 6 * KiB;
    c.totalSize = 0;
    QTest::addRow("size 6k with block 4k") << c << QStringLiteral("size") << QStringLiteral("6 KiB") << QString();

    c = validConfig();
    c.totalSize = 12 * KiB;
    c.streamCounts = { 1, 5 };
    QTest::addRow("total under a block per stream")
        << c << QStringLiteral("total") << QStringLiteral("2.40 KiB") << QString();

    c = realTimeConfig();
    c.durationNs = 4 * kS;
    QTest::addRow("buffer holds the whole recording")
        << c << QStringLiteral("duration") << QStringLiteral("4s") << QString();

    c = validConfig();
    c.flush = FlushPolicy::Every;
    c.flushEveryBytes = 1000;
    QTest::addRow("flush every:1000 with block 4k")
        << c << QStringLiteral("flush") << QStringLiteral("1000 B") << QString();

    c = validConfig();
    c.intervalNs = 5 * kMs;
    QTest::addRow("interval 5ms") << c << QStringLiteral("interval") << QStringLiteral("5ms") << QString();
    c.intervalNs = 11 * kS;
    QTest::addRow("interval 11s") << c << QStringLiteral("interval") << QStringLiteral("11s") << QString();

    c = validConfig();
    c.stallNs = 0;
    QTest::addRow("stall 0") << c << QStringLiteral("stall") << QStringLiteral("0s") << QString();
    c.stallNs = 7200 * kS;
    QTest::addRow("stall 2h") << c << QStringLiteral("stall") << QStringLiteral("7200s") << QString();

    c = realTimeConfig();
    c.bufferBytes = 0;
    QTest::addRow("rate without buffer") << c << QStringLiteral("buffer") << QStringLiteral("0 B") << QString();

    c = validConfig();
    c.durationNs = 10 * kS;
    QTest::addRow("duration without rate") << c << QStringLiteral("duration") << QStringLiteral("10s") << QString();

    c = validConfig();
    c.bufferBytes = MiB;
    QTest::addRow("buffer without rate") << c << QStringLiteral("buffer") << QStringLiteral("1 MiB") << QString();

    c = realTimeConfig();
    c.streamCounts = { 2 };
    c.ratesBytesPerSec = { double(MiB), 2.0 * MiB, 3.0 * MiB };
    QTest::addRow("3 rates for 2 streams") << c << QStringLiteral("rate") << QStringLiteral("3") << QString();

    c = realTimeConfig();
    c.ratesBytesPerSec = { -1.0 };
    QTest::addRow("negative rate") << c << QStringLiteral("rate") << QStringLiteral("-1") << QString();
}

void TestRunConfig::invalid()
{
    QFETCH(RunConfig, config);
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, knownBug);

    const QList<ConfigError> errors = config.validate();
    QList<ConfigError> matching;
    for (const ConfigError& e : errors) {
        QVERIFY2(!e.message.isEmpty(), qPrintable(e.field));
        if (e.field == field)
            matching.append(e);
    }
    QVERIFY2(!matching.isEmpty(), qPrintable(describe(errors)));

    bool named = false;
    for (const ConfigError& e : matching)
        named = named || mentions(e.message, value);
    if (!knownBug.isEmpty())
        QEXPECT_FAIL("", qPrintable(knownBug), Continue);
    QVERIFY2(named, qPrintable(QStringLiteral("\"%1\" not in: %2").arg(value, describe(matching))));
}

void TestRunConfig::realTimeRunMustBeAbleToOverrun()
{
    // 1 MiB/s into a 4 MiB buffer: 4 s can never overrun, a little more can; the fastest of
    // several rates decides, and the message names the shortest meaningful duration.
    RunConfig c = realTimeConfig();
    c.durationNs = 4 * kS;
    QList<ConfigError> errors = c.validate();
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.front().field, QStringLiteral("duration"));
    QVERIFY2(errors.front().message.contains(QLatin1String("longer than 4s")), qPrintable(errors.front().message));

    c.durationNs = 4100 * kMs;
    errors = c.validate();
    QVERIFY2(errors.isEmpty(), qPrintable(describe(errors)));

    c.durationNs = 4 * kS;
    c.ratesBytesPerSec = { double(MiB), double(MiB), double(MiB), 1.5 * double(MiB) };
    errors = c.validate();
    QVERIFY2(errors.isEmpty(), qPrintable(describe(errors)));
}

void TestRunConfig::totalSplitsIntoWholeBlocks_data()
{
    QTest::addColumn<int64_t>("total");
    QTest::addColumn<int64_t>("block");
    QTest::addColumn<int>("streams");
    QTest::addColumn<int64_t>("perStream");
    QTest::addColumn<int64_t>("leftOver");

    // Seed 001's 20 tracks with a total that 20 does not divide: 6 blocks each, 2 MiB out.
    QTest::addRow("hdtest 32M over 20") << int64_t(32 * MiB) << int64_t(256 * KiB) << 20 << int64_t(6 * 256 * KiB)
                                        << int64_t(2 * MiB);
    QTest::addRow("3 blocks over 2") << int64_t(12 * KiB) << int64_t(4 * KiB) << 2 << int64_t(4 * KiB)
                                     << int64_t(4 * KiB);
    QTest::addRow("1025 bytes over 2") << int64_t(1025) << int64_t(512) << 2 << int64_t(512) << int64_t(1);
    QTest::addRow("even split leaves nothing out")
        << int64_t(64 * MiB) << int64_t(4 * KiB) << 4 << int64_t(16 * MiB) << int64_t(0);
    QTest::addRow("exactly one block each")
        << int64_t(8 * KiB) << int64_t(4 * KiB) << 2 << int64_t(4 * KiB) << int64_t(0);
}

void TestRunConfig::totalSplitsIntoWholeBlocks()
{
    QFETCH(int64_t, total);
    QFETCH(int64_t, block);
    QFETCH(int, streams);
    QFETCH(int64_t, perStream);
    QFETCH(int64_t, leftOver);

    RunConfig c = validConfig();
    c.totalSize = total;
    c.blockSize = block;
    c.streamCounts = { streams };
    const QList<ConfigError> errors = c.validate();
    QVERIFY2(errors.isEmpty(), qPrintable(describe(errors)));
    QCOMPARE(c.streamSize(streams), perStream);
    QCOMPARE(c.totalLeftOver(streams), leftOver);
    QCOMPARE(c.streamSize(streams) * streams + c.totalLeftOver(streams), total);
    QCOMPARE(c.passBytes(streams).value_or(-1), perStream * streams);

    // --size is taken as given: nothing is left out.
    c.totalSize = 0;
    c.sizePerStream = perStream;
    QCOMPARE(c.totalLeftOver(streams), int64_t(0));
}

void TestRunConfig::jsonRoundTrip_data()
{
    QTest::addColumn<RunConfig>("config");

    QTest::addRow("default") << validConfig();

    RunConfig c = validConfig();
    c.preset = QStringLiteral("vdr");
    c.targetDirs = { QStringLiteral("/mnt/a"), QStringLiteral("/mnt/b") };
    c.streamCounts = { 1, 2, 4, 8 };
    c.totalSize = 256 * MiB;
    c.blockSize = 256 * KiB;
    c.schedule = Schedule::Threads;
    c.mode = IoMode::Direct;
    c.prepare = Prepare::Fallocate;
    c.flush = FlushPolicy::Every;
    c.flushEveryBytes = 16 * MiB;
    c.read = ReadOrder::RoundRobin;
    c.intervalNs = 250 * kMs;
    c.stallNs = 2 * kS;
    QTest::addRow("sweep, threads, direct, every:16M") << c;

    c = validConfig();
    c.targetDirs = { QStringLiteral("/tmp/Str\u00f6m \u2713 \"quoted\"") };
    c.sizePerStream = 1024 * MiB;
    c.totalSize = 0;
    c.mode = IoMode::Sync;
    c.prepare = Prepare::Existing;
    c.flush = FlushPolicy::None;
    c.read = ReadOrder::None;
    c.intervalNs = 33'333'333;
    c.stallNs = kMs;
    QTest::addRow("size per stream, sync, odd interval, unicode dir") << c;

    c = realTimeConfig();
    c.preset = QStringLiteral("audio");
    c.mode = IoMode::Dsync;
    c.ratesBytesPerSec = { double(MiB), 2.0 * MiB, 1.5 * MiB, double(MiB) / 3.0 };
    c.bufferBytes = 8 * MiB;
    c.durationNs = 90 * kS;
    QTest::addRow("real time, one rate per stream, duration") << c;

    c = realTimeConfig();
    c.ratesBytesPerSec = { 48000.0 * 3 * 24 };
    c.blockSize = 512;
    c.totalSize = 512 * 4 * 1000;
    QTest::addRow("real time by size, odd rate") << c;
}

void TestRunConfig::jsonRoundTrip()
{
    QFETCH(RunConfig, config);
    // Only valid configs are ever saved; a row that is not valid tests nothing real.
    QVERIFY2(config.validate().isEmpty(), qPrintable(describe(config.validate())));

    QString error;
    const auto direct = RunConfig::fromJson(config.toJson(), &error);
    QVERIFY2(direct, qPrintable(error));
    QVERIFY(*direct == config);

    // Through text as well, which is how a report is saved and read back.
    const QByteArray text = QJsonDocument(config.toJson()).toJson(QJsonDocument::Compact);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    const auto viaText = RunConfig::fromJson(doc.object(), &error);
    QVERIFY2(viaText, qPrintable(error));
    QVERIFY2(*viaText == config, text.constData());
}

void TestRunConfig::fromJsonRejects_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value"); // Undefined = remove the key
    QTest::addColumn<QString>("knownBug");

    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const QJsonValue removed(QJsonValue::Undefined);
    const QString none;
    auto key = [](const char* k) { return QString::fromLatin1(k); };
    auto str = [](const char* s) { return QJsonValue(QString::fromLatin1(s)); };
    auto list = [](std::initializer_list<QJsonValue> values) { return QJsonValue(QJsonArray(values)); };

    QTest::addRow("dirs missing") << key("dirs") << removed << none;
    QTest::addRow("dirs is a string") << key("dirs") << str("/tmp") << none;
    QTest::addRow("dirs holds a number") << key("dirs") << list({ 1 }) << none;
    QTest::addRow("dirs is null") << key("dirs") << QJsonValue(QJsonValue::Null) << none;

    QTest::addRow("streams missing") << key("streams") << removed << none;
    QTest::addRow("streams is a number") << key("streams") << QJsonValue(2) << none;
    QTest::addRow("streams holds a string") << key("streams") << list({ str("2") }) << none;
    QTest::addRow("streams holds 0") << key("streams") << list({ 0 }) << none;
    QTest::addRow("streams holds 1.5") << key("streams") << list({ 1.5 }) << none;
    QTest::addRow("streams holds 2000") << key("streams") << list({ 2000 }) << none;
    QTest::addRow("streams holds NaN") << key("streams") << list({ nan }) << none;
    QTest::addRow("streams holds inf") << key("streams") << list({ inf }) << none;

    QTest::addRow("size_bytes missing") << key("size_bytes") << removed << none;
    QTest::addRow("size_bytes negative") << key("size_bytes") << QJsonValue(-4096) << none;
    QTest::addRow("size_bytes fractional") << key("size_bytes") << QJsonValue(4096.5) << none;
    QTest::addRow("size_bytes NaN") << key("size_bytes") << QJsonValue(nan) << none;
    QTest::addRow("size_bytes inf") << key("size_bytes") << QJsonValue(inf) << none;
    QTest::addRow("size_bytes 1e300") << key("size_bytes") << QJsonValue(1e300) << none;
    QTest::addRow("size_bytes is a string") << key("size_bytes") << str("4096") << none;
    QTest::addRow("total_bytes negative") << key("total_bytes") << QJsonValue(-1) << none;
    QTest::addRow("block_bytes is a string") << key("block_bytes") << str("4k") << none;
    QTest::addRow("block_bytes 1e16") << key("block_bytes") << QJsonValue(1e16) << none;
    QTest::addRow("buffer_bytes negative") << key("buffer_bytes") << QJsonValue(-1) << none;
    QTest::addRow("buffer_bytes fractional") << key("buffer_bytes") << QJsonValue(0.5) << none;

    QTest::addRow("schedule unknown") << key("schedule") << str("sometimes") << none;
    QTest::addRow("schedule is a number") << key("schedule") << QJsonValue(1) << none;
    QTest::addRow("schedule missing") << key("schedule") << removed << none;
    QTest::addRow("mode unknown") << key("mode") << str("fast") << none;
    QTest::addRow("prepare unknown") << key("prepare") << str("zero") << none;
    QTest::addRow("read unknown") << key("read") << str("backwards") << none;
    QTest::addRow("flush unknown") << key("flush") << str("sometimes") << none;
    QTest::addRow("flush every:0") << key("flush") << str("every:0") << none;
    QTest::addRow("flush is a number") << key("flush") << QJsonValue(3) << none;

    QTest::addRow("interval_s negative") << key("interval_s") << QJsonValue(-0.1) << none;
    QTest::addRow("interval_s is a string") << key("interval_s") << str("0.1") << none;
    QTest::addRow("interval_s NaN") << key("interval_s") << QJsonValue(nan) << none;
    QTest::addRow("stall_s 1e300") << key("stall_s") << QJsonValue(1e300) << none;
    QTest::addRow("duration_s negative") << key("duration_s") << QJsonValue(-1) << none;

    QTest::addRow("rate_mib_s is a number") << key("rate_mib_s") << QJsonValue(1) << none;
    QTest::addRow("rate_mib_s is an object") << key("rate_mib_s") << QJsonValue(QJsonObject()) << none;
    QTest::addRow("rate_mib_s holds 0") << key("rate_mib_s") << list({ 0 }) << none;
    QTest::addRow("rate_mib_s holds -1") << key("rate_mib_s") << list({ -1 }) << none;
    QTest::addRow("rate_mib_s holds a string") << key("rate_mib_s") << list({ str("1") }) << none;
    QTest::addRow("rate_mib_s holds NaN") << key("rate_mib_s") << list({ nan }) << none;

    // Huge arrays must be refused before anything is sized after them.
    QJsonArray manyCounts;
    for (int i = 0; i < 5000; ++i)
        manyCounts.append(1);
    QTest::addRow("streams with 5000 entries") << key("streams") << QJsonValue(manyCounts) << none;
    QJsonArray manyRates;
    for (int i = 0; i < 2000; ++i)
        manyRates.append(1.0);
    QTest::addRow("rate_mib_s with 2000 entries") << key("rate_mib_s") << QJsonValue(manyRates) << none;
    QJsonArray manyDirs;
    for (int i = 0; i < 100'000; ++i)
        manyDirs.append(QStringLiteral("/tmp/d%1").arg(i));
    QTest::addRow("dirs with 100000 entries") << key("dirs") << QJsonValue(manyDirs) << QString();

    QTest::addRow("preset is a number") << key("preset") << QJsonValue(5) << QString();
}

void TestRunConfig::fromJsonRejects()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, knownBug);

    QJsonObject json = validJson();
    // The untouched object must load, or every row below would pass for the wrong reason.
    QString error;
    QVERIFY2(RunConfig::fromJson(json, &error), qPrintable(error));
    QVERIFY2(json.contains(key), qPrintable(key));

    if (value.isUndefined())
        json.remove(key);
    else
        json.insert(key, value);

    error.clear();
    const auto config = RunConfig::fromJson(json, &error);
    if (!knownBug.isEmpty())
        QEXPECT_FAIL("", qPrintable(knownBug), Abort);
    QVERIFY(!config);
    QVERIFY(!error.isEmpty());
    // A caller that does not want the message must be able to pass no error pointer.
    QVERIFY(!RunConfig::fromJson(json, nullptr));
}

void TestRunConfig::enumNames_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("name");

    const auto schedule = QStringLiteral("schedule");
    const auto mode = QStringLiteral("mode");
    const auto prepare = QStringLiteral("prepare");
    const auto read = QStringLiteral("read");
    QTest::addRow("schedule roundrobin") << schedule << int(Schedule::RoundRobin) << QStringLiteral("roundrobin");
    QTest::addRow("schedule threads") << schedule << int(Schedule::Threads) << QStringLiteral("threads");
    QTest::addRow("mode buffered") << mode << int(IoMode::Buffered) << QStringLiteral("buffered");
    QTest::addRow("mode direct") << mode << int(IoMode::Direct) << QStringLiteral("direct");
    QTest::addRow("mode sync") << mode << int(IoMode::Sync) << QStringLiteral("sync");
    QTest::addRow("mode dsync") << mode << int(IoMode::Dsync) << QStringLiteral("dsync");
    QTest::addRow("prepare truncate") << prepare << int(Prepare::Truncate) << QStringLiteral("truncate");
    QTest::addRow("prepare fallocate") << prepare << int(Prepare::Fallocate) << QStringLiteral("fallocate");
    QTest::addRow("prepare existing") << prepare << int(Prepare::Existing) << QStringLiteral("existing");
    QTest::addRow("read each") << read << int(ReadOrder::Each) << QStringLiteral("each");
    QTest::addRow("read roundrobin") << read << int(ReadOrder::RoundRobin) << QStringLiteral("roundrobin");
    QTest::addRow("read none") << read << int(ReadOrder::None) << QStringLiteral("none");
}

// The names are part of the CLI and of saved reports: they must not drift, and each must
// read back as the value it came from, in any letter case a user types.
void TestRunConfig::enumNames()
{
    QFETCH(QString, kind);
    QFETCH(int, value);
    QFETCH(QString, name);

    QString written;
    std::optional<int> back;
    std::optional<int> upper;
    const QString shouted = name.toUpper();
    if (kind == QLatin1String("schedule")) {
        written = toString(Schedule(value));
        if (const auto v = scheduleFromString(written))
            back = int(*v);
        if (const auto v = scheduleFromString(shouted))
            upper = int(*v);
    } else if (kind == QLatin1String("mode")) {
        written = toString(IoMode(value));
        if (const auto v = ioModeFromString(written))
            back = int(*v);
        if (const auto v = ioModeFromString(shouted))
            upper = int(*v);
    } else if (kind == QLatin1String("prepare")) {
        written = toString(Prepare(value));
        if (const auto v = prepareFromString(written))
            back = int(*v);
        if (const auto v = prepareFromString(shouted))
            upper = int(*v);
    } else {
        written = toString(ReadOrder(value));
        if (const auto v = readOrderFromString(written))
            back = int(*v);
        if (const auto v = readOrderFromString(shouted))
            upper = int(*v);
    }
    QCOMPARE(written, name);
    QCOMPARE(back, std::optional<int>(value));
    QCOMPARE(upper, std::optional<int>(value));
}

void TestRunConfig::unknownEnumNames_data()
{
    QTest::addColumn<QString>("text");
    QTest::addRow("empty") << QString();
    QTest::addRow("unknown word") << QStringLiteral("fast");
    QTest::addRow("with a space") << QStringLiteral("round robin");
    QTest::addRow("padded") << QStringLiteral(" direct ");
    QTest::addRow("number") << QStringLiteral("1");
}

void TestRunConfig::unknownEnumNames()
{
    QFETCH(QString, text);
    QVERIFY(!scheduleFromString(text));
    QVERIFY(!ioModeFromString(text));
    QVERIFY(!prepareFromString(text));
    QVERIFY(!readOrderFromString(text));
}

void TestRunConfig::parseFlush_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("policy");
    QTest::addColumn<qint64>("everyBytes");

    const int end = int(FlushPolicy::End);
    const int none = int(FlushPolicy::None);
    const int every = int(FlushPolicy::Every);
    QTest::addRow("end") << QStringLiteral("end") << true << end << qint64(0);
    QTest::addRow("END") << QStringLiteral("END") << true << end << qint64(0);
    QTest::addRow("padded none") << QStringLiteral(" none ") << true << none << qint64(0);
    QTest::addRow("every:16M") << QStringLiteral("every:16M") << true << every << qint64(16 * MiB);
    QTest::addRow("Every:4k") << QStringLiteral("Every:4k") << true << every << qint64(4 * KiB);
    QTest::addRow("every:1536") << QStringLiteral("every:1536") << true << every << qint64(1536);

    QTest::addRow("empty") << QString() << false << 0 << qint64(0);
    QTest::addRow("every") << QStringLiteral("every") << false << 0 << qint64(0);
    QTest::addRow("every:") << QStringLiteral("every:") << false << 0 << qint64(0);
    QTest::addRow("every:0") << QStringLiteral("every:0") << false << 0 << qint64(0);
    QTest::addRow("every:-4k") << QStringLiteral("every:-4k") << false << 0 << qint64(0);
    QTest::addRow("every:1.5") << QStringLiteral("every:1.5") << false << 0 << qint64(0);
    QTest::addRow("every:4x") << QStringLiteral("every:4x") << false << 0 << qint64(0);
    QTest::addRow("sometimes") << QStringLiteral("sometimes") << false << 0 << qint64(0);
    QTest::addRow("end:4k") << QStringLiteral("end:4k") << false << 0 << qint64(0);
}

void TestRunConfig::parseFlush()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(int, policy);
    QFETCH(qint64, everyBytes);

    // Sentinels: a failed parse must leave the caller's values alone.
    FlushPolicy parsedPolicy = FlushPolicy::None;
    int64_t parsedEvery = 12345;
    QString error;
    const bool ok = ::parseFlush(text, parsedPolicy, parsedEvery, &error);
    QCOMPARE(ok, valid);
    if (!valid) {
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains(QLatin1Char('"') + text + QLatin1Char('"')), qPrintable(error));
        QCOMPARE(int(parsedPolicy), int(FlushPolicy::None));
        QCOMPARE(parsedEvery, int64_t(12345));
        return;
    }
    QVERIFY(error.isEmpty());
    QCOMPARE(int(parsedPolicy), policy);
    QCOMPARE(qint64(parsedEvery), everyBytes);

    // What is written back must parse to the same thing.
    FlushPolicy againPolicy = FlushPolicy::End;
    int64_t againEvery = -1;
    QVERIFY(::parseFlush(flushToString(parsedPolicy, parsedEvery), againPolicy, againEvery, nullptr));
    QCOMPARE(int(againPolicy), policy);
    QCOMPARE(qint64(againEvery), everyBytes);
}

QTEST_GUILESS_MAIN(TestRunConfig)
#include "tst_runconfig.moc"
