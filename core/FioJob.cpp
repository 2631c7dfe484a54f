#include "FioJob.h"

#include "Units.h"

#include <QJsonDocument>
#include <QTextStream>
#include <algorithm>

// The job file is a technical artefact read by fio and by people who know fio: its comments
// are in English whatever the interface language, like the JSON report's keys.

namespace {

QString bytes(int64_t n)
{
    return QString::number(n);
}

// fio's names for the files of one pass: the same for the write job (one job over all files,
// or one job per file) and the read job, so that the read finds what the write left.
QString fileName(int streams, int index)
{
    return QStringLiteral("streamscope-%1.%2").arg(streams).arg(index);
}

QString fileList(int streams)
{
    QStringList names;
    names.reserve(streams);
    for (int i = 0; i < streams; ++i)
        names.append(fileName(streams, i));
    return names.join(QLatin1Char(':'));
}

double totalRate(const RunConfig& c, int streams)
{
    double sum = 0;
    for (int i = 0; i < streams; ++i)
        sum += c.rateFor(i);
    return sum;
}

bool ratesDiffer(const RunConfig& c, int streams)
{
    for (int i = 1; i < streams; ++i) {
        if (c.rateFor(i) != c.rateFor(0))
            return true;
    }
    return false;
}

// Bytes one stream writes in the pass: its file size, or by time what its rate brings.
int64_t streamBytes(const RunConfig& c, int streams, int index)
{
    if (c.isRealTime() && c.durationNs > 0) {
        const int64_t arrived = int64_t(c.rateFor(index) * (double(c.durationNs) / 1e9));
        return arrived - arrived % c.blockSize;
    }
    return c.streamSize(streams);
}

class Writer {
public:
    explicit Writer(const RunConfig& config)
        : m_c(config)
        , m_out(&m_text)
    { }

    QString text()
    {
        header();
        global();
        for (const QString& dir : m_c.targetDirs) {
            for (int streams : m_c.streamCounts)
                pass(dir, streams);
        }
        m_out.flush();
        return m_text;
    }

private:
    void line(const QString& text) { m_out << text << '\n'; }
    void comment(const QString& text) { m_out << "; " << text << '\n'; }
    void option(const QString& name, const QString& value, const QString& why = QString())
    {
        if (!why.isEmpty())
            comment(why);
        m_out << name << '=' << value << '\n';
    }

    void header()
    {
        comment(QStringLiteral("fio job written by StreamScope: the closest fio equivalent of this run."));
        comment(QStringLiteral("Run it with: fio THIS_FILE   (fio creates its own files in the target directory"));
        comment(QStringLiteral("and removes them; compare fio's write/read bw with StreamScope's effective rates)."));
        comment(QStringLiteral("StreamScope configuration: %1")
                    .arg(QString::fromUtf8(QJsonDocument(m_c.toJson()).toJson(QJsonDocument::Compact))));
        const QStringList limits = FioJob::limitations(m_c);
        if (!limits.isEmpty()) {
            comment(QStringLiteral("What fio cannot express here:"));
            for (const QString& limit : limits)
                comment(QStringLiteral("  - ") + limit);
        }
        line(QString());
    }

