/* compat-cipher2-prog.c

   Binary compatibility and agreement of Camellia and GCM-Camellia:
   compiled against GNU Nettle's installed headers (Debian's nettle-dev,
   Nettle 3.8.1), never ours, run against the libnettle.so.8 built
   here. It checks the RFC 3713 vectors, then loads Debian's own
   library (NETTLE_SYSTEM_LIBRARY, default
   /usr/lib/x86_64-linux-gnu/libnettle.so.8) with dlopen and
   RTLD_DEEPBIND, so its internal calls stay inside it, and compares
   ECB and GCM outputs of the two on random keys, IVs, associated data
   and messages. Without that library (or under ASan, which refuses
   RTLD_DEEPBIND) only the vectors run. SM4 is not in Nettle 3.8.1.

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

#define _GNU_SOURCE 1

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nettle/camellia.h>
#include <nettle/gcm.h>
#include <nettle/nettle-meta.h>
#include <nettle/version.h>

static int failures = 0;
static int checks = 0;

static size_t
unhex (uint8_t *dst, const char *hex)
{
  size_t n = 0;
  while (hex[0] && hex[1])
    {
      unsigned v;
      sscanf (hex, "%2x", &v);
      dst[n++] = v;
      hex += 2;
    }
  return n;
}

static void
result (const char *what, int ok)
{
  checks++;
  if (ok)
    printf ("  ok: %s\n", what);
  else
    {
      printf ("FAIL: %s\n", what);
      failures++;
    }
}

/* xorshift64*: the same inputs every run. */
static uint64_t rnd_state = 0x9e3779b97f4a7c15ULL;
static uint32_t
rnd (void)
{
  rnd_state ^= rnd_state >> 12;
  rnd_state ^= rnd_state << 25;
  rnd_state ^= rnd_state >> 27;
  return (rnd_state * 0x2545F4914F6CDD1DULL) >> 32;
}
static void
rnd_bytes (size_t n, uint8_t *p)
{
  while (n--)
    *p++ = rnd ();
}

/* RFC 3713 Appendix A. */
static void
test_vectors (void)
{
  static const char *keys[3] = {
    "0123456789abcdeffedcba9876543210",
    "0123456789abcdeffedcba98765432100011223344556677",
    "0123456789abcdeffedcba987654321000112233445566778899aabbccddeeff",
  };
  static const char *cts[3] = {
    "67673138549669730857065648eabe43",
    "b4993401b3e996f84ee5cee7d79b09b9",
    "9acc237dff16d76c20ef7c919e3a7509",
  };
  const struct nettle_cipher *c[3] = {
    &nettle_camellia128, &nettle_camellia192, &nettle_camellia256
  };
  uint8_t key[32], pt[16], ct[16], out[16];
  struct camellia128_ctx c128;
  struct camellia256_ctx c256;
  uint8_t ctx[sizeof (struct camellia256_ctx)];
  int i, ok = 1;

  unhex (pt, keys[0]);
  for (i = 0; i < 3; i++)
    {
      unhex (key, keys[i]);
      unhex (ct, cts[i]);
      ok &= c[i]->context_size == (i ? sizeof (c256) : sizeof (c128));
      c[i]->set_encrypt_key (ctx, key);
      c[i]->encrypt (ctx, 16, out, pt);
      ok &= !memcmp (out, ct, 16);
      c[i]->set_decrypt_key (ctx, key);
      c[i]->decrypt (ctx, 16, out, ct);
      ok &= !memcmp (out, pt, 16);
    }
  unhex (key, keys[0]);
  unhex (ct, cts[0]);
  camellia128_set_encrypt_key (&c128, key);
  camellia128_invert_key (&c128, &c128);
  camellia128_crypt (&c128, 16, out, ct);
  ok &= !memcmp (out, pt, 16);
  unhex (key, keys[1]);
  unhex (ct, cts[1]);
  camellia192_set_encrypt_key (&c256, key);
  camellia192_invert_key (&c256, &c256);
  camellia192_crypt (&c256, 16, out, ct);
  ok &= !memcmp (out, pt, 16);
  result ("RFC 3713 Appendix A through the descriptors and invert_key", ok);
}

