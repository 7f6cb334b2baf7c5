// Counts the heap allocations of the process, for the benchmark's proof
// that the engine allocates nothing per frame in steady state.
//
// On Linux with glibc, linking this target into an executable replaces
// malloc, calloc, realloc, free, posix_memalign, aligned_alloc, memalign,
// valloc and pvalloc with versions that count each call, then forward to
// glibc's own allocator (__libc_malloc and its siblings). The Swift
// runtime allocates through these functions, so every Swift allocation is
// counted. Link it only into an executable that is not run under a
// sanitizer: AddressSanitizer and ThreadSanitizer replace malloc
// themselves, and under them this target compiles its replacements out.
//
// Elsewhere (macOS, Musl, a sanitizer build) nothing is replaced and
// gc_allocation_counting_is_available() returns false.
#ifndef GESTURECORE_ALLOCATION_COUNTER_H
#define GESTURECORE_ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Returns whether the allocator functions are replaced and counted here.
bool gc_allocation_counting_is_available(void);

/// Returns the number of allocations made by every thread so far: calls
/// to malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign,
/// valloc and pvalloc.
uint64_t gc_allocation_count(void);

/// Returns the number of allocations made by the calling thread so far.
uint64_t gc_thread_allocation_count(void);

/// Returns the number of bytes requested by every thread's allocations.
uint64_t gc_allocated_bytes(void);

#ifdef __cplusplus
}
#endif

#endif
