#pragma once

#include "Trust.h"

#include <QWidget>

class QVBoxLayout;
struct RunReport;

// The trust verdict beside a run's numbers: one row per flag (Trust::assess) with the
// severity's icon and what the flag means; what to do about it is the row's tooltip. Hidden
// when the run raised no flag, so a run on a plain disk shows nothing here.
class TrustStrip : public QWidget {
    Q_OBJECT
public:
    explicit TrustStrip(QWidget* parent = nullptr);

    void setReport(const RunReport& report);
    void clear();

    struct Row {
        QString target; // the target's directory when the run had several, else empty
        Trust::Flag flag;
    };
    const QList<Row>& rows() const { return m_rows; }
    // Each row's text as shown, warnings first (for tests and accessibility).
    QStringList texts() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();

    QList<Row> m_rows;
    QVBoxLayout* m_layout = nullptr;
};
