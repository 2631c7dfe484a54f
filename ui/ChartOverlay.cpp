#include "ChartOverlay.h"

#include "PlainText.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsLineItem>
#include <QGraphicsPathItem>
#include <QGraphicsPixmapItem>
#include <QGraphicsPolygonItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QLinearGradient>
#include <QPainterPath>
#include <QPen>
#include <QPixmap>
#include <algorithm>
#include <cmath>

using ChartMarks::Label;
using ChartPalette::mix;

namespace {

QFont labelFont(const QFont& base, Label::Role role)
{
    const Label probe { {}, role, {}, {} };
    QFont font = base;
    font.setPointSizeF(std::max(6.5, font.pointSizeF() - probe.smaller()));
    font.setBold(probe.bold());
    return font;
}

QColor labelColor(Label::Role role, const ChartColors& colors)
{
    switch (role) {
    case Label::Role::Flush:
        return colors.readable(colors.flush);
    case Label::Role::Ongoing:
        return colors.readable(colors.ongoing);
    case Label::Role::Effective:
        return colors.readable(colors.effective);
    case Label::Role::Blocked:
    case Label::Role::Cause:
        return colors.readable(colors.stall);
    case Label::Role::Cliff:
        return colors.readable(colors.overrun);
    case Label::Role::Throttle:
        return colors.dirtyText;
    case Label::Role::Legend:
        return colors.text;
    case Label::Role::Phase:
    case Label::Role::Strip:
        break;
    }
    return colors.readable(colors.marker);
}

// The text on a plate of the label background, the plate a child of `parent`.
void addLabel(QGraphicsItem* parent, const Label& label, const ChartColors& colors)
{
    if (label.text.isEmpty()) // left out (ChartMarks' separateLabels)
        return;
    auto* plate = new QGraphicsRectItem(parent);
    plate->setPen(Qt::NoPen);
    plate->setBrush(colors.labelBackground);
    auto* text = new QGraphicsSimpleTextItem(label.text, plate);
    text->setFont(labelFont(text->font(), label.role));
    text->setBrush(labelColor(label.role, colors));
    plate->setRect(text->boundingRect().adjusted(-2, -1, 2, 1));
    plate->setPos(label.pos);
}

QGraphicsRectItem* addSpan(QGraphicsItem* parent, const QRectF& rect, const QBrush& brush, const QString& tip)
{
    auto* span = new QGraphicsRectItem(rect, parent);
    span->setPen(Qt::NoPen);
    span->setBrush(brush);
    span->setToolTip(PlainText::tip(tip));
    return span;
}

// Diagonal hatch lines clipped to `rect`, drawn as plain strokes: a Qt pattern brush goes into
// SVG as a <pattern> that ImageMagick fills solid black. `rising`: bottom-left to top-right.
void addHatch(QGraphicsItem* parent, const QRectF& rect, const QColor& color, bool rising)
{
    constexpr double kSpacing = 8;
    QPainterPath path;
    const double x0 = rect.left(), x1 = rect.right(), y0 = rect.top(), y1 = rect.bottom();
    // Rising lines are x + y = k, falling ones x - y = k; k steps across the whole rectangle.
    const double kFirst = rising ? x0 + y0 : x0 - y1;
    const double kLast = rising ? x1 + y1 : x1 - y0;
    for (double k = kFirst + kSpacing / 2; k < kLast; k += kSpacing) {
        const double from = rising ? std::max(x0, k - y1) : std::max(x0, k + y0);
        const double to = rising ? std::min(x1, k - y0) : std::min(x1, k + y1);
        if (to <= from)
            continue;
        path.moveTo(from, rising ? k - from : from - k);
        path.lineTo(to, rising ? k - to : to - k);
    }
    auto* hatch = new QGraphicsPathItem(path, parent);
    hatch->setPen(QPen(color, 1.0));
    hatch->setAcceptHoverEvents(false);
}

void addPolygon(QGraphicsItem* parent, const QPolygonF& polygon, const QColor& color, const QString& tip = {})
{
    auto* item = new QGraphicsPolygonItem(polygon, parent);
    item->setPen(Qt::NoPen);
    item->setBrush(color);
    item->setToolTip(PlainText::tip(tip));
}

QColor withAlpha(QColor color, int alpha)
{
    color.setAlpha(alpha);
    return color;
}

} // namespace

ChartOverlay::ChartOverlay(QGraphicsItem* chart)
    : m_plotLayer(new QGraphicsRectItem(chart))
    , m_stripLayer(new QGraphicsRectItem(chart))
    , m_legendLayer(new QGraphicsRectItem(chart))
{
    m_plotLayer->setPen(Qt::NoPen);
    m_plotLayer->setFlag(QGraphicsItem::ItemClipsChildrenToShape);
    m_plotLayer->setZValue(4.5); // above the series (4), under the legend (5)
    m_stripLayer->setPen(Qt::NoPen);
    m_stripLayer->setZValue(4.5);
    m_legendLayer->setPen(Qt::NoPen);
    m_legendLayer->setZValue(5);
}

