#pragma once

// ssh's local stand-in for fast remote tests without sshd: skips the options up to "--", then
// the host, and runs the one remote command line with sh -c, as sshd hands it to the user's
// shell. The quoting, the stream and the transport are the real ones; only the network is not.
// The remote command is its child, not exec'd in its place, as under sshd: killing the
// stand-in is a dropped connection (the remote side's input ends, its output breaks), not a
// kill of the remote CLI.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QString>

inline const QByteArray kStandInSsh
    = "#!/bin/sh\nwhile [ \"$1\" != \"--\" ]; do shift; done\nshift; shift\nsh -c \"$1\"\nexit $?\n";

inline bool writeScript(const QString& path, const QByteArray& text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(text);
    f.close();
    return f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

// The stand-in for the start barrier's tests: as kStandInSsh, except that host "slow" begins
// (runs its remote command, so prepares and says it is ready) only once a file "gate" exists
// beside the script, and that every line sent to a host's input is noted, in a file
// "input-HOST" beside the script, with whether the gate existed when the line arrived ("go
// after", "go before"): a host told to go before the slow one could have been ready says so
// for itself, however the threads were scheduled. The input goes through a FIFO so that the
// remote command sees it end when ssh's does, as under sshd; the note-taker is ended when the
// remote command ends, or by a watch when the script itself is gone: the window ends a probe
// with SIGKILL, and a note-taker whose script was killed before the remote command opened the
// FIFO stayed blocked in open() for good, in a temporary directory already removed (issue 53,
// item 7). A gate never opened ends "slow" when the script's directory is gone.
inline const QByteArray kGatedStandInSsh
    = "#!/bin/sh\n"
      "while [ \"$1\" != \"--\" ]; do shift; done\n"
      "shift\n"
      "host=$1\n"
      "shift\n"
      "dir=$(dirname \"$0\")\n"
      "if [ \"$host\" = slow ]; then\n"
      "  while [ ! -e \"$dir/gate\" ]; do [ -d \"$dir\" ] || exit 255; sleep 0.02; done\n"
      "fi\n"
      "fifo=\"$dir/input-$host.$$.fifo\"\n"
      "mkfifo \"$fifo\" || exit 255\n"
      "exec 3<&0\n"
      "( while IFS= read -r line; do\n"
      "    if [ -e \"$dir/gate\" ]; then state=after; else state=before; fi\n"
      "    printf '%s %s\\n' \"$line\" \"$state\" >> \"$dir/input-$host\"\n"
      "    printf '%s\\n' \"$line\"\n"
      "  done <&3 > \"$fifo\" ) &\n"
      "reader=$!\n"
      "( while kill -0 $$ 2>/dev/null; do sleep 0.2; done; kill $reader 2>/dev/null ) < /dev/null > /dev/null 2>&1 &\n"
      "sh -c \"$1\" < \"$fifo\" 3<&-\n"
      "rc=$?\n"
      "kill $reader 2>/dev/null\n"
      "rm -f \"$fifo\"\n"
      "exit $rc\n";

// True once a run below `dir` has its first stream's file: with kGatedStandInSsh, the host is
// prepared (its remote CLI says it is ready right after).
inline bool holdsStreamFile(const QString& dir)
{
    QDirIterator it(
        dir, { QStringLiteral("stream-0000.dat") }, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    return it.hasNext();
}

// Lets kGatedStandInSsh's host "slow" begin.
inline bool openGate(const QString& toolsDir)
{
    QFile gate(QDir(toolsDir).filePath(QStringLiteral("gate")));
    return gate.open(QIODevice::WriteOnly);
}

// The first line kGatedStandInSsh noted for `host`'s input ("go after"), empty when none came.
inline QByteArray firstInput(const QString& toolsDir, const QString& host)
{
    QFile input(QDir(toolsDir).filePath(QStringLiteral("input-") + host));
    return input.open(QIODevice::ReadOnly) ? input.readLine() : QByteArray();
}
