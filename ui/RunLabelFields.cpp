#include "RunLabelFields.h"

#include <QFormLayout>
#include <QLineEdit>

RunLabelFields::RunLabelFields(QWidget* parent)
    : QWidget(parent)
    , m_name(new QLineEdit(this))
    , m_note(new QLineEdit(this))
{
    m_name->setObjectName(QStringLiteral("runName"));
    m_name->setPlaceholderText(tr("e.g. sdb after firmware update"));
    m_name->setMaxLength(120);
    m_note->setObjectName(QStringLiteral("runNote"));
    m_note->setPlaceholderText(tr("kept with the run in the history"));
    m_note->setMaxLength(2000);
    auto* layout = new QFormLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addRow(tr("Run &name:"), m_name);
    layout->addRow(tr("N&ote:"), m_note);
}

QString RunLabelFields::name() const
{
    return m_name->text().trimmed();
}

QString RunLabelFields::note() const
{
    return m_note->text().trimmed();
}

void RunLabelFields::setName(const QString& name)
{
    m_name->setText(name);
}

void RunLabelFields::setNote(const QString& note)
{
    m_note->setText(note);
}

void RunLabelFields::apply(RunReport& report) const
{
    report.name = name();
    report.note = note();
}
