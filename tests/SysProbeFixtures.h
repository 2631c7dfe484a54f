#pragma once

// For the system probe's tests (tst_sysprobe, tst_sysprobeparsers): the /proc and /sys
// fixtures in tests/data/sysprobe/, disk counters in rows, and the paths of a fake /sys.

#include "SystemProbe.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include <vector>

namespace SysProbeTest {

using namespace SysProbe;

inline QString fixturePath(const char* name)
{
    return QStringLiteral(STREAMSCOPE_TEST_DATA "/sysprobe/") + QLatin1String(name);
}

inline QByteArray fixture(const char* name)
{
    QFile f(fixturePath(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return f.readAll();
}

// Six counters in the order of DiskStats, so rows stay one line each.
using Counters = QList<quint64>;

inline Counters countersOf(const DiskStats& s)
{
    return { s.readsCompleted, s.readSectors, s.writesCompleted, s.writeSectors, s.inFlight, s.ioTicksMs };
}

// Paths under the fake /sys, written the way the kernel lays them out so the resolver walks
// the same symlinks it meets on a real machine.
const QString kScsiDev = QStringLiteral("devices/pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0");
const QString kSdaDir = kScsiDev + QStringLiteral("/block/sda");
const QString kNvmeDir = QStringLiteral("devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0/nvme0n1");
const QString kVirtioDir = QStringLiteral("devices/pci0000:00/0000:00:02.0/virtio1");
const QString kDmDir = QStringLiteral("devices/virtual/block/dm-0");
const QString kLoopDir = QStringLiteral("devices/virtual/block/loop3");
const QString kMdDir = QStringLiteral("devices/virtual/block/md127");

} // namespace SysProbeTest
