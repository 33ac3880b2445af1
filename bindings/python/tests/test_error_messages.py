"""Errors that say what was wrong: the C library's sentences for text that
cannot be read (cg_error_detail(), the tool prints the same), and callbacks
that return the wrong type."""
import pytest

import cookiegame as cg


@pytest.mark.parametrize("text, kind, offset, sentence", [
    ("{2|", cg.ParseError, 3, "the brace '{' at offset 0 is never closed: its '}' is missing"),
    ("1/3", cg.ParseError, 2, "the denominator 3 at offset 2 is not a power of two (write 3/4, 1/1024)"),
    ("{1|2}x", cg.ParseError, 5, "'x' at offset 5 follows a complete game (join games with '+' or '-')"),
    ("{1|2|3}", cg.ParseError, 2, "two separators of 1 bar, at offsets 2 and 4"),
    ("*2147483648", cg.RangeError, None, "the count after '*' at offset 1 passes 2147483647"),
    ("5000000000000000000", cg.RangeError, None, "the number at offset 0 is out of range: the "
                                                 "library holds integer parts up to 2^62 in "
                                                 "magnitude, denominators up to 2^1024, numerators in lowest terms within 64 bits"),
])
def test_game_text_errors_name_the_mistake_and_offset(ctx, text, kind, offset, sentence):
    with pytest.raises(kind) as e:
        cg.Game(text, ctx=ctx)
    assert str(e.value).startswith(f"Game({text!r}): {sentence}"), str(e.value)
    if offset is not None:
        assert e.value.offset == offset


@pytest.mark.parametrize("text, offset, sentence", [
    ("1 2 x", 4, "'x' at offset 4 is not a heap size (heap sizes are whole numbers 0..4294967295 "
                 "separated by spaces or commas)"),
    ("99999999999999", 0, "the heap size 99999999999999 at offset 0 passes 4294967295, the "
                          "largest a heap may have"),
    ("1,,2", 2, "the ',' at offset 1 is followed by ',', not a heap size"),
    ("(1 2", 4, "the '(' at offset 0 is never closed: its ')' is missing"),
])
def test_position_text_errors_name_the_mistake_and_offset(text, offset, sentence):
    with pytest.raises(cg.ParseError) as e:
        cg.Position(text)
    assert str(e.value) == f"Position({text!r}): {sentence}" and e.value.offset == offset


def test_impartial_callbacks_of_the_wrong_type_raise_type_error(ctx):
    """bytes(4) is four zero bytes: ints taken as states would make the engine
    search another game (once reported as 'not short')."""
    with pytest.raises(TypeError, match=r"options\(b'\\x05'\) must return an iterable of states "
                       r"\(bytes, one per option\); it returned a list holding int 4 "
                       r"\(the state of one byte 4 is bytes\(\[4\]\)\)"):
        cg.ImpartialGame(lambda s: [s[0] - 1] if s[0] else []).grundy(b"\x05", ctx=ctx)
    with pytest.raises(TypeError, match=r"it returned bytes b'\\x04' \(one state is returned as \[state\]\)"):
        cg.ImpartialGame(lambda s: bytes([s[0] - 1]) if s[0] else []).grundy(b"\x05", ctx=ctx)
    with pytest.raises(TypeError, match="it returned NoneType None"):
        cg.ImpartialGame(lambda s: None).outcome(b"\x05", ctx=ctx)
    with pytest.raises(TypeError, match=r"split\(b'\\x05'\) must return an iterable of states "
                       r"\(bytes, one per component\); it returned a tuple holding str 'a'"):
        cg.ImpartialGame(lambda s: [], split=lambda s: ("a",)).grundy(b"\x05", ctx=ctx)
    with pytest.raises(TypeError, match=r"canonical\(b'\\x05'\) must return a state \(bytes\); "
                       r"it returned int 3"):
        cg.ImpartialGame(lambda s: [], canonical=lambda s: 3).grundy(b"\x05", ctx=ctx)
    # Every bytes-like state is still taken.
    game = cg.ImpartialGame(lambda s: [bytearray([s[0] - 1]), memoryview(bytes([0]))] if s[0] else [])
    assert game.grundy(b"\x03", ctx=ctx) == 1