void ChartOverlay::clear()
{
    qDeleteAll(m_plotLayer->childItems());
    qDeleteAll(m_stripLayer->childItems());
}

void ChartOverlay::setPlotArea(const QRectF& plot)
{
    m_plotLayer->setRect(plot);
}

QSizeF ChartOverlay::measure(const QString& text, Label::Role role)
{
    // The item the label is drawn with, so that the measure is the drawn size to the pixel.
    QGraphicsSimpleTextItem item(text);
    item.setFont(labelFont(item.font(), role));
    return item.boundingRect().size();
}

void ChartOverlay::draw(const ChartMarks::Layout& layout, const QRectF& plot, const ChartColors& colors)
{
    QGraphicsItem* layer = m_plotLayer;
    const QList<Label>& labels = layout.labels;
    for (const ChartMarks::FlushTail& tail : layout.flushTails) {
        // Hatch lines only, no translucent tint under them: ImageMagick's SVG renderer ignores
        // fill-opacity and would draw the tint as a solid block over the lines.
        addSpan(layer, tail.area, QBrush(), tail.tip); // the hover target for the tip
        addHatch(layer, tail.area, colors.flush, true);
        addLabel(layer, labels.at(tail.label), colors);
        if (tail.ongoingLabel >= 0) {
            addLabel(layer, labels.at(tail.ongoingLabel), colors);
            addLabel(layer, labels.at(tail.effectiveLabel), colors);
        }
        if (tail.hasArrow) {
            const QColor arrow = colors.readable(colors.marker);
            auto* line = new QGraphicsLineItem(tail.arrow, layer);
            line->setPen(QPen(arrow, 1.2));
            for (const QPolygonF& head : tail.arrowHeads)
                addPolygon(layer, head, arrow);
        }
    }
    for (const ChartMarks::PhaseLine& mark : layout.phaseLines) {
        auto* line = new QGraphicsLineItem(QLineF(mark.x, plot.top(), mark.x, plot.bottom()), layer);
        line->setPen(QPen(colors.marker, 1.0, Qt::DashLine));
        line->setToolTip(PlainText::tip(mark.tip));
        if (mark.label >= 0)
            addLabel(layer, labels.at(mark.label), colors);
    }
    for (const ChartMarks::CliffLine& cliff : layout.cliffLines) {
        auto* line = new QGraphicsLineItem(QLineF(cliff.x, plot.top(), cliff.x, plot.bottom()), layer);
        line->setPen(QPen(colors.readable(colors.overrun), 1.5));
        line->setToolTip(PlainText::tip(cliff.tip));
        addLabel(layer, labels.at(cliff.label), colors);
    }
    for (const ChartMarks::ThrottleLine& limit : layout.throttleLines) {
        auto* line = new QGraphicsLineItem(limit.line, layer);
        line->setPen(QPen(colors.dirtyText, limit.kind == ChartMarks::ThrottleLine::Kind::Ceiling ? 1.5 : 1.0,
            limit.kind == ChartMarks::ThrottleLine::Kind::Ceiling ? Qt::DashLine : Qt::DotLine));
        line->setToolTip(PlainText::tip(limit.tip));
        addLabel(layer, labels.at(limit.label), colors);
    }
    for (const ChartMarks::StallSpan& span : layout.stallSpans) {
        addSpan(layer, span.area, withAlpha(colors.stall, colors.dark ? 40 : 55), span.tip);
        addSpan(layer, span.bar, colors.stall, span.tip);
    }
    for (const ChartMarks::CauseMark& mark : layout.causeMarks)
        addLabel(layer, labels.at(mark.label), colors);
    for (const ChartMarks::BlockedSpan& span : layout.blockedSpans) {
        addSpan(layer, span.area, QBrush(), span.tip); // the hover target for the tip
        addHatch(layer, span.area, colors.stall, false);
        addSpan(layer, span.bar, colors.stall, span.tip);
        addLabel(layer, labels.at(span.label), colors);
    }
    for (const ChartMarks::OverrunGroup& group : layout.overrunGroups) {
        addSpan(layer, group.bar, colors.overrun, group.tip);
        addPolygon(layer, group.marker, colors.overrun, group.tip);
    }
}

