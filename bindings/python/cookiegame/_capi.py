"""The C library through ctypes: loading it, every function's prototype, and
the translation of a C status into a Python exception.

Internal: users call the classes and functions of the package, which check
their arguments before anything reaches C.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import importlib
import os
from typing import Any, Iterator, List, Mapping, Optional

from . import errors
from ._constants import CG_VERSION_MAJOR, CG_VERSION_MINOR, CG_VERSION_STRING, ENUMS

c_int, c_uint, c_uint8, c_uint32, c_int64, c_uint64, c_size_t = (
    ctypes.c_int, ctypes.c_uint, ctypes.c_uint8, ctypes.c_uint32, ctypes.c_int64,
    ctypes.c_uint64, ctypes.c_size_t)
c_char_p, c_void_p = ctypes.c_char_p, ctypes.c_void_p
P = ctypes.POINTER


class NimMove(ctypes.Structure):
    """cg_nim_move: heap index and its size after the move."""
    _fields_ = [("heap", c_size_t), ("size", c_uint64)]


class Dyadic(ctypes.Structure):
    """cg_dyadic: num / 2^log2_den."""
    _fields_ = [("num", c_int64), ("log2_den", c_uint32)]


#: The letter of each cg_outcome ('P', 'N', 'L', 'R': the last letter of the
#: C name CG_OUTCOME_P, ...), and the outcome of each letter.
OUTCOME_LETTER = {code: name[-1] for name, code in ENUMS["cg_outcome"].items()}
OUTCOME_CODE = {letter: code for code, letter in OUTCOME_LETTER.items()}

PROGRESS_FN = ctypes.CFUNCTYPE(c_int, c_void_p, c_uint64, c_uint64)
TUPLE_FN = ctypes.CFUNCTYPE(c_int, c_void_p, P(c_uint64), c_uint32)
GAME_FN = ctypes.CFUNCTYPE(c_int, c_void_p, c_void_p)
POSITION_FN = ctypes.CFUNCTYPE(c_int, c_void_p, c_void_p)
POSITION_VALUE_FN = ctypes.CFUNCTYPE(c_int, c_void_p, c_void_p, c_uint32)
STATE_FN = ctypes.CFUNCTYPE(c_int, c_void_p, P(c_uint8), c_size_t, c_void_p)


class ImpartialRules(ctypes.Structure):
    """cg_impartial_rules: the callbacks of a game of the user's own."""
    _fields_ = [("options", STATE_FN), ("canonical", STATE_FN), ("split", STATE_FN),
                ("user_data", c_void_p)]

