// CommandLine::toConfig, option by option: each option lands in its own RunConfig field, in
// the field's unit, and leaves every other field as it was; a bad value is refused with a
// message that names the option.
#include "CommandLine.h"
#include "Presets.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTest>
#include <tuple>

namespace {

constexpr int64_t kKiB = 1024;
constexpr int64_t kMiB = 1024 * kKiB;
constexpr int64_t kGiB = 1024 * kMiB;
const QString kDir = QStringLiteral("/srv/target");

struct Parsed {
    bool ok = false;
    RunConfig config;
    QString error;
};

Parsed parse(const QStringList& arguments)
{
    QCommandLineParser parser;
    CommandLine options;
    options.addRunOptions(parser);
    Parsed result;
    if (!parser.parse(CommandLine::withOptionalValues(QStringList { QStringLiteral("streamscope-cli") } + arguments))) {
        result.error = parser.errorText();
        return result;
    }
    result.ok = options.toConfig(parser, result.config, &result.error);
    return result;
}

// What a command line with only --dir gives: the defaults every row below changes one field of.
RunConfig defaults()
{
    RunConfig c;
    c.targetDirs = { kDir };
    return c;
}

RunConfig preset(const char* name)
{
    RunConfig c = Presets::find(QLatin1String(name))->config;
    c.targetDirs = { kDir };
    return c;
}

QStringList withDir(QStringList arguments)
{
    return QStringList { QStringLiteral("--dir"), kDir } + arguments;
}

QStringList args(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* a : list)
        out.append(QString::fromUtf8(a));
    return out;
}

QByteArray json(const RunConfig& config)
{
    return QJsonDocument(config.toJson()).toJson(QJsonDocument::Compact);
}

} // namespace

class TestCommandLine : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void optionLandsInItsField_data();
    void optionLandsInItsField();
    void badValueNamesTheOption_data();
    void badValueNamesTheOption();
    void spaceMarginIsBytes();
};

