#pragma once

#include <QMetaObject>
#include <QMutex>
#include <QObject>
#include <QThreadPool>
#include <atomic>
#include <memory>
#include <utility>

// Runs blocking work (reading reports, statvfs, /proc and /sys) off the GUI thread and hands
// the answer back to a receiver in the GUI thread, but only the answer to the newest request:
// each start() takes a new id, and an answer that comes back for an older id is dropped (its
// `stale` callback, if any, is told). A job stuck in a hung network mount never holds the
// receiver: it may be destroyed meanwhile, and the late answer then goes nowhere.
// (The job-id idea is that of KDAB hotspot's JobTracker.)
class BackgroundJobs {
public:
    explicit BackgroundJobs(QObject* receiver)
        : m_mailbox(std::make_shared<Mailbox>())
    {
        m_mailbox->receiver = receiver;
        m_mailbox->pool = new QThreadPool;
    }
    ~BackgroundJobs()
    {
        // A job blocked in the kernel cannot be interrupted and is not waited for, so closing
        // the window never hangs: the pool then goes with the last job instead (see start()).
        const QMutexLocker lock(&m_mailbox->mutex);
        m_mailbox->receiver = nullptr;
        if (m_mailbox->running == 0)
            m_mailbox->pool->deleteLater();
        m_mailbox->pool = nullptr;
    }
    BackgroundJobs(const BackgroundJobs&) = delete;
    BackgroundJobs& operator=(const BackgroundJobs&) = delete;

    // `work()` runs in a pool thread; `done(id, result)` in the receiver's thread, only if no newer
    // job was started meanwhile; otherwise `stale(id)` is called there instead.
    template <typename Work, typename Done, typename Stale> quint64 start(Work work, Done done, Stale stale)
    {
        const quint64 id = ++m_mailbox->latest;
        std::shared_ptr<Mailbox> mailbox = m_mailbox;
        QThreadPool* pool = nullptr;
        {
            const QMutexLocker lock(&mailbox->mutex);
            ++mailbox->running;
            pool = mailbox->pool;
        }
        pool->start(
            [mailbox, pool, id, work = std::move(work), done = std::move(done), stale = std::move(stale)]() mutable {
                auto result = work();
                const QMutexLocker lock(&mailbox->mutex);
                if (mailbox->receiver) {
                    QMetaObject::invokeMethod(
                        mailbox->receiver,
                        [mailbox, id, result = std::move(result), done = std::move(done),
                            stale = std::move(stale)]() mutable {
                            if (id == mailbox->latest.load())
                                done(id, std::move(result));
                            else
                                stale(id);
                        },
                        Qt::QueuedConnection);
                }
                // The last job of a gone owner hands its pool to the GUI thread for deletion:
                // not deleted here (a pool cannot be deleted from one of its own threads), and
                // deleted there only once this job has returned (the pool's destructor waits
                // for it, and it blocks on nothing any more).
                if (--mailbox->running == 0 && !mailbox->pool)
                    pool->deleteLater();
            });
        return id;
    }
    template <typename Work, typename Done> quint64 start(Work work, Done done)
    {
        return start(std::move(work), std::move(done), [](quint64) {});
    }

    // Any answer still on its way is dropped.
    void cancel() { ++m_mailbox->latest; }
    quint64 latestId() const { return m_mailbox->latest.load(); }
    bool isBusy() const
    {
        const QMutexLocker lock(&m_mailbox->mutex);
        return m_mailbox->running > 0;
    }

private:
    struct Mailbox {
        QMutex mutex;
        // Under the mutex: whether the owner is still there (receiver, pool) and how many jobs
        // are queued or running, decided together so that exactly one side deletes the pool.
        QObject* receiver = nullptr;
        QThreadPool* pool = nullptr;
        int running = 0;
        std::atomic<quint64> latest { 0 };
    };
    std::shared_ptr<Mailbox> m_mailbox;
};
