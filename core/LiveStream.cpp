#include "LiveStream.h"

#include "ReportJsonParts.h"

#include <QCoreApplication>
#include <QFileDevice>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <cmath>
#include <unistd.h>

namespace {

struct LiveTr {
    Q_DECLARE_TR_FUNCTIONS(LiveStream)
};

QLatin1String key(const char* name)
{
    return QLatin1String(name);
}

// A missing measurement is null, as in a report.
using ReportJson::number;

QJsonArray floats(const QList<float>& values)
{
    QJsonArray a;
    for (float v : values)
        a.append(number(double(v)));
    return a;
}

QJsonObject sampleToJson(const Sample& s)
{
    QJsonObject o;
    o[key("t_s")] = s.t;
    o[key("target")] = s.target;
    o[key("pass")] = s.pass;
    o[key("phase")] = s.phase < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(phaseName(PhaseKind(s.phase)));
    o[key("total_mib_s")] = number(s.totalMiBs);
    o[key("ongoing_mib_s")] = number(s.ongoingMiBs);
    o[key("run_progress")] = number(s.runProgress);
    o[key("stream_mib_s")] = floats(s.streamMiBs);
    o[key("in_flight_ms")] = floats(s.inflightMs);
    if (!s.bufferFillPct.isEmpty())
        o[key("buffer_fill_pct")] = floats(s.bufferFillPct);
    o[key("device_write_mib_s")] = number(s.deviceWriteMiBs);
    o[key("device_read_mib_s")] = number(s.deviceReadMiBs);
    o[key("device_busy_pct")] = number(s.deviceBusyPct);
    o[key("device_in_flight")] = number(s.deviceInFlight);
    o[key("dirty_mib")] = number(s.dirtyMiB);
    o[key("writeback_mib")] = number(s.writebackMiB);
    o[key("io_some_pct")] = number(s.ioSomePct);
    o[key("io_full_pct")] = number(s.ioFullPct);
    o[key("dirty_ceiling_mib")] = number(s.dirtyCeilingMiB);
    o[key("dirty_background_mib")] = number(s.dirtyBackgroundMiB);
    o[key("latency_ops")] = double(s.latencyOps);
    o[key("latency_p50_ms")] = number(s.latencyP50Ms);
    o[key("latency_p99_ms")] = number(s.latencyP99Ms);
    o[key("latency_max_ms")] = number(s.latencyMaxMs);
    // The tick's ops by latency bucket (LatencyTicks), as [index, count] pairs.
    QJsonArray buckets;
    for (const LatencyBucket& b : s.latency)
        buckets.append(QJsonArray { int(b.index), double(b.count) });
    o[key("latency_buckets")] = buckets;
    return o;
}

// {"event":"TYPE", then the object's own keys}: the type first, so that a person (or grep)
// reading the stream sees what each line is at its start.
QByteArray line(const char* type, const QJsonObject& o)
{
    const QByteArray rest = QJsonDocument(o).toJson(QJsonDocument::Compact);
    return QByteArrayLiteral("{\"event\":\"") + type + (o.isEmpty() ? QByteArray("\"") : QByteArray("\","))
        + rest.mid(1);
}

// The report as a report file has it (RunReport::toJsonBytes streams the samples), folded
// onto one line: outside strings its newlines are layout, and inside them JSON escapes them.
QByteArray reportOnOneLine(const RunReport& report)
{
    const QByteArray text = report.toJsonBytes();
    QByteArray folded;
    folded.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == '\n') {
            while (i + 1 < text.size() && text[i + 1] == ' ')
                ++i;
            continue;
        }
        folded.append(text[i]);
    }
    return folded;
}

// Strict field readers for one event line: each failure names the key.
class Fields {
public:
    explicit Fields(const QJsonObject& o)
        : m_o(o)
    { }
    QString error;

