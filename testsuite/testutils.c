/* testutils.c

   Implementation of the helpers in testutils.h.
*/

#include "testutils.h"

#include <signal.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "aes.h"
#include "nettle-meta.h"

int test_verbose = 0;
const char *test_name = "test";
static unsigned long test_count = 0;

const char *
test_backend(void)
{
  const char *s = getenv("NETTLE_FAT_OVERRIDE");
  if (!s)
    return "default";
  if (!*s)
    return "c";
  return s;
}

void
test_ok(const char *fmt, ...)
{
  va_list ap;
  test_count++;
  printf("  ok: ");
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  printf("\n");
}

void
test_fail(const char *fmt, ...)
{
  va_list ap;
  fflush(stdout);
  fprintf(stderr, "%s: FAIL [backend %s]: ", test_name, test_backend());
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fprintf(stderr, "\n");
  exit(1);
}

void
test_skip(const char *fmt, ...)
{
  va_list ap;
  printf("%s: SKIP: ", test_name);
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  printf("\n");
  exit(77);
}

/* Allocated strings are kept on a list only so that leak checkers stay
   quiet; they are freed at exit. */
struct tstring_node
{
  struct tstring_node *next;
  struct tstring s;
};
static struct tstring_node *tstring_list = NULL;

static void
tstring_free_all(void)
{
  while (tstring_list)
    {
      struct tstring_node *n = tstring_list;
      tstring_list = n->next;
      free(n);
    }
}

const struct tstring *
tstring_alloc(size_t length)
{
  struct tstring_node *n = malloc(sizeof(*n) + length + 1);
  if (!n)
    test_fail("out of memory");
  n->s.length = length;
  n->s.data = (uint8_t *) (n + 1);
  n->s.data[length] = 0;
  n->next = tstring_list;
  tstring_list = n;
  return &n->s;
}

