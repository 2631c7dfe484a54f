#pragma once

#include "DirtyOutlook.h"
#include "SystemProbe.h"

#include <QList>
#include <cmath>
#include <cstdint>

// What tst_outlook and tst_outlookrun both feed the dirty-memory outlook: a kernel snapshot with
// given dirty thresholds on a 16 GiB machine, and streams of equal rate.
namespace OutlookFixtures {

constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kTick = 0.1; // s

inline SysProbe::Snapshot kernelWith(double threshMiB, double backgroundMiB)
{
    SysProbe::Snapshot s;
    s.vm = SysProbe::VmStat {};
    s.vm->dirtyThresholdBytes = int64_t(threshMiB * kMiB);
    s.vm->dirtyBackgroundThresholdBytes = int64_t(backgroundMiB * kMiB);
    s.mem = SysProbe::MemInfo {};
    s.mem->memTotalBytes = int64_t(16 * 1024 * kMiB);
    s.mem->memAvailableBytes = int64_t(8 * 1024 * kMiB);
    return s;
}

constexpr int64_t kBuffer = 64 * 1024 * 1024; // per stream

// A device calibrated (DeviceRate) to `miBs` before the run.
inline DirtyOutlook::Params calibrated(double miBs)
{
    DirtyOutlook::Params p;
    p.calibratedBps = miBs * kMiB;
    return p;
}

inline bool within(double value, double expected, double share)
{
    return std::fabs(value - expected) <= share * std::fabs(expected);
}

inline QList<double> streams(int n, double miBs)
{
    return QList<double>(n, miBs * kMiB);
}

} // namespace OutlookFixtures
