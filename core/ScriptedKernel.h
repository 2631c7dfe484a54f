#pragma once

#include "SystemProbe.h"

#include <QList>
#include <functional>
#include <mutex>

// A kernel that answers from a script instead of /proc and /sys, so the sampler's rates,
// dirty figures and phase totals can be checked against exact numbers: read number i (from 0,
// counting every read by any thread) returns script(i), which may be called from two
// threads at once (a pure function of i is safe). Like the other test backends it lives
// in core/ so any test, or a demo, can drive a whole engine run with it.
class ScriptedKernel final : public SysProbe::KernelSource {
public:
    using Script = std::function<SysProbe::Snapshot(int readIndex)>;

    explicit ScriptedKernel(Script script);
    // The snapshots in order; once they run out the last one repeats (a kernel whose counters
    // stand still). An empty list gives empty snapshots.
    explicit ScriptedKernel(QList<SysProbe::Snapshot> snapshots);

    SysProbe::Snapshot read() override;
    int reads() const;

    // A factory for EngineOptions::kernelSource that gives every target a fresh source
    // running the same script.
    static SysProbe::KernelSourceFactory factory(Script script);

private:
    const Script m_script;
    mutable std::mutex m_mutex;
    int m_reads = 0;
};
