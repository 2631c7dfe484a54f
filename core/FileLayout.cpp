#include "FileLayout.h"

#include "Posix.h"
#include "Units.h"

#include <QCoreApplication>
#include <QFile>
#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <functional>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace {

struct FileLayoutTr {
    Q_DECLARE_TR_FUNCTIONS(FileLayout)
};

// Extents asked per ioctl: 512 x 56 bytes, and a file of a few thousand extents in a few calls.
constexpr uint32_t kBatch = 512;
// A map is a report's figure, not a dump: past this many extents a file is "at least" that.
constexpr qsizetype kMaxExtents = 1 << 20;

constexpr uint32_t kNotPlaced = FIEMAP_EXTENT_DELALLOC | FIEMAP_EXTENT_UNKNOWN;
constexpr uint32_t kInline = FIEMAP_EXTENT_DATA_INLINE | FIEMAP_EXTENT_NOT_ALIGNED | FIEMAP_EXTENT_DATA_TAIL;

// Extents with a place of their own on the disk: those still to be placed (delayed
// allocation) and those kept in metadata have physical offsets that mean nothing.
bool placed(const FileLayout::Extent& e)
{
    return (e.flags & (kNotPlaced | kInline)) == 0 && e.length > 0;
}

uint64_t median(std::vector<uint64_t> values)
{
    if (values.empty())
        return 0;
    const auto middle = values.begin() + std::ptrdiff_t(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    return *middle;
}

// The byte-weighted median: the length L such that pieces of L or longer hold at least half
// the data. A read-back's cost follows where its bytes lie, not how many small pieces there are.
uint64_t halfDataLength(std::vector<uint64_t> values)
{
    std::sort(values.begin(), values.end(), std::greater<>());
    uint64_t total = 0;
    for (const uint64_t v : values)
        total += v;
    uint64_t covered = 0;
    for (const uint64_t v : values) {
        covered += v;
        if (2 * covered >= total)
            return v;
    }
    return 0;
}

} // namespace

namespace FileLayout {

FileMap map(const FiemapCall& call, const QString& name, const QString& fsType, bool sync)
{
    FileMap m;
    m.name = name;
    std::vector<uint64_t> buffer((sizeof(fiemap) + kBatch * sizeof(fiemap_extent)) / sizeof(uint64_t) + 1);
    uint64_t start = 0;
    bool first = true;
    while (true) {
        std::fill(buffer.begin(), buffer.end(), 0);
        auto* request = reinterpret_cast<fiemap*>(buffer.data());
        request->fm_start = start;
        request->fm_length = FIEMAP_MAX_OFFSET - start;
        // The sync flag writes the whole file back; once is enough, and only when asked.
        request->fm_flags = sync && first ? FIEMAP_FLAG_SYNC : 0;
        request->fm_extent_count = kBatch;
        first = false;
        if (const int rc = call(request); rc != 0) {
            m.extents.clear();
            m.error = rc == -EOPNOTSUPP || rc == -ENOTTY
                ? FileLayoutTr::tr("not available on %1 (it has no block map)")
                      .arg(fsType.isEmpty() ? FileLayoutTr::tr("this filesystem") : fsType)
                : FileLayoutTr::tr("cannot map its extents: %1").arg(Posix::errnoText(-rc));
            return m;
        }
        const uint32_t got = std::min(request->fm_mapped_extents, kBatch);
        if (got == 0)
            break;
        bool last = false;
        for (uint32_t i = 0; i < got; ++i) {
            const fiemap_extent& e = request->fm_extents[i];
            m.extents.append({ e.fe_logical, e.fe_physical, e.fe_length, e.fe_flags });
            last = last || (e.fe_flags & FIEMAP_EXTENT_LAST);
        }
        const fiemap_extent& tail = request->fm_extents[got - 1];
        const uint64_t next = tail.fe_logical + tail.fe_length;
        // A file that grows while it is read has no LAST yet; one that gives no progress
        // (a filesystem's bug) must not loop either.
        if (last || next <= start || m.extents.size() >= kMaxExtents)
            break;
        start = next;
    }
    return m;
}

FileMap map(int fd, const QString& name, const QString& fsType, bool sync)
{
    FileMap m = map(
        [fd](fiemap* request) {
            return Posix::retryOnEintr([&] { return ::ioctl(fd, FS_IOC_FIEMAP, request) == 0 ? 0 : -errno; });
        },
        name, fsType, sync);
    struct stat st { };
    if (::fstat(fd, &st) == 0)
        m.sizeBytes = st.st_size;
    return m;
}

int64_t delayedBytes(const FileMap& file)
{
    if (!file.mapped())
        return -1;
    const uint64_t end = file.sizeBytes >= 0 ? uint64_t(file.sizeBytes) : UINT64_MAX;
    uint64_t sum = 0;
    for (const Extent& e : file.extents) {
        if ((e.flags & FIEMAP_EXTENT_DELALLOC) == 0 || e.logical >= end)
            continue;
        sum += std::min(e.length, end - e.logical);
    }
    return int64_t(sum);
}

int64_t delayedBytes(int fd)
{
    return delayedBytes(map(fd, QString(), QString()));
}

FileMap mapPath(const QString& path, const QString& fsType, bool sync)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        FileMap m;
        m.name = path;
        m.error = FileLayoutTr::tr("cannot open it: %1").arg(Posix::errnoText(errno));
        return m;
    }
    struct stat st { };
    FileMap m;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        m.name = path;
        m.error = FileLayoutTr::tr("not a regular file");
    } else {
        m = map(fd, path, fsType, sync);
    }
    ::close(fd);
    return m;
}

