/* dsa-test.c

   DSA: RFC 6979 appendix A.2.1 / A.2.2 signatures verified and
   reproduced (the nonce k recovered from r, s and fed through the random
   source), rejection of out-of-range r and s, parameter and key
   generation with a deterministic random source, the pre-3.0 API.

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
#include "dsa.h"
#include "dsa-compat.h"
/* Note: dsa-compat.h makes dsa_generate_keypair the compat function;
   the new one is called by its symbol name below. */
#include "sha1.h"
#include "sha2.h"
#include "dsa-rfc6979.h"

enum hash_id { H_SHA1, H_SHA256, H_SHA512 };

struct rfc6979_sig
{
  int group;			/* 1024 or 2048 */
  enum hash_id hash;
  const char *msg;
  const char *r, *s;
};

/* RFC 6979, A.2.1 and A.2.2, messages "sample" and "test". */
static const struct rfc6979_sig sigs[] = {
  { 1024, H_SHA1, "sample", "2E1A0C2562B2912CAAF89186FB0F42001585DA55",
    "29EFB6B0AFF2D7A68EB70CA313022253B9A88DF5" },
  { 1024, H_SHA256, "sample", "81F2F5850BE5BC123C43F71A3033E9384611C545",
    "4CDD914B65EB6C66A8AAAD27299BEE6B035F5E89" },
  { 1024, H_SHA512, "sample", "16C3491F9B8C3FBBDD5E7A7B667057F0D8EE8E1B",
    "02C36A127A7B89EDBB72E4FFBC71DABC7D4FC69C" },
  { 1024, H_SHA1, "test", "42AB2052FD43E123F0607F115052A67DCD9C5C77",
    "183916B0230D45B9931491D4C6B0BD2FB4AAF088" },
  { 2048, H_SHA1, "sample",
    "3A1B2DBD7489D6ED7E608FD036C83AF396E290DBD602408E8677DAABD6E7445A",
    "D26FCBA19FA3E3058FFC02CA1596CDBB6E0D20CB37B06054F7E36DED0CDBBCCF" },
  { 2048, H_SHA256, "sample",
    "EACE8BDBBE353C432A795D9EC556C6D021F7A03F42C36E9BC87E4AC7932CC809",
    "7081E175455F9247B812B74583E9E94F9EA79BD640DC962533B0680793A38D53" },
  { 2048, H_SHA512, "sample",
    "2016ED092DC5FB669B8EFB3D1F31A91EECB199879BE0CF78F02BA062CB4C942E",
    "D0C76F84B5F091E141572A639A4FB8C230807EEA7D55C8A154A224400AFF2351" },
  { 2048, H_SHA256, "test",
    "8190012A1969F9957D56FCCAAD223186F423398D58EF5B3CEFD5A4146A4476F0",
    "7452A53F7075D417B4B013B278D1BB8BBD21863F5E7B1CEE679CF2188E1AB19E" },
};

static size_t
hash_message (enum hash_id id, const char *msg, uint8_t *digest)
{
  size_t n = strlen (msg);
  switch (id)
    {
    case H_SHA1:
      {
	struct sha1_ctx c;
	sha1_init (&c);
	sha1_update (&c, n, (const uint8_t *) msg);
	sha1_digest (&c, SHA1_DIGEST_SIZE, digest);
	return SHA1_DIGEST_SIZE;
      }
    case H_SHA256:
      {
	struct sha256_ctx c;
	sha256_init (&c);
	sha256_update (&c, n, (const uint8_t *) msg);
	sha256_digest (&c, SHA256_DIGEST_SIZE, digest);
	return SHA256_DIGEST_SIZE;
      }
    default:
      {
	struct sha512_ctx c;
	sha512_init (&c);
	sha512_update (&c, n, (const uint8_t *) msg);
	sha512_digest (&c, SHA512_DIGEST_SIZE, digest);
	return SHA512_DIGEST_SIZE;
      }
    }
}

/* A random source replaying fixed octets (and failing when they run
   out): lets a test choose the nonce. */
struct replay
{
  size_t length, pos;
  uint8_t data[64];
};

static void
replay_random (void *ctx, size_t length, uint8_t *dst)
{
  struct replay *r = ctx;
  if (r->pos + length > r->length)
    test_fail ("replay_random: asked for %zu octets, %zu left",
	       length, r->length - r->pos);
  memcpy (dst, r->data + r->pos, length);
  r->pos += length;
}

/* The octets that make dsa_sign pick nonce k: it reads c of
   bits(q) + 64 bits and takes k = (c mod (q - 1)) + 1. */
