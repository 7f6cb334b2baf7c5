// Counting replacements of the C allocator; see AllocationCounter.h.
#include "AllocationCounter.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || \
    __has_feature(memory_sanitizer)
#define GC_UNDER_SANITIZER 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define GC_UNDER_SANITIZER 1
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(GC_UNDER_SANITIZER)

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

// glibc's allocator under its internal names, exported for exactly this
// use: an allocator that wraps malloc.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static _Atomic uint64_t gc_allocations;
static _Atomic uint64_t gc_bytes;
// Initial-exec TLS in the executable: reading it never allocates.
static _Thread_local uint64_t gc_thread_allocations;

static inline void gc_count(size_t size) {
  atomic_fetch_add_explicit(&gc_allocations, 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&gc_bytes, size, memory_order_relaxed);
  gc_thread_allocations += 1;
}

bool gc_allocation_counting_is_available(void) { return true; }

uint64_t gc_allocation_count(void) {
  return atomic_load_explicit(&gc_allocations, memory_order_relaxed);
}

uint64_t gc_thread_allocation_count(void) { return gc_thread_allocations; }

uint64_t gc_allocated_bytes(void) {
  return atomic_load_explicit(&gc_bytes, memory_order_relaxed);
}

void *malloc(size_t size) {
  gc_count(size);
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  gc_count(count * size);
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  gc_count(size);
  return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) {
    return EINVAL;
  }
  gc_count(size);
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  gc_count(size);
  return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  gc_count(size);
  return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
  gc_count(size);
  return __libc_valloc(size);
}

void *pvalloc(size_t size) {
  gc_count(size);
  return __libc_pvalloc(size);
}

#else

bool gc_allocation_counting_is_available(void) { return false; }
uint64_t gc_allocation_count(void) { return 0; }
uint64_t gc_thread_allocation_count(void) { return 0; }
uint64_t gc_allocated_bytes(void) { return 0; }

#endif
