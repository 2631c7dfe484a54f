#pragma once

// Text that did not come from this program (a remote host's stderr, its status lines and
// report strings, directory names) on its way to a terminal. An ESC, CSI or OSC sequence there
// can move the cursor, rewrite lines already printed or set the window title; a BEL rings, a
// CR overwrites. So every control character but newline and tab is shown as an escape
// ("\x1b"), never passed on. QtCore only: the CLI and the window's command line use it.
#include <QByteArrayView>
#include <QFile>
#include <QIODevice>
#include <QString>
#include <QStringView>
#include <cstdio>

namespace TerminalText {

// The C0 controls but newline and tab, DEL and the C1 controls (U+0080-U+009F) as "\xHH";
// everything else unchanged.
QString escaped(QStringView text);

// A name that goes into a line (a directory, a file, a host): as escaped(), and newline and tab
// too ("\x0a"), so that a directory named "a<newline>b: ext4" cannot print a line of its own.
QString name(QStringView text);

// Bytes from elsewhere (a remote stderr): decoded as UTF-8 with each byte of an invalid
// sequence shown as "\xHH" (not silently replaced), then escaped().
QString fromBytes(QByteArrayView bytes);

// How many of `bytes` end on a whole UTF-8 sequence: an incomplete multi-byte tail (at most 3
// bytes) is left for the next chunk. Invalid bytes count as whole (fromBytes shows them).
qsizetype completeLength(QByteArrayView bytes);

// The program's own arguments as the C library gave them, before Qt decoded them: Qt turns each
// byte of invalid UTF-8 into U+FFFD, so a path named on the command line would be printed with
// U+FFFD where its real bytes were. Remembered here (call before QCoreApplication), such an
// argument is given back its bytes in what a Device prints, and fromBytes() shows them as
// "\xHH" ("/media/\xe9t\xe9 does not exist").
void rememberArguments(int argc, const char* const* argv);
// `text` (UTF-8) with every remembered argument's decoded form put back as its raw bytes.
QByteArray withRawArguments(QByteArray text);

// A write-only device in front of a C stream (stdout, stderr) that passes everything written
// through fromBytes(): a QTextStream on it prints nothing a terminal would execute, whichever
// code wrote the line. Each write reaches the stream and is flushed at once (QTextStream
// buffers already), so ferror() on the stream still tells a lost line.
class Device final : public QIODevice {
public:
    explicit Device(FILE* stream);
    ~Device() override;
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 length) override;

private:
    QFile m_file;
    QByteArray m_pending; // an incomplete UTF-8 sequence at the end of the last write
};

} // namespace TerminalText
