#include "TerminalText.h"

#include <QList>
#include <algorithm>
#include <utility>

namespace {

bool isControl(char32_t c)
{
    return (c < 0x20 && c != u'\n' && c != u'\t') || c == 0x7f || (c >= 0x80 && c <= 0x9f);
}

void appendEscape(QString& out, unsigned value)
{
    out += QStringLiteral("\\x") + QString::number(value, 16).rightJustified(2, QLatin1Char('0'));
}

// The code point of the UTF-8 sequence at `at` and its length, or length 0 when it is invalid
// (a stray continuation, a lead byte without its continuations, an overlong form, a surrogate
// or a value past U+10FFFF).
std::pair<char32_t, int> decodeOne(QByteArrayView bytes, qsizetype at)
{
    const auto lead = static_cast<unsigned char>(bytes.at(at));
    int more = 0;
    char32_t c = 0;
    char32_t least = 0;
    if (lead < 0x80)
        return { lead, 1 };
    if ((lead & 0xe0) == 0xc0) {
        more = 1;
        c = lead & 0x1f;
        least = 0x80;
    } else if ((lead & 0xf0) == 0xe0) {
        more = 2;
        c = lead & 0x0f;
        least = 0x800;
    } else if ((lead & 0xf8) == 0xf0) {
        more = 3;
        c = lead & 0x07;
        least = 0x10000;
    } else {
        return { 0, 0 };
    }
    if (at + more >= bytes.size())
        return { 0, 0 };
    for (int k = 1; k <= more; ++k) {
        const auto next = static_cast<unsigned char>(bytes.at(at + k));
        if ((next & 0xc0) != 0x80)
            return { 0, 0 };
        c = (c << 6) | (next & 0x3f);
    }
    if (c < least || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
        return { 0, 0 };
    return { c, more + 1 };
}

} // namespace

QString TerminalText::escaped(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar ch : text) {
        if (isControl(ch.unicode()))
            appendEscape(out, ch.unicode());
        else
            out += ch;
    }
    return out;
}

QString TerminalText::name(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar ch : text) {
        if (isControl(ch.unicode()) || ch == u'\n' || ch == u'\t')
            appendEscape(out, ch.unicode());
        else
            out += ch;
    }
    return out;
}

QString TerminalText::fromBytes(QByteArrayView bytes)
{
    QString out;
    out.reserve(bytes.size());
    for (qsizetype i = 0; i < bytes.size();) {
        const auto [c, length] = decodeOne(bytes, i);
        if (length == 0) {
            appendEscape(out, static_cast<unsigned char>(bytes.at(i)));
            ++i;
            continue;
        }
        if (isControl(c))
            appendEscape(out, unsigned(c));
        else
            out += QString::fromUcs4(&c, 1);
        i += length;
    }
    return out;
}

qsizetype TerminalText::completeLength(QByteArrayView bytes)
{
    const qsizetype n = bytes.size();
    for (qsizetype i = n - 1; i >= 0 && i >= n - 3; --i) {
        const auto b = static_cast<unsigned char>(bytes.at(i));
        if ((b & 0xc0) == 0x80)
            continue; // a continuation: look further back for its lead
        const qsizetype needed = b >= 0xf0 && b < 0xf8 ? 4 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xc0 && b < 0xe0 ? 2 : 1;
        return n - i < needed ? i : n;
    }
    return n;
}

namespace {
// Decoded (U+FFFD as UTF-8) and raw bytes of each argument that was not valid UTF-8.
QList<std::pair<QByteArray, QByteArray>>& rawArguments()
{
    static QList<std::pair<QByteArray, QByteArray>> arguments;
    return arguments;
}
} // namespace

void TerminalText::rememberArguments(int argc, const char* const* argv)
{
    rawArguments().clear();
    for (int i = 1; i < argc; ++i) {
        const QByteArray raw(argv[i]);
        const QString decoded = QString::fromUtf8(raw);
        if (!decoded.contains(QChar::ReplacementCharacter) || raw.contains("\xef\xbf\xbd"))
            continue; // valid UTF-8 (a real U+FFFD in it included)
        // An argument of invalid bytes alone ("\xff") would put its bytes in place of every
        // real U+FFFD printed: a name has more to it than that.
        if (decoded.count(QChar::ReplacementCharacter) + 2 > decoded.size())
            continue;
        rawArguments().append({ decoded.toUtf8(), raw });
        // A path named as --dir=PATH: its value alone is printed.
        if (const qsizetype equals = raw.indexOf('='); raw.startsWith("--") && equals > 0) {
            const QByteArray value = raw.mid(equals + 1);
            rawArguments().append({ QString::fromUtf8(value).toUtf8(), value });
        }
    }
    // The longest first: one argument's decoded form may hold another's.
    std::sort(rawArguments().begin(), rawArguments().end(),
        [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
}

QByteArray TerminalText::withRawArguments(QByteArray text)
{
    if (!text.contains("\xef\xbf\xbd"))
        return text;
    for (const auto& [decoded, raw] : std::as_const(rawArguments()))
        text.replace(decoded, raw);
    return text;
}

TerminalText::Device::Device(FILE* stream)
{
    m_file.open(stream, QIODevice::WriteOnly | QIODevice::Unbuffered, QFileDevice::DontCloseHandle);
    QIODevice::open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

TerminalText::Device::~Device()
{
    if (!m_pending.isEmpty()) {
        m_file.write(fromBytes(m_pending).toUtf8());
        m_file.flush();
    }
}

qint64 TerminalText::Device::writeData(const char* data, qint64 length)
{
    m_pending.append(withRawArguments(QByteArray(data, length)));
    const qsizetype whole = completeLength(m_pending);
    const QByteArray shown = fromBytes(QByteArrayView(m_pending).first(whole)).toUtf8();
    m_pending.remove(0, whole);
    if (m_file.write(shown) != shown.size() || !m_file.flush())
        return -1;
    return length;
}
