#include "ChartPalette.h"

#include <QPalette>
#include <algorithm>
#include <cmath>

namespace ChartPalette {

double luminance(const QColor& color)
{
    auto channel = [](float c) { return c <= 0.04045f ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const QColor rgb = color.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
}

double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor mix(const QColor& from, const QColor& to, double amount)
{
    const QColor a = from.toRgb();
    const QColor b = to.toRgb();
    auto lerp = [amount](float x, float y) { return float(x + (y - x) * amount); };
    return QColor::fromRgbF(lerp(a.redF(), b.redF()), lerp(a.greenF(), b.greenF()), lerp(a.blueF(), b.blueF()),
        lerp(a.alphaF(), b.alphaF()));
}

namespace {

struct Lab {
    double l, a, b;
};

Lab toLab(const QColor& color)
{
    auto linear = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const QColor rgb = color.toRgb();
    const double r = linear(rgb.redF()), g = linear(rgb.greenF()), b = linear(rgb.blueF());
    // sRGB to XYZ, relative to the D65 white.
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    auto f = [](double t) { return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0; };
    return { 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)) };
}

double radians(double degrees)
{
    return degrees * M_PI / 180.0;
}

} // namespace

// Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula" (2005), with kL = kC = kH = 1.
double distance(const QColor& first, const QColor& second)
{
    const Lab c1 = toLab(first);
    const Lab c2 = toLab(second);
    const double pow7 = std::pow(25.0, 7);
    const double cMean = (std::hypot(c1.a, c1.b) + std::hypot(c2.a, c2.b)) / 2;
    const double g = 0.5 * (1 - std::sqrt(std::pow(cMean, 7) / (std::pow(cMean, 7) + pow7)));
    const double a1 = (1 + g) * c1.a, a2 = (1 + g) * c2.a;
    const double ch1 = std::hypot(a1, c1.b), ch2 = std::hypot(a2, c2.b);
    auto hue = [](double b, double a) {
        if (a == 0 && b == 0)
            return 0.0;
        const double h = std::atan2(b, a) * 180.0 / M_PI;
        return h < 0 ? h + 360 : h;
    };
    const double h1 = hue(c1.b, a1), h2 = hue(c2.b, a2);
    const double dL = c2.l - c1.l;
    const double dC = ch2 - ch1;
    double dh = 0;
    if (ch1 * ch2 != 0) {
        dh = h2 - h1;
        if (dh > 180)
            dh -= 360;
        else if (dh < -180)
            dh += 360;
    }
    const double dH = 2 * std::sqrt(ch1 * ch2) * std::sin(radians(dh / 2));
    const double lMean = (c1.l + c2.l) / 2;
    const double chMean = (ch1 + ch2) / 2;
    double hMean = h1 + h2;
    if (ch1 * ch2 != 0) {
        hMean = (h1 + h2) / 2;
        if (std::abs(h1 - h2) > 180)
            hMean += hMean < 180 ? 180 : -180;
    }
    const double t = 1 - 0.17 * std::cos(radians(hMean - 30)) + 0.24 * std::cos(radians(2 * hMean))
        + 0.32 * std::cos(radians(3 * hMean + 6)) - 0.20 * std::cos(radians(4 * hMean - 63));
    const double dTheta = 30 * std::exp(-std::pow((hMean - 275) / 25, 2));
    const double rc = 2 * std::sqrt(std::pow(chMean, 7) / (std::pow(chMean, 7) + pow7));
    const double sl = 1 + 0.015 * std::pow(lMean - 50, 2) / std::sqrt(20 + std::pow(lMean - 50, 2));
    const double sc = 1 + 0.045 * chMean;
    const double sh = 1 + 0.015 * chMean * t;
    const double rt = -std::sin(radians(2 * dTheta)) * rc;
    return std::sqrt(std::pow(dL / sl, 2) + std::pow(dC / sc, 2) + std::pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh));
}

