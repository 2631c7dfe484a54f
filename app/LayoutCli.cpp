#include "LayoutCli.h"

#include "DirectoryProbe.h"
#include "FileIo.h"
#include "FileLayout.h"
#include "Posix.h"
#include "ReportJsonParts.h"
#include "Units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cerrno>
#include <sys/stat.h>

namespace {
struct LayoutCliTr {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

struct Target {
    QString path; // as opened
    QString shown; // as printed: the name within a directory given, or the path given
};

// The files PATH stands for, or why it stands for none ("it does not exist").
bool expand(const QString& given, QList<Target>& files, dev_t& device, QString& deviceOf, QString* problem)
{
    struct stat st { };
    if (::stat(QFile::encodeName(given).constData(), &st) != 0) {
        *problem = errno == ENOENT ? LayoutCliTr::tr("it does not exist")
                                   : LayoutCliTr::tr("cannot look at it: %1").arg(Posix::errnoText(errno));
        return false;
    }
    // Offsets on two devices say nothing of each other: one filesystem per question.
    if (!deviceOf.isEmpty() && st.st_dev != device) {
        *problem = LayoutCliTr::tr("it lies on another filesystem than \"%1\"; disk addresses of two filesystems "
                                   "cannot be compared, so map them one at a time")
                       .arg(deviceOf);
        return false;
    }
    device = st.st_dev;
    deviceOf = given;
    if (S_ISREG(st.st_mode)) {
        files.append({ QFileInfo(given).canonicalFilePath(), given });
        return true;
    }
    if (!S_ISDIR(st.st_mode)) {
        *problem = LayoutCliTr::tr("it is neither a regular file nor a directory");
        return false;
    }
    // The directory's own files, not its subdirectories' (another recording's) nor links
    // leading elsewhere.
    const QDir dir(given);
    const QFileInfoList entries
        = dir.entryInfoList(QDir::Files | QDir::Hidden | QDir::NoSymLinks | QDir::NoDotAndDotDot, QDir::Name);
    if (entries.isEmpty()) {
        *problem = dir.isReadable() ? LayoutCliTr::tr("the directory holds no regular file")
                                    : LayoutCliTr::tr("the directory cannot be read");
        return false;
    }
    for (const QFileInfo& entry : entries)
        files.append({ entry.filePath(), entry.fileName() });
    return true;
}

QString percent(double share)
{
    return share < 0 ? QStringLiteral("-") : QStringLiteral("%1 %").arg(qRound(share * 100));
}

void printTable(QTextStream& out, const FileLayout::PassFigures& pass, const QList<Target>& files)
{
    // "50% in ≥": the byte-weighted median, beside the median of the piece count.
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8  %9")
               .arg(LayoutCliTr::tr("size"), 10)
               .arg(LayoutCliTr::tr("extents"), 8)
               .arg(LayoutCliTr::tr("per GiB"), 8)
               .arg(LayoutCliTr::tr("median"), 10)
               .arg(LayoutCliTr::tr("50% in \u2265"), 10)
               .arg(LayoutCliTr::tr("smallest"), 10)
               .arg(LayoutCliTr::tr("interleave"), 10)
               .arg(LayoutCliTr::tr("span"), 6)
               .arg(LayoutCliTr::tr("file"))
        << '\n';
    for (qsizetype i = 0; i < pass.files.size(); ++i) {
        const FileLayout::FileFigures& f = pass.files.at(i);
        const QString name = files.at(i).shown;
        if (!f.error.isEmpty()) {
            out << QStringLiteral("%1 %2  %3: %4")
                       .arg(Units::formatSize(f.sizeBytes), 10)
                       .arg(QString(), 71)
                       .arg(name, f.error)
                << '\n';
            continue;
        }
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8  %9")
                   .arg(Units::formatSize(f.sizeBytes), 10)
                   .arg(f.extents, 8)
                   .arg(QString::number(f.extentsPerGiB, 'f', 1), 8)
                   .arg(f.extents > 0 ? Units::formatSize(int64_t(f.medianExtent)) : QStringLiteral("-"), 10)
                   .arg(f.extents > 0 ? Units::formatSize(int64_t(f.halfDataExtent)) : QStringLiteral("-"), 10)
                   .arg(f.extents > 0 ? Units::formatSize(int64_t(f.smallestExtent)) : QStringLiteral("-"), 10)
                   .arg(percent(f.interleave), 10)
                   .arg(f.extents > 0 ? QString::number(f.spanRatio, 'f', 2) : QStringLiteral("-"), 6)
                   .arg(name)
            << '\n';
    }
}

// What the extent flags say, when they say anything: data without a place of its own yet, or
// whose place is not the data's.
QStringList flagNotes(const FileLayout::PassFigures& pass)
{
    FileLayout::FlagBytes total;
    for (const FileLayout::FileFigures& f : pass.files) {
        total.notPlaced += f.flags.notPlaced;
        total.unwritten += f.flags.unwritten;
        total.encoded += f.flags.encoded;
        total.shared += f.flags.shared;
        total.inlined += f.flags.inlined;
    }
    auto size = [](uint64_t bytes) { return Units::formatSize(int64_t(bytes)); };
    QStringList notes;
    if (total.notPlaced > 0)
        notes << LayoutCliTr::tr("%1 not placed yet (delayed allocation): the filesystem chooses where once it writes "
                                 "them back; run sync and ask again to see where they land.")
                     .arg(size(total.notPlaced));
    if (total.unwritten > 0)
        notes << LayoutCliTr::tr("%1 preallocated and not written yet (fallocate): reserved where shown, reading "
                                 "it returns zeros without touching the disk.")
                     .arg(size(total.unwritten));
    if (total.encoded > 0)
        notes << LayoutCliTr::tr("%1 compressed or encoded: the disk addresses are those of the encoded data, so "
                                 "extent sizes there are not the bytes a read returns.")
                     .arg(size(total.encoded));
    if (total.shared > 0)
        notes << LayoutCliTr::tr("%1 shared with other files (reflinks or deduplication): writing to it moves it "
                                 "elsewhere.")
                     .arg(size(total.shared));
    if (total.inlined > 0)
        notes << LayoutCliTr::tr("%1 kept inside the filesystem's metadata, without blocks of its own.")
                     .arg(size(total.inlined));
    return notes;
}
} // namespace

QCommandLineOption LayoutCli::option()
{
    return QCommandLineOption(QStringLiteral("layout-of"),
        LayoutCliTr::tr("Show where PATH and any further paths after it (files, or the files directly in a "
                        "directory) lie on the disk: extents, their sizes, and whether the files alternate with "
                        "each other. Runs nothing and writes nothing (except --json FILE); no root needed."),
        LayoutCliTr::tr("PATH"));
}

QStringList LayoutCli::paths(const QCommandLineParser& parser)
{
    return parser.values(option()) + parser.positionalArguments();
}

int LayoutCli::run(
    const QCommandLineParser& parser, const QCommandLineOption& jsonOption, QTextStream& out, QTextStream& err)
{
    const QStringList given = paths(parser);
    QList<Target> files;
    dev_t device = 0;
    QString deviceOf;
    for (const QString& path : given) {
        if (QString problem; !expand(path, files, device, deviceOf, &problem)) {
            err << LayoutCliTr::tr("--layout-of \"%1\": %2").arg(path, problem) << '\n';
            return 2;
        }
    }
    const QString jsonPath = parser.isSet(jsonOption) ? parser.value(jsonOption) : QString();
    if (QString reason; !jsonPath.isEmpty() && !FileIo::checkOutput(jsonPath, &reason)) {
        err << LayoutCliTr::tr("--json \"%1\": %2").arg(jsonPath, reason) << '\n';
        return 2;
    }
    const QFileInfo first(files.constFirst().path);
    const SysProbe::Directory where = SysProbe::probeDirectory(first.absolutePath());
    const SysProbe::Environment& env = where.environment;
    if (!env.fsType.isEmpty())
        out << LayoutCliTr::tr("%n file(s) on %1 from %2 at %3", nullptr, int(files.size()))
                   .arg(env.fsType, env.mountSource, env.mountPoint)
            << '\n';

    FileLayout::PassBuilder builder;
    for (const Target& t : files)
        builder.add(FileLayout::mapPath(t.path, env.fsType));
    const FileLayout::PassFigures pass = builder.finish();
    printTable(out, pass, files);
    if (const QString sentence = FileLayout::sentence(pass); !sentence.isEmpty())
        out << sentence << '\n';
    for (const QString& note : flagNotes(pass))
        out << note << '\n';

    if (!jsonPath.isEmpty()) {
        QJsonObject report;
        report[QLatin1String("format")] = QStringLiteral("streamscope-layout");
        report[QLatin1String("version")] = 1;
        report[QLatin1String("filesystem")] = env.fsType;
        report[QLatin1String("mount_source")] = env.mountSource;
        report[QLatin1String("mount_point")] = env.mountPoint;
        report[QLatin1String("paths")] = QJsonArray::fromStringList(given);
        QJsonObject layout = ReportJson::layout(pass);
        // The names as given, so a reader can find each file again.
        QJsonArray named = layout.value(QLatin1String("files")).toArray();
        for (qsizetype i = 0; i < named.size(); ++i) {
            QJsonObject f = named.at(i).toObject();
            f[QLatin1String("name")] = files.at(i).shown;
            f[QLatin1String("path")] = files.at(i).path;
            named[i] = f;
        }
        layout[QLatin1String("files")] = named;
        report[QLatin1String("layout")] = layout;
        QString reason;
        if (!FileIo::writeOutput(jsonPath, QJsonDocument(report).toJson(), &reason)) {
            err << LayoutCliTr::tr("--json \"%1\": %2").arg(jsonPath, reason) << '\n';
            return 1;
        }
    }
    return pass.mappedFiles > 0 ? 0 : 1;
}
