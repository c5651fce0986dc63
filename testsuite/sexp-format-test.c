/* sexp-format-test.c

   S-expression output: sexp_format and its directives, the length-only
   mode, the transport encoding, and the bignum and DSA conversions in
   both directions (nettle_mpz_set_sexp, dsa_keypair_to_sexp,
   dsa_sha1/sha256_keypair_from_sexp, dsa_signature_from_sexp), with a
   short fuzz loop over the DSA key parser.

   Copyright (C) 2026 the fastnettle authors

   This file is part of fastnettle, a drop-in replacement for GNU Nettle.

   fastnettle is free software: you can redistribute it and/or
   modify it under the terms of either:

     * the GNU Lesser General Public License as published by the Free
       Software Foundation; either version 3 of the License, or (at your
       option) any later version.

   or

     * the GNU General Public License as published by the Free
       Software Foundation; either version 2 of the License, or (at your
       option) any later version.

   or both in parallel, as here.

   fastnettle is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
   General Public License for more details.

   You should have received copies of the GNU General Public License and
   the GNU Lesser General Public License along with this program.  If
   not, see http://www.gnu.org/licenses/.
*/

#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "hogweed-utils.h"
#include "buffer.h"
#include "dsa.h"
#include "sexp.h"
#include "dsa-rfc6979.h"

/* Formats into a fresh buffer, checks the output and that the
   length-only call agrees. */
#define CHECK_FORMAT(want, want_length, ...) do {			\
    struct nettle_buffer b_;						\
    size_t n_, m_;							\
    nettle_buffer_init (&b_);						\
    n_ = sexp_format (&b_, __VA_ARGS__);				\
    m_ = sexp_format (NULL, __VA_ARGS__);				\
    if (n_ != (want_length) || b_.size != n_ || m_ != n_		\
	|| memcmp (b_.contents, (want), n_))				\
      {									\
	print_hex ("got", b_.size, b_.contents);			\
	test_fail ("%s:%d: sexp_format gave %zu (%zu)",		\
		   __FILE__, __LINE__, n_, m_);				\
      }									\
    nettle_buffer_clear (&b_);						\
  } while (0)

static void
test_format (void)
{
  mpz_t x;
  mpz_init (x);

  CHECK_FORMAT ("(3:foo(3:bar1:x))", 17, " ( foo\n(bar x)) ");
  CHECK_FORMAT ("(4:abcd)", 8, "(%s)", (size_t) 4, "abcdefg");
  CHECK_FORMAT ("(7:abcdefg)", 11, "(%0s)", "abcdefg");
  CHECK_FORMAT ("([4:text]3:foo)", 15, "(%0t%0s)", "text", "foo");
  CHECK_FORMAT ("(3:foo)", 7, "(%0t%0s)", (const char *) NULL, "foo");
  CHECK_FORMAT ("([2:te]3:foo)", 13, "(%t%0s)", (size_t) 2, "text", "foo");
  CHECK_FORMAT ("(1:a(3:raw", 10, "%(a%l", (size_t) 6, "(3:raw");
  CHECK_FORMAT ("(1:a(3:raw))", 12, "(a%0l)", "(3:raw)");
  CHECK_FORMAT ("((0:)", 5, "%((%0s)", "");
  CHECK_FORMAT ("0:)", 3, "%0s%)", "");
  CHECK_FORMAT ("10:abcdefghij", 13, "%0s", "abcdefghij");

  CHECK_FORMAT ("1:\x00", 3, "%i", (uint32_t) 0);
  CHECK_FORMAT ("1:\x7f", 3, "%i", (uint32_t) 0x7f);
  CHECK_FORMAT ("2:\x00\x80", 4, "%i", (uint32_t) 0x80);
  CHECK_FORMAT ("2:\x7f\xff", 4, "%i", (uint32_t) 0x7fff);
  CHECK_FORMAT ("3:\x00\xff\xff", 5, "%i", (uint32_t) 0xffff);
  CHECK_FORMAT ("4:\x12\x34\x56\x78", 6, "%i", (uint32_t) 0x12345678);
  CHECK_FORMAT ("5:\x00\x80\x00\x00\x00", 7, "%i", (uint32_t) 0x80000000);
  CHECK_FORMAT ("5:\x00\xff\xff\xff\xff", 7, "%i", (uint32_t) 0xffffffff);

  /* Bignums in minimal two's complement. */
  mpz_set_ui (x, 0);
  CHECK_FORMAT ("(1:\x00)", 5, "(%b)", x);
  mpz_set_ui (x, 127);
  CHECK_FORMAT ("1:\x7f", 3, "%b", x);
  mpz_set_ui (x, 128);
  CHECK_FORMAT ("2:\x00\x80", 4, "%b", x);
  mpz_set_si (x, -1);
  CHECK_FORMAT ("1:\xff", 3, "%b", x);
  mpz_set_si (x, -128);
  CHECK_FORMAT ("1:\x80", 3, "%b", x);
  mpz_set_si (x, -129);
  CHECK_FORMAT ("2:\xff\x7f", 4, "%b", x);
  hw_mpz_hex (x, "0102030405060708090a0b");
  CHECK_FORMAT ("(1:n11:\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b)", 19,
		"(n%b)", x);
  test_ok ("sexp_format: literals, white space, %%s %%0s %%t %%0t %%l %%0l %%( %%), %%i (8 values), %%b (7 values); length-only mode agrees");

  /* A fixed buffer that is too small: failure, no overrun. */
  {
    struct nettle_buffer b;
    uint8_t area[8];
    nettle_buffer_init_size (&b, sizeof (area), area);
    ASSERT (sexp_format (&b, "(%0s)", "abcdefgh") == 0);
    ASSERT (b.size <= sizeof (area));
    nettle_buffer_init_size (&b, sizeof (area), area);
    ASSERT (sexp_format (&b, "(%0s)", "abc") == 7);
    test_ok ("sexp_format into a fixed area: fails when it does not fit, succeeds when it does");
  }
  mpz_clear (x);
}

