#!/usr/bin/env python3
"""Run the cookiegame tool as a user would and check its output and exit statuses.

Usage: test-tool.py PATH-TO-cookiegame [SECTION...]
Sections: cookie (more are added by each module's commands).
"""
import itertools
import json
import os
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

TOOL = sys.argv[1]
failures = []
# Under the sanitizers (CG_TEST_SANITIZED) a few checks of sizes or limits
# run smaller or not at all: the code paths are the same, the gcc run has
# them at full size, and each costs tens of seconds under AddressSanitizer.
SANITIZED = bool(os.environ.get("CG_TEST_SANITIZED"))


def run(*args, stdin=None):
    p = subprocess.run([TOOL, *args], input=stdin, capture_output=True, text=True, timeout=300)
    return p.returncode, p.stdout, p.stderr


def run_to(path, *args):
    """Run with stdout going to the file path (for example /dev/full)."""
    with open(path, "w") as out:
        p = subprocess.run([TOOL, *args], stdout=out, stderr=subprocess.PIPE, text=True, timeout=300)
    return p.returncode, p.stderr


def check(cond, what):
    if not cond:
        failures.append(what)


def expect_usage_error(*args):
    rc, out, err = run(*args)
    check(rc == 2, f"{args}: exit {rc}, want 2")
    check(err.count("\n") == 1 and err.startswith("cookiegame: "), f"{args}: stderr {err!r}")
    check(out == "", f"{args}: printed {out!r} on stdout")


def section_common():
    rc, out, _ = run("help")
    check(rc == 0 and "analyze" in out, "help lists analyze")
    rc, out, _ = run("version")
    check(rc == 0 and out.startswith("cookiegame "), "version")
    expect_usage_error("no-such-command")


def section_cookie():
    rc, out, err = run("analyze", "1", "2", "3", "3", "6")
    check(rc == 0, f"analyze 1 2 3 3 6: exit {rc} {err}")
    for needle in ("reduced form:     2 3 3 4", "surplus:          1", "strict:           no",
                   "D-value:          none", "outcome:          N", "grundy value:     1",
                   "winning interval: 0-4", "box diagram:"):
        check(needle in out, f"analyze 1 2 3 3 6: missing {needle!r}")

    rc, out, _ = run("analyze", "0", "1", "1", "3", "4", "5", "8", "8", "--json")
    check(rc == 0, "analyze --json exit")
    try:
        j = json.loads(out)
        check(j["dvalue"] == 5 and j["outcome"] == "N" and j["reduced"] == [1, 3, 4, 5, 6, 6]
              and j["surplus"] == 2 and j["strict"] is True and j["complete"] is True,
              f"analyze --json values: {j}")
        check(j["winning_interval"] == [1, 4] and j["winning_move"] in j["winning_moves"],
              "analyze --json winning moves")
        check(j["remoteness"] == j["suspense"] == 5, "remoteness = suspense = D")
    except (ValueError, KeyError) as e:
        failures.append(f"analyze --json: {e}: {out!r}")

    # Text forms, stdin, the empty position.
    rc, out, _ = run("analyze", "(1,", "2,", "4)", "--json")
    check(rc == 0 and json.loads(out)["outcome"] == "P", "analyze (1, 2, 4) is a P-position")
    rc, out, _ = run("analyze", "-", "--json", stdin="3 2 1\n")
    check(rc == 0 and json.loads(out)["position"] == [1, 2, 3], "analyze - reads stdin")
    rc, out, _ = run("analyze", "()", "--json")
    check(rc == 0 and json.loads(out)["outcome"] == "P", "analyze () is the empty position")

    # stdin: one position per line (blank and '#' lines skipped), JSON Lines.
    rc, out, err = run("analyze", "-", "--json", stdin="1 2 3\n\n# a comment\n4 5 6\r\n")
    lines = out.splitlines()
    check(rc == 0 and len(lines) == 2 and json.loads(lines[0])["position"] == [1, 2, 3]
          and json.loads(lines[1])["position"] == [4, 5, 6], f"analyze - reads one position per line: {out!r} {err!r}")
    rc, out, _ = run("analyze", "-", stdin="1 2 3\n4 5 6\n")
    check(rc == 0 and out.count("position:") == 2 and "\n\nposition:" in out, "analyze - text: one block per line")
    rc, out, err = run("analyze", "-", "--json", stdin="1 2\nxyz\n3\n")
    check(rc == 2 and len(out.splitlines()) == 2 and "line 2" in err, f"analyze - names the bad line: {rc} {err!r}")
    rc, out, err = run("analyze", "-", stdin="\n# nothing\n")
    check(rc == 2 and out == "" and "no position" in err, f"analyze - without positions: {rc} {err!r}")

    # Counts agree with their nouns.
    rc, out, _ = run("analyze", "1")
    check(rc == 0 and "(1 heap)" in out and "exactly 1 move)" in out and "heaps)" not in out,
          f"analyze 1: singular nouns: {out!r}")

    # Writes that fail are failures (a full disk), with the reason.
    if os.path.exists("/dev/full"):
        for args in (["analyze", "1", "2", "3"], ["analyze", "1", "2", "--json"], ["zeckendorf", "100"],
                     ["dcounts", "5"], ["wythoff", "p", "3"], ["game", "{2|1}"]):
            rc, err = run_to("/dev/full", *args)
            check(rc == 1 and "cannot write" in err and "No space" in err, f"{args} > /dev/full: {rc} {err!r}")

    # A position too large to search within the limit: partial answer, exit 1.
    big = [str(x) for x in (1, 2, 2, 4, 5, 6, 6, 8, 9, 10, 10, 12, 13, 14, 14, 16, 17, 18, 18, 20, 21, 22, 22, 24)]
    rc, out, err = run("analyze", *big, "--limit", "1000", "--json")
    check(rc == 1 and json.loads(out)["complete"] is False and "limit" in err, "analyze --limit")

    # A large strict position is answered by the theory.
    text = " ".join(str(i) for i in range(1, 100001))
    rc, out, _ = run("analyze", "-", "--json", stdin=text)
    j = json.loads(out) if rc in (0, 1) else {}
    check(j.get("dvalue") == 66667 and j.get("winning_interval") == [0, 66665],
          f"analyze 1..100000: {rc} {str(j)[:200]}")

    for bad in (["analyze"], ["analyze", "1", "-2"], ["analyze", "4294967296"], ["analyze", "1", "x"],
                ["analyze", "1,,2"], ["analyze", "1", "--bogus"], ["analyze", "1", "--limit"],
                ["analyze", "1", "--limit", "many"]):
        expect_usage_error(*bad)


