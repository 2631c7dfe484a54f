#pragma once

#include <QCommandLineOption>
#include <QTextStream>

class QCommandLineParser;

// streamscope-cli --probe --dir D [--dir …]: what lies under each directory (filesystem, mount,
// block device, free space, and why no run could go there), without a run and without
// creating anything. With --live FILE|- the live stream's hello line and one `probe` event per
// directory (docs/live-format.md): the window asks remote hosts this way over ssh. Without it,
// one line per directory; a remote --dir user@host:/dir is asked over ssh in turn.
namespace ProbeCli {
QCommandLineOption option();
// Exit status 0 once every directory was probed (whatever was found there), 1 when a remote
// host could not be asked, 2 for bad usage.
int run(const QCommandLineParser& parser, QTextStream& out, QTextStream& err);
} // namespace ProbeCli
