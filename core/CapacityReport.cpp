#include "CapacityReport.h"

#include "FileIo.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>

namespace {
struct CapacityReportTr {
    Q_DECLARE_TR_FUNCTIONS(CapacityReport)
};

constexpr int kFormat = 1;
constexpr qint64 kMaxBytes = qint64(4) * 1024 * 1024; // a search has at most a few dozen steps
constexpr int kMaxSteps = 64;

QString kindName()
{
    return QStringLiteral("capacity");
}

// The first problem found ends the load with a sentence naming the key.
class Reader {
public:
    explicit Reader(QString* error)
        : m_error(error)
    { }
    bool fail(const QString& key, const QString& what)
    {
        if (m_error)
            *m_error = CapacityReportTr::tr("\"%1\" %2").arg(key, what);
        return false;
    }
    bool integer(const QJsonObject& o, const char* key, int64_t& out, int64_t low, int64_t high)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || std::isnan(d) || d != std::floor(d) || d < double(low) || d > double(high))
            return fail(
                QLatin1String(key), CapacityReportTr::tr("is not a whole number from %1 to %2").arg(low).arg(high));
        out = int64_t(d);
        return true;
    }
    bool number(const QJsonObject& o, const char* key, double& out, double low, double high)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || !std::isfinite(d) || d < low || d > high)
            return fail(QLatin1String(key), CapacityReportTr::tr("is not a number from %1 to %2").arg(low).arg(high));
        out = d;
        return true;
    }
    bool text(const QJsonObject& o, const char* key, QString& out)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined()) {
            out.clear();
            return true;
        }
        if (!v.isString() || v.toString().size() > 4096)
            return fail(QLatin1String(key), CapacityReportTr::tr("is not a text"));
        out = v.toString();
        return true;
    }
    bool flag(const QJsonObject& o, const char* key, bool& out)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isBool())
            return fail(QLatin1String(key), CapacityReportTr::tr("is not true or false"));
        out = v.toBool();
        return true;
    }

private:
    QString* m_error;
};
} // namespace

bool CapacityReport::isCapacity(const QJsonObject& o)
{
    return o.value(QLatin1String("kind")).toString() == kindName();
}

QJsonObject CapacityReport::toJson() const
{
    QJsonObject o;
    o[QLatin1String("kind")] = kindName();
    o[QLatin1String("format")] = kFormat;
    o[QLatin1String("config")] = config.toJson();
    o[QLatin1String("started_at")] = startedAt.toString(Qt::ISODateWithMs);
    o[QLatin1String("fs_type")] = fsType;
    o[QLatin1String("complete")] = !stopped;
    o[QLatin1String("sustained_streams")] = result.sustainedStreams;
    o[QLatin1String("first_failing_streams")] = result.firstFailingStreams;
    o[QLatin1String("limited_by")] = result.limitedBy;
    o[QLatin1String("error")] = result.error;
    o[QLatin1String("sentence")] = result.sentence;
    o[QLatin1String("basis")] = CapacitySearch::basisName(result.basis);
    if (result.sustainedDeviceMiBs >= 0)
        o[QLatin1String("sustained_device_mib_s")] = result.sustainedDeviceMiBs;
    if (result.deviceTakesMiBs > 0) {
        o[QLatin1String("device_takes_mib_s")] = result.deviceTakesMiBs;
        o[QLatin1String("device_basis")] = deviceBasisKey(result.deviceBasis);
    }
    if (result.tooCloseFrom > 0) {
        o[QLatin1String("too_close_from")] = result.tooCloseFrom;
        o[QLatin1String("too_close_to")] = result.tooCloseTo;
    }
    QJsonArray steps;
    for (const CapacityStep& s : result.steps)
        steps.append(stepToJson(s));
    o[QLatin1String("steps")] = steps;
    return o;
}

