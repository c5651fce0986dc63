/* testsuite/ecc-compat-test.c

   The Weierstrass curves against Debian's GNU Nettle 3.8.1 (its
   libhogweed.so.6, loaded with dlmopen into a namespace of its own, so
   it and ours do not clash): k g, k p, key generation, ECDSA and GOST
   signatures with the same random source, cross verification and VKO,
   on every curve. Skipped (77) without the system library. No mpz_t
   crosses the namespaces (each has its own GMP and malloc): limbs and
   octets only.

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

#define _GNU_SOURCE 1
#include <dlfcn.h>
#include <string.h>

#include "ecc-utils.h"
#include "ecdsa.h"
#include "gostdsa.h"

struct test_signature
{
  mpz_t r;
  mpz_t s;
};

/* Debian's functions; the struct arguments have Nettle's layout. */
static struct
{
  const struct ecc_curve *(*get[ECC_CURVE_COUNT]) (void);
  mp_size_t (*ecc_size) (const struct ecc_curve *);
  void (*point_init) (struct ecc_point *, const struct ecc_curve *);
  void (*point_clear) (struct ecc_point *);
  void (*scalar_init) (struct ecc_scalar *, const struct ecc_curve *);
  void (*scalar_clear) (struct ecc_scalar *);
  void (*mul) (struct ecc_point *, const struct ecc_scalar *, const struct ecc_point *);
  void (*mul_g) (struct ecc_point *, const struct ecc_scalar *);
  void (*keypair) (struct ecc_point *, struct ecc_scalar *, void *, nettle_random_func *);
  void (*sig_init) (struct test_signature *);
  void (*sig_clear) (struct test_signature *);
  void (*set_str_256_u) (mpz_t, size_t, const uint8_t *);
  void (*sign[2]) (const struct ecc_scalar *, void *, nettle_random_func *,
		   size_t, const uint8_t *, struct test_signature *);
  int (*verify[2]) (const struct ecc_point *, size_t, const uint8_t *,
		    const struct test_signature *);
  void (*vko) (const struct ecc_scalar *, const struct ecc_point *,
	       size_t, const uint8_t *, uint8_t *);
} deb;

static void *
sym (void *h, const char *name)
{
  void *p = dlsym (h, name);
  if (!p)
    test_fail ("Debian's libhogweed has no %s", name);
  return p;
}

static void
load_debian (void)
{
  static const char *const dirs[] =
    { "/usr/lib/x86_64-linux-gnu", "/usr/lib/i386-linux-gnu", "/usr/lib64", "/usr/lib" };
  static const char *const getters[ECC_CURVE_COUNT] =
    { "nettle_get_secp_192r1", "nettle_get_secp_224r1", "nettle_get_secp_256r1",
      "nettle_get_secp_384r1", "nettle_get_secp_521r1",
      "nettle_get_gost_gc256b", "nettle_get_gost_gc512a" };
  char path[200];
  void *nettle = NULL, *h = NULL;
  Lmid_t lmid;
  unsigned i;

#if defined (__SANITIZE_ADDRESS__)
  /* A second libc in its own namespace does not mix with ASan's
     interposed allocator. */
  test_skip ("dlmopen of the system library under AddressSanitizer");
#endif
  for (i = 0; i < sizeof (dirs) / sizeof (dirs[0]) && !nettle; i++)
    {
      snprintf (path, sizeof (path), "%s/libnettle.so.8", dirs[i]);
      nettle = dlmopen (LM_ID_NEWLM, path, RTLD_NOW | RTLD_LOCAL);
      if (nettle)
	{
	  snprintf (path, sizeof (path), "%s/libhogweed.so.6", dirs[i]);
	  if (dlinfo (nettle, RTLD_DI_LMID, &lmid) != 0)
	    test_fail ("dlinfo: %s", dlerror ());
	  h = dlmopen (lmid, path, RTLD_NOW | RTLD_LOCAL);
	  if (!h)
	    {
	      dlclose (nettle);
	      nettle = NULL;
	    }
	}
    }
  if (!h)
    test_skip ("no system libhogweed.so.6 / libnettle.so.8 to compare with");
  /* The system library must not be this build's. */
  if (dlsym (h, "nettle_get_secp_256r1") == (void *) nettle_get_secp_256r1)
    test_fail ("dlmopen returned this build's library");

  for (i = 0; i < ECC_CURVE_COUNT; i++)
    deb.get[i] = sym (h, getters[i]);
  deb.ecc_size = sym (h, "nettle_ecc_size");
  deb.point_init = sym (h, "nettle_ecc_point_init");
  deb.point_clear = sym (h, "nettle_ecc_point_clear");
  deb.scalar_init = sym (h, "nettle_ecc_scalar_init");
  deb.scalar_clear = sym (h, "nettle_ecc_scalar_clear");
  deb.mul = sym (h, "nettle_ecc_point_mul");
  deb.mul_g = sym (h, "nettle_ecc_point_mul_g");
  deb.keypair = sym (h, "nettle_ecdsa_generate_keypair");
  deb.sig_init = sym (h, "nettle_dsa_signature_init");
  deb.sig_clear = sym (h, "nettle_dsa_signature_clear");
  deb.set_str_256_u = sym (h, "nettle_mpz_set_str_256_u");
  deb.sign[0] = sym (h, "nettle_ecdsa_sign");
  deb.sign[1] = sym (h, "nettle_gostdsa_sign");
  deb.verify[0] = sym (h, "nettle_ecdsa_verify");
  deb.verify[1] = sym (h, "nettle_gostdsa_verify");
  deb.vko = sym (h, "nettle_gostdsa_vko");
}

