#pragma once

#include "RunConfig.h"

#include <QString>
#include <QStringList>

// The fio job file that reproduces a run configuration as closely as fio can express it, so
// that a user can check StreamScope's numbers with the tool everyone knows. The mapping is the
// one bench/compare-fio measures with (bench/job*.fio explain each option); every line of the
// job says which StreamScope setting it stands for, and a header lists what fio cannot do
// (real-time buffers and overruns, the cold-read check, the sampling and stall threshold).
//
// One section per phase (create, write, read) per stream count per target directory, each
// after a stonewall, so the phases run in StreamScope's order. File names are fio's own
// ("streamscope-N.I"), created inside the target directory and removed by fio (unlink=1).
namespace FioJob {

// The job file's text. `config` should be valid (RunConfig::validate() empty).
QString forConfig(const RunConfig& config);

// What the job cannot reproduce for this configuration, one sentence each (also in the file's
// header as comments).
QStringList limitations(const RunConfig& config);

} // namespace FioJob
