// streamscope-cli: the same engine as the window, for scripts, CI and tests.
#include "Capacity.h"
#include "CapacityReport.h"
#include "CliChecks.h"
#include "CommandLine.h"
#include "ComparisonTable.h"
#include "Engine.h"
#include "FaultInjectingBackend.h"
#include "FileIo.h"
#include "FileLayout.h"
#include "FioJob.h"
#include "LayoutCli.h"
#include "LiveCli.h"
#include "Posix.h"
#include "Presets.h"
#include "ProbeCli.h"
#include "RunDirectory.h"
#include "StopSignals.h"
#include "TerminalText.h"
#include "Translations.h"
#include "Units.h"
#include "Verdict.h"

#include <QCoreApplication>
#include <QTextStream>
#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <optional>

namespace {

// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of this file theirs.
struct CliTr {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// How a capacity step was decided, after its verdict line: "; steady state after 7 s, device 4.4 MiB/s".
QString capacityStepBasis(const CapacityStep& step, bool confirming)
{
    const QString device = step.deviceBasis != DeviceBasis::Unknown && step.deviceMiBs > 0
        ? QStringLiteral(", ") + Verdict::deviceTakes(step.deviceMiBs * Units::kMiB, step.deviceBasis)
        : step.deviceMiBs >= 0
        ? CliTr::tr(", device %1 %2")
              .arg(QString::number(Units::shownRate(step.deviceMiBs), 'f', 2), Units::rateUnitName())
        : QString();
    const QString after = QString::number(step.decidedAfterS, 'f', 0);
    switch (step.verdict) {
    case CapacityStep::Verdict::Steady:
        return CliTr::tr("; steady state after %1 s%2").arg(after, device);
    case CapacityStep::Verdict::ProjectedOverrun:
        return CliTr::tr("; decided after %1 s%2").arg(after, device);
    case CapacityStep::Verdict::Overran:
        return CliTr::tr("; overran after %1 s%2").arg(after, device);
    case CapacityStep::Verdict::Sustained:
        // Confirming, no step is judged by its steady state: held is all it says.
        if (confirming)
            return CliTr::tr("; held %1 s%2").arg(after, device);
        if (step.unreadInputs != 0)
            return CliTr::tr("; held %1 s, no answer on whether it holds: could not read %2%3")
                .arg(after, Verdict::unreadInputNames(step.unreadInputs), device);
        if (step.runAtLeastS > 0)
            return CliTr::tr("; held %1 s, cannot tell yet whether it holds: run at least %2%3")
                .arg(after, Verdict::span(std::ceil(step.runAtLeastS)), device);
        return CliTr::tr("; held %1 s, no steady state established%2").arg(after, device);
    }
    return {};
}

QString mib(double value)
{
    return QString::number(value, 'f', 2);
}

QString latencyText(const LatencySummary& l)
{
    auto one = [](double us) -> QString {
        if (us >= 1000.0)
            return QString::number(us / 1000.0, 'f', us >= 100000.0 ? 0 : 1) + QStringLiteral(" ms");
        return QString::number(us, 'f', 0) + QStringLiteral(" us");
    };
    return CliTr::tr("p99 %1, max %2").arg(one(l.p99Us), one(l.maxUs));
}

// Prints the seed programs' lines as phases end, so a person who knows the 2004 output
// recognises it, plus the figures the seeds could not show.
class PrintingObserver final : public RunObserver {
public:
    explicit PrintingObserver(QTextStream& out)
        : m_out(out)
    { }

