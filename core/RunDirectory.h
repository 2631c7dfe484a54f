#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <sys/types.h>

// The private directory a run writes into. It is created inside the target with a fresh
// random name (mkdtemp pattern, but relative to the target's descriptor), holds a marker
// file naming the tool, version and the process (boot, PID namespace, PID and its start
// time), and a list of every file the run created (name and inode). It is the only place the
// engine ever creates, writes or removes files. Removal deletes exactly the files this object
// created, then the list, the marker and the directory: never a recursive delete.
//
// The directory's own life is in RunDirectory.cpp, the scan for and removal of the leftovers
// of earlier runs in RunLeftovers.cpp, and the marker they share in RunMarker.cpp.
class RunDirectory {
    Q_DECLARE_TR_FUNCTIONS(RunDirectory)

public:
    static constexpr const char* kPrefix = ".streamscope-run-";
    static constexpr const char* kMarkerName = "STREAMSCOPE-RUN";
    static constexpr const char* kFilesName = "STREAMSCOPE-FILES";

    // Opens a target directory for a run and checks what it is by the opened descriptor
    // (never by its path again): pseudo filesystems (proc, sysfs, devtmpfs, ...) and anything
    // the kernel places under /proc, /sys or /dev are refused. Returns the descriptor (the
    // caller closes it), or -1 with a sentence in *error.
    static int openTarget(const QString& target, QString* error);
    // Where an open directory is, as the kernel sees it (not the path it was opened by).
    static QString pathOf(int fd);
    // Creates the run directory inside the directory open as targetFd (kept: duplicated).
    static std::optional<RunDirectory> create(int targetFd, const QString& target, QString* error);
    static std::optional<RunDirectory> create(const QString& target, QString* error);
    RunDirectory(RunDirectory&& other) noexcept;
    RunDirectory& operator=(RunDirectory&&) = delete;
    RunDirectory(const RunDirectory&) = delete;
    ~RunDirectory(); // removes everything it created if remove() was not called

    int fd() const { return m_dirFd; }
    QString path() const { return m_path; }
    // Remember a file name the engine created with O_EXCL, so remove() deletes it; it is also
    // listed (with its inode) in the run's file list, so a later --clean-leftovers can prove
    // the file is the run's own.
    void track(const QString& name);
    // Delete one tracked file now (between passes).
    bool removeFile(const QString& name, QString* error);
    // Delete all tracked files, the marker and the directory. Safe to call twice.
    bool remove(QString* error);

    // Run directories in a target with a StreamScope marker. processRunning is true unless the
    // run is provably over: a marker from another boot is dead; one from another PID
    // namespace (a container) is kept unless that namespace no longer has any process; one
    // from ours is dead when its PID is free or now belongs to a process started at another
    // time. Markers of older versions (PID only) are judged by their PID.
    struct Leftover {
        QString path;
        qint64 pid = 0;
        QDateTime started;
        QString toolVersion;
        bool processRunning = false;
        QString unreadable; // set when the directory or its marker cannot be read: nothing is known
        int error = 0; // the errno behind `unreadable`
    };
    static QList<Leftover> findLeftovers(const QString& target);
    // Removes a leftover directory: only the files the run provably created (listed with their
    // inode in its file list; for older runs without one, files named like the engine's that
    // hold its data pattern), the list, the marker and the directory itself. Refuses when the
    // marker is invalid, its process may still run, or anything else is inside.
    static bool removeLeftover(const QString& path, QString* error);

    // The one leftover check of both front ends: sentences naming the leftovers of dead runs
    // in a target (and those it cannot look into), for a note when a run is about to start.
    static QStringList leftoverNotes(const QString& target);
    // The one cleanup of both front ends (--clean-leftovers, the window's offer).
    struct CleanResult {
        QStringList done; // "removed …" and "kept … (still going)" sentences
        QStringList problems; // directories that could not be removed or read, and why
        int removed = 0;
    };
    static CleanResult cleanLeftovers(const QString& target);

    // The bytes every data block of a run starts with: the engine fills its buffer with this,
    // so a leftover's file can be recognised as the run's own.
    static void fillPattern(char* data, size_t size);

private:
    RunDirectory() = default;
    int m_filesFd = -1;
    int m_parentFd = -1;
    int m_dirFd = -1;
    QString m_name;
    QString m_path;
    QStringList m_created;
    bool m_removed = false;
};