    bool fail(const QString& name, const QString& what)
    {
        if (error.isEmpty())
            error = LiveTr::tr("\"%1\" %2").arg(name, what);
        return false;
    }
    bool real(const QJsonObject& o, const char* name, double& out, double low, double high, bool nullable = false)
    {
        const QJsonValue v = o.value(key(name));
        if (nullable && (v.isNull() || v.isUndefined())) {
            out = std::nan("");
            return true;
        }
        if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < low || v.toDouble() > high)
            return fail(QLatin1String(name), LiveTr::tr("is missing or not a number from %1 to %2").arg(low).arg(high));
        out = v.toDouble();
        return true;
    }
    bool real(const char* name, double& out, double low, double high) { return real(m_o, name, out, low, high); }
    template <typename Int> bool integer(const QJsonObject& o, const char* name, Int& out, double low, double high)
    {
        double d = 0;
        if (!real(o, name, d, low, high))
            return false;
        if (d != std::floor(d))
            return fail(QLatin1String(name), LiveTr::tr("is not a whole number"));
        out = Int(d);
        return true;
    }
    template <typename Int> bool integer(const char* name, Int& out, double low, double high)
    {
        return integer(m_o, name, out, low, high);
    }
    bool floatValue(const QJsonObject& o, const char* name, float& out)
    {
        double d = 0;
        if (!real(o, name, d, -1e12, 1e12, true))
            return false;
        out = float(d);
        return true;
    }
    bool floatList(const QJsonObject& o, const char* name, QList<float>& out, bool required)
    {
        const QJsonValue v = o.value(key(name));
        if (v.isUndefined() && !required)
            return true;
        if (!v.isArray() || v.toArray().size() > Limits::kMaxStreams)
            return fail(QLatin1String(name), LiveTr::tr("is missing or not a list of streams"));
        const QJsonArray a = v.toArray();
        out.resize(a.size());
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (a.at(i).isNull()) {
                out[i] = kNoValue;
            } else if (a.at(i).isDouble() && std::isfinite(a.at(i).toDouble())) {
                out[i] = float(a.at(i).toDouble());
            } else {
                return fail(QLatin1String(name), LiveTr::tr("holds a value that is not a number"));
            }
        }
        return true;
    }
    bool string(const char* name, QString& out)
    {
        const QJsonValue v = m_o.value(key(name));
        if (!v.isString())
            return fail(QLatin1String(name), LiveTr::tr("is missing or not a string"));
        out = v.toString();
        return true;
    }
    bool object(const char* name, QJsonObject& out)
    {
        const QJsonValue v = m_o.value(key(name));
        if (!v.isObject())
            return fail(QLatin1String(name), LiveTr::tr("is missing or not an object"));
        out = v.toObject();
        return true;
    }
    bool array(const char* name, QJsonArray& out)
    {
        const QJsonValue v = m_o.value(key(name));
        if (!v.isArray())
            return fail(QLatin1String(name), LiveTr::tr("is missing or not a list"));
        out = v.toArray();
        return true;
    }
    bool phase(const QJsonObject& o, const char* name, int8_t& out)
    {
        const QJsonValue v = o.value(key(name));
        PhaseKind kind;
        if (v.isNull()) {
            out = -1;
        } else if (v.isString() && phaseFromName(v.toString(), kind)) {
            out = int8_t(kind);
        } else {
            return fail(QLatin1String(name), LiveTr::tr("names no phase"));
        }
        return true;
    }
    bool where(int& target, int& pass)
    {
        return integer("target", target, 0, Limits::kMaxStreams) && integer("pass", pass, 0, 4096);
    }

    bool sample(const QJsonObject& o, Sample& s)
    {
        double progress = 0;
        QJsonValue buckets = o.value(key("latency_buckets"));
        if (!real(o, "t_s", s.t, 0, 1e9) || !integer(o, "target", s.target, 0, Limits::kMaxStreams)
            || !integer(o, "pass", s.pass, 0, 4096) || !phase(o, "phase", s.phase)
            || !floatValue(o, "total_mib_s", s.totalMiBs) || !floatValue(o, "ongoing_mib_s", s.ongoingMiBs)
            || !real(o, "run_progress", progress, 0, 1, true) || !floatList(o, "stream_mib_s", s.streamMiBs, true)
            || !floatList(o, "in_flight_ms", s.inflightMs, true)
            || !floatList(o, "buffer_fill_pct", s.bufferFillPct, false)
            || !floatValue(o, "device_write_mib_s", s.deviceWriteMiBs)
            || !floatValue(o, "device_read_mib_s", s.deviceReadMiBs)
            || !floatValue(o, "device_busy_pct", s.deviceBusyPct)
            || !floatValue(o, "device_in_flight", s.deviceInFlight) || !floatValue(o, "dirty_mib", s.dirtyMiB)
            || !floatValue(o, "writeback_mib", s.writebackMiB) || !floatValue(o, "io_some_pct", s.ioSomePct)
            || !floatValue(o, "io_full_pct", s.ioFullPct) || !floatValue(o, "dirty_ceiling_mib", s.dirtyCeilingMiB)
            || !floatValue(o, "dirty_background_mib", s.dirtyBackgroundMiB)
            || !integer(o, "latency_ops", s.latencyOps, 0, 4294967295.0)
            || !floatValue(o, "latency_p50_ms", s.latencyP50Ms) || !floatValue(o, "latency_p99_ms", s.latencyP99Ms)
            || !floatValue(o, "latency_max_ms", s.latencyMaxMs))
            return false;
        s.runProgress = float(progress);
        if (!buckets.isArray())
            return fail(QStringLiteral("latency_buckets"), LiveTr::tr("is missing or not a list"));
        int previous = -1;
        for (const QJsonValue v : buckets.toArray()) {
            const QJsonArray pair = v.toArray();
            const double index = pair.at(0).toDouble(-1);
            const double count = pair.at(1).toDouble(-1);
            if (!v.isArray() || pair.size() != 2 || index != std::floor(index) || index <= previous
                || index >= LatencyTicks::kBucketCount || count < 0 || count > 4294967295.0
                || count != std::floor(count))
                return fail(QStringLiteral("latency_buckets"),
                    LiveTr::tr("holds an entry that is not an ascending [bucket, count] pair"));
            previous = int(index);
            s.latency.append(LatencyBucket { uint16_t(index), uint32_t(count) });
        }
        return true;
    }