static int
hex_digit(char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

const struct tstring *
tstring_hex(const char *hex)
{
  size_t digits = 0, i;
  const char *p;
  const struct tstring *s;
  int high = -1;

  for (p = hex; *p; p++)
    if (hex_digit(*p) >= 0)
      digits++;
    else if (*p != ' ' && *p != '\n' && *p != '\t')
      test_fail("bad hex character '%c' in test data", *p);
  if (digits & 1)
    test_fail("odd number of hex digits in test data");

  s = tstring_alloc(digits / 2);
  for (p = hex, i = 0; *p; p++)
    {
      int d = hex_digit(*p);
      if (d < 0)
	continue;
      if (high < 0)
	high = d;
      else
	{
	  s->data[i++] = (high << 4) | d;
	  high = -1;
	}
    }
  return s;
}

void
print_hex(const char *label, size_t length, const uint8_t *data)
{
  size_t i;
  fprintf(stderr, "%s (%zu bytes):", label, length);
  for (i = 0; i < length; i++)
    {
      if (i % 32 == 0)
	fprintf(stderr, "\n   ");
      fprintf(stderr, " %02x", data[i]);
    }
  fprintf(stderr, "\n");
}

void
check_bytes(const char *what, const uint8_t *got,
	    const uint8_t *want, size_t n)
{
  size_t i;
  for (i = 0; i < n; i++)
    if (got[i] != want[i])
      {
	print_hex("got ", n, got);
	print_hex("want", n, want);
	test_fail("%s: length %zu: first difference at byte %zu "
		  "(got %02x, want %02x)", what, n, i, got[i], want[i]);
      }
}

/* xoshiro128** with a splitmix-style seed expansion. */
static uint32_t rng_state[4];
static int rng_seeded = 0;

static void
rng_seed(uint64_t seed)
{
  unsigned i;
  for (i = 0; i < 4; i++)
    {
      uint64_t z = (seed += 0x9e3779b97f4a7c15ULL);
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
      rng_state[i] = (uint32_t) (z ^ (z >> 31));
    }
  rng_seeded = 1;
}

static uint32_t
rotl32(uint32_t x, unsigned n)
{
  return (x << n) | (x >> (32 - n));
}

uint32_t
test_rand_u32(void)
{
  uint32_t result, t;
  if (!rng_seeded)
    {
      const char *s = getenv("NETTLE_TEST_SEED");
      rng_seed(s ? strtoull(s, NULL, 0) : 20261130);
    }
  result = rotl32(rng_state[1] * 5, 7) * 9;
  t = rng_state[1] << 9;
  rng_state[2] ^= rng_state[0];
  rng_state[3] ^= rng_state[1];
  rng_state[1] ^= rng_state[2];
  rng_state[0] ^= rng_state[3];
  rng_state[2] ^= t;
  rng_state[3] = rotl32(rng_state[3], 11);
  return result;
}

void
test_rand_bytes(size_t length, uint8_t *dst)
{
  size_t i;
  for (i = 0; i < length; i++)
    dst[i] = test_rand_u32() >> 24;
}

size_t
test_rand_below(size_t bound)
{
  uint64_t r = ((uint64_t) test_rand_u32() << 32) | test_rand_u32();
  return bound ? (size_t) (r % bound) : 0;
}

static void
test_aes128_opaque(const void *ctx, size_t length, uint8_t *dst,
		   const uint8_t *src)
{
  aes128_encrypt(ctx, length, dst, src);
}

static void
test_aes256_opaque(const void *ctx, size_t length, uint8_t *dst,
		   const uint8_t *src)
{
  aes256_encrypt(ctx, length, dst, src);
}

test_cipher_func *
test_aes_key(void *ctx, unsigned bits, test_cipher_func **opaque)
{
  uint8_t key[32];
  test_rand_bytes(bits / 8, key);
  if (bits == 128)
    {
      aes128_set_encrypt_key(ctx, key);
      *opaque = test_aes128_opaque;
      return (test_cipher_func *) aes128_encrypt;
    }
  aes256_set_encrypt_key(ctx, key);
  *opaque = test_aes256_opaque;
  return (test_cipher_func *) aes256_encrypt;
}

/* A guard buffer is a private mapping with a PROT_NONE page on each
   side of the data pages; a small list remembers each mapping so that
   guard_free can unmap it. */
struct guard_map
{
  struct guard_map *next;
  uint8_t *data;
  void *base;
  size_t size;
};
static struct guard_map *guard_list = NULL;

static uint8_t *
guard_map(size_t n, int at_end)
{
  size_t ps = sysconf(_SC_PAGESIZE);
  size_t data_pages = n ? (n + ps - 1) / ps : 1;
  size_t total = (2 + data_pages) * ps;
  uint8_t *base, *data;
  struct guard_map *m;

  base = mmap(NULL, total, PROT_READ | PROT_WRITE,
	      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED)
    test_fail("mmap failed");
  if (mprotect(base, ps, PROT_NONE) != 0
      || mprotect(base + (1 + data_pages) * ps, ps, PROT_NONE) != 0)
    test_fail("mprotect failed");
  data = base + ps;
  if (at_end)
    data += data_pages * ps - n;
  /* Noise, so that reading before writing is not hidden by zeros. */
  memset(data, 0xa5, n);

  m = malloc(sizeof(*m));
  if (!m)
    test_fail("out of memory");
  m->data = data;
  m->base = base;
  m->size = total;
  m->next = guard_list;
  guard_list = m;
  return data;
}

uint8_t *
guard_end(size_t n)
{
  return guard_map(n, 1);
}

uint8_t *
guard_start(size_t n)
{
  return guard_map(n, 0);
}

void
guard_free(uint8_t *p)
{
  struct guard_map **mp;
  for (mp = &guard_list; *mp; mp = &(*mp)->next)
    if ((*mp)->data == p)
      {
	struct guard_map *m = *mp;
	*mp = m->next;
	munmap(m->base, m->size);
	free(m);
	return;
      }
  test_fail("guard_free of an unknown pointer");
}

pid_t
test_fork(void)
{
  pid_t pid;
  fflush(stdout);
  fflush(stderr);
  pid = fork();
  if (pid < 0)
    test_fail("fork failed");
  return pid;
}

int
test_aborts(void (*f)(void *), void *arg)
{
  pid_t pid = test_fork();
  int status;
  if (pid == 0)
    {
      /* Keep the expected assertion message out of the log. */
      if (!freopen("/dev/null", "w", stderr))
	_exit(2);
      f(arg);
      _exit(0);
    }
  if (waitpid(pid, &status, 0) != pid)
    test_fail("waitpid failed");
  return WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT;
}

const struct nettle_cipher *
test_find_cipher(const char *name)
{
  const struct nettle_cipher *const *c;
  for (c = nettle_get_ciphers(); *c; c++)
    if (!strcmp((*c)->name, name))
      return *c;
  test_fail("%s is not in nettle_get_ciphers()", name);
}

const struct nettle_aead *
test_find_aead(const char *name)
{
  const struct nettle_aead *const *a;
  for (a = nettle_get_aeads(); *a; a++)
    if (!strcmp((*a)->name, name))
      return *a;
  test_fail("%s is not in nettle_get_aeads()", name);
}

int
main(int argc, char **argv)
{
  const char *p;
  if (argc > 1 && !strcmp(argv[1], "-v"))
    test_verbose = 1;
  if (getenv("NETTLE_TEST_VERBOSE"))
    test_verbose = 1;
  p = strrchr(argv[0], '/');
  test_name = p ? p + 1 : argv[0];
  atexit(tstring_free_all);
  printf("%s [backend %s]\n", test_name, test_backend());
  test_main();
  printf("%s: %lu checks passed\n", test_name, test_count);
  return 0;
}
