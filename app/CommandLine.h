#pragma once

#include "Engine.h"
#include "FaultInjectingBackend.h"
#include "RunConfig.h"

#include <QCommandLineParser>
#include <QList>
#include <QString>
#include <QStringList>

// The run options shared by streamscope-cli and the window (which accepts the same options
// plus --start, --save-chart and --quit). One option per RunConfig field, same names as the
// JSON keys; the result is a validated configuration or a message naming the bad option.
class CommandLine {
public:
    CommandLine();

    // QCommandLineParser has no option with an optional value: a bare --confirm (not followed
    // by a value: the end, or another option) becomes --confirm=<kDefaultConfirmCap>; a word
    // after it is its value, bad or not. Call on the arguments before parse().
    static QStringList withOptionalValues(QStringList arguments);
    static constexpr const char* kDefaultConfirmCap = "1h";

    // Adds the run options (and their help) to a parser.
    void addRunOptions(QCommandLineParser& parser);
    // Builds the configuration from a parsed command line: the preset first, then every
    // option given on top. Returns false with *error naming the option and the accepted values.
    bool toConfig(const QCommandLineParser& parser, RunConfig& config, QString* error) const;
    bool engineOptions(const QCommandLineParser& parser, EngineOptions& options, QString* error) const;
    // What QCommandLineParser lets through: an option other than --dir and --inject given twice
    // (the last value silently won), a --lang without a catalog. False with *error naming it.
    bool checkUsage(const QCommandLineParser& parser, QString* error) const;
    // Hidden --inject specs for end-to-end tests: "write,error=ENOSPC,phase=write,stream=0,offset=1M,times=1".
    bool faults(const QCommandLineParser& parser, QList<Fault>& faults, QString* error) const;
    // --units MiB|MB: sets Units::setRateUnit() for the tables; false with *error for another word.
    bool applyRateUnit(const QCommandLineParser& parser, QString* error) const;
    static bool parseFault(const QString& spec, Fault& fault, QString* error);

    // Text listing the presets, for --help and --list-presets.
    static QString presetHelp();

    QCommandLineOption dir;
    QCommandLineOption preset;
    QCommandLineOption streams;
    QCommandLineOption size;
    QCommandLineOption total;
    QCommandLineOption block;
    QCommandLineOption schedule;
    QCommandLineOption mode;
    QCommandLineOption prepare;
    QCommandLineOption flush;
    QCommandLineOption read;
    QCommandLineOption interval;
    QCommandLineOption stall;
    QCommandLineOption rate;
    QCommandLineOption buffer;
    QCommandLineOption duration;
    QCommandLineOption confirm;
    QCommandLineOption spaceMargin;
    QCommandLineOption noSpaceCheck;
    QCommandLineOption inject;
    QCommandLineOption lang;
    QCommandLineOption units;
};