/* The functions of Debian's library, typed by the headers. */
#define SYM(name) __typeof__ (&nettle_##name) name
static struct
{
  SYM (camellia128_set_encrypt_key);
  SYM (camellia_set_decrypt_key);
  SYM (camellia128_crypt);
  SYM (camellia192_set_encrypt_key);
  SYM (camellia192_set_decrypt_key);
  SYM (camellia256_set_encrypt_key);
  SYM (camellia256_set_decrypt_key);
  SYM (camellia256_crypt);
  SYM (gcm_camellia128_set_key);
  SYM (gcm_camellia128_set_iv);
  SYM (gcm_camellia128_update);
  SYM (gcm_camellia128_encrypt);
  SYM (gcm_camellia128_decrypt);
  SYM (gcm_camellia128_digest);
  SYM (gcm_camellia256_set_key);
  SYM (gcm_camellia256_set_iv);
  SYM (gcm_camellia256_update);
  SYM (gcm_camellia256_encrypt);
  SYM (gcm_camellia256_decrypt);
  SYM (gcm_camellia256_digest);
} ref;

static int
load_reference (void)
{
  const char *path = getenv ("NETTLE_SYSTEM_LIBRARY");
  void *h;
  if (!path)
    path = "/usr/lib/x86_64-linux-gnu/libnettle.so.8";
#if defined (__SANITIZE_ADDRESS__)
  printf ("  (ASan: no RTLD_DEEPBIND, %s not compared)\n", path);
  return 0;
#endif
  h = dlopen (path, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
  if (!h)
    {
      printf ("  (no reference library: %s)\n", dlerror ());
      return 0;
    }
#define LOAD(name) \
  if (!(ref.name = (__typeof__ (ref.name)) dlsym (h, "nettle_" #name))) \
    { printf ("  (%s lacks nettle_%s)\n", path, #name); return 0; }
  LOAD (camellia128_set_encrypt_key);
  LOAD (camellia_set_decrypt_key);
  LOAD (camellia128_crypt);
  LOAD (camellia192_set_encrypt_key);
  LOAD (camellia192_set_decrypt_key);
  LOAD (camellia256_set_encrypt_key);
  LOAD (camellia256_set_decrypt_key);
  LOAD (camellia256_crypt);
  LOAD (gcm_camellia128_set_key);
  LOAD (gcm_camellia128_set_iv);
  LOAD (gcm_camellia128_update);
  LOAD (gcm_camellia128_encrypt);
  LOAD (gcm_camellia128_decrypt);
  LOAD (gcm_camellia128_digest);
  LOAD (gcm_camellia256_set_key);
  LOAD (gcm_camellia256_set_iv);
  LOAD (gcm_camellia256_update);
  LOAD (gcm_camellia256_encrypt);
  LOAD (gcm_camellia256_decrypt);
  LOAD (gcm_camellia256_digest);
  if ((void *) ref.camellia128_crypt == (void *) &nettle_camellia128_crypt)
    {
      printf ("  (%s is the library under test)\n", path);
      return 0;
    }
  printf ("  reference: %s\n", path);
  return 1;
}

#define TRIALS 300

/* Encryption and decryption contexts of both libraries for one key
   size; messages of 0..12 blocks. */
#define ECB_TRIALS(bits, ctxtype, crypt, what) do {			\
    struct ctxtype e1, e2, d1, d2;					\
    static uint8_t key[32], msg[192], o1[192], o2[192];		\
    int t, ok = 1;							\
    for (t = 0; t < TRIALS; t++)					\
      {									\
	size_t len = 16 * (rnd () % 13);				\
	rnd_bytes (sizeof (key), key);					\
	rnd_bytes (len, msg);						\
	camellia##bits##_set_encrypt_key (&e1, key);			\
	ref.camellia##bits##_set_encrypt_key (&e2, key);		\
	nettle_##crypt (&e1, len, o1, msg);				\
	ref.crypt (&e2, len, o2, msg);					\
	ok &= !memcmp (o1, o2, len);					\
	camellia##bits##_set_decrypt_key (&d1, key);			\
	ref.SETDEC##bits (&d2, key);					\
	nettle_##crypt (&d1, len, o1, o2);				\
	ref.crypt (&d2, len, o2, o2);					\
	ok &= !memcmp (o1, o2, len) && !memcmp (o1, msg, len);		\
      }									\
    result (what, ok);							\
  } while (0)
#define SETDEC128 camellia_set_decrypt_key
#define SETDEC192 camellia192_set_decrypt_key
#define SETDEC256 camellia256_set_decrypt_key

/* IVs of 12 bytes or 1..64, associated data 0..70 bytes, messages
   0..200 bytes; the message in two calls, the first a whole number of
   blocks. */
#define GCM_TRIALS(bits, what) do {					\
    struct gcm_camellia##bits##_ctx g1, g2;				\
    static uint8_t key[32], iv[64], aad[70], msg[200], o1[200], o2[200]; \
    uint8_t t1[16], t2[16];						\
    int t, ok = 1;							\
    for (t = 0; t < TRIALS; t++)					\
      {									\
	size_t ivl = rnd () % 2 ? 12 : 1 + rnd () % 64;			\
	size_t al = rnd () % 71, len = rnd () % 201;			\
	size_t first = 16 * (rnd () % (len / 16 + 1));			\
	size_t tl = 1 + rnd () % 16;					\
	rnd_bytes (sizeof (key), key);					\
	rnd_bytes (ivl, iv);						\
	rnd_bytes (al, aad);						\
	rnd_bytes (len, msg);						\
	gcm_camellia##bits##_set_key (&g1, key);			\
	ref.gcm_camellia##bits##_set_key (&g2, key);			\
	gcm_camellia##bits##_set_iv (&g1, ivl, iv);			\
	ref.gcm_camellia##bits##_set_iv (&g2, ivl, iv);			\
	gcm_camellia##bits##_update (&g1, al, aad);			\
	ref.gcm_camellia##bits##_update (&g2, al, aad);			\
	gcm_camellia##bits##_encrypt (&g1, first, o1, msg);		\
	gcm_camellia##bits##_encrypt (&g1, len - first, o1 + first,	\
				      msg + first);			\
	ref.gcm_camellia##bits##_encrypt (&g2, len, o2, msg);		\
	gcm_camellia##bits##_digest (&g1, tl, t1);			\
	ref.gcm_camellia##bits##_digest (&g2, tl, t2);			\
	ok &= !memcmp (o1, o2, len) && !memcmp (t1, t2, tl);		\
	gcm_camellia##bits##_set_iv (&g1, ivl, iv);			\
	gcm_camellia##bits##_update (&g1, al, aad);			\
	gcm_camellia##bits##_decrypt (&g1, len, o1, o2);		\
	gcm_camellia##bits##_digest (&g1, tl, t1);			\
	ok &= !memcmp (o1, msg, len) && !memcmp (t1, t2, tl);		\
      }									\
    result (what, ok);							\
  } while (0)

int
main (void)
{
  printf ("built against Nettle headers %d.%d, running on library %d.%d\n",
	  NETTLE_VERSION_MAJOR, NETTLE_VERSION_MINOR,
	  nettle_version_major (), nettle_version_minor ());
  test_vectors ();
  if (load_reference ())
    {
      ECB_TRIALS (128, camellia128_ctx, camellia128_crypt,
		  "camellia128 ECB equals the reference, 300 random keys");
      ECB_TRIALS (192, camellia256_ctx, camellia256_crypt,
		  "camellia192 ECB equals the reference, 300 random keys");
      ECB_TRIALS (256, camellia256_ctx, camellia256_crypt,
		  "camellia256 ECB equals the reference, 300 random keys");
      GCM_TRIALS (128, "gcm_camellia128 equals the reference, 300 random "
		  "keys, IVs, data; decryption inverts");
      GCM_TRIALS (256, "gcm_camellia256 equals the reference, 300 random "
		  "keys, IVs, data; decryption inverts");
    }
  printf ("%d checks, %d failed\n", checks, failures);
  return failures ? 1 : 0;
}
