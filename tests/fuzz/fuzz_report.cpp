// libFuzzer target for the report loader: any bytes go into RunReport::fromJson, which must
// return a report or an error sentence, never crash, hang or trip a sanitizer. A report it
// accepts must also load back after being saved, and then stay the same: the history keeps
// what it saves.
#include "RunReport.h"

#include <QByteArray>
#include <QString>
#include <cstddef>
#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray input = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    QString error;
    const auto report = RunReport::fromJson(input, &error);
    if (!report) {
        if (error.isEmpty()) {
            std::fprintf(stderr, "rejected without a message\n");
            __builtin_trap();
        }
        return 0;
    }
    // Saving may normalise what a hand-edited file left open (a missing per-stream column is
    // written as nulls and read back as zeros), so the check starts from the first save: what
    // StreamScope wrote must load back, and stay exactly the same from then on.
    const auto reloaded = RunReport::fromJson(report->toJsonBytes(), &error);
    if (!reloaded) {
        std::fprintf(stderr, "an accepted report does not load back after saving: %s\n", qPrintable(error));
        __builtin_trap();
    }
    const auto third = RunReport::fromJson(reloaded->toJsonBytes(), &error);
    if (!third) {
        std::fprintf(stderr, "a saved report does not load back after saving again: %s\n", qPrintable(error));
        __builtin_trap();
    }
    if (third->toJson() != reloaded->toJson()) {
        std::fprintf(stderr, "a saved report changes each time it is loaded and saved again\n");
        __builtin_trap();
    }
    return 0;
}