private:
    const QJsonObject& m_o;
};

} // namespace

QString LiveStream::schema()
{
    return QStringLiteral("streamscope-live/%1").arg(kSchemaMajor);
}

LiveStreamWriter::LiveStreamWriter(QIODevice& out, std::function<void()> onWriteFailed)
    : m_out(out)
    , m_onWriteFailed(std::move(onWriteFailed))
{ }

LiveHello LiveStreamWriter::localHello(const QString& dir)
{
    LiveHello h;
    h.schema = LiveStream::schema();
    h.major = LiveStream::kSchemaMajor;
    h.minor = LiveStream::kSchemaMinor;
    h.toolVersion = QStringLiteral(STREAMSCOPE_VERSION);
    h.pid = qint64(::getpid());
    h.environment = SysProbe::probeEnvironment(dir);
    return h;
}

bool LiveStreamWriter::failed() const
{
    std::lock_guard lock(m_mutex);
    return m_failed;
}

void LiveStreamWriter::writeLine(const QByteArray& text, bool final)
{
    bool justFailed = false;
    {
        std::lock_guard lock(m_mutex);
        if (m_failed || m_closed)
            return;
        m_lastWrite = std::chrono::steady_clock::now();
        m_closed = final;
        const QByteArray whole = text + '\n';
        // One write per line, so that a reader on a pipe never waits for the rest of a line
        // that sits in a buffer here.
        bool ok = m_out.write(whole) == whole.size();
        // A buffered file: flush, so that a reader following the file sees the whole line now.
        if (auto* file = qobject_cast<QFileDevice*>(&m_out); ok && file)
            ok = file->flush();
        if (!ok)
            m_failed = justFailed = true;
    }
    if (justFailed && m_onWriteFailed)
        m_onWriteFailed();
}

void LiveStreamWriter::hello(const LiveHello& h)
{
    QJsonObject o;
    o[key("schema")] = LiveStream::schema();
    o[key("tool")] = QStringLiteral("streamscope-cli");
    o[key("tool_version")] = h.toolVersion;
    o[key("pid")] = double(h.pid);
    if (h.heartbeatS > 0)
        o[key("heartbeat_s")] = h.heartbeatS;
    o[key("environment")] = ReportJson::environment(h.environment);
    writeLine(line("hello", o));
}

void LiveStreamWriter::runStarted(const RunConfig& config, const QDateTime& startedAt)
{
    {
        std::lock_guard lock(m_mutex);
        m_realTime = config.isRealTime();
    }
    QJsonObject o;
    o[key("started_at")] = startedAt.toString(Qt::ISODateWithMs);
    o[key("config")] = config.toJson();
    writeLine(line("run", o));
}

void LiveStreamWriter::targetStarted(int target, const SysProbe::Environment& environment)
{
    QJsonObject o;
    o[key("target")] = target;
    o[key("environment")] = ReportJson::environment(environment);
    writeLine(line("target", o));
}

