/* Seed 001 (Benno Senoner's hdtest, linux-audio-dev, April 2000), rebuilt from what the seed's
 * text says about it; the source itself is not in the seed. What the text fixes, by line of
 * ../shared/seeds/001_529103cfcb4f0d50.txt:
 *   l.7-22   "/tmp/hdtest 500 async trunc": arguments size in MB, async|sync, trunc|notrunc;
 *            it prints SINGLE THREADED and MULTI-THREADED rates
 *   l.27-35  256 KiB writes (MYSIZE 262144, after the *4 was dropped)
 *   l.40-46  an ongoing rate display, and an "effective" rate that includes the final sync
 *   l.71-76  sync mode = O_SYNC, async = buffered
 *   l.80-86  20 files outfile0, outfile1, ...; notrunc overwrites existing files in place
 * Single-threaded: one process writes the files round-robin, one block each in turn;
 * multi-threaded: one thread per file. What differs from the text, for the comparison:
 *   - the end of the writes is fdatasync() of each file, not sync() (l.42): sync() also writes
 *     every other tenant's dirty data, which StreamScope does not wait for either;
 *   - the buffer holds StreamScope's data pattern (seed_pattern.h);
 *   - MByte/sec are MiB per second (2^20 bytes), as in StreamScope.
 *   usage: seed001_hdtest DIR TOTAL_MIB async|sync trunc|notrunc [single|multi]  */
#define _GNU_SOURCE
#include "seed_pattern.h"

#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define NFILES 20
#define MYSIZE (262144)

static char *buf;
static int fds[NFILES];
static long long blocks_per_file;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void write_block(int fd)
{
    if (write(fd, buf, MYSIZE) != MYSIZE) {
        perror("write");
        exit(2);
    }
}

static void *writer(void *arg)
{
    int fd = *(int *)arg;
    for (long long b = 0; b < blocks_per_file; b++)
        write_block(fd);
    return NULL;
}

static void run(const char *dir, int sync_mode, int trunc, int multi)
{
    char name[4096];
    for (int i = 0; i < NFILES; i++) {
        snprintf(name, sizeof name, "%s/outfile%d", dir, i);
        if (!trunc) {
            /* notrunc: files that exist already, laid out untimed */
            int fd = open(name, O_WRONLY | O_CREAT, 0644);
            if (fd < 0 || ftruncate(fd, 0) != 0) {
                perror(name);
                exit(1);
            }
            for (long long b = 0; b < blocks_per_file; b++)
                write_block(fd);
            fdatasync(fd);
            close(fd);
        }
        fds[i] = open(name, O_WRONLY | O_CREAT | (trunc ? O_TRUNC : 0) | (sync_mode ? O_SYNC : 0), 0644);
        if (fds[i] < 0) {
            perror(name);
            exit(1);
        }
    }
    const double bytes = (double)blocks_per_file * MYSIZE * NFILES;
    const double start = now();
    if (multi) {
        pthread_t threads[NFILES];
        for (int i = 0; i < NFILES; i++)
            pthread_create(&threads[i], NULL, writer, &fds[i]);
        for (int i = 0; i < NFILES; i++)
            pthread_join(threads[i], NULL);
    } else {
        for (long long b = 0; b < blocks_per_file; b++)
            for (int i = 0; i < NFILES; i++)
                write_block(fds[i]);
    }
    const double written = now();
    for (int i = 0; i < NFILES; i++) {
        fdatasync(fds[i]);
        close(fds[i]);
    }
    const double end = now();
    printf("%s THREADED: %.3f MByte/sec (ongoing %.3f MByte/sec, %.0f bytes in %.6f s)\n", multi ? "MULTI-" : "SINGLE",
        bytes / (end - start) / 1048576.0, bytes / (written - start) / 1048576.0, bytes, end - start);
    fflush(stdout);
    for (int i = 0; i < NFILES; i++) {
        snprintf(name, sizeof name, "%s/outfile%d", dir, i);
        unlink(name);
    }
}

int main(int argc, char **argv)
{
    if (argc < 5 || argc > 6) {
        fprintf(stderr, "usage: %s DIR TOTAL_MIB async|sync trunc|notrunc [single|multi]\n", argv[0]);
        return 1;
    }
    const long long total = atoll(argv[2]) * 1048576LL;
    const int sync_mode = strcmp(argv[3], "sync") == 0;
    const int trunc = strcmp(argv[4], "trunc") == 0;
    const char *which = argc > 5 ? argv[5] : "both";
    /* as StreamScope splits a total: evenly over the files, rounded down to whole blocks */
    blocks_per_file = total / NFILES / MYSIZE;
    if (blocks_per_file < 1) {
        fprintf(stderr, "TOTAL_MIB too small for %d files of %d bytes\n", NFILES, MYSIZE);
        return 1;
    }
    if (posix_memalign((void **)&buf, 4096, MYSIZE) != 0)
        return 1;
    memcpy(buf, seed_pattern, MYSIZE);
    if (strcmp(which, "multi") != 0)
        run(argv[1], sync_mode, trunc, 0);
    if (strcmp(which, "single") != 0)
        run(argv[1], sync_mode, trunc, 1);
    return 0;
}
