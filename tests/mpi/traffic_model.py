#!/usr/bin/env python3
"""What each rank of the sharded strict census fetches, from the access
pattern alone (tools/cookiegame-mpi/sharded.c, top comment): the same shares,
chunks and blocks, counted without computing anything. test-traffic-model.py
holds it to the bytes cookiegame-mpi --verbose reports; run alone, it prints
the table of doc/cluster.md.

usage: traffic_model.py [N R]...   (default: the table's censuses)
"""
import sys

INT_MAX = 2**31 - 1
KERNEL_MIN_N = 9          # levels below are computed whole on every rank
PLANES = 2                # values at 2 bits (the Grundy Value Conjecture)


def share_of(items, align, ranks, r):
    """Rank r's share [begin, end) (tools/cookiegame-mpi/share.c)."""
    def begin(k):
        return items if k >= ranks else items * k // ranks // align * align
    return begin(r), begin(r + 1)


def chunk_shift(n, ranks, shift=18):
    """log2 of a chunk's words at level n (sharded.c's chunk_shift)."""
    j = min(shift, 24)
    most = max(INT_MAX // (ranks * (n - 6) * 6), 2)
    j = min(j, most.bit_length() - 1, n - 8)
    return max(j, 1)


def fetched(n, ranks, r):
    """Bytes rank r fetches to compute its share of level n."""
    if n - 1 < KERNEL_MIN_N:
        return 0
    words = 2 ** (n - 7)
    half = words // 2
    j = chunk_shift(n, ranks)
    begin, end = share_of(words, 2, ranks, r)
    own = [share_of(half, 2, ranks, r),
           share_of(half // 2, 2, ranks, r) if n - 2 >= KERNEL_MIN_N else None]
    total = 0
    c = begin >> j << j
    while c < end:
        q = c if c < half else c - half
        b = q >> j
        src = 0 if c < half else 1
        blocks = [(0, b)] if c >= half else []
        blocks.append((src, b))
        rest = b
        while rest:
            blocks.append((src, b - (rest & -rest)))
            rest &= rest - 1
        for s, block in blocks:
            if own[s] is None:
                continue   # a level every rank holds whole
            shift = j if s == 0 else j - 1
            first, last = block << shift, (block + 1) << shift
            mine = max(0, min(last, own[s][1]) - max(first, own[s][0]))
            total += (last - first) - mine
        c += 1 << j
    return total * 8 * PLANES


def main():
    args = [int(a) for a in sys.argv[1:]]
    runs = list(zip(args[::2], args[1::2])) or [(36, 4), (38, 8), (40, 8), (40, 16), (40, 32),
                                               (40, 64)]
    gib = 2.0**30
    print("| census | ranks | levels per rank | fetched per rank, level N (most) "
          "| fetched per rank, whole census (most / mean) |")
    print("|---|---|---|---|---|")
    for n, ranks in runs:
        whole = [sum(fetched(k, ranks, r) for k in range(n + 1)) for r in range(ranks)]
        last = max(fetched(n, ranks, r) for r in range(ranks))
        print("| strict %d | %d | %.1f GiB | %.0f GiB | %.0f / %.0f GiB |"
              % (n, ranks, 7 * 2.0**(n - 6) / ranks / gib, last / gib, max(whole) / gib,
                 sum(whole) / ranks / gib))


if __name__ == "__main__":
    main()