    void global()
    {
        line(QStringLiteral("[global]"));
        option(QStringLiteral("ioengine"), QStringLiteral("psync"),
            QStringLiteral("StreamScope issues plain pwrite(2)/pread(2), one op at a time per thread."));
        option(QStringLiteral("iodepth"), QStringLiteral("1"));
        option(QStringLiteral("bs"), bytes(m_c.blockSize),
            QStringLiteral("block %1").arg(Units::formatSize(m_c.blockSize)));
        switch (m_c.mode) {
        case IoMode::Buffered:
            option(QStringLiteral("direct"), QStringLiteral("0"), QStringLiteral("mode buffered"));
            option(QStringLiteral("sync"), QStringLiteral("none"));
            break;
        case IoMode::Direct:
            option(QStringLiteral("direct"), QStringLiteral("1"), QStringLiteral("mode direct (O_DIRECT)"));
            option(QStringLiteral("sync"), QStringLiteral("none"));
            break;
        case IoMode::Sync:
            option(QStringLiteral("direct"), QStringLiteral("0"), QStringLiteral("mode sync (O_SYNC)"));
            option(QStringLiteral("sync"), QStringLiteral("sync"));
            break;
        case IoMode::Dsync:
            option(QStringLiteral("direct"), QStringLiteral("0"), QStringLiteral("mode dsync (O_DSYNC)"));
            option(QStringLiteral("sync"), QStringLiteral("dsync"));
            break;
        }
        switch (m_c.prepare) {
        case Prepare::Fallocate:
            option(QStringLiteral("fallocate"), QStringLiteral("posix"),
                QStringLiteral("prepare fallocate: posix_fallocate(3) of each file before the writes"));
            break;
        case Prepare::Truncate:
        case Prepare::Existing:
            option(QStringLiteral("fallocate"), QStringLiteral("none"),
                QStringLiteral("prepare %1: no preallocation").arg(toString(m_c.prepare)));
            break;
        }
        option(QStringLiteral("scramble_buffers"), QStringLiteral("0"),
            QStringLiteral("StreamScope writes the same buffer every time; fio would modify its own per write."));
        option(QStringLiteral("create_serialize"), QStringLiteral("0"),
            QStringLiteral("Each job sets its files up when it starts, so the write job writes fresh files."));
        option(QStringLiteral("thread"), QStringLiteral("1"));
        option(QStringLiteral("group_reporting"), QStringLiteral("1"),
            QStringLiteral("One line per phase, as StreamScope reports a phase over all its streams."));
        line(QString());
    }

    void pass(const QString& dir, int streams)
    {
        const bool threads = m_c.schedule == Schedule::Threads && streams > 1;
        const QString base = m_c.targetDirs.size() > 1
            ? QStringLiteral("t%1-%2streams").arg(m_c.targetDirs.indexOf(dir) + 1).arg(streams)
            : QStringLiteral("%1streams").arg(streams);

        if (m_c.prepare == Prepare::Existing) {
            section(base + QStringLiteral("-create"), dir, streams, false);
            comment(QStringLiteral("prepare existing: the files are written one after another first (untimed in"));
            comment(QStringLiteral("fio's write figure below, timed as StreamScope's create phase)."));
            option(QStringLiteral("rw"), QStringLiteral("write"));
            option(QStringLiteral("file_service_type"), QStringLiteral("sequential"));
            option(QStringLiteral("end_fsync"), QStringLiteral("1"));
            line(QString());
        }

        section(base + QStringLiteral("-write"), dir, streams, threads);
        option(QStringLiteral("rw"), QStringLiteral("write"), QStringLiteral("sequential offsets in every file"));
        if (!threads && streams > 1) {
            option(QStringLiteral("file_service_type"), QStringLiteral("roundrobin"),
                QStringLiteral("schedule roundrobin: one thread, one block on each file in turn"));
        }
        if (m_c.prepare == Prepare::Existing)
            option(QStringLiteral("invalidate"), QStringLiteral("0"), QStringLiteral("overwrite in place"));
        switch (m_c.flush) {
        case FlushPolicy::End:
            option(QStringLiteral("end_fsync"), QStringLiteral("1"),
                QStringLiteral("flush end: one sync per file inside the timed phase (fio calls fsync(2), "
                               "StreamScope fdatasync(2))"));
            break;
        case FlushPolicy::Every:
            option(QStringLiteral("fdatasync"), QString::number(m_c.flushEveryBytes / m_c.blockSize),
                QStringLiteral("flush every:%1 = every %2 blocks%3")
                    .arg(Units::formatSize(m_c.flushEveryBytes))
                    .arg(m_c.flushEveryBytes / m_c.blockSize)
                    .arg(!threads && streams > 1 ? QStringLiteral(" (fio counts the job's writes, StreamScope each "
                                                                  "stream's)")
                                                 : QString()));
            break;
        case FlushPolicy::None:
            comment(QStringLiteral("flush none: no sync; the page cache keeps what was written"));
            break;
        }
        if (m_c.isRealTime()) {
            const double rate = threads ? m_c.rateFor(0) : totalRate(m_c, streams);
            option(QStringLiteral("rate"), QString::number(qint64(rate)),
                threads ? QStringLiteral("rate per stream (one job per stream), bytes/s")
                        : QStringLiteral("the rates of all %1 stream(s) together, bytes/s").arg(streams));
            if (m_c.durationNs > 0) {
                option(QStringLiteral("runtime"), QString::number(double(m_c.durationNs) / 1e9, 'g', 12),
                    QStringLiteral("duration %1").arg(Units::formatDurationNs(m_c.durationNs)));
            }
        }
        if (m_c.read == ReadOrder::None)
            option(QStringLiteral("unlink"), QStringLiteral("1"), QStringLiteral("the files are removed afterwards"));
        line(QString());

        if (m_c.read != ReadOrder::None) {
            section(base + QStringLiteral("-read"), dir, streams, false);
            option(QStringLiteral("rw"), QStringLiteral("read"));
            option(QStringLiteral("file_service_type"),
                m_c.read == ReadOrder::Each ? QStringLiteral("sequential") : QStringLiteral("roundrobin"),
                m_c.read == ReadOrder::Each ? QStringLiteral("read each: one file from start to end, then the next")
                                            : QStringLiteral("read roundrobin: one block of each file in turn"));
            option(QStringLiteral("invalidate"), QStringLiteral("1"),
                QStringLiteral("cold reads: fio drops each file's cached pages when it opens it"));
            option(QStringLiteral("unlink"), QStringLiteral("1"), QStringLiteral("the files are removed afterwards"));
            line(QString());
        }
    }

