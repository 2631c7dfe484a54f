#include "Units.h"

#include <QLocale>
#include <QRegularExpression>
#include <atomic>
#include <cmath>
#include <limits>

namespace Units {
namespace {

struct Suffix {
    const char* name;
    int64_t factor;
};

std::optional<int64_t> multiplierFor(const QString& suffix)
{
    static const Suffix suffixes[] = {
        { "", 1 },
        { "b", 1 },
        { "k", int64_t(1) << 10 },
        { "kb", int64_t(1) << 10 },
        { "kib", int64_t(1) << 10 },
        { "m", int64_t(1) << 20 },
        { "mb", int64_t(1) << 20 },
        { "mib", int64_t(1) << 20 },
        { "g", int64_t(1) << 30 },
        { "gb", int64_t(1) << 30 },
        { "gib", int64_t(1) << 30 },
        { "t", int64_t(1) << 40 },
        { "tb", int64_t(1) << 40 },
        { "tib", int64_t(1) << 40 },
    };
    const QString lower = suffix.toLower();
    for (const Suffix& s : suffixes) {
        if (lower == QLatin1String(s.name))
            return s.factor;
    }
    return std::nullopt;
}

// Splits "12.5MiB" into number and suffix; the number may have a fraction ("1.5G").
bool splitNumber(const QString& text, double& number, QString& suffix)
{
    static const QRegularExpression re(QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([A-Za-z]*)\\s*$"));
    const auto match = re.match(text);
    if (!match.hasMatch())
        return false;
    bool ok = false;
    number = match.captured(1).toDouble(&ok);
    suffix = match.captured(2);
    return ok && std::isfinite(number);
}

} // namespace

std::optional<int64_t> parseSize(const QString& text)
{
    double number = 0;
    QString suffix;
    if (!splitNumber(text, number, suffix))
        return std::nullopt;
    const auto factor = multiplierFor(suffix);
    if (!factor)
        return std::nullopt;
    const double bytes = number * double(*factor);
    // Fractions of a byte and values beyond 2^62 are not sizes anyone means.
    if (bytes > double(int64_t(1) << 62) || bytes != std::floor(bytes))
        return std::nullopt;
    return int64_t(bytes);
}

std::optional<int64_t> parseDurationNs(const QString& text)
{
    double number = 0;
    QString suffix;
    if (!splitNumber(text, number, suffix))
        return std::nullopt;
    const QString unit = suffix.toLower();
    double factor = 0;
    if (unit == QLatin1String("ns"))
        factor = 1;
    else if (unit == QLatin1String("us"))
        factor = 1e3;
    else if (unit == QLatin1String("ms"))
        factor = 1e6;
    else if (unit.isEmpty() || unit == QLatin1String("s"))
        factor = 1e9;
    else if (unit == QLatin1String("m") || unit == QLatin1String("min"))
        factor = 60e9;
    else if (unit == QLatin1String("h"))
        factor = 3600e9;
    else
        return std::nullopt;
    const double ns = number * factor;
    if (ns > 1e18)
        return std::nullopt;
    return int64_t(std::llround(ns));
}

std::optional<double> parseRate(const QString& text)
{
    QString body = text.trimmed();
    if (body.endsWith(QLatin1String("/s"), Qt::CaseInsensitive))
        body.chop(2);
    double number = 0;
    QString suffix;
    if (!splitNumber(body, number, suffix))
        return std::nullopt;
    const auto factor = multiplierFor(suffix);
    if (!factor)
        return std::nullopt;
    return number * double(*factor);
}

namespace {
// The active locale's decimal point, without group separators: "1023 B", not "1.023 B".
QLocale shownLocale()
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale;
}
} // namespace

QString formatSize(int64_t bytes)
{
    static const char* const names[] = { "B", "KiB", "MiB", "GiB", "TiB" };
    int unit = 0;
    double value = double(bytes);
    while (unit < 4 && std::fabs(value) >= 1024.0) {
        value /= 1024.0;
        ++unit;
    }
    const auto decimalsFor = [](double v) { return v == std::floor(v) ? 0 : (std::fabs(v) < 10 ? 2 : 1); };
    int decimals = decimalsFor(value);
    // Rounding to the shown decimals can reach the next unit (1048575 bytes is 1023.999 KiB):
    // show "1.00 MiB" rather than the impossible "1024.0 KiB".
    const double scale = std::pow(10.0, decimals);
    if (unit < 4 && std::fabs(std::round(value * scale) / scale) >= 1024.0) {
        value /= 1024.0;
        ++unit;
        decimals = decimalsFor(value);
    }
    // Shown to people, so in the active locale ("1,50 GiB" in German); the forms a user types
    // and files hold (formatSizeCompact, formatDurationNs, the reports) stay in the C locale.
    return shownLocale().toString(value, 'f', decimals) + QLatin1Char(' ') + QLatin1String(names[unit]);
}

QString formatSizeCompact(int64_t bytes)
{
    static const char suffixes[] = { 'T', 'G', 'M', 'k' };
    for (int i = 0; i < 4; ++i) {
        const int64_t factor = int64_t(1) << (10 * (4 - i));
        if (bytes != 0 && bytes % factor == 0)
            return QString::number(bytes / factor) + QLatin1Char(suffixes[i]);
    }
    return QString::number(bytes);
}

QString formatDurationNs(int64_t ns)
{
    if (ns % 1'000'000'000 == 0)
        return QString::number(ns / 1'000'000'000) + QLatin1String("s");
    if (ns % 1'000'000 == 0)
        return QString::number(ns / 1'000'000) + QLatin1String("ms");
    if (ns % 1000 == 0)
        return QString::number(ns / 1000) + QLatin1String("us");
    return QString::number(ns) + QLatin1String("ns");
}

QString formatRate(double bytesPerSecond)
{
    return shownLocale().toString(bytesPerSecond / kMiB, 'f', 2) + QLatin1String(" MiB/s");
}

namespace {
std::atomic<RateUnit> g_rateUnit { RateUnit::MiB };
} // namespace

void setRateUnit(RateUnit unit)
{
    g_rateUnit.store(unit);
}

RateUnit rateUnit()
{
    return g_rateUnit.load();
}

std::optional<RateUnit> parseRateUnit(const QString& text)
{
    QString unit = text.trimmed().toLower();
    if (unit.endsWith(QLatin1String("/s")))
        unit.chop(2);
    if (unit == QLatin1String("mib"))
        return RateUnit::MiB;
    if (unit == QLatin1String("mb"))
        return RateUnit::MB;
    return std::nullopt;
}

double shownRate(double mibPerSecond)
{
    return rateUnit() == RateUnit::MB ? mibPerSecond * kMiB / 1e6 : mibPerSecond;
}

QString rateUnitName()
{
    return rateUnit() == RateUnit::MB ? QStringLiteral("MB/s") : QStringLiteral("MiB/s");
}

QString formatShownRate(double bytesPerSecond)
{
    return shownLocale().toString(shownRate(bytesPerSecond / kMiB), 'f', 2) + QLatin1Char(' ') + rateUnitName();
}

} // namespace Units
