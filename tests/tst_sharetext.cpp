// Results to share: the text and Markdown of a run (the seeds' table shape and the verdicts),
// the run's name and note through the report JSON, and the decimal MB/s choice, which must
// change every rate shown and nothing stored.
#include "ComparisonTable.h"
#include "Presets.h"
#include "RunReport.h"
#include "ShareText.h"
#include "Units.h"

#include <QJsonDocument>
#include <QTest>

namespace {

// Two targets, 1 and 2 streams, complete write and read phases with known rates.
RunReport twoTargets()
{
    RunReport r;
    r.toolVersion = QStringLiteral("test");
    r.config = Presets::find(QStringLiteral("vdr"))->config;
    r.config.targetDirs = { QStringLiteral("/mnt/a"), QStringLiteral("/mnt/b") };
    r.startedAt = QDateTime(QDate(2026, 3, 1), QTime(10, 0));
    r.finishedAt = r.startedAt.addSecs(30);
    r.name = QStringLiteral("sdb | after firmware");
    r.note = QStringLiteral("cold cache");
    const QStringList fs { QStringLiteral("ext4"), QStringLiteral("xfs") };
    for (int t = 0; t < 2; ++t) {
        TargetResult target;
        target.dir = r.config.targetDirs.at(t);
        target.environment.fsType = fs.at(t);
        for (int streams : r.config.streamCounts) {
            PassResult pass;
            pass.streams = streams;
            PhaseResult write;
            write.kind = PhaseKind::Write;
            write.streams = streams;
            write.ongoingMiBs = 20.0 + t;
            write.effectiveMiBs = 10.0 * (t + 1) / streams;
            write.flushTailS = 1.25;
            PhaseResult read = write;
            read.kind = PhaseKind::Read;
            read.effectiveMiBs = 30.0 + streams;
            read.flushTailS = 0;
            pass.phases = { write, read };
            target.passes.append(pass);
        }
        r.targets.append(target);
    }
    return r;
}

} // namespace

class TestShareText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { Units::setRateUnit(Units::RateUnit::MiB); }
    void nameAndNoteRoundTrip();
    void textHasTheSeedsTableAndTheVerdicts();
    void markdownIsATable();
    void stoppedRunClaimsNoEffectiveRate();
    void decimalUnitsChangeWhatIsShownOnly();
    void parsesRateUnits();
};

