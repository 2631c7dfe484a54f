// SPDX-License-Identifier: GPL-3.0-or-later
// Runs streamscope-cli (STREAMSCOPE_CLI, set by tests/CMakeLists.txt) and keeps what it said.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

namespace CliProcess {

constexpr int kWaitMs = 60'000; // a bound for a loaded machine, not a measurement

struct Result {
    int exitCode = -1; // -1: crashed or did not finish within kWaitMs
    QString out;
    QString err;
};

inline Result run(const QStringList& arguments)
{
    QProcess cli;
    cli.start(QStringLiteral(STREAMSCOPE_CLI), arguments);
    Result r;
    if (!cli.waitForFinished(kWaitMs)) {
        cli.kill();
        cli.waitForFinished();
        return r;
    }
    r.exitCode = cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -1;
    r.out = QString::fromUtf8(cli.readAllStandardOutput());
    r.err = QString::fromUtf8(cli.readAllStandardError());
    return r;
}

} // namespace CliProcess