QList<Piece> pieces(const FileMap& file)
{
    QList<Piece> out;
    for (const Extent& e : file.extents) {
        if (!placed(e))
            continue;
        if (!out.isEmpty()) {
            Piece& p = out.last();
            if (e.logical >= p.logical + p.length && e.physical - p.physical == e.logical - p.logical
                && e.physical >= p.physical) {
                p.length = e.logical + e.length - p.logical;
                continue;
            }
        }
        out.append({ e.logical, e.physical, e.length });
    }
    return out;
}

void PassBuilder::add(const FileMap& file)
{
    const int index = int(m_pass.files.size());
    FileFigures fig;
    fig.name = file.name;
    fig.sizeBytes = std::max<int64_t>(0, file.sizeBytes);
    for (const Extent& e : file.extents) {
        fig.flags.notPlaced += (e.flags & kNotPlaced) ? e.length : 0;
        fig.flags.unwritten += (e.flags & FIEMAP_EXTENT_UNWRITTEN) ? e.length : 0;
        fig.flags.encoded += (e.flags & FIEMAP_EXTENT_ENCODED) ? e.length : 0;
        fig.flags.shared += (e.flags & FIEMAP_EXTENT_SHARED) ? e.length : 0;
        fig.flags.inlined += (e.flags & kInline) ? e.length : 0;
    }
    m_pass.notPlacedBytes += fig.flags.notPlaced;
    if (!file.mapped()) {
        fig.error = file.error;
        if (m_pass.unavailable.isEmpty())
            m_pass.unavailable = file.error;
        m_pass.files.append(fig);
        return;
    }
    ++m_pass.mappedFiles;
    const QList<Piece> own = pieces(file);
    fig.extents = int(own.size());
    std::vector<uint64_t> lengths;
    lengths.reserve(size_t(own.size()));
    uint64_t first = UINT64_MAX, end = 0, placedBytes = 0;
    for (qsizetype p = 0; p < own.size(); ++p) {
        const Piece& piece = own.at(p);
        lengths.push_back(piece.length);
        first = std::min(first, piece.physical);
        end = std::max(end, piece.physical + piece.length);
        placedBytes += piece.length;
        // Every piece but the file's last (in file order) ends at a boundary.
        m_disk.push_back({ piece.physical, piece.length, uint32_t(index), p + 1 < own.size() });
    }
    if (!lengths.empty()) {
        fig.medianExtent = median(lengths);
        fig.halfDataExtent = halfDataLength(lengths);
        fig.smallestExtent = *std::min_element(lengths.begin(), lengths.end());
        fig.spanRatio = double(end - first) / double(placedBytes);
    }
    if (fig.sizeBytes > 0)
        fig.extentsPerGiB = double(fig.extents) / (double(fig.sizeBytes) / double(int64_t(1) << 30));
    m_pass.minExtents = m_pass.mappedFiles == 1 ? fig.extents : std::min(m_pass.minExtents, fig.extents);
    m_pass.maxExtents = std::max(m_pass.maxExtents, fig.extents);
    m_pass.files.append(fig);
}

