/*
 * The front end's helpers in one include, for the commands (tools/cookiegame
 * cmd-*.c, cookiegame-mpi) that use most of them: each header named here
 * holds one of them and documents it. Every command uses these instead of
 * writing its own.
 */
#ifndef COOKIEGAME_TOOL_H
#define COOKIEGAME_TOOL_H

#include <cookiegame.h>

#include "exit-status.h"
#include "game-text.h"
#include "memory-limit.h"
#include "output.h"
#include "parse-number.h"
#include "progress-bar.h"
#include "text-file.h"
#include "text.h"

#endif
