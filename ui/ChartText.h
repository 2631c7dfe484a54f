#pragma once

#include "Phase.h"
#include "RunConfig.h"
#include "StallCause.h"
#include "SystemProbe.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

// The chart's texts are translated in the context "LiveChart" wherever they are made (the
// layout, the overlay, the window's chart), so that the catalogs keep one context for them.
struct ChartTr {
    Q_DECLARE_TR_FUNCTIONS(LiveChart)
};

// Numbers shown on the chart follow the default QLocale, which Translations::install() sets
// to the chosen language (a decimal comma in German and French).
namespace ChartText {
QString seconds(double s); // "12.5", without the unit
QString milliseconds(double s); // "300 ms" below a second, "2.00 s" from one on
QString rate(double value); // "96.0", without the unit: a rate already in the shown unit
// A rate measured in MiB/s in the unit the user chose (Units::shownRate), with its name:
// "96.0 MiB/s", or "101 MB/s" with decimal units.
QString shownRate(double mibs);
// A value already in the shown unit (a series point, the axis), with the unit's name.
QString withRateUnit(double shownValue);
QString phaseTitle(PhaseKind kind); // "write", "flush", ...
// A stall and why: "1.20 s — dirty throttling: writer in balance_dirty_pages 93 %, ..."
// (StallCause::describe() after the cause; only the cause where there is no evidence).
QString stallCause(double durationS, StallCause::Cause cause, const StallCause::Evidence& evidence);
// The title line of a run's chart and its saved pictures: preset, key settings, the targets'
// filesystems and devices, the date.
// A remote target's text with its host in front ("recorder1: ext4 on vda"); a local one's as it is.
QString withHost(const QString& targetDir, const QString& text);
QString runTitle(const RunConfig& config, const QList<SysProbe::Environment>& environments, const QDateTime& startedAt);
} // namespace ChartText