# name: (result type, argument types). Opaque objects are void pointers.
_PROTOTYPES = {
    # common.h
    "cg_version": (c_uint, []),
    "cg_version_string": (c_char_p, []),
    "cg_strerror": (c_char_p, [c_int]),
    "cg_error_detail": (c_char_p, []),
    "cg_ctx_new": (c_int, [P(c_void_p)]),
    "cg_ctx_free": (None, [c_void_p]),
    "cg_ctx_set_node_limit": (c_int, [c_void_p, c_uint64]),
    "cg_ctx_set_memory_limit": (c_int, [c_void_p, c_uint64]),
    "cg_ctx_memory_reserved": (c_int, [c_void_p, P(c_uint64)]),
    "cg_memory_check": (c_int, [c_uint64, c_uint64, c_char_p]),
    "cg_ctx_set_progress": (c_int, [c_void_p, PROGRESS_FN, c_void_p]),
    "cg_ctx_clear": (c_int, [c_void_p]),
    # cookie.h
    "cg_position_new": (c_int, [P(c_uint32), c_size_t, P(c_void_p)]),
    "cg_position_parse_ex": (c_int, [c_char_p, P(c_void_p), P(c_size_t)]),
    "cg_position_free": (None, [c_void_p]),
    "cg_position_size": (c_size_t, [c_void_p]),
    "cg_position_heap": (c_uint32, [c_void_p, c_size_t]),
    "cg_position_format": (c_int, [c_void_p, c_char_p, c_size_t, P(c_size_t)]),
    "cg_position_surplus": (c_uint32, [c_void_p]),
    "cg_position_deplete": (c_int, [c_void_p, P(c_void_p)]),
    "cg_position_delete": (c_int, [c_void_p, P(c_void_p)]),
    "cg_position_reduce": (c_int, [c_void_p, P(c_void_p)]),
    "cg_position_is_reduced": (c_int, [c_void_p]),
    "cg_position_is_strict": (c_int, [c_void_p]),
    "cg_position_option": (c_int, [c_void_p, c_size_t, P(c_void_p)]),
    "cg_position_dominates": (c_int, [c_void_p, c_void_p]),
    "cg_position_critical": (c_int, [c_uint32, c_uint32, P(c_void_p)]),
    "cg_position_rows": (c_int, [c_void_p, P(c_uint32), c_size_t, P(c_size_t)]),
    "cg_position_from_rows": (c_int, [P(c_uint32), c_size_t, P(c_void_p)]),
    "cg_position_predecessors": (c_int, [c_void_p, c_void_p, POSITION_FN, c_void_p]),
    "cg_position_hunt": (c_int, [c_void_p, P(c_void_p), c_size_t, c_uint32, c_uint32, c_uint,
                                 c_char_p, POSITION_VALUE_FN, PROGRESS_FN, c_void_p, P(c_uint64),
                                 P(c_uint32)]),
    "cg_position_hunt_heaps": (c_int, [c_void_p, P(c_void_p), c_size_t, c_uint32, c_uint32,
                                       c_uint32, c_uint, c_char_p, POSITION_VALUE_FN, PROGRESS_FN,
                                       c_void_p, P(c_uint64), P(c_uint32)]),
    "cg_position_dvalue": (c_int, [c_void_p, P(c_uint32)]),
    "cg_position_outcome": (c_int, [c_void_p, c_void_p, P(c_int)]),
    "cg_position_grundy": (c_int, [c_void_p, c_void_p, P(c_uint32)]),
    "cg_position_remoteness": (c_int, [c_void_p, c_void_p, P(c_uint32)]),
    "cg_position_suspense": (c_int, [c_void_p, c_void_p, P(c_uint32)]),
    "cg_position_winning_moves": (c_int, [c_void_p, c_void_p, P(c_uint8), c_size_t]),
    "cg_position_misere_outcome": (c_int, [c_void_p, c_void_p, P(c_int)]),
    "cg_position_misere_remoteness": (c_int, [c_void_p, c_void_p, P(c_uint32)]),
    "cg_position_misere_suspense": (c_int, [c_void_p, c_void_p, P(c_uint32)]),
    "cg_position_misere_winning_moves": (c_int, [c_void_p, c_void_p, P(c_uint8), c_size_t]),
    "cg_position_winning_interval": (c_int, [c_void_p, c_void_p, P(c_size_t), P(c_size_t)]),
    "cg_position_winning_move": (c_int, [c_void_p, c_void_p, P(c_size_t)]),
    # tables.h
    "cg_strict_dvalue_counts": (c_int, [c_uint32, P(c_uint64), c_size_t]),
    "cg_strict_table_memory": (c_int, [c_uint32, P(c_uint64)]),
    "cg_strict_table_build": (c_int, [c_uint32, c_uint, PROGRESS_FN, c_void_p, P(c_void_p)]),
    "cg_strict_table_free": (None, [c_void_p]),
    "cg_strict_table_nmax": (c_uint32, [c_void_p]),
    "cg_strict_table_grundy": (c_int, [c_void_p, c_void_p, P(c_uint32)]),
    "cg_strict_table_histogram": (c_int, [c_void_p, c_uint32, P(c_uint64), c_size_t]),
    "cg_strict_table_level_size": (c_int, [c_void_p, c_uint32, P(c_uint64)]),
    "cg_strict_table_values": (c_int, [c_void_p, c_uint32, c_uint64, P(c_uint8), c_size_t]),
    "cg_strict_table_position": (c_int, [c_void_p, c_uint32, c_uint64, P(c_void_p)]),
    "cg_reduced_table_memory": (c_int, [c_uint32, P(c_uint64)]),
    "cg_reduced_table_build": (c_int, [c_uint32, c_uint, PROGRESS_FN, c_void_p, P(c_void_p)]),
    "cg_reduced_table_free": (None, [c_void_p]),
    "cg_reduced_table_nmax": (c_uint32, [c_void_p]),
    "cg_reduced_table_grundy": (c_int, [c_void_p, c_void_p, P(c_uint32)]),
    "cg_reduced_table_histogram": (c_int, [c_void_p, c_uint32, P(c_uint64), c_size_t]),
    "cg_reduced_table_level_size": (c_int, [c_void_p, c_uint32, P(c_uint64)]),
    "cg_reduced_table_values": (c_int, [c_void_p, c_uint32, c_uint64, P(c_uint8), c_size_t]),
    "cg_reduced_table_position": (c_int, [c_void_p, c_uint32, c_uint64, P(c_void_p)]),
    "cg_strict_census_memory": (c_int, [c_uint32, P(c_uint64)]),
    "cg_reduced_census_memory": (c_int, [c_uint32, P(c_uint64)]),
    "cg_strict_census": (c_int, [c_uint32, c_uint, c_uint64, PROGRESS_FN, c_void_p, P(c_void_p)]),
    "cg_reduced_census": (c_int, [c_uint32, c_uint, c_uint64, PROGRESS_FN, c_void_p, P(c_void_p)]),
    "cg_reduced_outcome_census": (c_int, [c_uint32, c_uint, c_uint64, PROGRESS_FN, c_void_p,
                                          P(c_void_p)]),
    "cg_census_free": (None, [c_void_p]),
    "cg_census_nmax": (c_uint32, [c_void_p]),
    "cg_census_memory_used": (c_int, [c_void_p, P(c_uint64), P(c_uint64)]),
    "cg_census_histogram": (c_int, [c_void_p, c_uint32, P(c_uint64), c_size_t]),
    "cg_census_max_value": (c_int, [c_void_p, c_uint32, P(c_uint32)]),
    "cg_census_example": (c_int, [c_void_p, c_uint32, c_uint32, P(c_void_p)]),
    "cg_census_positions": (c_int, [c_void_p, c_uint32, c_uint32, POSITION_FN, c_void_p]),
    "cg_reduced_census_resumable": (c_int, [c_uint32, c_uint32, c_uint64, c_char_p, PROGRESS_FN,
                                            c_void_p, P(c_void_p)]),
    "cg_reduced_outcome_census_resumable": (c_int, [c_uint32, c_uint32, c_uint64, c_char_p,
                                                    PROGRESS_FN, c_void_p, P(c_void_p)]),
    "cg_reduced_census_listing": (c_int, [c_uint32, c_uint32, c_uint64, c_uint32, c_uint64,
                                          c_char_p, PROGRESS_FN, c_void_p, P(c_void_p)]),
    # wythoff.h
    "cg_wythoff_p_position": (c_int, [c_uint64, P(c_uint64), P(c_uint64)]),
    "cg_wythoff_is_p": (c_int, [c_uint64, c_uint64]),
    "cg_wythoff_winning_moves": (c_int, [c_uint64, c_uint64, P(c_uint64), c_size_t, P(c_size_t)]),
    "cg_wythoff_grundy": (c_int, [c_void_p, c_uint64, c_uint64, P(c_uint64)]),
    "cg_wythoff_grundy_table": (c_int, [c_uint32, c_uint32, P(c_uint32)]),
    "cg_zeckendorf": (c_int, [c_uint64, P(c_uint64), c_size_t, P(c_size_t)]),
    "cg_fibonacci_successor": (c_int, [c_uint64, P(c_uint64)]),
    # cmnim.h
    "cg_cmnim_new": (c_int, [c_uint32, P(c_uint64), c_size_t, P(c_void_p)]),
    "cg_cmnim_new_family": (c_int, [c_uint32, c_int, P(c_void_p)]),
    "cg_cmnim_free": (None, [c_void_p]),
    "cg_cmnim_jars": (c_uint32, [c_void_p]),
    "cg_cmnim_sets": (c_int, [c_void_p, P(c_uint64), c_size_t, P(c_size_t)]),
    "cg_cmnim_grundy": (c_int, [c_void_p, c_void_p, P(c_uint64), P(c_uint64)]),
    "cg_cmnim_is_p": (c_int, [c_void_p, c_void_p, P(c_uint64), P(c_int)]),
    "cg_cmnim_complete": (c_int, [c_void_p, c_void_p, P(c_uint64), c_uint32, P(c_uint64)]),
    "cg_cmnim_p_positions": (c_int, [c_void_p, c_void_p, c_uint64, TUPLE_FN, c_void_p]),
    "cg_cmnim_misere_is_p": (c_int, [c_void_p, c_void_p, P(c_uint64), P(c_int)]),
    "cg_cmnim_remoteness": (c_int, [c_void_p, c_void_p, P(c_uint64), P(c_uint64)]),
    "cg_cmnim_misere_remoteness": (c_int, [c_void_p, c_void_p, P(c_uint64), P(c_uint64)]),
    "cg_cmnim_misere_complete": (c_int, [c_void_p, c_void_p, P(c_uint64), c_uint32,
                                         P(c_uint64)]),
    "cg_cmnim_misere_p_positions": (c_int, [c_void_p, c_void_p, c_uint64, TUPLE_FN, c_void_p]),
    # partizan.h
    "cg_game_zero": (c_void_p, [c_void_p]),
    "cg_game_integer": (c_int, [c_void_p, c_int64, P(c_void_p)]),
    "cg_game_dyadic": (c_int, [c_void_p, c_int64, c_uint32, P(c_void_p)]),
    "cg_game_nimber": (c_int, [c_void_p, c_uint32, P(c_void_p)]),
    "cg_game_up": (c_int, [c_void_p, c_int64, P(c_void_p)]),
    "cg_game_new": (c_int, [c_void_p, P(c_void_p), c_size_t, P(c_void_p), c_size_t, P(c_void_p)]),
    "cg_game_sum": (c_int, [c_void_p, c_void_p, c_void_p, P(c_void_p)]),
    "cg_game_ordinal_sum": (c_int, [c_void_p, c_void_p, c_void_p, P(c_void_p)]),
    "cg_game_conjunctive_sum": (c_int, [c_void_p, c_void_p, c_void_p, P(c_void_p)]),
    "cg_game_selective_sum": (c_int, [c_void_p, c_void_p, c_void_p, P(c_void_p)]),
    "cg_game_pow_to": (c_int, [c_void_p, c_void_p, c_uint32, P(c_void_p)]),
    "cg_game_pow": (c_int, [c_void_p, c_void_p, c_uint32, P(c_void_p)]),
    "cg_game_uptimal_expansion": (c_int, [c_void_p, c_void_p, P(c_void_p), P(c_uint32), P(c_int64),
                                          c_size_t, P(c_size_t)]),
    "cg_game_uptimal_expansion_format": (c_int, [c_void_p, c_void_p, c_char_p, c_size_t,
                                                 P(c_size_t)]),
    "cg_game_is_uptimal": (c_int, [c_void_p, c_void_p, P(c_int)]),
    "cg_game_conway_product": (c_int, [c_void_p, c_void_p, c_void_p, P(c_void_p)]),
    "cg_game_ordinal_product": (c_int, [c_void_p, c_void_p, c_void_p, P(c_void_p)]),
    "cg_game_multiple": (c_int, [c_void_p, c_void_p, c_int64, P(c_void_p)]),
    "cg_game_neg": (c_int, [c_void_p, c_void_p, P(c_void_p)]),
    "cg_game_compare": (c_int, [c_void_p, c_void_p, c_void_p, P(c_int)]),
    "cg_game_outcome": (c_int, [c_void_p, c_void_p, P(c_int)]),
    "cg_game_misere_outcome": (c_int, [c_void_p, c_void_p, P(c_int)]),
    "cg_game_stop_count": (c_int, [c_void_p, c_void_p, P(c_uint64)]),
    "cg_game_follower_count": (c_int, [c_void_p, c_void_p, P(c_uint64)]),
    "cg_game_followers": (c_int, [c_void_p, c_void_p, P(c_void_p), c_size_t, P(c_size_t)]),
    "cg_game_is_integer": (c_int, [c_void_p]),
    "cg_game_is_nimber": (c_int, [c_void_p]),
    "cg_game_is_numberish": (c_int, [c_void_p]),
    "cg_game_is_ordinal": (c_int, [c_void_p]),
    "cg_game_is_idempotent": (c_int, [c_void_p]),
    "cg_game_is_even": (c_int, [c_void_p, c_void_p, P(c_int)]),
    "cg_game_is_odd": (c_int, [c_void_p, c_void_p, P(c_int)]),
    "cg_game_is_even_tempered": (c_int, [c_void_p, c_void_p, P(c_int)]),
    "cg_game_is_odd_tempered": (c_int, [c_void_p, c_void_p, P(c_int)]),
    "cg_game_is_number_tiny": (c_int, [c_void_p, c_void_p, P(c_int)]),
    "cg_game_left_count": (c_size_t, [c_void_p]),
    "cg_game_left": (c_void_p, [c_void_p, c_size_t]),
    "cg_game_right_count": (c_size_t, [c_void_p]),
    "cg_game_right": (c_void_p, [c_void_p, c_size_t]),
    "cg_game_is_number": (c_int, [c_void_p]),
    "cg_game_number": (c_int, [c_void_p, P(c_int64), P(c_uint32)]),
    "cg_game_birthday64": (c_int, [c_void_p, P(c_uint64)]),
    "cg_game_format_ex": (c_int, [c_void_p, c_void_p, c_uint, c_char_p, c_size_t, P(c_size_t)]),
    "cg_game_parse_ex": (c_int, [c_void_p, c_char_p, P(c_void_p), P(c_size_t)]),
    "cg_games_enumerate": (c_int, [c_void_p, c_uint32, GAME_FN, c_void_p, P(c_uint64)]),
    # thermal.h
    "cg_game_stop_values": (c_int, [c_void_p, P(Dyadic), P(Dyadic)]),
    "cg_game_mean_temperature": (c_int, [c_void_p, c_void_p, P(Dyadic), P(Dyadic)]),
    "cg_game_thermograph": (c_int, [c_void_p, c_void_p, P(c_void_p)]),
    "cg_thermograph_free": (None, [c_void_p]),
    "cg_thermograph_mean_temperature": (c_int, [c_void_p, P(Dyadic), P(Dyadic)]),
    "cg_thermograph_wall_size": (c_size_t, [c_void_p, c_int]),
    "cg_thermograph_wall_point": (c_int, [c_void_p, c_int, c_size_t, P(Dyadic), P(Dyadic), P(c_int)]),
    "cg_thermograph_wall_at": (c_int, [c_void_p, c_int, Dyadic, P(Dyadic)]),
    "cg_game_orthodox_move": (c_int, [c_void_p, c_void_p, c_int, P(c_size_t)]),
    "cg_game_cool": (c_int, [c_void_p, c_void_p, Dyadic, P(c_void_p)]),
    "cg_game_freeze": (c_int, [c_void_p, c_void_p, P(c_void_p)]),
    "cg_game_walls_at": (c_int, [c_void_p, c_void_p, Dyadic, P(Dyadic), P(Dyadic)]),
    "cg_game_heat": (c_int, [c_void_p, c_void_p, c_void_p, P(c_void_p)]),
    "cg_game_overheat": (c_int, [c_void_p, c_void_p, c_void_p, c_void_p, P(c_void_p)]),
    "cg_game_norton": (c_int, [c_void_p, c_void_p, c_void_p, P(c_void_p)]),
    "cg_game_atomic_weight": (c_int, [c_void_p, c_void_p, P(c_void_p)]),
    "cg_game_is_atomic": (c_int, [c_void_p, c_void_p, P(c_int)]),
    "cg_game_incentive_set": (c_int, [c_void_p, c_void_p, c_uint, P(c_void_p), c_size_t, P(c_size_t)]),
    "cg_game_companion": (c_int, [c_void_p, c_void_p, P(c_void_p)]),
    "cg_game_reduced": (c_int, [c_void_p, c_void_p, P(c_void_p)]),
    "cg_game_incentives": (c_int, [c_void_p, c_void_p, c_int, P(c_void_p), c_size_t, P(c_size_t)]),
    "cg_game_is_dicotic": (c_int, [c_void_p]),
    "cg_game_is_infinitesimal": (c_int, [c_void_p]),
    "cg_game_is_hot": (c_int, [c_void_p]),
    "cg_game_is_cold": (c_int, [c_void_p]),
    "cg_game_is_tepid": (c_int, [c_void_p]),
    "cg_game_is_switch": (c_int, [c_void_p]),
    # impartial.h
    "cg_state_list_add": (c_int, [c_void_p, ctypes.c_char_p, c_size_t]),
    "cg_impartial_new": (c_int, [P(ImpartialRules), P(c_void_p)]),
    "cg_impartial_free": (None, [c_void_p]),
    "cg_impartial_grundy": (c_int, [c_void_p, c_void_p, ctypes.c_char_p, c_size_t, P(c_uint64)]),
    "cg_impartial_outcome": (c_int, [c_void_p, c_void_p, ctypes.c_char_p, c_size_t, ctypes.c_int,
                                     P(ctypes.c_int)]),
    "cg_impartial_remoteness": (c_int, [c_void_p, c_void_p, ctypes.c_char_p, c_size_t,
                                        ctypes.c_int, P(c_uint32)]),
    "cg_impartial_winning_move": (c_int, [c_void_p, c_void_p, ctypes.c_char_p, c_size_t,
                                          ctypes.c_int, ctypes.c_char_p, c_size_t, P(c_size_t)]),
    "cg_nim_sum": (c_int, [P(c_uint64), c_size_t, P(c_uint64)]),
    "cg_nim_outcome": (c_int, [P(c_uint64), c_size_t, c_int, P(c_int)]),
    "cg_nim_winning_moves": (c_int, [P(c_uint64), c_size_t, c_int, P(NimMove), c_size_t, P(c_size_t)]),
    # oddeven.h
    "cg_oddeven_pile": (c_int, [c_void_p, c_uint32, P(c_void_p)]),
    "cg_oddeven_outcome": (c_int, [c_void_p, P(c_uint32), c_size_t, P(c_int)]),
    "cg_oddeven_count": (c_int, [c_void_p, c_uint32, c_uint, c_char_p, c_size_t, P(c_size_t)]),
    # cutter.h
    "cg_cutter_grundy": (c_int, [c_void_p, c_uint32, c_uint32, P(c_uint8), c_uint32, c_uint32, P(c_uint32)]),
    "cg_cutter_grundy_checkpoint": (c_int, [c_void_p, c_uint32, c_uint32, P(c_uint8), c_uint32,
                                            c_uint32, c_char_p, P(c_uint32)]),
    "cg_cutter_row_sequence": (c_int, [c_void_p, c_uint32, c_uint32, P(c_uint32)]),
    "cg_cutter_misere_outcome": (c_int, [c_void_p, c_uint32, c_uint32, P(c_uint8), c_uint32,
                                         c_uint32, P(c_int)]),
    "cg_cutter_misere_remoteness": (c_int, [c_void_p, c_uint32, c_uint32, P(c_uint8), c_uint32,
                                            c_uint32, P(c_uint32)]),
}

