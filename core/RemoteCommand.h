#pragma once

#include "RunConfig.h"

#include <QLocale>
#include <QString>
#include <QStringList>
#include <optional>

struct EngineOptions; // Engine.h

// A run on another machine over the user's own ssh (config, agent, keys, known_hosts): no
// daemon and no port of StreamScope's own. The remote side is `streamscope-cli --live -`,
// whose standard output is the live event stream (LiveStream.h).
namespace Remote {

// Where a remote run goes: "user@host:/dir" is host "user@host", path "/dir". An empty host is
// a local directory run the same way, by a child streamscope-cli without ssh (Settings::localCli),
// so that local and remote targets of one command line can run in turn or together.
struct Target {
    QString host;
    QString path;
    bool isLocal() const { return host.isEmpty(); }
    QString text() const { return isLocal() ? path : host + QLatin1Char(':') + path; }
};

// scp's rule: a colon before the first slash makes a target remote ("host:/d", "host:d");
// "./a:b" and "/mnt/a:b" are local directories.
bool isRemote(const QString& target);
// The host and the path of a remote target; nothing for a local one or one that
// targetProblem() refuses.
std::optional<Target> parse(const QString& target);
// What is wrong with a remote target, in words for the user (empty for a good one and for a
// local one): an empty host (":dir"), user ("@host:") or path ("host:"), a host that ssh would
// read as an option ("-oProxyCommand=x:/d"), whitespace, control or shell characters in it.
// The host is handed to ssh after "--" as well, so nothing in it can become an option.
QString targetProblem(const QString& target);

// One word for a POSIX shell: in single quotes, each ' as '\''. Whatever the text (spaces,
// quotes, $(...), backticks, newlines), the shell hands it on unchanged and runs none of it.
QString shellQuote(const QString& word);

// What the window's settings and the CLI's options say about ssh.
struct Settings {
    QString ssh = QStringLiteral("ssh"); // the program; tests use a stand-in
    QStringList sshOptions; // given to ssh before everything else (e.g. -F private_config)
    QString remoteCli = QStringLiteral("streamscope-cli"); // on the remote PATH, or a path
    // The streamscope-cli that runs local targets (Target::isLocal()): the CLI names itself.
    QString localCli;
    int aliveIntervalS = 5; // ssh keep-alives: a dead link ends the run within interval × count
    int aliveCountMax = 3;
    // A remote host whose live stream says nothing for this long (its heartbeat stopped: the
    // host is stopped, hung or cut off while the connection looks open) is given up: its ssh is
    // ended. 0: never.
    int silenceTimeoutS = 15;
};

// The command line the remote shell runs: the remote CLI and its arguments, each quoted. A
// remote CLI path starting with "~/" keeps the tilde outside the quotes so that the shell
// expands it.
QString remoteCommandLine(const Settings& settings, const QStringList& arguments);
// ssh's arguments: the user's options, keep-alives, BatchMode (no password prompt without a
// terminal to type it into), no terminal, then the host and the one remote command line.
QStringList sshArguments(const Settings& settings, const QString& host, const QStringList& remoteArguments);

// The remote CLI's options for the workload of `config` (all but its targets), exact: sizes
// in bytes, durations in nanoseconds, rates in bytes per second, so that the remote run is
// the configured one and not a rounded copy. The window's remote runs start with these.
QStringList runArguments(const RunConfig& config);
// The remote CLI's options for the safety net of `options` (--space-margin, --no-space-check),
// so that a remote run keeps the margin a local one would: nothing for the defaults.
QStringList engineArguments(const EngineOptions& options);
// --lang for the remote CLI, in the language of `locale` (the window's), so that the messages
// and trust flags a remote or local child run writes into its report read as the window does:
// nothing for the C locale. A language StreamScope has no catalog for (no
// streamscope_LANG.qm in `catalogDir`, where the executables embed theirs) is shown in English
// here, so the child gets "en": a CLI of this very version refuses a --lang it has no catalog
// for, and the window's Spanish locale used to end every remote run before its hello (issue 32,
// item 10: it was then told to "install StreamScope 0.1.0" on a host that had it).
QStringList languageArguments(const QLocale& locale, const QString& catalogDir = QStringLiteral(":/i18n"));

} // namespace Remote
