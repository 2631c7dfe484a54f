# What keeps scripts/test's builds short on the 2-core machine CI uses. Each piece was measured
# on its own (bench/README.md, "The suite's own time"); none changes what the code does.

# ccache, when it is installed (never required). With precompiled headers it needs
# pch_defines and time_macros sloppiness to hit at all; without ccache nothing changes.
find_program(STREAMSCOPE_CCACHE ccache)
if(STREAMSCOPE_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env CCACHE_SLOPPINESS=pch_defines,time_macros
    ${STREAMSCOPE_CCACHE})
endif()

# lld links the ~90 test executables, each carrying the static core and ui libraries with their
# debug information, several times faster than GNU ld. Used when installed (scripts/deps --test
# installs it); GNU ld otherwise.
option(STREAMSCOPE_USE_LLD "Link with lld when it is installed" ON)
if(STREAMSCOPE_USE_LLD)
  find_program(STREAMSCOPE_LLD NAMES ld.lld)
  if(STREAMSCOPE_LLD)
    target_link_options(streamscope_options INTERFACE -fuse-ld=lld)
  endif()
endif()

# Precompiled headers: the Qt and standard headers a target's files include most, parsed once
# per target instead of once per file. Parsing, not code generation, is two thirds of a typical
# file's compile time here (g++ -ftime-report on core/Engine.cpp: "phase parsing" 68 %).
option(STREAMSCOPE_PCH "Precompile the headers each target includes most" ON)

set(STREAMSCOPE_PCH_CORE
  <QByteArray> <QCoreApplication> <QDateTime> <QDir> <QFile> <QFileInfo> <QJsonArray> <QJsonDocument>
  <QJsonObject> <QList> <QLocale> <QObject> <QProcess> <QRegularExpression> <QString> <QStringList>
  <algorithm> <atomic> <chrono> <cmath> <cstdint> <cstring> <functional> <limits> <memory> <mutex>
  <optional> <thread> <vector>)
set(STREAMSCOPE_PCH_WIDGETS
  <QAction> <QApplication> <QChart> <QChartView> <QColor> <QComboBox> <QFormLayout> <QHBoxLayout>
  <QHeaderView> <QLabel> <QLineSeries> <QPainter> <QPen> <QPointer> <QPushButton> <QSettings> <QTimer>
  <QValueAxis> <QVBoxLayout> <QWidget>)

# streamscope_precompile(TARGET CORE|WIDGETS [HEADERS...]): the core list, or the core and widget
# lists, plus HEADERS.
function(streamscope_precompile target flavour)
  if(NOT STREAMSCOPE_PCH)
    return()
  endif()
  set(headers ${STREAMSCOPE_PCH_CORE})
  if(flavour STREQUAL "WIDGETS")
    list(APPEND headers ${STREAMSCOPE_PCH_WIDGETS})
  endif()
  target_precompile_headers(${target} PRIVATE ${headers} ${ARGN})
endfunction()

# Unity builds of the product libraries: each batch of a library's files compiled as one unit,
# so the headers they share are parsed, and the templates they share instantiated and
# optimised, once per batch instead of once per file. The sanitizer suites use it; the ci
# suite compiles every file on its own (its compile commands are what scripts/lint reads, and
# a file that does not include what it uses must fail somewhere).
option(STREAMSCOPE_UNITY "Compile the core, ui and app libraries in unity batches" OFF)
set(STREAMSCOPE_UNITY_BATCH 8 CACHE STRING "Files per unity batch (STREAMSCOPE_UNITY)")

# streamscope_unity(TARGET...): the targets build in unity batches when STREAMSCOPE_UNITY is on.
function(streamscope_unity)
  if(STREAMSCOPE_UNITY)
    set_target_properties(${ARGN} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${STREAMSCOPE_UNITY_BATCH})
  endif()
endfunction()
