#include "RemoteTargetDialog.h"

#include "PlainText.h"
#include "RemoteCommand.h"
#include "StatusColors.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

RemoteTargetDialog::RemoteTargetDialog(const QString& host, QWidget* parent)
    : QDialog(parent)
    , m_host(new QLineEdit(host))
    , m_dir(new QLineEdit)
{
    setWindowTitle(tr("Directory on another machine"));
    setObjectName(QStringLiteral("remoteTargetDialog"));
    m_host->setObjectName(QStringLiteral("remoteHost"));
    m_host->setPlaceholderText(tr("user@host, or a Host of your ssh config"));
    m_dir->setObjectName(QStringLiteral("remoteDir"));
    m_dir->setPlaceholderText(tr("/srv/recordings"));
    auto* intro
        = PlainText::newLabel(tr("The run goes over your ssh: the host needs streamscope-cli (its path is set "
                                 "under Remote targets) and a key or agent, as ssh asks for no password here."));
    intro->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("&Directory on the host:"), m_dir);
    m_problem = PlainText::newLabel();
    m_problem->setObjectName(QStringLiteral("remoteTargetProblem"));
    m_problem->setWordWrap(true);
    QPalette palette = m_problem->palette();
    palette.setColor(QPalette::WindowText, StatusColors::errorText(palette));
    m_problem->setPalette(palette);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_host, &QLineEdit::textChanged, this, &RemoteTargetDialog::check);
    connect(m_dir, &QLineEdit::textChanged, this, &RemoteTargetDialog::check);
    (host.isEmpty() ? m_host : m_dir)->setFocus();
    check();
}

QString RemoteTargetDialog::target() const
{
    return m_problemText.isEmpty() ? m_host->text().trimmed() + QLatin1Char(':') + m_dir->text().trimmed() : QString();
}

void RemoteTargetDialog::check()
{
    const QString host = m_host->text().trimmed();
    const QString dir = m_dir->text().trimmed();
    // Nothing typed yet is no mistake: OK stays off without a red line.
    QString problem;
    bool quiet = false;
    if (host.isEmpty() || dir.isEmpty()) {
        problem = tr("give the host and the directory");
        quiet = true;
    } else if (host.contains(QLatin1Char(':')) || host.contains(QLatin1Char('/'))) {
        // The list reads the first ':' before a '/' as the end of the host.
        problem = tr("the host \"%1\" holds \":\" or \"/\", which no host name or ssh alias has").arg(host);
    } else {
        problem = Remote::targetProblem(host + QLatin1Char(':') + dir);
    }
    m_problemText = problem;
    m_problem->setText(quiet ? QString() : problem);
    m_problem->setVisible(!quiet && !problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}