#: The public C functions the package leaves out on purpose, each with its
#: reason (doc/python.md lists them; tests/test_robustness.py checks that
#: every other symbol of lib/libcookiegame.map is bound above and called).
NOT_WRAPPED: Mapping[str, str] = {
    "cg_set_allocator": "process-wide C state: a Python allocator would run inside every C "
                        "call of every thread, and Python's memory is not the library's to swap",
    "cg_position_parse": "Position(text) calls cg_position_parse_ex, the same reading that also "
                         "says where it stopped (ParseError.offset)",
    "cg_position_clone": "a Position is an immutable value: sharing it is copying it",
    "cg_position_equal": "Position == compares the heap tuples, held in the ascending order "
                         "of C: the same multiset test, without a C call",
    "cg_game_parse": "Game(text) calls cg_game_parse_ex, the same reading that also says "
                     "where it stopped",
    "cg_game_stops": "the same stops as cg_game_stop_values (Game.stops), in separate "
                     "numerator and log2 arguments instead of cg_dyadic pairs",
    "cg_game_thermal": "the same mean and temperature as cg_game_mean_temperature (Game.mean, "
                       "Game.temperature), in separate arguments instead of cg_dyadic pairs",
    "cg_game_birthday": "Game.birthday calls cg_game_birthday64, which cannot overflow",
    "cg_game_format": "cg_game_format_ex with flags 0 is the same text (Game.format('default'), "
                      "str(game))",
    "cg_dyadic_format": "numbers come to Python as fractions.Fraction, which print themselves",
    "cg_games_born_by": "a count made by constructing the games: len(games_born_by(day)), as "
                        "Rust's ctx.games_born_by(day)?.len()",
}