static void
replay_for_nonce (struct replay *r, const mpz_t q, const mpz_t k)
{
  mpz_t c;
  size_t length = (mpz_sizeinbase (q, 2) + 64 + 7) / 8;
  ASSERT (length <= sizeof (r->data));
  mpz_init (c);
  mpz_sub_ui (c, k, 1);
  nettle_mpz_get_str_256 (length, r->data, c);
  r->length = length;
  r->pos = 0;
  mpz_clear (c);
}

static void
load_group (struct dsa_params *params, mpz_t x, mpz_t y, int group)
{
  const struct rfc6979_group *G = &rfc6979_groups[group == 2048];
  hw_mpz_hex (params->p, G->p);
  hw_mpz_hex (params->q, G->q);
  hw_mpz_hex (params->g, G->g);
  hw_mpz_hex (x, G->x);
  mpz_powm (y, params->g, x, params->p);
}

/* The leftmost bits(q) bits of the digest, independently of the
   library. */
static void
message_rep (mpz_t h, const mpz_t q, size_t length, const uint8_t *digest)
{
  unsigned bits = mpz_sizeinbase (q, 2);
  nettle_mpz_set_str_256_u (h, length, digest);
  if (8 * length > bits)
    mpz_fdiv_q_2exp (h, h, 8 * length - bits);
}

static void
test_rfc6979 (void)
{
  struct dsa_params params;
  struct dsa_signature sig, got;
  mpz_t x, y, k, t;
  size_t i;

  dsa_params_init (&params);
  dsa_signature_init (&sig);
  dsa_signature_init (&got);
  mpz_init (x);
  mpz_init (y);
  mpz_init (k);
  mpz_init (t);

  for (i = 0; i < sizeof (sigs) / sizeof (sigs[0]); i++)
    {
      const struct rfc6979_sig *v = &sigs[i];
      uint8_t digest[SHA512_DIGEST_SIZE];
      size_t length = hash_message (v->hash, v->msg, digest);
      struct replay rnd;

      load_group (&params, x, y, v->group);
      hw_mpz_hex (sig.r, v->r);
      hw_mpz_hex (sig.s, v->s);

      if (!dsa_verify (&params, y, length, digest, &sig))
	test_fail ("RFC 6979 DSA-%d %zu-octet digest of \"%s\": valid signature rejected",
		   v->group, length, v->msg);

      /* k = s^-1 (h + x r) mod q, then sign with that nonce. */
      message_rep (t, params.q, length, digest);
      mpz_addmul (t, x, sig.r);
      mpz_invert (k, sig.s, params.q);
      mpz_mul (k, k, t);
      mpz_fdiv_r (k, k, params.q);
      replay_for_nonce (&rnd, params.q, k);
      if (!dsa_sign (&params, x, &rnd, replay_random, length, digest, &got))
	test_fail ("RFC 6979 DSA-%d: dsa_sign failed", v->group);
      if (rnd.pos != rnd.length)
	test_fail ("dsa_sign read %zu random octets, want %zu", rnd.pos, rnd.length);
      hw_check_mpz ("r", got.r, sig.r);
      hw_check_mpz ("s", got.s, sig.s);

      /* A changed digest (in its leftmost bits(q) bits), and
	 out-of-range r or s. */
      digest[0] ^= 1;
      if (dsa_verify (&params, y, length, digest, &sig))
	test_fail ("DSA-%d: signature accepted for a changed digest", v->group);
      digest[0] ^= 1;

      mpz_set (got.r, sig.r);
      mpz_set (got.s, sig.s);
      mpz_set_ui (got.r, 0);
      ASSERT (!dsa_verify (&params, y, length, digest, &got));
      mpz_set (got.r, params.q);
      ASSERT (!dsa_verify (&params, y, length, digest, &got));
      mpz_add (got.r, sig.r, params.q);
      ASSERT (!dsa_verify (&params, y, length, digest, &got));
      mpz_neg (got.r, sig.r);
      ASSERT (!dsa_verify (&params, y, length, digest, &got));
      mpz_set (got.r, sig.r);
      mpz_set_ui (got.s, 0);
      ASSERT (!dsa_verify (&params, y, length, digest, &got));
      mpz_set (got.s, params.q);
      ASSERT (!dsa_verify (&params, y, length, digest, &got));
      mpz_add (got.s, sig.s, params.q);
      ASSERT (!dsa_verify (&params, y, length, digest, &got));
      mpz_set (got.s, sig.s);
      ASSERT (dsa_verify (&params, y, length, digest, &got));
    }
  test_ok ("RFC 6979 A.2.1/A.2.2: %zu signatures (SHA-1, SHA-256, SHA-512 digests, truncated to q) verified and reproduced from their nonces",
	   sizeof (sigs) / sizeof (sigs[0]));
  test_ok ("dsa_verify rejects r or s of 0, q, +q, negative, and a changed digest");

  /* Unusable parameters make dsa_sign return 0. */
  {
    uint8_t digest[SHA256_DIGEST_SIZE] = { 1 };
    struct replay rnd;
    load_group (&params, x, y, 2048);
    mpz_set_ui (k, 12345);
    replay_for_nonce (&rnd, params.q, k);
    mpz_add_ui (params.p, params.p, 1);
    ASSERT (!dsa_sign (&params, x, &rnd, replay_random, sizeof (digest), digest, &got));
    mpz_sub_ui (params.p, params.p, 1);
    mpz_add_ui (params.q, params.q, 1);
    ASSERT (!dsa_sign (&params, x, &rnd, replay_random, sizeof (digest), digest, &got));
    mpz_sub_ui (params.q, params.q, 1);
    mpz_set_ui (params.g, 0);
    ASSERT (!dsa_sign (&params, x, &rnd, replay_random, sizeof (digest), digest, &got));
    test_ok ("dsa_sign returns 0 for even p, even q, g = 0");
  }

  dsa_params_clear (&params);
  dsa_signature_clear (&sig);
  dsa_signature_clear (&got);
  mpz_clear (x);
  mpz_clear (y);
  mpz_clear (k);
  mpz_clear (t);
}

