/* testutils.h

   Shared helpers for the test programs: counting, hex data, byte
   comparison with a useful message, deterministic random data and
   buffers that sit against unmapped pages.
*/

#ifndef NETTLE_TESTUTILS_H_INCLUDED
#define NETTLE_TESTUTILS_H_INCLUDED

#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <assert.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

/* Each test program defines this; main() is in testutils.c. */
/* Nonzero in an AddressSanitizer build: valgrind cannot run such a
   program, so the sc-* tests skip there. */
#if defined(__SANITIZE_ADDRESS__)
# define TEST_ASAN 1
#else
# define TEST_ASAN 0
#endif

void test_main(void);

/* Set from the environment (NETTLE_TEST_VERBOSE) or -v. */
extern int test_verbose;

/* Name of the program, for messages. */
extern const char *test_name;

/* The backend this run was asked to use, from NETTLE_FAT_OVERRIDE:
   "default" when unset, "c" when empty. */
const char *test_backend(void);

/* Report one thing that was checked (printed as "  ok: ..."). Also
   counts it. */
void test_ok(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Print a failure and exit with status 1. */
void test_fail(const char *fmt, ...)
  __attribute__((format(printf, 1, 2), noreturn));

/* Exit with status 77 after saying why. */
void test_skip(const char *fmt, ...)
  __attribute__((format(printf, 1, 2), noreturn));

#define ASSERT(x) do {							\
    if (!(x))								\
      test_fail("%s:%d: assertion failed: %s", __FILE__, __LINE__, #x); \
  } while (0)

/* A byte string decoded from hex; white space in the input is
   ignored. The memory lives until the program exits. */
struct tstring
{
  size_t length;
  uint8_t *data;
};
const struct tstring *tstring_hex(const char *hex);
const struct tstring *tstring_alloc(size_t length);
#define SHEX(x) (tstring_hex(x))

/* Fails, naming what, the length and the first differing byte, when
   got and want differ in their first n bytes. */
void check_bytes(const char *what, const uint8_t *got,
		 const uint8_t *want, size_t n);

void print_hex(const char *label, size_t length, const uint8_t *data);

/* Deterministic pseudo-random data (xoshiro-style generator seeded from
   NETTLE_TEST_SEED or a fixed value), so failures reproduce. */
uint32_t test_rand_u32(void);
void test_rand_bytes(size_t length, uint8_t *dst);
/* Uniform in 0..bound-1. */
size_t test_rand_below(size_t bound);

/* A random AES encryption key of bits (128 or 256) set in ctx (room
   for a struct aes256_ctx), for mode tests that compare the AES
   fast paths with the generic ones: returns the library's
   aesNNN_encrypt, which the mode glue recognises as AES
   (_nettle_aes_cipher_keys), and sets *opaque to the same encryption
   at another address, which the glue takes for any cipher. */
typedef void test_cipher_func(const void *ctx, size_t length,
			      uint8_t *dst, const uint8_t *src);
test_cipher_func *test_aes_key(void *ctx, unsigned bits,
			       test_cipher_func **opaque);

/* Guard-page buffers. guard_end(n) returns n usable bytes whose last
   byte sits just before an unmapped page; guard_start(n) returns n
   bytes that begin just after an unmapped page. Any access outside
   the n bytes towards the guard faults. guard_free releases either. */
uint8_t *guard_end(size_t n);
uint8_t *guard_start(size_t n);
void guard_free(uint8_t *p);

/* Run f() in a child process and report whether it died from an
   assertion (SIGABRT). Returns 1 if it aborted, 0 if it returned. */
int test_aborts(void (*f)(void *), void *arg);

/* fork() with stdout and stderr flushed first (so that the child does
   not print the parent's buffered output again); a failure fails the
   test. */
pid_t test_fork(void);

/* The descriptor of that name in nettle_get_ciphers() or
   nettle_get_aeads(); the test fails when it is not listed. */
struct nettle_cipher;
struct nettle_aead;
const struct nettle_cipher *test_find_cipher(const char *name);
const struct nettle_aead *test_find_aead(const char *name);

#endif /* NETTLE_TESTUTILS_H_INCLUDED */
