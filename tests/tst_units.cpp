#include "Units.h"

#include <QLocale>
#include <QTest>
#include <cstdint>
#include <optional>

// What a user types must come out as the number they meant, and what the program prints
// must read back as the same number: sizes and durations travel through the CLI, the
// settings form and reports as text.
class TestUnits : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parseSize_data();
    void parseSize();
    void parseDurationNs_data();
    void parseDurationNs();
    void parseRate_data();
    void parseRate();
    void initTestCase();
    void formatSize_data();
    void formatSize();
    void formatSizeFollowsTheLocale();
    void formatSizeRoundTrip_data();
    void formatSizeRoundTrip();
    void formatDurationRoundTrip_data();
    void formatDurationRoundTrip();
};

namespace {
constexpr int64_t KiB = int64_t(1) << 10;
constexpr int64_t MiB = int64_t(1) << 20;
constexpr int64_t GiB = int64_t(1) << 30;
constexpr int64_t TiB = int64_t(1) << 40;
} // namespace

void TestUnits::parseSize_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("bytes");

    QTest::addRow("4k") << QStringLiteral("4k") << true << qint64(4 * KiB);
    QTest::addRow("4K") << QStringLiteral("4K") << true << qint64(4 * KiB);
    QTest::addRow("256KiB") << QStringLiteral("256KiB") << true << qint64(256 * KiB);
    QTest::addRow("16kb") << QStringLiteral("16kb") << true << qint64(16 * KiB);
    QTest::addRow("64M") << QStringLiteral("64M") << true << qint64(64 * MiB);
    QTest::addRow("64MiB") << QStringLiteral("64MiB") << true << qint64(64 * MiB);
    QTest::addRow("1G") << QStringLiteral("1G") << true << qint64(GiB);
    QTest::addRow("2TiB") << QStringLiteral("2TiB") << true << qint64(2 * TiB);
    QTest::addRow("512") << QStringLiteral("512") << true << qint64(512);
    QTest::addRow("512b") << QStringLiteral("512b") << true << qint64(512);
    QTest::addRow("0") << QStringLiteral("0") << true << qint64(0);
    QTest::addRow("1.5G") << QStringLiteral("1.5G") << true << qint64(3 * GiB / 2);
    QTest::addRow("0.5k") << QStringLiteral("0.5k") << true << qint64(512);
    QTest::addRow("spaces") << QStringLiteral(" 8 MiB ") << true << qint64(8 * MiB);

    QTest::addRow("empty") << QString() << false << qint64(0);
    QTest::addRow("blank") << QStringLiteral("   ") << false << qint64(0);
    QTest::addRow("negative") << QStringLiteral("-1") << false << qint64(0);
    QTest::addRow("unknown suffix") << QStringLiteral("4x") << false << qint64(0);
    QTest::addRow("fraction of a byte") << QStringLiteral("1.5") << false << qint64(0);
    QTest::addRow("fraction of a byte with k") << QStringLiteral("1.0001k") << false << qint64(0);
    QTest::addRow("suffix only") << QStringLiteral("k") << false << qint64(0);
    QTest::addRow("too large") << QStringLiteral("99999999T") << false << qint64(0);
    QTest::addRow("exponent") << QStringLiteral("1e3") << false << qint64(0);
    QTest::addRow("two numbers") << QStringLiteral("4 4k") << false << qint64(0);
    QTest::addRow("a rate is not a size") << QStringLiteral("1kB/s") << false << qint64(0);
}

void TestUnits::parseSize()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(qint64, bytes);

    const std::optional<int64_t> parsed = Units::parseSize(text);
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(qint64(*parsed), bytes);
}