_SONAME = "libcookiegame.so.1"


def _candidates() -> Iterator[str]:
    """Where to look for the C library, most specific first."""
    explicit = os.environ.get("COOKIEGAME_LIBRARY")
    if explicit:
        yield explicit
        return
    try:
        # written by meson install: the prefix's libdir, or for pip and
        # wheels this package's own directory (not in the source tree)
        paths = importlib.import_module(f"{__package__}._paths")
        yield os.path.join(str(paths.LIBDIR), _SONAME)
    except ImportError:
        pass
    yield _SONAME
    found = ctypes.util.find_library("cookiegame")
    if found:
        yield found


def _load() -> Any:
    """The C library (a ctypes.CDLL; Any: its functions are typed by _PROTOTYPES below)."""
    tried: List[str] = []
    for path in _candidates():
        try:
            return ctypes.CDLL(path)
        except OSError as e:
            tried.append(f"{path} ({e})")
    raise ImportError("cookiegame: cannot load the C library libcookiegame; tried "
                      + "; ".join(tried)
                      + ". Install it (meson install, or pip install . at the top of the sources) or set "
                      "COOKIEGAME_LIBRARY to its path.")


class Status(int):
    """A failed C status (negative) with ``detail``: the C library's
    cg_error_detail() read on the thread that made the call, right after it
    returned ('' when the library gave none)."""

    detail: str


