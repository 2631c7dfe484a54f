#include "FlowRow.h"

#include <QWidget>
#include <algorithm>

FlowRow::FlowRow(QWidget* parent)
    : QLayout(parent)
{ }

FlowRow::~FlowRow()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowRow::addItem(QLayoutItem* item)
{
    m_items.append(item);
}

QLayoutItem* FlowRow::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    return m_items.takeAt(index);
}

int FlowRow::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

// As narrow as its widest item: everything else wraps.
QSize FlowRow::minimumSize() const
{
    QSize size;
    for (const QLayoutItem* item : m_items) {
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    }
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

// One row of everything.
QSize FlowRow::sizeHint() const
{
    int width = 0, height = 0, shown = 0;
    for (const QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint();
        width += hint.width();
        height = std::max(height, hint.height());
        ++shown;
    }
    const QMargins m = contentsMargins();
    return { width + std::max(0, shown - 1) * std::max(0, spacing()) + m.left() + m.right(),
        height + m.top() + m.bottom() };
}

void FlowRow::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowRow::arrange(const QRect& rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int gap = std::max(0, spacing());
    int x = area.x(), y = area.y(), rowHeight = 0;
    QList<std::pair<QLayoutItem*, QRect>> row; // the current row, centred vertically once known
    auto place = [&] {
        for (auto& [item, geometry] : row) {
            geometry.moveTop(geometry.top() + (rowHeight - geometry.height()) / 2);
            if (apply)
                item->setGeometry(geometry);
        }
        row.clear();
    };
    for (QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint().boundedTo(QSize(std::max(1, area.width()), QWIDGETSIZE_MAX));
        if (!row.isEmpty() && x + hint.width() > area.right() + 1) {
            place();
            x = area.x();
            y += rowHeight + gap;
            rowHeight = 0;
        }
        row.append({ item, QRect(QPoint(x, y), hint) });
        x += hint.width() + gap;
        rowHeight = std::max(rowHeight, hint.height());
    }
    place();
    return y + rowHeight - rect.y() + contentsMargins().bottom();
}
