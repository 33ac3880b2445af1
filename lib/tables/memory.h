/* Memory checks shared by the table and census builders. */
#ifndef CG_TABLES_MEMORY_H
#define CG_TABLES_MEMORY_H

#include <stdint.h>

/* CG_OK when `bytes` fits both under `max_bytes` (0 = no bound of the
 * caller's) and in the memory available now, else CG_ENOMEM: a build refuses
 * before it starts rather than dying half-way. */
int tables_check_memory(uint64_t bytes, uint64_t max_bytes);

#endif
