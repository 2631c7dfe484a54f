#include "ChartStalls.h"

#include "ChartText.h"

#include <algorithm>

namespace ChartMarks {

using namespace ChartText;

QString MergedStall::tip() const
{
    return count == 1 ? ChartTr::tr("Stall: %1").arg(detail)
                      : ChartTr::tr("%n stalls here; the longest: %1", nullptr, count).arg(detail);
}

QList<MergedStall> mergedStalls(const ChartData& data, const PlotMapping& map)
{
    const QRectF& plot = map.plot;
    QList<MergedStall> spans;
    QList<StallEvent> stalls = data.stalls();
    std::sort(
        stalls.begin(), stalls.end(), [](const StallEvent& a, const StallEvent& b) { return a.startS < b.startS; });
    for (const StallEvent& s : stalls) {
        if (!map.visible(s.startS, s.startS + s.durationS))
            continue;
        const double left = std::max(plot.left(), map.xToPos(s.startS));
        const double right = std::max(left + 2, std::min(plot.right(), map.xToPos(s.startS + s.durationS)));
        const QString detail = ChartTr::tr("stream %1, %2 phase, at %3 s, lasted %4")
                                   .arg(s.stream + 1)
                                   .arg(phaseTitle(s.phase), seconds(s.startS), milliseconds(s.durationS))
            + QLatin1Char('\n') + stallCause(s.durationS, s.cause, s.evidence);
        if (!spans.isEmpty() && left <= spans.last().right + 1) {
            MergedStall& last = spans.last();
            last.right = std::max(last.right, right);
            ++last.count;
            if (s.durationS > last.longest) {
                last.longest = s.durationS;
                last.cause = s.cause;
                last.detail = detail;
            }
        } else {
            spans.append({ left, right, 1, s.durationS, s.cause, detail });
        }
    }
    return spans;
}

QString blockedTip(const ChartData::Blocked& b)
{
    return ChartTr::tr("Stream %1 is blocked: its operation has not returned for %2")
               .arg(b.stream + 1)
               .arg(milliseconds(b.nowS - b.sinceS))
        + QLatin1Char('\n') + ChartTr::tr("Cause so far: %1").arg(stallCause(b.nowS - b.sinceS, b.cause, b.evidence));
}

std::pair<double, double> blockedExtent(const ChartData::Blocked& b, const PlotMapping& map)
{
    const double left = std::max(map.plot.left(), map.xToPos(b.sinceS));
    return { left, std::max(left + 2, std::min(map.plot.right(), map.xToPos(b.nowS))) };
}

} // namespace ChartMarks
