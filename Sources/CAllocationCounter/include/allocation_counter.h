#ifndef CONTROLKIT_ALLOCATION_COUNTER_H
#define CONTROLKIT_ALLOCATION_COUNTER_H
#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, aligned allocations) made by
/// this process since it started. Counted only on glibc, where the bench's own malloc
/// wraps glibc's; elsewhere always 0 and `ck_allocation_counting_available` returns 0.
uint64_t ck_allocation_count(void);
int ck_allocation_counting_available(void);

#endif
