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
    auto pale = [&c](QRgb rgb) { return mix(QColor::fromRgb(rgb), c.background, c.dark ? 0.45 : 0.5); };
    c.total = c.text;
    c.ongoing = line(OkabeIto::Orange);
    c.effective = line(OkabeIto::BluishGreen);
    c.deviceWrite = pale(OkabeIto::ReddishPurple);
    c.deviceRead = pale(OkabeIto::SkyBlue);
    c.dirty = QColor::fromRgb(OkabeIto::Yellow);
    c.dirtyText = c.readable(mix(QColor::fromRgb(OkabeIto::Yellow), QColor::fromRgb(OkabeIto::Orange), 0.5));
    // Vermillion is the one red of the set: it is kept for stalls.
    c.stall = line(OkabeIto::Vermillion);
    c.overrun = line(OkabeIto::ReddishPurple);
    c.flush = mix(c.background, c.text, 0.5);
    c.band = mix(QColor::fromRgb(OkabeIto::SkyBlue), c.background, c.dark ? 0.6 : 0.55);
    c.median = line(OkabeIto::Blue);
    c.highlight = withContrast(QColor::fromRgb(OkabeIto::Blue), c.background, c.text, kTextContrast);
    for (QRgb rgb : kTolMuted)
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
