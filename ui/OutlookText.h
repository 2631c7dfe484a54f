#pragma once

#include "ChartData.h"

#include <QLocale>
#include <QString>

// The outlook of a buffered real-time run in the window's words (DirtyOutlook): one line for
// next to the chart ("Sustained so far; projected to lose data after ~23 min (19–28 min)",
// "Steady state", "Writers held at the dirty ceiling") and a tooltip with its inputs (arrival
// rate, device rate, dirty memory, the ceiling that binds and which one), cliffs and how a run
// on to confirm ended. Live from the latest sample's outlook fields; once the write phase
// ended, from its final outlook. No widgets: the tests call it on a ChartData.
namespace OutlookText {

struct Text {
    QString line; // empty: the run has no outlook (not real-time, or not buffered writes)
    QString tip;
};

Text of(const ChartData& data, const QLocale& locale = QLocale());

} // namespace OutlookText
