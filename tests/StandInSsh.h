#pragma once

// ssh's local stand-in for fast remote tests without sshd: skips the options up to "--", then
// the host, and runs the one remote command line with sh -c, as sshd hands it to the user's
// shell. The quoting, the stream and the transport are the real ones; only the network is not.
// The remote command is its child, not exec'd in its place, as under sshd: killing the
// stand-in is a dropped connection (the remote side's input ends, its output breaks), not a
// kill of the remote CLI.
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