void LiveStreamWriter::passStarted(int target, int pass, int streams, int64_t sizePerStream)
{
    QJsonObject o;
    o[key("target")] = target;
    o[key("pass")] = pass;
    o[key("streams")] = streams;
    o[key("size_per_stream_bytes")] = double(sizePerStream);
    writeLine(line("pass", o));
}

void LiveStreamWriter::phaseStarted(int target, int pass, PhaseKind kind, double tS)
{
    QJsonObject o;
    o[key("target")] = target;
    o[key("pass")] = pass;
    o[key("phase")] = phaseName(kind);
    o[key("t_s")] = tS;
    writeLine(line("phase", o));
}

void LiveStreamWriter::passLayout(int target, int pass, const FileLayout::PassFigures& layout)
{
    QJsonObject o;
    o[key("target")] = target;
    o[key("pass")] = pass;
    o[key("layout")] = ReportJson::layout(layout);
    writeLine(line("layout", o));
}

void LiveStreamWriter::phaseFinished(const PhaseResult& result)
{
    bool realTime = false;
    {
        std::lock_guard lock(m_mutex);
        realTime = m_realTime;
    }
    QJsonObject o;
    o[key("target")] = result.target;
    o[key("pass")] = result.pass;
    o[key("result")] = ReportJson::phase(result, realTime);
    writeLine(line("phase_end", o));
}

void LiveStreamWriter::samples(const SampleBatch& batch)
{
    // A batch's events first, then its samples line, which closes the batch for the reader.
    for (const StallEvent& s : batch.stalls) {
        QJsonObject o = ReportJson::stall(s);
        o[key("target")] = s.target;
        o[key("pass")] = s.pass;
        writeLine(line("stall", o));
    }
    for (const OverrunEvent& e : batch.overruns) {
        QJsonObject o = ReportJson::overrun(e);
        o[key("target")] = e.target;
        o[key("pass")] = e.pass;
        writeLine(line("overrun", o));
    }
    QJsonObject o;
    QJsonArray samples;
    for (const Sample& s : batch.samples)
        samples.append(sampleToJson(s));
    o[key("samples")] = samples;
    QJsonArray blocked;
    for (const BlockedNow& b : batch.blocked) {
        blocked.append(QJsonObject { { key("stream"), b.stream }, { key("since_s"), b.sinceS },
            { key("cause"), StallCause::key(b.cause) }, { key("evidence"), b.evidence.toJson() } });
    }
    o[key("blocked")] = blocked;
    writeLine(line("samples", o));
    if (!batch.samples.isEmpty())
        progress(double(batch.samples.constLast().runProgress), batch.samples.constLast().t);
}

void LiveStreamWriter::status(const QString& text)
{
    QJsonObject o;
    o[key("text")] = text;
    writeLine(line("status", o));
}

void LiveStreamWriter::progress(double fraction, double tS)
{
    // A line per whole percent is enough for a progress bar; the samples carry the exact value.
    if (!std::isfinite(fraction))
        return;
    const int percent = int(std::floor(std::clamp(fraction, 0.0, 1.0) * 100.0));
    {
        std::lock_guard lock(m_mutex);
        if (percent == m_lastPercent)
            return;
        m_lastPercent = percent;
    }
    QJsonObject o;
    o[key("fraction")] = std::clamp(fraction, 0.0, 1.0);
    o[key("t_s")] = tS;
    writeLine(line("progress", o));
}

void LiveStreamWriter::ready()
{
    writeLine(line("ready", QJsonObject()));
}

void LiveStreamWriter::finished(const RunReport& report)
{
    writeLine(QByteArrayLiteral("{\"event\":\"report\",\"report\":") + reportOnOneLine(report) + '}', true);
}

void LiveStreamWriter::directoryProbed(const SysProbe::Directory& d)
{
    QJsonObject o;
    o[key("dir")] = d.dir;
    o[key("is_dir")] = d.isDir;
    o[key("writable")] = d.writable;
    o[key("free_bytes")] = double(d.freeBytes);
    o[key("size_bytes")] = double(d.sizeBytes);
    o[key("problem")] = d.problem;
    if (d.isDir)
        o[key("environment")] = ReportJson::environment(d.environment);
    writeLine(line("probe", o));
}

void LiveStreamWriter::capacityStepStarted(int step, int streams, int bound)
{
    QJsonObject o;
    o[key("step")] = step;
    o[key("streams")] = streams;
    o[key("bound")] = bound;
    writeLine(line("step", o));
}

