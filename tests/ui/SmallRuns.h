#pragma once

#include "Presets.h"
#include "RunConfig.h"

#include <QString>

// vdr (1 stream, then 2 streams sharing the total) on a few MiB, sampled every 20 ms so a
// short run still gives the chart a handful of points per phase.
inline RunConfig smallVdr(const QString& dir)
{
    RunConfig c = Presets::find(QStringLiteral("vdr"))->config;
    c.targetDirs = { dir };
    c.totalSize = 8 * 1024 * 1024;
    c.intervalNs = 20'000'000;
    return c;
}
