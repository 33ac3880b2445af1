#!/usr/bin/env python3
"""A tour of the cookiegame Python package, in the order of doc/python.md.

Run it after `meson install` (the package then finds the installed library),
or from a build tree with
    COOKIEGAME_LIBRARY=build/lib/libcookiegame.so.1 PYTHONPATH=bindings/python \\
        python3 examples/python/tour.py
"""
from fractions import Fraction

import cookiegame as cg

# --- The spoiled-cookie game -------------------------------------------------
p = cg.Position("1 2 3 3 6")
print(f"{p}: outcome {p.outcome()}, Grundy value {p.grundy()}, "
      f"winning moves {p.winning_moves()}, reduced form {p.reduced()}")

# Which positions of three heaps up to 6 are P-positions?
ps = [cg.Position([a, b, c]) for a in range(7) for b in range(a, 7) for c in range(b, 7)]
print("P-positions of 3 heaps <= 6:", ", ".join(str(q) for q in ps if q.outcome() == "P"))

# --- A census, with progress, that Ctrl-C stops cleanly ----------------------
census = cg.census("reduced", 12, progress=lambda done, total: None)
for n in (10, 11, 12):
    print(f"{n} heaps: histogram {census.histogram(n)}, first of the largest value "
          f"{census.example(n, census.max_value(n))}")

# --- Wythoff and Fibonacci -----------------------------------------------------
print("Wythoff P-positions:", [cg.wythoff_p_position(k) for k in range(6)])
print("from (10, 12) win by moving to", cg.wythoff_winning_moves(10, 12))
print("Zeckendorf of 100:", cg.zeckendorf(100), "successor", cg.fibonacci_successor(100))

# --- Cookie Monster ------------------------------------------------------------
monster = cg.CMNim(3, "cookie-monster")
# A numpy array, one row per position, when numpy is installed; else tuples.
print("Cookie Monster P-positions with jars <= 4:",
      ", ".join(str(tuple(int(v) for v in p)) for p in monster.p_positions(4)))

# --- Partizan games ------------------------------------------------------------
g = cg.Game("{2|1}")
h = cg.Game("^*")
print(f"{g} + {h} = {g + h}; mean {g.mean}, temperature {g.temperature}")
print("^ > 0:", h - cg.Game("*") > 0, "  ^ || *:", cg.Game("^").fuzzy(cg.Game("*")))
print("{2|1} cooled by 1/2:", g.cool(Fraction(1, 2)), "  atomic weight of ^^*:",
      cg.Game("^^*").atomic_weight())
print("games born by day 2:", len(cg.games_born_by(2)))

# --- Odd/Even and Cookie Cutter -----------------------------------------------
print("partitions of 100 that Even wins when Odd starts:", cg.oddeven_count(100, "PR"))
print("Cookie Cutter, 4 x 4 board, 2 x 2 cutter:", cg.cutter_grundy(4, 4, 2, 2))

# --- Errors are exceptions -----------------------------------------------------
try:
    cg.Game("{1|")
except cg.ParseError as e:
    print("ParseError at offset", e.offset, "-", e)
try:
    cg.Position("1 2 3 3 6").dvalue
except cg.DomainError as e:
    print("DomainError:", e)
