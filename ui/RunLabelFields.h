#pragma once

#include "RunReport.h"

#include <QWidget>

class QLineEdit;

// "Name" and "Note" for the next run, kept in its report ("name", "note"): the history and
// overlay legends tell runs apart by the name. A self-contained row for the settings panel;
// whoever saves the finished report calls apply() on it first.
class RunLabelFields : public QWidget {
    Q_OBJECT
public:
    explicit RunLabelFields(QWidget* parent = nullptr);

    QString name() const;
    QString note() const;
    void setName(const QString& name);
    void setNote(const QString& note);
    // Writes the fields into a finished run's report (empty fields leave it without).
    void apply(RunReport& report) const;

private:
    QLineEdit* m_name;
    QLineEdit* m_note;
};