    // The options every section of a pass shares: where, which files, how much.
    void section(const QString& name, const QString& dir, int streams, bool threads)
    {
        line(QLatin1Char('[') + name + QLatin1Char(']'));
        option(QStringLiteral("stonewall"), QStringLiteral("1"), QStringLiteral("after everything before it"));
        option(QStringLiteral("directory"), escapedDirectory(dir));
        if (threads) {
            option(QStringLiteral("numjobs"), QString::number(streams),
                QStringLiteral("schedule threads: one thread per stream, one file each"));
            option(QStringLiteral("filename_format"), QStringLiteral("streamscope-%1.$jobnum").arg(streams));
            option(QStringLiteral("size"), bytes(streamBytes(m_c, streams, 0)));
        } else {
            option(QStringLiteral("filename"), fileList(streams),
                streams > 1 ? QStringLiteral("%1 files, one per stream").arg(streams) : QString());
            int64_t total = 0;
            for (int i = 0; i < streams; ++i)
                total += streamBytes(m_c, streams, i);
            option(QStringLiteral("size"), bytes(total),
                streams > 1 ? QStringLiteral("fio's size is the job's total over its files") : QString());
        }
    }

    // fio splits directory= at ':' (a list of directories); a literal colon is written "\:".
    static QString escapedDirectory(QString dir) { return dir.replace(QLatin1Char(':'), QStringLiteral("\\:")); }

    const RunConfig& m_c;
    QString m_text;
    QTextStream m_out;
};

} // namespace

QStringList FioJob::limitations(const RunConfig& c)
{
    QStringList limits;
    if (c.isRealTime()) {
        limits.append(QStringLiteral("real-time buffers: fio paces writes with rate= and catches up after a slow "
                                     "write instead of losing data, so it shows no overruns and no buffer fill"));
        int largest = 0;
        for (int n : c.streamCounts)
            largest = std::max(largest, n);
        if (c.schedule != Schedule::Threads && largest > 1)
            limits.append(QStringLiteral("per-stream rates: one job over all files gets the sum of their rates"));
        else if (ratesDiffer(c, largest))
            limits.append(QStringLiteral("per-stream rates: every job gets the first stream's rate"));
    }
    if (c.read != ReadOrder::None)
        limits.append(QStringLiteral("the cold-read check: fio does not report how much was still cached"));
    if (c.flush == FlushPolicy::End)
        limits.append(QStringLiteral("the flush tail: fio's bw includes the final sync (StreamScope's effective rate) "
                                     "but has no ongoing rate without it"));
    limits.append(QStringLiteral("the sampled timeline, the device and dirty-memory figures and stalls over %1")
                      .arg(Units::formatDurationNs(c.stallNs)));
    return limits;
}

QString FioJob::forConfig(const RunConfig& config)
{
    return Writer(config).text();
}