void LiveStreamWriter::capacityStepFinished(int step, const CapacityStep& result)
{
    QJsonObject o;
    o[key("step")] = step;
    o[key("result")] = CapacityReport::stepToJson(result);
    writeLine(line("step_end", o));
}

void LiveStreamWriter::capacityFinished(const CapacityReport& report)
{
    QJsonObject o;
    o[key("capacity")] = report.toJson();
    writeLine(line("capacity", o), true);
}

LiveStreamReader::LiveStreamReader(LiveEventSink& sink)
    : m_sink(sink)
{ }

bool LiveStreamReader::refuse(const QString& why)
{
    if (m_error.isEmpty())
        m_error = why;
    return false;
}

bool LiveStreamReader::addData(const QByteArray& data)
{
    if (failed())
        return false;
    m_pending.append(data);
    qsizetype from = 0;
    while (true) {
        const qsizetype end = m_pending.indexOf('\n', from);
        if (end < 0)
            break;
        ++m_line;
        const QByteArray text = m_pending.mid(from, end - from);
        from = end + 1;
        if (!parseLine(text)) {
            m_pending.clear();
            return false;
        }
    }
    m_pending.remove(0, from);
    if (m_pending.size() > LiveStream::kMaxLineBytes)
        return refuse(LiveTr::tr("line %1: longer than %2 bytes").arg(m_line + 1).arg(LiveStream::kMaxLineBytes));
    return true;
}

bool LiveStreamReader::finish()
{
    if (failed())
        return false;
    if (!m_pending.isEmpty())
        return refuse(LiveTr::tr("line %1: the stream ends in the middle of a line").arg(m_line + 1));
    flushBatch();
    return true;
}

void LiveStreamReader::flushBatch()
{
    if (m_batch.stalls.isEmpty() && m_batch.overruns.isEmpty())
        return;
    m_sink.samples(m_batch);
    m_batch = SampleBatch();
}

