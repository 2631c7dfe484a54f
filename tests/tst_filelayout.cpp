// FileLayout: the FIEMAP reader (its batches scripted through the seam: a long map, a file that
// grows while it is read, a filesystem without a block map) and the figures of a pass from
// extent lists made by hand (perfect alternation, files laid out alone, holes, flags, the
// 0 % and 100 % edges). A real file on a disk is compared with filefrag -v, the reference.
#include "Engine.h"
#include "FileLayout.h"
#include "ReportJsonParts.h"
#include "Residency.h"
#include "TestSupport.h"
#include "Trust.h"
#include "safety/SafetySupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <cmath>
#include <fcntl.h>
#include <linux/fiemap.h>
#include <unistd.h>

using FileLayout::Extent;
using FileLayout::FileMap;

namespace {
constexpr uint64_t kBlock = 4096;

// A file of `count` pieces of `blockBytes`, logically contiguous, placed every `stride`
// bytes on the disk from `firstPhysical`.
FileMap strided(const QString& name, int count, uint64_t blockBytes, uint64_t firstPhysical, uint64_t stride)
{
    FileMap m;
    m.name = name;
    m.sizeBytes = int64_t(count * blockBytes);
    for (int i = 0; i < count; ++i) {
        m.extents.append({ uint64_t(i) * blockBytes, firstPhysical + uint64_t(i) * stride, blockBytes,
            i + 1 == count ? uint32_t(FIEMAP_EXTENT_LAST) : 0u });
    }
    return m;
}

// The extents a scripted file gives from fm_start on, `batch` at most per call, as the kernel does.
struct ScriptedFile {
    QList<Extent> extents;
    bool markLast = true;
    int calls = 0;
    QList<uint32_t> flagsAsked;

    int operator()(fiemap* request)
    {
        ++calls;
        flagsAsked.append(request->fm_flags);
        uint32_t n = 0;
        for (qsizetype i = 0; i < extents.size() && n < request->fm_extent_count; ++i) {
            const Extent& e = extents.at(i);
            if (e.logical + e.length <= request->fm_start)
                continue;
            fiemap_extent& out = request->fm_extents[n++];
            out.fe_logical = e.logical;
            out.fe_physical = e.physical;
            out.fe_length = e.length;
            out.fe_flags = e.flags | (markLast && i + 1 == extents.size() ? FIEMAP_EXTENT_LAST : 0);
        }
        request->fm_mapped_extents = n;
        return 0;
    }
};
} // namespace

