#pragma once

#include <QColor>
#include <QPalette>

// A dark palette for Fusion, for `streamscope --palette dark` (screenshots and desktops whose
// theme the offscreen or a bare X platform cannot ask) and for tests of the dark look.
inline QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2b, 0x2e), base(0x1e, 0x1e, 0x20), text(0xe8, 0xe8, 0xea);
    const QColor disabled(0x80, 0x80, 0x86);
    for (auto [role, color] :
        { std::pair { QPalette::Window, window }, { QPalette::WindowText, text }, { QPalette::Base, base },
            { QPalette::AlternateBase, window }, { QPalette::ToolTipBase, base }, { QPalette::ToolTipText, text },
            { QPalette::Text, text }, { QPalette::Button, window }, { QPalette::ButtonText, text },
            { QPalette::BrightText, QColor(0xff, 0x6b, 0x6b) }, { QPalette::Link, QColor(0x6c, 0xb4, 0xff) },
            { QPalette::Highlight, QColor(0x3d, 0x7e, 0xd6) }, { QPalette::HighlightedText, QColor(Qt::white) },
            { QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0xa0) } })
        p.setColor(role, color);
    for (QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}
