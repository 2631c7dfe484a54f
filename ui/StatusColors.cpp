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

} // namespace StatusColors
