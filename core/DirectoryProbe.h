#pragma once

#include "SystemProbe.h"

#include <QString>

namespace SysProbe {

// What lies under a target directory before a run goes there: whether one can (a writable
// directory), the filesystem, mount and block device, and the free space. The window's form
// shows it while the target list is edited; `streamscope-cli --probe` gathers the same on a
// remote host for it (docs/live-format.md, the `probe` event).
struct Directory {
    QString dir; // as asked
    bool isDir = false;
    bool writable = false; // files can be created in it (W_OK and X_OK for this user)
    Environment environment; // when isDir
    qint64 freeBytes = -1; // what an unprivileged user may fill (f_bavail); -1 unknown
    qint64 sizeBytes = -1; // the filesystem's size (f_blocks), which sets the default margin; -1 unknown
    QString problem; // why no run can go there ("it does not exist"); empty when none
};

// Never fails; statvfs() and the /proc and /sys reads may block on a hung network mount, so
// the window calls it off its GUI thread.
Directory probeDirectory(const QString& dir);

} // namespace SysProbe
