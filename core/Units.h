#pragma once

#include <QString>
#include <cstdint>
#include <optional>

// Parsing and formatting of the quantities a user types: sizes ("4k", "256KiB", "64M", "1G"),
// durations ("100ms", "10s", "2m") and data rates ("1MiB/s"). All size units are binary
// (k = KiB = 1024) because that is what block sizes and file sizes are made of.
namespace Units {

constexpr double kMiB = 1024.0 * 1024.0;

// Returns the size in bytes, or nullopt when the text is not a size. Accepts a plain number
// (bytes), and the suffixes b, k/K/KB/KiB, m/M/MB/MiB, g/G/GB/GiB, t/T/TB/TiB (case-insensitive).
std::optional<int64_t> parseSize(const QString& text);

// Returns nanoseconds. Accepts ns, us, ms, s, m, h; a bare number means seconds.
std::optional<int64_t> parseDurationNs(const QString& text);

// Returns bytes per second. Accepts a size followed by "/s" ("1MiB/s", "512k/s"); "/s" may be omitted.
std::optional<double> parseRate(const QString& text);

// "256 MiB", "4 KiB", "1.5 GiB": exact units where the value is a whole multiple, else one decimal.
QString formatSize(int64_t bytes);
// Compact form used in option values and config round-trips ("4k", "64M", "1G", "1000").
QString formatSizeCompact(int64_t bytes);
QString formatDurationNs(int64_t ns);
QString formatRate(double bytesPerSecond);

// The unit rates are shown in: MiB/s (2^20 bytes a second, the default and what every
// report and CSV keeps) or MB/s (10^6, the unit CrystalDiskMark and KDiskMark users compare
// with). One choice for the process, made by the front end at start (the CLI's --units, the
// window's setting); every table that shows a rate converts through shownRate().
enum class RateUnit { MiB, MB };
void setRateUnit(RateUnit unit);
RateUnit rateUnit();
// "MiB", "MiB/s", "MB", "MB/s" (any case; "mb" is decimal); nullopt for anything else.
std::optional<RateUnit> parseRateUnit(const QString& text);
// A rate in MiB/s (as measured and stored) in the chosen unit, and that unit's name.
double shownRate(double mibPerSecond);
QString rateUnitName(); // "MiB/s" or "MB/s"
// formatRate() in the chosen unit: "1.00 MiB/s", or "1.05 MB/s" with decimal units.
QString formatShownRate(double bytesPerSecond);

inline double toMiB(double bytes)
{
    return bytes / kMiB;
}

} // namespace Units
