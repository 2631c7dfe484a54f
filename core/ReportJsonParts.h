#pragma once

#include "RunReport.h"
#include "Sample.h"
#include "SystemProbe.h"

#include <QJsonObject>

// The pieces of a report's JSON, for other formats that carry the same objects (the live
// stream, docs/live-format.md): written and read exactly as inside a report, by the same code,
// so that a phase or a stall means the same wherever it appears. Readers are as strict as the
// report loader; on failure they return false with a sentence naming the key.
namespace ReportJson {
// A measurement as JSON: null where it is missing (NaN or infinite), since JSON has no NaN.
QJsonValue number(double value);

QJsonObject environment(const SysProbe::Environment& environment);
QJsonObject phase(const PhaseResult& phase, bool realTime);
QJsonObject stall(const StallEvent& stall); // without target and pass
QJsonObject overrun(const OverrunEvent& overrun); // without target and pass

// A pass's "layout" (LayoutJson.cpp); `streams` files, one per stream.
QJsonObject layout(const FileLayout::PassFigures& pass);
bool readLayout(const QJsonObject& o, int streams, FileLayout::PassFigures& out, QString* error);

bool readEnvironment(const QJsonObject& o, SysProbe::Environment& out, QString* error);
bool readPhase(const QJsonObject& o, PhaseResult& out, QString* error);
bool readStall(const QJsonObject& o, StallEvent& out, QString* error);
bool readOverrun(const QJsonObject& o, int streams, OverrunEvent& out, QString* error);
} // namespace ReportJson
