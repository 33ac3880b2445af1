#!/usr/bin/env python3
"""hunt --threads and --checkpoint: the single-threaded output whatever the
threads, resumed checkpoints, damaged checkpoints refused.

Usage: test-hunt-threads.py PATH-TO-cookiegame (tests/tool/meson.build runs it as
tool-hunt-threads; tool_check.py holds what the tool's tests share).
"""
import json
import os
import subprocess
import sys
import tempfile
import time

from tool_check import TOOL, check, expect_usage_error, run, run_section


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


run_section(section_hunt_threads)
