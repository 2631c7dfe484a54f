#pragma once

// What the sampler benchmarks print for each figure: the median of the rounds and their range.
#include <algorithm>
#include <vector>

namespace Bench {

inline double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

struct Figure {
    double median = 0;
    double low = 0;
    double high = 0;

    static Figure of(const std::vector<double>& rounds)
    {
        return { Bench::median(rounds), *std::min_element(rounds.begin(), rounds.end()),
            *std::max_element(rounds.begin(), rounds.end()) };
    }
};

} // namespace Bench
