#pragma once

// main() for the window's tests: a private HOME, so that QStandardPaths (in test mode) and
// QSettings write only into a temporary directory, and the offscreen platform by default.
#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

// Points HOME and the XDG directories into `home`; call before the application object.
inline void useTestHome(const QTemporaryDir& home)
{
    qputenv("HOME", QFile::encodeName(home.path()));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.path() + QStringLiteral("/config")));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.path() + QStringLiteral("/data")));
    QStandardPaths::setTestModeEnabled(true);
}

#define STREAMSCOPE_UI_TEST_MAIN(TestClass)                                                                            \
    int main(int argc, char* argv[])                                                                                   \
    {                                                                                                                  \
        QTemporaryDir home;                                                                                            \
        if (!home.isValid())                                                                                           \
            return 1;                                                                                                  \
        useTestHome(home);                                                                                             \
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))                                                            \
            qputenv("QT_QPA_PLATFORM", "offscreen");                                                                   \
        QApplication app(argc, argv);                                                                                  \
        QCoreApplication::setOrganizationName(QStringLiteral("StreamScopeTest"));                                      \
        QCoreApplication::setApplicationName(QStringLiteral(#TestClass));                                              \
        TestClass test;                                                                                                \
        return QTest::qExec(&test, argc, argv);                                                                        \
    }