/* A replayable random source: the same octets for both libraries. */
struct replay
{
  uint8_t data[1024];
  size_t pos;
};

static void
replay_random (void *ctx, size_t length, uint8_t *dst)
{
  struct replay *r = ctx;
  ASSERT (r->pos + length <= sizeof (r->data));
  memcpy (dst, r->data + r->pos, length);
  r->pos += length;
}

/* An mpz of the other namespace, read through its fields. */
static void
mpz_from_foreign (mpz_t r, const __mpz_struct *x)
{
  ASSERT (x->_mp_size >= 0);
  mpz_set_n (r, x->_mp_d, x->_mp_size);
}

static void
mpz_to_foreign (__mpz_struct *r, const mpz_t x)
{
  uint8_t buf[80];
  size_t n = nettle_mpz_sizeinbase_256_u (x);
  ASSERT (n <= sizeof (buf));
  nettle_mpz_get_str_256 (n, buf, x);
  deb.set_str_256_u (r, n, buf);
}

static void
compare_curve (unsigned ci)
{
  const char *name = ecc_curves[ci].name;
  const struct ecc_curve *ecc = ecc_curves[ci].get ();
  const struct ecc_curve *decc = deb.get[ci] ();
  int gost = ci >= 5;
  mp_size_t n = ecc_size (ecc);
  struct ref_curve c;
  struct ecc_scalar key, dkey;
  struct ecc_point pub, dpub, r, dr;
  struct test_signature sig, dsig;
  struct replay rnd, drnd;
  uint8_t digest[64], out[132], dout[132];
  mpz_t k, t;
  unsigned i;

  ASSERT (deb.ecc_size (decc) == n);
  ref_curve_init (&c, ecc);
  mpz_init (k); mpz_init (t);
  ecc_scalar_init (&key, ecc); deb.scalar_init (&dkey, decc);
  ecc_point_init (&pub, ecc); deb.point_init (&dpub, decc);
  ecc_point_init (&r, ecc); deb.point_init (&dr, decc);
  mpz_init (sig.r); mpz_init (sig.s);
  deb.sig_init (&dsig);

  for (i = 0; i < 8; i++)
    {
      size_t dlen = 16 + 7 * i;
      /* Key generation from the same octets. */
      test_rand_bytes (sizeof (rnd.data), rnd.data);
      rnd.pos = 0;
      drnd = rnd;
      ecdsa_generate_keypair (&pub, &key, &rnd, replay_random);
      deb.keypair (&dpub, &dkey, &drnd, replay_random);
      if (mpn_cmp (key.p, dkey.p, n) || mpn_cmp (pub.p, dpub.p, 2 * n)
	  || rnd.pos != drnd.pos)
	test_fail ("%s: ecdsa_generate_keypair differs from Nettle 3.8.1", name);

      /* k g and k p for a random k. */
      ref_random_scalar (&c, k);
      ASSERT (ecc_scalar_set (&key, k));
      mpz_limbs_copy (dkey.p, k, n);
      ecc_point_mul_g (&r, &key);
      deb.mul_g (&dr, &dkey);
      if (mpn_cmp (r.p, dr.p, 2 * n))
	test_fail ("%s: ecc_point_mul_g differs from Nettle 3.8.1", name);
      ecc_point_mul (&r, &key, &pub);
      deb.mul (&dr, &dkey, &dpub);
      if (mpn_cmp (r.p, dr.p, 2 * n))
	test_fail ("%s: ecc_point_mul differs from Nettle 3.8.1", name);
      /* From here on k is the key. */
      ecc_point_mul_g (&pub, &key);
      deb.mul_g (&dpub, &dkey);

      /* Signatures from the same random octets. */
      test_rand_bytes (dlen, digest);
      test_rand_bytes (sizeof (rnd.data), rnd.data);
      rnd.pos = 0;
      drnd = rnd;
      if (gost)
	gostdsa_sign (&key, &rnd, replay_random, dlen, digest,
		      (struct dsa_signature *) &sig);
      else
	ecdsa_sign (&key, &rnd, replay_random, dlen, digest,
		    (struct dsa_signature *) &sig);
      deb.sign[gost] (&dkey, &drnd, replay_random, dlen, digest, &dsig);
      mpz_from_foreign (t, dsig.r);
      if (mpz_cmp (t, sig.r))
	test_fail ("%s: signature r differs from Nettle 3.8.1 (digest %u octets)",
		   name, (unsigned) dlen);
      mpz_from_foreign (t, dsig.s);
      if (mpz_cmp (t, sig.s))
	test_fail ("%s: signature s differs from Nettle 3.8.1 (digest %u octets)",
		   name, (unsigned) dlen);

      /* Nettle 3.8.1 verifies ours, before and after an alteration. */
      mpz_to_foreign (dsig.r, sig.r);
      mpz_to_foreign (dsig.s, sig.s);
      ASSERT (deb.verify[gost] (&dpub, dlen, digest, &dsig));
      digest[0] ^= 1;
      ASSERT (!deb.verify[gost] (&dpub, dlen, digest, &dsig));
      if (gost)
	ASSERT (!gostdsa_verify (&pub, dlen, digest,
				 (const struct dsa_signature *) &sig));
      else
	ASSERT (!ecdsa_verify (&pub, dlen, digest,
			       (const struct dsa_signature *) &sig));

      /* VKO: the same octets. */
      if (gost)
	{
	  size_t bsize = (ecc_bit_size (ecc) + 7) / 8;
	  gostdsa_vko (&key, &pub, 1 + i, digest, out);
	  deb.vko (&dkey, &dpub, 1 + i, digest, dout);
	  if (memcmp (out, dout, 2 * bsize))
	    test_fail ("%s: gostdsa_vko differs from Nettle 3.8.1", name);
	}
    }
  test_ok ("%s: keypair, k g, k p, %s, verification%s match Nettle 3.8.1",
	   name, gost ? "gostdsa_sign" : "ecdsa_sign", gost ? ", VKO" : "");

  deb.sig_clear (&dsig);
  mpz_clear (sig.r); mpz_clear (sig.s);
  deb.point_clear (&dr); ecc_point_clear (&r);
  deb.point_clear (&dpub); ecc_point_clear (&pub);
  deb.scalar_clear (&dkey); ecc_scalar_clear (&key);
  mpz_clear (k); mpz_clear (t);
  ref_curve_clear (&c);
}

void
test_main (void)
{
  unsigned i;
  load_debian ();
  for (i = 0; i < ECC_CURVE_COUNT; i++)
    compare_curve (i);
}