def capture(status: int) -> int:
    """status as a Status carrying its detail when it is a failure. Call it
    right after the C call, on the thread that made it, before any other
    call of the library (which may change the detail)."""
    if status >= 0 or isinstance(status, Status):
        return status
    s = Status(status)
    s.detail = (lib.cg_error_detail() or b"").decode("utf-8", "replace")
    return s


def detail_of(status: int) -> str:
    """The detail capture() gave status ('' when it carries none)."""
    return status.detail if isinstance(status, Status) else ""


def _check_version(loaded: Any) -> None:
    """Refuse a library older than the headers this package was generated
    from (or of another major version) with one ImportError naming both
    versions, before any other function is bound: a missing symbol would
    otherwise surface as an AttributeError naming only the symbol.
    cg_version and cg_version_string exist in every version (1.0)."""
    loaded.cg_version.restype, loaded.cg_version.argtypes = c_uint, []
    loaded.cg_version_string.restype, loaded.cg_version_string.argtypes = c_char_p, []
    number = int(loaded.cg_version())
    major, minor = number >> 16, (number >> 8) & 0xFF
    if major != CG_VERSION_MAJOR or minor < CG_VERSION_MINOR:
        text = (loaded.cg_version_string() or b"?").decode("ascii", "replace")
        raise ImportError(f"cookiegame: the loaded C library {getattr(loaded, '_name', _SONAME)} "
                          f"is version {text}; this package is made for {CG_VERSION_STRING} and "
                          f"needs {CG_VERSION_MAJOR}.{CG_VERSION_MINOR} or a later "
                          f"{CG_VERSION_MAJOR}.x. Install a newer libcookiegame or set "
                          "COOKIEGAME_LIBRARY to one.")