QJsonObject CapacityReport::stepToJson(const CapacityStep& s)
{
    QJsonObject step;
    step[QLatin1String("streams")] = s.streams;
    step[QLatin1String("sustained")] = s.sustained;
    step[QLatin1String("worst_buffer_fill_pct")] = s.worstBufferFillPct;
    step[QLatin1String("overruns")] = double(s.overruns);
    step[QLatin1String("bytes_lost")] = double(s.bytesLost);
    step[QLatin1String("achieved_mib_s")] = s.achievedMiBs;
    step[QLatin1String("verdict")] = CapacitySearch::verdictName(s.verdict);
    step[QLatin1String("decided_after_s")] = s.decidedAfterS;
    if (s.deviceMiBs >= 0)
        step[QLatin1String("device_mib_s")] = s.deviceMiBs;
    if (s.deviceBasis != DeviceBasis::Unknown)
        step[QLatin1String("device_basis")] = deviceBasisKey(s.deviceBasis);
    if (s.calibratedMiBs > 0)
        step[QLatin1String("calibrated_mib_s")] = s.calibratedMiBs;
    if (s.runAtLeastS >= 0)
        step[QLatin1String("run_at_least_s")] = s.runAtLeastS;
    if (s.unreadInputs != 0)
        step[QLatin1String("unread_inputs")] = QJsonArray::fromStringList(unreadInputKeys(s.unreadInputs));
    step[QLatin1String("run_data")] = runDataMeasureKey(s.runData);
    if (s.otherWriterMiBs > 0)
        step[QLatin1String("other_writer_mib_s")] = s.otherWriterMiBs;
    if (s.ext4Zeroing)
        step[QLatin1String("ext4_zeroing")] = true;
    if (s.verdict == CapacityStep::Verdict::ProjectedOverrun) {
        step[QLatin1String("projected_overrun_s")] = s.projectedOverrunS;
        step[QLatin1String("projected_overrun_low_s")] = s.projectedOverrunLowS;
        // -1: no upper bound (the device's fastest quarter would keep up).
        step[QLatin1String("projected_overrun_high_s")] = s.projectedOverrunHighS;
    }
    if (!s.error.isEmpty())
        step[QLatin1String("error")] = s.error;
    return step;
}

