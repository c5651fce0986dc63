/* memxor-test.c

   memxor and memxor3 against a byte-at-a-time reference: every length
   up to a few chunks at every alignment of every pointer, longer
   random lengths, the return value, the overlaps Nettle supports
   (dst equal to a source, or above it in the same area), and buffers
   against guard pages.
*/

#include "testutils.h"

#include "memxor.h"

#define MAXN 600

static void
test_alignments(void)
{
  uint8_t *a = malloc(MAXN + 16), *b = malloc(MAXN + 16);
  uint8_t *d = malloc(MAXN + 16), *want = malloc(MAXN);
  unsigned ao, bo, dof;
  size_t n, i;

  test_rand_bytes(MAXN + 16, a);
  test_rand_bytes(MAXN + 16, b);

  for (n = 0; n <= 130; n++)
    for (dof = 0; dof < 16; dof++)
      for (ao = 0; ao < 16; ao++)
	{
	  void *r;
	  test_rand_bytes(n + 16, d);
	  for (i = 0; i < n; i++)
	    want[i] = d[dof + i] ^ a[ao + i];
	  r = memxor(d + dof, a + ao, n);
	  ASSERT(r == d + dof);
	  check_bytes("memxor", d + dof, want, n);

	  bo = (ao * 7 + dof + n) % 16;
	  for (i = 0; i < n; i++)
	    want[i] = a[ao + i] ^ b[bo + i];
	  r = memxor3(d + dof, a + ao, b + bo, n);
	  ASSERT(r == d + dof);
	  check_bytes("memxor3", d + dof, want, n);
	}
  test_ok("lengths 0..130, all dst/src offsets 0..15, return value");

  for (i = 0; i < 300; i++)
    {
      unsigned o1 = test_rand_below(16), o2 = test_rand_below(16);
      unsigned o3 = test_rand_below(16);
      size_t k;
      n = test_rand_below(MAXN + 1);
      test_rand_bytes(n + 16, d);
      for (k = 0; k < n; k++)
	want[k] = d[o1 + k] ^ a[o2 + k];
      memxor(d + o1, a + o2, n);
      check_bytes("memxor, random length", d + o1, want, n);
      for (k = 0; k < n; k++)
	want[k] = a[o2 + k] ^ b[o3 + k];
      memxor3(d + o1, a + o2, b + o3, n);
      check_bytes("memxor3, random length", d + o1, want, n);
    }
  test_ok("random lengths up to %u at random offsets", MAXN);
  free(a);
  free(b);
  free(d);
  free(want);
}

/* The overlaps Nettle's implementation allows: dst == a, dst == b,
   and dst above a source in the same area (processing runs from the
   end). */
static void
test_overlap(void)
{
  uint8_t *buf = malloc(MAXN + 64), *other = malloc(MAXN + 64);
  uint8_t *copy = malloc(MAXN + 64), *want = malloc(MAXN);
  size_t n, k, i;

  for (n = 0; n <= 200; n += (n < 70 ? 1 : 13))
    {
      test_rand_bytes(MAXN + 64, buf);
      test_rand_bytes(MAXN + 64, other);

      /* dst == a and dst == b. */
      for (i = 0; i < n; i++)
	want[i] = buf[i] ^ other[i];
      memcpy(copy, buf, n);
      memxor3(buf, buf, other, n);
      check_bytes("memxor3 dst == a", buf, want, n);
      memcpy(buf, copy, n);
      memxor3(buf, other, buf, n);
      check_bytes("memxor3 dst == b", buf, want, n);
      memcpy(buf, copy, n);

      /* memxor with itself clears. */
      memxor(buf, buf, n);
      for (i = 0; i < n; i++)
	ASSERT(buf[i] == 0);
      memcpy(buf, copy, n);

      /* dst above a or b, by every shift up to 40. */
      for (k = 1; k <= 40; k++)
	{
	  test_rand_bytes(n + k, buf);
	  memcpy(copy, buf, n + k);
	  for (i = 0; i < n; i++)
	    want[i] = copy[i] ^ other[i];
	  memxor3(buf + k, buf, other, n);
	  check_bytes("memxor3 dst = a + k", buf + k, want, n);

	  memcpy(buf, copy, n + k);
	  memxor3(buf + k, other, buf, n);
	  check_bytes("memxor3 dst = b + k", buf + k, want, n);

	  memcpy(buf, copy, n + k);
	  for (i = 0; i < n; i++)
	    want[i] = copy[k + i] ^ copy[i];
	  memxor(buf + k, buf, n);
	  check_bytes("memxor dst = src + k", buf + k, want, n);
	}
    }
  test_ok("overlap: dst == a, dst == b, dst == src, dst above a source");
  free(buf);
  free(other);
  free(copy);
  free(want);
}

static void
test_guard(void)
{
  size_t n;
  for (n = 0; n <= 70; n++)
    {
      uint8_t *e1 = guard_end(n), *e2 = guard_end(n);
      uint8_t *s1 = guard_start(n), *s2 = guard_start(n);
      uint8_t want[70];
      size_t i;
      test_rand_bytes(n, e1);
      test_rand_bytes(n, s1);
      for (i = 0; i < n; i++)
	want[i] = e1[i] ^ s1[i];
      memxor3(e2, e1, s1, n);
      check_bytes("guarded memxor3", e2, want, n);
      memxor3(s2, s1, e1, n);
      check_bytes("guarded memxor3", s2, want, n);
      memxor(e1, s1, n);
      check_bytes("guarded memxor", e1, want, n);
      guard_free(e1);
      guard_free(e2);
      guard_free(s1);
      guard_free(s2);
    }
  test_ok("buffers against guard pages, lengths 0..70");
}

void
test_main(void)
{
  test_alignments();
  test_overlap();
  test_guard();
}
