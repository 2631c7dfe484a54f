#include "ReportLoader.h"

#include <QFileInfo>
#include <QThread>

namespace {
// Reports with long time series are large; a few are enough to switch between.
constexpr int kCacheSize = 16;
} // namespace

ReportLoader::ReportLoader(QObject* parent)
    : QObject(parent)
    , m_load([](const QString& path, QString* error) { return RunReport::load(path, error); })
{ }

quint64 ReportLoader::request(const QStringList& paths, bool fresh)
{
    Q_ASSERT(QThread::currentThread() == thread());
    // The cache is read here, in the GUI thread; the pool thread gets only what is missing.
    QList<Loaded> known;
    QStringList missing;
    for (const QString& path : paths) {
        const QString absolute = QFileInfo(path).absoluteFilePath();
        if (!fresh && m_cache.contains(absolute))
            known.append({ absolute, m_cache.value(absolute), {}, {} });
        else
            missing.append(absolute);
        if (fresh)
            m_cache.remove(absolute);
    }
    const LoadFunction load = m_load;
    return m_jobs.start(
        [load, missing] {
            QList<Loaded> read;
            for (const QString& path : missing) {
                Loaded l { path, {}, {}, {} };
                l.report = load(path, &l.error);
                // Not a run report: it may be a capacity search (told apart by its "kind"). The
                // run report's error stays the one shown when it is neither.
                if (!l.report) {
                    QString notCapacity;
                    l.capacity = CapacityReport::load(path, &notCapacity);
                    if (l.capacity)
                        l.error.clear();
                }
                read.append(l);
            }
            return read;
        },
        [this, paths, known](quint64 id, const QList<Loaded>& read) {
            // In the order asked for, whether cached or read just now.
            QList<Loaded> results;
            for (const QString& path : paths) {
                const QString absolute = QFileInfo(path).absoluteFilePath();
                for (const QList<Loaded>* from : { &known, &read }) {
                    for (const Loaded& l : *from) {
                        if (l.path == absolute) {
                            results.append(l);
                            break;
                        }
                    }
                }
            }
            for (const Loaded& l : read) {
                if (l.report)
                    insert(l.path, *l.report);
            }
            Q_EMIT loaded(id, results);
        },
        [this](quint64 stale) { Q_EMIT staleDropped(stale); });
}

void ReportLoader::remember(const QString& path, const RunReport& report)
{
    insert(QFileInfo(path).absoluteFilePath(), report);
}

void ReportLoader::forget(const QStringList& paths)
{
    for (const QString& path : paths)
        m_cache.remove(QFileInfo(path).absoluteFilePath());
}

void ReportLoader::insert(const QString& path, const RunReport& report)
{
    if (m_cache.size() >= kCacheSize)
        m_cache.clear();
    m_cache.insert(path, report);
}
