#pragma once

#include "Capacity.h"
#include "RunConfig.h"

#include <QDateTime>
#include <QJsonObject>
#include <optional>

// A capacity search as the history keeps it: a report of its own kind ("kind": "capacity"),
// beside the run reports, with the search's settings, every step's verdict and the answer,
// so that reopening it shows the chart and the sentence it ended with.
struct CapacityReport {
    RunConfig config; // the search's settings (its stream counts are not used)
    QDateTime startedAt;
    QString fsType; // of the target, as the steps' runs found it
    bool stopped = false; // the user stopped it: the steps say only what they measured
    CapacityResult result;

    QJsonObject toJson() const;
    // Strict, as for run reports: a history file may come from anywhere.
    static std::optional<CapacityReport> fromJson(const QJsonObject& o, QString* error);
    // One step as the report's "steps" list holds it (also the live stream's step_end event).
    static QJsonObject stepToJson(const CapacityStep& step);
    static std::optional<CapacityStep> stepFromJson(const QJsonObject& s, QString* error);
    // True when `o` says it is a capacity search (a run report has no "kind").
    static bool isCapacity(const QJsonObject& o);

    bool save(const QString& path, QString* error) const;
    static std::optional<CapacityReport> load(const QString& path, QString* error);
};
