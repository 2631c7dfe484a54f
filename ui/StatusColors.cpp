#include "StatusColors.h"

#include <algorithm>
#include <cmath>

namespace {
double luminance(const QColor& c)
{
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
} // namespace

namespace StatusColors {

double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor errorText(const QPalette& palette)
{
    const QColor window = palette.color(QPalette::Window);
    const QColor base = palette.color(QPalette::Base);
    const bool dark = luminance(window) < 0.18;
    // From a clear red towards black (light theme) or white (dark theme) until it reads.
    for (int step = 0; step <= 20; ++step) {
        const double lightness = dark ? 0.55 + 0.02 * step : 0.45 - 0.02 * step;
        const QColor red = QColor::fromHslF(0.0F, 0.75F, float(std::clamp(lightness, 0.0, 1.0)));
        if (contrast(red, window) >= 4.5 && contrast(red, base) >= 4.5)
            return red;
    }
    return palette.color(QPalette::WindowText);
}

QColor errorBase(const QPalette& palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor red = errorText(palette);
    const double share = 0.15;
    return QColor::fromRgbF(float(base.redF() * (1 - share) + red.redF() * share),
        float(base.greenF() * (1 - share) + red.greenF() * share),
        float(base.blueF() * (1 - share) + red.blueF() * share));
}

QPalette repaired(const QPalette& palette)
{
    QPalette p = palette;
    const auto mix = [](const QColor& a, const QColor& b, double t) {
        return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
            float(a.greenF() + (b.greenF() - a.greenF()) * t), float(a.blueF() + (b.blueF() - a.blueF()) * t));
    };
    // Disabled colours are meant to read weakly: left as they are.
    for (const QPalette::ColorGroup group : { QPalette::Active, QPalette::Inactive }) {
        const QColor window = p.color(group, QPalette::Window);
        const QColor base = p.color(group, QPalette::Base);
        const QColor text = p.color(group, QPalette::Text);
        const QColor windowText = p.color(group, QPalette::WindowText);
        // Every second row of a table: the base, a step towards the text.
        if (contrast(p.color(group, QPalette::AlternateBase), text) < 3.0)
            p.setColor(group, QPalette::AlternateBase, mix(base, text, 0.07));
        // Buttons and tab labels: the window's own colours.
        if (contrast(p.color(group, QPalette::ButtonText), p.color(group, QPalette::Button)) < 3.0
            || contrast(p.color(group, QPalette::ButtonText), window) < 3.0) {
            p.setColor(group, QPalette::Button, mix(window, windowText, 0.08));
            p.setColor(group, QPalette::ButtonText, windowText);
        }
        if (contrast(p.color(group, QPalette::ToolTipText), p.color(group, QPalette::ToolTipBase)) < 3.0) {
            p.setColor(group, QPalette::ToolTipBase, base);
            p.setColor(group, QPalette::ToolTipText, text);
        }
        if (contrast(p.color(group, QPalette::PlaceholderText), base) < 2.0)
            p.setColor(group, QPalette::PlaceholderText, mix(base, text, 0.55));
        // The light and dark bevel shades Fusion draws frames and tab edges with.
        if (luminance(window) < 0.18 && luminance(p.color(group, QPalette::Mid)) > 0.3) {
            p.setColor(group, QPalette::Light, mix(window, windowText, 0.2));
            p.setColor(group, QPalette::Midlight, mix(window, windowText, 0.12));
            p.setColor(group, QPalette::Mid, mix(window, windowText, 0.3));
            p.setColor(group, QPalette::Dark, mix(window, QColor(Qt::black), 0.4));
            p.setColor(group, QPalette::Shadow, QColor(Qt::black));
        }
    }
    // Disabled colours are meant to read weakly, but on the theme's own background: a dark
    // theme that left them at Qt's light defaults shows disabled buttons as white plates.
    const QColor window = p.color(QPalette::Active, QPalette::Window);
    const QColor windowText = p.color(QPalette::Active, QPalette::WindowText);
    if (luminance(window) < 0.18 && luminance(p.color(QPalette::Disabled, QPalette::Button)) > 0.4) {
        const QColor base = p.color(QPalette::Active, QPalette::Base);
        const QColor faded = mix(window, windowText, 0.45);
        p.setColor(QPalette::Disabled, QPalette::Window, window);
        p.setColor(QPalette::Disabled, QPalette::Button, mix(window, windowText, 0.05));
        p.setColor(QPalette::Disabled, QPalette::Base, base);
        p.setColor(QPalette::Disabled, QPalette::AlternateBase, mix(base, windowText, 0.05));
        for (const QPalette::ColorRole role : { QPalette::WindowText, QPalette::ButtonText, QPalette::Text })
            p.setColor(QPalette::Disabled, role, faded);
    }
    return p;
}

} // namespace StatusColors
