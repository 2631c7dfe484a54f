#include "RemoteSettingsBox.h"

#include "AppSettings.h"

#include <QFormLayout>
#include <QLineEdit>
#include <QProcess>
#include <QSettings>

RemoteSettingsBox::RemoteSettingsBox(QWidget* parent)
    : QGroupBox(tr("Remote targets (user@host:/dir)"), parent)
    , m_ssh(new QLineEdit)
    , m_options(new QLineEdit)
    , m_remoteCli(new QLineEdit)
{
    setObjectName(QStringLiteral("remoteSettings"));
    m_ssh->setObjectName(QStringLiteral("sshProgram"));
    m_options->setObjectName(QStringLiteral("sshOptions"));
    m_remoteCli->setObjectName(QStringLiteral("remoteCli"));
    const Remote::Settings defaults;
    m_ssh->setPlaceholderText(defaults.ssh);
    m_remoteCli->setPlaceholderText(defaults.remoteCli);
    m_options->setPlaceholderText(tr("e.g. -p 2222 -i ~/.ssh/bench_key"));
    m_ssh->setToolTip(tr("The ssh program that reaches remote targets; your own ssh configuration, agent, keys and "
                         "known hosts apply."));
    m_options->setToolTip(tr("Extra options for ssh, given before everything else, quoted as in a shell."));
    m_remoteCli->setToolTip(tr("The streamscope-cli to run on the remote hosts: a name on their PATH or a path "
                               "(~/ for the remote home). It must be the same StreamScope version as this one."));
    QSettings settings;
    m_ssh->setText(settings.value(AppSettings::kRemoteSsh).toString());
    m_options->setText(settings.value(AppSettings::kRemoteSshOptions).toString());
    m_remoteCli->setText(settings.value(AppSettings::kRemoteCli).toString());
    auto* form = new QFormLayout(this);
    form->addRow(tr("ss&h program:"), m_ssh);
    form->addRow(tr("ssh &options:"), m_options);
    form->addRow(tr("Remote &CLI:"), m_remoteCli);
    for (QLineEdit* field : { m_ssh, m_options, m_remoteCli })
        connect(field, &QLineEdit::editingFinished, this, &RemoteSettingsBox::save);
}

Remote::Settings RemoteSettingsBox::settings() const
{
    Remote::Settings s;
    if (!m_ssh->text().trimmed().isEmpty())
        s.ssh = m_ssh->text().trimmed();
    s.sshOptions = QProcess::splitCommand(m_options->text());
    if (!m_remoteCli->text().trimmed().isEmpty())
        s.remoteCli = m_remoteCli->text().trimmed();
    return s;
}

void RemoteSettingsBox::setSettings(const QString& ssh, const QString& sshOptions, const QString& remoteCli)
{
    m_ssh->setText(ssh);
    m_options->setText(sshOptions);
    m_remoteCli->setText(remoteCli);
    save();
}

void RemoteSettingsBox::save()
{
    QSettings settings;
    // Leaving a field unchanged is no change: remote targets are not probed again for it.
    const bool same = settings.value(AppSettings::kRemoteSsh).toString() == m_ssh->text().trimmed()
        && settings.value(AppSettings::kRemoteSshOptions).toString() == m_options->text()
        && settings.value(AppSettings::kRemoteCli).toString() == m_remoteCli->text().trimmed();
    settings.setValue(AppSettings::kRemoteSsh, m_ssh->text().trimmed());
    settings.setValue(AppSettings::kRemoteSshOptions, m_options->text());
    settings.setValue(AppSettings::kRemoteCli, m_remoteCli->text().trimmed());
    if (!same)
        Q_EMIT changed();
}
