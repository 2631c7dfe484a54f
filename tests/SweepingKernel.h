#pragma once

#include "DirtyOutlook.h"
#include "OutlookFixtures.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace OutlookFixtures {

// Write-back the way Linux does it with its default settings, as measured on ext4 (16 x 1 MiB/s
// on a 20 MiB/s device: the first write after 31 s, idle again after 56 s, 25 s of data left
// cached): nothing is written until the flusher, looking every `intervalS`, finds data older
// than `expireS`; it then sweeps the files as they are, writing at the device's rate what was
// dirty when the sweep began, and goes idle. Another writer on the same device (otherMiBs)
// takes its share of the device while the run's sweep waits. Above the ceiling the writer is
// held back and the streams' buffers fill.
struct SweepingKernel {
    double arrivalMiBs = 16;
    double deviceMiBs = 20;
    double otherMiBs = 0; // another program's data the device writes first
    // Another writer whose data passes the device's limit (a new ext4's lazy init zeroes inode
    // tables through the loop device's fallocate, which no throttle holds): this much in one
    // tick every burstPeriodS, on top of what the device writes.
    double burstMiB = 0;
    double burstPeriodS = 2.5;
    // The ticks carry the run's own data in the page cache (cachestat of its files).
    bool measuresRunData = false;
    RunDataMeasure measure = RunDataMeasure::PageCache; // how the ticks say they measured it
    double expireS = 30;
    double intervalS = 5;
    double ceilingMiB = 3000;
    double otherDirtyMiB = 0; // other programs' dirty memory, for the ceiling
    double t = 0;
    double writtenMiB = 0; // the run's data handed to the kernel
    double onDeviceMiB = 0; // the run's data the device wrote
    double sweepToMiB = 0; // the sweep ends when the device has written this much of the run
    double oldestDirtyS = -1; // when the oldest data not yet on the device was written
    double backlogMiB = 0;
    double nextLookS = 1; // the flusher's looks are not aligned with the run's start
    bool frozen = false; // the filesystem is frozen: the writer blocks, nothing is written
    uint8_t unreadInputs = 0; // SysProbe::UnreadInput bits of the ticks' readings

    DirtyCeiling::Ceiling ceiling() const
    {
        return DirtyCeiling::of(kernelWith(ceilingMiB * 4 / 3, ceilingMiB * 2 / 3));
    }
    double cachedMiB() const { return writtenMiB - onDeviceMiB; }

    void runTo(DirtyOutlook& outlook, double until)
    {
        while (t + kTick / 2 < until) {
            t += kTick;
            // The writer: what arrives, unless the page cache is at the ceiling.
            double in = arrivalMiBs * kTick;
            const double room = frozen ? 0.0 : std::max(0.0, ceilingMiB - otherDirtyMiB - cachedMiB());
            if (in > room) {
                backlogMiB += in - room;
                in = room;
            }
            if (in > 0 && oldestDirtyS < 0)
                oldestDirtyS = t;
            writtenMiB += in;
            // The flusher.
            if (t >= nextLookS - 1e-9) {
                nextLookS += intervalS;
                if (sweepToMiB <= onDeviceMiB && oldestDirtyS >= 0 && t - oldestDirtyS >= expireS - 1e-9)
                    sweepToMiB = writtenMiB;
            }
            double device = 0;
            double budget = deviceMiBs * kTick;
            const double other = std::min(budget, otherMiBs * kTick);
            budget -= other;
            device += other;
            if (sweepToMiB > onDeviceMiB) {
                const double w = std::min(budget, sweepToMiB - onDeviceMiB);
                onDeviceMiB += w;
                device += w;
                if (onDeviceMiB >= sweepToMiB - 1e-9)
                    oldestDirtyS = cachedMiB() > 1e-9 ? t - (cachedMiB() / arrivalMiBs) : -1;
            }
            if (burstMiB > 0 && std::fmod(t + 1e-9, burstPeriodS) < kTick - 1e-9)
                device += burstMiB;
            DirtyOutlook::Tick tick;
            tick.timeS = t;
            tick.deviceBps = device / kTick * kMiB;
            if (measuresRunData) {
                tick.runCachedBytes = cachedMiB() * kMiB;
                tick.runData = measure;
            }
            tick.dirtyBytes = (cachedMiB() + otherDirtyMiB) * kMiB;
            tick.backlogBytes = backlogMiB * kMiB;
            tick.writtenBytes = writtenMiB * kMiB;
            tick.ceiling = ceiling();
            tick.unreadInputs = unreadInputs;
            outlook.add(tick);
        }
    }
};

} // namespace OutlookFixtures
