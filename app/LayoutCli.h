#pragma once

#include <QCommandLineOption>
#include <QTextStream>

class QCommandLineParser;

// streamscope-cli --layout-of PATH [PATH…]: where files the user already has lie on the disk
// (a recorder's takes, a server's media), without running anything: each file's extents as
// FS_IOC_FIEMAP gives them (no root, nothing written, no forced write-back), the figures a run
// prints after its write phase, and whether the files alternate with each other. A directory
// stands for the regular files directly in it. With --json FILE the same figures as a report's
// "layout" object.
namespace LayoutCli {
QCommandLineOption option();
// The paths asked for: the option's values and the arguments after them (a shell's glob).
QStringList paths(const QCommandLineParser& parser);
// 0 once at least one file was mapped, 1 when none could be (tmpfs, …), 2 for bad usage.
int run(const QCommandLineParser& parser, const QCommandLineOption& jsonOption, QTextStream& out, QTextStream& err);
} // namespace LayoutCli
