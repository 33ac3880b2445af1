/**
 * @file cookiegame.h
 * @brief The umbrella header of libcookiegame: includes every module header.
 *
 * Programs write `#include <cookiegame.h>` and link with
 * `pkg-config --cflags --libs cookiegame`.
 */
#ifndef COOKIEGAME_H
#define COOKIEGAME_H

#include <cookiegame/version.h>
#include <cookiegame/common.h>
#include <cookiegame/cookie.h>
#include <cookiegame/tables.h>
#include <cookiegame/wythoff.h>
#include <cookiegame/cmnim.h>
#include <cookiegame/cutter.h>
#include <cookiegame/partizan.h>
#include <cookiegame/thermal.h>
#include <cookiegame/oddeven.h>
#include <cookiegame/impartial.h>

#endif /* COOKIEGAME_H */
