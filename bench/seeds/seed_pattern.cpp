// Writes StreamScope's write-buffer contents (RunDirectory::fillPattern, the bytes every
// engine write hands the kernel) as a C header, so that the seed programs write the same data.
//   seed_pattern OUT.h
#include "RunDirectory.h"

#include <cstdio>
#include <vector>

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s OUT.h\n", argv[0]);
        return 2;
    }
    constexpr size_t kBytes = 256 * 1024; // the largest block of the three seeds (001's)
    std::vector<char> data(kBytes);
    RunDirectory::fillPattern(data.data(), data.size());
    FILE* out = std::fopen(argv[1], "w");
    if (!out)
        return 1;
    std::fprintf(out, "/* StreamScope's data pattern (RunDirectory::fillPattern), %zu bytes. Generated. */\n", kBytes);
    std::fprintf(out, "static const unsigned char seed_pattern[%zu] __attribute__((aligned(4096))) = {\n", kBytes);
    for (size_t i = 0; i < kBytes; ++i)
        std::fprintf(out, "%u%s", unsigned(static_cast<unsigned char>(data[i])), (i % 32 == 31) ? ",\n" : ",");
    std::fprintf(out, "};\n");
    return std::fclose(out) == 0 ? 0 : 1;
}
