#include "Ext4Groups.h"

#include <QFile>
#include <QVarLengthArray>
#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace Ext4Groups {
namespace {

// The superblock's fields used here, at their offsets in it (see the kernel's struct
// ext4_super_block); all little-endian.
constexpr qint64 kSuperblockOffset = 1024;
constexpr int kSuperblockBytes = 1024;
constexpr int kBlocksCountLo = 0x04;
constexpr int kFirstDataBlock = 0x14;
constexpr int kLogBlockSize = 0x18;
constexpr int kBlocksPerGroup = 0x20;
constexpr int kMagic = 0x38;
constexpr int kFeatureIncompat = 0x60;
constexpr int kFeatureRoCompat = 0x64;
constexpr int kDescSize = 0xFE;
constexpr int kBlocksCountHi = 0x150;
constexpr quint16 kExt4Magic = 0xEF53;
constexpr quint32 kIncompatMetaBg = 0x10;
constexpr quint32 kIncompat64Bit = 0x80;
constexpr quint32 kRoCompatGdtCsum = 0x10;
constexpr quint32 kRoCompatMetadataCsum = 0x400;
// In a group descriptor: bg_flags, and the flag the kernel sets once the table is zeroed.
constexpr int kDescFlags = 0x12;
constexpr quint16 kInodeZeroed = 0x0004;
constexpr int kOldDescSize = 32;

quint32 le32(const unsigned char* p)
{
    return quint32(p[0]) | quint32(p[1]) << 8 | quint32(p[2]) << 16 | quint32(p[3]) << 24;
}

quint16 le16(const unsigned char* p)
{
    return quint16(p[0] | p[1] << 8);
}

bool readAt(int fd, qint64 offset, unsigned char* into, qint64 bytes)
{
    qint64 done = 0;
    while (done < bytes) {
        const ssize_t n = ::pread(fd, into + done, size_t(bytes - done), off_t(offset + done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += n;
    }
    return true;
}

struct FdCloser {
    int fd;
    ~FdCloser() { ::close(fd); }
};

} // namespace

std::optional<ItableState> itableState(const QString& path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    const FdCloser closer { fd };
    unsigned char sb[kSuperblockBytes];
    if (!readAt(fd, kSuperblockOffset, sb, kSuperblockBytes) || le16(sb + kMagic) != kExt4Magic)
        return std::nullopt;
    const quint32 incompat = le32(sb + kFeatureIncompat);
    const quint32 roCompat = le32(sb + kFeatureRoCompat);
    const quint32 logBlockSize = le32(sb + kLogBlockSize);
    const quint32 blocksPerGroup = le32(sb + kBlocksPerGroup);
    if ((incompat & kIncompatMetaBg) || logBlockSize > 6 || blocksPerGroup == 0)
        return std::nullopt;
    const qint64 blockSize = qint64(1024) << logBlockSize;
    quint64 blocks = le32(sb + kBlocksCountLo);
    int descSize = kOldDescSize;
    if (incompat & kIncompat64Bit) {
        blocks |= quint64(le32(sb + kBlocksCountHi)) << 32;
        descSize = le16(sb + kDescSize);
        if (descSize < kOldDescSize || descSize > 1024 || (descSize & (descSize - 1)))
            return std::nullopt;
    }
    const quint64 firstDataBlock = le32(sb + kFirstDataBlock);
    if (blocks <= firstDataBlock)
        return std::nullopt;
    ItableState state;
    state.groups = qint64((blocks - firstDataBlock + blocksPerGroup - 1) / blocksPerGroup);
    // Without group descriptor checksums the kernel trusts no "uninitialised" flag and never
    // starts lazy init: every table counts as written.
    if (!(roCompat & (kRoCompatGdtCsum | kRoCompatMetadataCsum)))
        return state;

    // The descriptors follow the superblock's block, read a block at a time.
    const qint64 tableOffset = qint64(firstDataBlock + 1) * blockSize;
    const qint64 perBlock = blockSize / descSize;
    QVarLengthArray<unsigned char, 4096> block(blockSize);
    for (qint64 g = 0; g < state.groups; g += perBlock) {
        if (!readAt(fd, tableOffset + g / perBlock * blockSize, block.data(), blockSize))
            return std::nullopt;
        for (qint64 i = 0; i < perBlock && g + i < state.groups; ++i) {
            if (!(le16(block.data() + i * descSize + kDescFlags) & kInodeZeroed))
                ++state.unzeroed;
        }
    }
    return state;
}

} // namespace Ext4Groups
