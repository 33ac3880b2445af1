/*
 * CG_EXPORT marks the definition of every public function. The library is built
 * with hidden visibility, so only marked functions are exported, and
 * lib/libcookiegame.map assigns them to their version node.
 */
#ifndef CG_UTIL_EXPORT_H
#define CG_UTIL_EXPORT_H

#if defined(__GNUC__) || defined(__clang__)
#define CG_EXPORT __attribute__((visibility("default")))
#else
#define CG_EXPORT
#endif

#endif