def _bind(loaded: Any) -> None:
    """Give every function of _PROTOTYPES its C types (after _check_version)."""
    for name, (res, args) in _PROTOTYPES.items():
        try:
            f = getattr(loaded, name)
        except AttributeError:
            raise ImportError(f"cookiegame: the loaded C library {getattr(loaded, '_name', _SONAME)} "
                              f"says it is version {loaded.cg_version_string().decode()} but has "
                              f"no {name}") from None
        f.restype = res
        f.argtypes = args


lib = _load()
_check_version(lib)
_bind(lib)


def check(status: int, what: str, why: Optional[Mapping[int, str]] = None) -> None:
    """Raise the exception for a C status: 'what: reason', what being the call
    in the user's terms and the reason the detail the C library gave for this
    failure (see Status: which value, limit or file), else why[status] when
    given (what was wrong with which argument), else the C library's name for
    the status. The detail wins: it is the library's own sentence about this
    very failure, where why is a guess made from the status alone.
    A plain int status must come straight from a C call of this thread."""
    if status == 0:
        return
    captured = capture(status)   # read now unless it was read already
    detail = captured.detail if isinstance(captured, Status) else ""
    reason = detail or (why or {}).get(status) or str(lib.cg_strerror(status).decode())
    raise errors.from_status(int(status), what, reason)