// Towards the text colour (black on light themes, white on dark ones) in steps of 5 %, so
// that the hue changes no more than the contrast needs.
QColor withContrast(const QColor& color, const QColor& background, const QColor& text, double ratio)
{
    for (int step = 0; step <= 20; ++step) {
        const QColor moved = mix(color, text, step / 20.0);
        if (contrast(moved, background) >= ratio)
            return moved;
    }
    return text;
}

} // namespace ChartPalette

using namespace ChartPalette;

ChartColors ChartColors::fromPalette(const QPalette& palette)
{
    ChartColors c;
    c.background = palette.color(QPalette::Active, QPalette::Base);
    c.text = palette.color(QPalette::Active, QPalette::Text);
    c.dark = luminance(c.background) < luminance(c.text);
    // Quiet elements are the text colour faded into the background, so they keep their
    // weight relative to each other on any theme.
    c.grid = mix(c.background, c.text, c.dark ? 0.22 : 0.14);
    c.axisLine = mix(c.background, c.text, 0.45);
    c.marker = mix(c.background, c.text, 0.6);
    c.labelBackground = c.background;
    c.labelBackground.setAlpha(215);
    c.stripBackground = mix(c.background, c.text, 0.05);
    c.stripFrame = mix(c.background, c.text, 0.3);
    c.pressure = withContrast(QColor::fromRgb(0x5a1a8c), c.background, c.text, 7.0);

    auto line = [&c](QRgb rgb) { return withContrast(QColor::fromRgb(rgb), c.background, c.text, kLineContrast); };
    // A highlighter under the program's lines: the hue faded into the background.
    // Pale enough that another program's bursts (the device's lines count all its I/O) read as
    // a backdrop, not as a barcode over the run's own lines.
    auto pale = [&c](QRgb rgb) { return mix(QColor::fromRgb(rgb), c.background, c.dark ? 0.6 : 0.68); };
    // Still seen on dark backgrounds, where fading a dark hue leaves it near black.
    auto device = [&](QRgb rgb) { return withContrast(pale(rgb), c.background, c.text, kDeviceContrast); };
    c.total = c.text;
    c.ongoing = line(OkabeIto::Orange);
    c.effective = line(OkabeIto::BluishGreen);
    // Hues no stream and no rate has, so that a stream on a device line stays apart from it.
    c.deviceWrite = device(Tol::Purple);
    c.deviceRead = device(Tol::Teal);
    c.dirty = QColor::fromRgb(OkabeIto::Yellow);
    c.dirtyText = c.readable(mix(QColor::fromRgb(OkabeIto::Yellow), QColor::fromRgb(OkabeIto::Orange), 0.5));
    // Vermillion is the one red of the set: it is kept for stalls. At 3:1 also against the
    // strips' background, where the stall lane draws it.
    c.stall = withContrast(QColor::fromRgb(OkabeIto::Vermillion), c.stripBackground, c.text, kLineContrast);
    c.overrun = line(OkabeIto::ReddishPurple);
    c.flush = mix(c.background, c.text, 0.5);
    // Grey: the device's pale lines have the hues; the median's blue and the highlighted
    // stream's purple stand on it.
    c.band = mix(QColor::fromRgb(Tol::Grey), c.background, c.dark ? 0.6 : 0.55);
    c.median = line(OkabeIto::Blue);
    c.highlight = withContrast(QColor::fromRgb(Tol::Purple), c.background, c.text, kTextContrast);
    for (QRgb rgb : kStreamHues)
        c.streams.append(line(rgb));
    for (QRgb rgb : { OkabeIto::Blue, OkabeIto::Vermillion, OkabeIto::BluishGreen, OkabeIto::ReddishPurple,
             OkabeIto::Orange, OkabeIto::SkyBlue, OkabeIto::Yellow })
        c.compare.append(line(rgb));
    c.compare.append(c.text);
    return c;
}

QColor ChartColors::readable(const QColor& color) const
{
    return withContrast(color, background, text, kTextContrast);
}