    void targetStarted(int, const SysProbe::Environment& env) override
    {
        m_rotational = env.device.present && env.device.rotational;
        m_out << CliTr::tr("Target %1: %2 on %3 (%4)")
                     .arg(TerminalText::name(env.targetDir), env.fsType, TerminalText::name(env.mountSource),
                         env.device.present ? env.device.describe() : env.device.absentReason)
              << '\n';
        m_out.flush();
    }
    void passStarted(int, int, int streams, int64_t sizePerStream) override
    {
        m_layout.reset(); // each pass's read is told its own layout
        m_out << '\n';
        m_streams = streams;
        m_size = sizePerStream;
        if (m_config && m_config->totalLeftOver(streams) > 0) {
            m_out << CliTr::tr("--total %1 split in whole %2 blocks: %3 per stream, %4 left out")
                         .arg(Units::formatSize(m_config->totalSize), Units::formatSize(m_config->blockSize),
                             Units::formatSize(sizePerStream), Units::formatSize(m_config->totalLeftOver(streams)))
                  << '\n';
        }
        if (m_config && m_config->isRealTime()) {
            m_out << CliTr::tr("Recording %n real-time stream(s)", nullptr, streams) << '\n';
            m_out.flush();
        }
    }
    void phaseStarted(int, int, PhaseKind kind, double) override
    {
        if (kind == PhaseKind::Write && m_config && m_config->isRealTime()) {
            // No size line: the amount written depends on what the disk keeps up with.
        } else if (kind == PhaseKind::Write) {
            m_out
                << CliTr::tr("Writing %1 of data to %2 files in parallel").arg(Units::formatSize(m_size)).arg(m_streams)
                << '\n';
        } else if (kind == PhaseKind::Create) {
            m_out
                << CliTr::tr("Creating %1 files of %2 one after another").arg(m_streams).arg(Units::formatSize(m_size))
                << '\n';
        }
        m_out.flush();
    }
    void phaseFinished(const PhaseResult& p) override
    {
        if (p.kind == PhaseKind::Read) {
            m_out << (m_readEach ? CliTr::tr("Reading files in sequence") : CliTr::tr("Reading files round-robin"))
                  << '\n';
            // -1 is "not measured", never "-100 %".
            if (p.residentFractionAtStart >= 0) {
                m_out << CliTr::tr("  still cached when the read began: %1 % (%2)")
                             .arg(QString::number(p.residentFractionAtStart * 100.0, 'f', 1), p.residencyMethod)
                      << '\n';
            } else {
                m_out << CliTr::tr("  still cached when the read began: not measured") << '\n';
            }
            if (m_readEach) {
                for (const StreamResult& s : p.perStream)
                    transferred(s.bytes, s.durationS);
            }
            if (!m_readEach || p.perStream.size() > 1)
                transferred(p.bytes, p.durationS());
            // What the files' layout cost this read: the seeds' question, answered.
            if (m_layout) {
                if (const QString text = FileLayout::readBackSentence(*m_layout, p.durationS(), m_rotational);
                    !text.isEmpty())
                    m_out << QStringLiteral("  ") << text << '\n';
            }
        } else {
            transferred(p.bytes, p.durationS());
            if (m_config) {
                for (const QString& line : Verdict::phaseLines(*m_config, p) + Verdict::outlookLines(p))
                    m_out << QStringLiteral("  ") << line << '\n';
            }
        }
        m_out << CliTr::tr("  latency %1; %n stall(s)", nullptr, int(p.stallCount)).arg(latencyText(p.latency));
        if (p.syncLatency.count > 0)
            m_out << CliTr::tr("; fdatasync max %1 ms").arg(QString::number(p.syncLatency.maxUs / 1000.0, 'f', 1));
        m_out << '\n';
        // Where the stall time went: "3 stalls, 2.4 s: 2.1 s dirty throttling, 0.3 s journal commit".
        if (const QString stalls = p.stallTime.summary(); !stalls.isEmpty())
            m_out << QStringLiteral("  ") << stalls << '\n';
        if (p.deviceWriteBytes >= 0) {
            const int64_t deviceBytes = p.kind == PhaseKind::Read ? p.deviceReadBytes : p.deviceWriteBytes;
            const double ratio = p.bytes > 0 ? double(deviceBytes) / double(p.bytes) : 0.0;
            m_out << CliTr::tr("  device %1 %2 (%3x the program's %4); peak dirty %5")
                         .arg(p.kind == PhaseKind::Read ? CliTr::tr("read", "past tense: the device read N bytes")
                                                        : CliTr::tr("wrote"),
                             Units::formatSize(deviceBytes), QString::number(ratio, 'f', 2), Units::formatSize(p.bytes),
                             peakDirty(p))
                  << '\n';
        } else {
            m_out << CliTr::tr("  no block device; peak dirty %1").arg(peakDirty(p)) << '\n';
        }
        if (p.ioSomeS >= 0) {
            m_out << CliTr::tr("  I/O pressure: some %1 s, full %2 s")
                         .arg(QString::number(p.ioSomeS, 'f', 2), QString::number(std::max(0.0, p.ioFullS), 'f', 2))
                  << '\n';
        }
        m_out.flush();
    }
    // Where the files landed, under the write phase's lines: the seeds' question, answered.
    void passLayout(int, int, const FileLayout::PassFigures& layout) override
    {
        m_layout = layout;
        if (const QString text = FileLayout::sentence(layout); !text.isEmpty()) {
            m_out << QStringLiteral("  ") << text << '\n';
            m_out.flush();
        }
    }
    void status(const QString& text) override
    {
        if (m_verbose) {
            m_out << QStringLiteral("  [") << text << QStringLiteral("]\n");
            m_out.flush();
        }
    }

