#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTextStream>

// Checks of streamscope-cli's command line made before anything is done, each printing its
// refusal to `err` and returning the exit status (0: nothing refused).

// Options that do nothing in the mode the command line asks for are refused, naming both: a
// script that gives --json to --probe, or --size to --clean-leftovers, would believe something
// happened that did not. `names` lists what the mode uses (long names; --lang always), or,
// with `refusing`, what it does not.
int refuseIdleOptions(
    QTextStream& err, const QCommandLineParser& parser, const QString& mode, const QStringList& names, bool refusing);

// Every output path before the first byte is written anywhere (the engine does the same for
// every --dir): a typo in --json must not be found after an hour of measuring; two outputs
// naming one file are refused.
int checkOutputs(QTextStream& err, const QCommandLineParser& parser, const QList<QCommandLineOption>& outputs);