def section_tables():
    rc, out, _ = run("dcounts", "16", "--csv")
    rows = [r.split(",") for r in out.strip().splitlines()]
    check(rc == 0 and rows[0][0] == "n" and rows[0][-1] == "d=16", "dcounts --csv header")
    row16 = {rows[0][i]: v for i, v in enumerate(rows[-1])}
    check(row16.get("d=11") == "208" and row16.get("d=16") == "6435", f"dcounts row 16: {rows[-1]}")

    rc, out, _ = run("census", "strict", "20", "--csv", "--threads", "2")
    check(rc == 0, "census strict exit")
    check("\n\n" not in out, "census --csv writes one table")
    lv = [r.split(",") for r in out.strip().splitlines()]
    check(lv[0][:2] == ["n", "positions"] and len(lv) == 22, "census strict table shape")
    check(all(r[-1] in ("0", "1", "2", "3") for r in lv[1:]), "strict Grundy values at most 3 to 20")
    check(lv[-1][1] == str(2 ** 19), "census strict 20 positions")
    rc, out, _ = run("census", "strict", "20", "--csv", "--table", "first", "--threads", "2")
    check(rc == 0 and out.splitlines()[0] == "g,n,first position" and "3,4,(2 3 4 4)" in out,
          f"first strict position of value 3: {out!r}")
    rc, out, _ = run("census", "strict", "12", "--json")
    doc = json.loads(out) if rc == 0 else {}
    check(doc.get("family") == "strict" and doc.get("nmax") == 12 and len(doc.get("levels", [])) == 13
          and any(e.get("g") == 3 for e in doc.get("first_positions", [])), f"census --json: {out[:200]!r}")
    expect_usage_error("census", "strict", "5", "--table", "first")

    rc, out, _ = run("census", "reduced", "11", "--threads", "1")
    check(rc == 0 and "(2 3 4 6 9 9 11 11 11 11 11)" in out and "(1 2 5 5 7 7 7)" in out,
          "census reduced: first positions of values 4 and 5")
    # Every position of a value, against the tool's own analyze on every
    # reduced position of 9 heaps (all of them through one stream).
    rc, out, _ = run("census", "reduced", "9", "--value", "4", "--csv", "--table", "positions")
    listed = [line.split(",")[2].strip("()") for line in out.splitlines()[1:] if line.startswith("4,9,")]
    def reduced_tuples(n, lo=1, k=1):
        if k > n:
            yield ()
            return
        for v in range(max(lo, k), n + 1):
            if k < n or v == n:
                for rest in reduced_tuples(n, v, k + 1):
                    yield (v,) + rest
    tuples = list(reduced_tuples(9))
    values = [json.loads(line)["grundy"] for line in
              run("analyze", "-", "--json", stdin="".join(" ".join(map(str, t)) + "\n" for t in tuples))[1].splitlines()]
    want = [" ".join(map(str, t)) for t, g in zip(tuples, values) if g == 4]
    check(rc == 0 and len(tuples) == 4862 and listed == want and len(want) == 15,
          f"census --value 4 at 9 heaps: {len(listed)} listed, {len(want)} by analyze")
    rc, out, _ = run("census", "reduced", "11", "--json", "--threads", "2")
    doc = json.loads(out) if rc == 0 else {}
    check([(e["g"], e["n"]) for e in doc.get("positions", [])][:1] == [(5, 11)]
          and len(doc.get("positions", [])) == 3, f"census --json positions of the largest value: {out[-300:]!r}")
    rc, out, _ = run("census", "strict", "24", "--value", "0", "--csv", "--table", "positions")
    check(rc == 0 and "0,24,(2683238 positions: too many to list)" in out, f"census: too many to list: {out[-200:]!r}")
    # --checkpoint: a run killed (SIGKILL, no chance to clean up) after some
    # level resumes to the same tables as a run never stopped.
    heaps = "14" if SANITIZED else "16"
    with tempfile.TemporaryDirectory() as d:
        ckpt = os.path.join(d, "ckpt")
        want = run("census", "reduced", heaps, "--csv", "--threads", "2")[1]
        want_listed = run("census", "reduced", heaps, "--csv", "--table", "positions")[1]
        p = subprocess.Popen([TOOL, "census", "reduced", heaps, "--checkpoint", ckpt, "--threads", "1"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 60
        while not os.path.exists(os.path.join(ckpt, "census.ckpt")) and time.time() < deadline:
            time.sleep(0.01)
        time.sleep(0.2)
        p.kill()
        p.wait()
        killed_early = p.returncode == -9
        saved = sorted(os.listdir(ckpt))
        rc, got, err = run("census", "reduced", heaps, "--checkpoint", ckpt, "--csv", "--threads", "2")
        check(rc == 0 and got == want, f"census --checkpoint resumed after a kill: {rc} {err!r} {saved}")
        rc, got, _ = run("census", "reduced", heaps, "--checkpoint", ckpt, "--csv", "--table", "positions")
        check(rc == 0 and got == want_listed and os.listdir(ckpt) == ["census.ckpt"],
              f"census --checkpoint finished: answered from the statistics {os.listdir(ckpt)}")
        check(killed_early or saved == ["census.ckpt"], f"the kill came after the end: {saved}")
        rc, _, err = run("census", "reduced", str(int(heaps) + 1), "--checkpoint", ckpt)
        check(rc == 1 and "cannot be extended" in err, f"census --checkpoint extended: {rc} {err!r}")
        rc, _, err = run("census", "outcomes", heaps, "--checkpoint", ckpt)
        check(rc == 1 and "another census" in err, f"census --checkpoint of another census: {err!r}")
        rc, _, err = run("census", "reduced", "5", "--checkpoint", os.path.join(d, "no", "such"))
        check(rc == 1 and "cannot create" in err, f"census --checkpoint bad directory: {err!r}")
    for bad in (["census", "reduced", "5", "--value"], ["census", "reduced", "5", "--value", "x"],
                ["census", "strict", "5", "--checkpoint", "x"], ["census", "reduced", "5", "--checkpoint"],
                ["census", "reduced", "5", "--value", "64"], ["census", "outcomes", "5", "--value", "1"],
                ["census", "outcomes", "5", "--csv", "--table", "positions"],
                ["census", "reduced", "5", "--csv", "--table", "everything"]):
        expect_usage_error(*bad)

    # The outcome census: classes per level add up to Catalan numbers, and each
    # class's first position has those outcomes when analysed one by one.
    rc, out, _ = run("census", "outcomes", "10", "--json", "--threads", "2")
    doc = json.loads(out) if rc == 0 else {}
    catalan = [1, 1, 2, 5, 14, 42, 132, 429, 1430, 4862, 16796]
    levels = doc.get("levels", [])
    check(doc.get("family") == "outcomes" and [int(r["positions"]) for r in levels] == catalan
          and all(sum(int(r[k]) for k in ("P/P", "P/N", "N/P", "N/N")) == int(r["positions"])
                  for r in levels), f"census outcomes --json: {out[:300]!r}")
    for e in doc.get("first_positions", []):
        heaps = e["first position"].strip("()").split() or ["()"]
        normal = json.loads(run("analyze", *heaps, "--json")[1])["outcome"]
        misere = json.loads(run("analyze", *heaps, "--misere", "--json")[1])["outcome"]
        check(e["class"] == f"{normal}/{misere}", f"census outcomes first {e}: {normal}/{misere}")
    rc, out, _ = run("census", "outcomes", "6", "--csv", "--table", "first")
    check(rc == 0 and "P/P,4,(2 2 4 4)" in out, f"census outcomes --csv first: {out!r}")

    # The tool prints the tables; tests/cookie/papers-tests.c asserts the
    # paper's rules behind them.
    rc, out, _ = run("ap", "winning", "10", "12")
    check(rc == 0 and out.startswith("AP-positions a, a+1, ..., a+n-1: winning components")
          and "[Propp], Table 3" in out, "ap winning: title cites [Propp]")
    check(" 7-9 " in out and "7-11" in out, "ap winning: Table 3 cells")
    rc, out, _ = run("ap", "winning", "3", "4", "--csv")
    check(rc == 0 and out.splitlines() == ["a\\n,1,2,3,4", "1,1,2,,1-2", "2,2,,2,4-5", "3,3,,3-5,"],
          f"ap winning --csv: {out!r}")
    rc, out, _ = run("ap", "grundy", "20", "20", "--threads", "2", "--csv")
    rows = [list(map(int, line.split(","))) for line in out.splitlines()[1:]]
    check(rc == 0 and len(rows) == 20 and all(len(r) == 21 for r in rows), "ap grundy: 20 x 20")
    period = (0, 1, 2, 0, 1, 3)
    check(all(rows[a - 1][n] == period[(a + n - 1) % 6]
              for a in range(1, 21) for n in range(2 * a - 1, 21)), "ap grundy: period 6 cells")

    for bad in (["dcounts"], ["dcounts", "67"], ["dcounts", "x"], ["census", "strict"],
                ["census", "odd", "5"], ["census", "strict", "49"], ["census", "strict", "5", "--threads", "0"],
                ["census", "strict", "5", "--max-memory", "lots"], ["ap", "winning", "0", "5"],
                ["ap", "grundy", "5", "35"], ["ap", "sideways", "3", "3"]):
        expect_usage_error(*bad)
    rc, out, err = run("census", "strict", "30", "--max-memory", "1M")
    check(rc == 1 and err.startswith("cookiegame: census needs 83.9 MB, more than") and out == "",
          f"census refused for memory: {err!r}")


def section_hunt():
    # The hunt for value G from every position of value G-1 to N heaps must
    # find exactly the census's positions of value G to N+1 heaps (the census
    # is an independent engine), for several G.
    for g, n in ((4, 8), (5, 10), (6, 13)):
        rc, listing, _ = run("census", "reduced", str(n), "--value", str(g - 1), "--csv", "--table", "positions")
        rc2, out, err = run("hunt", str(g), "--csv", stdin=listing)
        found = sorted(line for line in out.splitlines()[1:])
        rc3, census, _ = run("census", "reduced", str(n + 1), "--value", str(g), "--csv", "--table", "positions")
        want = sorted(line for line in census.splitlines()[1:])
        check(rc == 0 and rc2 == 0 and rc3 == 0 and found == want and want,
              f"hunt {g} from value {g - 1} to {n} heaps: {found} want {want} {err}")
    rc, listing, _ = run("census", "reduced", "13", "--value", "5", "--csv", "--table", "positions")
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "value5.csv")
        with open(path, "w") as f:
            f.write("# every position of value 5 to 13 heaps\n" + listing)
        rc, out, err = run("hunt", "6", "--from", path, "--json")
        doc = json.loads(out) if rc == 0 else {}
        check(doc.get("value") == 6 and doc.get("inputs") == 405 and doc.get("input_heaps") == [11, 13]
              and doc.get("complete_to") == 14
              and [(e["n"], e["found"]) for e in doc.get("levels", [])] == [(12, 0), (13, 0), (14, 2)]
              and [e["position"] for e in doc.get("found", [])] ==
              ["(3 6 7 9 9 11 12 12 14 14 14 14 14 14)", "(3 6 8 9 9 11 12 12 14 14 14 14 14 14)"],
              f"hunt --from --json: {rc} {out[:400]!r} {err}")
        rc, out, _ = run("hunt", "6", "--from", path, "--heaps", "13", "--csv", "--table", "levels")
        check(rc == 0 and out.splitlines() == ["n,candidates,largest,found", "12,35,4,0", "13,778,4,0"],
              f"hunt --heaps 13 --table levels: {out!r}")
        rc, out, _ = run("hunt", "6", "--from", path)
        check(rc == 0 and "complete to 14 heaps" in out and "candidates of value 6 or more:" in out,
              f"hunt text: {out!r}")
    rc, out, _ = run("hunt", "5", stdin="1 2 5 5 7 7 7\n")
    check(rc == 0 and "no candidate has value 5 or more" in out, f"hunt without a find: {out!r}")
    for args, stdin in ((["hunt", "5"], "1 2\n"), (["hunt", "5"], "1 2 x\n"), (["hunt", "5"], "\n"),
                        (["hunt", "0"], "1\n"), (["hunt", "65"], "1\n"), (["hunt"], ""),
                        (["hunt", "5", "--table", "all"], ""), (["hunt", "5", "--from", "/no/such/file"], ""),
                        (["hunt", "5", "--heaps", "x"], ""), (["hunt", "5", "6"], ""),
                        # A NUL byte once cut "1\0 2 3" to the position (1).
                        (["hunt", "2"], "1\0 2 3\n"), (["hunt", "2"], "1\n1\0\n"),
                        (["analyze", "-"], "1 2\0 3\n")):
        rc, out, err = run(*args, stdin=stdin)
        check(rc == 2 and out == "" and err.count("\n") == 1 and err.startswith("cookiegame: "),
              f"{args} {stdin!r}: {rc} {out!r} {err!r}")


def crc32c(data, crc=0):
    """CRC-32C (Castagnoli), as util/crc32c.c computes it, to write test checkpoints."""
    crc ^= 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ (0x82F63B78 if crc & 1 else 0)
    return crc ^ 0xFFFFFFFF


def hunt_checkpoint(data):
    """The fields of a hunt checkpoint (lib/cookie/hunt.c gives the format)."""
    import struct
    value, heaps, count, fingerprint, done = struct.unpack_from("<IIQIQ", data, 8)
    levels = heaps + 1
    at = 40
    candidates = list(struct.unpack_from(f"<{levels}Q", data, at))
    at += 8 * levels
    largest = list(struct.unpack_from(f"<{levels}I", data, at))
    at += 4 * levels
    (nfound,) = struct.unpack_from("<Q", data, at)
    at += 8
    found = [struct.unpack_from("<QI", data, at + 12 * i) for i in range(nfound)]
    return dict(value=value, heaps=heaps, count=count, fingerprint=fingerprint, done=done,
                candidates=candidates, largest=largest, found=found)


def hunt_checkpoint_bytes(c):
    """A hunt checkpoint with correct checksums from the fields of hunt_checkpoint."""
    import struct
    head = b"CGHUNT01" + struct.pack("<IIQIQ", c["value"], c["heaps"], c["count"], c["fingerprint"], c["done"])
    head += struct.pack("<I", crc32c(head))
    levels = len(c["candidates"])
    block = struct.pack(f"<{levels}Q", *c["candidates"]) + struct.pack(f"<{levels}I", *c["largest"])
    block += struct.pack("<Q", len(c["found"])) + b"".join(struct.pack("<QI", i, g) for i, g in c["found"])
    body = head + block + struct.pack("<I", crc32c(block))
    return body + struct.pack("<I", crc32c(body))


def section_hunt_threads():
    """hunt --threads T gives the single-threaded output whatever T; --checkpoint
    FILE resumes a stopped or killed hunt to the same output; damaged or
    foreign checkpoints are refused with a sentence, and left as they were."""
    import signal
    with tempfile.TemporaryDirectory() as d:
        inputs = {}
        for g, n in ((5, 10), (6, 14)):
            rc, listing, _ = run("census", "reduced", str(n), "--value", str(g - 1), "--csv", "--table", "positions")
            inputs[g] = os.path.join(d, f"value{g - 1}.csv")
            with open(inputs[g], "w") as f:
                f.write(listing)
        # 91 000 candidates to 16 heaps: 12 segments of one thread, 4 of three.
        for g, path, extra in ((5, inputs[5], []), (6, inputs[6], ["--heaps", "16"])):
            outs = {}
            for t in ("1", "2", "3"):
                for form in (["--json"], ["--csv"]) if t == "3" else (["--json"],):
                    rc, out, err = run("hunt", str(g), "--from", path, "--threads", t, *extra, *form)
                    check(rc == 0 and out, f"hunt {g} {extra} --threads {t} {form}: {rc} {err}")
                    outs.setdefault(tuple(form), set()).add(out)
            for form, seen in outs.items():
                check(len(seen) == 1, f"hunt {g} {extra} {form}: the output depends on the threads")
        args = ("hunt", "6", "--from", inputs[6], "--heaps", "16", "--json")
        rc, want, _ = run(*args, "--threads", "1")
        found = json.loads(want)["found"] if rc == 0 else []
        check(rc == 0 and len(found) == 2 + 40 + 224, f"hunt 6 to 16 heaps finds {len(found)}")

        # A checkpointed run gives the same output; its finished checkpoint answers again.
        ck = os.path.join(d, "hunt.ckpt")
        rc, out, err = run(*args, "--threads", "2", "--checkpoint", ck)
        check(rc == 0 and out == want, f"hunt --checkpoint: {rc} {err}")
        with open(ck, "rb") as f:
            whole = f.read()
        c = hunt_checkpoint(whole)
        check(c["done"] == c["count"] == 91000 and c["value"] == 6 and c["heaps"] == 16
              and len(c["found"]) == len(found), f"the finished checkpoint: {c['done']} {c['count']}")
        rc, out, _ = run(*args, "--threads", "3", "--checkpoint", ck)
        check(rc == 0 and out == want, "hunt from a finished checkpoint")

        # Resumed from a checkpoint partway (after the levels to 14 heaps, the
        # state a run stopped there saves): the rest is evaluated, the found
        # positions already recorded are given again, the output is the same.
        boundary = sum(c["candidates"][:15])
        part = dict(c, done=boundary, candidates=c["candidates"][:15] + [0, 0],
                    largest=c["largest"][:15] + [0, 0], found=[e for e in c["found"] if e[0] < boundary])
        check(0 < boundary < c["count"] and part["found"], "the partial checkpoint is partial")
        for t in ("1", "3"):
            with open(ck, "wb") as f:
                f.write(hunt_checkpoint_bytes(part))
            rc, out, err = run(*args, "--threads", t, "--checkpoint", ck)
            with open(ck, "rb") as f:
                after = hunt_checkpoint(f.read())
            check(rc == 0 and out == want and after["done"] == c["count"],
                  f"hunt resumed at {boundary} with {t} threads: {rc} {err} {after['done']}")

        # Killed (SIGKILL, no chance to save) after a checkpoint was written:
        # the file is whole and the hunt resumes from it.
        killed = os.path.join(d, "killed.ckpt")
        p = subprocess.Popen([TOOL, *args, "--threads", "1", "--checkpoint", killed],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 120
        while not os.path.exists(killed) and p.poll() is None and time.time() < deadline:
            time.sleep(0.01)
        p.send_signal(signal.SIGKILL)
        p.wait()
        if os.path.exists(killed):
            with open(killed, "rb") as f:
                k = hunt_checkpoint(f.read())
            if k["done"] == k["count"]:
                print("note: the hunt finished before it was killed", file=sys.stderr)
            rc, out, err = run(*args, "--threads", "2", "--checkpoint", killed)
            check(rc == 0 and out == want, f"hunt resumed after SIGKILL at {k['done']}: {rc} {err}")

        # Refused: each with exit status 2, one sentence, the file untouched.
        good = hunt_checkpoint_bytes(part)
        flipped = bytearray(good)
        flipped[60] ^= 1
        bad_cases = [
            (b"not a checkpoint at all\n", "not a hunt checkpoint"),
            (good[:50], "truncated"),
            (bytes(flipped), "checksum mismatch in the results"),
            (good + b"x", "bytes past the end"),
            (hunt_checkpoint_bytes(dict(part, done=c["count"] + 1)), "more candidates done than there are"),
            (hunt_checkpoint_bytes(dict(part, done=boundary - 1)), "do not add up"),
            (hunt_checkpoint_bytes(dict(part, found=part["found"][::-1])), "out of order"),
            (hunt_checkpoint_bytes(dict(part, found=[(part["found"][0][0], 3)])), "impossible value"),
            (hunt_checkpoint_bytes(dict(part, fingerprint=part["fingerprint"] ^ 1)), "other positions"),
        ]
        rc, _, _ = run("hunt", "6", "--from", inputs[6], "--heaps", "15", "--checkpoint", os.path.join(d, "h15.ckpt"))
        with open(os.path.join(d, "h15.ckpt"), "rb") as f:
            bad_cases.append((f.read(), "another hunt's (value 6, to 15 heaps"))
        for content, words in bad_cases:
            with open(ck, "wb") as f:
                f.write(content)
            rc, out, err = run(*args, "--checkpoint", ck)
            with open(ck, "rb") as f:
                kept = f.read() == content
            check(rc == 2 and out == "" and err.count("\n") == 1 and err.startswith("cookiegame: hunt: ")
                  and words in err and ck in err and kept, f"checkpoint refused ({words}): {rc} {err!r} kept {kept}")
        rc, out, err = run(*args, "--checkpoint", d)
        check(rc == 2 and "cannot read it" in err, f"a directory as the checkpoint: {rc} {err!r}")
        expect_usage_error(*args, "--checkpoint")
        expect_usage_error(*args, "--threads", "0")


def section_wythoff():
    rc, out, err = run("wythoff", "p", "1", "--count", "5", "--csv")
    check(rc == 0 and out.splitlines() == ["k,a_k,b_k", "1,1,2", "2,3,5", "3,4,7", "4,6,10", "5,8,13"],
          f"wythoff p --csv: {out!r} {err}")
    rc, out, _ = run("wythoff", "P", "7046029254386353130")
    check(rc == 0 and "18446744073709551615" in out, "wythoff P at the 64-bit boundary")
    rc, _, err = run("wythoff", "p", "7046029254386353131")
    check(rc == 2 and "out of range" in err, "wythoff p past the boundary")
    rc, out, _ = run("wythoff", "grundy", "3", "5")
    f = fields(out)
    check(rc == 0 and f.get("grundy") == "0" and f.get("outcome") == "P" and f.get("winning_moves") == "none",
          f"grundy 3 5: {out!r}")
    rc, out, _ = run("wythoff", "grundy", "2", "2")
    check(rc == 0 and fields(out).get("grundy") == "1"
          and fields(out).get("winning_moves") == "(0, 0) (1, 2) (2, 1)",
          f"grundy 2 2: {out!r}")
    rc, out, _ = run("wythoff", "table", "3", "4", "--csv")
    check(rc == 0 and out.splitlines() == ["x\\y,0,1,2,3", "0,0,1,2,3", "1,1,2,0,4", "2,2,0,1,5"],
          f"table 3 4: {out!r}")
    import os
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "w.pgm")
        rc, out, err = run("wythoff", "table", "16", "32", "--pgm", path)
        data = open(path, "rb").read() if os.path.exists(path) else b""
        check(rc == 0 and data.startswith(b"P5\n32 16\n255\n") and len(data) == 13 + 16 * 32,
              f"table --pgm: {rc} {err} {len(data)}")
        rc, _, err = run("wythoff", "table", "4", "4", "--pgm", os.path.join(d, "no", "such"))
        check(rc == 2 and err.startswith("cookiegame: "), "pgm to a bad path")
    rc, out, _ = run("zeckendorf", "100")
    check(rc == 0 and fields(out).get("zeckendorf") == "89 + 8 + 3" and fields(out).get("successor") == "162",
          f"zeckendorf: {out!r}")
    rc, out, _ = run("zeckendorf", "18446744073709551615", "--json")
    doc = json.loads(out) if rc == 0 else {}
    check(sum(doc.get("zeckendorf", [])) == 2 ** 64 - 1 and doc.get("successor", 0) is None,
          f"zeckendorf --json at the top: {out!r}")
    for bad in (["wythoff"], ["wythoff", "p", "-1"], ["wythoff", "grundy", "1"],
                ["wythoff", "table", "0", "3"], ["wythoff", "nope"], ["zeckendorf", "1x"],
                ["zeckendorf", "18446744073709551616"], ["wythoff", "p", "3", "--bogus"]):
        expect_usage_error(*bad)


def section_cmnim():
    rc, out, err = run("cm", "cookie-monster", "3", "9", "--csv")
    rows = [tuple(map(int, line.split(","))) for line in out.splitlines()[1:]]
    check(rc == 0 and out.startswith("jar0,jar1,jar2\n"), f"cm --csv (jars numbered from 0): {rc} {err}")
    # [BK]: the P-positions with all jars non-empty and below 10, up to order.
    inner = sorted({tuple(sorted(r)) for r in rows if min(r) > 0})
    check(inner == [(1, 1, 4), (1, 3, 3), (1, 5, 6), (2, 2, 6), (2, 3, 8), (2, 7, 7), (3, 4, 4),
                    (3, 6, 9), (5, 5, 7), (5, 8, 8)], f"cookie monster P-positions: {inner}")
    check(rows == sorted(rows) and len(rows) == 58, "lexicographic order")
    # Two jars: Wythoff's P-positions.
    rc, out, _ = run("cm", "cookie-monster", "2", "13", "--csv")
    check(out.splitlines()[1:] == ["0,0", "1,2", "2,1", "3,5", "4,7", "5,3", "6,10", "7,4", "8,13",
                                   "10,6", "13,8"],
          f"two jars: {out!r}")
    # Explicit sets, jars numbered from 0: Nim with a {0,1} move is Wythoff on
    # jars 0-1 plus a Nim jar; (1, 2, 0) is a P-position of it, (1, 0, 1) too.
    rc, out, _ = run("cm", "0+1", "3", "3", "--csv")
    rows = [tuple(map(int, line.split(","))) for line in out.splitlines()[1:]]
    check(rc == 0 and out.startswith("jar0,jar1,jar2\n") and (1, 2, 0) in rows and (1, 0, 1) in rows
          and (1, 1, 0) not in rows, f"cm 0+1: {out!r}")
    rc, out, _ = run("cm", "1+2", "3", "3", "--csv")
    rows = [tuple(map(int, line.split(","))) for line in out.splitlines()[1:]]
    check(rc == 0 and (0, 1, 2) in rows and (0, 1, 1) not in rows, f"cm 1+2 (jars 1 and 2): {out!r}")
    rc, out, _ = run("cm", "odd", "3", "3", "--csv")
    rows = [tuple(map(int, line.split(","))) for line in out.splitlines()[1:]]
    check(rc == 0 and all(a ^ b ^ c == 0 for a, b, c in rows) and len(rows) == 16, "odd game is Nim")
    # Misère play: single jars are Marienbad (Bouton's misère rule); two jars
    # of Cookie Monster are misère Wythoff, which differs from normal play
    # only in (0, 1), (1, 0), (2, 2).
    rc, out, _ = run("cm", "nim", "3", "6", "--misere", "--csv")
    rows = [tuple(map(int, line.split(","))) for line in out.splitlines()[1:]]
    def marienbad_p(x):
        return (x[0] ^ x[1] ^ x[2]) == 0 if max(x) > 1 else sum(x) % 2 == 1
    want = [x for x in itertools.product(range(7), repeat=3) if marienbad_p(x)]
    check(rc == 0 and rows == want, f"cm nim --misere: {rows[:10]} want {want[:10]}")
    rc, out, _ = run("cm", "cookie-monster", "2", "13", "--misere")
    check(rc == 0 and out.startswith("11 misere P-positions") and " 0     1\n" in out
          and " 2     2\n" in out and " 3     5\n" in out, f"cm cookie-monster 2 --misere: {out!r}")
    # One position: outcome, Grundy value and remoteness of both plays against
    # a naive search of Cookie Monster here (every non-empty set of jars).
    def monster_values(x, misere):
        memo = {}
        def solve(y):
            if y not in memo:
                opts = []
                for mask in range(1, 1 << len(y)):
                    jars = [i for i in range(len(y)) if mask >> i & 1]
                    for t in range(1, min(y[i] for i in jars) + 1):
                        opts.append(solve(tuple(v - t if i in jars else v for i, v in enumerate(y))))
                if not opts:
                    memo[y] = (0, misere)             # (remoteness, mover wins)
                else:
                    wins = [r for r, w in opts if not w]
                    memo[y] = (1 + min(wins), True) if wins else (1 + max(r for r, _ in opts), False)
            return memo[y]
        return solve(tuple(x))
    for x in ((3, 5, 7), (1, 1, 4), (0, 1, 0), (0, 0, 0), (2, 2, 6, 1)):
        for misere in (False, True):
            args = ["cm", "cookie-monster", "--position", ",".join(map(str, x)), "--json"]
            rc, out, err = run(*args + (["--misere"] if misere else []))
            doc = json.loads(out) if rc == 0 else {}
            r, wins = monster_values(x, misere)
            check(doc.get("jars") == list(x) and doc.get("remoteness") == r
                  and doc.get("outcome") == ("N" if wins else "P")
                  and doc.get("play") == ("misere" if misere else "normal")
                  and (doc.get("grundy") is None) == misere,
                  f"cm --position {x} misere={misere}: {out!r} {err}")
    rc, out, _ = run("cm", "nim", "--position", "1,1", "--misere")
    check(rc == 0 and fields(out).get("outcome", "").startswith("N")
          and fields(out).get("remoteness") == "2", f"cm --position --misere text: {out!r}")
    rc, _, err = run("cm", "cookie-monster", "--position", "300,500,700", "--limit", "1000")
    check(rc == 1 and "limit" in err, f"cm --position over the limit: {rc} {err!r}")
    for bad in (["cm"], ["cm", "nim", "0", "3"], ["cm", "nim", "17", "3"], ["cm", "bogus", "3", "3"],
                ["cm", "1+3", "3", "3"], ["cm", "1++2", "3", "3"], ["cm", "nim", "3", "-1"],
                ["cm", "nim", "3", "3", "--bad"], ["cm", "nim", "--position"],
                ["cm", "nim", "--position", ""], ["cm", "nim", "--position", "1,,2"],
                ["cm", "nim", "--position", "1,x"], ["cm", "nim", "--position", "1,2,"],
                ["cm", "nim", "--position", ",".join(["1"] * 17)],
                ["cm", "nim", "--position", "18446744073709551616"],
                ["cm", "nim", "--position", "18446744073709551615,1"],
                ["cm", "1+3", "--position", "1,2"], ["cm", "nim", "3", "--position", "1,2"]):
        expect_usage_error(*bad)


def section_cutter():
    rc, out, err = run("cutter", "4", "4", "2", "2")
    check(rc == 0 and fields(out).get("grundy") == "5", f"cutter 4 4 2 2: {out!r} {err}")
    rc, out, _ = run("cutter", "2", "3", "2", "2", "--cells", "##./.##")
    check(rc == 0 and fields(out).get("grundy") == "0" and fields(out).get("cells") == "##./.##",
          f"cutter --cells: {out!r}")
    rc, out, _ = run("cutter", "table", "3", "4", "2", "2", "--csv")
    check(rc == 0 and out.splitlines() == ["r\\c,1,2,3,4", "1,1,2,0,1", "2,2,1,0,2", "3,0,0,0,0"],
          f"cutter table: {out!r}")
    rc, out, _ = run("cutter", "table", "6", "6", "2", "2", "--limit", "1000", "--csv")
    check(rc == 1 and "?" in out and "--limit" in _, "cutter table --limit marks boards over the limit")
    rc, out, _ = run("cutter", "row", "3", "8", "--csv")
    check(rc == 0 and out.splitlines() == ["k,grundy"] + [f"{k},{k % 4}" for k in range(1, 9)],
          f"cutter row: {out!r}")
    rc, _, err = run("cutter", "7", "7", "2", "2", "--limit", "100")
    check(rc == 1 and "limit" in err, f"cutter over the limit: {rc} {err!r}")
    for bad in (["cutter"], ["cutter", "0", "3", "1", "1"], ["cutter", "65", "3", "1", "1"],
                ["cutter", "3", "3", "0", "1"], ["cutter", "2", "2", "1", "1", "--cells", "##/#"],
                ["cutter", "2", "2", "1", "1", "--cells", "#a/##"], ["cutter", "table", "3"],
                ["cutter", "row", "0", "5"], ["cutter", "row", "2", "x"],
                ["cutter", "2", "2", "1", "1", "--bogus"]):
        expect_usage_error(*bad)
    # Misère play, every 2 x 3 board under a 1 x 2 cutter, against the definition.
    import functools
    cuts = {frozenset((r, c) for r in range(pr, pr + 1) for c in range(pc, pc + 2)
                      if 0 <= r < 2 and 0 <= c < 3) for pr in range(0, 2) for pc in range(-1, 3)}

    @functools.lru_cache(maxsize=None)
    def wins(cookies):
        moves = [cookies - cut for cut in cuts if cookies & cut]
        return not moves or any(not wins(m) for m in moves)
    for mask in range(64):
        cookies = frozenset((i // 3, i % 3) for i in range(6) if mask >> i & 1)
        pattern = "/".join("".join("#" if (r, c) in cookies else "." for c in range(3)) for r in range(2))
        rc, out, err = run("cutter", "2", "3", "1", "2", "--cells", pattern, "--misere", "--json")
        d = json.loads(out) if rc == 0 else {}
        check(d.get("play") == "misere" and "grundy" not in d
              and d.get("outcome") == ("N" if wins(cookies) else "P"),
              f"cutter --misere {pattern}: {rc} {out!r} {err!r}")
    # A misère search stopped by its limit is a failure, not the normal-play
    # value shown as misère (it printed "P, remoteness 0" with exit 0).
    rc, out, err = run("cutter", "1", "30", "1", "1", "--misere", "--limit", "1000")
    check(rc == 1 and out == "" and "passed 1000 nodes" in err, f"cutter --misere at its limit: {rc} {out!r} {err!r}")


def fields(out):
    """The 'key: value' lines of a summary as a dict (the first occurrence of each key)."""
    d = {}
    for line in out.splitlines():
        key, sep, value = line.partition(":")
        if sep and key not in d:
            d[key] = value.strip()
    return d


def section_partizan():
    # Seven games born on day 3: a canonical text of 69 million characters,
    # once written whole (sums of ten asked for up to 100 GB).
    big = ("{0,{1|0}|{0,*|-1},v} + {^,{1|0}|{0|-1},-1/2,{*|-1}} + {0,*,{1|0,*}|-1/2} + "
           "{1,{1|0,*}|0,*,+-1} + {0,*2,+-1|-1,-1*} + {1/2,{1|0,*}|0,*,*2} + {1/2|*,v}")
    rc, out, err = run("game", big, "--json")
    doc = json.loads(out) if rc == 0 else {}
    check(rc == 0 and len(out) < 17 << 20 and doc.get("canonical", "").endswith(
          "... (69394324 characters in all: too long to print)") and doc.get("outcome") == "N",
          f"game with a text too long to print: {rc} {len(out)} {err}")
    # Why a game is out of range, in the library's words: a sum that passed
    # the bound (then *1024; now ^4096) was once reported as "nested deeper
    # than 1000 levels".
    for expr, why in (("^4096+^", "the sum at the '+' at offset 5 passes"),
                      ("(" * 1001 + "1" + ")" * 1001, "nest deeper than 1000 levels at offset 1000"),
                      ("*2147483648", "the count after '*' at offset 1 passes 2147483647")):
        rc, out, err = run("game", expr)
        check(rc == 2 and out == "" and why in err, f"game {expr[:20]}: {rc} {err!r}")
    rc, out, err = run("game", "{0|*}")
    f = fields(out)
    check(rc == 0 and f.get("canonical") == "^", f"game {{0|*}}: {rc} {out!r} {err}")
    check(f.get("outcome", "").startswith("L (") and f.get("number") == "no"
          and f.get("birthday") == "2", f"game {{0|*}}: {f}")
    check(f.get("left stop") == "0" and f.get("right stop") == "0" and f.get("mean") == "0",
          f"game {{0|*}} stops and mean: {f}")
    rc, out, err = run("game", "{2|1}+^+*3")
    f = fields(out)
    check(rc == 0 and f.get("canonical") == "{2^*3|1^*3}" and f.get("left stop") == "2"
          and f.get("right stop") == "1" and f.get("mean") == "3/2" and f.get("temperature") == "1/2"
          and f.get("outcome", "").startswith("L ("), f"game {{2|1}}+^+*3: {rc} {f} {err}")
    rc, out, _ = run("game", "{1|0}+{0|1}")
    f = fields(out)
    check(rc == 0 and f.get("canonical") == "{3/2|1/2}" and f.get("mean") == "1"
          and f.get("outcome", "").startswith("L ("), f"game {{1|0}}+{{0|1}}: {out!r}")
    rc, out, _ = run("game", "^+v")
    f = fields(out)
    check(rc == 0 and f.get("canonical") == "0" and f.get("outcome", "").startswith("P (")
          and f.get("number") == "yes" and f.get("birthday") == "0", f"game ^+v: {out!r}")
    rc, out, _ = run("game", "{2||1|0}")
    f = fields(out)
    check(rc == 0 and f.get("mean") == "5/4" and f.get("temperature") == "3/4"
          and f.get("left stop") == "2" and f.get("right stop") == "1", f"game {{2||1|0}}: {f}")
    rc, out, _ = run("game", "-5/2")
    f = fields(out)
    check(rc == 0 and f.get("canonical") == "-5/2" and f.get("outcome", "").startswith("R (")
          and f.get("number") == "yes" and f.get("temperature") == "-1/2", f"game -5/2: {f}")
    rc, out, _ = run("game", "+-1")
    f = fields(out)
    check(rc == 0 and f.get("canonical") == "+-1" and f.get("left stop") == "1"
          and f.get("right stop") == "-1" and f.get("temperature") == "1", f"game +-1: {f}")
    # Thermal data: the class, infinitesimal, all-small and the walls as breakpoints.
    for expr, mean, temp in (("{1|*||-1/2|||-1,{*|-1}|-2}", "-1/2", "1/2"),
                             ("{2|*,{1|*}||{0|-2},{-1/2|-1*}}", "0", "3/4"),
                             ("{2|1/2,+-1||^*,{1|0,*}|-2}", "1/2", "1/2"),
                             ("{2||1|0}", "5/4", "3/4")):
        rc, out, err = run("game", expr)
        f = fields(out)
        check(rc == 0 and f.get("mean") == mean and f.get("temperature") == temp
              and f.get("thermal", "").startswith("hot ("), f"game {expr}: {rc} {f} {err}")
    rc, out, _ = run("game", "{2||1|0}")
    f = fields(out)
    check(f.get("left wall") == "2 at t=0, slope -1 to 5/4 at t=3/4; mast 5/4 from t=3/4"
          and f.get("right wall") == "1 at t=0, slope 0 to 1 at t=1/2, slope +1 to 5/4 at t=3/4; "
                                     "mast 5/4 from t=3/4"
          and f.get("infinitesimal") == "no" and f.get("all-small") == "no", f"game {{2||1|0}} walls: {f}")
    rc, out, _ = run("game", "+-1")
    f = fields(out)
    check(f.get("left wall") == "1 at t=0, slope -1 to 0 at t=1; mast 0 from t=1"
          and f.get("right wall") == "-1 at t=0, slope +1 to 0 at t=1; mast 0 from t=1", f"game +-1 walls: {f}")
    # A wall that is vertical from t = 0 runs into the mast at the temperature.
    rc, out, _ = run("game", "{1|*||-1/2|||-1,{*|-1}|-2}")
    f = fields(out)
    check(f.get("left wall") == "-1/2 at t=0, slope 0 to -1/2 at t=1/2; mast -1/2 from t=1/2"
          and f.get("right wall") == "-1 at t=0, slope +1 to -1/2 at t=1/2; mast -1/2 from t=1/2",
          f"game {{1|*||-1/2|||-1,{{*|-1}}|-2}} walls: {f}")
    for expr, cls, inf, small, wall in (("^", "tepid", "yes", "yes", "mast 0 from t=0"),
                                        ("1+*", "tepid", "no", "no", "mast 1 from t=0"),
                                        ("*1000", "tepid", "yes", "yes", "mast 0 from t=0"),
                                        ("3/4", "cold", "no", "no", "mast 3/4 from t=0"),
                                        ("0", "cold", "yes", "yes", "mast 0 from t=0"),
                                        ("{1|0}", "hot", "no", "no", None),
                                        ("{0|{0|-1}}", "tepid", "yes", "no", "mast 0 from t=0")):
        rc, out, _ = run("game", expr)
        f = fields(out)
        check(rc == 0 and f.get("thermal", "").split(" ")[0] == cls and f.get("infinitesimal") == inf
              and f.get("all-small") == small
              and (wall is None or f.get("left wall") == f.get("right wall") == wall),
              f"game {expr} thermal lines: {f}")
    # --moves: every option with its mean and temperature; the orthodox and hottest marked.
    def moves(out):
        """{'left': [[option, mean, temperature, mark], ...], 'right': ...} from --moves output."""
        got, side = {}, None
        for line in out.splitlines():
            if line.startswith(("left moves:", "right moves:")):
                side = line.split()[0]
                got[side] = []
            elif side and line.split() == ["option", "mean", "temperature"]:
                pass
            elif side and line.startswith("  "):
                cells = line.split(None, 3)
                got[side].append(cells + [""] * (4 - len(cells)))
            else:
                side = None
        return got
    # {2|1}+{1|0} = 2 = {1|}: Left's one move goes to 1, Right has none.
    rc, out, err = run("game", "{2|1}+{1|0}", "--moves")
    m = moves(out)
    check(rc == 0 and fields(out).get("canonical") == "2" and m.get("left") == [["1", "1", "-1", "orthodox"]]
          and m.get("right") == [] and "right moves:   none" in out, f"game {{2|1}}+{{1|0}} --moves: {out!r} {err}")
    # {{4|0},{3|2}|-1}: T = 7/4, mean 3/4. At T, RW({4|0}) - T = 7/4 - 7/4 = 0 and
    # RW({3|2}) - T = 5/2 - 7/4 = 3/4: {3|2} is orthodox although {4|0} is hotter.
    rc, out, err = run("game", "{{4|0},{3|2}|-1}", "--moves")
    m, f = moves(out), fields(out)
    check(rc == 0 and f.get("mean") == "3/4" and f.get("temperature") == "7/4"
          and m.get("left") == [["{3|2}", "5/2", "1/2", "orthodox"], ["{4|0}", "2", "2", "hottest"]]
          and m.get("right") == [["-1", "-1", "-1", "orthodox"]]
          and f.get("orthodox", "").startswith("the option whose wall gives the game's own wall"),
          f"game {{{{4|0}},{{3|2}}|-1}} --moves: {m} {err}")
    rc, out, _ = run("game", "{2||1|0}", "--moves")
    m = moves(out)
    check(rc == 0 and m.get("left") == [["2", "2", "-1", "orthodox"]]
          and m.get("right") == [["{1|0}", "1/2", "1/2", "orthodox, hottest"]], f"game {{2||1|0}} --moves: {m}")
    # Options before or after the expression, and "--" before an expression.
    rc2, out2, _ = run("game", "--moves", "--", "{2||1|0}")
    check(rc2 == 0 and out2 == out, "game --moves -- EXPR")
    rc, out, _ = run("game", "*5", "--moves")
    m = moves(out)
    check(rc == 0 and [r[0] for r in m.get("left", [])] == ["0", "*", "*2", "*3", "*4"]
          and m.get("left") == m.get("right") and m["left"][0][3] == "orthodox"
          and all(r[1] == "0" and r[2] == "0" and r[3] == "" for r in m["left"][1:]), f"game *5 --moves: {m}")
    rc, out, _ = run("game", "--moves", "0")
    check(rc == 0 and "left moves:    none" in out and "right moves:   none" in out, "game 0 --moves")

    # --notation cgsuite: the canonical form and the options as CGSuite prints
    # them; the JSON fields stay the same, only their texts follow the notation.
    for expr, plain, cgsuite in (("{0||0|-3/2}", "{0||0|-3/2}", "Tiny(3/2)"),
                                 ("{0|*||*|||*||||*}", "{^|*||*|||*}", "^[4]"),
                                 ("{1*|-1*}", "{1*|-1*}", "+-(1*)"),
                                 ("{6|{5|{4|{3|{2|1}}}}}", "{6|||||5||||4|||3||2|1}",
                                  "{6|{5||||4|||3||2|1}}")):
        rc, out, err = run("game", expr, "--notation", "cgsuite")
        rc0, out0, _ = run("game", expr, "--notation", "default")
        check(rc == 0 and fields(out).get("canonical") == cgsuite and rc0 == 0
              and fields(out0).get("canonical") == plain, f"game {expr} --notation: {out!r} {out0!r} {err}")
    rc, out, err = run("game", "2+{0||0|-3/2}", "--notation", "cgsuite", "--moves", "--json")
    doc = json.loads(out) if rc == 0 else {}
    check(rc == 0 and doc.get("canonical") == "2Tiny(3/2)"
          and [m["option"] for m in doc.get("right_moves", [])] == ["{2|1/2}"]
          and set(doc) == set(json.loads(run("game", "2+{0||0|-3/2}", "--moves", "--json")[1])),
          f"game --notation cgsuite --moves --json: {rc} {out!r} {err}")
    for bad in (["game", "1", "--notation"], ["game", "1", "--notation", "cgsuit"]):
        expect_usage_error(*bad)
    rc, out, _ = run("game", "*2+*3")
    check(rc == 0 and fields(out).get("canonical") == "*", f"game *2+*3: {out!r}")
    rc, _, err = run("game", "{")
    check(rc == 2 and "'{'" in err, f"game {{: names the expression: {err!r}")
    for bad in (["game"], ["game", "{"], ["game", "{1|"], ["game", "3/5"], ["game", "^", "v"],
                ["game", "^", "--bogus"], ["game", "{0|*}}"], ["game", "1\n2"],
                ["game", "--moves"], ["game", "^", "--move"], ["game", "^", "v", "--moves"]):
        expect_usage_error(*bad)


SVG = "{http://www.w3.org/2000/svg}"


def svg_parts(text, what):
    """The parsed SVG: (root, {id: element}); None when it is not well-formed."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        failures.append(f"{what}: not well-formed XML: {e}: {text[:200]!r}")
        return None, {}
    return root, {e.get("id"): e for e in root.iter() if e.get("id")}


def points(poly):
    return [tuple(map(float, p.split(","))) for p in poly.get("points").split()]


def section_thermograph():
    """game EXPR --svg FILE / --svg -: the thermograph as a picture."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "t.svg")
        rc, out, err = run("game", "{2||1|0}", "--svg", path)
        check(rc == 0 and err == "" and f"thermograph:   {path} (SVG)" in out
              and fields(out).get("mean") == "5/4", f"game {{2||1|0}} --svg FILE: {rc} {out!r} {err!r}")
        text = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        root, ids = svg_parts(text, "game {2||1|0} --svg FILE")
        if root is not None:
            check(root.tag == SVG + "svg" and root.get("viewBox") == "0 0 640 480", f"svg root: {root.attrib}")
            check(root.find(SVG + "title").text == "Thermograph of {2||1|0}", "svg title")
            for i in ("left-wall", "right-wall", "mast", "left-wall-label", "right-wall-label", "mast-label",
                      "temperature-label", "mean-label", "value-axis", "temperature-axis"):
                check(i in ids, f"svg of {{2||1|0}}: no element {i}")
            if all(i in ids for i in ("left-wall", "right-wall", "mast")):
                lw, rw, mast = points(ids["left-wall"]), points(ids["right-wall"]), ids["mast"]
                check(ids["left-wall"].tag == SVG + "polyline" and mast.tag == SVG + "line", "wall and mast elements")
                # Left wall 2 -> 5/4, Right wall 1 -> 1 -> 5/4 (three points), meeting at the mast's foot.
                check(len(lw) == 2 and len(rw) == 3 and lw[-1] == rw[-1], f"wall points: {lw} {rw}")
                mx, my = float(mast.get("x1")), float(mast.get("y1"))
                check(abs(lw[-1][0] - mx) < 0.01 and abs(lw[-1][1] - my) < 0.01, "the mast starts where the walls meet")
                # Values increase to the LEFT, temperature upward, the same scale on both axes.
                check(lw[0][0] < rw[0][0] and lw[0][1] == rw[0][1] > my, f"orientation: {lw} {rw}")
                check(abs((lw[0][1] - my) - (rw[0][0] - lw[0][0]) * 3 / 4) < 0.05, "one scale: slope -1 at 45 degrees")
                check(float(mast.get("y2")) < my and mast.get("marker-end") == "url(#arrow)",
                      "the mast goes on upward with an arrowhead")
            texts = {e.get("id"): "".join(e.itertext()) for e in root.iter(SVG + "text") if e.get("id")}
            check(texts.get("left-wall-label") == "Left wall" and texts.get("right-wall-label") == "Right wall"
                  and "mast" in texts.get("mast-label", "") and texts.get("temperature-label") == "temperature 3/4",
                  f"svg labels: {texts}")
            ticks = ["".join(e.itertext()) for e in root.iter(SVG + "text") if "tick" in (e.get("class") or "")]
            check(all(v in ticks for v in ("2", "5/4", "1", "0", "1/2", "3/4")), f"svg ticks: {ticks}")
        # The same picture on stdout, and nothing else there.
        rc, out, err = run("game", "{2||1|0}", "--svg", "-")
        check(rc == 0 and out == text and err == "", f"game --svg -: {rc} {err!r}")

        # Other shapes: a switch, a vertical wall, a tepid game and a number.
        for expr, nl, nr in (("+-1", 2, 2), ("{1|*||-1/2|||-1,{*|-1}|-2}", 2, 2), ("{3|1}+{2|-2}", 3, 3)):
            rc, out, _ = run("game", expr, "--svg", "-")
            root, ids = svg_parts(out, f"game {expr} --svg -")
            check(rc == 0 and root is not None and "left-wall" in ids and "right-wall" in ids
                  and len(points(ids["left-wall"])) == nl and len(points(ids["right-wall"])) == nr,
                  f"game {expr} --svg -: walls {ids.keys()}")
        for expr, kind in (("^", "tepid"), ("1+*", "tepid"), ("3/4", "cold"), ("-7", "cold")):
            rc, out, _ = run("game", expr, "--svg", "-")
            root, ids = svg_parts(out, f"game {expr} --svg -")
            if root is None:
                continue
            caption = "".join(ids["caption"].itertext()) if "caption" in ids else ""
            axis_y = float(ids["value-axis"].get("y1")) if "value-axis" in ids else None
            check(rc == 0 and "mast" in ids and "left-wall" not in ids and "right-wall" not in ids
                  and caption.startswith(kind) and float(ids["mast"].get("y1")) == axis_y,
                  f"game {expr} --svg: just the mast from t = 0: {ids.keys()} {caption!r}")
        # Escaping: the game's text goes into XML as it is.
        rc, out, _ = run("game", "{1|0}+{0|-1}+^", "--svg", "-")
        check(rc == 0 and svg_parts(out, "svg of {1|0}+{0|-1}+^")[0] is not None, "svg of a sum")

        # Failures: a path that cannot be opened, a full disk, a missing file name.
        rc, out, err = run("game", "{2||1|0}", "--svg", os.path.join(d, "no", "such", "dir.svg"))
        check(rc == 2 and out == "" and err.count("\n") == 1 and err.startswith("cookiegame: ")
              and "No such file or directory" in err, f"--svg to a bad path: {rc} {out!r} {err!r}")
        rc, out, err = run("game", "{2||1|0}", "--svg", d)
        check(rc == 2 and out == "" and "Is a directory" in err, f"--svg to a directory: {rc} {err!r}")
        if os.path.exists("/dev/full"):
            rc, out, err = run("game", "{2||1|0}", "--svg", "/dev/full")
            check(rc == 1 and out == "" and err.count("\n") == 1 and "No space left on device" in err,
                  f"--svg /dev/full: {rc} {out!r} {err!r}")
            rc, err = run_to("/dev/full", "game", "{2||1|0}", "--svg", "-")
            check(rc == 1 and "No space left on device" in err, f"--svg - to a full stdout: {rc} {err!r}")
    for bad in (["game", "^", "--svg"], ["game", "--svg", "^"], ["game", "^", "--svg", "--moves"],
                ["game", "^", "--svg", "-", "--moves"], ["game", "^", "--svg", "a", "--svg", "b"],
                ["game", "^", "--svgs", "x"]):
        expect_usage_error(*bad)
    rc, out, _ = run("help", "game")
    check("--moves" in out and "--svg FILE" in out and "orthodox option" in out, "help game: its options")


def wall_points(text):
    """The points of a wall as the tool prints it, '2 at t=0, slope -1 to 5/4 at t=3/4; mast 5/4
    from t=3/4': ([(t, value), ...], [slope after each point but the last], (mast value, mast t))."""
    from fractions import Fraction
    body, _, mast = text.rpartition("mast ")
    mast_v, _, mast_t = mast.partition(" from t=")
    pts, slopes = [], []
    for k, part in enumerate(body.rstrip("; ").split(", ") if body else []):
        if k > 0:
            slope, _, part = part.removeprefix("slope ").partition(" to ")
            slopes.append(int(slope))
        v, _, t = part.partition(" at t=")
        pts.append((Fraction(t), Fraction(v)))
    mast = (Fraction(mast_v), Fraction(mast_t))
    return pts or [(mast[1], mast[0])], slopes, mast


def section_wall_points():
    """The walls in the text and the JSON of "game": the library's breakpoints, the first at t = 0,
    no point where the slope stays the same, the last the mast's foot at the temperature. The Left
    wall of {0,*,{1|0,*}|{0|-1},-1/2} reaches the mean 0 at t = 0 and goes up straight to the mast
    at t = 1/2 (issue 32: the library's list of it ended at t = 0)."""
    from fractions import Fraction
    example = "{0,*,{1|0,*}|{0|-1},-1/2}"
    for expr in (example, "{2||1|0}", "+-1", "{1|*||-1/2|||-1,{*|-1}|-2}", "{2|*,{1|*}||{0|-2},{-1/2|-1*}}",
                 "{{4|0},{3|2}|-1}", "{3|1}+{2|-2}", "^", "3/4"):
        rc, out, err = run("game", expr, "--json")
        try:
            j = json.loads(out)
        except ValueError:
            check(False, f"game {expr} --json: not JSON: {rc} {out!r} {err!r}")
            continue
        rc2, text_out, _ = run("game", expr)
        f = fields(text_out)
        foot = max(Fraction(j["temperature"]), Fraction(0))
        for side in ("left", "right"):
            wall = j[f"{side}_wall"]
            check(rc == 0 and rc2 == 0 and f.get(f"{side} wall") == wall,
                  f"game {expr}: {side} wall in text {f.get(f'{side} wall')!r}, in JSON {wall!r}")
            pts, slopes, mast = wall_points(wall)
            stop = Fraction(j[f"{side}_stop"])
            check(pts[0] == (0, stop), f"game {expr} --json: {side} wall starts at {pts[0]}, not (0, {stop})")
            check(all(a != b for a, b in zip(slopes, slopes[1:])),
                  f"game {expr} --json: {side} wall has a point where the slope stays {slopes}: {wall!r}")
            check(pts[-1] == (foot, Fraction(j["mean"])) and mast == (Fraction(j["mean"]), foot),
                  f"game {expr} --json: {side} wall ends at {pts[-1]}, mast {mast}, not at the foot "
                  f"({foot}, {j['mean']}): {wall!r}")
            check(all(p[0] < q[0] for p, q in zip(pts, pts[1:]))
                  and all(q[1] == p[1] + s * (q[0] - p[0]) for p, q, s in zip(pts, pts[1:], slopes)),
                  f"game {expr} --json: {side} wall's slopes do not join its points: {wall!r}")
    rc, out, _ = run("game", example, "--json")
    j = json.loads(out) if rc == 0 else {}
    check(j.get("left_wall") == "0 at t=0, slope 0 to 0 at t=1/2; mast 0 from t=1/2"
          and j.get("right_wall") == "-1/2 at t=0, slope +1 to 0 at t=1/2; mast 0 from t=1/2",
          f"game {example} --json walls: {j}")


def section_thermal_speed():
    """Large games answer at once: the tool's thermal lines, --moves and --svg add no search.

    The hot game plus a nimber is {2|1}+*200, not *1000: building the sum {2|1}+*m
    itself (cg_game_parse, every {2|1}+*k made canonical) grows as m^3, 20 s for
    m = 1000, while its thermal data takes microseconds (bench-thermal)."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "t.svg")
        for expr, canonical, mean, temp, nleft in (("*1000", "*1000", "0", "0", 1000),
                                                  ("^4096", "^4096", "0", "0", 1),
                                                  ("{2|1}+*200", "{2*200|1*200}", "3/2", "1/2", 1)):
            start = time.monotonic()
            rc, out, err = run("game", expr, "--moves", "--svg", path)
            secs = time.monotonic() - start
            f = fields(out)
            check(rc == 0 and f.get("canonical") == canonical and f.get("mean") == mean
                  and f.get("temperature") == temp and f.get("left moves") == f"{nleft} option" + "s" * (nleft > 1),
                  f"game {expr} --moves --svg: {rc} {f} {err!r}")
            check(secs < 3.0, f"game {expr} --moves --svg took {secs:.1f} s (want well under 3 s)")


def section_oddeven():
    def summary(*args):
        rc, out, err = run("oddeven", *args)
        check(rc == 0, f"oddeven {args}: exit {rc} {err}")
        return out, fields(out.split("\n\n")[-1])

    for n, c in ((0, "1"), (1, "0"), (5, "2"), (16, "64"), (300, "1527162658488196")):
        _, f = summary(str(n))
        check(f.get("N") == str(n) and f.get("C(N)", "").split(" ")[0] == c,
              f"oddeven {n}: C(N) {f.get('C(N)')!r}, want {c}")
        parts = [int(f.get(f"outcome {o}", "-1")) for o in "PNLR"]
        check(min(parts) >= 0 and sum(parts) == int(f.get("partitions", "-1")),
              f"oddeven {n}: the classes sum to the partitions: {f}")
        check(parts[0] + parts[3] == int(f.get("C(N)", "-1 ").split(" ")[0]),
              f"oddeven {n}: C(N) = P + R: {f}")
        check("seconds" in f, f"oddeven {n}: seconds line")
    _, f = summary("16")
    check(f.get("partitions") == "231", f"p(16) = 231: {f}")
    _, f = summary("300")
    check(f.get("partitions") == "9253082936723602", f"p(300): {f}")

    out, f = summary("7", "--piles")
    table, _, _ = out.partition("\n\n")
    rows = [line.split() for line in table.splitlines()[2:]]
    check([r[0] for r in rows] == [str(k) for k in range(1, 8)] and f.get("N") == "7",
          f"oddeven 7 --piles: {out!r}")
    check(all(len(r) == 3 and r[2] in "PNLR" for r in rows), f"pile rows: {rows}")
    # G(1) = {0|} = 1, G(2) = {|0} = -1, G(3) = {2|} = 3, G(4) = {|2} = 0, G(5) = {-2|} = 0,
    # G(6) = {|-2} = -3, G(7) = {6|} = 7.
    check([r[1] for r in rows] == ["1", "-1", "3", "0", "0", "-3", "7"]
          and "".join(r[2] for r in rows) == "LRLPPRL", f"pile values: {rows}")

    for bad in (["oddeven"], ["oddeven", "x"], ["oddeven", "-1"], ["oddeven", "100001"],
                ["oddeven", "5", "6"], ["oddeven", "5", "--bogus"], ["oddeven", "10001", "--piles"]):
        expect_usage_error(*bad)

    # C(N) fits up to N = 1520 (the oddeven-internal suite certifies it): past
    # it the message names that bound, not the P count's (1660).
    rc, out, err = run("oddeven", "1521")
    check(rc == 1 and "C(1521) passes 2^128 - 1" in err and "(C(N) fits up to N = 1520)" in err,
          f"oddeven 1521: {rc} {err!r}")
    # The count's table is charged to --max-memory before it is allocated.
    rc, out, err = run("oddeven", "1000", "--max-memory", "1M")
    check(rc == 1 and out == "" and "the count table of N = 1000 needs 16.1 MB" in err
          and "the memory limit of 1.0 MB" in err, f"oddeven 1000 --max-memory 1M: {rc} {err!r}")
    # Ctrl-C stops the count within milliseconds, not at the end of its table
    # (seconds at 1520).
    import signal
    p = subprocess.Popen([TOOL, "oddeven", "1520"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True)
    time.sleep(0.5)
    sent = time.monotonic()
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    waited = time.monotonic() - sent
    check(p.returncode == 130 and out == "" and err.endswith(": interrupted\n") and waited < 1.0,
          f"oddeven 1520 after Ctrl-C: {p.returncode} in {waited:.2f} s {err!r}")


def section_formats():
    """Every data command in all three forms: --json is one JSON document (JSON
    Lines for analyze -), --csv one table with equal rows, both at once refused."""
    import csv
    import io
    commands = [
        ["analyze", "1", "2", "3"], ["dcounts", "6"], ["census", "strict", "8"],
        ["census", "reduced", "8"], ["ap", "winning", "4", "5"], ["ap", "grundy", "4", "5"],
        ["wythoff", "p", "1", "--count", "4"], ["wythoff", "grundy", "3", "5"],
        ["wythoff", "table", "3", "4"], ["zeckendorf", "100"], ["cm", "nim", "2", "3"],
        ["cutter", "3", "3", "2", "2"], ["cutter", "table", "2", "3", "1", "2"],
        ["cutter", "row", "3", "5"], ["game", "{2|1}+*"], ["oddeven", "12"],
    ]
    for cmd in commands:
        rc, out, err = run(*cmd, "--json")
        try:
            json.loads(out)
            ok = rc == 0 and out.endswith("\n") and out.count("\n") == 1
        except ValueError:
            ok = False
        check(ok, f"{cmd} --json: one JSON document: {rc} {out[:120]!r} {err}")
        rc, out, err = run(*cmd, "--csv")
        rows = list(csv.reader(io.StringIO(out)))
        check(rc == 0 and len(rows) >= 2 and len({len(r) for r in rows}) == 1,
              f"{cmd} --csv: one rectangular table: {rc} {out[:120]!r} {err}")
        expect_usage_error(*cmd, "--json", "--csv")
    rc, out, _ = run("game", "{3|1}", "--moves", "--json")
    doc = json.loads(out) if rc == 0 else {}
    check([m.get("option") for m in doc.get("left_moves", [])] == ["3"]
          and doc.get("left_moves", [{}])[0].get("orthodox") is True and doc.get("mean") == "2"
          and doc.get("outcome") == "L" and doc.get("number") is False, f"game --moves --json: {out!r}")
    rc, out, _ = run("analyze", "-", "--csv", stdin="1 2 3\n\n# comment\n3 4 5\n")
    rows = list(csv.reader(io.StringIO(out)))
    check(rc == 0 and len(rows) == 3 and rows[0][0] == "position" and rows[2][0] == "3 4 5"
          and rows[1][rows[0].index("outcome")] == "P", f"analyze - --csv: {out!r}")


def section_limits():
    """Inputs of a few bytes that would run for minutes stop at once under the
    default limits, and say how to go on."""
    for cmd in (["wythoff", "grundy", "200000", "200000"], ["wythoff", "table", "65536", "65536"]):
        start = time.monotonic()
        rc, out, err = run(*cmd)
        check(rc == 1 and out == "" and "--limit" in err and time.monotonic() - start < 5,
              f"{cmd}: refused at once by the default limit: {rc} {err!r}")
    # Ctrl-C stops a census cleanly: the library frees what it holds, the tool
    # says so, prints nothing and exits 130.
    # So do a search through a context (a Cookie Cutter board, a sum of games,
    # a Wythoff value with no limit), through cg_ctx_set_progress.
    import signal
    for cmd in (["census", "reduced", "18", "--threads", "1"], ["cutter", "8", "8", "2", "2", "--limit", "0"],
                ["game", "{0|*2,*400} - {0|*2,*400}", "--limit", "0"],
                ["wythoff", "grundy", "20000", "20000", "--limit", "0"]):
        p = subprocess.Popen([TOOL, *cmd], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        time.sleep(1)
        p.send_signal(signal.SIGINT)
        try:
            out, err = p.communicate(timeout=20)
            check(p.returncode == 130 and out == "" and err.endswith(": interrupted\n"),
                  f"{cmd} after Ctrl-C: {p.returncode} {out[:80]!r} {err!r}")
        except subprocess.TimeoutExpired:
            p.kill()
            p.communicate()
            check(False, f"{cmd} did not stop within 20 s of Ctrl-C")
    # The cliffs seen: a single Wythoff value as fast as the table's sweep, and
    # a Cookie Cutter board that used to run 10 minutes to 1.7 GB stops at
    # the default limit.
    start = time.monotonic()
    rc, out, _ = run("wythoff", "grundy", "2000", "2000")
    seconds = time.monotonic() - start
    _, table, _ = run("wythoff", "table", "2001", "2001", "--csv")
    corner = table.strip().splitlines()[-1].split(",")[-1] if table else None
    check(rc == 0 and fields(out).get("grundy") == corner and seconds < 5,
          f"wythoff grundy 2000 2000 in {seconds:.1f} s: {out!r}, the table says {corner}")
    if not SANITIZED:   # 40 s to reach the limit under AddressSanitizer
        rc, out, err = run("cutter", "8", "8", "2", "2")
        check(rc == 1 and out == "" and "--limit" in err, f"cutter 8 8 2 2 under the default limit: {rc} {err!r}")
    # Messages that say what was expected and where reading stopped.
    rc, _, err = run("analyze", "1", "2", "--limit", "-5")
    check(rc == 2 and "0 = no limit" in err, f"--limit -5: {err!r}")
    # The library's sentences (cg_error_detail()), as Python and Rust say them.
    rc, _, err = run("analyze", "1", "2", "x")
    check(rc == 2 and "'x' at offset 4 is not a heap size" in err, f"analyze 1 2 x: {err!r}")
    rc, _, err = run("analyze", "99999999999999")
    check(rc == 2 and "the heap size 99999999999999 at offset 0 passes 4294967295" in err,
          f"analyze 99999999999999: {err!r}")
    rc, _, err = run("game", "1/3")
    check(rc == 2 and "the denominator 3 at offset 2 is not a power of two" in err, f"game 1/3: {err!r}")
    rc, _, err = run("game", "{1|2}x")
    check(rc == 2 and "'x' at offset 5 follows a complete game" in err, f"game {{1|2}}x: {err!r}")
    rc, _, err = run("game", "{2|")
    check(rc == 2 and "the brace '{' at offset 0 is never closed: its '}' is missing" in err,
          f"game {{2|: {err!r}")
    deep = "{" * 67 + "0" + "|}" * 67
    rc, out, err = run("game", deep)
    check(rc == 0 and fields(out).get("canonical") == "67", f"a 67-deep game: {rc} {err!r}")
    rc, out, _ = run("game", "1/1024", "--json")
    check(rc == 0 and json.loads(out).get("canonical") == "1/1024", f"game 1/1024: {out!r}")
    rc, out, _ = run("game", "1/2^10", "--json")
    check(rc == 0 and json.loads(out).get("canonical") == "1/2^10" and json.loads(out).get("mean") == "1/2",
          f"1/2^10 is 1/2 plus ten ups: {out!r}")
    rc, out, err = run("wythoff", "grundy", "300", "300", "--limit", "0")
    check(rc == 0, f"--limit 0 lifts the limit: {rc} {err}")
    # oddeven: C(N) fits from 1498 on even where single classes do not.
    rc, out, err = run("oddeven", "1500", "--json")
    doc = json.loads(out) if rc == 0 else {}
    check(isinstance(doc.get("counts", {}).get("C(N)"), int), f"oddeven 1500: {rc} {err!r}")
    rc, _, err = run("cm", "nim", "3", "99999999999")
    check(rc == 2 and "BOUND" in err, f"cm with a bound past the addressable: {err!r}")
    rc, _, err = run("cm", "nim", "5", "200")
    check(rc == 1 and "--limit" in err, f"cm nim 5 200 stops at the default limit: {err!r}")
    with tempfile.TemporaryDirectory() as d:
        rc, out, err = run("wythoff", "table", "3", "3", "--pgm", os.path.join(d, "no", "x.pgm"))
        check(rc != 0 and "No such file or directory" in err, f"--pgm to a missing directory: {err!r}")
        path = os.path.join(d, "w.pgm")
        rc, out, err = run("wythoff", "table", "3", "3", "--pgm", path, "--csv")
        check(rc == 0 and os.path.getsize(path) == 11 + 9 and out.startswith("x\\y,0,1,2\n"),
              f"--pgm with --csv writes both: {rc} {out!r}")


def section_help():
    """Every command documents itself from one text: CMD --help, help CMD, the
    manual page and the completion words."""
    import re
    import shutil
    rc, out, _ = run("help", "--words")
    names = out.split()
    check(rc == 0 and "analyze" in names and "game" in names and len(names) >= 12, f"command names: {names}")
    rc, man, _ = run("help", "--man")
    check(rc == 0 and man.startswith(".\\\"") and ".TH COOKIEGAME 1" in man, "help --man is a manual page")
    for name in names:
        rc, out, err = run(name, "--help")
        check(rc == 0 and out.startswith(f"usage: cookiegame {name}") and err == "",
              f"{name} --help: {rc} {out[:80]!r} {err!r}")
        rc2, out2, _ = run("help", name)
        check(rc2 == 0 and out2 == out, f"help {name} is {name} --help")
        usage = out.split("\n\n")[0]
        check(all(len(line) <= 80 for line in out.splitlines() if not line.startswith("  $ ")),
              f"{name} --help fits 80 columns but for its examples")
        # Every option of the synopsis has its own entry, and is a completion word.
        rc, words, _ = run("help", "--words", name)
        for opt in sorted(set(re.findall(r"--[a-z-]+", usage))):
            check(re.search(rf"^  {opt}\b", out, re.M) is not None, f"{name} --help documents {opt}")
            check(opt in words.split(), f"{name}: {opt} is a completion word")
        check(f".SS {name}" in man, f"the manual page has a section for {name}")
        check(len(out.splitlines()) >= 4, f"{name} --help says more than its synopsis")
    rc, out, _ = run("help", "cm")
    for family in ("nim", "cookie-monster", "odd", "at-most-2", "consecutive-at-most-2",
                   "consecutive-include-first", "consecutive", "all-but-n", "0+1,1+2"):
        check(family in out, f"help cm names the family {family}")
    rc, out, _ = run("help", "cutter")
    check("--cells PATTERN" in out and "'##./.##'" in out, "help cutter shows the --cells syntax")
    rc, out, _ = run("help", "game")
    check("1/1024" in out and "1/2^10 is 1/2 plus ten ups" in out, "help game says how ^ after a number reads")
    # --help after "--" is an argument, not a request for help.
    rc, _, err = run("game", "--", "--help")
    check(rc == 2 and "'h' at offset 2 cannot begin a game" in err, f"game -- --help: {rc} {err!r}")
    expect_usage_error("help", "no-such-command")
    if shutil.which("groff"):
        p = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z"], input=man, capture_output=True, text=True)
        check(p.returncode == 0 and p.stderr == "", f"groff warns about the manual page: {p.stderr[:300]}")

    # Completion, as bash runs it.
    here = os.path.dirname(os.path.abspath(__file__))
    script = os.path.join(here, "..", "..", "tools", "cookiegame", "completion", "cookiegame.bash")

    def complete(*line):
        words = " ".join(f"'{w}'" for w in (TOOL,) + line)
        prog = (f"source '{script}'; COMP_WORDS=({words}); COMP_CWORD={len(line)}; _cookiegame; "
                "printf '%s\\n' \"${COMPREPLY[@]}\"")
        p = subprocess.run(["bash", "-c", prog], capture_output=True, text=True)
        return sorted(p.stdout.split())

    check(complete("cen") == ["census"], f"bash completes commands: {complete('cen')}")
    check(complete("census", "--th") == ["--threads"], f"bash completes options: {complete('census', '--th')}")
    check(complete("cm", "cookie") == ["cookie-monster"], "bash completes CM-nim families")
    check("--moves" in complete("game", "--"), "bash completes game's options")
    zsh_script = os.path.join(os.path.dirname(script), "_cookiegame")
    if shutil.which("zsh"):
        p = subprocess.run(["zsh", "-n", zsh_script], capture_output=True, text=True)
        check(p.returncode == 0, f"zsh -n _cookiegame: {p.stderr}")


def section_install():
    """What 'meson install' puts where (from the build's install plan, without
    installing): the tool, the library and its .pc in the multiarch libdir,
    the manual page, completion, the licence, README, NEWS, examples and manual."""
    import shutil
    build = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(TOOL))))
    meson = shutil.which("meson")
    if meson is None:
        check(False, "meson is not on PATH")
        return
    p = subprocess.run([meson, "introspect", "--installed", build], capture_output=True, text=True)
    plan = json.loads(p.stdout) if p.returncode == 0 else {}
    p = subprocess.run([meson, "introspect", "--buildoptions", build], capture_output=True, text=True)
    options = {o["name"]: o["value"] for o in json.loads(p.stdout)} if p.returncode == 0 else {}
    prefix, libdir = options.get("prefix", "?"), options.get("libdir", "?")
    where = set(plan.values())
    for path in ("bin/cookiegame", f"{libdir}/pkgconfig/cookiegame.pc", "share/man/man1/cookiegame.1",
                 "share/bash-completion/completions/cookiegame", "share/zsh/site-functions/_cookiegame",
                 "share/doc/cookiegame/LICENSE", "share/doc/cookiegame/README.md",
                 "share/doc/cookiegame/NEWS.md", "share/doc/cookiegame/examples/cookie-basics.c",
                 "include/cookiegame.h"):
        check(os.path.join(prefix, path) in where, f"meson install puts nothing at <prefix>/{path}")
    # The Python tour goes with the examples when the Python package is installed.
    tour = os.path.join(prefix, "share/doc/cookiegame/examples/python/tour.py")
    with_python = any(p.endswith(os.path.join("cookiegame", "__init__.py")) for p in where)
    check(with_python == (tour in where), f"the Python tour is installed ({tour in where}) "
          f"exactly when the package is ({with_python})")
    pc = os.path.join(build, "meson-private", "cookiegame.pc")
    text = open(pc).read() if os.path.exists(pc) else ""
    check(text != "" and "example" not in text, f"the .pc has no placeholder URL: {text!r}")
    here = os.path.dirname(os.path.abspath(__file__))
    check(os.path.exists(os.path.join(here, "..", "..", "LICENSE")), "LICENSE at the top of the tree")


# Every section_<name> function, by name ("thermal-speed" for section_thermal_speed);
# tests/tool/meson.build runs "common", one section per module and the extras.
def section_impartial():
    import itertools
    import json as js

    def nim(*args):
        rc, out, err = run("nim", *args, "--json")
        check(rc == 0, f"nim {args}: exit {rc} {err}")
        return js.loads(out)

    def naive_first_wins(heaps, misere, memo={}):
        key = (tuple(sorted(heaps)), misere)
        if key not in memo:
            options = [heaps[:i] + (t,) + heaps[i + 1:] for i, h in enumerate(heaps) for t in range(h)]
            memo[key] = misere if not options else any(not naive_first_wins(o, misere) for o in options)
        return memo[key]

    # Every position of at most 3 heaps of at most 4, both plays, against the
    # definition: the outcome and the exact winning moves.
    for n in range(1, 4):
        for heaps in itertools.product(range(5), repeat=n):
            for misere in (False, True):
                d = nim(*map(str, heaps), *(["--misere"] if misere else []))
                want = [[i, t] for i, h in enumerate(heaps) for t in range(h)
                        if not naive_first_wins(heaps[:i] + (t,) + heaps[i + 1:], misere)]
                first_wins = naive_first_wins(tuple(heaps), misere)
                check(d["outcome"] == ("N" if first_wins else "P") and d["winning_moves"] == want,
                      f"nim {heaps} misere={misere}: {d}, want {want}")
                check(d["heaps"] == list(heaps) and d["play"] == ("misere" if misere else "normal"),
                      f"nim {heaps}: {d}")
    big = nim("18446744073709551615", "1")
    check(big["nim_sum"] == 18446744073709551614 and big["winning_moves"] == [[0, 1]], f"{big}")
    rc, out, _ = run("nim", "1", "3", "5", "7", "--misere")
    check(rc == 0 and "P (the player to move loses)" in out, f"Marienbad's start: {out}")
    for bad in (["x"], ["-1"], ["18446744073709551616"], [], ["1", "--misery"]):
        rc, _, err = run("nim", *bad)
        check(rc == 2 and err.startswith("cookiegame: "), f"nim {bad}: exit {rc} {err!r}")

    # subtract: the generic engine through the tool, against the definition.
    import functools

    @functools.lru_cache(maxsize=None)
    def sub_wins(heaps, take, misere):
        options = [tuple(sorted(heaps[:i] + (h - t,) + heaps[i + 1:]))
                   for i, h in enumerate(heaps) for t in take if h >= t]
        return misere if not options else any(not sub_wins(o, take, misere) for o in options)
    for take in ((1, 3, 4), (2, 5)):
        for heaps in itertools.product(range(7), repeat=2):
            for misere in (False, True):
                rc, out, err = run("subtract", ",".join(map(str, take)), *map(str, heaps),
                                   *(["--misere"] if misere else []), "--json")
                d = json.loads(out) if rc == 0 else {}
                want = "N" if sub_wins(tuple(sorted(heaps)), take, misere) else "P"
                ok = d.get("outcome") == want
                if ok and d.get("winning_move") is not None:
                    i, size = d["winning_move"]
                    after = list(heaps)
                    after[i] = size
                    ok = heaps[i] - size in take and not sub_wins(tuple(sorted(after)), take, misere)
                check(ok, f"subtract {take} {heaps} misere={misere}: {rc} {out!r} {err!r}")
    values = [json.loads(run("subtract", "1,3,4", str(h), "--json")[1])["grundy"] for h in range(14)]
    check(values == [0, 1, 0, 1, 2, 3, 2] * 2, f"subtract 1,3,4 values: {values}")
    for bad in (["subtract"], ["subtract", "1,3"], ["subtract", "0", "3"], ["subtract", "1,,2", "3"],
                ["subtract", "1", "100001"], ["subtract", "1", "x"]):
        expect_usage_error(*bad)
    rc, _, err = run("subtract", "1", "300", "300", "300", "--misere", "--limit", "1000")
    check(rc == 1 and "--limit" in err, f"subtract past the limit: {rc} {err!r}")


def section_representations():
    # [Propp]'s 1 2 4: rows of 3, 2, 1, 1 squares; passes of 1, 2 and 4 days.
    rc, out, _ = run("analyze", "4", "1", "2", "0", "--rows", "--passes", "--json")
    d = json.loads(out) if rc == 0 else {}
    check(d.get("rows") == [3, 2, 1, 1] and d.get("passes") == [1, 2, 4], f"--rows --passes: {out!r}")
    rc, out, _ = run("analyze", "1", "2", "4", "--rows", "--passes")
    check(rc == 0 and "King's rows:      3 2 1 1" in out and "1-day, 2-day, 4-day" in out, f"text: {out!r}")
    rc, out, _ = run("analyze", "1", "2", "4", "--json")
    check(rc == 0 and "rows" not in json.loads(out), "rows only when asked")
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "box.svg")
        rc, _, err = run("analyze", "1", "2", "2", "3", "6", "6", "--svg", path)
        svg = ET.parse(path).getroot() if rc == 0 else None
        with open(path) as f:
            drawn = f.read()
        ns = "{http://www.w3.org/2000/svg}"
        rects = [r for r in svg.iter(ns + "rect")] if svg is not None else []
        marked = [r for r in rects if r.get("fill") == "#f6b26b"]
        # 20 squares; the two 6's win ([Propp], corrected): 12 marked, plus the legend's box
        check(len(rects) == 1 + 20 + 1 and len(marked) == 13, f"--svg: {rc} {err} {len(rects)} {len(marked)}")
        rc, _, err = run("analyze", "300", "--svg", path)
        check(rc == 1 and "at most" in err, f"--svg too tall: {rc} {err!r}")
        rc, _, err = run("analyze", "1", "2", "--svg", os.path.join(d, "no", "such.svg"))
        check(rc == 1 and "cannot write" in err, f"--svg bad path: {rc} {err!r}")
        # '-' is standard output, as for game --svg: the picture instead of
        # the summary, the same picture as the file's; no file called '-'.
        p = subprocess.run([os.path.abspath(TOOL), "analyze", "1", "2", "2", "3", "6", "6", "--svg", "-"],
                           capture_output=True, text=True, timeout=300, cwd=d)
        rc, out, err = p.returncode, p.stdout, p.stderr
        check(rc == 0 and out == drawn and err == "" and not os.path.exists(os.path.join(d, "-")),
              f"--svg -: {rc} {out[:40]!r} {err!r}")
        rc, out, _ = run("analyze", "300", "--svg", "-")
        check(rc == 1 and out == "", f"--svg - too tall: {rc} {out[:40]!r}")
    for form in ("--json", "--csv"):
        expect_usage_error("analyze", "1", "2", "--svg", "-", form)
    rc, _, err = run("analyze", "-", "--svg", "x.svg", stdin="1 2\n")
    check(rc == 2, f"--svg with '-': {rc} {err!r}")
    # --from-rows inverts --rows: every position of at most 4 heaps of 1..5
    # through one stream, rows out and back.
    positions = [hs for n in range(1, 5) for hs in itertools.combinations_with_replacement(range(1, 6), n)]
    rows = [json.loads(line)["rows"] for line in
            run("analyze", "-", "--rows", "--json",
                stdin="".join(" ".join(map(str, hs)) + "\n" for hs in positions))[1].splitlines()]
    rc, out, err = run("analyze", "-", "--from-rows", "--json",
                       stdin="".join(" ".join(map(str, r)) + "\n" for r in rows))
    back = [tuple(json.loads(line)["position"]) for line in out.splitlines()] if rc == 0 else []
    check(len(rows) == len(positions) and back == positions, f"--from-rows round trip: {rc} {err!r}")
    rc, out, _ = run("analyze", "--from-rows", "()", "--json")
    check(rc == 0 and json.loads(out)["position"] == [], f"--from-rows (): {out!r}")
    for bad in (["analyze", "--from-rows", "1", "2"], ["analyze", "--from-rows", "0"],
                ["analyze", "--from-rows", "2", "x"], ["analyze", "--from-rows", "4294967296"],
                ["analyze", "--from-rows", "() 1"]):
        expect_usage_error(*bad)


def section_misere():
    import functools
    import itertools
    import json as js

    @functools.lru_cache(maxsize=None)
    def first_wins(heaps):
        # Misère spoiled cookies from the definition: who cannot move wins.
        moves = [tuple(sorted(max(x - 1, 0) for i, x in enumerate(heaps) if i != k))
                 for k, h in enumerate(heaps) if h]
        return not moves or any(not first_wins(m) for m in moves)

    # Every position of at most 4 heaps of at most 4 through one JSON Lines
    # stream: the outcome and the exact winning moves.
    positions = [hs for n in range(1, 5) for hs in itertools.combinations_with_replacement(range(5), n)]
    stdin = "".join(" ".join(map(str, hs)) + "\n" for hs in positions)
    rc, out, err = run("analyze", "-", "--misere", "--json", stdin=stdin)
    check(rc == 0, f"analyze - --misere: exit {rc} {err}")
    lines = out.splitlines()
    check(len(lines) == len(positions), f"analyze - --misere: {len(lines)} lines")
    for hs, line in zip(positions, lines):
        d = js.loads(line)
        want = [k for k, h in enumerate(hs) if h and not first_wins(
            tuple(sorted(max(x - 1, 0) for i, x in enumerate(hs) if i != k)))]
        check(d["play"] == "misere" and d["outcome"] == ("N" if first_wins(hs) else "P")
              and d["winning_moves"] == want and d["grundy"] is None and d["complete"] is True
              and d["remoteness"] % 2 == (0 if d["outcome"] == "N" else 1),
              f"analyze {hs} --misere: {d}, want {want}")
    rc, out, _ = run("analyze", "3", "4", "5", "--misere")
    check(rc == 0 and "misere" in out and "P (the player to move loses)" in out
          and "grundy value:     none" in out, f"analyze 3 4 5 --misere: {out}")
    rc, out, _ = run("analyze", "()", "--misere")
    check(rc == 0 and "N (the player to move wins)" in out and "already won" in out,
          f"analyze () --misere: {out}")
    rc, out, _ = run("analyze", "2", "2", "4", "--misere", "--csv")
    check(rc == 0 and out.splitlines()[0].endswith(",play") and out.splitlines()[1].endswith(",misere"),
          f"analyze --misere --csv: {out}")
    rc, out, _ = run("analyze", "2", "2", "4", "--json")
    check(rc == 0 and js.loads(out)["play"] == "normal", f"analyze --json play: {out}")


def run_limited(address_space, *args):
    """Run under `ulimit -v` (bytes): the seconds it took, exit status, stdout, stderr."""
    import resource

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (address_space, address_space))
    start = time.monotonic()
    try:
        p = subprocess.run([TOOL, *args], capture_output=True, text=True, timeout=20, preexec_fn=limit)
    except subprocess.TimeoutExpired:
        return time.monotonic() - start, None, "", "(still running after 20 s)"
    return time.monotonic() - start, p.returncode, p.stdout, p.stderr


def section_memory():
    """Inputs of a few bytes that need more memory than the process may use
    are refused at once, before anything large is allocated, with the figure:
    they used to grow until the kernel killed them (ulimit -v keeps these
    checks from taking the machine down if they regress)."""
    cases = [
        (4 * 10**9, ["analyze", "--from-rows", "4294967295"],
         "a position of 4294967295 heaps with its winning-move flags needs 25.8 GB"),
        (4 * 10**9, ["cm", "cookie-monster", "--position", "4294967295,1,2"],
         "a search stack of up to 500000001 positions needs 32.0 GB"),
        (4 * 10**9, ["cm", "cookie-monster", "--position", "4294967295,1,2", "--limit", "0"],
         "a search stack of up to 4294967299 positions needs 274.9 GB"),
        (10**9, ["census", "reduced", "20", "--threads", "1"], "census needs 1.2 GB"),
    ]
    # A sanitizer's runtime reserves terabytes of address space at start, so
    # sanitized builds cannot run under ulimit -v at all.
    for address_space, cmd, figure in cases if not SANITIZED else []:
        seconds, rc, out, err = run_limited(address_space, *cmd)
        check(rc == 1 and out == "" and figure in err and seconds < 1,
              f"{cmd} under ulimit -v {address_space}: refused at once with the figure: "
              f"{rc} in {seconds:.2f} s, {err!r}")
        check("this process may use (ulimit -v)" in err, f"{cmd}: names the bound: {err!r}")
    # --max-memory B of the commands with a context: their memory limit, with
    # the library's detail after the message.
    rc, out, err = run("cm", "cookie-monster", "--position", "10000000,1,2", "--max-memory", "1M")
    check(rc == 1 and out == "" and "out of memory: cmnim: a search stack of up to 10000004 positions "
          "needs 640.0 MB, more than the memory limit of 1.0 MB" in err, f"cm --max-memory 1M: {rc} {err!r}")
    rc, out, err = run("cm", "cookie-monster", "--position", "100000,1000,2", "--max-memory", "20M")
    check(rc == 1 and out == "" and "cmnim: the memo needs" in err and "past the memory limit of 21.0 MB" in err,
          f"cm: the memo stops at --max-memory as it grows: {rc} {err!r}")
    # The P-position sweep's table, refused whole: the figures too.
    rc, out, err = run("cm", "cookie-monster", "3", "1000", "--max-memory", "1K")
    check(rc == 1 and out == "" and "the table of P-positions needs 44.4 MB, more than the memory limit "
          "of 1.0 kB" in err, f"cm 3 1000 --max-memory 1K: {rc} {err!r}")
    rc, out, err = run("cm", "cookie-monster", "--position", "3,4,5", "--max-memory", "1M", "--json")
    check(rc == 0 and json.loads(out)["outcome"] in ("N", "P"), f"cm 3,4,5 within --max-memory 1M: {rc} {err!r}")
    rc, out, err = run("wythoff", "grundy", "3000000", "3000000", "--max-memory", "1M", "--limit", "0")
    check(rc == 1 and "more than the memory limit of 1.0 MB" in err, f"wythoff grundy --max-memory: {rc} {err!r}")
    for cmd in (["analyze", "1", "2", "3"], ["game", "{1|2}"], ["oddeven", "20"], ["wythoff", "grundy", "5", "7"],
                ["cutter", "3", "3", "1", "1"], ["subtract", "1,2", "10"]):
        rc, out, err = run(*cmd, "--max-memory", "1G")
        check(rc == 0, f"{cmd} takes --max-memory: {rc} {err!r}")
        expect_usage_error(*cmd, "--max-memory", "lots")


def run_on_terminal(*args):
    """Run with standard input a terminal (a pseudo-terminal nobody types
    on), stdout and stderr pipes: (status, stdout, stderr)."""
    import pty
    main, sub = pty.openpty()
    try:
        p = subprocess.run([TOOL, *args], stdin=sub, capture_output=True, text=True, timeout=60)
    finally:
        os.close(sub)
        os.close(main)
    return p.returncode, p.stdout, p.stderr


def section_defaults():
    """What a newcomer meets first (issue 35): long lists summarized on a
    screen with the option that prints them all, no silent wait on a
    terminal, usage on stderr, `--` ending the options, files completed."""
    import shutil
    # Long lists: a screenful of text, with the first and last rows of the
    # whole list, its size and the option that prints everything.
    lists = [
        ["cm", "cookie-monster", "3", "60"],
        ["cutter", "row", "4", "1000"],
        ["census", "reduced", "12", "--value", "1"],
        ["hunt", "2"],
    ]
    _, value1, _ = run("census", "reduced", "8", "--value", "1", "--csv", "--table", "positions")
    for cmd in lists:
        stdin = value1 if cmd[0] == "hunt" else None
        rc, text, err = run(*cmd, stdin=stdin)
        rc_all, every, _ = run(*cmd, "--all", stdin=stdin)
        rc_csv, csv, _ = run(*cmd, "--csv", *(["--table", "positions"] if cmd[0] == "census" else []),
                             stdin=stdin)
        check(rc == rc_all == rc_csv == 0, f"{cmd}: exit {rc} {rc_all} {rc_csv} {err!r}")
        rows = csv.splitlines()[1:]
        lines = text.splitlines()
        footer = f"({len(rows)} rows in all, the first and last 10 rows shown: --all prints them all"
        check(len(lines) <= 80 and lines[-1].startswith(footer),
              f"{cmd}: {len(lines)} lines, last {lines[-1]!r}, want {footer!r}")
        # The rows shown are the list's first and last ten; --all prints
        # every row (the header, then the rows of the CSV, in its order).
        cells = [r.replace('"', "").replace(",", " ") for r in rows]
        shown = [" ".join(l.split()) for l in lines]
        check(len(cells) > 30 and shown[-11:-1] == cells[-10:], f"{cmd}: the last ten rows")
        gap = f"... ({len(rows) - 20} rows not shown)"
        check(gap in shown and shown[shown.index(gap) - 10:shown.index(gap)] == cells[:10],
              f"{cmd}: the first ten rows, then how many are not shown")
        whole = [" ".join(l.split()) for l in every.splitlines()]
        check(whole[-len(cells):] == cells, f"{cmd} --all prints every row")
        check("rows not shown" not in every and "--all" not in every, f"{cmd} --all: no summary line")
    # Short lists are printed whole, without a summary line.
    rc, out, _ = run("cm", "cookie-monster", "3", "5")
    check(rc == 0 and "--all" not in out and "not shown" not in out, f"cm 3 5 is whole: {out!r}")
    # Wide tables keep the columns that fit.
    rc, out, _ = run("wythoff", "table", "40", "200")
    lines = out.splitlines()
    check(rc == 0 and max(len(l) for l in lines[:-1]) <= 170 and lines[-1].startswith(
          "(40 rows x 201 columns in all, the first and last 10 rows and the first "), f"wythoff table 40 200: {lines[-1]!r}")
    rc, out, _ = run("wythoff", "table", "40", "200", "--all")
    check(rc == 0 and len(out.splitlines()) == 41, "wythoff table --all is whole")
    rc, out, _ = run("ap", "winning", "100", "40")
    check(rc == 0 and "--all prints them all" in out.splitlines()[-1], "ap winning 100 40 is summarized")
    # --all is for lists only.
    expect_usage_error("cm", "cookie-monster", "--position", "3,4,5", "--all")
    expect_usage_error("cutter", "3", "3", "1", "1", "--all")
    expect_usage_error("wythoff", "grundy", "3", "4", "--all")
    expect_usage_error("nim", "3", "--all")

    # hunt with no --from on a terminal says what it expects instead of waiting.
    rc, out, err = run_on_terminal("hunt", "8")
    check(rc == 2 and out == "" and "standard input is a terminal" in err and "--from FILE" in err
          and err.count("\n") == 1, f"hunt 8 on a terminal: {rc} {out!r} {err!r}")
    rc, out, err = run("hunt", "2", stdin="1\n")
    check(rc == 0 and "hunt for Grundy value 2" in out, f"hunt reads a pipe: {rc} {err!r}")
    # G: the message and the help say the same range.
    for g in ("0", "65"):
        rc, out, err = run("hunt", g)
        check(rc == 2 and out == "" and "from 1 to 64" in err, f"hunt {g}: {err!r}")
    rc, out, _ = run("help", "hunt")
    check("=G" not in out and "The value sought, 1..64" in out, "help hunt says 1..64")
    rc, out, err = run("hunt", "3", "--from", "/nonexistent/value2.csv")
    check(rc == 2 and out == "" and err == "cookiegame: hunt: cannot open '/nonexistent/value2.csv': "
          "No such file or directory\n", f"hunt --from a missing file: {err!r}")

    # No command: the usage goes to stderr, with status 2 and nothing on stdout.
    rc, out, err = run()
    check(rc == 2 and out == "" and err.startswith("usage: cookiegame COMMAND"), f"no command: {rc} {out[:60]!r}")
    rc, out, _ = run("help")
    check(rc == 0 and "130 interrupted by Ctrl-C" in out, "help's footer names exit status 130")
    rc, man, _ = run("help", "--man")
    check(".B 130\nInterrupted by Ctrl-C" in man, "the manual page names exit status 130")

    # A memory refusal names the figure in a unit that shows it.
    rc, out, err = run("census", "reduced", "14", "--max-memory", "1K")
    check(rc == 1 and out == "" and err.startswith("cookiegame: census needs 528.7 kB, more than"),
          f"census --max-memory 1K: {err!r}")

    # Empty text is not the empty position; '()' is.
    for args in ([""], [" "], ["", ""]):
        expect_usage_error("analyze", *args)
        rc, _, err = run("analyze", *args)
        check("write the empty position as '()'" in err, f"analyze {args}: {err!r}")
    rc, out, _ = run("analyze", "()", "--json")
    check(rc == 0 and json.loads(out)["position"] == [], "analyze () is the empty position")

    # "--" ends the options: what follows is an argument, even "-2" or "--json".
    rc, out, err = run("analyze", "1", "--", "-2")
    check(rc == 2 and "unknown option" not in err and "'1 -2' is not a position" in err,
          f"analyze 1 -- -2: {err!r}")
    rc, out, err = run("analyze", "1", "2", "--json", "--", "3")
    check(rc == 0 and json.loads(out)["position"] == [1, 2, 3], f"analyze 1 2 --json -- 3: {rc} {err!r}")
    rc, out, err = run("nim", "--json", "--", "3", "4")
    check(rc == 0 and json.loads(out)["heaps"] == [3, 4], f"nim --json -- 3 4: {rc} {err!r}")
    rc, out, err = run("analyze", "1", "--", "--json")
    check(rc == 2 and "unknown option" not in err, f"analyze 1 -- --json: --json is an argument: {err!r}")
    expect_usage_error("nim", "3", "--nope", "--", "4")

    # One parser reads every command's options (tools/cookiegame/options.h):
    # anywhere among the arguments, each once, the next word never taken for
    # a missing argument, and the messages name the value and its range.
    rc, out, err = run("nim", "3", "--json", "4")
    check(rc == 0 and json.loads(out)["heaps"] == [3, 4], f"nim 3 --json 4: {rc} {err!r}")
    for args, message in ((["cm", "nim", "1", "1", "--limit", "5", "--limit", "6"],
                           "cm: --limit given twice"),
                          (["game", "1", "--svg", "a.svg", "--svg", "b.svg"],
                           "game: --svg given twice"),
                          (["analyze", "1", "--limit", "--json"],
                           "--limit needs a number of nodes"),
                          (["census", "reduced", "5", "--threads", "257"],
                           "--threads: '257' is not a thread count (1..256)"),
                          (["census", "reduced", "5", "--csv", "--table", "last"],
                           "--table: 'last' is not a table of the census "
                           "(levels, first or positions)"),
                          (["wythoff", "p", "1", "--count", "0"],
                           "--count: '0' is not a number from 1 to 1000000"),
                          (["wythoff", "p", "1", "--pgm", "x.pgm"], "unknown option '--pgm'"),
                          (["dcounts", "5", "--threads", "2"], "unknown option '--threads'"),
                          (["analyze", "1", "--limit=5"], "unknown option '--limit=5'")):
        expect_usage_error(*args)
        rc, out, err = run(*args)
        check(err == f"cookiegame: {message}\n", f"{args}: {err!r}, want {message!r}")

    # Completion offers files and directories where the help says FILE or DIR.
    rc, out, _ = run("help", "--argument", "hunt", "--from")
    check(out == "FILE\n", f"help --argument hunt --from: {out!r}")
    rc, out, _ = run("help", "--argument", "census", "--checkpoint")
    check(out == "DIR\n", f"help --argument census --checkpoint: {out!r}")
    rc, out, _ = run("help", "--argument", "census", "--json")
    check(rc == 0 and out == "", "--json takes no argument")
    here = os.path.dirname(os.path.abspath(__file__))
    script = os.path.join(here, "..", "..", "tools", "cookiegame", "completion", "cookiegame.bash")
    with tempfile.TemporaryDirectory() as d:
        os.mkdir(os.path.join(d, "ckpt"))
        open(os.path.join(d, "value7.csv"), "w").close()

        def complete(*line):
            words = " ".join(f"'{w}'" for w in (os.path.abspath(TOOL),) + line)
            prog = (f"cd '{d}'; source '{script}'; COMP_WORDS=({words}); COMP_CWORD={len(line)}; "
                    "_cookiegame; printf '%s\\n' \"${COMPREPLY[@]}\"")
            p = subprocess.run(["bash", "-c", prog], capture_output=True, text=True)
            return sorted(p.stdout.split())

        check(complete("hunt", "8", "--from", "") == ["ckpt", "value7.csv"],
              f"bash completes files after --from: {complete('hunt', '8', '--from', '')}")
        check(complete("census", "reduced", "20", "--checkpoint", "") == ["ckpt"],
              f"bash completes directories after --checkpoint: {complete('census', 'reduced', '20', '--checkpoint', '')}")
        check(complete("census", "reduced", "5", "--csv", "--table", "") == ["first", "levels", "positions"],
              "bash completes the values of --table")
        check(complete("cm", "nim", "3", "5", "--limit", "") == [], "nothing to complete after --limit")
        check(complete("census", "--th") == ["--threads"], "options are still completed")

    # Shared options are declared once (options.c): every command that names
    # one shows the same entry, and no "+NAME" line is left unexpanded.
    def entry(name, option):
        out = run(name, "--help")[1]
        lines = out.splitlines()
        at = [i for i, l in enumerate(lines) if l.startswith(f"  {option} ") or l == f"  {option}"]
        if not at:
            return None
        i = at[0] + 1
        while i < len(lines) and lines[i].startswith(" " * 20):
            i += 1
        return "\n".join(lines[at[0]:i])
    rc, man, _ = run("help", "--man")
    check("\n+\\-\\-" not in man, "the manual page has no unexpanded +NAME line")
    for name in run("help", "--words")[1].split():
        check("\n+--" not in run(name, "--help")[1], f"{name} --help has no unexpanded +NAME line")
    memory = {entry(c, "--max-memory") for c in ("cutter", "game", "hunt", "subtract")}
    check(len(memory) == 1 and None not in memory, f"one --max-memory entry: {memory}")
    lists = {entry(c, "--all") for c in ("census", "cm", "cutter", "ap", "wythoff", "hunt")}
    check(len(lists) == 1 and None not in lists and "first and last 10 rows" in lists.pop(),
          "one --all entry, with the rule of the summary")
    check(entry("ap", "--threads") == entry("census", "--threads") is not None, "ap documents --threads as census does")
    for cmd, missing in ((["game", "1", "--limit"], "--limit needs a number of nodes"),
                         (["cm", "nim", "1", "1", "--limit"], "--limit needs a number of nodes"),
                         (["game", "1", "--max-memory"], "--max-memory needs a size"),
                         (["analyze", "1", "--max-memory"], "--max-memory needs a size")):
        rc, out, err = run(*cmd)
        check(rc == 2 and err.startswith(f"cookiegame: {missing}"),
              f"{cmd}: one message for a missing value: {err!r}")

    # Wrong arguments show the command's own synopsis, the first paragraph of
    # its --help (wrapped there at 78 columns, on one line here).
    for cmd in (["ap", "winning"], ["census", "strict"], ["dcounts"], ["hunt"], ["nim"], ["oddeven"],
                ["subtract", "1"], ["zeckendorf"]):
        rc, out, err = run(*cmd, stdin="")
        synopsis = " ".join(run(cmd[0], "--help")[1].split("\n\n")[0].split())
        check(rc == 2 and out == "" and err == f"cookiegame: {synopsis}\n", f"{cmd}: {err!r}, want {synopsis!r}")

    # The source tree: .ci/install-deps --minimal names only what the C
    # library and its tests need; cargo's target/ is ignored by git.
    source = os.path.join(here, "..", "..")
    deps = os.path.join(source, ".ci", "install-deps")
    full = subprocess.run(["bash", deps, "--list"], capture_output=True, text=True).stdout.split()
    p = subprocess.run(["bash", deps, "--minimal", "--list"], capture_output=True, text=True)
    minimal = p.stdout.split()
    check(p.returncode == 0 and {"meson", "ninja-build", "check", "gcc", "libc6-dev", "python3"} <= set(minimal)
          and set(minimal) < set(full) and not {"doxygen", "rustc", "cargo", "libopenmpi-dev", "python3-pytest",
                                                 "valgrind", "clang"} & set(minimal),
          f"install-deps --minimal --list: {minimal}")
    p = subprocess.run(["bash", deps, "--nope"], capture_output=True, text=True)
    check(p.returncode == 2 and "unknown option '--nope'" in p.stderr, f"install-deps --nope: {p.returncode} {p.stderr!r}")
    if shutil.which("git") and os.path.exists(os.path.join(source, ".git")):   # not in a tarball
        p = subprocess.run(["git", "-C", source, "check-ignore", "-q", "bindings/rust/target/debug/x"])
        check(p.returncode == 0, "git ignores bindings/rust/target/")


SECTIONS = {name[len("section_"):].replace("_", "-"): f
            for name, f in list(globals().items()) if name.startswith("section_")}

for name in sys.argv[2:] or SECTIONS:
    SECTIONS[name]()
for f in failures:
    print("FAIL:", f, file=sys.stderr)
print("tool checks:", "ok" if not failures else f"{len(failures)} failed")
sys.exit(1 if failures else 0)
