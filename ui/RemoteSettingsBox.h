#pragma once

#include "RemoteCommand.h"

#include <QGroupBox>

class QLineEdit;

// The Settings page's "Remote targets" group: the ssh program, extra ssh options (split as a
// shell would: -F "my config" is two words) and the streamscope-cli to run on the hosts.
// Kept in QSettings as typed; settings() is what a remote run starts with.
class RemoteSettingsBox : public QGroupBox {
    Q_OBJECT
public:
    explicit RemoteSettingsBox(QWidget* parent = nullptr);

    Remote::Settings settings() const;
    // Tests and scripts: fills the fields and keeps them, as typing would.
    void setSettings(const QString& ssh, const QString& sshOptions, const QString& remoteCli);

Q_SIGNALS:
    void changed(); // a field was edited (or setSettings() called)

private:
    void save();

    QLineEdit* m_ssh = nullptr;
    QLineEdit* m_options = nullptr;
    QLineEdit* m_remoteCli = nullptr;
};