// One pixel column per plot column, stretched to the row's height: a column's colour shows
// the highest value in it.
void ChartOverlay::drawStrips(const ChartMarks::Strips& strips, const QRectF& plot, const ChartColors& colors)
{
    // The stall lane: solid blocks on the strips' background, a blocked operation hatched
    // over its solid bar so that it reads as still going on.
    const ChartMarks::StallLane& lane = strips.lane;
    if (lane.rect.isValid()) {
        auto* frame = new QGraphicsRectItem(lane.rect, m_stripLayer);
        frame->setPen(QPen(colors.stripFrame, 0.5));
        frame->setBrush(colors.stripBackground);
        frame->setToolTip(PlainText::tip(lane.tip));
        for (const ChartMarks::LaneBlock& block : lane.blocks) {
            addSpan(m_stripLayer, block.rect, colors.stall, block.tip);
            if (block.blocked) {
                addSpan(m_stripLayer, block.rect, QBrush(colors.background, Qt::FDiagPattern), block.tip)
                    ->setAcceptHoverEvents(false);
            }
        }
    }
    for (const ChartMarks::StripRow& row : strips.rows) {
        // Pressure in its own hue; buffer fill in the hue of the overrun marks it leads to.
        // Read by strength alone, both stay clear under every colour-vision deficiency and in
        // grey (a green-to-red ramp does not).
        const QColor full = row.kind == ChartMarks::StripRow::Kind::Pressure ? colors.pressure : colors.overrun;
        const int columns = int(row.columns.size());
        QImage image(columns, 1, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        for (int c = 0; c < columns; ++c) {
            const float pct = row.columns.at(c);
            if (!std::isnan(pct))
                image.setPixelColor(c, 0, mix(colors.stripBackground, full, std::clamp(double(pct) / 100.0, 0.0, 1.0)));
        }
        auto* frame = new QGraphicsRectItem(QRectF(plot.left(), row.y, plot.width(), row.height), m_stripLayer);
        frame->setPen(QPen(colors.stripFrame, 0.5));
        frame->setBrush(colors.stripBackground);
        frame->setToolTip(PlainText::tip(row.tip));
        auto* pixmap = new QGraphicsPixmapItem(QPixmap::fromImage(image), m_stripLayer);
        pixmap->setTransformationMode(Qt::FastTransformation);
        pixmap->setPos(plot.left(), row.y);
        pixmap->setTransform(QTransform::fromScale(plot.width() / columns, row.height));
        pixmap->setToolTip(PlainText::tip(row.tip));
    }
    for (const ChartMarks::StripKey& key : strips.keys) {
        const QColor full = key.kind == ChartMarks::StripRow::Kind::Pressure ? colors.pressure : colors.overrun;
        QLinearGradient ramp(key.ramp.topLeft(), key.ramp.topRight());
        ramp.setColorAt(0, colors.stripBackground);
        ramp.setColorAt(1, full);
        auto* item = new QGraphicsRectItem(key.ramp, m_stripLayer);
        item->setPen(QPen(colors.stripFrame, 0.5));
        item->setBrush(ramp);
    }
    for (const Label& label : strips.labels)
        addLabel(m_stripLayer, label, colors);
}

void ChartOverlay::drawLegend(
    const ChartMarks::Legend& legend, const QList<LegendSwatch>& swatches, const ChartColors& colors)
{
    qDeleteAll(m_legendLayer->childItems());
    for (qsizetype i = 0; i < legend.entries.size() && i < swatches.size(); ++i) {
        const ChartMarks::LegendEntry& entry = legend.entries.at(i);
        const LegendSwatch& swatch = swatches.at(i);
        const QRectF r = entry.swatch;
        switch (swatch.kind) {
        case LegendSwatch::Kind::Line: {
            auto* line = new QGraphicsLineItem(
                QLineF(r.left() + 1, r.center().y(), r.right() - 1, r.center().y()), m_legendLayer);
            line->setPen(swatch.pen);
            break;
        }
        case LegendSwatch::Kind::Area: {
            auto* area = new QGraphicsRectItem(r.adjusted(2, 2, -2, -2), m_legendLayer);
            area->setPen(swatch.pen);
            area->setBrush(swatch.brush);
            break;
        }
        case LegendSwatch::Kind::Block: {
            auto* block = new QGraphicsRectItem(r.adjusted(4, 1, -4, -1), m_legendLayer);
            block->setPen(Qt::NoPen);
            block->setBrush(swatch.brush);
            break;
        }
        }
        auto* text = new QGraphicsSimpleTextItem(entry.text, m_legendLayer);
        text->setFont(labelFont(text->font(), Label::Role::Legend));
        text->setBrush(colors.text);
        text->setPos(entry.textPos);
    }
}

QList<ChartOverlay::Shown> ChartOverlay::legendTexts() const
{
    QList<Shown> shown;
    for (QGraphicsItem* item : m_legendLayer->childItems()) {
        if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item))
            shown.append({ text->text(), text->sceneBoundingRect(), text->font() });
    }
    return shown;
}

QList<ChartOverlay::Shown> ChartOverlay::stripTexts() const
{
    QList<Shown> shown;
    for (QGraphicsItem* item : m_stripLayer->childItems()) {
        for (QGraphicsItem* child : item->childItems()) { // the text on its plate
            if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(child))
                shown.append({ text->text(), text->sceneBoundingRect(), text->font() });
        }
    }
    return shown;
}

QStringList ChartOverlay::texts() const
{
    QStringList texts;
    for (QGraphicsItem* layer :
        { static_cast<QGraphicsItem*>(m_plotLayer), static_cast<QGraphicsItem*>(m_stripLayer) }) {
        for (QGraphicsItem* item : layer->childItems()) {
            for (QGraphicsItem* child : item->childItems()) {
                if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(child))
                    texts.append(text->text());
            }
        }
    }
    return texts;
}