void TestShareText::nameAndNoteRoundTrip()
{
    const RunReport r = twoTargets();
    QString error;
    const auto back = RunReport::fromJson(r.toJsonBytes(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->name, r.name);
    QCOMPARE(back->note, r.note);
    // A report without them (older ones) loads with both empty, and none are written then.
    RunReport plain = r;
    plain.name.clear();
    plain.note.clear();
    QVERIFY(!plain.toJson().contains(QLatin1String("name")));
    const auto plainBack = RunReport::fromJson(plain.toJsonBytes(), &error);
    QVERIFY2(plainBack, qPrintable(error));
    QVERIFY(plainBack->name.isEmpty() && plainBack->note.isEmpty());
    // The wrong type is refused, as every other field of the report is.
    QJsonObject o = r.toJson();
    o[QLatin1String("name")] = 5;
    QVERIFY(!RunReport::fromJson(QJsonDocument(o).toJson(), &error));
    QVERIFY(error.contains(QLatin1String("name")));
}

void TestShareText::textHasTheSeedsTableAndTheVerdicts()
{
    const RunReport r = twoTargets();
    const QString text = ShareText::plainText(r);
    QVERIFY(text.contains(QStringLiteral("sdb | after firmware \u00b7 vdr \u00b7 2026-03-01 10:00")));
    QVERIFY(text.contains(ComparisonTable::from(r).toText())); // the CLI's table, unchanged
    QVERIFY(text.contains(QLatin1String("Num streams")));
    const QStringList verdicts = ShareText::verdicts(r);
    QCOMPARE(verdicts.size(), 4); // two targets × two passes
    // The CLI's verdict of the pass, under the target's label.
    QVERIFY2(verdicts.at(1).startsWith(QLatin1String("ext4 (/mnt/a), 2 stream")), qPrintable(verdicts.at(1)));
    QVERIFY2(verdicts.at(1).endsWith(QLatin1String(": ongoing 20.00 MiB/s, effective 5.00 MiB/s, flush tail 1.25 s.")),
        qPrintable(verdicts.at(1)));
    for (const QString& v : verdicts)
        QVERIFY(text.contains(v));
    QVERIFY(text.contains(QLatin1String("Note: cold cache")));
}

void TestShareText::markdownIsATable()
{
    const RunReport r = twoTargets();
    const QStringList lines = ShareText::markdown(r).split(QLatin1Char('\n'));
    const qsizetype header
        = lines.indexOf(QStringLiteral("| Filesystem | Write \u00d71 | Read \u00d71 | Write \u00d72 | Read \u00d72 |"));
    QVERIFY(header > 0);
    QCOMPARE(lines.at(header + 1), QStringLiteral("|---|--:|--:|--:|--:|"));
    QCOMPARE(lines.at(header + 2), QStringLiteral("| ext4 (/mnt/a) | 10.00 | 31.00 | 5.00 | 32.00 |"));
    QCOMPARE(lines.at(header + 3), QStringLiteral("| xfs (/mnt/b) | 20.00 | 31.00 | 10.00 | 32.00 |"));
    // A pipe in the name must not split a table cell or the heading.
    QVERIFY(lines.first().contains(QLatin1String("sdb \\| after firmware")));
    QVERIFY(lines.contains(QStringLiteral("> cold cache")));
    QVERIFY(lines.contains(QStringLiteral("- ") + ShareText::verdicts(r).at(0)));
}

void TestShareText::stoppedRunClaimsNoEffectiveRate()
{
    RunReport r = twoTargets();
    r.status = QStringLiteral("cancelled");
    PhaseResult& write = r.targets[0].passes[1].phases[0];
    write.complete = false;
    write.effectiveMiBs = 0;
    write.dirtyAtEndMiB = 200.5;
    const QStringList verdicts = ShareText::verdicts(r);
    QVERIFY2(verdicts.at(1).endsWith(QLatin1String(
                 ": stopped before the flush: ongoing 20.00 MiB/s, no effective rate; 200.5 MiB dirty in memory.")),
        qPrintable(verdicts.at(1)));
    QVERIFY(ShareText::heading(r).endsWith(QLatin1String("stopped")));
    QVERIFY(ShareText::markdown(r).contains(QStringLiteral("| ext4 (/mnt/a) | 10.00 | 31.00 | \u2013 | 32.00 |")));
}

void TestShareText::decimalUnitsChangeWhatIsShownOnly()
{
    const RunReport r = twoTargets();
    const QByteArray json = r.toJsonBytes();
    Units::setRateUnit(Units::RateUnit::MB);
    QCOMPARE(Units::rateUnitName(), QStringLiteral("MB/s"));
    QCOMPARE(Units::shownRate(1.0), 1.048576);
    // 10 MiB/s = 10.49 MB/s in the table, the verdicts and the Markdown.
    QVERIFY(ComparisonTable::from(r).toText().contains(QLatin1String("10.49")));
    QVERIFY(ShareText::verdicts(r).at(0).contains(QLatin1String("effective 10.49 MB/s")));
    QVERIFY(ShareText::markdown(r).contains(QLatin1String("| ext4 (/mnt/a) | 10.49 |")));
    QVERIFY(ShareText::plainText(r).contains(QLatin1String("MB/s; write = effective")));
    // What is kept stays in MiB/s.
    QCOMPARE(r.toJsonBytes(), json);
    QVERIFY(ComparisonTable::from(r).toCsv().contains(",10.000,"));
}

void TestShareText::parsesRateUnits()
{
    QCOMPARE(Units::parseRateUnit(QStringLiteral("MB")), Units::RateUnit::MB);
    QCOMPARE(Units::parseRateUnit(QStringLiteral("mb/s")), Units::RateUnit::MB);
    QCOMPARE(Units::parseRateUnit(QStringLiteral("MiB")), Units::RateUnit::MiB);
    QCOMPARE(Units::parseRateUnit(QStringLiteral("MiB/s")), Units::RateUnit::MiB);
    QVERIFY(!Units::parseRateUnit(QStringLiteral("GB")));
    QVERIFY(!Units::parseRateUnit(QString()));
}

QTEST_GUILESS_MAIN(TestShareText)
#include "tst_sharetext.moc"
