/*
 * Replays a fuzz corpus without libFuzzer: every file named on the command
 * line, or found in a directory named there, is passed once to the harness's
 * LLVMFuzzerTestOneInput. Built with the ordinary compiler for every harness,
 * so each CI run re-checks the seeds and every reproducer ever found.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "replay: cannot open %s\n", path);
        return -1;
    }
    size_t cap = 4096, n = 0;
    uint8_t *data = malloc(cap);
    for (;;) {
        if (data == NULL)
            break;
        n += fread(data + n, 1, cap - n, f);
        if (n < cap)
            break;
        uint8_t *grown = realloc(data, cap * 2);
        if (grown == NULL) {
            free(data);
            data = NULL;
            break;
        }
        data = grown;
        cap *= 2;
    }
    int failed = ferror(f) || data == NULL;
    fclose(f);
    if (!failed)
        LLVMFuzzerTestOneInput(data, n);
    free(data);
    if (failed)
        fprintf(stderr, "replay: cannot read %s\n", path);
    return failed ? -1 : 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The files of a directory, in name order (the same order on every run). */
static int replay_dir(const char *dir, long *count)
{
    DIR *d = opendir(dir);
    if (d == NULL) {
        fprintf(stderr, "replay: cannot open %s\n", dir);
        return -1;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    int rc = 0;
    while (rc == 0 && (e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap) {
            char **grown = realloc(names, (cap = cap ? 2 * cap : 64) * sizeof *names);
            if (grown == NULL) {
                rc = -1;
                break;
            }
            names = grown;
        }
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        if ((names[n] = malloc(len)) == NULL) {
            rc = -1;
            break;
        }
        snprintf(names[n++], len, "%s/%s", dir, e->d_name);
    }
    closedir(d);
    if (n > 0)
        qsort(names, n, sizeof *names, by_name);
    for (size_t i = 0; i < n; i++) {
        if (rc == 0 && replay_file(names[i]) == 0)
            (*count)++;
        else
            rc = -1;
        free(names[i]);
    }
    free(names);
    return rc;
}

int main(int argc, char **argv)
{
    long count = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) {
            fprintf(stderr, "replay: no such file or directory: %s\n", argv[i]);
            return 1;
        }
        int rc = S_ISDIR(st.st_mode) ? replay_dir(argv[i], &count)
                                     : (replay_file(argv[i]) == 0 ? (count++, 0) : -1);
        if (rc != 0)
            return 1;
    }
    printf("replayed %ld inputs\n", count);
    return count > 0 ? 0 : 1;
}
