# Debian package (.deb) of StreamScope, built by CPack from the same install() rules that
# `cmake --install` uses:
#
#   cmake --build build && cpack --config build/CPackConfig.cmake -B build/package
#
# Result: streamscope_<version>_<arch>.deb with both executables, the desktop file, the icon,
# the AppStream metainfo and the manual page under /usr. tests/desktop/deb-smoke.sh builds it,
# unpacks it with dpkg -x and runs the CLI from the unpacked tree.
#
# Dependencies: the Debian 12 Qt 6 runtime (6.4.2). Package names were checked with
# `dpkg -S` on the libraries and plugins the executables load:
#   libQt6Core.so.6 -> libqt6core6          libQt6Charts.so.6 -> libqt6charts6
#   libQt6Gui.so.6 -> libqt6gui6            libQt6Svg.so.6 -> libqt6svg6
#   libQt6Widgets.so.6 -> libqt6widgets6
#   plugins/platforms/libqxcb.so (X11, dlopen) -> libqt6gui6
#   plugins/iconengines/libqsvgicon.so, imageformats/libqsvg.so (the SVG icon) -> libqt6svg6
# On Debian 12 the package qt6-qpa-plugins holds only the VNC platform and the TUIO touch
# plugin, not xcb, and libqt6gui6 already recommends it, so it is not a dependency here.
# Native Wayland windows need qt6-wayland; without it Qt runs through XWayland, so that is
# a recommendation.
#
# With dpkg-shlibdeps (package dpkg-dev, which build-essential pulls in) the Depends line is
# computed from the ELF files in the package, as debhelper's ${shlibs:Depends} would be:
# every Qt library above with the lower bound from its symbols file, plus libc6, libstdc++6
# and libgcc-s1. Nothing is listed by hand on top, because a hand-written
# "libqt6core6 (>= 6.4)" next to the computed "libqt6core6 (>= 6.4.0)" only duplicates it.
# The run-time-only needs are covered through linked libraries: xcb comes with libqt6gui6,
# and the SVG plugins with libqt6svg6, which the window links (ui/ uses Qt6::Svg). So that
# this stays true, tests/desktop/deb-smoke.sh fails when a package that contains the window
# lacks any of the five Qt libraries in Depends.
# Without dpkg-shlibdeps the list below is written by hand instead, unversioned for the C
# and C++ runtime because their minimum cannot be known without reading the binaries.

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME streamscope)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The StreamScope developers")
set(STREAMSCOPE_PACKAGE_MAINTAINER "The StreamScope developers <streamscope@users.noreply.github.com>"
  CACHE STRING "Maintainer field of the Debian package (Name <email>)")
set(CPACK_PACKAGE_CONTACT "${STREAMSCOPE_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${STREAMSCOPE_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/streamscope/streamscope")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "live multi-stream disk and filesystem throughput benchmark")
# Debian wants the extended description wrapped below 80 columns; CPack keeps the line
# breaks and indents every line by one space.
set(CPACK_PACKAGE_DESCRIPTION "\
StreamScope measures how a disk, its filesystem and the kernel cope with many
files written and read at the same time, as a video recorder writing several
channels or an audio workstation writing many tracks does. It shows the
throughput of every stream live, so a write that blocks for seconds is seen
while it happens, and keeps four rates apart: interval, ongoing, effective and
device.

This package contains the Qt window (streamscope) and the command-line runner
(streamscope-cli). Both write only inside a private run directory that they
create in the chosen place and remove afterwards.")

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # streamscope_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# Debian ships stripped executables; the debug info stays in the build tree.
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland")
find_program(STREAMSCOPE_DPKG_SHLIBDEPS dpkg-shlibdeps)
find_program(STREAMSCOPE_FILE_COMMAND file) # CPack runs file(1) to find the ELF files
if(STREAMSCOPE_DPKG_SHLIBDEPS AND STREAMSCOPE_FILE_COMMAND)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
else()
  message(STATUS "dpkg-shlibdeps or file(1) not found (packages dpkg-dev, file): the .deb gets a "
                 "hand-written Depends line")
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS OFF)
  set(_qt_min "${Qt6_VERSION_MAJOR}.${Qt6_VERSION_MINOR}")
  set(CPACK_DEBIAN_PACKAGE_DEPENDS libc6 libstdc++6
    "libqt6core6 (>= ${_qt_min})" "libqt6gui6 (>= ${_qt_min})" "libqt6widgets6 (>= ${_qt_min})"
    "libqt6charts6 (>= ${_qt_min})" "libqt6svg6 (>= ${_qt_min})")
  unset(_qt_min)
endif()

# No source package: the source is released from git.
set(CPACK_SOURCE_GENERATOR "")

include(CPack)
