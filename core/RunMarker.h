#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

// The marker file of a run directory (RunDirectory::kMarkerName): written by the run that owns
// the directory, read by the leftover scan, which decides from it whether that run may still
// be going. Its format is written and read only here.
namespace RunMarker {

struct Marker {
    bool valid = false;
    int error = 0; // errno when the marker could not be opened or read
    qint64 pid = 0;
    QDateTime started;
    QString version;
    // Added in issue 18; empty or 0 in the markers of older versions.
    QString bootId;
    quint64 pidNamespace = 0;
    qint64 startTicks = 0;
};

// The marker's contents for a run of this process.
QByteArray forThisProcess();

// A marker is valid only when it is a small regular file (not a symlink, FIFO or device:
// O_NONBLOCK keeps a FIFO from blocking the scan every start makes), holds a JSON object
// from this tool, and names a PID a process can have. Everything else is not ours.
Marker read(int dirFd);

// Whether the run that wrote this marker may still be going. Anything not provably over is
// kept: deleting a live run's files is far worse than leaving a dead run's.
bool mightBeRunning(const Marker& marker);

} // namespace RunMarker