void TestCommandLine::optionLandsInItsField_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<RunConfig>("expected");

    auto row = [](const char* name, const QStringList& arguments, auto change) {
        RunConfig expected = defaults();
        change(expected);
        QTest::addRow("%s", name) << withDir(arguments) << expected;
    };

    row("dir only", {}, [](RunConfig&) {});
    QTest::addRow("several --dir in order") << args({ "--dir", "/a", "-d", "/b", "--dir", "/c" }) << [] {
        RunConfig c = defaults();
        c.targetDirs = { QStringLiteral("/a"), QStringLiteral("/b"), QStringLiteral("/c") };
        return c;
    }();

    row("streams list", args({ "--streams", "1,2,4" }), [](RunConfig& c) { c.streamCounts = { 1, 2, 4 }; });
    row("streams short, spaces", args({ "-s", "8, 1" }), [](RunConfig& c) { c.streamCounts = { 8, 1 }; });
    row("streams 1024", args({ "--streams", "1024", "--size", "4k" }), [](RunConfig& c) {
        c.streamCounts = { 1024 };
        c.sizePerStream = 4 * kKiB;
        c.totalSize = 0;
    });

    // --size and --total each clear the other, so a run has exactly one of them.
    row("size M", args({ "--size", "64M" }), [](RunConfig& c) {
        c.sizePerStream = 64 * kMiB;
        c.totalSize = 0;
    });
    row("size KiB", args({ "--size", "256KiB" }), [](RunConfig& c) {
        c.sizePerStream = 256 * kKiB;
        c.totalSize = 0;
    });
    row("size G", args({ "--size", "1G" }), [](RunConfig& c) {
        c.sizePerStream = kGiB;
        c.totalSize = 0;
    });
    row("size fraction", args({ "--size", "1.5M" }), [](RunConfig& c) {
        c.sizePerStream = 3 * kMiB / 2;
        c.totalSize = 0;
    });
    row("size bytes", args({ "--size", "8192" }), [](RunConfig& c) {
        c.sizePerStream = 8192;
        c.totalSize = 0;
    });
    row("total", args({ "--total", "8M" }), [](RunConfig& c) { c.totalSize = 8 * kMiB; });
    row("total MB is binary", args({ "--total", "3MB" }), [](RunConfig& c) { c.totalSize = 3 * kMiB; });

    row("block", args({ "--block", "64k" }), [](RunConfig& c) { c.blockSize = 64 * kKiB; });
    row("block short, 512", args({ "-b", "512" }), [](RunConfig& c) { c.blockSize = 512; });
    row("block 64 MiB", args({ "--block", "64M", "--size", "128M" }), [](RunConfig& c) {
        c.blockSize = 64 * kMiB;
        c.sizePerStream = 128 * kMiB;
        c.totalSize = 0;
    });

    row("schedule threads", args({ "--schedule", "threads" }), [](RunConfig& c) { c.schedule = Schedule::Threads; });
    row("schedule roundrobin", args({ "--schedule", "roundrobin" }),
        [](RunConfig& c) { c.schedule = Schedule::RoundRobin; });

    row("mode direct", args({ "--mode", "direct" }), [](RunConfig& c) { c.mode = IoMode::Direct; });
    row("mode sync", args({ "--mode", "sync" }), [](RunConfig& c) { c.mode = IoMode::Sync; });
    row("mode dsync", args({ "--mode", "dsync" }), [](RunConfig& c) { c.mode = IoMode::Dsync; });
    row("mode buffered", args({ "--mode", "buffered" }), [](RunConfig& c) { c.mode = IoMode::Buffered; });

    row("prepare fallocate", args({ "--prepare", "fallocate" }), [](RunConfig& c) { c.prepare = Prepare::Fallocate; });
    row("prepare existing", args({ "--prepare", "existing" }), [](RunConfig& c) { c.prepare = Prepare::Existing; });
    row("prepare truncate", args({ "--prepare", "truncate" }), [](RunConfig& c) { c.prepare = Prepare::Truncate; });

    row("flush none", args({ "--flush", "none" }), [](RunConfig& c) { c.flush = FlushPolicy::None; });
    row("flush end", args({ "--flush", "end" }), [](RunConfig& c) { c.flush = FlushPolicy::End; });
    row("flush every", args({ "--flush", "every:16M" }), [](RunConfig& c) {
        c.flush = FlushPolicy::Every;
        c.flushEveryBytes = 16 * kMiB;
    });
    row("flush every k", args({ "--flush", "every:8k" }), [](RunConfig& c) {
        c.flush = FlushPolicy::Every;
        c.flushEveryBytes = 8 * kKiB;
    });

    row("read roundrobin", args({ "--read", "roundrobin" }), [](RunConfig& c) { c.read = ReadOrder::RoundRobin; });
    row("read none", args({ "--read", "none" }), [](RunConfig& c) { c.read = ReadOrder::None; });
    row("read each", args({ "--read", "each" }), [](RunConfig& c) { c.read = ReadOrder::Each; });

    row("interval ms", args({ "--interval", "250ms" }), [](RunConfig& c) { c.intervalNs = 250'000'000; });
    row("interval s", args({ "--interval", "2s" }), [](RunConfig& c) { c.intervalNs = 2'000'000'000; });
    row("stall ms", args({ "--stall", "5ms" }), [](RunConfig& c) { c.stallNs = 5'000'000; });
    row("stall bare number is seconds", args({ "--stall", "3" }), [](RunConfig& c) { c.stallNs = 3'000'000'000; });

    // Real-time: a run by time has no size.
    row("rate buffer duration", args({ "--rate", "1MiB/s", "--buffer", "4M", "--duration", "10s", "--block", "64k" }),
        [](RunConfig& c) {
            c.ratesBytesPerSec = { double(kMiB) };
            c.bufferBytes = 4 * kMiB;
            c.durationNs = 10'000'000'000;
            c.blockSize = 64 * kKiB;
            c.totalSize = 0;
            c.sizePerStream = 0;
        });
    row("rate list per stream",
        args({ "--streams", "2", "--rate", "512k/s,2M", "--buffer", "1M", "--duration", "1m", "--block", "64k" }),
        [](RunConfig& c) {
            c.streamCounts = { 2 };
            c.ratesBytesPerSec = { double(512 * kKiB), double(2 * kMiB) };
            c.bufferBytes = kMiB;
            c.durationNs = 60'000'000'000;
            c.blockSize = 64 * kKiB;
            c.totalSize = 0;
            c.sizePerStream = 0;
        });
    row("rate with size keeps the size", args({ "--rate", "1M", "--buffer", "2M", "--size", "4M", "--block", "64k" }),
        [](RunConfig& c) {
            c.ratesBytesPerSec = { double(kMiB) };
            c.bufferBytes = 2 * kMiB;
            c.sizePerStream = 4 * kMiB;
            c.totalSize = 0;
            c.blockSize = 64 * kKiB;
        });

    QTest::addRow("preset vdr") << withDir(args({ "--preset", "vdr" })) << preset("vdr");
    QTest::addRow("preset short, recorder") << withDir(args({ "-p", "recorder" })) << preset("recorder");
    QTest::addRow("preset daw") << withDir(args({ "--preset", "daw" })) << preset("daw");
    QTest::addRow("preset elvtest") << withDir(args({ "--preset", "elvtest" })) << preset("elvtest");
    QTest::addRow("preset hdtest") << withDir(args({ "--preset", "hdtest" })) << preset("hdtest");
    // Options override the preset, which keeps its name; option order does not matter.
    QTest::addRow("vdr + total, block, streams")
        << args({ "--total", "8M", "--preset", "vdr", "--dir", "/srv/target", "--block", "8k", "--streams", "4" })
        << [] {
               RunConfig c = preset("vdr");
               c.totalSize = 8 * kMiB;
               c.blockSize = 8 * kKiB;
               c.streamCounts = { 4 };
               return c;
           }();
    QTest::addRow("vdr + size clears its total") << withDir(args({ "--preset", "vdr", "--size", "16M" })) << [] {
        RunConfig c = preset("vdr");
        c.sizePerStream = 16 * kMiB;
        c.totalSize = 0;
        return c;
    }();
    QTest::addRow("recorder + rate, buffer, stall, mode") << withDir(
        args({ "--preset", "recorder", "--rate", "2MiB/s", "--buffer", "8M", "--stall", "50ms", "--mode", "direct" }))
                                                          << [] {
                                                                 RunConfig c = preset("recorder");
                                                                 c.ratesBytesPerSec = { double(2 * kMiB) };
                                                                 c.bufferBytes = 8 * kMiB;
                                                                 c.stallNs = 50'000'000;
                                                                 c.mode = IoMode::Direct;
                                                                 return c;
                                                             }();
    // --confirm takes an optional cap: bare (also before another option) it is an hour.
    for (const auto& [name, arguments, capS] : {
             std::tuple { "recorder + bare --confirm", args({ "--preset", "recorder", "--confirm" }), 3600 },
             std::tuple { "recorder + --confirm before an option",
                 args({ "--preset", "recorder", "--confirm", "--buffer", "8M" }), 3600 },
             std::tuple { "recorder + --confirm 2h", args({ "--preset", "recorder", "--confirm", "2h" }), 7200 },
         }) {
        RunConfig c = preset("recorder");
        c.confirmCapNs = int64_t(capS) * 1'000'000'000;
        if (arguments.contains(QStringLiteral("--buffer")))
            c.bufferBytes = 8 * kMiB;
        QTest::addRow("%s", name) << withDir(arguments) << c;
    }
    QTest::addRow("hdtest + duration and rate make it real-time")
        << withDir(args({ "--preset", "hdtest", "--rate", "1M", "--buffer", "4M", "--duration", "30s" })) << [] {
               RunConfig c = preset("hdtest");
               c.ratesBytesPerSec = { double(kMiB) };
               c.bufferBytes = 4 * kMiB;
               c.durationNs = 30'000'000'000;
               c.totalSize = 0;
               c.sizePerStream = 0;
               return c;
           }();
    QTest::addRow("elvtest + flush, read, schedule, prepare") << withDir(args({ "--preset", "elvtest", "--flush",
        "every:1M", "--read", "each", "--schedule", "threads", "--prepare", "fallocate", "--interval", "50ms" }))
                                                              << [] {
                                                                     RunConfig c = preset("elvtest");
                                                                     c.flush = FlushPolicy::Every;
                                                                     c.flushEveryBytes = kMiB;
                                                                     c.read = ReadOrder::Each;
                                                                     c.schedule = Schedule::Threads;
                                                                     c.prepare = Prepare::Fallocate;
                                                                     c.intervalNs = 50'000'000;
                                                                     return c;
                                                                 }();
}

void TestCommandLine::optionLandsInItsField()
{
    QFETCH(QStringList, arguments);
    QFETCH(RunConfig, expected);
    // A preset with an option given on top is a modified preset (unless the option repeats its value).
    Presets::markModified(expected);
    const Parsed p = parse(arguments);
    QVERIFY2(p.ok, qPrintable(p.error));
    // The JSON first: a mismatch then shows which field differs.
    QCOMPARE(json(p.config), json(expected));
    QVERIFY(p.config == expected);
}

void TestCommandLine::badValueNamesTheOption_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("mentions");

    auto row = [](const char* name, const QStringList& arguments, std::initializer_list<const char*> mentions) {
        QTest::addRow("%s", name) << arguments << args(mentions);
    };
    row("no dir", args({ "--total", "1M" }), { "--dir" });
    row("empty dir", args({ "--dir", "" }), { "--dir" });
    row("size not a size", withDir(args({ "--size", "abc" })), { "--size \"abc\"", "64M" });
    row("size zero", withDir(args({ "--size", "0" })), { "--size \"0\"" });
    row("size fraction of a byte", withDir(args({ "--size", "1.5" })), { "--size \"1.5\"" });
    row("total negative", withDir(args({ "--total", "-4M" })), { "--total \"-4M\"" });
    row("size and total", withDir(args({ "--size", "1M", "--total", "1M" })), { "--size", "--total" });
    row("confirm cap shorter than the duration", withDir(args({ "--preset", "recorder", "--confirm", "10s" })),
        { "--confirm", "10s" });
    // The bad value named, not reported as a stray argument (or an unknown option "5").
    row("confirm not a duration", withDir(args({ "--preset", "recorder", "--confirm", "forever" })),
        { "--confirm \"forever\"", "is not a duration" });
    row("confirm negative", withDir(args({ "--preset", "recorder", "--confirm", "-5s" })),
        { "--confirm \"-5s\"", "is not a duration" });
    row("confirm zero", withDir(args({ "--preset", "recorder", "--confirm", "0" })), { "--confirm \"0\"" });
    row("confirm without a duration", withDir(args({ "--size", "1M", "--confirm" })), { "--confirm", "--duration" });
    row("size smaller than block", withDir(args({ "--size", "2k", "--block", "4k" })), { "--size" });
    row("size not a multiple of block", withDir(args({ "--size", "10k", "--block", "4k" })), { "--size" });
    row("total under a block per stream", withDir(args({ "--total", "12k", "--streams", "5" })), { "--total" });
    row("block unit", withDir(args({ "--block", "3x" })), { "--block \"3x\"" });
    row("block too small", withDir(args({ "--block", "256" })), { "--block" });
    row("block too large", withDir(args({ "--block", "128M", "--size", "256M" })), { "--block" });
    row("streams zero", withDir(args({ "--streams", "0" })), { "--streams \"0\"", "1 to 1024" });
    row("streams too many", withDir(args({ "--streams", "1025" })), { "--streams \"1025\"" });
    row("streams not a number", withDir(args({ "--streams", "1,x" })), { "--streams \"1,x\"" });
    row("schedule", withDir(args({ "--schedule", "fifo" })), { "--schedule \"fifo\"", "roundrobin or threads" });
    row("mode", withDir(args({ "--mode", "fast" })), { "--mode \"fast\"", "buffered, direct, sync or dsync" });
    row("prepare", withDir(args({ "--prepare", "zero" })), { "--prepare \"zero\"", "truncate, fallocate" });
    row("flush word", withDir(args({ "--flush", "sometimes" })), { "--flush \"sometimes\"", "every:SIZE" });
    row("flush every without size", withDir(args({ "--flush", "every:" })), { "--flush \"every:\"" });
    row("flush every not a block multiple", withDir(args({ "--flush", "every:6k", "--block", "4k" })), { "--flush" });
    row("read", withDir(args({ "--read", "backwards" })), { "--read \"backwards\"", "each, roundrobin or none" });
    row("interval unit", withDir(args({ "--interval", "5parsecs" })), { "--interval \"5parsecs\"", "100ms" });
    row("interval too short", withDir(args({ "--interval", "1ms" })), { "--interval" });
    row("stall zero", withDir(args({ "--stall", "0" })), { "--stall \"0\"" });
    row("rate", withDir(args({ "--rate", "fast", "--buffer", "1M", "--duration", "1s" })),
        { "--rate \"fast\"", "1MiB/s" });
    row("rate list with a bad entry", withDir(args({ "--rate", "1M,x", "--buffer", "1M", "--duration", "1s" })),
        { "--rate \"1M,x\"" });
    row("buffer", withDir(args({ "--rate", "1M", "--buffer", "1Q", "--duration", "1s" })), { "--buffer \"1Q\"" });
    row("rate without buffer", withDir(args({ "--rate", "1M", "--duration", "1s" })), { "--buffer" });
    row("duration", withDir(args({ "--rate", "1M", "--buffer", "1M", "--duration", "forever" })),
        { "--duration \"forever\"", "2s" });
    row("unknown preset", withDir(args({ "--preset", "zfs" })), { "--preset \"zfs\"", "vdr", "recorder" });
}

void TestCommandLine::badValueNamesTheOption()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, mentions);
    const Parsed p = parse(arguments);
    QVERIFY2(!p.ok, json(p.config).constData());
    for (const QString& m : mentions)
        QVERIFY2(p.error.contains(m), qPrintable(QStringLiteral("expected \"%1\" in: %2").arg(m, p.error)));
}

void TestCommandLine::spaceMarginIsBytes()
{
    QCommandLineParser parser;
    CommandLine options;
    options.addRunOptions(parser);
    QVERIFY(parser.parse(args({ "cli", "--space-margin", "512M", "--no-space-check" })));
    EngineOptions engine;
    QString error;
    QVERIFY2(options.engineOptions(parser, engine, &error), qPrintable(error));
    QCOMPARE(engine.spaceMarginBytes, 512 * kMiB);
    QVERIFY(engine.skipSpaceCheck);

    QVERIFY(parser.parse(args({ "cli", "--space-margin", "lots" })));
    EngineOptions refused;
    QVERIFY(!options.engineOptions(parser, refused, &error));
    QVERIFY2(error.contains(QLatin1String("--space-margin \"lots\"")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