PassFigures PassBuilder::finish()
{
    PassFigures pass = std::move(m_pass);
    std::vector<OnDisk> disk = std::move(m_disk);
    m_pass = {};
    m_disk = {};
    // Disk order; what lies physically after a boundary says whether the files alternate.
    std::sort(disk.begin(), disk.end(), [](const OnDisk& a, const OnDisk& b) {
        return a.physical != b.physical ? a.physical < b.physical : a.file < b.file;
    });
    int boundaries = 0, interleaved = 0;
    for (size_t i = 0; i < disk.size(); ++i) {
        if (!disk[i].boundary)
            continue;
        FileFigures& fig = pass.files[disk[i].file];
        ++boundaries;
        if (i + 1 < disk.size() && disk[i + 1].file != disk[i].file) {
            ++fig.interleavedBoundaries;
            ++interleaved;
        }
    }
    for (FileFigures& fig : pass.files) {
        if (fig.error.isEmpty() && fig.extents >= 2)
            fig.interleave = double(fig.interleavedBoundaries) / double(fig.extents - 1);
    }
    if (pass.mappedFiles > 0)
        pass.unavailable.clear();
    if (boundaries > 0)
        pass.interleave = double(interleaved) / double(boundaries);
    std::vector<uint64_t> allLengths;
    allLengths.reserve(disk.size());
    for (const OnDisk& d : disk)
        allLengths.push_back(d.length);
    pass.halfDataPiece = halfDataLength(allLengths);
    pass.medianPiece = median(std::move(allLengths));
    if (pass.interleave >= 0.5)
        pass.alternationPiece = pass.halfDataPiece;
    return pass;
}

PassFigures figures(const QList<FileMap>& files)
{
    PassBuilder builder;
    for (const FileMap& f : files)
        builder.add(f);
    return builder.finish();
}