static void
check_params (const struct dsa_params *params, unsigned p_bits, unsigned q_bits)
{
  mpz_t t;
  mpz_init (t);
  ASSERT (mpz_sizeinbase (params->p, 2) == p_bits);
  ASSERT (mpz_sizeinbase (params->q, 2) == q_bits);
  ASSERT (mpz_probab_prime_p (params->p, 10));
  ASSERT (mpz_probab_prime_p (params->q, 10));
  mpz_sub_ui (t, params->p, 1);
  ASSERT (mpz_divisible_p (t, params->q));
  ASSERT (mpz_cmp_ui (params->g, 1) > 0 && mpz_cmp (params->g, params->p) < 0);
  mpz_powm (t, params->g, params->q, params->p);
  ASSERT (mpz_cmp_ui (t, 1) == 0);
  mpz_clear (t);
}

static void
sign_verify_random (const struct dsa_params *params, const mpz_t x, const mpz_t y,
		    unsigned count)
{
  struct dsa_signature sig;
  unsigned i;
  dsa_signature_init (&sig);
  for (i = 0; i < count; i++)
    {
      uint8_t digest[64];
      size_t length = 1 + test_rand_below (sizeof (digest));
      test_rand_bytes (length, digest);
      if (!dsa_sign (params, x, NULL, hw_random, length, digest, &sig))
	test_fail ("dsa_sign failed, %zu-octet digest", length);
      ASSERT (mpz_sgn (sig.r) > 0 && mpz_cmp (sig.r, params->q) < 0);
      ASSERT (mpz_sgn (sig.s) > 0 && mpz_cmp (sig.s, params->q) < 0);
      if (!dsa_verify (params, y, length, digest, &sig))
	test_fail ("dsa_verify rejects a fresh signature, %zu-octet digest", length);
      digest[test_rand_below (length)] ^= 1 << test_rand_below (8);
      /* A flipped bit past the truncation point changes nothing. */
      if (8 * length <= mpz_sizeinbase (params->q, 2)
	  && dsa_verify (params, y, length, digest, &sig))
	test_fail ("dsa_verify accepts a changed digest");
    }
  dsa_signature_clear (&sig);
}

