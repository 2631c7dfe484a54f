#pragma once

#include "ChartMarks.h"
#include "ChartPalette.h"

#include <QBrush>
#include <QFont>
#include <QPen>

class QGraphicsItem;
class QGraphicsRectItem;

// How a legend entry shows its line: a stroke in the line's own pen (width, dashes), an area's
// fill and edge, or a solid block (stalls).
struct LegendSwatch {
    enum class Kind { Line, Area, Block };
    Kind kind = Kind::Line;
    QPen pen;
    QBrush brush;
};

// Draws a ChartMarks layout as graphics items on layers of a chart: one clipped to the plot
// area, above the series, one for the strips under the time axis and one for the legend.
// Every draw replaces what the layers held; the items take their colours then.
class ChartOverlay {
public:
    explicit ChartOverlay(QGraphicsItem* chart);
    ChartOverlay(const ChartOverlay&) = delete;
    ChartOverlay& operator=(const ChartOverlay&) = delete;

    void clear(); // empties the plot's and the strips' layers
    void setPlotArea(const QRectF& plot); // where the plot layer clips its marks
    void draw(const ChartMarks::Layout& layout, const QRectF& plot, const ChartColors& colors);
    void drawStrips(const ChartMarks::Strips& strips, const QRectF& plot, const ChartColors& colors);
    // Replaces the legend: `swatches` in the order of the layout's entries.
    void drawLegend(const ChartMarks::Legend& legend, const QList<LegendSwatch>& swatches, const ChartColors& colors);

    // The size of a label's text in the font the overlay draws it with.
    static QSizeF measure(const QString& text, ChartMarks::Label::Role role);
    // The texts of the labels on the plot's and the strips' layers, in drawing order.
    QStringList texts() const;
    // The legend's texts as drawn, and where (scene coordinates).
    struct Shown {
        QString text;
        QRectF rect;
        QFont font;
    };
    QList<Shown> legendTexts() const;
    // The strips' names and scale texts as drawn.
    QList<Shown> stripTexts() const;

private:
    QGraphicsRectItem* m_plotLayer = nullptr;
    QGraphicsRectItem* m_stripLayer = nullptr;
    QGraphicsRectItem* m_legendLayer = nullptr;
};