std::optional<CapacityReport> CapacityReport::fromJson(const QJsonObject& o, QString* error)
{
    Reader read(error);
    if (!isCapacity(o)) {
        read.fail(QStringLiteral("kind"), CapacityReportTr::tr("is not \"capacity\""));
        return std::nullopt;
    }
    int64_t format = 0;
    if (!read.integer(o, "format", format, kFormat, kFormat))
        return std::nullopt;
    CapacityReport r;
    QString inner;
    const auto config = RunConfig::fromJson(o.value(QLatin1String("config")).toObject(), &inner);
    if (!o.value(QLatin1String("config")).isObject() || !config) {
        read.fail(QStringLiteral("config"), inner.isEmpty() ? CapacityReportTr::tr("is not an object") : inner);
        return std::nullopt;
    }
    r.config = *config;
    QString started;
    if (!read.text(o, "started_at", started))
        return std::nullopt;
    r.startedAt = QDateTime::fromString(started, Qt::ISODateWithMs);
    if (!r.startedAt.isValid()) {
        read.fail(QStringLiteral("started_at"), CapacityReportTr::tr("is not a date and time"));
        return std::nullopt;
    }
    bool complete = true;
    int64_t sustained = 0;
    int64_t failing = 0;
    if (!read.text(o, "fs_type", r.fsType) || !read.flag(o, "complete", complete)
        || !read.integer(o, "sustained_streams", sustained, 0, Limits::kMaxStreams)
        || !read.integer(o, "first_failing_streams", failing, 0, Limits::kMaxStreams)
        || !read.text(o, "limited_by", r.result.limitedBy) || !read.text(o, "error", r.result.error)
        || !read.text(o, "sentence", r.result.sentence))
        return std::nullopt;
    r.stopped = !complete;
    r.result.sustainedStreams = int(sustained);
    r.result.firstFailingStreams = int(failing);
    const QJsonValue steps = o.value(QLatin1String("steps"));
    if (!steps.isArray() || steps.toArray().size() > kMaxSteps) {
        read.fail(QStringLiteral("steps"), CapacityReportTr::tr("is not a list of at most %1 steps").arg(kMaxSteps));
        return std::nullopt;
    }
    for (const QJsonValue v : steps.toArray()) {
        if (!v.isObject()) {
            read.fail(QStringLiteral("steps"), CapacityReportTr::tr("holds something that is not a step"));
            return std::nullopt;
        }
        const std::optional<CapacityStep> step = stepFromJson(v.toObject(), error);
        if (!step)
            return std::nullopt;
        r.result.steps.append(*step);
    }
    CapacitySearch::settleBasis(r.result);
    if (o.contains(QLatin1String("basis"))) {
        const auto basis = CapacitySearch::basisFromName(o.value(QLatin1String("basis")).toString());
        if (!basis) {
            read.fail(QStringLiteral("basis"), CapacityReportTr::tr("is not a known basis"));
            return std::nullopt;
        }
        r.result.basis = *basis;
    }
    if (o.contains(QLatin1String("sustained_device_mib_s"))
        && !read.number(o, "sustained_device_mib_s", r.result.sustainedDeviceMiBs, 0, 1e9))
        return std::nullopt;
    if (o.contains(QLatin1String("device_takes_mib_s"))) {
        bool ok = false;
        r.result.deviceBasis = deviceBasisFromKey(o.value(QLatin1String("device_basis")).toString(), &ok);
        if (!ok || r.result.deviceBasis == DeviceBasis::Unknown) {
            read.fail(QStringLiteral("device_basis"), CapacityReportTr::tr("is not \"measured\" or \"calibrated\""));
            return std::nullopt;
        }
        if (!read.number(o, "device_takes_mib_s", r.result.deviceTakesMiBs, 0, 1e9))
            return std::nullopt;
    }
    if (o.contains(QLatin1String("too_close_from"))) {
        int64_t from = 0;
        int64_t to = 0;
        if (!read.integer(o, "too_close_from", from, 1, Limits::kMaxStreams)
            || !read.integer(o, "too_close_to", to, from, Limits::kMaxStreams))
            return std::nullopt;
        r.result.tooCloseFrom = int(from);
        r.result.tooCloseTo = int(to);
    }
    return r;
}

