/* Seed 002 (Robert Cohen's elv_test, linux-kernel, September 2000), rebuilt from what the
 * seed's text says about it (the source was at a URL that is gone). By line of
 * ../shared/seeds/002_366137ac24ec1680.txt:
 *   l.13-17  one process writes and reads 8k blocks round-robin from a number of files
 *   l.18-19  the files are first created with sequential writes
 *   l.25-30  "./elv_test 8 30": 8 files of 30 MB; it prints the create, write and read rates
 * Phases: create (each file written to its end in turn), rewrite (the same blocks again, in
 * place, one block of each file in turn), read (one block of each file in turn). What the text
 * leaves open, chosen as StreamScope's elvtest preset does it:
 *   - each writing phase ends with fdatasync() of every file, inside its time;
 *   - before the reads, the files' pages are dropped (posix_fadvise DONTNEED): the text's
 *     machine had less RAM than the files (l.22-23), so its reads came from the disk;
 *   - the buffer holds StreamScope's data pattern (seed_pattern.h); megs are MiB.
 *   usage: seed002_elvtest DIR NFILES MIB_PER_FILE  */
#define _GNU_SOURCE
#include "seed_pattern.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define BLOCK 8192

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: %s DIR NFILES MIB_PER_FILE\n", argv[0]);
        return 1;
    }
    const int n = atoi(argv[2]);
    const long long blocks = atoll(argv[3]) * 1048576LL / BLOCK;
    if (n < 1 || n > 1024 || blocks < 1)
        return 1;
    char *buf;
    if (posix_memalign((void **)&buf, 4096, BLOCK) != 0)
        return 1;
    memcpy(buf, seed_pattern, BLOCK);
    int *fd = calloc(n, sizeof *fd);
    char name[4096];
    for (int i = 0; i < n; i++) {
        snprintf(name, sizeof name, "%s/elv%d", argv[1], i);
        fd[i] = open(name, O_RDWR | O_CREAT | O_TRUNC, 0644);
        if (fd[i] < 0) {
            perror(name);
            return 1;
        }
    }
    const double megs = (double)n * blocks * BLOCK / 1048576.0;

    double start = now();
    for (int i = 0; i < n; i++) {
        for (long long b = 0; b < blocks; b++)
            if (pwrite(fd[i], buf, BLOCK, b * BLOCK) != BLOCK) {
                perror("create");
                return 2;
            }
        fdatasync(fd[i]);
    }
    double t = now() - start;
    printf("files created, %.0f megs written at %.2f megs/sec (%.6f s)\n", megs, megs / t, t);

    start = now();
    for (long long b = 0; b < blocks; b++)
        for (int i = 0; i < n; i++)
            if (pwrite(fd[i], buf, BLOCK, b * BLOCK) != BLOCK) {
                perror("rewrite");
                return 2;
            }
    for (int i = 0; i < n; i++)
        fdatasync(fd[i]);
    t = now() - start;
    printf("finished writing %.0f megs written at %.2f megs per sec (%.6f s)\n", megs, megs / t, t);

    for (int i = 0; i < n; i++)
        posix_fadvise(fd[i], 0, 0, POSIX_FADV_DONTNEED);
    start = now();
    for (long long b = 0; b < blocks; b++)
        for (int i = 0; i < n; i++)
            if (pread(fd[i], buf, BLOCK, b * BLOCK) != BLOCK) {
                perror("read");
                return 2;
            }
    t = now() - start;
    printf("finished reading, %.0f megs read at %f megs/sec (%.6f s)\n", megs, megs / t, t);

    for (int i = 0; i < n; i++) {
        close(fd[i]);
        snprintf(name, sizeof name, "%s/elv%d", argv[1], i);
        unlink(name);
    }
    free(fd);
    free(buf);
    return 0;
}
