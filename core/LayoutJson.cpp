// A pass's layout (FileLayout::PassFigures) in a report's JSON: the "layout" object of a pass,
// one entry per stream file in "files". Figures only, never the extent lists (a 4 KiB
// round-robin file of 64 MiB has 16,384 of them). Strict like the report loader.
#include "FileLayout.h"
#include "ReportJsonParts.h"
#include "RunReportTr.h"

#include <QJsonArray>
#include <cmath>

namespace {

// -1 ("nothing to tell") is null, as every missing measurement in a report.
QJsonValue share(double value)
{
    return value < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(value);
}

class LayoutReader {
public:
    explicit LayoutReader(QString* error)
        : m_error(error)
    { }

    bool fail(const QString& key, const QString& what)
    {
        if (m_error)
            *m_error = RunReportTr::tr("report: \"layout.%1\" %2").arg(key, what);
        return false;
    }
    // A key added within format version 1: a report written before it has none (0).
    template <typename Int> bool laterCount(const QJsonObject& o, const char* key, Int& out)
    {
        return !o.contains(QLatin1String(key)) || count(o, key, out);
    }
    template <typename Int> bool count(const QJsonObject& o, const char* key, Int& out)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d < 0 || d > 9e18 || d != std::floor(d))
            return fail(QLatin1String(key), RunReportTr::tr("is missing or not a whole number of at least 0"));
        out = Int(d);
        return true;
    }
    bool ratio(const QJsonObject& o, const char* key, double& out, double high)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isNull()) {
            out = -1;
            return true;
        }
        if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < 0 || v.toDouble() > high)
            return fail(QLatin1String(key), RunReportTr::tr("is not null or a number from 0 to %1").arg(high));
        out = v.toDouble();
        return true;
    }
    bool text(const QJsonObject& o, const char* key, QString& out)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isString())
            return fail(QLatin1String(key), RunReportTr::tr("is missing or not a string"));
        out = v.toString();
        return true;
    }

private:
    QString* m_error;
};

} // namespace

QJsonObject ReportJson::layout(const FileLayout::PassFigures& pass)
{
    QJsonArray files;
    for (const FileLayout::FileFigures& f : pass.files) {
        QJsonObject o;
        o[QLatin1String("name")] = f.name;
        o[QLatin1String("error")] = f.error;
        o[QLatin1String("size_bytes")] = double(f.sizeBytes);
        o[QLatin1String("extents")] = f.extents;
        o[QLatin1String("extents_per_gib")] = f.extentsPerGiB;
        o[QLatin1String("median_extent_bytes")] = double(f.medianExtent);
        o[QLatin1String("half_data_extent_bytes")] = double(f.halfDataExtent);
        o[QLatin1String("smallest_extent_bytes")] = double(f.smallestExtent);
        o[QLatin1String("interleave")] = share(f.interleave);
        o[QLatin1String("interleaved_boundaries")] = f.interleavedBoundaries;
        o[QLatin1String("span_ratio")] = f.spanRatio;
        o[QLatin1String("not_placed_bytes")] = double(f.flags.notPlaced);
        o[QLatin1String("unwritten_bytes")] = double(f.flags.unwritten);
        o[QLatin1String("encoded_bytes")] = double(f.flags.encoded);
        o[QLatin1String("shared_bytes")] = double(f.flags.shared);
        o[QLatin1String("inline_bytes")] = double(f.flags.inlined);
        files.append(o);
    }
    QJsonObject o;
    o[QLatin1String("unavailable")] = pass.unavailable;
    o[QLatin1String("mapped_files")] = pass.mappedFiles;
    o[QLatin1String("min_extents")] = pass.minExtents;
    o[QLatin1String("max_extents")] = pass.maxExtents;
    o[QLatin1String("interleave")] = share(pass.interleave);
    o[QLatin1String("median_piece_bytes")] = double(pass.medianPiece);
    o[QLatin1String("half_data_piece_bytes")] = double(pass.halfDataPiece);
    o[QLatin1String("alternation_piece_bytes")] = double(pass.alternationPiece);
    o[QLatin1String("not_placed_bytes")] = double(pass.notPlacedBytes);
    o[QLatin1String("files")] = files;
    return o;
}

bool ReportJson::readLayout(const QJsonObject& o, int streams, FileLayout::PassFigures& out, QString* error)
{
    LayoutReader r(error);
    FileLayout::PassFigures pass;
    const QJsonValue files = o.value(QLatin1String("files"));
    if (!files.isArray() || files.toArray().size() != streams)
        return r.fail(
            QStringLiteral("files"), RunReportTr::tr("is not a list of %1 files, one per stream").arg(streams));
    if (!r.text(o, "unavailable", pass.unavailable) || !r.count(o, "mapped_files", pass.mappedFiles)
        || !r.count(o, "min_extents", pass.minExtents) || !r.count(o, "max_extents", pass.maxExtents)
        || !r.ratio(o, "interleave", pass.interleave, 1) || !r.count(o, "median_piece_bytes", pass.medianPiece)
        || !r.laterCount(o, "half_data_piece_bytes", pass.halfDataPiece)
        || !r.count(o, "alternation_piece_bytes", pass.alternationPiece)
        || !r.count(o, "not_placed_bytes", pass.notPlacedBytes))
        return false;
    if (pass.mappedFiles > streams || pass.minExtents > pass.maxExtents)
        return r.fail(QStringLiteral("mapped_files"), RunReportTr::tr("does not fit the files listed"));
    for (const QJsonValue v : files.toArray()) {
        if (!v.isObject())
            return r.fail(QStringLiteral("files"), RunReportTr::tr("holds an entry that is not an object"));
        const QJsonObject f = v.toObject();
        FileLayout::FileFigures fig;
        if (!r.text(f, "name", fig.name) || !r.text(f, "error", fig.error) || !r.count(f, "size_bytes", fig.sizeBytes)
            || !r.count(f, "extents", fig.extents) || !r.ratio(f, "extents_per_gib", fig.extentsPerGiB, 1e12)
            || !r.count(f, "median_extent_bytes", fig.medianExtent)
            || !r.laterCount(f, "half_data_extent_bytes", fig.halfDataExtent)
            || !r.count(f, "smallest_extent_bytes", fig.smallestExtent) || !r.ratio(f, "interleave", fig.interleave, 1)
            || !r.count(f, "interleaved_boundaries", fig.interleavedBoundaries)
            || !r.ratio(f, "span_ratio", fig.spanRatio, 1e12) || !r.count(f, "not_placed_bytes", fig.flags.notPlaced)
            || !r.count(f, "unwritten_bytes", fig.flags.unwritten) || !r.count(f, "encoded_bytes", fig.flags.encoded)
            || !r.count(f, "shared_bytes", fig.flags.shared) || !r.count(f, "inline_bytes", fig.flags.inlined))
            return false;
        pass.files.append(fig);
    }
    out = pass;
    return true;
}