static void
test_transport (void)
{
  struct nettle_buffer b;
  struct sexp_iterator i;
  size_t n, k;

  nettle_buffer_init (&b);
  n = sexp_transport_format (&b, "(%0s%0s)", "foo", "bar");
  ASSERT (n == 18 && b.size == 18 && !memcmp (b.contents, "{KDM6Zm9vMzpiYXIp}", 18));
  ASSERT (sexp_transport_format (NULL, "(%0s%0s)", "foo", "bar") == 18);
  ASSERT (sexp_transport_iterator_first (&i, b.size, b.contents));
  ASSERT (i.length == 12 && !memcmp (i.buffer, "(3:foo3:bar)", 12));
  nettle_buffer_clear (&b);

  /* Every length mod 3, after some earlier output in the buffer. */
  for (k = 0; k < 12; k++)
    {
      uint8_t atom[12];
      size_t before;
      nettle_buffer_init (&b);
      ASSERT (nettle_buffer_write (&b, 3, (const uint8_t *) "xyz"));
      before = b.size;
      test_rand_bytes (k, atom);
      n = sexp_transport_format (&b, "(%s)", k, atom);
      ASSERT (n == b.size - before);
      ASSERT (sexp_transport_iterator_first (&i, n, b.contents + before));
      ASSERT (sexp_iterator_enter_list (&i) && i.atom_length == k
	      && !memcmp (i.atom, atom, k));
      nettle_buffer_clear (&b);
    }
  test_ok ("sexp_transport_format: known base64, length-only mode, round trips for 12 atom lengths");
}