std::optional<CapacityStep> CapacityReport::stepFromJson(const QJsonObject& s, QString* error)
{
    Reader read(error);
    CapacityStep step;
    int64_t streams = 0;
    if (!read.integer(s, "streams", streams, 1, Limits::kMaxStreams) || !read.flag(s, "sustained", step.sustained)
        || !read.number(s, "worst_buffer_fill_pct", step.worstBufferFillPct, 0, 1e6)
        || !read.integer(s, "overruns", step.overruns, 0, int64_t(1) << 50)
        || !read.integer(s, "bytes_lost", step.bytesLost, 0, int64_t(1) << 62)
        || !read.number(s, "achieved_mib_s", step.achievedMiBs, 0, 1e9) || !read.text(s, "error", step.error))
        return std::nullopt;
    step.streams = int(streams);
    // Searches saved before steps ended early have no verdict: theirs was what they measured.
    step.verdict = step.sustained ? CapacityStep::Verdict::Sustained : CapacityStep::Verdict::Overran;
    if (s.contains(QLatin1String("verdict"))) {
        const auto verdict = CapacitySearch::verdictFromName(s.value(QLatin1String("verdict")).toString());
        if (!verdict) {
            read.fail(QStringLiteral("verdict"), CapacityReportTr::tr("is not a known verdict"));
            return std::nullopt;
        }
        step.verdict = *verdict;
        if (!read.number(s, "decided_after_s", step.decidedAfterS, 0, 1e9))
            return std::nullopt;
    }
    if (s.contains(QLatin1String("device_mib_s")) && !read.number(s, "device_mib_s", step.deviceMiBs, 0, 1e9))
        return std::nullopt;
    if (step.verdict == CapacityStep::Verdict::ProjectedOverrun
        && (!read.number(s, "projected_overrun_s", step.projectedOverrunS, 0, 1e12)
            || !read.number(s, "projected_overrun_low_s", step.projectedOverrunLowS, 0, 1e12)
            || !read.number(s, "projected_overrun_high_s", step.projectedOverrunHighS, -1, 1e12)))
        return std::nullopt;
    if (s.contains(QLatin1String("device_basis"))) {
        bool ok = false;
        step.deviceBasis = deviceBasisFromKey(s.value(QLatin1String("device_basis")).toString(), &ok);
        if (!ok) {
            read.fail(QStringLiteral("device_basis"), CapacityReportTr::tr("is not \"measured\" or \"calibrated\""));
            return std::nullopt;
        }
    }
    if (s.contains(QLatin1String("calibrated_mib_s"))
        && !read.number(s, "calibrated_mib_s", step.calibratedMiBs, 0, 1e9))
        return std::nullopt;
    if (s.contains(QLatin1String("run_at_least_s")) && !read.number(s, "run_at_least_s", step.runAtLeastS, 0, 1e12))
        return std::nullopt;
    const auto unread = unreadInputsFromKeys(s.value(QLatin1String("unread_inputs")).toVariant().toStringList());
    if (!unread) {
        read.fail(QStringLiteral("unread_inputs"), CapacityReportTr::tr("names an unknown kernel input"));
        return std::nullopt;
    }
    step.unreadInputs = *unread;
    // Reports from before the run's own data was measured have neither.
    if (s.contains(QLatin1String("run_data"))) {
        bool ok = false;
        step.runData = runDataMeasureFromKey(s.value(QLatin1String("run_data")).toString(), &ok);
        if (!ok) {
            read.fail(QStringLiteral("run_data"), CapacityReportTr::tr("is not \"page_cache\" or \"device\""));
            return std::nullopt;
        }
    }
    if (s.contains(QLatin1String("ext4_zeroing"))) {
        if (!s.value(QLatin1String("ext4_zeroing")).isBool()) {
            read.fail(QStringLiteral("ext4_zeroing"), CapacityReportTr::tr("is not true or false"));
            return std::nullopt;
        }
        step.ext4Zeroing = s.value(QLatin1String("ext4_zeroing")).toBool();
    }
    if (s.contains(QLatin1String("other_writer_mib_s"))
        && !read.number(s, "other_writer_mib_s", step.otherWriterMiBs, 0, 1e9))
        return std::nullopt;
    return step;
}

bool CapacityReport::save(const QString& path, QString* error) const
{
    QString reason;
    if (!FileIo::writeOutput(path, QJsonDocument(toJson()).toJson(QJsonDocument::Indented), &reason)) {
        if (error)
            *error = CapacityReportTr::tr("cannot write the capacity search to %1: %2").arg(path, reason);
        return false;
    }
    return true;
}

std::optional<CapacityReport> CapacityReport::load(const QString& path, QString* error)
{
    QString reason;
    const std::optional<QByteArray> bytes = FileIo::readRegularFile(path, kMaxBytes, &reason);
    if (!bytes) {
        if (error)
            *error = CapacityReportTr::tr("cannot open the capacity search %1: %2").arg(path, reason);
        return std::nullopt;
    }
    QJsonParseError parse {};
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parse);
    if (!doc.isObject()) {
        if (error)
            *error = CapacityReportTr::tr("%1: not a JSON object (%2)").arg(path, parse.errorString());
        return std::nullopt;
    }
    auto report = fromJson(doc.object(), &reason);
    if (!report && error)
        *error = CapacityReportTr::tr("%1: %2").arg(path, reason);
    return report;
}
