#pragma once

#include <QLayout>
#include <QList>

// A row of widgets that wraps onto further rows when it is narrower than their preferred widths
// together, instead of squeezing each below its size hint (a chooser's text clipped to "alle
// Datenst" in German at 1366 px). Each item keeps its preferred width (at most the row's) and
// height; items are placed left to right, top to bottom, `spacing()` apart. Hidden widgets take
// no room.
class FlowRow : public QLayout {
public:
    explicit FlowRow(QWidget* parent = nullptr);
    ~FlowRow() override;

    void addItem(QLayoutItem* item) override;
    int count() const override { return int(m_items.size()); }
    QLayoutItem* itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem* takeAt(int index) override;

    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    // Lays the items out in `rect` (moving them only when `apply`) and returns the height used.
    int arrange(const QRect& rect, bool apply) const;

    QList<QLayoutItem*> m_items;
};
