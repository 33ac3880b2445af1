#!/usr/bin/env python3
"""FFI smoke test: load the built libcookiegame with ctypes and use the cookie API.

Proves the ABI is usable from a foreign-function interface: plain C types,
opaque pointers, int statuses, out-parameters.
"""
import ctypes
import sys

CG_OK, CG_EINVAL, CG_EPARSE, CG_EDOMAIN = 0, -1, -4, -6


def main(path):
    lib = ctypes.CDLL(path)
    lib.cg_position_parse.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_void_p)]
    lib.cg_position_parse.restype = ctypes.c_int
    lib.cg_position_dvalue.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint32)]
    lib.cg_position_dvalue.restype = ctypes.c_int
    lib.cg_position_free.argtypes = [ctypes.c_void_p]
    lib.cg_position_free.restype = None
    lib.cg_strerror.argtypes = [ctypes.c_int]
    lib.cg_strerror.restype = ctypes.c_char_p
    lib.cg_version_string.restype = ctypes.c_char_p

    failures = []

    def check(cond, what):
        if not cond:
            failures.append(what)

    # The worked example of [PU92]: (0,1,1,3,4,5,8,8) has D = 5.
    pos = ctypes.c_void_p()
    rc = lib.cg_position_parse(b"(0, 1, 1, 3, 4, 5, 8, 8)", ctypes.byref(pos))
    check(rc == CG_OK and pos.value, f"parse returned {rc}")
    d = ctypes.c_uint32(0)
    rc = lib.cg_position_dvalue(pos, ctypes.byref(d))
    check(rc == CG_OK and d.value == 5, f"dvalue returned {rc}, D = {d.value}")
    lib.cg_position_free(pos)

    # 1..n has D = ceil((2n - 1)/3).
    for n in (1, 2, 3, 10, 100):
        text = " ".join(str(i) for i in range(1, n + 1)).encode()
        p = ctypes.c_void_p()
        check(lib.cg_position_parse(text, ctypes.byref(p)) == CG_OK, f"parse 1..{n}")
        check(lib.cg_position_dvalue(p, ctypes.byref(d)) == CG_OK and d.value == (2 * n + 1) // 3,
              f"D(1..{n}) = {d.value}")
        lib.cg_position_free(p)

    # A non-strict position has no D-value; bad text is a parse error.
    p = ctypes.c_void_p()
    check(lib.cg_position_parse(b"2 2 4 4", ctypes.byref(p)) == CG_OK, "parse 2 2 4 4")
    d.value = 99
    check(lib.cg_position_dvalue(p, ctypes.byref(d)) == CG_EDOMAIN and d.value == 99,
          "dvalue of a non-strict position")
    lib.cg_position_free(p)
    bad = ctypes.c_void_p()
    check(lib.cg_position_parse(b"1 -2", ctypes.byref(bad)) == CG_EPARSE and not bad.value,
          "parse of a negative heap")
    check(lib.cg_position_parse(None, ctypes.byref(bad)) == CG_EINVAL, "parse of NULL")
    check(lib.cg_strerror(CG_EPARSE) == b"malformed text", "strerror")
    lib.cg_position_free(None)

    for f in failures:
        print("FAIL:", f, file=sys.stderr)
    print(f"libcookiegame {lib.cg_version_string().decode()} via ctypes: "
          f"{'ok' if not failures else 'FAILED'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