static void
test_generate (void)
{
  struct dsa_params params;
  mpz_t x, y, t;
  unsigned progress = 0;

  dsa_params_init (&params);
  mpz_init (x);
  mpz_init (y);
  mpz_init (t);

  ASSERT (!dsa_generate_params (&params, NULL, hw_random, NULL, NULL, 1024, 29));
  ASSERT (!dsa_generate_params (&params, NULL, hw_random, NULL, NULL, 189, 160));
  test_ok ("dsa_generate_params rejects q_bits < 30 and p_bits < q_bits + 30");

  ASSERT (dsa_generate_params (&params, NULL, hw_random, &progress, hw_progress,
			       2048, 256));
  check_params (&params, 2048, 256);
  ASSERT (progress > 0);
  nettle_dsa_generate_keypair (&params, y, x, NULL, hw_random);
  ASSERT (mpz_sgn (x) > 0 && mpz_cmp (x, params.q) < 0);
  mpz_powm (t, params.g, x, params.p);
  hw_check_mpz ("y = g^x", y, t);
  sign_verify_random (&params, x, y, 20);
  test_ok ("dsa_generate_params 2048/256, dsa_generate_keypair, 20 sign/verify rounds");

  ASSERT (dsa_generate_params (&params, NULL, hw_random, NULL, NULL, 512, 160));
  check_params (&params, 512, 160);
  nettle_dsa_generate_keypair (&params, y, x, NULL, hw_random);
  sign_verify_random (&params, x, y, 20);
  ASSERT (dsa_generate_params (&params, NULL, hw_random, NULL, NULL, 100, 65));
  check_params (&params, 100, 65);
  nettle_dsa_generate_keypair (&params, y, x, NULL, hw_random);
  sign_verify_random (&params, x, y, 50);
  test_ok ("dsa_generate_params 512/160 and 100/65 (q of two limbs, top limb 1 bit)");

  dsa_params_clear (&params);
  mpz_clear (x);
  mpz_clear (y);
  mpz_clear (t);
}

static void
test_compat (void)
{
  struct dsa_public_key pub;
  struct dsa_private_key key;
  struct dsa_signature sig;
  struct sha1_ctx h1;
  struct sha256_ctx h256;
  uint8_t digest[SHA256_DIGEST_SIZE];

  dsa_public_key_init (&pub);
  dsa_private_key_init (&key);
  dsa_signature_init (&sig);

  ASSERT (!dsa_compat_generate_keypair (&pub, &key, NULL, hw_random, NULL, NULL, 511, 160));
  ASSERT (!dsa_compat_generate_keypair (&pub, &key, NULL, hw_random, NULL, NULL, 1023, 256));
  ASSERT (!dsa_compat_generate_keypair (&pub, &key, NULL, hw_random, NULL, NULL, 2048, 224));
  /* dsa-compat.h points the short name at the compat function. */
  ASSERT (dsa_generate_keypair (&pub, &key, NULL, hw_random, NULL, NULL, 512, 160));
  check_params ((const struct dsa_params *) &pub, 512, 160);

  sha1_init (&h1);
  sha1_update (&h1, 3, (const uint8_t *) "abc");
  ASSERT (dsa_sha1_sign (&pub, &key, NULL, hw_random, &h1, &sig));
  sha1_update (&h1, 3, (const uint8_t *) "abc");
  ASSERT (dsa_sha1_verify (&pub, &h1, &sig));
  sha1_update (&h1, 3, (const uint8_t *) "abd");
  ASSERT (!dsa_sha1_verify (&pub, &h1, &sig));
  test_rand_bytes (SHA1_DIGEST_SIZE, digest);
  ASSERT (dsa_sha1_sign_digest (&pub, &key, NULL, hw_random, digest, &sig));
  ASSERT (dsa_sha1_verify_digest (&pub, digest, &sig));
  digest[0] ^= 0x80;
  ASSERT (!dsa_sha1_verify_digest (&pub, digest, &sig));

  ASSERT (dsa_compat_generate_keypair (&pub, &key, NULL, hw_random, NULL, NULL, 1024, 256));
  check_params ((const struct dsa_params *) &pub, 1024, 256);
  sha256_init (&h256);
  sha256_update (&h256, 3, (const uint8_t *) "abc");
  ASSERT (dsa_sha256_sign (&pub, &key, NULL, hw_random, &h256, &sig));
  sha256_update (&h256, 3, (const uint8_t *) "abc");
  ASSERT (dsa_sha256_verify (&pub, &h256, &sig));
  test_rand_bytes (SHA256_DIGEST_SIZE, digest);
  ASSERT (dsa_sha256_sign_digest (&pub, &key, NULL, hw_random, digest, &sig));
  ASSERT (dsa_sha256_verify_digest (&pub, digest, &sig));
  digest[31] ^= 1;
  ASSERT (!dsa_sha256_verify_digest (&pub, digest, &sig));
  test_ok ("dsa-compat.h: dsa_compat_generate_keypair sizes, dsa_sha1/sha256 sign and verify (ctx and digest forms)");

  dsa_public_key_clear (&pub);
  dsa_private_key_clear (&key);
  dsa_signature_clear (&sig);
}

void
test_main (void)
{
  test_rfc6979 ();
  test_generate ();
  test_compat ();
}