static void
test_bignum (void)
{
  struct sexp_iterator i;
  mpz_t x, want;
  mpz_init (x);
  mpz_init (want);

  ASSERT (sexp_iterator_first (&i, 4, (const uint8_t *) "2:\x00\x80"));
  ASSERT (nettle_mpz_set_sexp (x, 8, &i) && mpz_cmp_ui (x, 128) == 0);
  ASSERT (i.type == SEXP_END);
  ASSERT (sexp_iterator_first (&i, 4, (const uint8_t *) "2:\xff\x7f"));
  ASSERT (nettle_mpz_set_sexp (x, 0, &i) && mpz_cmp_si (x, -129) == 0);
  /* Over the limit; an empty atom; a display hint; a list. */
  ASSERT (sexp_iterator_first (&i, 4, (const uint8_t *) "2:\x01\x00"));
  ASSERT (!nettle_mpz_set_sexp (x, 8, &i));
  ASSERT (sexp_iterator_first (&i, 4, (const uint8_t *) "2:\x01\x00"));
  ASSERT (nettle_mpz_set_sexp (x, 9, &i) && mpz_cmp_ui (x, 256) == 0);
  ASSERT (sexp_iterator_first (&i, 2, (const uint8_t *) "0:"));
  ASSERT (!nettle_mpz_set_sexp (x, 0, &i));
  ASSERT (sexp_iterator_first (&i, 8, (const uint8_t *) "[1:x]1:\x01"));
  ASSERT (!nettle_mpz_set_sexp (x, 0, &i));
  ASSERT (sexp_iterator_first (&i, 2, (const uint8_t *) "()"));
  ASSERT (!nettle_mpz_set_sexp (x, 0, &i));
  /* Leading zero octets count against the limit only beyond 16 bits. */
  ASSERT (sexp_iterator_first (&i, 5, (const uint8_t *) "3:\x00\x00\x05"));
  ASSERT (nettle_mpz_set_sexp (x, 8, &i) && mpz_cmp_ui (x, 5) == 0);
  ASSERT (sexp_iterator_first (&i, 6, (const uint8_t *) "4:\x00\x00\x00\x05"));
  ASSERT (!nettle_mpz_set_sexp (x, 8, &i));
  test_ok ("nettle_mpz_set_sexp: sign, limits, leading zeros, empty atoms, hints and lists rejected");
  mpz_clear (x);
  mpz_clear (want);
}

