#pragma once

#include "RunConfig.h"
#include "TargetProber.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

// The settings panel: one field for every RunConfig field, grouped as the CLI's help groups
// them, a preset chooser and the list of target directories with what lies under each
// (filesystem, block device, free space). Every problem is shown next to its field, found by
// RunConfig::validate() and worded by windowMessage() (field ids are the CLI option names).
class ConfigForm : public QWidget {
    Q_OBJECT
public:
    explicit ConfigForm(QWidget* parent = nullptr);

    void setConfig(const RunConfig& config);
    // What the fields say now. A field whose text cannot be read keeps its last good value;
    // problems() names it.
    RunConfig config() const;

    // Text that cannot be parsed, the configuration's own validation, and target
    // directories that do not exist. Empty = Start may be pressed.
    QList<ConfigError> problems() const { return m_problems; }
    bool isValid() const { return m_problems.isEmpty(); }
    // A problem of RunConfig::validate() in the window's words: fields and buttons by their
    // labels, never the CLI's options.
    static QString windowMessage(const ConfigError& error);
    // The message shown next to a field ("streams", "block", "dir", ...), empty when fine.
    QString errorText(const QString& field) const;
    // The editing widget of a field, for tests and for focusing the first bad field.
    QWidget* fieldWidget(const QString& field) const;

    // Adds a target directory (as the Add button does after its dialog).
    void addTargetDir(const QString& dir);
    // Several targets, one of them remote (each is a host then, this machine's directories
    // too): run them together behind a start barrier (true) or one after another. Kept in the settings when the user
    // changes it.
    bool runsTogether() const;
    void setRunsTogether(bool together);
    // How many of `dirs` are remote targets ssh can reach.
    static int remoteHosts(const QStringList& dirs);
    // Finds what lies under the target directories, off the GUI thread.
    TargetProber* targetProber() const { return m_prober; }
    // "Keep free": the space a run leaves on each target (EngineOptions::spaceMarginBytes; -1:
    // the default, the larger of 1 GiB and 5 % of the filesystem). Kept in the settings.
    int64_t spaceMarginBytes() const;
    void setSpaceMarginBytes(int64_t bytes);
    // --no-space-check: the form does not refuse a target for its free space either.
    void setSpaceCheck(bool on);

Q_SIGNALS:
    void changed();
    void validityChanged(bool valid);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Field {
        QWidget* editor = nullptr;
        QLabel* error = nullptr;
    };
    QWidget* withError(const QString& field, QWidget* editor);
    QLineEdit* lineEdit(const QString& field, const QString& placeholder, const QString& tip);
    QComboBox* combo(const QString& field, const QList<std::pair<QString, QString>>& items, const QString& tip);
    void applyPreset(int index);
    void userEdited();
    void updatePresetName();
    void fitPresetDescription();
    void revalidate();
    // Shows each field's error line whose text is set and hides the others, except the line of
    // the field being edited, which keeps its place until the focus leaves the field: a line
    // that came or went as the user typed moved every field below it under the pointer.
    void placeErrorLines();
    void updateTargetRow(QTreeWidgetItem* item);
    void probeTargets();
    static QList<ConfigError> remoteProblems(const QStringList& dirs);
    // What the prober found that no run can get past: a target no run can go to (read-only,
    // /proc, ...) and one without the free space the run needs plus its margin.
    QList<ConfigError> probedProblems(const RunConfig& config) const;
    void showProbe(const QHash<QString, TargetProber::Info>& results);
    void updateTargetDetails();
    void removeSelectedTargets();
    void chooseTargetDir();
    // "Remote host…": a RemoteTargetDialog, opened (not exec'd); its target joins the list.
    void chooseRemoteTarget();
    void updateFlushEditor();
    void updateConfirmEditor(const RunConfig& config);

    QHash<QString, Field> m_fields;
    QComboBox* m_preset = nullptr;
    QLabel* m_presetDescription = nullptr;
    QTreeWidget* m_targets = nullptr;
    TargetProber* m_prober = nullptr;
    QLabel* m_targetDetails = nullptr;
    QPushButton* m_removeTarget = nullptr;
    QLineEdit* m_streams = nullptr;
    QLineEdit* m_size = nullptr;
    QLineEdit* m_total = nullptr;
    QComboBox* m_block = nullptr;
    QComboBox* m_schedule = nullptr;
    QComboBox* m_mode = nullptr;
    QComboBox* m_prepare = nullptr;
    QComboBox* m_flush = nullptr;
    QLineEdit* m_flushEvery = nullptr;
    QComboBox* m_read = nullptr;
    QLineEdit* m_interval = nullptr;
    QLineEdit* m_stall = nullptr;
    QLineEdit* m_rate = nullptr;
    QLineEdit* m_buffer = nullptr;
    QLineEdit* m_duration = nullptr;
    QCheckBox* m_confirm = nullptr;
    QCheckBox* m_together = nullptr;
    QComboBox* m_confirmCap = nullptr;
    QLabel* m_otherErrors = nullptr;
    QLineEdit* m_spaceMargin = nullptr;
    QHash<QString, TargetProber::Info> m_probed; // the newest answer for each target as typed
    bool m_spaceCheck = true;

    RunConfig m_last; // last good value of every field
    QList<ConfigError> m_problems;
    bool m_updating = false;
    bool m_valid = true;
};
