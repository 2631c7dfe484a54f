// The form's environment probe of remote targets (user@host:/dir): the host's own
// streamscope-cli --probe over the window's ssh settings, through the stand-in ssh
// (StandInSsh.h). A remote target's row shows the filesystem and free space a local probe of
// the same directory shows, with the host named; a host that cannot be asked says why in its
// row and the run may still be started; a host that never answers holds neither the GUI
// thread nor the local rows, and ends with a message after the probe timeout.
#include "ConfigForm.h"
#include "MainWindow.h"
#include "RemoteSettingsBox.h"
#include "SettingsPage.h"
#include "SmallRuns.h"
#include "StandInSsh.h"
#include "TargetProber.h"
#include "UiTestMain.h"
#include "Units.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QTreeWidget>

namespace {
constexpr int kWaitMs = 120'000; // a bound for a loaded machine, not a measurement
using Results = QHash<QString, TargetProber::Info>;
} // namespace

class TestRemoteProbe : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tools.isValid());
        m_ssh = m_tools.filePath(QStringLiteral("stand-in-ssh"));
        m_mute = m_tools.filePath(QStringLiteral("mute-ssh"));
        QVERIFY(writeScript(m_ssh, kStandInSsh));
        // A host that never answers: the ssh sleeps (exec'd, so that killing it ends the sleep).
        QVERIFY(writeScript(m_mute, "#!/bin/sh\nexec sleep 600\n"));
    }
    void cleanupTestCase() { QSettings().remove(QStringLiteral("remote")); }

    void remoteRowShowsWhatALocalProbeShows()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        MainWindow window;
        window.settingsPage()->remoteSettings()->setSettings(m_ssh, QString(), QStringLiteral(STREAMSCOPE_CLI));
        ConfigForm* form = window.configForm();
        const QString target = QStringLiteral("localhost:") + dir.path();
        window.setConfig(smallVdr(target));
        auto* details = form->findChild<QLabel*>(QStringLiteral("dir-details"));
        auto* table = form->findChild<QTreeWidget*>(QStringLiteral("dir"));
        QVERIFY(details && table);
        QTRY_VERIFY_WITH_TIMEOUT(details->text().endsWith(QStringLiteral("probed on localhost over ssh")), kWaitMs);
        const SysProbe::Directory here = SysProbe::probeDirectory(dir.path());
        QTreeWidgetItem* row = table->topLevelItem(0);
        QVERIFY(row);
        QCOMPARE(row->text(0), target);
        QCOMPARE(row->text(1), here.environment.fsType);
        QVERIFY(!row->text(2).isEmpty());
        QVERIFY2(details->text().startsWith(target + QStringLiteral(": ") + here.environment.fsType
                     + QStringLiteral(" from ") + here.environment.mountSource),
            qPrintable(details->text()));
        QVERIFY(details->text().contains(QStringLiteral(" free")));
        QVERIFY(form->isValid());

        // A missing remote directory: the host's own words.
        window.setConfig(smallVdr(target + QStringLiteral("/missing")));
        QTRY_VERIFY_WITH_TIMEOUT(
            form->errorText(QStringLiteral("dir")).contains(QStringLiteral("does not exist")), kWaitMs);
        QVERIFY2(form->errorText(QStringLiteral("dir")).startsWith(target + QStringLiteral("/missing: ")),
            qPrintable(form->errorText(QStringLiteral("dir"))));
        QVERIFY2(details->text().startsWith(target + QStringLiteral("/missing: ")), qPrintable(details->text()));
        QVERIFY2(!details->text().contains(QStringLiteral("does not exist")), qPrintable(details->text()));
    }

    // The probe's failure is shown in the row; it does not stop a run (which reports its own).
    void aMissingRemoteCliIsNamedInTheRow()
    {
        MainWindow window;
        window.settingsPage()->remoteSettings()->setSettings(
            m_ssh, QString(), QStringLiteral("/nonexistent/streamscope-cli"));
        window.setConfig(smallVdr(QStringLiteral("nas2:") + QDir::tempPath()));
        auto* details = window.configForm()->findChild<QLabel*>(QStringLiteral("dir-details"));
        QVERIFY(details);
        QTRY_VERIFY_WITH_TIMEOUT(
            details->text().contains(QStringLiteral("nas2: there is no streamscope-cli")), kWaitMs);
        QVERIFY2(details->text().contains(QStringLiteral("/nonexistent/streamscope-cli")), qPrintable(details->text()));
        QVERIFY(window.configForm()->isValid());
        QVERIFY(window.startAction()->isEnabled());
    }

    // Changed ssh settings probe the remote targets again: the failure above goes once the
    // remote CLI is set right.
    void newSettingsProbeAgain()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        MainWindow window;
        RemoteSettingsBox* box = window.settingsPage()->remoteSettings();
        box->setSettings(m_ssh, QString(), QStringLiteral("/nonexistent/streamscope-cli"));
        window.setConfig(smallVdr(QStringLiteral("nas3:") + dir.path()));
        auto* details = window.configForm()->findChild<QLabel*>(QStringLiteral("dir-details"));
        QVERIFY(details);
        QTRY_VERIFY_WITH_TIMEOUT(details->text().contains(QStringLiteral("there is no streamscope-cli")), kWaitMs);
        box->setSettings(m_ssh, QString(), QStringLiteral(STREAMSCOPE_CLI));
        QTRY_VERIFY_WITH_TIMEOUT(details->text().endsWith(QStringLiteral("probed on nas3 over ssh")), kWaitMs);
    }

    // A host that never answers holds neither the local rows nor the GUI thread: the local
    // answer comes while the host's probe still runs. Then, with a short timeout, the host's
    // row gets a message naming it.
    void aHostThatNeverAnswersBlocksNothing()
    {
        QTemporaryDir local;
        QVERIFY(local.isValid());
        {
            TargetProber prober;
            prober.setRemoteSettings([this] {
                Remote::Settings s;
                s.ssh = m_mute;
                return s;
            });
            QSignalSpy probed(&prober, &TargetProber::probed);
            prober.probe({ local.path(), QStringLiteral("mute:/srv") });
            QVERIFY(probed.wait(kWaitMs));
            const Results first = probed.constFirst().at(1).value<Results>();
            QCOMPARE(first.keys(), QStringList { local.path() });
            QVERIFY(first.value(local.path()).isDir);
            QVERIFY(prober.isProbing()); // the host has not answered, and its timeout is far off
        } // destroyed with the host's probe under way: its ssh is killed, nothing waits

        MainWindow window;
        window.settingsPage()->remoteSettings()->setSettings(m_mute, QString(), QString());
        window.configForm()->targetProber()->setRemoteTimeout(300);
        window.setConfig(smallVdr(QStringLiteral("mute:/srv")));
        auto* details = window.configForm()->findChild<QLabel*>(QStringLiteral("dir-details"));
        QVERIFY(details);
        QTRY_VERIFY_WITH_TIMEOUT(details->text().contains(QStringLiteral("mute: no answer within")), kWaitMs);
        QVERIFY2(details->text().startsWith(QStringLiteral("mute:/srv: ")), qPrintable(details->text()));
        QVERIFY(window.startAction()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!window.configForm()->targetProber()->isProbing(), kWaitMs);
    }

private:
    QTemporaryDir m_tools;
    QString m_ssh;
    QString m_mute;
};

STREAMSCOPE_UI_TEST_MAIN(TestRemoteProbe)
#include "tst_remoteprobe.moc"