static void
test_dsa (void)
{
  const struct rfc6979_group *G = &rfc6979_groups[1];
  struct dsa_params params, got;
  struct dsa_signature sig, sig2;
  struct nettle_buffer b;
  struct sexp_iterator i;
  mpz_t x, y, gx, gy;
  unsigned round, accepted = 0;

  dsa_params_init (&params);
  dsa_params_init (&got);
  dsa_signature_init (&sig);
  dsa_signature_init (&sig2);
  mpz_init (x);
  mpz_init (y);
  mpz_init (gx);
  mpz_init (gy);
  hw_mpz_hex (params.p, G->p);
  hw_mpz_hex (params.q, G->q);
  hw_mpz_hex (params.g, G->g);
  hw_mpz_hex (x, G->x);
  mpz_powm (y, params.g, x, params.p);

  /* Private key, named dsa-sha256, and back. */
  nettle_buffer_init (&b);
  ASSERT (dsa_keypair_to_sexp (&b, "dsa-sha256", &params, y, x) == (int) b.size);
  ASSERT (b.size > 0 && !memcmp (b.contents, "(11:private-key(10:dsa-sha256(1:p257:\x00", 38));
  ASSERT (dsa_sha256_keypair_from_sexp (&got, gy, gx, 2048, b.size, b.contents));
  hw_check_mpz ("p", got.p, params.p);
  hw_check_mpz ("q", got.q, params.q);
  hw_check_mpz ("g", got.g, params.g);
  hw_check_mpz ("y", gy, y);
  hw_check_mpz ("x", gx, x);
  /* Wrong type name, wrong q size, p over the limit, public-key
     reader on a private key. */
  ASSERT (!dsa_sha1_keypair_from_sexp (&got, gy, gx, 2048, b.size, b.contents));
  ASSERT (!dsa_sha256_keypair_from_sexp (&got, gy, gx, 2047, b.size, b.contents));
  ASSERT (!dsa_sha256_keypair_from_sexp (&got, gy, NULL, 2048, b.size, b.contents));
  {
    /* Fuzz: mutations of the key must fail or give a consistent key,
       and never read outside the buffer. */
    for (round = 0; round < 3000; round++)
      {
	size_t length = b.size;
	uint8_t *copy = guard_end (length);
	unsigned m;
	memcpy (copy, b.contents, length);
	for (m = 0; m < 1 + test_rand_below (3); m++)
	  {
	    size_t at = test_rand_below (length);
	    if (test_rand_below (4))
	      copy[at] ^= 1 << test_rand_below (8);
	    else
	      length = at;
	  }
	if (dsa_sha256_keypair_from_sexp (&got, gy, gx, 2048, length, copy))
	  {
	    accepted++;
	    ASSERT (mpz_cmp (got.q, got.p) < 0 && mpz_cmp (gx, got.q) < 0);
	    ASSERT (mpz_sizeinbase (got.q, 2) == 256);
	  }
	guard_free (copy);
      }
  }
  nettle_buffer_clear (&b);

  /* Public key with the default name. */
  nettle_buffer_init (&b);
  ASSERT (dsa_keypair_to_sexp (&b, NULL, &params, y, NULL) == (int) b.size);
  ASSERT (!memcmp (b.contents, "(10:public-key(3:dsa(1:p", 24));
  ASSERT (!dsa_sha256_keypair_from_sexp (&got, gy, NULL, 2048, b.size, b.contents));
  /* A 256-bit q is not a SHA-1 key. */
  ASSERT (!dsa_sha1_keypair_from_sexp (&got, gy, NULL, 2048, b.size, b.contents));
  ASSERT (sexp_iterator_first (&i, b.size, b.contents)
	  && sexp_iterator_check_type (&i, "public-key")
	  && sexp_iterator_check_type (&i, "dsa")
	  && dsa_keypair_from_sexp_alist (&got, gy, NULL, 0, 0, &i));
  hw_check_mpz ("y", gy, y);
  nettle_buffer_clear (&b);

  /* The 1024/160 group as a SHA-1 key. */
  G = &rfc6979_groups[0];
  hw_mpz_hex (params.p, G->p);
  hw_mpz_hex (params.q, G->q);
  hw_mpz_hex (params.g, G->g);
  hw_mpz_hex (x, G->x);
  mpz_powm (y, params.g, x, params.p);
  nettle_buffer_init (&b);
  ASSERT (dsa_keypair_to_sexp (&b, NULL, &params, y, x));
  ASSERT (dsa_sha1_keypair_from_sexp (&got, gy, gx, 1024, b.size, b.contents));
  hw_check_mpz ("x", gx, x);
  nettle_buffer_clear (&b);
  test_ok ("dsa_keypair_to_sexp / dsa_sha{1,256}_keypair_from_sexp round trips, type/size/limit rejections, %u-round fuzz (%u accepted, all consistent)",
	   3000, accepted);

  /* Signatures. */
  mpz_set_ui (sig.r, 0x1234);
  hw_mpz_hex (sig.s, "ffeeddccbbaa");
  nettle_buffer_init (&b);
  ASSERT (sexp_format (&b, "(x(r%b)(s%b))", sig.r, sig.s));
  ASSERT (sexp_iterator_first (&i, b.size, b.contents) && sexp_iterator_enter_list (&i));
  ASSERT (sexp_iterator_next (&i));
  ASSERT (dsa_signature_from_sexp (&sig2, &i, 160));
  hw_check_mpz ("r", sig2.r, sig.r);
  hw_check_mpz ("s", sig2.s, sig.s);
  ASSERT (sexp_iterator_first (&i, b.size, b.contents) && sexp_iterator_enter_list (&i)
	  && sexp_iterator_next (&i));
  ASSERT (!dsa_signature_from_sexp (&sig2, &i, 40));
  nettle_buffer_clear (&b);
  nettle_buffer_init (&b);
  mpz_set_si (sig.r, -5);
  ASSERT (sexp_format (&b, "((r%b)(s%b))", sig.r, sig.s));
  ASSERT (sexp_iterator_first (&i, b.size, b.contents) && sexp_iterator_enter_list (&i));
  ASSERT (!dsa_signature_from_sexp (&sig2, &i, 160));
  nettle_buffer_clear (&b);
  test_ok ("dsa_signature_from_sexp: round trip, q_bits limit, negative r rejected");

  dsa_params_clear (&params);
  dsa_params_clear (&got);
  dsa_signature_clear (&sig);
  dsa_signature_clear (&sig2);
  mpz_clear (x);
  mpz_clear (y);
  mpz_clear (gx);
  mpz_clear (gy);
}

void
test_main (void)
{
  /* hogweed-utils.h helpers this test does not need. */
  (void) hw_random;
  (void) hw_progress;
  test_format ();
  test_transport ();
  test_bignum ();
  test_dsa ();
}
