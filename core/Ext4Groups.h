#pragma once

#include <QString>
#include <optional>

// How far a mounted ext4 is with zeroing its inode tables, from its own group descriptors.
// The kernel's ext4lazyinit thread serves every ext4 of the machine and lingers for a while
// after the last one it served is unmounted, so the thread alone cannot say that *this*
// filesystem is being zeroed; its descriptors can: a group whose inode table is zeroed has
// EXT4_BG_INODE_ZEROED set, and the kernel starts lazy init only while some group lacks it.
// Read through the block device (root or group disk): buffered reads of a mounted device see
// the descriptors the kernel keeps in the device's page cache, not a stale on-disk copy.
namespace Ext4Groups {

struct ItableState {
    qint64 groups = 0;
    qint64 unzeroed = 0; // groups whose inode table the kernel has yet to zero
};

// The state of the ext4 on `path` (a block device or an image file); nullopt when it cannot be
// read or is not an ext4 this reader knows (meta_bg places descriptors elsewhere).
std::optional<ItableState> itableState(const QString& path);

} // namespace Ext4Groups
