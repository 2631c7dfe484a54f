#pragma once

#include "RemoteCommand.h"

#include <QCoreApplication>
#include <QProcess>
#include <functional>

// What a remote side that did not begin its live stream with a hello is told, shared by runs
// (RemoteRun) and probes (RemoteProbe), so that both name the host and the versions alike.
namespace Remote {

// The messages of runs and probes of remote hosts were RemoteRun's first; they keep its
// translation context.
struct RunTr {
    Q_DECLARE_TR_FUNCTIONS(RemoteRun)
};

// Appends what ssh and the remote shell wrote to standard error to `kept`, of which only the
// last few KiB stay: enough for a message's last lines, bounded however much a host writes.
void keepStderr(QByteArray& kept, const QByteArray& more);

// The last lines ssh and the remote shell wrote to standard error, joined for one message.
QString stderrTail(const QByteArray& stderrBytes);

// Why no hello came, when that can be told without asking the remote side anything more: ssh
// could not run the command (exit status 255), or there is no streamscope-cli there (126, 127,
// "not found"). Empty when its version has to be asked (an older or a newer CLI).
QString noHelloMessage(
    const QString& host, const Settings& settings, int exitCode, QProcess::ExitStatus status, const QString& said);

// Asks the remote CLI its version with a second ssh (`--version`), without blocking:
// `answered` gets the version it named (empty when it named none) once that ssh has ended,
// could not start, or was killed after `timeoutMs`. The process is a child of `parent` and
// ends with it.
QProcess* askVersion(const Settings& settings, const QString& host, QObject* parent, int timeoutMs,
    std::function<void(const QString& theirs)> answered);

} // namespace Remote
