#include "ScriptedKernel.h"

ScriptedKernel::ScriptedKernel(Script script)
    : m_script(std::move(script))
{ }

ScriptedKernel::ScriptedKernel(QList<SysProbe::Snapshot> snapshots)
    : m_script([snapshots = std::move(snapshots)](int i) {
        return snapshots.isEmpty() ? SysProbe::Snapshot {} : snapshots.at(std::min<qsizetype>(i, snapshots.size() - 1));
    })
{ }

SysProbe::Snapshot ScriptedKernel::read()
{
    int index = 0;
    {
        std::lock_guard lock(m_mutex);
        index = m_reads++;
    }
    return m_script(index);
}

int ScriptedKernel::reads() const
{
    std::lock_guard lock(m_mutex);
    return m_reads;
}

SysProbe::KernelSourceFactory ScriptedKernel::factory(Script script)
{
    return
        [script = std::move(script)](const SysProbe::BlockDevice&) { return std::make_unique<ScriptedKernel>(script); };
}
