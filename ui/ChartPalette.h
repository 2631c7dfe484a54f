#pragma once

#include <QColor>
#include <QList>
#include <iterator>

class QPalette;

// Colour science shared by every chart and by the tests that check it: WCAG contrast, the
// colour-blind-safe sets, and the ChartColors a chart draws with, derived from the widget's
// palette so that it follows the desktop's light or dark theme. No widgets here.
namespace ChartPalette {

// WCAG 2 relative luminance (0 black .. 1 white) and contrast ratio (1 .. 21).
double luminance(const QColor& color);
double contrast(const QColor& a, const QColor& b);
// `amount` of `to` in `from` (0: from, 1: to), alpha included.
QColor mix(const QColor& from, const QColor& to, double amount);
// CIEDE2000 colour difference of two opaque colours (sRGB, D65): about 1 is the smallest
// difference people see side by side; the lines drawn together keep kLineDistance apart.
double distance(const QColor& first, const QColor& second);
constexpr double kLineDistance = 12.0;
// `color`, moved towards `text` only as far as it takes to reach `ratio` against `background`.
QColor withContrast(const QColor& color, const QColor& background, const QColor& text, double ratio);

// WCAG 1.4.11 (graphics) and 1.4.3 (text).
constexpr double kLineContrast = 3.0;
constexpr double kTextContrast = 4.5;
// The device's wide pale lines stay behind the program's, yet visible.
constexpr double kDeviceContrast = 1.4;

// Okabe & Ito, "Color Universal Design" (2008): eight colours that stay distinct under every
// common colour-vision deficiency. Used for the few bold lines (rates, compared runs), whose
// colour must never be mistaken for another's; its black is the palette's text colour.
namespace OkabeIto {
constexpr QRgb Orange = 0xe69f00;
constexpr QRgb SkyBlue = 0x56b4e9;
constexpr QRgb BluishGreen = 0x009e73;
constexpr QRgb Yellow = 0xf0e442;
constexpr QRgb Blue = 0x0072b2;
constexpr QRgb Vermillion = 0xd55e00;
constexpr QRgb ReddishPurple = 0xcc79a7;
} // namespace OkabeIto

// Paul Tol's schemes (https://personal.sron.nl/~pault/), also colour-blind safe, for the stream
// lines: six of his "muted" colours and two of his others. Chosen over Okabe-Ito for them
// because there are more hues (a pass often has 4-8 streams) and because muted hues stay behind
// the bold rate lines drawn over them. Muted teal and green are left out (too near the
// effective line's bluish green) and olive (too near sand). Ordered so that the first streams
// differ most, also from the rates.
constexpr QRgb kStreamHues[] = { 0x332288, 0x88ccee, 0x882255, 0xddcc77, 0xaa4499, 0xcc6677, 0x8c510a, 0x004488 };
namespace Tol {
constexpr QRgb Teal = 0x44aa99;
constexpr QRgb Purple = 0xaa4499;
constexpr QRgb Grey = 0x888888;
} // namespace Tol

} // namespace ChartPalette

// Every colour a chart draws with, derived from a palette (see LiveChart::changeEvent()).
struct ChartColors {
    static ChartColors fromPalette(const QPalette& palette);
    bool dark = false;
    QColor background; // the chart and its plot area (QPalette::Base)
    QColor text; // title, legend, axis labels (QPalette::Text)
    QColor grid;
    QColor axisLine;
    QColor marker; // phase boundaries, arrows, quiet labels
    QColor labelBackground; // behind labels drawn over the series
    QColor stripBackground;
    QColor stripFrame;
    QColor pressure; // the strongest I/O pressure
    QColor total;
    QColor ongoing;
    QColor effective;
    QColor deviceWrite;
    QColor deviceRead;
    QColor dirty;
    QColor dirtyText;
    QColor stall;
    QColor overrun;
    QColor flush;
    QColor band;
    QColor median;
    QColor highlight;
    QList<QColor> streams;
    QList<QColor> compare;
    // As many stream hues as there are (kStreamHues); stream N + this count shares N's hue.
    static constexpr int kStreamHueCount = int(std::size(ChartPalette::kStreamHues));
    QColor stream(int index) const { return streams.at(index % streams.size()); }
    QColor compareRun(int index) const { return compare.at(index % compare.size()); }
    // A colour for text over the background, moved towards the text colour until it reads.
    QColor readable(const QColor& color) const;
    // `color` faded `amount` of the way into the background (opaque: blends cost more to draw).
    QColor faded(const QColor& color, double amount) const { return ChartPalette::mix(color, background, amount); }
};
