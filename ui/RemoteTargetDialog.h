#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

// "Remote host…" beside the target list's Add…: a directory on another machine, reached over
// the user's own ssh, without knowing that the list takes user@host:/dir typed into a row. The
// host and the directory are checked as a run checks them (Remote::targetProblem), the reason
// under the fields and OK off until both are good; the list then probes the directory on its
// host over ssh as it probes local ones (filesystem, free space, or the host's own words).
class RemoteTargetDialog : public QDialog {
    Q_OBJECT
public:
    // `host`: filled in (the last host used), may be empty.
    explicit RemoteTargetDialog(const QString& host, QWidget* parent = nullptr);

    // "user@host:/dir" as the fields make it; empty while they are not a good target.
    QString target() const;
    QString problem() const { return m_problemText; }

private:
    void check();

    QLineEdit* m_host = nullptr;
    QLineEdit* m_dir = nullptr;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QString m_problemText;
};