void TestUnits::parseDurationNs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("ns");

    QTest::addRow("250ns") << QStringLiteral("250ns") << true << qint64(250);
    QTest::addRow("5us") << QStringLiteral("5us") << true << qint64(5'000);
    QTest::addRow("100ms") << QStringLiteral("100ms") << true << qint64(100'000'000);
    QTest::addRow("10s") << QStringLiteral("10s") << true << qint64(10'000'000'000);
    QTest::addRow("bare number is seconds") << QStringLiteral("3") << true << qint64(3'000'000'000);
    QTest::addRow("1.5s") << QStringLiteral("1.5s") << true << qint64(1'500'000'000);
    QTest::addRow("2m") << QStringLiteral("2m") << true << qint64(120'000'000'000);
    QTest::addRow("2min") << QStringLiteral("2min") << true << qint64(120'000'000'000);
    QTest::addRow("1h") << QStringLiteral("1h") << true << qint64(3'600'000'000'000);
    QTest::addRow("upper case") << QStringLiteral("20MS") << true << qint64(20'000'000);

    QTest::addRow("empty") << QString() << false << qint64(0);
    QTest::addRow("negative") << QStringLiteral("-1s") << false << qint64(0);
    QTest::addRow("unit only") << QStringLiteral("s") << false << qint64(0);
    QTest::addRow("unknown unit") << QStringLiteral("10x") << false << qint64(0);
    QTest::addRow("days are not a unit") << QStringLiteral("1d") << false << qint64(0);
    QTest::addRow("beyond int64 range") << QStringLiteral("999999999h") << false << qint64(0);
}

void TestUnits::parseDurationNs()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(qint64, ns);

    const std::optional<int64_t> parsed = Units::parseDurationNs(text);
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(qint64(*parsed), ns);
}

void TestUnits::parseRate_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<double>("bytesPerSecond");

    QTest::addRow("1MiB/s") << QStringLiteral("1MiB/s") << true << double(MiB);
    QTest::addRow("512k/s") << QStringLiteral("512k/s") << true << double(512 * KiB);
    QTest::addRow("without /s") << QStringLiteral("8M") << true << double(8 * MiB);
    QTest::addRow("upper case /S") << QStringLiteral("2G/S") << true << double(2 * GiB);
    QTest::addRow("fractional") << QStringLiteral("1.5M/s") << true << 1.5 * double(MiB);
    QTest::addRow("plain bytes") << QStringLiteral("100/s") << true << 100.0;
    QTest::addRow("spaces") << QStringLiteral(" 3 MiB/s ") << true << double(3 * MiB);

    QTest::addRow("empty") << QString() << false << 0.0;
    QTest::addRow("only /s") << QStringLiteral("/s") << false << 0.0;
    QTest::addRow("word") << QStringLiteral("fast") << false << 0.0;
    QTest::addRow("negative") << QStringLiteral("-1M/s") << false << 0.0;
    QTest::addRow("unknown unit") << QStringLiteral("1x/s") << false << 0.0;
    QTest::addRow("per minute") << QStringLiteral("1M/min") << false << 0.0;
}

void TestUnits::parseRate()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(double, bytesPerSecond);

    const std::optional<double> parsed = Units::parseRate(text);
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(*parsed, bytesPerSecond);
}

void TestUnits::initTestCase()
{
    // The expected texts below are in the C locale, whatever the machine's is.
    QLocale::setDefault(QLocale::c());
}

void TestUnits::formatSize_data()
{
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<QString>("text");

    QTest::addRow("0") << qint64(0) << QStringLiteral("0 B");
    QTest::addRow("1023") << qint64(1023) << QStringLiteral("1023 B");
    QTest::addRow("4k") << qint64(4 * KiB) << QStringLiteral("4 KiB");
    QTest::addRow("256M") << qint64(256 * MiB) << QStringLiteral("256 MiB");
    QTest::addRow("3T") << qint64(3 * TiB) << QStringLiteral("3 TiB");
    QTest::addRow("2048T stays in TiB") << qint64(2048 * TiB) << QStringLiteral("2048 TiB");
    QTest::addRow("10.5k") << qint64(10 * KiB + 512) << QStringLiteral("10.5 KiB");
    // Just below a unit boundary the rounded value must move up a unit instead of
    // showing an impossible "1024.0 KiB".
    QTest::addRow("1M - 1") << qint64(MiB - 1) << QStringLiteral("1.00 MiB");
}

void TestUnits::formatSize()
{
    QFETCH(qint64, bytes);
    QFETCH(QString, text);
    QCOMPARE(Units::formatSize(bytes), text);
}

// Sizes and rates are shown to people in their own locale (the window and the CLI set the
// default locale from --lang or the system); whatever reads back stays in the C locale.
void TestUnits::formatSizeFollowsTheLocale()
{
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QString size = Units::formatSize(10 * KiB + 512);
    const QString big = Units::formatSize(2048 * TiB);
    const QString rate = Units::formatRate(1.5 * double(MiB));
    const QString compact = Units::formatSizeCompact(1536 * KiB);
    QLocale::setDefault(QLocale::c());
    QCOMPARE(size, QStringLiteral("10,5 KiB"));
    QCOMPARE(big, QStringLiteral("2048 TiB")); // no group separator
    QCOMPARE(rate, QStringLiteral("1,50 MiB/s"));
    QCOMPARE(compact, QStringLiteral("1536k"));
}

void TestUnits::formatSizeRoundTrip_data()
{
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<QString>("compact");

    QTest::addRow("0") << qint64(0) << QStringLiteral("0");
    QTest::addRow("1") << qint64(1) << QStringLiteral("1");
    QTest::addRow("1000") << qint64(1000) << QStringLiteral("1000");
    QTest::addRow("1536") << qint64(1536) << QStringLiteral("1536");
    QTest::addRow("4k") << qint64(4 * KiB) << QStringLiteral("4k");
    QTest::addRow("1023k") << qint64(1023 * KiB) << QStringLiteral("1023k");
    QTest::addRow("1536k") << qint64(1536 * KiB) << QStringLiteral("1536k");
    QTest::addRow("64M") << qint64(64 * MiB) << QStringLiteral("64M");
    QTest::addRow("1G") << qint64(GiB) << QStringLiteral("1G");
    QTest::addRow("5T") << qint64(5 * TiB) << QStringLiteral("5T");
    QTest::addRow("2^62") << (qint64(1) << 62) << QStringLiteral("4194304T");
}

// Both formats must read back exactly: formatSizeCompact is what configs are written with,
// and formatSize is what the UI shows next to an editable value.
void TestUnits::formatSizeRoundTrip()
{
    QFETCH(qint64, bytes);
    QFETCH(QString, compact);

    QCOMPARE(Units::formatSizeCompact(bytes), compact);
    const auto fromCompact = Units::parseSize(compact);
    QVERIFY(fromCompact);
    QCOMPARE(qint64(*fromCompact), bytes);

    // formatSize is exact only for whole multiples of its unit; those must round-trip.
    const QString shown = Units::formatSize(bytes);
    if (!shown.contains(QLatin1Char('.'))) {
        const auto fromShown = Units::parseSize(shown);
        QVERIFY2(fromShown, qPrintable(shown));
        QCOMPARE(qint64(*fromShown), bytes);
    }
}

void TestUnits::formatDurationRoundTrip_data()
{
    QTest::addColumn<qint64>("ns");
    QTest::addColumn<QString>("text");

    QTest::addRow("0") << qint64(0) << QStringLiteral("0s");
    QTest::addRow("1ns") << qint64(1) << QStringLiteral("1ns");
    QTest::addRow("1500ns") << qint64(1500) << QStringLiteral("1500ns");
    QTest::addRow("7us") << qint64(7'000) << QStringLiteral("7us");
    QTest::addRow("100ms") << qint64(100'000'000) << QStringLiteral("100ms");
    QTest::addRow("1500ms") << qint64(1'500'000'000) << QStringLiteral("1500ms");
    QTest::addRow("10s") << qint64(10'000'000'000) << QStringLiteral("10s");
    QTest::addRow("1h") << qint64(3'600'000'000'000) << QStringLiteral("3600s");
}

void TestUnits::formatDurationRoundTrip()
{
    QFETCH(qint64, ns);
    QFETCH(QString, text);

    QCOMPARE(Units::formatDurationNs(ns), text);
    const auto parsed = Units::parseDurationNs(text);
    QVERIFY(parsed);
    QCOMPARE(qint64(*parsed), ns);
}

QTEST_GUILESS_MAIN(TestUnits)
#include "tst_units.moc"
