#pragma once

#include "RunConfig.h"

#include <QList>
#include <QString>
#include <optional>

// The seeds' workloads, and the recorder models, as named starting points. A preset sets
// every workload field; the user's own options (--total, --dir, ...) are applied on top.
struct Preset {
    QString name; // CLI/JSON name: "vdr"
    QString title; // short human name
    QString description; // where it comes from and what it reproduces
    RunConfig config;
};

namespace Presets {
QList<Preset> all();
std::optional<Preset> find(const QString& name); // nullopt when unknown
QStringList names();
// Sets config.presetModified: whether any field other than the target directories differs
// from the named preset's (false for a custom run or an unknown name).
void markModified(RunConfig& config);
} // namespace Presets