QString sentence(const PassFigures& pass)
{
    if (pass.mappedFiles == 0)
        return pass.unavailable.isEmpty() ? QString() : FileLayoutTr::tr("Layout: %1.").arg(pass.unavailable);
    if (pass.maxExtents == 0 && pass.notPlacedBytes > 0)
        return FileLayoutTr::tr("The filesystem has not placed the data yet (delayed allocation): where it lands is "
                                "known once it is written back.");
    if (pass.maxExtents == 0)
        return {}; // empty files (a real-time stream that wrote nothing): nothing lies anywhere
    const QString range = pass.minExtents == pass.maxExtents
        ? QString::number(pass.maxExtents)
        : QStringLiteral("%1\u2013%2").arg(pass.minExtents).arg(pass.maxExtents);
    if (pass.mappedFiles >= 2 && pass.interleave >= 0.5) {
        const QString others
            = pass.mappedFiles == 2 ? FileLayoutTr::tr("the other's data") : FileLayoutTr::tr("the other files' data");
        // The piece size says what a skip costs: 4 KiB pieces make a read-back crawl on a disk
        // with heads, 768 KiB ones hardly slow it. Weighted by bytes, as a read-back is.
        const QString piece = Units::formatSize(int64_t(pass.alternationPiece));
        return pass.minExtents == pass.maxExtents
            ? FileLayoutTr::tr("The %1 files alternate on the disk in %2 pieces each (half their data in pieces of %5 "
                               "or more): reading one back "
                               "skips over %3 %4 times.")
                  .arg(pass.mappedFiles)
                  .arg(range, others)
                  .arg(pass.maxExtents - 1)
                  .arg(piece)
            : FileLayoutTr::tr("The %1 files alternate on the disk in %2 pieces each (half their data in pieces of %5 "
                               "or more): reading one back "
                               "skips over %3 up to %4 times.")
                  .arg(pass.mappedFiles)
                  .arg(range, others)
                  .arg(pass.maxExtents - 1)
                  .arg(piece);
    }
    if (pass.maxExtents <= 3) {
        if (pass.mappedFiles == 1)
            return pass.maxExtents == 1
                ? FileLayoutTr::tr("The file lies in one extent: layout does not explain the read rate.")
                : FileLayoutTr::tr("The file lies in %1 extents: layout does not explain the read rate.").arg(range);
        return pass.maxExtents == 1
            ? FileLayoutTr::tr("Each file lies in one extent: layout does not explain the read rate.")
            : FileLayoutTr::tr("Each file lies in %1 extents: layout does not explain the read rate.").arg(range);
    }
    const QString piece = Units::formatSize(int64_t(pass.halfDataPiece));
    if (pass.mappedFiles == 1)
        return FileLayoutTr::tr("The file lies in %1 extents (half its data in extents of %2 or more).")
            .arg(range, piece);
    return FileLayoutTr::tr("The files lie in %1 extents each, not alternating with each other (%2 % of their "
                            "boundaries lead to another file).")
        .arg(range)
        .arg(qRound(std::max(0.0, pass.interleave) * 100));
}

QString readBackSentence(const PassFigures& pass, double readSeconds, bool rotational)
{
    if (pass.mappedFiles == 0 || pass.maxExtents == 0 || readSeconds <= 0)
        return {};
    int pieces = 0;
    for (const FileFigures& f : pass.files)
        pieces += f.error.isEmpty() ? f.extents : 0;
    const QString took = QString::number(readSeconds, 'f', readSeconds < 10 ? 2 : 1);
    // No %n: core's tests run without the catalogs that give its plural forms. More than three
    // extents in a file means several pieces in all.
    if (pass.maxExtents <= 3)
        return pieces == 1
            ? FileLayoutTr::tr("Read back in %1 s from one piece: the layout is not what set the read rate.").arg(took)
            : FileLayoutTr::tr("Read back in %1 s from %2 pieces in all: the layout is not what set the read rate.")
                  .arg(took)
                  .arg(pieces);
    if (!rotational)
        return FileLayoutTr::tr("Read back in %1 s from %2 pieces in all: a device without heads (SSD, virtual disk) "
                                "pays next to nothing for them.")
            .arg(took)
            .arg(pieces);
    const double seekS = pieces * kSeekSeconds;
    const QString cost = QString::number(seekS, 'f', seekS < 10 ? 2 : 1);
    // Seeks that would take longer than the whole read were not paid: flash or a cache under
    // a device that calls itself rotational (a loop device, a virtual disk).
    if (seekS > readSeconds)
        return FileLayoutTr::tr("Read back in %1 s from %2 pieces in all: a disk with heads would have spent ~%3 s "
                                "seeking to them (~10 ms each), longer than the read took: this device did not pay "
                                "for them (flash or a cache under it).")
            .arg(took)
            .arg(pieces)
            .arg(cost);
    return seekS >= readSeconds / 2
        ? FileLayoutTr::tr("Read back in %1 s from %2 pieces in all: on a disk with heads that is about as many seeks, "
                           "~%3 s at ~10 ms each, most of the read's time.")
              .arg(took)
              .arg(pieces)
              .arg(cost)
        : FileLayoutTr::tr("Read back in %1 s from %2 pieces in all: on a disk with heads that is about as many seeks, "
                           "~%3 s at ~10 ms each, a small part of the read's time.")
              .arg(took)
              .arg(pieces)
              .arg(cost);
}

} // namespace FileLayout