    bool m_readEach = true;
    bool m_verbose = false;
    bool m_rotational = false; // the target's device, as sysfs says
    std::optional<FileLayout::PassFigures> m_layout; // this pass's, once its write phase is mapped
    const RunConfig* m_config = nullptr;

private:
    // -1 when /proc/meminfo could not be read: "not measured", never "-1.0 MiB".
    static QString peakDirty(const PhaseResult& p)
    {
        return p.peakDirtyMiB >= 0 ? CliTr::tr("%1 MiB").arg(QString::number(p.peakDirtyMiB, 'f', 1))
                                   : CliTr::tr("not measured (/proc/meminfo could not be read)");
    }
    void transferred(int64_t bytes, double seconds)
    {
        const double rate = seconds > 0 ? double(bytes) / Units::kMiB / seconds : 0.0;
        m_out << CliTr::tr("Transferred %1 of data in %2 seconds (%3 %4)")
                     .arg(Units::formatSize(bytes), QString::number(seconds, 'f', 2), mib(Units::shownRate(rate)),
                         Units::rateUnitName())
              << '\n';
    }
    QTextStream& m_out;
    int m_streams = 0;
    int64_t m_size = 0;
};

// The seeds' comparison table: one row per target and stream count, write and read MiB/s
// (effective: including the flush, as the seed's numbers did).
void printSummary(QTextStream& out, const RunReport& report)
{
    if (report.targets.size() > 1) {
        out << '\n'
            << CliTr::tr("Comparison (%1; write = effective, including the flush tail)").arg(Units::rateUnitName())
            << '\n';
        out << ComparisonTable::from(report).toText();
    }
    out << '\n'
        << CliTr::tr("Summary (%1; write = effective, including the flush tail)").arg(Units::rateUnitName()) << '\n';
    const QString header = QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10")
                               .arg(CliTr::tr("target"), -12)
                               .arg(CliTr::tr("streams"), 7)
                               .arg(CliTr::tr("write"), 9)
                               .arg(CliTr::tr("ongoing"), 9)
                               .arg(CliTr::tr("flush s"), 8)
                               .arg(CliTr::tr("read", "column header: read rate, MiB/s"), 9)
                               .arg(CliTr::tr("p99 ms"), 8)
                               .arg(CliTr::tr("stalls"), 6)
                               .arg(CliTr::tr("extents"), 8)
                               .arg(CliTr::tr("interleave"), 10);
    out << header << '\n';
    for (const TargetResult& t : report.targets) {
        for (const PassResult& p : t.passes) {
            const PhaseResult* w = p.phase(PhaseKind::Write);
            const PhaseResult* r = p.phase(PhaseKind::Read);
            // A phase a stop cut short shows what it did, but no effective rate or flush tail.
            auto cell = [](const PhaseResult* phase, double PhaseResult::*member) {
                if (!phase)
                    return QStringLiteral("-");
                if (!phase->complete && member != &PhaseResult::ongoingMiBs)
                    return CliTr::tr("stopped", "summary cell: the phase was stopped before its flush");
                const double value = phase->*member;
                return QString::number(member == &PhaseResult::flushTailS ? value : Units::shownRate(value), 'f', 2);
            };
            const int64_t stalls = (w ? w->stallCount : 0) + (r ? r->stallCount : 0);
            // Where the write phase left the files: pieces per file and how much they alternate
            // ("-" where no map exists, as on tmpfs).
            QString extents = QStringLiteral("-");
            QString interleave = QStringLiteral("-");
            if (p.layout && p.layout->mappedFiles > 0) {
                extents = p.layout->minExtents == p.layout->maxExtents
                    ? QString::number(p.layout->maxExtents)
                    : QStringLiteral("%1-%2").arg(p.layout->minExtents).arg(p.layout->maxExtents);
                if (p.layout->interleave >= 0)
                    interleave = QStringLiteral("%1%").arg(qRound(p.layout->interleave * 100));
            }
            out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10")
                       .arg(t.environment.fsType.isEmpty() ? t.dir.right(12) : t.environment.fsType, -12)
                       .arg(p.streams, 7)
                       .arg(cell(w, &PhaseResult::effectiveMiBs), 9)
                       .arg(cell(w, &PhaseResult::ongoingMiBs), 9)
                       .arg(cell(w, &PhaseResult::flushTailS), 8)
                       .arg(cell(r, &PhaseResult::effectiveMiBs), 9)
                       .arg(w ? QString::number(w->latency.p99Us / 1000.0, 'f', 2) : QStringLiteral("-"), 8)
                       .arg(stalls, 6)
                       .arg(extents, 8)
                       .arg(interleave, 10)
                << '\n';
        }
    }
}

// One line per trust flag, id first so scripts can grep for it; nothing when no flag was raised.
void printTrust(QTextStream& out, const RunReport& report)
{
    for (const TargetResult& t : report.targets) {
        for (const Trust::Flag& f : t.trust) {
            if (report.targets.size() > 1)
                out << CliTr::tr("Trust (%1): [%2] %3 %4").arg(t.dir, f.id, f.text, f.advice) << '\n';
            else
                out << CliTr::tr("Trust: [%1] %2 %3").arg(f.id, f.text, f.advice) << '\n';
        }
    }
}

int cleanLeftovers(QTextStream& out, QTextStream& err, const QString& dir)
{
    if (QString reason; !FileIo::checkFolder(dir, &reason)) {
        err << CliTr::tr("--clean-leftovers \"%1\": %2").arg(dir, reason) << '\n';
        return 2;
    }
    const RunDirectory::CleanResult result = RunDirectory::cleanLeftovers(dir);
    for (const QString& line : result.done)
        out << line << '\n';
    for (const QString& problem : result.problems)
        err << problem << '\n';
    out << CliTr::tr("%n leftover run director(y/ies) removed", nullptr, result.removed) << '\n';
    return result.problems.isEmpty() ? 0 : 1;
}

// --live FILE|-: the stream opened (LiveOutput checks the file as every output is checked);
// with "-" it takes standard output and the usual lines move to standard error. 0, or the
// exit status of a refusal.
int openLive(LiveOutput& live, const QCommandLineParser& parser, const QCommandLineOption& liveOption, QTextStream& out,
    QTextStream& err)
{
    if (!parser.isSet(liveOption))
        return 0;
    QString error;
    if (!live.open(parser.value(liveOption), &error)) {
        err << error << '\n';
        return 2;
    }
    if (live.toStdout()) {
        out.flush();
        out.setDevice(err.device()); // standard error's, which outlives `live`
    }
    return 0;
}

int runCli(QCoreApplication& app)
{
    QCoreApplication::setApplicationName(QStringLiteral("streamscope-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("StreamScope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(STREAMSCOPE_VERSION));
    Translations::install(Translations::languageFromArguments(app.arguments()));

    // Every line a person reads goes through TerminalText: remote hosts' errors, status lines and
    // report strings, directory names; none can send the terminal a control sequence.
    TerminalText::Device outDevice(stdout);
    TerminalText::Device errDevice(stderr);
    QTextStream out(&outDevice);
    QTextStream err(&errDevice);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        CliTr::tr("Measures how a disk and filesystem cope with many parallel streams of writes and reads.\n\n"
                  "Rates: interval = bytes in one sampling tick; ongoing = bytes so far / time so far (what a "
                  "program sees); effective = bytes / time including the final flush and close; device = what the "
                  "block device really wrote or read.\n\n"
                  "Exit status: 0 success, 1 failed run, 2 bad usage, 130 cancelled (SIGINT/SIGTERM/SIGHUP).\n\n"
                  "Presets:\n")
        + CommandLine::presetHelp());
    parser.addHelpOption();
    parser.addVersionOption();
    CommandLine options;
    options.addRunOptions(parser);
    const QCommandLineOption csvOption(
        QStringLiteral("csv"), CliTr::tr("Write the time series (one row per tick) to FILE."), CliTr::tr("FILE"));
    const QCommandLineOption listPresets(QStringLiteral("list-presets"), CliTr::tr("List the presets and exit."));
    const QCommandLineOption cleanOption(QStringLiteral("clean-leftovers"),
        CliTr::tr("Remove run directories that crashed StreamScope runs left in DIR, then exit."), CliTr::tr("DIR"));
    const QCommandLineOption capacityOption(QStringLiteral("capacity"),
        CliTr::tr(
            "Find how many real-time streams the target sustains long-term without losing data. Buffered on a disk: "
            "measures what the device takes, then the count that holds in steady state and the first that falls "
            "behind; otherwise grows 1, 2, 4, 8... streams until one overruns, then bisects. Needs --rate, --buffer "
            "and --duration (or --preset recorder); --json FILE keeps the steps and the answer."));
    const QCommandLineOption jsonOption(
        QStringLiteral("json"), CliTr::tr("Write the run report (JSON) to FILE."), CliTr::tr("FILE"));
    const QCommandLineOption verboseOption(QStringList { QStringLiteral("verbose") },
        CliTr::tr("Also print what the engine is doing (flushing, dropping cache...)."));
    const QCommandLineOption fioJobOption(QStringLiteral("fio-job"),
        CliTr::tr("Write the fio job file that reproduces this run as closely as fio can (what it cannot express is "
                  "listed in its comments) to FILE, then exit without running."),
        CliTr::tr("FILE"));
    const QCommandLineOption nameOption(QStringLiteral("name"),
        CliTr::tr("A name for the run, kept in the report (e.g. \"sdb after firmware update\")."), CliTr::tr("TEXT"));
    const QCommandLineOption noteOption(
        QStringLiteral("note"), CliTr::tr("A note kept in the report with the run."), CliTr::tr("TEXT"));
    const QCommandLineOption liveOption(QStringLiteral("live"),
        CliTr::tr("Write the run's events as they happen (newline-delimited JSON, see docs/live-format.md) to FILE, "
                  "or to standard output with \"-\" (the usual output then goes to standard error, and the end of "
                  "standard input cancels the run)."),
        CliTr::tr("FILE"));
    parser.addOptions({ jsonOption, csvOption, listPresets, cleanOption, capacityOption, verboseOption, fioJobOption,
        nameOption, noteOption, liveOption });
    parser.addOptions(RemoteCli::options());
    parser.addOption(ProbeCli::option());
    parser.addOption(LayoutCli::option());

    QString error;
    if (!parser.parse(CommandLine::withOptionalValues(app.arguments()))) {
        err << parser.errorText() << '\n' << CliTr::tr("Try --help for the list of options.") << '\n';
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return 0;
    }
    if (parser.isSet(listPresets)) {
        // --list-presets --json F would write nothing, --streams 4 would change nothing.
        if (const int idle = refuseIdleOptions(err, parser, QStringLiteral("list-presets"), {}, false))
            return idle;
        out << CommandLine::presetHelp();
        return 0;
    }
    if (!options.checkUsage(parser, &error) || !options.applyRateUnit(parser, &error)
        || !RemoteCli::checkUsage(parser, &error)) {
        err << error << '\n';
        return 2;
    }
    // What each mode uses; the run itself uses every option (each checked where it applies).
    const QStringList configNames { QStringLiteral("dir"), QStringLiteral("preset"), QStringLiteral("streams"),
        QStringLiteral("size"), QStringLiteral("total"), QStringLiteral("block"), QStringLiteral("schedule"),
        QStringLiteral("mode"), QStringLiteral("prepare"), QStringLiteral("flush"), QStringLiteral("read"),
        QStringLiteral("interval"), QStringLiteral("stall"), QStringLiteral("rate"), QStringLiteral("buffer"),
        QStringLiteral("duration"), QStringLiteral("confirm") };
    QStringList probeNames { QStringLiteral("dir"), QStringLiteral("live") };
    for (const QCommandLineOption& o : RemoteCli::options()) {
        if (o.names().constFirst() != QLatin1String("together") && o.names().constFirst() != QLatin1String("wait-go"))
            probeNames.append(o.names().constFirst());
    }
    int idle = 0;
    if (parser.isSet(cleanOption))
        idle = refuseIdleOptions(err, parser, QStringLiteral("clean-leftovers"), {}, false);
    else if (parser.isSet(QStringLiteral("probe")))
        idle = refuseIdleOptions(err, parser, QStringLiteral("probe"), probeNames, false);
    else if (parser.isSet(QStringLiteral("layout-of")))
        idle = refuseIdleOptions(err, parser, QStringLiteral("layout-of"), { QStringLiteral("json") }, false);
    else if (parser.isSet(fioJobOption))
        idle = refuseIdleOptions(err, parser, QStringLiteral("fio-job"), configNames, false);
    else if (parser.isSet(capacityOption)) {
        // The search runs one target alone and its report keeps no name or note.
        idle = refuseIdleOptions(err, parser, QStringLiteral("capacity"),
            { QStringLiteral("together"), QStringLiteral("name"), QStringLiteral("note") }, true);
    }
    if (idle != 0)
        return idle;
    if (parser.isSet(cleanOption))
        return cleanLeftovers(out, err, parser.value(cleanOption));
    if (parser.isSet(QStringLiteral("probe")))
        return ProbeCli::run(parser, out, err);
    if (parser.isSet(QStringLiteral("layout-of")))
        return LayoutCli::run(parser, jsonOption, out, err);
    if (!parser.positionalArguments().isEmpty()) {
        err << CliTr::tr("unexpected argument \"%1\"; every value belongs to an option, e.g. --dir /mnt/data")
                   .arg(parser.positionalArguments().first())
            << '\n';
        return 2;
    }

    RunConfig config;
    EngineOptions engineOptions;
    QList<Fault> faults;
    if (!options.toConfig(parser, config, &error) || !options.engineOptions(parser, engineOptions, &error)
        || !options.faults(parser, faults, &error)) {
        err << error << '\n';
        return 2;
    }

    if (parser.isSet(fioJobOption)) {
        if (const int status = checkOutputs(err, parser, { fioJobOption }))
            return status;
        const QString path = parser.value(fioJobOption);
        if (!FileIo::writeOutput(path, FioJob::forConfig(config).toUtf8(), &error)) {
            err << CliTr::tr("--fio-job \"%1\": %2").arg(path, error) << '\n';
            return 1;
        }
        out << CliTr::tr("Wrote the fio job to %1; run it with: fio %1").arg(path) << '\n';
        return 0;
    }

    for (const QString& dir : config.targetDirs) {
        if (Remote::isRemote(dir))
            continue; // "host:/dir" is no directory here; the host looks at its own
        for (const QString& note : RunDirectory::leftoverNotes(dir))
            err << CliTr::tr("note: %1").arg(note) << '\n';
    }

    PosixIoBackend posix;
    FaultInjectingBackend injecting;
    for (const Fault& f : faults)
        injecting.addFault(f);
    IoBackend& backend = faults.isEmpty() ? static_cast<IoBackend&>(posix) : static_cast<IoBackend&>(injecting);

    if (parser.isSet(capacityOption)) {
        if (!config.isRealTime() || config.durationNs <= 0) {
            err << CliTr::tr(
                "--capacity needs real-time streams: give --rate, --buffer and --duration, or use --preset "
                "recorder")
                << '\n';
            return 2;
        }
        if (config.targetDirs.size() != 1) {
            err << CliTr::tr("--capacity searches one target at a time; give exactly one --dir") << '\n';
            return 2;
        }
        // The same rule as a single real-time run, at the one rate the search uses for every count.
        if (const auto refused = CapacitySearch::refusal(config)) {
            err << QStringLiteral("--") << refused->field << QStringLiteral(": ") << refused->message << '\n';
            return 2;
        }
        if (parser.isSet(QStringLiteral("wait-go"))) {
            err << CliTr::tr("--wait-go holds single runs; a capacity search starts at once") << '\n';
            return 2;
        }
        if (parser.isSet(csvOption)) {
            err << CliTr::tr("--capacity writes its steps as JSON (--json FILE), not CSV; leave out --csv") << '\n';
            return 2;
        }
        if (const int status = checkOutputs(err, parser, { jsonOption }))
            return status;
        // --live: every step's run as a run's events between its step and step_end lines, and
        // the search's report (as the window keeps it) last.
        LiveOutput live;
        if (const int status = openLive(live, parser, liveOption, out, err))
            return status;
        // The steps' filesystem, for the search's report.
        class TargetType final : public RunObserver {
        public:
            void targetStarted(int, const SysProbe::Environment& env) override { fsType = env.fsType; }
            QString fsType;
        } targetType;
        CapacitySearch search(backend, engineOptions, live.observer(&targetType));
        // --confirm: every step is judged by overruns alone, each running at least its
        // --duration and on up to the cap while its projection is undecided.
        search.setConfirming(config.confirmCapNs > 0);
        StopSignals::setCapacitySearch(&search);
        StopSignals::install();
        out << CliTr::tr("Capacity search on %1: %2 per stream, %3 buffer, %4 s, %5 mode")
                   .arg(config.targetDirs.front(), Units::formatRate(config.rateFor(0)),
                       Units::formatSize(config.bufferBytes), QString::number(double(config.durationNs) / 1e9, 'f', 0),
                       toString(config.mode))
            << '\n';
        out.flush();
        const QDateTime startedAt = QDateTime::currentDateTime();
        // The end of standard input (--live -) or a failed write stops the search as SIGINT does.
        std::atomic<bool> inputEnded { false };
        live.begin(config, [&search, &inputEnded] {
            inputEnded.store(true);
            search.cancel();
        });
        QList<CapacityStep> done;
        const auto stepStarting = [&](int streams) {
            if (LiveEventSink* stream = live.stream())
                stream->capacityStepStarted(int(done.size()), streams, CapacitySearch::stepBound(done));
        };
        const CapacityResult result = search.run(
            config,
            [&](const CapacityStep& step) {
                // "of ≤ N": the search's bound when the step began, as the window's progress shows it.
                const int bound = CapacitySearch::stepBound(done);
                if (LiveEventSink* stream = live.stream())
                    stream->capacityStepFinished(int(done.size()), step);
                done.append(step);
                const int index = int(done.size());
                // A step that was cancelled or failed measured nothing: "0 overruns" would claim it did.
                if (!step.error.isEmpty()) {
                    out << CliTr::tr("  step %1 of \u2264 %2: %3 streams: not measured: %4")
                               .arg(index, 2)
                               .arg(bound, 2)
                               .arg(step.streams, 4)
                               .arg(step.error)
                        << '\n';
                    out.flush();
                    return;
                }
                const QString stepPrefix = CliTr::tr("  step %1 of \u2264 %2:").arg(index, 2).arg(bound, 2);
                if (step.verdict == CapacityStep::Verdict::ProjectedOverrun)
                    out << stepPrefix
                        << CliTr::tr(" %1 streams: projected to lose data after %2, worst buffer %3 %")
                               .arg(step.streams, 4)
                               .arg(Verdict::projection(
                                        step.projectedOverrunS, step.projectedOverrunLowS, step.projectedOverrunHighS),
                                   QString::number(step.worstBufferFillPct, 'f', 0));
                else
                    out << stepPrefix
                        << (step.sustained ? CliTr::tr(" %1 streams: sustained, worst buffer %2 %, %3 %4 in total")
                                                 .arg(step.streams, 4)
                                                 .arg(QString::number(step.worstBufferFillPct, 'f', 0),
                                                     QString::number(Units::shownRate(step.achievedMiBs), 'f', 2),
                                                     Units::rateUnitName())
                                           : CliTr::tr(" %1 streams: %2 overrun(s), %3 MiB lost, worst buffer %4 %")
                                                 .arg(step.streams, 4)
                                                 .arg(step.overruns)
                                                 .arg(QString::number(double(step.bytesLost) / Units::kMiB, 'f', 1),
                                                     QString::number(step.worstBufferFillPct, 'f', 0)));
                out << capacityStepBasis(step, config.confirmCapNs > 0) << '\n';
                out.flush();
            },
            stepStarting);
        StopSignals::setCapacitySearch(nullptr);
        live.runEnded();
        CapacityReport report;
        report.config = config;
        report.startedAt = startedAt;
        report.fsType = targetType.fsType;
        const QString liveError = live.writeError();
        report.stopped = StopSignals::received() != 0 || inputEnded.load();
        report.result = result;
        if (!liveError.isEmpty() && report.result.error.isEmpty())
            report.result.error = liveError; // a failed output, not the user's cancel
        if (LiveEventSink* stream = live.stream())
            stream->capacityFinished(report);
        out << result.sentence << '\n';
        if (parser.isSet(jsonOption)) {
            QString error;
            if (!report.save(parser.value(jsonOption), &error)) {
                err << error << '\n';
                return 1;
            }
        }
        if (!liveError.isEmpty()) {
            err << CliTr::tr("error: %1").arg(liveError) << '\n';
            return 1;
        }
        if (StopSignals::received() != 0 || inputEnded.load())
            return 130;
        // No count measured (every step failed, or none fitted the free space) is no answer.
        if (result.error.isEmpty() && !result.measuredAnything()) {
            err << CliTr::tr("error: the capacity search measured no stream count%1")
                       .arg(result.limitedBy.isEmpty() ? QString() : QStringLiteral(": ") + result.limitedBy)
                << '\n';
            return 1;
        }
        return result.error.isEmpty() ? 0 : 1;
    }

    const bool liveToFile = parser.isSet(liveOption) && parser.value(liveOption) != QLatin1String("-");
    if (const int status = checkOutputs(
            err, parser, liveToFile ? QList { jsonOption, csvOption, liveOption } : QList { jsonOption, csvOption }))
        return status;
    LiveOutput live;
    if (const int status = openLive(live, parser, liveOption, out, err))
        return status;
    PrintingObserver observer(out);
    observer.m_config = &config;
    observer.m_readEach = config.read == ReadOrder::Each;
    observer.m_verbose = parser.isSet(verboseOption);
    RunReport report;
    QStringList together; // --together: the aggregate, the slowest host, the start skew
    if (parser.isSet(QStringLiteral("wait-go")) && !live.toStdout()) {
        err << CliTr::tr("--wait-go needs --live -: the \"go\" comes on standard input") << '\n';
        return 2;
    }
    const bool atOnce = parser.isSet(QStringLiteral("together"));
    if (atOnce || std::any_of(config.targetDirs.cbegin(), config.targetDirs.cend(), Remote::isRemote)) {
        // Local targets among remote ones (or with --together) run the same way, as a child
        // streamscope-cli each (Remote::Target with no host): in turn, or behind one start barrier.
        QList<Remote::Target> targets;
        for (const QString& dir : config.targetDirs) {
            if (!Remote::isRemote(dir)) {
                targets.append({ QString(), dir });
            } else if (const std::optional<Remote::Target> remote = Remote::parse(dir)) {
                targets.append(*remote);
            } else {
                err << CliTr::tr("--dir \"%1\": %2").arg(dir, Remote::targetProblem(dir)) << '\n';
                return 2;
            }
        }
        if (live.isOpen()) {
            err << CliTr::tr("remote targets and --together run without --live: their runs' streams are read here")
                << '\n';
            return 2;
        }
        // Every local target before the first host begins, as a local sweep checks them all
        // first: a typo in one must not be found after the others were measured.
        for (const Remote::Target& target : targets) {
            if (!target.isLocal())
                continue;
            if (const QString problem = Engine::preflight(config, target.path, engineOptions, nullptr);
                !problem.isEmpty()) {
                err << CliTr::tr("error: %1").arg(problem) << '\n';
                return 1;
            }
        }
        const QStringList forwarded = RemoteCli::forwardedArguments(app.arguments());
        std::optional<RunReport> remoteReport = atOnce
            ? RemoteCli::runTogether(RemoteCli::settings(parser), targets, forwarded, &together, &error)
            : RemoteCli::runEach(RemoteCli::settings(parser), targets, forwarded, observer, &error);
        if (!remoteReport) {
            // SIGINT, SIGTERM or SIGHUP stopped the hosts: they ended because they were told
            // to, which is a cancel, not their fault (a silent host was blamed, exit 1).
            if (StopSignals::received() != 0) {
                err << CliTr::tr("cancelled: stopped before every host had sent its report (%1)").arg(error) << '\n';
                return 130;
            }
            err << error << '\n';
            return 1;
        }
        report = std::move(*remoteReport);
    } else {
        Engine engine(backend, live.observer(&observer), engineOptions);
        StopSignals::setEngine(&engine);
        StopSignals::install();
        live.begin(config, engine, parser.isSet(QStringLiteral("wait-go")));
        report = engine.run(config);
        StopSignals::setEngine(nullptr);
        live.runEnded();
        // The stream's write failed and stopped the run: a failure naming the file and the
        // error, not a cancel (the files are removed either way).
        if (const QString failed = live.writeError();
            !failed.isEmpty() && report.status == QLatin1String("cancelled")) {
            report.status = QStringLiteral("failed");
            report.error = CliTr::tr("%1; the run was stopped and its files were removed").arg(failed);
        }
    }
    report.name = parser.value(nameOption);
    report.note = parser.value(noteOption);
    live.finish(report);

    for (const QString& warning : report.warnings)
        err << CliTr::tr("warning: %1").arg(warning) << '\n';
    // A run stopped before its first pass (a refused preflight) has no rows to head.
    if (std::any_of(
            report.targets.cbegin(), report.targets.cend(), [](const TargetResult& t) { return !t.passes.isEmpty(); }))
        printSummary(out, report);
    for (const QString& line : together)
        out << line << '\n';
    printTrust(out, report);
    if (!report.opTiming.source.isEmpty())
        out << CliTr::tr("op timing: %1").arg(report.opTiming.text()) << '\n';
    out.flush();

    int status = 0;
    if (parser.isSet(jsonOption) && !report.save(parser.value(jsonOption), &error)) {
        err << error << '\n';
        status = 1;
    }
    if (parser.isSet(csvOption) && !report.saveCsv(parser.value(csvOption), &error)) {
        err << error << '\n';
        status = 1;
    }
    if (report.status == QLatin1String("cancelled")) {
        err << CliTr::tr("cancelled: %1").arg(report.error) << '\n';
        return 130;
    }
    if (!report.ok()) {
        err << CliTr::tr("error: %1").arg(report.error) << '\n';
        return 1;
    }
    return status;
}

} // namespace

int main(int argc, char* argv[])
{
    TerminalText::rememberArguments(argc, argv); // before Qt decodes them (invalid UTF-8 shown as \xHH)
    QCoreApplication app(argc, argv);
    const int status = runCli(app);
    // stdout on a full disk (> /dev/full) or a closed pipe: the lines are lost, so the exit
    // status must not say all went well.
    const bool flushed = std::fflush(stdout) == 0;
    if (!flushed || std::ferror(stdout)) {
        const QString reason
            = flushed ? CliTr::tr("a write failed (a full disk or a closed pipe)") : Posix::errnoText(errno);
        std::fputs(
            qPrintable(CliTr::tr("cannot write to standard output: %1").arg(reason) + QLatin1Char('\n')), stderr);
        return status != 0 ? status : 1;
    }
    return status;
}
