// The application icon (resources/streamscope.svg) is installed as the hicolor scalable icon
// and compiled into the window through resources.qrc. Desktops render it with their own SVG
// engine; the window and Qt-based desktops use QtSvg, which supports only SVG Tiny 1.2, so
// this test holds the icon to that: well-formed XML, an <svg> root with a square viewBox,
// no QtSvg warnings, and a recognisable picture at every size a desktop shows it.
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSet>
#include <QSvgRenderer>
#include <QTest>
#include <QXmlStreamReader>

namespace {

QStringList g_messages;

void collectMessages(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        g_messages.append(
            QString::fromLatin1(context.category ? context.category : "") + QStringLiteral(": ") + message);
}

} // namespace

class TestIcon : public QObject {
    Q_OBJECT

private slots:
    void wellFormedXml();
    void inResources();
    void rendersWithoutWarnings();
    void readableAtSize_data();
    void readableAtSize();
};

void TestIcon::wellFormedXml()
{
    QFile file(QStringLiteral(STREAMSCOPE_ICON));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
    QXmlStreamReader xml(&file);
    bool rootSeen = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && !rootSeen) {
            rootSeen = true;
            QCOMPARE(xml.name(), QLatin1String("svg"));
            QCOMPARE(xml.namespaceUri(), QLatin1String("http://www.w3.org/2000/svg"));
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString())));
    QVERIFY(rootSeen);
}

void TestIcon::inResources()
{
    // The window's icon must be this file, not a copy that could drift.
    QFile qrc(QStringLiteral(STREAMSCOPE_QRC));
    QVERIFY2(qrc.open(QIODevice::ReadOnly), qPrintable(qrc.errorString()));
    QXmlStreamReader xml(&qrc);
    QStringList files;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("file"))
            files.append(xml.readElementText());
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY2(files.contains(QStringLiteral("streamscope.svg")), qPrintable(files.join(QLatin1Char(' '))));
}

void TestIcon::rendersWithoutWarnings()
{
    g_messages.clear();
    const QtMessageHandler previous = qInstallMessageHandler(collectMessages);
    QSvgRenderer renderer(QStringLiteral(STREAMSCOPE_ICON));
    QImage image(128, 128, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        renderer.render(&painter);
    }
    qInstallMessageHandler(previous);
    QVERIFY(renderer.isValid());
    QVERIFY2(g_messages.isEmpty(), qPrintable(g_messages.join(QLatin1Char('\n'))));
    const QRectF box = renderer.viewBoxF();
    QVERIFY(!box.isEmpty());
    QCOMPARE(box.width(), box.height()); // icon themes scale it into a square
}

void TestIcon::readableAtSize_data()
{
    QTest::addColumn<int>("size");
    for (int size : { 16, 22, 24, 32, 48, 64, 128, 256 })
        QTest::addRow("%dpx", size) << size;
}

void TestIcon::readableAtSize()
{
    QFETCH(int, size);
    QSvgRenderer renderer(QStringLiteral(STREAMSCOPE_ICON));
    QVERIFY(renderer.isValid());
    QImage image(size, size, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter, QRectF(0, 0, size, size));
    }
    // Not blank, not a solid square, and more than one colour: a disk with stream lines.
    int opaque = 0;
    QSet<QRgb> colours;
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            const QRgb pixel = image.pixel(x, y);
            if (qAlpha(pixel) >= 128) {
                ++opaque;
                colours.insert(pixel & 0xf0f0f0); // ignore antialiasing shades
            }
        }
    }
    const double coverage = double(opaque) / double(size * size);
    QVERIFY2(coverage > 0.3 && coverage < 0.95, qPrintable(QStringLiteral("coverage %1").arg(coverage)));
    QVERIFY2(colours.size() >= 3, qPrintable(QStringLiteral("%1 colours").arg(colours.size())));
}

QTEST_MAIN(TestIcon)
#include "tst_icon.moc"
