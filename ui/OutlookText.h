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

// What the device did beyond the run, when that is most of what its lines show: "vda wrote
// 6.6 GiB during the run, 56× this run's 120 MiB: …". Empty while the device did less than
// kOtherIoRatio times the run's own I/O, or less than kOtherIoMinBytes beyond it. The device
// counts every program's I/O and the filesystem's own (journal, metadata), so the line names
// both. From the samples, live; writes and reads apart (a read phase's ticks are reads).
inline constexpr double kOtherIoRatio = 4;
inline constexpr double kOtherIoMinBytes = 64.0 * 1024 * 1024;
QString otherIo(const ChartData& data, const QLocale& locale = QLocale());

} // namespace OutlookText
