#pragma once

#include <QIcon>
#include <QPalette>

// The toolbar's and the Settings tab's icons. The desktop's icon theme first (its icons follow
// its light or dark variant); without one, icons drawn here in the palette's own text colour,
// so that Start and Stop stay visible on a dark palette as on a light one (the style's
// standard media icons are black). MainWindow asks again when its palette changes.
namespace ActionIcons {
enum class Kind { Start, Stop, Capacity, ResetZoom };
// The theme's name for the kind ("media-playback-start", ...).
QString themeName(Kind kind);
QIcon icon(Kind kind, const QPalette& palette);
// The drawn icon, whatever the theme has: for tests and for the picture of both palettes.
QIcon drawn(Kind kind, const QPalette& palette);
} // namespace ActionIcons
