// Counts heap allocations for controlkit-bench: the executable defines malloc and friends,
// which take precedence over the C library's, and forwards to glibc's internal entry
// points. Linked into the bench only.
#include "allocation_counter.h"
#include <stddef.h>

#if defined(__GLIBC__) && defined(__linux__)
#include <stdatomic.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic uint64_t allocations = 0;

void *malloc(size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_realloc(pointer, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    void *p = __libc_memalign(alignment, size);
    if (!p) return 12; // ENOMEM
    *out = p;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_memalign(alignment, size);
}

void free(void *pointer) { __libc_free(pointer); }

uint64_t ck_allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
int ck_allocation_counting_available(void) { return 1; }
#else
uint64_t ck_allocation_count(void) { return 0; }
int ck_allocation_counting_available(void) { return 0; }
#endif
