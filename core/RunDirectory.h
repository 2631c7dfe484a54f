#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <sys/types.h>

// The private directory a run writes into. It is created inside the target with a fresh
// random name (mkdtemp pattern, but relative to the target's descriptor), holds a marker
// file naming the tool, version, PID and start time, and is the only place the engine ever
// creates, writes or removes files. Removal deletes exactly the files this object created,
// then the marker, then the directory: never a recursive delete.
class RunDirectory {
public:
    static constexpr const char* kPrefix = ".streamscope-run-";
    static constexpr const char* kMarkerName = "STREAMSCOPE-RUN";

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
    // Remember a file name the engine created with O_EXCL, so remove() deletes it.
    void track(const QString& name) { m_created.append(name); }
    // Delete one tracked file now (between passes).
    bool removeFile(const QString& name, QString* error);
    // Delete all tracked files, the marker and the directory. Safe to call twice.
    bool remove(QString* error);

    // Leftovers of runs that died without cleaning up (a marker whose PID is not running).
    struct Leftover {
        QString path;
        qint64 pid = 0;
        QDateTime started;
        QString toolVersion;
        bool processRunning = false;
    };
    static QList<Leftover> findLeftovers(const QString& target);
    // Removes a leftover directory: only files named like the engine's, the marker and the
    // directory itself; refuses when the marker is invalid or its process still runs.
    static bool removeLeftover(const QString& path, QString* error);

private:
    RunDirectory() = default;
    int m_parentFd = -1;
    int m_dirFd = -1;
    QString m_name;
    QString m_path;
    QStringList m_created;
    bool m_removed = false;
};