bool LiveStreamReader::parseLine(const QByteArray& text)
{
    const QString where = LiveTr::tr("line %1").arg(m_line);
    auto bad = [&](const QString& why) { return refuse(LiveTr::tr("%1: %2").arg(where, why)); };
    if (text.trimmed().isEmpty())
        return true;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return bad(LiveTr::tr("not JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset));
    if (!doc.isObject())
        return bad(LiveTr::tr("not a JSON object"));
    const QJsonObject o = doc.object();
    Fields f(o);
    QString type;
    if (!f.string("event", type))
        return bad(f.error);

    if (!m_helloSeen) {
        if (type != QLatin1String("hello"))
            return bad(
                LiveTr::tr("the stream does not begin with a \"hello\" line; is this a StreamScope live stream?"));
        QString schema, version;
        QJsonObject env;
        if (!f.string("schema", schema) || !f.string("tool_version", version))
            return bad(f.error);
        static const QRegularExpression pattern(QStringLiteral("^streamscope-live/(\\d{1,4})(?:\\.(\\d{1,4}))?$"));
        const QRegularExpressionMatch m = pattern.match(schema);
        if (!m.hasMatch())
            return bad(LiveTr::tr("\"%1\" is not a StreamScope live stream schema").arg(schema.left(60)));
        m_hello.schema = schema;
        m_hello.major = m.captured(1).toInt();
        m_hello.minor = m.captured(2).toInt();
        m_hello.toolVersion = version.left(100);
        if (m_hello.major != LiveStream::kSchemaMajor) {
            return refuse(
                LiveTr::tr("the stream is %1 (StreamScope %2); this StreamScope %3 reads %4")
                    .arg(schema, m_hello.toolVersion, QStringLiteral(STREAMSCOPE_VERSION), LiveStream::schema()));
        }
        if (o.contains(key("pid")) && !f.integer("pid", m_hello.pid, 0, 9e15))
            return bad(f.error);
        if (o.contains(key("heartbeat_s")) && !f.real("heartbeat_s", m_hello.heartbeatS, 0.001, 3600))
            return bad(f.error);
        if (o.contains(key("environment"))) {
            QString why;
            if (!f.object("environment", env))
                return bad(f.error);
            if (!ReportJson::readEnvironment(env, m_hello.environment, &why))
                return bad(why);
        }
        m_helloSeen = true;
        m_sink.hello(m_hello);
        return true;
    }
    if (m_reportSeen)
        return bad(LiveTr::tr("an event after the final report"));
    // The heartbeat: its arrival is all it says (the transport notes when lines arrive). It
    // may come between a batch's stall lines and its samples line, and does not close the batch.
    if (type == QLatin1String("alive"))
        return true;

    int target = 0, pass = 0;
    QString why;
    if (type == QLatin1String("stall") || type == QLatin1String("overrun")) {
        if (!f.where(target, pass))
            return bad(f.error);
        if (type == QLatin1String("stall")) {
            StallEvent s;
            if (!ReportJson::readStall(o, s, &why))
                return bad(why);
            s.target = int16_t(target);
            s.pass = int16_t(pass);
            m_batch.stalls.append(s);
        } else {
            OverrunEvent e;
            if (!ReportJson::readOverrun(o, Limits::kMaxStreams, e, &why))
                return bad(why);
            e.target = int16_t(target);
            e.pass = int16_t(pass);
            m_batch.overruns.append(e);
        }
        return true;
    }
    // Any other event closes a batch whose samples line never came (a writer cut short).
    if (type != QLatin1String("samples"))
        flushBatch();

    if (type == QLatin1String("samples")) {
        QJsonArray samples, blocked;
        if (!f.array("samples", samples) || !f.array("blocked", blocked))
            return bad(f.error);
        for (const QJsonValue v : samples) {
            Sample s;
            if (!v.isObject() || !f.sample(v.toObject(), s))
                return bad(
                    f.error.isEmpty() ? LiveTr::tr("\"samples\" holds an entry that is not an object") : f.error);
            m_batch.samples.append(s);
        }
        for (const QJsonValue v : blocked) {
            const QJsonObject b = v.toObject();
            BlockedNow now;
            QString cause;
            double since = 0;
            if (!v.isObject() || !f.integer(b, "stream", now.stream, 0, Limits::kMaxStreams)
                || !f.real(b, "since_s", since, 0, 1e9))
                return bad(
                    f.error.isEmpty() ? LiveTr::tr("\"blocked\" holds an entry that is not an object") : f.error);
            now.sinceS = since;
            const std::optional<StallCause::Cause> c = StallCause::fromKey(b.value(key("cause")).toString());
            if (!c)
                return bad(LiveTr::tr("\"blocked\" names an unknown cause"));
            now.cause = *c;
            if (!StallCause::Evidence::fromJson(b.value(key("evidence")).toObject(), now.evidence, &why))
                return bad(why);
            m_batch.blocked.append(now);
        }
        SampleBatch batch = std::move(m_batch);
        m_batch = SampleBatch();
        m_sink.samples(batch);
    } else if (type == QLatin1String("run")) {
        QString started;
        QJsonObject config;
        if (!f.string("started_at", started) || !f.object("config", config))
            return bad(f.error);
        const QDateTime at = QDateTime::fromString(started, Qt::ISODateWithMs);
        if (!at.isValid())
            return bad(LiveTr::tr("\"started_at\" is not a date and time"));
        const std::optional<RunConfig> parsed = RunConfig::fromJson(config, &why);
        if (!parsed)
            return bad(why);
        m_sink.runStarted(*parsed, at);
    } else if (type == QLatin1String("target")) {
        QJsonObject env;
        SysProbe::Environment environment;
        if (!f.integer("target", target, 0, Limits::kMaxStreams) || !f.object("environment", env))
            return bad(f.error);
        if (!ReportJson::readEnvironment(env, environment, &why))
            return bad(why);
        m_sink.targetStarted(target, environment);
    } else if (type == QLatin1String("pass")) {
        int streams = 0;
        int64_t size = 0;
        if (!f.where(target, pass) || !f.integer("streams", streams, 1, Limits::kMaxStreams)
            || !f.integer("size_per_stream_bytes", size, 0, 9e18))
            return bad(f.error);
        m_sink.passStarted(target, pass, streams, size);
    } else if (type == QLatin1String("phase")) {
        int8_t kind = -1;
        double t = 0;
        if (!f.where(target, pass) || !f.phase(o, "phase", kind) || kind < 0 || !f.real("t_s", t, 0, 1e9))
            return bad(f.error.isEmpty() ? LiveTr::tr("\"phase\" names no phase") : f.error);
        m_sink.phaseStarted(target, pass, PhaseKind(kind), t);
    } else if (type == QLatin1String("layout")) {
        QJsonObject layout;
        FileLayout::PassFigures figures;
        if (!f.where(target, pass) || !f.object("layout", layout))
            return bad(f.error);
        const int files = int(std::min<qsizetype>(layout.value(key("files")).toArray().size(), Limits::kMaxStreams));
        if (!ReportJson::readLayout(layout, files, figures, &why))
            return bad(why);
        m_sink.passLayout(target, pass, figures);
    } else if (type == QLatin1String("phase_end")) {
        QJsonObject result;
        PhaseResult phase;
        if (!f.where(target, pass) || !f.object("result", result))
            return bad(f.error);
        if (!ReportJson::readPhase(result, phase, &why))
            return bad(why);
        phase.target = target;
        phase.pass = pass;
        for (StallEvent& s : phase.stalls) {
            s.target = int16_t(target);
            s.pass = int16_t(pass);
        }
        for (OverrunEvent& e : phase.overrunEvents) {
            e.target = int16_t(target);
            e.pass = int16_t(pass);
        }
        m_sink.phaseFinished(phase);
    } else if (type == QLatin1String("status")) {
        QString text;
        if (!f.string("text", text))
            return bad(f.error);
        m_sink.status(text);
    } else if (type == QLatin1String("progress")) {
        double fraction = 0, t = 0;
        if (!f.real("fraction", fraction, 0, 1) || !f.real("t_s", t, 0, 1e9))
            return bad(f.error);
        m_sink.progress(fraction, t);
    } else if (type == QLatin1String("report")) {
        QJsonObject report;
        if (!f.object("report", report))
            return bad(f.error);
        const std::optional<RunReport> parsed
            = RunReport::fromJson(QJsonDocument(report).toJson(QJsonDocument::Compact), &why);
        if (!parsed)
            return bad(why);
        m_reportSeen = true;
        m_sink.finished(*parsed);
    } else if (type == QLatin1String("ready")) {
        m_sink.ready();

    } else if (type == QLatin1String("probe")) {
        SysProbe::Directory d;
        QJsonObject env;
        const QJsonValue isDir = o.value(key("is_dir"));
        const QJsonValue writable = o.value(key("writable"));
        if (!f.string("dir", d.dir) || !f.string("problem", d.problem)
            || !f.integer("free_bytes", d.freeBytes, -1, 9e18))
            return bad(f.error);
        // Since 0.1.0's probe gained it; an older remote CLI leaves it out (-1: unknown).
        if (o.contains(key("size_bytes")) && !f.integer("size_bytes", d.sizeBytes, -1, 9e18))
            return bad(f.error);
        if (!isDir.isBool() || !writable.isBool())
            return bad(LiveTr::tr("\"is_dir\" or \"writable\" is missing or not true or false"));
        d.isDir = isDir.toBool();
        d.writable = writable.toBool();
        if (o.contains(key("environment"))
            && (!f.object("environment", env) || !ReportJson::readEnvironment(env, d.environment, &why)))
            return bad(f.error.isEmpty() ? why : f.error);
        m_sink.directoryProbed(d);
    } else if (type == QLatin1String("step")) {
        int step = 0, streams = 0, bound = 0;
        if (!f.integer("step", step, 0, 4096) || !f.integer("streams", streams, 1, Limits::kMaxStreams)
            || !f.integer("bound", bound, 1, 4096))
            return bad(f.error);
        m_sink.capacityStepStarted(step, streams, bound);
    } else if (type == QLatin1String("step_end")) {
        int step = 0;
        QJsonObject result;
        if (!f.integer("step", step, 0, 4096) || !f.object("result", result))
            return bad(f.error);
        const std::optional<CapacityStep> parsed = CapacityReport::stepFromJson(result, &why);
        if (!parsed)
            return bad(why);
        m_sink.capacityStepFinished(step, *parsed);
    } else if (type == QLatin1String("capacity")) {
        QJsonObject capacity;
        if (!f.object("capacity", capacity))
            return bad(f.error);
        const std::optional<CapacityReport> parsed = CapacityReport::fromJson(capacity, &why);
        if (!parsed)
            return bad(why);
        m_reportSeen = true;
        m_sink.capacityFinished(*parsed);
    } else if (type == QLatin1String("hello")) {
        return bad(LiveTr::tr("a second \"hello\" line"));
    } else {
        // A later minor version's event: this reader has nothing to draw from it.
        ++m_skipped;
    }
    return true;
}
