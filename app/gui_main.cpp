// streamscope: the window. Accepts the CLI's run options plus --start, --save-chart and
// --quit, so that a chart can be made by a script (also under QT_QPA_PLATFORM=offscreen).
#include "Automation.h"
#include "CommandLine.h"
#include "ConfigForm.h"
#include "DarkPalette.h"
#include "Exporter.h"
#include "FaultInjectingBackend.h"
#include "FileIo.h"
#include "MainWindow.h"
#include "SettingsPage.h"
#include "StopSignals.h"
#include "TerminalText.h"
#include "Translations.h"
#include "Units.h"
#include "Verdict.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QJsonDocument>
#include <QPalette>
#include <QSettings>
#include <QSocketNotifier>
#include <QStyle>
#include <QTextStream>
#include <QTimer>
#include <memory>

namespace {

// lupdate only sees tr() with a context: a class that declares one. This gives the free
// functions of this file theirs.
struct GuiTr {
    Q_DECLARE_TR_FUNCTIONS(Gui)
};

// True when any of the run options (as opposed to --start, --lang and the like) was given.
bool anyRunOption(const QCommandLineParser& parser, const CommandLine& options)
{
    for (const QCommandLineOption* o : { &options.dir, &options.preset, &options.streams, &options.size, &options.total,
             &options.block, &options.schedule, &options.mode, &options.prepare, &options.flush, &options.read,
             &options.interval, &options.stall, &options.rate, &options.buffer, &options.duration, &options.confirm }) {
        if (parser.isSet(*o))
            return true;
    }
    return false;
}

// The window's options: the run options and those of the window itself.
struct GuiOptions {
    CommandLine run;
    QCommandLineOption start { QStringLiteral("start"), GuiTr::tr("Start the run at once.") };
    QCommandLineOption saveChart { QStringLiteral("save-chart"),
        GuiTr::tr("Save the chart to FILE (PNG or SVG, by its suffix) when the run finishes."), GuiTr::tr("FILE") };
    QCommandLineOption imageSize { QStringLiteral("image-size"),
        GuiTr::tr("Draw the chart saved by --save-chart at WxH pixels (e.g. 1600x900) instead of the window's size."),
        GuiTr::tr("WxH") };
    QCommandLineOption saveWindow { QStringLiteral("save-window"),
        GuiTr::tr("Save a picture of the whole window to FILE (PNG) when the run finishes."), GuiTr::tr("FILE") };
    QCommandLineOption quit { QStringLiteral("quit"),
        GuiTr::tr("Quit when the run finishes (exit status 0 ok, 1 failed, 2 bad options, 130 stopped; 128 + N when "
                  "signal N ended it).") };
    QCommandLineOption capacity { QStringLiteral("capacity"),
        GuiTr::tr("With --start: search the capacity (Find Capacity) instead of making one run.") };
    QCommandLineOption show { QStringLiteral("show"),
        GuiTr::tr("Show the saved report FILE instead of running; given more than once, the reports overlaid as a "
                  "comparison. --save-chart, --save-window and --quit act once it is shown."),
        GuiTr::tr("FILE") };
    QCommandLineOption palette { QStringLiteral("palette"),
        GuiTr::tr("Draw the window in a light or dark palette instead of the desktop's."), GuiTr::tr("light|dark") };
    QCommandLineOption together { QStringLiteral("together"),
        GuiTr::tr("With several --dir user@host:/dir: run the hosts together behind a start barrier (the form's "
                  "\"Run the hosts together\") rather than one after another.") };
    QList<QCommandLineOption> windowOptions() const
    {
        return { start, saveChart, imageSize, saveWindow, quit, capacity, show, palette, together };
    }
};

// The first option that does nothing with the others given, as a sentence naming both; empty
// when none: --image-size draws only what --save-chart saves, --capacity is how --start
// starts, and a shown report is no run (run options, --capacity, --together).
QString idleOption(const QCommandLineParser& parser, const GuiOptions& options)
{
    if (parser.isSet(options.imageSize) && !parser.isSet(options.saveChart))
        return GuiTr::tr("--image-size does nothing without --save-chart; leave it out or add --save-chart FILE");
    if (!parser.isSet(options.show)) {
        if (parser.isSet(options.capacity) && !parser.isSet(options.start))
            return GuiTr::tr("--capacity does nothing without --start; add --start to search the capacity");
        return {};
    }
    const CommandLine& run = options.run;
    for (const QCommandLineOption* o :
        { &run.dir, &run.preset, &run.streams, &run.size, &run.total, &run.block, &run.schedule, &run.mode,
            &run.prepare, &run.flush, &run.read, &run.interval, &run.stall, &run.rate, &run.buffer, &run.duration,
            &run.confirm, &run.spaceMargin, &run.noSpaceCheck, &run.inject, &options.capacity, &options.together }) {
        if (parser.isSet(*o))
            return GuiTr::tr("--%1 does nothing with --show; leave it out").arg(o->names().constLast());
    }
    return {};
}

// Fusion with a dark (or light) palette: the same look on any desktop, and on the offscreen
// platform that has no theme to ask.
void applyPalette(bool dark)
{
    QApplication::setStyle(QStringLiteral("Fusion"));
    if (!dark) {
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    }
    QApplication::setPalette(darkPalette());
}

// What a script that saved a picture and quit needs to know about the run, in one line: the
// picture of a stopped run is not the picture of a finished one.
QString outcomeLine(const RunReport& report)
{
    const QString verdict = Verdict::runText(report).replace(QLatin1Char('\n'), QLatin1Char(' '));
    bool complete = true;
    for (const TargetResult& target : report.targets) {
        for (const PassResult& pass : target.passes) {
            for (const PhaseResult& phase : pass.phases)
                complete = complete && phase.complete;
        }
    }
    if (report.ok() && complete)
        return GuiTr::tr("streamscope: finished, complete: %1").arg(verdict);
    if (report.status == QLatin1String("cancelled"))
        return GuiTr::tr("streamscope: stopped, partial: %1").arg(verdict);
    return GuiTr::tr("streamscope: failed: %1").arg(verdict);
}

void setUpApplication(const QStringList& arguments)
{
    QCoreApplication::setApplicationName(QStringLiteral("streamscope"));
    QCoreApplication::setOrganizationName(QStringLiteral("StreamScope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(STREAMSCOPE_VERSION));
    Translations::install(Translations::languageFromArguments(arguments));
}

void setUpParser(QCommandLineParser& parser, GuiOptions& options)
{
    parser.setApplicationDescription(
        GuiTr::tr("Shows live how a disk and filesystem cope with many parallel streams of "
                  "writes and reads.\n\nPresets:\n")
        + CommandLine::presetHelp());
    parser.addHelpOption();
    parser.addVersionOption();
    options.run.addRunOptions(parser);
    parser.addOptions(options.windowOptions());
}

// Not process(): it ends an unknown option with status 1, which scripts read as a failed run.
// Returns false after saying why.
bool parseArguments(QCommandLineParser& parser, const QStringList& arguments)
{
    if (parser.parse(CommandLine::withOptionalValues(arguments)))
        return true;
    TerminalText::Device errDevice(stderr);
    QTextStream err(&errDevice);
    err << parser.errorText() << '\n' << GuiTr::tr("Try --help for the list of options.") << '\n';
    return false;
}

// --help and --version need no display, nor does saying that the command line is wrong; a
// QApplication fails to start without one (over ssh, in a container, in a packaging script).
// Those answers come from a QCoreApplication, which never gives way to a QApplication: each
// ends the process (showHelp() and showVersion() exit). Returns -1 to start the window.
int answerWithoutDisplay(int argc, char* argv[])
{
    // Which answer is due depends on option names only, so it needs no application object.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    {
        QCommandLineParser probe;
        GuiOptions options;
        setUpParser(probe, options);
        if (probe.parse(CommandLine::withOptionalValues(arguments)) && !probe.isSet(QStringLiteral("help"))
            && !probe.isSet(QStringLiteral("version")))
            return -1;
    }
    QCoreApplication app(argc, argv);
    setUpApplication(app.arguments());
    QCommandLineParser parser;
    GuiOptions options;
    setUpParser(parser, options);
    if (!parseArguments(parser, app.arguments()))
        return 2;
    if (parser.isSet(QStringLiteral("version")) && !parser.isSet(QStringLiteral("help")))
        parser.showVersion();
    parser.showHelp(0);
}

} // namespace

int main(int argc, char* argv[])
{
    TerminalText::rememberArguments(argc, argv); // before Qt decodes them (invalid UTF-8 shown as \xHH)
    if (const int status = answerWithoutDisplay(argc, argv); status >= 0)
        return status;
    QApplication app(argc, argv);
    setUpApplication(app.arguments());
    QGuiApplication::setApplicationDisplayName(QStringLiteral("StreamScope"));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.streamscope.StreamScope"));

    TerminalText::Device errDevice(stderr); // remote hosts' and reports' text escaped (TerminalText.h)
    QTextStream err(&errDevice);
    QCommandLineParser parser;
    GuiOptions guiOptions;
    setUpParser(parser, guiOptions);
    CommandLine& options = guiOptions.run;
    const QCommandLineOption& startOption = guiOptions.start;
    const QCommandLineOption& saveChartOption = guiOptions.saveChart;
    const QCommandLineOption& saveWindowOption = guiOptions.saveWindow;
    const QCommandLineOption& imageSizeOption = guiOptions.imageSize;
    const QCommandLineOption& quitOption = guiOptions.quit;
    const QCommandLineOption& capacityOption = guiOptions.capacity;
    if (!parseArguments(parser, app.arguments()))
        return 2; // not expected: answerWithoutDisplay() read the same words
    if (QString usage; !options.checkUsage(parser, &usage) || !options.applyRateUnit(parser, &usage)) {
        err << usage << '\n';
        return 2;
    }
    // The pictures are made after the run: a bad name must not be found only then.
    for (const QCommandLineOption* o : { &saveChartOption, &saveWindowOption }) {
        if (QString reason; parser.isSet(*o) && !FileIo::checkOutput(parser.value(*o), &reason)) {
            err << GuiTr::tr("--%1 \"%2\": %3").arg(o->names().constFirst(), parser.value(*o), reason) << '\n';
            return 2;
        }
    }
    std::optional<QSize> imageSize;
    if (parser.isSet(imageSizeOption)) {
        imageSize = Exporter::parseImageSize(parser.value(imageSizeOption));
        if (!imageSize) {
            err << GuiTr::tr("--image-size \"%1\": give width x height in pixels, each 200 to 10000, e.g. 1600x900")
                       .arg(parser.value(imageSizeOption))
                << '\n';
            return 2;
        }
    }
    if (parser.isSet(saveChartOption) && parser.isSet(saveWindowOption)
        && FileIo::sameOutput(parser.value(saveChartOption), parser.value(saveWindowOption))) {
        err << GuiTr::tr("--save-chart and --save-window both name %1; give each its own file")
                   .arg(parser.value(saveChartOption))
            << '\n';
        return 2;
    }

    if (!parser.positionalArguments().isEmpty()) {
        err << GuiTr::tr("unexpected argument \"%1\"; every value belongs to an option, e.g. --dir /mnt/data")
                   .arg(parser.positionalArguments().first())
            << '\n';
        return 2;
    }

    const bool start = parser.isSet(startOption);
    const bool quit = parser.isSet(quitOption);
    const QStringList shownReports = parser.values(guiOptions.show);
    if (start && !shownReports.isEmpty()) {
        err << GuiTr::tr("--start and --show exclude each other: run, or show a saved report") << '\n';
        return 2;
    }
    // Options that would do nothing in this combination, refused naming both.
    if (const QString idle = idleOption(parser, guiOptions); !idle.isEmpty()) {
        err << idle << '\n';
        return 2;
    }
    if (parser.isSet(guiOptions.palette)) {
        const QString name = parser.value(guiOptions.palette);
        if (name != QLatin1String("light") && name != QLatin1String("dark")) {
            err << GuiTr::tr("--palette \"%1\": use light or dark").arg(name) << '\n';
            return 2;
        }
        applyPalette(name == QLatin1String("dark"));
    }
    // Declared before the window: a run still stopping when the window goes uses it.
    std::unique_ptr<FaultInjectingBackend> injecting;
    const Units::RateUnit commandLineUnit = Units::rateUnit(); // --units, applied above
    MainWindow window;
    // --units outranks the unit chosen in the window (which the window restored just now), for
    // this session only.
    if (parser.isSet(options.units))
        window.settingsPage()->setRateUnit(commandLineUnit);

    // Run options on the command line replace the saved settings; a missing --dir keeps the
    // directory used last time.
    if (anyRunOption(parser, options)) {
        QStringList arguments = app.arguments();
        if (!parser.isSet(options.dir)) {
            for (const QString& dir : window.config().targetDirs)
                arguments << QStringLiteral("--dir") << dir;
        }
        QCommandLineParser withDirs;
        options.addRunOptions(withDirs);
        withDirs.addOptions(guiOptions.windowOptions());
        withDirs.parse(CommandLine::withOptionalValues(arguments));
        RunConfig config;
        QString error;
        const bool ok = options.toConfig(withDirs, config, &error);
        if (!ok) {
            err << error << '\n';
            if (start || quit)
                return 2;
        }
        window.setConfig(config);
    }
    EngineOptions engineOptions;
    QString error;
    if (!options.engineOptions(parser, engineOptions, &error)) {
        err << error << '\n';
        return 2;
    }
    window.setEngineOptions(engineOptions);
    if (parser.isSet(guiOptions.together))
        window.configForm()->setRunsTogether(true);
    QList<Fault> faults;
    if (!options.faults(parser, faults, &error)) {
        err << error << '\n';
        return 2;
    }
    if (!faults.isEmpty()) {
        injecting = std::make_unique<FaultInjectingBackend>();
        for (const Fault& f : faults)
            injecting->addFault(f);
        window.setIoBackend(injecting.get());
    }

    if (imageSize)
        window.exporter()->setImageSize(*imageSize);
    // Saved reports shown: the pictures and the exit follow their showing, not a run.
    Automation shownAutomation(window.exporter());
    if (shownReports.isEmpty()) {
        window.setAutomation(parser.value(saveChartOption), parser.value(saveWindowOption), quit);
    } else {
        shownAutomation.configure(parser.value(saveChartOption), parser.value(saveWindowOption), quit);
        shownAutomation.setSayFailures(true);
        // An opened report is shown too (reportsShown follows reportOpened); one that cannot be
        // read is not. Either way the window's message says why on stderr (a missing,
        // unreadable or malformed file): nobody may be looking at the window. Pictures are
        // saved only of everything asked for: one of fewer reports, or of none, is not what
        // the file was to hold, and an existing file is left as it was.
        const qsizetype asked = shownReports.size();
        QObject::connect(&window, &MainWindow::reportsShown, &shownAutomation,
            [&shownAutomation, &window, asked](const QStringList& shown) {
                const bool all = shown.size() >= asked;
                shownAutomation.finish(all ? 0 : 1, window.lastError(), all);
            });
        QObject::connect(
            &window, &MainWindow::reportOpened, &shownAutomation, [&shownAutomation, &window](const QString&, bool ok) {
                if (!ok)
                    shownAutomation.finish(1, window.lastError(), false);
            });
    }
    if (quit && shownReports.isEmpty()) {
        QObject::connect(&window, &MainWindow::runFinished, &window, [](const RunReport& report) {
            TerminalText::Device outDevice(stdout);
            QTextStream out(&outDevice);
            out << outcomeLine(report) << '\n';
        });
    }
    // The same signal handling as the CLI; the handler only wakes the event loop, which stops
    // the run like the Stop button (so its files are removed) and then quits with 128 + signal.
    StopSignals::install();
    std::unique_ptr<QSocketNotifier> signalNotifier;
    if (StopSignals::notifyFd() >= 0) {
        signalNotifier = std::make_unique<QSocketNotifier>(StopSignals::notifyFd(), QSocketNotifier::Read);
        QObject::connect(signalNotifier.get(), &QSocketNotifier::activated, &window, [&window] {
            StopSignals::drain();
            window.stopForSignal(StopSignals::received());
        });
    }
    window.show();
    // The same leftover check as the CLI (off the GUI thread): named on stderr for scripts,
    // offered for removal in the window when nobody scripted a start. After show(): the
    // question is window-modal, so it belongs over a window that is already on screen.
    QObject::connect(&window, &MainWindow::leftoversFound, &window, [&err](const QStringList& notes) {
        for (const QString& note : notes)
            err << GuiTr::tr("note: %1").arg(note) << '\n';
        err.flush();
    });
    window.checkLeftovers(!start && shownReports.isEmpty());
    if (shownReports.size() == 1)
        QTimer::singleShot(0, &window, [&window, &shownReports] { window.openReport(shownReports.constFirst()); });
    else if (shownReports.size() > 1)
        QTimer::singleShot(0, &window, [&window, &shownReports] { window.showHistory(shownReports); });
    if (start) {
        // Start as a person would: once the window is up. The zero timer fires after the
        // events that show() queued (style polish, the first layout and paint), so a short
        // run does not share its first moments with the window's own start-up work.
        const bool capacity = parser.isSet(capacityOption);
        QTimer::singleShot(0, &window, [&window, &err, capacity, quit] {
            const bool started = capacity ? window.startCapacitySearch() : window.startRun();
            if (!started) {
                err << window.lastError() << '\n'; // a whole sentence: "Cannot start: …"
                err.flush();
                if (quit)
                    QCoreApplication::exit(2);
            }
        });
    }
    const int status = app.exec();
    return status;
}
