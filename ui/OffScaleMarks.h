#pragma once

#include "AxisScale.h"

#include <QColor>
#include <QList>
#include <QRectF>

class QChart;
class QGraphicsItem;

// The marks of lines that run off the top of the rate axis (the device's bursts when the axis
// fits the program's own lines): a small triangle pointing up at the plot's top edge where the
// line peaks, a bar along the edge for as long as it stays over, and the peak in the tooltip.
// The items are the chart's children, above its series; the chart redraws them every time.
class OffScaleMarks {
public:
    explicit OffScaleMarks(QChart* chart);
    ~OffScaleMarks();
    OffScaleMarks(const OffScaleMarks&) = delete;
    OffScaleMarks& operator=(const OffScaleMarks&) = delete;

    void clear();
    // Marks `stretches` of the line `label` over the plot `plot` (scene coordinates) showing the
    // time range [x0, x1] and rates up to `top`. Each line's bars get a `row` of their own below
    // the edge, so that lines off scale at the same time stay apart. The stretches' peaks are
    // in the unit the rate axis reads (Units::shownRate()), or `percent` of each run's mean.
    void add(const QList<AxisScale::OffScale>& stretches, const QString& label, const QColor& color,
        const QColor& outline, const QRectF& plot, double x0, double x1, int row = 0, bool percent = false);
    int count() const { return m_marks; }
    // How far below the plot's top the marks reach (0 without any).
    double depth() const { return m_depth; }
    // The tooltips, for tests.
    QStringList toolTips() const;

private:
    QChart* m_chart;
    QList<QGraphicsItem*> m_items;
    int m_marks = 0;
    double m_depth = 0;
};
