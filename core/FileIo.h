#pragma once

#include <QByteArray>
#include <QString>
#include <functional>
#include <optional>

class QIODevice;

// Reading and writing the files a user names (reports, time series, images, history), so
// that a full disk, a device node or a FIFO gives a sentence instead of silent damage.
namespace FileIo {

// Is `path` an existing directory? False with the reason (not the path): it does not exist, its
// name has bytes that are not valid UTF-8, a symbolic link loop, not a directory.
bool checkFolder(const QString& path, QString* reason);

// Before any work: can `path` take an output? Returns false with the reason (not the path)
// for an empty name, a directory, a block device or socket, a character device other than
// /dev/null, /dev/zero, /dev/full or a terminal, a FIFO no program reads (found without
// waiting; the end opened to find it is kept for writeOutput() or openStream(), so the reader
// stays), anything on /proc, /sys or another kernel filesystem, a missing or read-only
// directory, a symbolic link loop, no write permission.
bool checkOutput(const QString& path, QString* reason);

// True when both names reach the same file: the same inode when it exists, else the same
// canonical directory and name once symbolic links are followed (a dangling one to the name it
// points at). Device nodes and FIFOs never count (two streams may share them).
bool sameOutput(const QString& a, const QString& b);

// Writes what `produce` writes, and checks every byte reached the file:
// - a regular or new file is replaced atomically (QSaveFile), after flush and fdatasync
//   succeed, so a full disk leaves the old file as it was and no half-written one;
// - a character device, FIFO or pipe (/dev/null, /dev/stdout on a pipe) is written straight
//   through, never renamed over; a FIFO is opened without waiting (no reader: an error, not
//   a hang), through the descriptor checkOutput() kept when it did;
// - a regular file that is already this process's stdout or stderr (/dev/stdout redirected
//   to a file) is appended to through that descriptor, so what was printed before stays.
// Returns false with the reason.
using Producer = std::function<bool(QIODevice&)>;
bool writeOutput(const QString& path, const Producer& produce, QString* reason);
bool writeOutput(const QString& path, const QByteArray& bytes, QString* reason);

// Opens an output written as a stream (--live): checked as checkOutput() checks it, a regular
// file truncated, a FIFO or device opened without waiting (ENXIO: nobody reads). Returns the
// descriptor (blocking writes, close-on-exec), or -1 with the reason.
int openStream(const QString& path, QString* reason);

// Reads a regular file of at most `maxBytes`. Opens without blocking (a FIFO does not hang
// it) and decides on what was opened (fstat), so a symbolic link to /dev/zero is refused
// before a byte is read; a file that grows while read still stops at maxBytes + 1.
std::optional<QByteArray> readRegularFile(const QString& path, qint64 maxBytes, QString* reason);

} // namespace FileIo
