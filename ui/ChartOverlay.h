#pragma once

#include "ChartMarks.h"
#include "ChartPalette.h"

class QGraphicsItem;
class QGraphicsRectItem;

// Draws a ChartMarks layout as graphics items on two layers of a chart: one clipped to the
// plot area, above the series and under the legend, and one for the strips under the time
// axis. Every draw replaces what the layers held; the items take their colours then.
class ChartOverlay {
public:
    explicit ChartOverlay(QGraphicsItem* chart);
    ChartOverlay(const ChartOverlay&) = delete;
    ChartOverlay& operator=(const ChartOverlay&) = delete;

    void clear(); // empties both layers
    void setPlotArea(const QRectF& plot); // where the plot layer clips its marks
    void draw(const ChartMarks::Layout& layout, const QRectF& plot, const ChartColors& colors);
    void drawStrips(const ChartMarks::Strips& strips, const QRectF& plot, const ChartColors& colors);

    // The size of a label's text in the font the overlay draws it with.
    static QSizeF measure(const QString& text, ChartMarks::Label::Role role);
    // The texts of the labels on both layers, in drawing order.
    QStringList texts() const;

private:
    QGraphicsRectItem* m_plotLayer = nullptr;
    QGraphicsRectItem* m_stripLayer = nullptr;
};
