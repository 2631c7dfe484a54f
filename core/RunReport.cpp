#include "RunReport.h"

// The report is written in RunReportJson.cpp, loaded in RunReportLoader.cpp and turned into
// CSV in RunReportCsv.cpp; here are the small pieces of the model itself.

LatencySummary LatencySummary::from(const Histogram& h)
{
    LatencySummary l;
    l.count = h.count();
    l.meanUs = h.mean() / 1000.0;
    l.p50Us = double(h.percentile(0.50)) / 1000.0;
    l.p90Us = double(h.percentile(0.90)) / 1000.0;
    l.p99Us = double(h.percentile(0.99)) / 1000.0;
    l.p999Us = double(h.percentile(0.999)) / 1000.0;
    l.maxUs = double(h.max()) / 1000.0;
    return l;
}

const PhaseResult* PassResult::phase(PhaseKind kind) const
{
    for (const PhaseResult& p : phases) {
        if (p.kind == kind)
            return &p;
    }
    return nullptr;
}
