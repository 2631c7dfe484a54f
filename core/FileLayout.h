#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <functional>
#include <vector>

struct fiemap;

// Where a run's files landed on the disk: each file's extents from the FS_IOC_FIEMAP ioctl
// (any user may ask it of a file they can open), and the figures that say whether files written
// in parallel alternate on the disk, the seeds' question ("the filesystems cannot handle
// parallel writes on different files", seed 000; "block-interleaving of the files", seed 001).
// Read after a phase has been flushed and timed, never inside one, and without
// FIEMAP_FLAG_SYNC unless asked: that flag would force the file's write-back.
namespace FileLayout {

// One extent as FIEMAP gives it, in bytes.
struct Extent {
    uint64_t logical = 0;
    uint64_t physical = 0;
    uint64_t length = 0;
    uint32_t flags = 0; // FIEMAP_EXTENT_*

    bool operator==(const Extent&) const = default;
};

struct FileMap {
    QString name; // the file's name in the run directory (or the path given)
    int64_t sizeBytes = -1; // st_size when it was mapped
    QList<Extent> extents; // in logical order, as the kernel listed them
    QString error; // why there is no map ("it has no block map"); empty when mapped

    bool mapped() const { return error.isEmpty(); }
};

// The ioctl, as a seam: tests script the batches a file gives (one that grows while it is read).
using FiemapCall = std::function<int(struct fiemap* request)>; // 0, or -errno

// Maps the open file `fd` in batches until FIEMAP_EXTENT_LAST (or no extent comes back).
// `fsType` names the filesystem in the message when it has no block map ("tmpfs").
FileMap map(int fd, const QString& name, const QString& fsType, bool sync = false);
FileMap map(const FiemapCall& call, const QString& name, const QString& fsType, bool sync = false);
// The same for a path (opened O_RDONLY | O_NOFOLLOW, never written).
FileMap mapPath(const QString& path, const QString& fsType, bool sync = false);

// The bytes of the open file `fd` its filesystem has not placed yet (FIEMAP_EXTENT_DELALLOC),
// counted up to the file's size (XFS lists its speculative preallocation past the end); -1 when
// the file cannot be mapped. Never forces write-back.
int64_t delayedBytes(int fd);
int64_t delayedBytes(const FileMap& file);

// A run of a file on the disk, as filefrag counts extents: FIEMAP extents that lie where the
// previous one leads (the same distance apart on the disk as in the file, so across a hole
// whose blocks were left free too) are one piece.
struct Piece {
    uint64_t logical = 0; // of its first extent
    uint64_t physical = 0;
    uint64_t length = 0; // from its first byte to its last, on the disk as in the file
};
QList<Piece> pieces(const FileMap& file);

// What the extent flags say of a file's data, in bytes.
struct FlagBytes {
    uint64_t notPlaced = 0; // DELALLOC or UNKNOWN: the filesystem has not chosen where yet
    uint64_t unwritten = 0; // preallocated, not yet written (fallocate)
    uint64_t encoded = 0; // compressed or otherwise encoded: physical offsets are not the data's
    uint64_t shared = 0; // reflinked or deduplicated with another file
    uint64_t inlined = 0; // DATA_INLINE / NOT_ALIGNED: kept in metadata, no block of its own

    bool operator==(const FlagBytes&) const = default;
};

// The figures of one file within its pass.
struct FileFigures {
    QString name;
    int64_t sizeBytes = 0;
    int extents = 0; // pieces (filefrag's count)
    double extentsPerGiB = 0;
    uint64_t medianExtent = 0; // of the pieces, counted one by one
    // At least half the file's data lies in pieces this long or longer (the byte-weighted
    // median): 16 pieces of 4 KiB ahead of one of 4 MiB are not a file of 4 KiB pieces.
    uint64_t halfDataExtent = 0;
    uint64_t smallestExtent = 0;
    // Of the file's boundaries between one piece and the next, the share where the piece
    // physically next on the disk belongs to another file of the pass (0..1; -1: fewer than
    // two pieces, nothing to tell).
    double interleave = -1;
    int interleavedBoundaries = 0;
    // Physical span (last byte - first byte) / size: 1 = laid out alone and in order.
    double spanRatio = 0;
    FlagBytes flags;
    QString error; // why it has no map (FileMap::error); empty when mapped

    bool operator==(const FileFigures&) const = default;
};

struct PassFigures {
    QList<FileFigures> files;
    QString unavailable; // every file failed to map: the first reason ("not available on tmpfs ...")
    int mappedFiles = 0;
    int minExtents = 0;
    int maxExtents = 0;
    double interleave = -1; // over all boundaries of the pass (-1: none)
    uint64_t medianPiece = 0; // of every piece of the pass, counted one by one
    uint64_t halfDataPiece = 0; // at least half the pass's data lies in pieces this long or longer
    // The length of the pieces in which the files alternate: halfDataPiece when the files
    // interleave (0 when they do not).
    uint64_t alternationPiece = 0;
    uint64_t notPlacedBytes = 0; // data still waiting for the filesystem to place it

    bool operator==(const PassFigures&) const = default;
};

// The figures of a pass, a file at a time: a file's extents can be dropped once it is added,
// so a pass holds what each piece needs (where it lies, how long, whose), not every extent.
class PassBuilder {
public:
    void add(const FileMap& file);
    PassFigures finish(); // and starts over

private:
    struct OnDisk {
        uint64_t physical = 0;
        uint64_t length = 0;
        uint32_t file = 0;
        bool boundary = false; // a piece after which its file goes on elsewhere
    };
    PassFigures m_pass;
    std::vector<OnDisk> m_disk;
};
PassFigures figures(const QList<FileMap>& files);

// The sentence for people: "The 2 files alternate on the disk in 26 pieces each: reading one
// back skips over the other's data 25 times." or "Each file lies in 1–3 extents: layout does
// not explain the read rate."
QString sentence(const PassFigures& pass);
// What the layout cost the read-back that followed it (`readSeconds` long), for people: on a
// disk with heads each piece is a seek (~10 ms: a 7,200 rpm disk's average seek and half a
// turn); a device without heads pays next to nothing for them; a file in 1-3 extents is not
// what set the read rate. Empty when there is no map or nothing was read.
QString readBackSentence(const PassFigures& pass, double readSeconds, bool rotational);
inline constexpr double kSeekSeconds = 0.010;

} // namespace FileLayout
