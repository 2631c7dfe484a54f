#pragma once

#include "BackgroundJobs.h"
#include "CapacityReport.h"
#include "RunReport.h"

#include <QHash>
#include <QObject>
#include <functional>
#include <optional>

// Reads report files for the history and Open Report in a pool thread (a report on a hung
// network mount must not freeze the window), keeping the last few in a cache. Only the answer
// to the newest request is delivered: choosing another run while one is still being read
// drops the older answer. Lives in the GUI thread.
class ReportLoader : public QObject {
    Q_OBJECT
public:
    // What reads one file; tests put in one that blocks.
    using LoadFunction = std::function<std::optional<RunReport>(const QString& path, QString* error)>;

    struct Loaded {
        QString path; // absolute
        std::optional<RunReport> report;
        // A capacity search's file instead (File > Open Report takes both kinds).
        std::optional<CapacityReport> capacity;
        QString error; // why not, when there is neither
    };

    explicit ReportLoader(QObject* parent = nullptr);

    void setLoadFunction(LoadFunction load) { m_load = std::move(load); }

    // Starts reading `paths` (cached ones are not read again; with `fresh`, they are); returns
    // the request's id. loaded() follows, unless a newer request came first.
    quint64 request(const QStringList& paths, bool fresh = false);
    // Drops the answer to any request still under way.
    void cancel() { m_jobs.cancel(); }
    bool isLoading() const { return m_jobs.isBusy(); }

    // A report the window already has (a run it just saved).
    void remember(const QString& path, const RunReport& report);
    void forget(const QStringList& paths);

Q_SIGNALS:
    void loaded(quint64 requestId, const QList<ReportLoader::Loaded>& results);
    // An answer that came too late: a newer request had been made meanwhile.
    void staleDropped(quint64 requestId);

private:
    void insert(const QString& path, const RunReport& report);

    BackgroundJobs m_jobs { this };
    LoadFunction m_load;
    QHash<QString, RunReport> m_cache; // absolute path -> report; touched in the GUI thread only
};