class TestFileLayout : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Seed 000's picture: two files written 4 KiB round-robin, each block placed after the
    // other file's. Every boundary of each file leads to the other file.
    void perfectAlternation()
    {
        const QList<FileMap> files { strided(QStringLiteral("a"), 26, kBlock, 0, 2 * kBlock),
            strided(QStringLiteral("b"), 26, kBlock, kBlock, 2 * kBlock) };
        const FileLayout::PassFigures pass = FileLayout::figures(files);
        QCOMPARE(pass.mappedFiles, 2);
        for (const FileLayout::FileFigures& f : pass.files) {
            QCOMPARE(f.extents, 26);
            QCOMPARE(f.interleavedBoundaries, 25);
            QCOMPARE(f.interleave, 1.0);
            QCOMPARE(f.medianExtent, kBlock);
            QCOMPARE(f.halfDataExtent, kBlock);
            QCOMPARE(f.smallestExtent, kBlock);
            // 26 blocks spread over 51 blocks of the disk.
            QCOMPARE(f.spanRatio, double(51 * kBlock) / double(26 * kBlock));
        }
        QCOMPARE(pass.interleave, 1.0);
        QCOMPARE(pass.alternationPiece, kBlock);
        QCOMPARE(FileLayout::sentence(pass),
            QStringLiteral("The 2 files alternate on the disk in 26 pieces each (half their data in pieces of 4 KiB or "
                           "more): reading one back "
                           "skips over the other's data 25 times."));
    }

    // What ext2 makes of two files written 4 KiB round-robin (filefrag -v on a loop ext2, kernel
    // 6.1): 16 single blocks each, then pieces that double from 16 to 1,024 blocks. Counted one
    // by one the median piece is 4 KiB; half the data lies in the last, 4 MiB piece, and that is
    // what the sentence gives, since a read-back spends its time where the bytes are.
    void piecesWeighedByTheirData()
    {
        QList<FileMap> files { FileMap {}, FileMap {} };
        uint64_t physical = 0;
        QList<uint64_t> lengths(16, kBlock);
        for (uint64_t blocks = 16; blocks <= 1024; blocks *= 2)
            lengths.append(blocks * kBlock);
        uint64_t logical = 0;
        for (qsizetype p = 0; p < lengths.size(); ++p) {
            for (int f = 0; f < 2; ++f) {
                const uint32_t last = p + 1 == lengths.size() ? uint32_t(FIEMAP_EXTENT_LAST) : 0u;
                files[f].extents.append({ logical, physical, lengths.at(p), last });
                physical += lengths.at(p);
            }
            logical += lengths.at(p);
        }
        for (int f = 0; f < 2; ++f) {
            files[f].name = QString::number(f);
            files[f].sizeBytes = int64_t(logical);
        }
        const FileLayout::PassFigures pass = FileLayout::figures(files);
        for (const FileLayout::FileFigures& f : pass.files) {
            QCOMPARE(f.extents, 23);
            QCOMPARE(f.medianExtent, kBlock);
            QCOMPARE(f.smallestExtent, kBlock);
            QCOMPARE(f.halfDataExtent, uint64_t(4) << 20);
        }
        QCOMPARE(pass.medianPiece, kBlock);
        QCOMPARE(pass.halfDataPiece, uint64_t(4) << 20);
        QCOMPARE(pass.alternationPiece, uint64_t(4) << 20);
        QCOMPARE(FileLayout::sentence(pass),
            QStringLiteral("The 2 files alternate on the disk in 23 pieces each (half their data in pieces of 4 MiB or "
                           "more): reading one back skips over the other's data 22 times."));
        // Just under half in the longest piece: the next one down is the answer.
        files[0].extents.last().length -= kBlock;
        files[1].extents.last().length -= kBlock;
        QCOMPARE(FileLayout::figures(files).halfDataPiece, uint64_t(2) << 20);
    }

    // What the layout cost the read that followed: each piece a seek on a disk with heads
    // (~10 ms), next to nothing without heads, and never the reason for files in 1-3 extents.
    void readBackIsToldItsCost()
    {
        const FileLayout::PassFigures alternating
            = FileLayout::figures({ strided(QStringLiteral("a"), 26, kBlock, 0, 2 * kBlock),
                strided(QStringLiteral("b"), 26, kBlock, kBlock, 2 * kBlock) });
        QCOMPARE(FileLayout::readBackSentence(alternating, 0.8, true),
            QStringLiteral("Read back in 0.80 s from 52 pieces in all: on a disk with heads that is about as many "
                           "seeks, ~0.52 s at ~10 ms each, most of the read's time."));
        // Faster than the seeks alone would take: the device did not seek (a loop device over a
        // cached file reads its 36 pieces in 0.07 s and still says it is rotational).
        QCOMPARE(FileLayout::readBackSentence(alternating, 0.4, true),
            QStringLiteral("Read back in 0.40 s from 52 pieces in all: a disk with heads would have spent ~0.52 s "
                           "seeking to them (~10 ms each), longer than the read took: this device did not pay for "
                           "them (flash or a cache under it)."));
        QCOMPARE(FileLayout::readBackSentence(alternating, 5.0, true),
            QStringLiteral("Read back in 5.00 s from 52 pieces in all: on a disk with heads that is about as many "
                           "seeks, ~0.52 s at ~10 ms each, a small part of the read's time."));
        QCOMPARE(FileLayout::readBackSentence(alternating, 0.4, false),
            QStringLiteral("Read back in 0.40 s from 52 pieces in all: a device without heads (SSD, virtual disk) "
                           "pays next to nothing for them."));
        const FileLayout::PassFigures whole = FileLayout::figures({ strided(QStringLiteral("a"), 1, 64 << 20, 0, 0),
            strided(QStringLiteral("b"), 1, 64 << 20, 128 << 20, 0) });
        QCOMPARE(FileLayout::readBackSentence(whole, 30.0, true),
            QStringLiteral("Read back in 30.0 s from 2 pieces in all: the layout is not what set the read rate."));
        QCOMPARE(FileLayout::readBackSentence(whole, 0, true), QString());
        QCOMPARE(FileLayout::readBackSentence(FileLayout::PassFigures {}, 1.0, true), QString());
    }

    // Each file alone in one run of the disk: nothing to alternate, no boundary.
    void filesLaidOutAlone()
    {
        FileMap a;
        a.name = QStringLiteral("a");
        a.sizeBytes = 64 << 20;
        // Three FIEMAP extents that continue each other are one piece, as filefrag counts.
        a.extents = { { 0, 1 << 20, 16 << 20, 0 }, { 16 << 20, 17 << 20, 16 << 20, 0 },
            { 32 << 20, 33 << 20, 32 << 20, FIEMAP_EXTENT_LAST } };
        FileMap b = strided(QStringLiteral("b"), 1, 64 << 20, 200 << 20, 0);
        const FileLayout::PassFigures pass = FileLayout::figures({ a, b });
        QCOMPARE(pass.files.at(0).extents, 1);
        QCOMPARE(pass.files.at(0).interleave, -1.0);
        QCOMPARE(pass.files.at(0).spanRatio, 1.0);
        QCOMPARE(pass.files.at(0).extentsPerGiB, 16.0);
        QCOMPARE(pass.interleave, -1.0);
        QCOMPARE(pass.alternationPiece, uint64_t(0));
        QCOMPARE(FileLayout::sentence(pass),
            QStringLiteral("Each file lies in one extent: layout does not explain the read rate."));
    }

    // Fragmented but each file's pieces followed by its own (or by free space): 0 %.
    void fragmentedWithoutAlternating()
    {
        const QList<FileMap> files { strided(QStringLiteral("a"), 4, 64 * kBlock, 0, 100 * kBlock),
            strided(QStringLiteral("b"), 4, 64 * kBlock, 1000 * kBlock, 100 * kBlock) };
        const FileLayout::PassFigures pass = FileLayout::figures(files);
        QCOMPARE(pass.files.at(0).interleave, 0.0);
        QCOMPARE(pass.files.at(1).interleave, 0.0);
        QCOMPARE(pass.interleave, 0.0);
        QCOMPARE(FileLayout::sentence(pass),
            QStringLiteral("The files lie in 4 extents each, not alternating with each other (0 % of their "
                           "boundaries lead to another file)."));
    }

    // A piece goes on where the disk keeps the file's own distances: across a hole whose
    // blocks were left free, not across a hole whose blocks hold something else, nor where
    // the file continues elsewhere on the disk (filefrag's count).
    void gapsOnTheDiskSplitPieces()
    {
        FileMap m;
        m.name = QStringLiteral("holes");
        m.extents
            = { { 0, 0, kBlock, 0 }, { 2 * kBlock, 2 * kBlock, kBlock, 0 }, { 3 * kBlock, 10 * kBlock, kBlock, 0 },
                  { 4 * kBlock, 11 * kBlock, kBlock, 0 }, { 6 * kBlock, 15 * kBlock, kBlock, FIEMAP_EXTENT_LAST } };
        const QList<FileLayout::Piece> pieces = FileLayout::pieces(m);
        QCOMPARE(pieces.size(), 3);
        QCOMPARE(pieces.at(0).length, 3 * kBlock); // over the hole whose block was left free
        QCOMPARE(pieces.at(1).logical, 3 * kBlock);
        QCOMPARE(pieces.at(1).physical, 10 * kBlock);
        QCOMPARE(pieces.at(1).length, 2 * kBlock);
        QCOMPARE(pieces.at(2).physical, 15 * kBlock); // 3 blocks on, where the file went 2
    }

    // What the flags say is counted in bytes; data not yet placed is no piece.
    void flagsAreCountedHonestly()
    {
        FileMap m;
        m.name = QStringLiteral("f");
        m.sizeBytes = int64_t(10 * kBlock);
        m.extents = { { 0, 0, 2 * kBlock, FIEMAP_EXTENT_UNWRITTEN },
            { 2 * kBlock, 0, 3 * kBlock, FIEMAP_EXTENT_DELALLOC | FIEMAP_EXTENT_UNKNOWN },
            { 5 * kBlock, 50 * kBlock, kBlock, FIEMAP_EXTENT_ENCODED },
            { 6 * kBlock, 60 * kBlock, kBlock, FIEMAP_EXTENT_SHARED },
            { 7 * kBlock, 0, kBlock, FIEMAP_EXTENT_DATA_INLINE | FIEMAP_EXTENT_NOT_ALIGNED | FIEMAP_EXTENT_LAST } };
        const FileLayout::PassFigures pass = FileLayout::figures({ m });
        const FileLayout::FlagBytes& flags = pass.files.at(0).flags;
        QCOMPARE(flags.unwritten, 2 * kBlock);
        QCOMPARE(flags.notPlaced, 3 * kBlock);
        QCOMPARE(flags.encoded, kBlock);
        QCOMPARE(flags.shared, kBlock);
        QCOMPARE(flags.inlined, kBlock);
        QCOMPARE(pass.notPlacedBytes, 3 * kBlock);
        QCOMPARE(pass.files.at(0).extents, 3); // unwritten, encoded, shared: placed

        FileMap waiting;
        waiting.extents = { { 0, 0, 8 * kBlock, FIEMAP_EXTENT_DELALLOC | FIEMAP_EXTENT_UNKNOWN | FIEMAP_EXTENT_LAST } };
        QCOMPARE(FileLayout::sentence(FileLayout::figures({ waiting, waiting })),
            QStringLiteral("The filesystem has not placed the data yet (delayed allocation): where it lands is "
                           "known once it is written back."));
    }

    // 1,200 extents come in three batches of at most 512, each asked from where the last ended;
    // the sync flag (asked for) only on the first call.
    void longMapComesInBatches()
    {
        ScriptedFile file;
        for (int i = 0; i < 1200; ++i)
            file.extents.append({ uint64_t(i) * kBlock, uint64_t(i) * 2 * kBlock, kBlock, 0 });
        const FileMap m = FileLayout::map(std::ref(file), QStringLiteral("long"), QStringLiteral("ext2"), true);
        QVERIFY(m.mapped());
        QCOMPARE(m.extents.size(), 1200);
        QCOMPARE(m.extents.at(1199).physical, 2398 * kBlock);
        QCOMPARE(file.calls, 3);
        QCOMPARE(file.flagsAsked, (QList<uint32_t> { FIEMAP_FLAG_SYNC, 0, 0 }));
        QCOMPARE(FileLayout::pieces(m).size(), 1200);
    }

    // A file still being written has no LAST extent: the map ends when nothing more comes.
    void growingFileEndsWhenNothingMoreComes()
    {
        ScriptedFile file;
        file.markLast = false;
        for (int i = 0; i < 700; ++i)
            file.extents.append({ uint64_t(i) * kBlock, uint64_t(i) * 3 * kBlock, kBlock, 0 });
        const FileMap m = FileLayout::map(std::ref(file), QStringLiteral("growing"), QString());
        QCOMPARE(m.extents.size(), 700);
        QCOMPARE(file.calls, 3); // 512, 188, then none
    }

    // No block map: said with the filesystem's name, never a made-up figure.
    void noBlockMapIsSaid()
    {
        const FileMap m
            = FileLayout::map([](fiemap*) { return -EOPNOTSUPP; }, QStringLiteral("x"), QStringLiteral("tmpfs"));
        QVERIFY(!m.mapped());
        QVERIFY(m.extents.isEmpty());
        const FileLayout::PassFigures pass = FileLayout::figures({ m, m });
        QCOMPARE(pass.mappedFiles, 0);
        QCOMPARE(FileLayout::sentence(pass), QStringLiteral("Layout: not available on tmpfs (it has no block map)."));
        const FileMap other = FileLayout::map([](fiemap*) { return -EIO; }, QStringLiteral("x"), QString());
        QVERIFY2(other.error.startsWith(QStringLiteral("cannot map its extents: ")), qPrintable(other.error));
    }

    // The figures go into a report's pass and come back the same; a wrong value is named.
    void layoutRoundTripsThroughTheReport()
    {
        FileMap waiting;
        waiting.name = QStringLiteral("c");
        waiting.error = QStringLiteral("cannot map its extents: Input/output error (EIO)");
        const FileLayout::PassFigures pass
            = FileLayout::figures({ strided(QStringLiteral("a"), 26, kBlock, 0, 2 * kBlock),
                strided(QStringLiteral("b"), 26, kBlock, kBlock, 2 * kBlock), waiting });
        const QJsonObject json = ReportJson::layout(pass);
        FileLayout::PassFigures back;
        QString error;
        QVERIFY2(ReportJson::readLayout(json, 3, back, &error), qPrintable(error));
        QCOMPARE(back, pass);
        QCOMPARE(back.files.at(2).error, waiting.error);
        // One file per stream, no more, no less.
        QVERIFY(!ReportJson::readLayout(json, 2, back, &error));
        QVERIFY2(error.contains(QStringLiteral("\"layout.files\"")), qPrintable(error));
        QJsonObject bad = json;
        bad[QStringLiteral("interleave")] = 1.5;
        QVERIFY(!ReportJson::readLayout(bad, 3, back, &error));
        QVERIFY2(error.contains(QStringLiteral("\"layout.interleave\"")), qPrintable(error));
        QJsonArray files = json.value(QStringLiteral("files")).toArray();
        QJsonObject file = files.at(0).toObject();
        file[QStringLiteral("extents")] = -3;
        files[0] = file;
        bad = json;
        bad[QStringLiteral("files")] = files;
        QVERIFY(!ReportJson::readLayout(bad, 3, back, &error));
        QVERIFY2(error.contains(QStringLiteral("\"layout.extents\"")), qPrintable(error));
        // A report from before the byte-weighted figures reads with them 0; a wrong one is named.
        bad = json;
        bad.remove(QStringLiteral("half_data_piece_bytes"));
        QVERIFY2(ReportJson::readLayout(bad, 3, back, &error), qPrintable(error));
        QCOMPARE(back.halfDataPiece, uint64_t(0));
        bad[QStringLiteral("half_data_piece_bytes")] = QStringLiteral("4 KiB");
        QVERIFY(!ReportJson::readLayout(bad, 3, back, &error));
        QVERIFY2(error.contains(QStringLiteral("\"layout.half_data_piece_bytes\"")), qPrintable(error));
    }

    // A real run: every pass is mapped after its write phase, one file per stream, and the
    // report (saved and loaded) keeps it; the observer hears it before the read phase.
    void runMapsEveryPassAfterItsWrite()
    {
        const QString base = diskBackedScratch();
        QVERIFY2(!base.isEmpty(), "neither /var/tmp nor the build directory is on a disk");
        QTemporaryDir dir(base + QStringLiteral("/tst_filelayout-run-XXXXXX"));
        QVERIFY(dir.isValid());
        RunConfig c;
        c.targetDirs = { dir.path() };
        c.streamCounts = { 1, 2 };
        c.sizePerStream = 1024 * 1024;
        c.totalSize = 0;
        c.blockSize = 64 * 1024;
        c.intervalNs = 20'000'000;
        struct Heard : RunObserver {
            QStringList events;
            QList<FileLayout::PassFigures> layouts;
            void phaseStarted(int, int pass, PhaseKind kind, double) override
            {
                if (kind == PhaseKind::Read || kind == PhaseKind::Write)
                    events << QStringLiteral("%1 %2").arg(pass).arg(
                        kind == PhaseKind::Read ? QStringLiteral("read") : QStringLiteral("write"));
            }
            void passLayout(int, int pass, const FileLayout::PassFigures& layout) override
            {
                events << QStringLiteral("%1 layout").arg(pass);
                layouts << layout;
            }
        } heard;
        PosixIoBackend backend;
        Engine engine(backend, &heard, EngineOptions { 0, false });
        const RunReport report = engine.run(c);
        QVERIFY2(report.ok(), qPrintable(report.error));
        QCOMPARE(heard.events,
            (QStringList { QStringLiteral("0 write"), QStringLiteral("0 layout"), QStringLiteral("0 read"),
                QStringLiteral("1 write"), QStringLiteral("1 layout"), QStringLiteral("1 read") }));
        const QList<PassResult>& passes = report.targets.at(0).passes;
        QCOMPARE(passes.size(), 2);
        for (int p = 0; p < 2; ++p) {
            QVERIFY(passes.at(p).layout.has_value());
            const FileLayout::PassFigures& layout = *passes.at(p).layout;
            QCOMPARE(layout, heard.layouts.at(p));
            QCOMPARE(layout.files.size(), p + 1);
            QCOMPARE(layout.mappedFiles, p + 1);
            for (const FileLayout::FileFigures& f : layout.files) {
                QCOMPARE(f.sizeBytes, int64_t(1024 * 1024));
                QVERIFY(f.extents >= 1); // flushed at the end: placed
                QCOMPARE(f.flags.notPlaced, uint64_t(0));
            }
        }
        QString error;
        const std::optional<RunReport> back = RunReport::fromJson(report.toJsonBytes(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->targets.at(0).passes.at(1).layout, passes.at(1).layout);
    }

    // Seed 000 on the filesystem of its time (root: a loop ext2 of this test's own): one
    // stream lies in a few extents; two streams written 4 KiB round-robin by one thread
    // alternate on the disk, every piece of one followed by the other's (here 2 x 32 MiB came
    // out as 26 pieces each, ext2's reservation windows growing from one block).
    void ext2RoundRobinAlternates()
    {
        QString reason;
        if (!Safety::Mounts::available(&reason) || !Safety::Mounts::loopAvailable(&reason))
            QSKIP(qPrintable(reason));
        const QString mkfs = Safety::findTool(QStringLiteral("mkfs.ext2"));
        QVERIFY2(!mkfs.isEmpty(), "mkfs.ext2 (e2fsprogs) is not installed");
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString image = tmp.filePath(QStringLiteral("ext2.img"));
        QFile file(image);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(qint64(256) << 20)); // sparse
        file.close();
        const Safety::ToolResult made = Safety::runTool(
            mkfs, { QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-b"), QStringLiteral("4096"), image });
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        const Safety::Loop loop = Safety::attachLoop(image, 512, &reason);
        QVERIFY2(loop.fd >= 0, qPrintable(reason));
        const QString mountPoint = tmp.filePath(QStringLiteral("mnt"));
        QVERIFY(QDir().mkpath(mountPoint));
        Safety::Mounts mounts;
        const bool mounted = mounts.device(loop.device, mountPoint, "ext2", &reason);
        ::close(loop.fd); // the mount holds the device now; it detaches when unmounted
        QVERIFY2(mounted, qPrintable(reason));

        RunConfig c;
        c.targetDirs = { mountPoint };
        c.streamCounts = { 1, 2 };
        c.totalSize = 64 * 1024 * 1024;
        c.sizePerStream = 0;
        c.blockSize = 4096;
        c.schedule = Schedule::RoundRobin;
        c.read = ReadOrder::None;
        PosixIoBackend backend;
        Engine engine(backend, nullptr, EngineOptions { 0, false });
        const RunReport report = engine.run(c);
        QVERIFY2(report.ok(), qPrintable(report.error));
        const FileLayout::PassFigures one = *report.targets.at(0).passes.at(0).layout;
        const FileLayout::PassFigures two = *report.targets.at(0).passes.at(1).layout;
        QVERIFY2(one.maxExtents >= 1 && one.maxExtents <= 16, qPrintable(FileLayout::sentence(one)));
        QCOMPARE(two.mappedFiles, 2);
        for (const FileLayout::FileFigures& f : two.files) {
            QVERIFY2(f.extents >= 10, qPrintable(FileLayout::sentence(two)));
            QVERIFY2(f.interleave >= 0.9, qPrintable(QString::number(f.interleave)));
            QCOMPARE(f.flags.notPlaced, uint64_t(0));
        }
        QVERIFY2(FileLayout::sentence(two).startsWith(QStringLiteral("The 2 files alternate on the disk in ")),
            qPrintable(FileLayout::sentence(two)));

        // The same pattern written by another program, asked afterwards with --layout-of: 2 x
        // 8 MiB in 4 KiB blocks round-robin alternate block by block; the same files written
        // one after the other lie in pieces of hundreds of KiB (ext2 spreads even those over
        // its block group: that they alternate too is recorded, not hoped away).
        auto writeFiles = [&](const QString& name, bool roundRobin) {
            const QString dir = mountPoint + QLatin1Char('/') + name;
            if (!QDir().mkpath(dir))
                return QString();
            const QByteArray block(4096, 'r');
            int fds[2];
            for (int f = 0; f < 2; ++f)
                fds[f] = ::open(QFile::encodeName(dir + QStringLiteral("/take%1.ts").arg(f)).constData(),
                    O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
            bool ok = fds[0] >= 0 && fds[1] >= 0;
            constexpr int kBlocks = 2048;
            for (int i = 0; ok && i < 2 * kBlocks; ++i) {
                const int f = roundRobin ? i % 2 : i / kBlocks;
                ok = ::write(fds[f], block.constData(), size_t(block.size())) == block.size();
            }
            for (const int fd : fds) {
                ok = ok && ::fsync(fd) == 0;
                ::close(fd);
            }
            return ok ? dir : QString();
        };
        auto layoutOf = [&](const QString& dir, QString* out) {
            const QString json = tmp.filePath(QFileInfo(dir).fileName() + QStringLiteral(".json"));
            QProcess cli;
            cli.start(QStringLiteral(STREAMSCOPE_CLI),
                { QStringLiteral("--layout-of"), dir, QStringLiteral("--json"), json });
            if (!cli.waitForFinished(60'000))
                return QJsonObject();
            *out = QString::fromUtf8(cli.readAllStandardOutput() + cli.readAllStandardError());
            QFile file(json);
            if (cli.exitCode() != 0 || !file.open(QIODevice::ReadOnly))
                return QJsonObject();
            return QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("layout")).toObject();
        };
        const QString alternating = writeFiles(QStringLiteral("rr"), true);
        const QString apart = writeFiles(QStringLiteral("seq"), false);
        QVERIFY(!alternating.isEmpty() && !apart.isEmpty());
        QString out;
        const QJsonObject rr = layoutOf(alternating, &out);
        QVERIFY2(out.contains(QStringLiteral("The 2 files alternate on the disk in ")), qPrintable(out));
        QCOMPARE(rr.value(QLatin1String("mapped_files")).toInt(), 2);
        QVERIFY2(rr.value(QLatin1String("interleave")).toDouble() >= 0.9, qPrintable(out));
        QVERIFY2(rr.value(QLatin1String("median_piece_bytes")).toInteger() <= 16 * 1024, qPrintable(out));
        QVERIFY2(rr.value(QLatin1String("half_data_piece_bytes")).toInteger()
                >= rr.value(QLatin1String("median_piece_bytes")).toInteger(),
            qPrintable(out));
        const QJsonArray rrFiles = rr.value(QLatin1String("files")).toArray();
        for (const QJsonValue f : rrFiles) {
            // ext2 starts each file block by block: many pieces, the first ones single blocks.
            QVERIFY2(f[QLatin1String("extents")].toInt() >= 16, qPrintable(out));
            QCOMPARE(f[QLatin1String("smallest_extent_bytes")].toInteger(), qint64(4096));
        }
        const QJsonObject seq = layoutOf(apart, &out);
        QCOMPARE(seq.value(QLatin1String("mapped_files")).toInt(), 2);
        QVERIFY2(seq.value(QLatin1String("median_piece_bytes")).toInteger() >= 256 * 1024, qPrintable(out));
        for (const QJsonValue f : seq.value(QLatin1String("files")).toArray()) {
            QVERIFY2(
                f[QLatin1String("extents")].toInt() < rrFiles.at(0)[QLatin1String("extents")].toInt(), qPrintable(out));
            QVERIFY2(f[QLatin1String("smallest_extent_bytes")].toInteger() >= 64 * 1024, qPrintable(out));
        }
    }

    // The bytes not yet placed: DELALLOC extents only, counted up to the file's size (XFS lists
    // speculative preallocation past it); a file without a map has no figure.
    void delayedBytesAreTheUnplacedData()
    {
        FileMap f;
        f.sizeBytes = 10 * kBlock;
        f.extents = { { 0, 1 << 20, 4 * kBlock, 0 }, { 4 * kBlock, 0, 4 * kBlock, FIEMAP_EXTENT_DELALLOC },
            { 8 * kBlock, 0, 8 * kBlock, FIEMAP_EXTENT_DELALLOC | FIEMAP_EXTENT_LAST } };
        QCOMPARE(FileLayout::delayedBytes(f), int64_t(6 * kBlock));
        f.extents.removeLast();
        QCOMPARE(FileLayout::delayedBytes(f), int64_t(4 * kBlock));
        f.extents.removeLast();
        QCOMPARE(FileLayout::delayedBytes(f), int64_t(0));
        f.error = QStringLiteral("not available on tmpfs (it has no block map)");
        QCOMPARE(FileLayout::delayedBytes(f), int64_t(-1));
    }

    // PendingWrites without cachestat (STREAMSCOPE_NO_CACHESTAT=1, as on Linux 6.1): on a
    // filesystem that delays allocation it reads the files' unplaced bytes, at most what was
    // written and none once the data is on the disk; elsewhere it has no figure.
    void pendingWritesWithoutCachestat()
    {
        const QString base = diskBackedScratch();
        QVERIFY2(!base.isEmpty(), "neither /var/tmp nor the build directory is on a disk");
        QTemporaryDir dir(base + QStringLiteral("/tst_filelayout-pending-XXXXXX"));
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(QStringLiteral("stream0")));
        QVERIFY(file.open(QIODevice::ReadWrite));
        const int fd = int(file.handle());
        qputenv("STREAMSCOPE_NO_CACHESTAT", "1");
        const auto unset = qScopeGuard([] { qunsetenv("STREAMSCOPE_NO_CACHESTAT"); });
        Residency::PendingWrites placedAtWrite({ fd }, false);
        QCOMPARE(placedAtWrite.method(), Residency::PendingWrites::Method::None);
        QVERIFY(std::isnan(placedAtWrite.bytes()));
        Residency::PendingWrites pending({ fd }, true);
        QCOMPARE(pending.method(), Residency::PendingWrites::Method::Delalloc);
        const QByteArray block(64 * 1024, 'x');
        for (int i = 0; i < 64; ++i)
            QCOMPARE(::write(fd, block.constData(), size_t(block.size())), ssize_t(block.size()));
        const FileLayout::FileMap map = FileLayout::map(fd, QString(), QString());
        QVERIFY2(map.mapped(), qPrintable(map.error));
        const bool delays = std::any_of(map.extents.cbegin(), map.extents.cend(),
            [](const Extent& e) { return (e.flags & FIEMAP_EXTENT_DELALLOC) != 0; });
        const double before = pending.bytes();
        QVERIFY2(before >= 0 && before <= 4.0 * 1024 * 1024, qPrintable(QString::number(before)));
        QVERIFY(::fdatasync(fd) == 0);
        QCOMPARE(pending.bytes(), 0.0);
        // The rule the engine chooses the measure by agrees with what the filesystem did (a
        // write placed at once would be "all on the disk" to this measure).
        const Trust::Facts facts = Trust::probe(SysProbe::probeEnvironment(dir.path()), false);
        QVERIFY2(Trust::delaysAllocation(facts) == delays || (!delays && before == 0),
            qPrintable(QStringLiteral("%1 (%2)").arg(facts.environment.fsType, facts.superOptions)));
    }

    // A real-time run as on Linux 6.1 (no cachestat): its report and its lines name the measure
    // of its own data, the files' unplaced bytes where the filesystem delays allocation.
    void realTimeRunWithoutCachestat()
    {
        const QString base = diskBackedScratch();
        QVERIFY2(!base.isEmpty(), "neither /var/tmp nor the build directory is on a disk");
        QTemporaryDir dir(base + QStringLiteral("/tst_filelayout-nocachestat-XXXXXX"));
        QVERIFY(dir.isValid());
        const QString json = dir.filePath(QStringLiteral("r.json"));
        QProcess cli;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("STREAMSCOPE_NO_CACHESTAT"), QStringLiteral("1"));
        cli.setProcessEnvironment(env);
        cli.start(QStringLiteral(STREAMSCOPE_CLI),
            { QStringLiteral("--dir"), dir.path(), QStringLiteral("--preset"), QStringLiteral("recorder"),
                QStringLiteral("--streams"), QStringLiteral("2"), QStringLiteral("--duration"), QStringLiteral("3s"),
                QStringLiteral("--buffer"), QStringLiteral("1M"), QStringLiteral("--json"), json });
        QVERIFY(cli.waitForFinished(120'000));
        const QString out = QString::fromUtf8(cli.readAllStandardOutput() + cli.readAllStandardError());
        QVERIFY2(cli.exitCode() == 0, qPrintable(out));
        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject phase
            = QJsonDocument::fromJson(file.readAll())
                  .object()[QLatin1String("targets")][0][QLatin1String("passes")][0][QLatin1String("phases")][0]
                  .toObject();
        const QString measure = phase[QLatin1String("outlook")][QLatin1String("run_data")].toString();
        const Trust::Facts facts = Trust::probe(SysProbe::probeEnvironment(dir.path()), false);
        if (Trust::delaysAllocation(facts)) {
            QCOMPARE(measure, QStringLiteral("delalloc"));
            QVERIFY2(out.contains(QStringLiteral("has not placed yet (FIEMAP")), qPrintable(out));
        } else {
            QCOMPARE(measure, QStringLiteral("device"));
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList { QStringLiteral("r.json") });
    }

    // A real file with holes on a disk: the pieces are filefrag's extents, block for block
    // (how many there are is the filesystem's choice).
    void realFileMatchesFilefrag()
    {
        const QString base = diskBackedScratch();
        QVERIFY2(!base.isEmpty(), "neither /var/tmp nor the build directory is on a disk");
        QTemporaryDir dir(base + QStringLiteral("/tst_filelayout-XXXXXX"));
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("holes.dat"));
        const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        QVERIFY(fd >= 0);
        const QByteArray block(64 * 1024, 'x');
        // 64 KiB written, 64 KiB hole, five times: at least five extents.
        for (int i = 0; i < 5; ++i)
            QCOMPARE(::pwrite(fd, block.constData(), size_t(block.size()), off_t(i) * 2 * block.size()),
                ssize_t(block.size()));
        QCOMPARE(::fsync(fd), 0);
        ::close(fd);

        const FileMap m = FileLayout::mapPath(path, QStringLiteral("ext4"));
        QVERIFY2(m.mapped(), qPrintable(m.error));
        QCOMPARE(m.sizeBytes, int64_t(9 * 64 * 1024));
        const QList<FileLayout::Piece> pieces = FileLayout::pieces(m);

        QProcess filefrag;
        filefrag.start(QStringLiteral("filefrag"), { QStringLiteral("-v"), QStringLiteral("-b4096"), path });
        QVERIFY2(filefrag.waitForFinished(30'000), "filefrag (e2fsprogs) did not run");
        const QString out = QString::fromUtf8(filefrag.readAllStandardOutput());
        QCOMPARE(filefrag.exitCode(), 0);
        // "   0:        0..      15:    34816..     34831:     16:             " per extent.
        static const QRegularExpression row(QStringLiteral(R"(^\s*\d+:\s+(\d+)\.\.\s*(\d+):\s+(\d+)\.\.\s*(\d+):)"),
            QRegularExpression::MultilineOption);
        QList<FileLayout::Piece> reference;
        for (auto it = row.globalMatch(out); it.hasNext();) {
            const QRegularExpressionMatch r = it.next();
            const FileLayout::Piece p { r.captured(1).toULongLong() * kBlock, r.captured(3).toULongLong() * kBlock,
                (r.captured(2).toULongLong() - r.captured(1).toULongLong() + 1) * kBlock };
            // filefrag -v lists FIEMAP's extents; its count merges those that lie where the
            // previous one leads ("expected").
            if (!reference.isEmpty() && p.physical - reference.last().physical == p.logical - reference.last().logical)
                reference.last().length = p.logical + p.length - reference.last().logical;
            else
                reference.append(p);
        }
        static const QRegularExpression found(QStringLiteral(R"((\d+) extents? found)"));
        const QRegularExpressionMatch count = found.match(out);
        QVERIFY2(count.hasMatch(), qPrintable(out));
        QCOMPARE(qsizetype(count.captured(1).toInt()), pieces.size());
        QCOMPARE(reference.size(), pieces.size());
        for (qsizetype i = 0; i < pieces.size(); ++i) {
            QCOMPARE(pieces.at(i).logical, reference.at(i).logical);
            QCOMPARE(pieces.at(i).physical, reference.at(i).physical);
            QCOMPARE(pieces.at(i).length, reference.at(i).length);
        }
        uint64_t data = 0;
        for (const Extent& e : m.extents)
            data += e.length;
        QCOMPARE(data, uint64_t(5 * 64 * 1024)); // the holes take no blocks
    }
};

QTEST_GUILESS_MAIN(TestFileLayout)
#include "tst_filelayout.moc"
