/* hogweed-benchmark.c

   Microseconds per operation of the public-key algorithms (RSA, DSA,
   ECDSA, ECDH, X25519, X448, EdDSA, GOST DSA): fastnettle's libhogweed
   side by side with another libhogweed (Debian's Nettle 3.8.1 by
   default, loaded with dlmopen) and with OpenSSL's EVP interface
   (libcrypto, loaded with dlopen). One row per operation; every cell
   is checked before it is timed. The public-key counterpart of
   nettle-benchmark.c.

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

/* How it works.

   Every function is looked up at run time with dlsym: in fastnettle's
   libhogweed (the one this program is linked against), in the
   reference libhogweed (loaded with its own libnettle and GMP into a
   fresh link-map namespace) and in libcrypto (dlopen; the program
   builds and runs without it). A row needs a few functions; where a
   library lacks one its cell is "-", so rows fill in as the library
   grows, without touching this file. For the same reason the Nettle
   declarations are this file's own, written from the 3.10.2 interface
   (identical in 3.8.1 for everything used here): the program builds
   whatever headers the tree has. Each library's numbers are made with
   the GMP of its own namespace (an mpz allocated by one GMP must never
   be grown or freed by another).

   A cell is (operation, library). Its keys are made once (RSA and DSA
   keys with the library's own key generation from a fixed-seed random
   function, kept for the other rows of the same size, or borrowed from
   the other Nettle by a library that cannot make them yet), the
   operation runs once and its result is checked (a signature verifies
   and fails on a changed digest, a decryption gives the message back,
   both sides of a Diffie-Hellman agree, X25519 and X448 meet RFC 7748,
   EdDSA RFC 8032; fastnettle's signatures, decryptions and ECDH also
   through the reference), and only then it is timed: three runs of
   about a third of the cell's budget each, the best run's wall-clock
   time per operation reported. Key generation rows (--keygen) report
   the median of several single generations instead.  */

#if HAVE_CONFIG_H
# include "config.h"
#endif

#ifndef _GNU_SOURCE
# define _GNU_SOURCE 1  /* dlmopen, dlinfo */
#endif

#include <dlfcn.h>
#include <getopt.h>
#include <limits.h>
#include <link.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <gmp.h>  /* the types only; the functions come from each namespace */

#include "bench-util.h"

#ifndef HOGWEED_SONAME
# define HOGWEED_SONAME "libhogweed.so.6"
#endif

/* The Nettle interface used (nettle-types.h, rsa.h, dsa.h, ecc.h,
   ecc-curve.h, ecdsa.h, gostdsa.h, curve25519.h, curve448.h, eddsa.h
   of Nettle 3.10.2; the structs as testsuite/abi/abi-structs.tsv
   records them).  */

typedef void nettle_random_func (void *ctx, size_t length, uint8_t *dst);
typedef void nettle_progress_func (void *ctx, int c);

struct rsa_public_key { size_t size; mpz_t n, e; };
struct rsa_private_key { size_t size; mpz_t d, p, q, a, b, c; };
struct dsa_params { mpz_t p, q, g; };
struct dsa_signature { mpz_t r, s; };
struct ecc_curve;
struct ecc_point { const struct ecc_curve *ecc; mp_limb_t *p; };
struct ecc_scalar { const struct ecc_curve *ecc; mp_limb_t *p; };

#define CURVE25519_SIZE 32
#define CURVE448_SIZE 56
#define ED25519_KEY_SIZE 32
#define ED25519_SIGNATURE_SIZE 64
#define ED448_KEY_SIZE 57
#define ED448_SIGNATURE_SIZE 114

/* X (return type, name, parameters): the library exports nettle_NAME. */
#define NETTLE_FUNCTIONS(X)                                             \
  X (int, version_major, (void))                                        \
  X (int, version_minor, (void))                                        \
  X (void, curve25519_mul, (uint8_t *q, const uint8_t *n, const uint8_t *p)) \
  X (void, curve25519_mul_g, (uint8_t *q, const uint8_t *n))           \
  X (void, curve448_mul, (uint8_t *q, const uint8_t *n, const uint8_t *p)) \
  X (void, curve448_mul_g, (uint8_t *q, const uint8_t *n))             \
  X (void, ed25519_sha512_public_key, (uint8_t *pub, const uint8_t *priv)) \
  X (void, ed25519_sha512_sign, (const uint8_t *pub, const uint8_t *priv, \
                                 size_t length, const uint8_t *msg,     \
                                 uint8_t *signature))                   \
  X (int, ed25519_sha512_verify, (const uint8_t *pub, size_t length,    \
                                  const uint8_t *msg,                   \
                                  const uint8_t *signature))            \
  X (void, ed448_shake256_public_key, (uint8_t *pub, const uint8_t *priv)) \
  X (void, ed448_shake256_sign, (const uint8_t *pub, const uint8_t *priv, \
                                 size_t length, const uint8_t *msg,     \
                                 uint8_t *signature))                   \
  X (int, ed448_shake256_verify, (const uint8_t *pub, size_t length,    \
                                  const uint8_t *msg,                   \
                                  const uint8_t *signature))            \
  X (void, rsa_public_key_init, (struct rsa_public_key *))              \
  X (void, rsa_private_key_init, (struct rsa_private_key *))            \
  X (int, rsa_public_key_prepare, (struct rsa_public_key *))            \
  X (int, rsa_generate_keypair, (struct rsa_public_key *pub,            \
                                 struct rsa_private_key *key,           \
                                 void *random_ctx, nettle_random_func *random, \
                                 void *progress_ctx,                    \
                                 nettle_progress_func *progress,        \
                                 unsigned n_size, unsigned e_size))     \
  X (int, rsa_sha256_sign_digest_tr, (const struct rsa_public_key *pub, \
                                      const struct rsa_private_key *key, \
                                      void *random_ctx,                 \
                                      nettle_random_func *random,       \
                                      const uint8_t *digest, mpz_ptr s)) \
  X (int, rsa_sha256_verify_digest, (const struct rsa_public_key *key,  \
                                     const uint8_t *digest,             \
                                     mpz_srcptr signature))             \
  X (int, rsa_encrypt, (const struct rsa_public_key *key, void *random_ctx, \
                        nettle_random_func *random, size_t length,      \
                        const uint8_t *cleartext, mpz_ptr cipher))      \
  X (int, rsa_sec_decrypt, (const struct rsa_public_key *pub,           \
                            const struct rsa_private_key *key,          \
                            void *random_ctx, nettle_random_func *random, \
                            size_t length, uint8_t *message,            \
                            mpz_srcptr gibberish))                      \
  X (void, ecc_point_init, (struct ecc_point *p, const struct ecc_curve *ecc)) \
  X (void, ecc_point_clear, (struct ecc_point *p))                      \
  X (void, ecc_point_get, (const struct ecc_point *p, mpz_ptr x, mpz_ptr y)) \
  X (int, ecc_point_set, (struct ecc_point *p, mpz_srcptr x, mpz_srcptr y)) \
  X (void, ecc_scalar_get, (const struct ecc_scalar *s, mpz_ptr z))     \
  X (int, ecc_scalar_set, (struct ecc_scalar *s, mpz_srcptr z))         \
  X (void, ecc_scalar_init, (struct ecc_scalar *s, const struct ecc_curve *ecc)) \
  X (void, ecc_scalar_clear, (struct ecc_scalar *s))                    \
  X (void, ecc_scalar_random, (struct ecc_scalar *s, void *random_ctx,  \
                               nettle_random_func *random))             \
  X (void, ecc_point_mul, (struct ecc_point *r, const struct ecc_scalar *n, \
                           const struct ecc_point *p))                  \
  X (void, ecc_point_mul_g, (struct ecc_point *r, const struct ecc_scalar *n)) \
  X (void, ecdsa_sign, (const struct ecc_scalar *key, void *random_ctx, \
                        nettle_random_func *random, size_t digest_length, \
                        const uint8_t *digest, struct dsa_signature *signature)) \
  X (int, ecdsa_verify, (const struct ecc_point *pub, size_t length,    \
                         const uint8_t *digest,                         \
                         const struct dsa_signature *signature))        \
  X (void, gostdsa_sign, (const struct ecc_scalar *key, void *random_ctx, \
                          nettle_random_func *random, size_t digest_length, \
                          const uint8_t *digest, struct dsa_signature *signature)) \
  X (int, gostdsa_verify, (const struct ecc_point *pub, size_t length,  \
                           const uint8_t *digest,                       \
                           const struct dsa_signature *signature))      \
  X (void, dsa_params_init, (struct dsa_params *params))                \
  X (int, dsa_generate_params, (struct dsa_params *params, void *random_ctx, \
                                nettle_random_func *random,             \
                                void *progress_ctx,                     \
                                nettle_progress_func *progress,         \
                                unsigned p_bits, unsigned q_bits))      \
  X (void, dsa_generate_keypair, (const struct dsa_params *params,      \
                                  mpz_ptr pub, mpz_ptr key,             \
                                  void *random_ctx,                     \
                                  nettle_random_func *random))          \
  X (int, dsa_sign, (const struct dsa_params *params, mpz_srcptr x,     \
                     void *random_ctx, nettle_random_func *random,      \
                     size_t digest_size, const uint8_t *digest,         \
                     struct dsa_signature *signature))                  \
  X (int, dsa_verify, (const struct dsa_params *params, mpz_srcptr y,   \
                       size_t digest_size, const uint8_t *digest,       \
                       const struct dsa_signature *signature))

/* GMP, as exported (gmp.h's macros name the __gmpz_ symbols). */
#define GMP_FUNCTIONS(X)                                                \
  X (void, z_init, "__gmpz_init", (mpz_ptr))                            \
  X (void, z_clear, "__gmpz_clear", (mpz_ptr))                          \
  X (void, z_set_ui, "__gmpz_set_ui", (mpz_ptr, unsigned long))         \
  X (int, z_cmp, "__gmpz_cmp", (mpz_srcptr, mpz_srcptr))                \
  X (int, z_set_str, "__gmpz_set_str", (mpz_ptr, const char *, int))   \
  X (char *, z_get_str, "__gmpz_get_str", (char *, int, mpz_srcptr))    \
  X (size_t, z_sizeinbase, "__gmpz_sizeinbase", (mpz_srcptr, int))

/* The Weierstrass curves: nettle_get_* gives each, OpenSSL's name (NULL:
   OpenSSL has none), the digest size its rows sign (the hash usually
   paired with the curve: SHA-256 up to P-256, then SHA-384, SHA-512,
   Streebog-256 and -512 for GOST). */
static const struct curve
{
  const char *name, *symbol, *openssl;
  unsigned digest_size;
} curves[] = {
  { "p192", "nettle_get_secp_192r1", "P-192", 32 },
  { "p224", "nettle_get_secp_224r1", "P-224", 32 },
  { "p256", "nettle_get_secp_256r1", "P-256", 32 },
  { "p384", "nettle_get_secp_384r1", "P-384", 48 },
  { "p521", "nettle_get_secp_521r1", "P-521", 64 },
  { "gc256b", "nettle_get_gost_gc256b", NULL, 32 },
  { "gc512a", "nettle_get_gost_gc512a", NULL, 64 },
};
#define N_CURVES (sizeof (curves) / sizeof (curves[0]))
enum { C_P192, C_P224, C_P256, C_P384, C_P521, C_GC256B, C_GC512A };

typedef const struct ecc_curve *get_curve_func (void);

#define STR_(x) #x
#define STR(x) STR_ (x)

/* An RSA key pair, made when a row first needs it. */
struct rsa_keypair
{
  int ready;
  struct rsa_public_key pub;
  struct rsa_private_key key;
};

#define RSA_SIZES 3  /* 2048, 3072, 4096 bits */

/* DSA domain parameters (2048-bit p, 256-bit q) and a key pair. */
struct dsa_keypair
{
  int ready;
  struct dsa_params params;
  mpz_t x, y;
};

/* One Nettle: its functions and the keys made with them. */
struct lib
{
  void *handle;
  char label[32];      /* "fastnettle", "nettle-3.8" */
  char path[PATH_MAX]; /* its libhogweed */
#define MEMBER(type, name, params) type (*name) params;
  NETTLE_FUNCTIONS (MEMBER)
#undef MEMBER
#define GMP_MEMBER(type, name, symbol, params) type (*name) params;
  GMP_FUNCTIONS (GMP_MEMBER)
#undef GMP_MEMBER
  struct rsa_keypair rsa[RSA_SIZES];
  struct dsa_keypair dsa;
  get_curve_func *curve[N_CURVES];
};

/* libcrypto: its functions (OpenSSL 3's EVP_PKEY interface). */
typedef struct evp_pkey EVP_PKEY;
typedef struct evp_pkey_ctx EVP_PKEY_CTX;

#define OPENSSL_FUNCTIONS(X)                                            \
  X (const char *, OpenSSL_version, (int))                              \
  X (EVP_PKEY *, EVP_PKEY_Q_keygen, (void *libctx, const char *propq,   \
                                     const char *type, ...))            \
  X (void, EVP_PKEY_free, (EVP_PKEY *))                                 \
  X (EVP_PKEY_CTX *, EVP_PKEY_CTX_new, (EVP_PKEY *, void *engine))      \
  X (EVP_PKEY_CTX *, EVP_PKEY_CTX_new_from_name, (void *libctx,         \
                                                  const char *name,     \
                                                  const char *propq))   \
  X (void, EVP_PKEY_CTX_free, (EVP_PKEY_CTX *))                         \
  X (int, EVP_PKEY_keygen_init, (EVP_PKEY_CTX *))                       \
  X (int, EVP_PKEY_keygen, (EVP_PKEY_CTX *, EVP_PKEY **))               \
  X (int, EVP_PKEY_derive_init, (EVP_PKEY_CTX *))                       \
  X (int, EVP_PKEY_derive_set_peer, (EVP_PKEY_CTX *, EVP_PKEY *))       \
  X (int, EVP_PKEY_derive, (EVP_PKEY_CTX *, unsigned char *, size_t *)) \
  X (int, EVP_PKEY_sign_init, (EVP_PKEY_CTX *))                         \
  X (int, EVP_PKEY_sign, (EVP_PKEY_CTX *, unsigned char *sig, size_t *siglen, \
                          const unsigned char *tbs, size_t tbslen))     \
  X (int, EVP_PKEY_verify_init, (EVP_PKEY_CTX *))                       \
  X (int, EVP_PKEY_verify, (EVP_PKEY_CTX *, const unsigned char *sig,   \
                            size_t siglen, const unsigned char *tbs,    \
                            size_t tbslen))                             \
  X (int, EVP_PKEY_encrypt_init, (EVP_PKEY_CTX *))                      \
  X (int, EVP_PKEY_encrypt, (EVP_PKEY_CTX *, unsigned char *out,        \
                             size_t *outlen, const unsigned char *in,   \
                             size_t inlen))                             \
  X (int, EVP_PKEY_decrypt_init, (EVP_PKEY_CTX *))                      \
  X (int, EVP_PKEY_decrypt, (EVP_PKEY_CTX *, unsigned char *out,        \
                             size_t *outlen, const unsigned char *in,   \
                             size_t inlen))                             \
  X (int, EVP_PKEY_CTX_set_rsa_padding, (EVP_PKEY_CTX *, int))          \
  X (int, EVP_PKEY_CTX_set_signature_md, (EVP_PKEY_CTX *, const void *md)) \
  X (const void *, EVP_sha256, (void))                                  \
  X (int, EVP_PKEY_paramgen_init, (EVP_PKEY_CTX *))                     \
  X (int, EVP_PKEY_paramgen, (EVP_PKEY_CTX *, EVP_PKEY **))             \
  X (int, EVP_PKEY_CTX_set_dsa_paramgen_bits, (EVP_PKEY_CTX *, int))    \
  X (int, EVP_PKEY_CTX_set_dsa_paramgen_q_bits, (EVP_PKEY_CTX *, int))  \
  X (void *, EVP_MD_CTX_new, (void))                                    \
  X (void, EVP_MD_CTX_free, (void *))                                   \
  X (int, EVP_DigestSignInit, (void *md_ctx, EVP_PKEY_CTX **pctx,       \
                               const void *md, void *engine, EVP_PKEY *)) \
  X (int, EVP_DigestSign, (void *md_ctx, unsigned char *sig, size_t *siglen, \
                           const unsigned char *tbs, size_t tbslen))    \
  X (int, EVP_DigestVerifyInit, (void *md_ctx, EVP_PKEY_CTX **pctx,     \
                                 const void *md, void *engine, EVP_PKEY *)) \
  X (int, EVP_DigestVerify, (void *md_ctx, const unsigned char *sig,    \
                             size_t siglen, const unsigned char *tbs,   \
                             size_t tbslen))

#define OPENSSL_RSA_PKCS1_PADDING 1  /* RSA_PKCS1_PADDING, rsa.h */

struct openssl
{
  void *handle;
  char label[32];       /* "openssl-3.0.22" */
  char path[PATH_MAX];
#define MEMBER(type, name, params) type (*name) params;
  OPENSSL_FUNCTIONS (MEMBER)
#undef MEMBER
  EVP_PKEY *rsa[RSA_SIZES];
  EVP_PKEY *dsa;
};

/* Loading. */

static void
lib_fill (struct lib *L, void *handle, const char *label)
{
  L->handle = handle;
#define LOOKUP(type, name, params) \
  L->name = (type (*) params) dlsym (handle, "nettle_" #name);
  NETTLE_FUNCTIONS (LOOKUP)
#undef LOOKUP
#define GMP_LOOKUP(type, name, symbol, params) \
  L->name = (type (*) params) dlsym (handle, symbol);
  GMP_FUNCTIONS (GMP_LOOKUP)
#undef GMP_LOOKUP
#define GMP_CHECK(type, name, symbol, params) \
  if (!L->name)                                                         \
    bench_die ("%s: no %s in its namespace", label, symbol);
  GMP_FUNCTIONS (GMP_CHECK)
#undef GMP_CHECK
  {
    unsigned i;
    for (i = 0; i < N_CURVES; i++)
      L->curve[i] = (get_curve_func *) dlsym (handle, curves[i].symbol);
  }
  bench_library_path (handle, L->path, sizeof (L->path));
  if (label)
    snprintf (L->label, sizeof (L->label), "%s", label);
  else if (L->version_major && L->version_minor)
    snprintf (L->label, sizeof (L->label), "nettle-%d.%d",
              L->version_major (), L->version_minor ());
  else
    snprintf (L->label, sizeof (L->label), "nettle");
}

/* The libhogweed we are linked against, which must be fastnettle's. */
static void
lib_self (struct lib *L)
{
  void *h = dlopen (HOGWEED_SONAME, RTLD_NOW | RTLD_NOLOAD);
  if (!h)
    bench_die ("cannot find the linked %s: %s", HOGWEED_SONAME, dlerror ());
  /* Without the in-tree library the loader would quietly take the
     system's; its figures must never be shown as fastnettle's. */
  if (!dlsym (h, "_nettle_hogweed_fat_variant"))
    bench_die ("the linked %s is not fastnettle's (no "
               "_nettle_hogweed_fat_variant); build the library first",
               HOGWEED_SONAME);
  lib_fill (L, h, "fastnettle");
}

/* Another libhogweed, in a namespace of its own, with the libnettle
   of its own directory loaded there first (by its soname the loader
   would find ours, through LD_LIBRARY_PATH). */
static int
lib_load (struct lib *L, const char *hogweed_path)
{
  char nettle_path[PATH_MAX];
  const char *slash = strrchr (hogweed_path, '/');
  void *nettle, *hogweed;
  Lmid_t lmid;
  snprintf (nettle_path, sizeof (nettle_path), "%.*slibnettle.so.8",
            slash ? (int) (slash - hogweed_path + 1) : 0, hogweed_path);
  nettle = dlmopen (LM_ID_NEWLM, nettle_path, RTLD_NOW | RTLD_LOCAL);
  if (!nettle)
    {
      fprintf (stderr, "%s: cannot load %s: %s\n", bench_program, nettle_path,
               dlerror ());
      return 0;
    }
  if (dlinfo (nettle, RTLD_DI_LMID, &lmid) != 0)
    bench_die ("dlinfo: %s", dlerror ());
  hogweed = dlmopen (lmid, hogweed_path, RTLD_NOW | RTLD_LOCAL);
  if (!hogweed)
    {
      fprintf (stderr, "%s: cannot load %s: %s\n", bench_program, hogweed_path,
               dlerror ());
      return 0;
    }
  lib_fill (L, hogweed, NULL);
  return 1;
}

static int
openssl_load (struct openssl *O)
{
  static const char *const names[] = { "libcrypto.so.3", "libcrypto.so" };
  unsigned i;
  for (i = 0; i < sizeof (names) / sizeof (names[0]) && !O->handle; i++)
    O->handle = dlopen (names[i], RTLD_NOW | RTLD_LOCAL);
  if (!O->handle)
    return 0;
#define LOOKUP(type, name, params) \
  O->name = (type (*) params) dlsym (O->handle, #name);
  OPENSSL_FUNCTIONS (LOOKUP)
#undef LOOKUP
  if (!O->OpenSSL_version)
    return 0;
  bench_library_path (O->handle, O->path, sizeof (O->path));
  {
    /* OPENSSL_VERSION_STRING (6): "3.0.22"; before 3.0, 0 gives
       "OpenSSL 1.1.1w  11 Sep 2023". */
    const char *v = O->EVP_PKEY_Q_keygen ? O->OpenSSL_version (6) : NULL;
    snprintf (O->label, sizeof (O->label), "openssl-%s", v ? v : "old");
  }
  return 1;
}

/* A deterministic random function (an LCG's top bytes): keys, nonces
   and blinding factors the same in every run. Not random in any
   cryptographic sense, which no measurement here needs. */
struct rng { uint64_t state; };

static void
rng_random (void *ctx, size_t length, uint8_t *dst)
{
  struct rng *r = ctx;
  for (; length > 0; length--)
    {
      r->state = r->state * 6364136223846793005u + 1442695040888963407u;
      *dst++ = (uint8_t) (r->state >> 56);
    }
}

static void
rng_seed (struct rng *r, uint64_t seed)
{
  r->state = seed * 0x9e3779b97f4a7c15u + 1;
}

/* The operations. */

enum family { F_RSA, F_DSA, F_ECDSA, F_ECDH, F_GOST, F_X25519, F_X448,
              F_ED25519, F_ED448 };
enum op { OP_SIGN, OP_VERIFY, OP_DECRYPT, OP_KEYGEN, OP_MUL, OP_MUL_G };

static const struct row
{
  const char *name;
  enum family family;
  enum op op;
  unsigned size;   /* RSA/DSA modulus bits or index in curves[] */
} rows[] = {
#define RSA_ROWS(bits)                                  \
  { "rsa" #bits "-sign", F_RSA, OP_SIGN, bits },        \
  { "rsa" #bits "-verify", F_RSA, OP_VERIFY, bits },    \
  { "rsa" #bits "-decrypt", F_RSA, OP_DECRYPT, bits },  \
  { "rsa" #bits "-keygen", F_RSA, OP_KEYGEN, bits }
  RSA_ROWS (2048), RSA_ROWS (3072), RSA_ROWS (4096),
#undef RSA_ROWS
  { "dsa2048-sign", F_DSA, OP_SIGN, 2048 },
  { "dsa2048-verify", F_DSA, OP_VERIFY, 2048 },
#define ECDSA_ROWS(curve, c)                                    \
  { "ecdsa-" curve "-sign", F_ECDSA, OP_SIGN, c },              \
  { "ecdsa-" curve "-verify", F_ECDSA, OP_VERIFY, c }
  ECDSA_ROWS ("p192", C_P192), ECDSA_ROWS ("p224", C_P224),
  ECDSA_ROWS ("p256", C_P256), ECDSA_ROWS ("p384", C_P384),
  ECDSA_ROWS ("p521", C_P521),
#undef ECDSA_ROWS
  { "ecdh-p192", F_ECDH, OP_MUL, C_P192 },
  { "ecdh-p224", F_ECDH, OP_MUL, C_P224 },
  { "ecdh-p256", F_ECDH, OP_MUL, C_P256 },
  { "ecdh-p384", F_ECDH, OP_MUL, C_P384 },
  { "ecdh-p521", F_ECDH, OP_MUL, C_P521 },
  { "x25519", F_X25519, OP_MUL, 0 },
  { "x25519-base", F_X25519, OP_MUL_G, 0 },
  { "x448", F_X448, OP_MUL, 0 },
  { "x448-base", F_X448, OP_MUL_G, 0 },
  { "ed25519-sign", F_ED25519, OP_SIGN, 0 },
  { "ed25519-verify", F_ED25519, OP_VERIFY, 0 },
  { "ed448-sign", F_ED448, OP_SIGN, 0 },
  { "ed448-verify", F_ED448, OP_VERIFY, 0 },
  { "gost-gc256b-sign", F_GOST, OP_SIGN, C_GC256B },
  { "gost-gc256b-verify", F_GOST, OP_VERIFY, C_GC256B },
  { "gost-gc512a-sign", F_GOST, OP_SIGN, C_GC512A },
  { "gost-gc512a-verify", F_GOST, OP_VERIFY, C_GC512A },
};
#define N_ROWS (sizeof (rows) / sizeof (rows[0]))

/* One cell: the row, the library and everything its operation uses. */
struct cell
{
  const struct row *row;
  struct lib *lib;          /* a Nettle, or NULL */
  struct openssl *ossl;     /* or OpenSSL */
  void (*run) (struct cell *);
  struct rng rng;
  uint8_t priv[64], pub_bytes[64], peer_bytes[64], out[1024];
  uint8_t digest[64], msg[64], sig[1024];
  size_t digest_size, msg_size, sig_size, out_size;
  int result;                /* of the last verification or decryption */
  /* Nettle */
  struct rsa_keypair *rsa;
  struct rsa_keypair own;    /* key generation rows: the key made */
  mpz_t z;                   /* RSA signature or ciphertext */
  int z_ready;
  struct ecc_scalar key, peer_key;
  struct ecc_point pub, peer, point;
  int ecc_ready;
  struct dsa_signature rs;   /* DSA, ECDSA, GOST DSA */
  int rs_ready;
  void (*ecc_sign) (const struct ecc_scalar *, void *, nettle_random_func *,
                    size_t, const uint8_t *, struct dsa_signature *);
  int (*ecc_verify) (const struct ecc_point *, size_t, const uint8_t *,
                     const struct dsa_signature *);
  /* EdDSA */
  void (*ed_sign) (const uint8_t *, const uint8_t *, size_t, const uint8_t *,
                   uint8_t *);
  int (*ed_verify) (const uint8_t *, size_t, const uint8_t *, const uint8_t *);
  /* OpenSSL */
  EVP_PKEY *pkey, *peer_pkey;
  EVP_PKEY_CTX *pctx;
  void *md_ctx;
};

static char lacks_buf[96];

static const char *
lacks (const char *prefix, const char *name)
{
  snprintf (lacks_buf, sizeof (lacks_buf), "%s%s", prefix, name);
  return lacks_buf;
}

/* OpenSSL's cells when it cannot make the key. */
#define NO_KEY "no such keys (EVP_PKEY_Q_keygen)"

/* In a setup function: return the name of a function the library lacks. */
#define NEED(f) do { if (!L->f) return lacks ("nettle_", #f); } while (0)
#define NEED_SSL(f) do { if (!O->f) return lacks ("", #f); } while (0)

/* A cell whose check fails: the error exit of the whole run. */
static int failures;

static void
cell_fail (const struct cell *c, const char *fmt, ...)
{
  va_list ap;
  fprintf (stderr, "%s: %s %s: ", bench_program, c->row->name,
           c->lib ? c->lib->label : c->ossl->label);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
  failures++;
}

static void
hex_decode (uint8_t *dst, const char *hex)
{
  size_t i, n = strlen (hex) / 2;
  for (i = 0; i < n; i++)
    {
      unsigned byte;
      if (sscanf (hex + 2 * i, "%2x", &byte) != 1)
        bench_die ("table error: bad hex '%s'", hex);
      dst[i] = (uint8_t) byte;
    }
}

/* The Nettles measured, for borrowing keys: a library that can use a
   key but not yet make one takes the other's. */
static struct lib *nettles[2];

static struct lib *
key_donor (const struct lib *L, size_t offset)
{
  unsigned i;
  for (i = 0; i < 2; i++)
    {
      void *f = NULL;
      if (!nettles[i] || nettles[i] == L)
        continue;
      memcpy (&f, (const char *) nettles[i] + offset, sizeof (f));
      if (f)
        return nettles[i];
    }
  return NULL;
}

/* An integer from one namespace's GMP to another's, in hex. */
static void
z_copy (struct lib *to, mpz_ptr dst, struct lib *from, mpz_srcptr src)
{
  size_t n = from->z_sizeinbase (src, 16) + 2;
  char *buf = malloc (n);
  if (!buf)
    bench_die ("out of memory");
  from->z_get_str (buf, 16, src);
  if (to->z_set_str (dst, buf, 16) != 0)
    bench_die ("cannot copy a number from %s to %s", from->label, to->label);
  free (buf);
}

/* RSA (Nettle): PKCS#1 v1.5 signatures of a SHA-256 digest, with
   the timing-resistant functions a server uses (rsa_*_tr, and
   rsa_sec_decrypt), e = 65537. */

static unsigned
rsa_index (unsigned bits)
{
  return (bits - 2048) / 1024;
}

/* The library's own key generation, from a seed fixed by the size. */
static int
nettle_rsa_generate (struct lib *L, struct rsa_keypair *k, struct rng *rng,
                     unsigned bits)
{
  L->z_set_ui (k->pub.e, 65537);
  return L->rsa_generate_keypair (&k->pub, &k->key, rng, rng_random,
                                  NULL, NULL, bits, 0);
}

/* The library's key, or, when it cannot make keys, the other's. */
static struct rsa_keypair *
nettle_rsa_keys (struct lib *L, unsigned bits)
{
  struct rsa_keypair *k = &L->rsa[rsa_index (bits)];
  if (!k->ready)
    {
      struct rng rng;
      rng_seed (&rng, bits);
      L->rsa_public_key_init (&k->pub);
      L->rsa_private_key_init (&k->key);
      if (L->rsa_generate_keypair)
        {
          if (!nettle_rsa_generate (L, k, &rng, bits))
            bench_die ("%s: rsa_generate_keypair fails for %u bits", L->label, bits);
        }
      else
        {
          struct lib *D = key_donor (L, offsetof (struct lib, rsa_generate_keypair));
          struct rsa_keypair *d = nettle_rsa_keys (D, bits);
          z_copy (L, k->pub.n, D, d->pub.n), z_copy (L, k->pub.e, D, d->pub.e);
          z_copy (L, k->key.d, D, d->key.d), z_copy (L, k->key.p, D, d->key.p);
          z_copy (L, k->key.q, D, d->key.q), z_copy (L, k->key.a, D, d->key.a);
          z_copy (L, k->key.b, D, d->key.b), z_copy (L, k->key.c, D, d->key.c);
          k->pub.size = d->pub.size;
          k->key.size = d->key.size;
        }
      k->ready = 1;
    }
  return k;
}

static void
run_rsa_sign (struct cell *c)
{
  if (!c->lib->rsa_sha256_sign_digest_tr (&c->rsa->pub, &c->rsa->key,
                                          &c->rng, rng_random, c->digest, c->z))
    bench_die ("%s %s: rsa_sha256_sign_digest_tr fails", c->row->name, c->lib->label);
}

static void
run_rsa_verify (struct cell *c)
{
  c->result = c->lib->rsa_sha256_verify_digest (&c->rsa->pub, c->digest, c->z);
}

static void
run_rsa_decrypt (struct cell *c)
{
  c->result = c->lib->rsa_sec_decrypt (&c->rsa->pub, &c->rsa->key, &c->rng,
                                       rng_random, c->msg_size, c->out, c->z);
}

static void
run_rsa_keygen (struct cell *c)
{
  if (!nettle_rsa_generate (c->lib, &c->own, &c->rng, c->row->size))
    bench_die ("%s %s: rsa_generate_keypair fails", c->row->name, c->lib->label);
}

static const char *
nettle_rsa_setup (struct cell *c)
{
  struct lib *L = c->lib;
  NEED (rsa_public_key_init);
  NEED (rsa_private_key_init);
  if (!L->rsa_generate_keypair
      && (c->row->op == OP_KEYGEN
          || !key_donor (L, offsetof (struct lib, rsa_generate_keypair))))
    NEED (rsa_generate_keypair);
  if (c->row->op == OP_KEYGEN)
    {
      L->rsa_public_key_init (&c->own.pub);
      L->rsa_private_key_init (&c->own.key);
      c->own.ready = 1;
      c->run = run_rsa_keygen;
      return NULL;  /* timed first, then checked (cell_check) */
    }
  if (c->row->op == OP_DECRYPT)
    {
      NEED (rsa_encrypt);
      NEED (rsa_sec_decrypt);
    }
  else
    {
      NEED (rsa_sha256_sign_digest_tr);
      NEED (rsa_sha256_verify_digest);
    }
  c->rsa = nettle_rsa_keys (L, c->row->size);
  L->z_init (c->z);
  c->z_ready = 1;
  c->digest_size = 32;
  rng_random (&c->rng, c->digest_size, c->digest);
  switch (c->row->op)
    {
    case OP_SIGN:
    case OP_VERIFY:
      run_rsa_sign (c);
      run_rsa_verify (c);
      if (c->result != 1)
        cell_fail (c, "the signature does not verify");
      c->digest[5] ^= 0x10;
      run_rsa_verify (c);
      c->digest[5] ^= 0x10;
      if (c->result != 0)
        cell_fail (c, "the signature verifies for another digest");
      c->run = c->row->op == OP_SIGN ? run_rsa_sign : run_rsa_verify;
      break;
    case OP_DECRYPT:
      c->msg_size = 32;
      rng_random (&c->rng, c->msg_size, c->msg);
      if (!L->rsa_encrypt (&c->rsa->pub, &c->rng, rng_random, c->msg_size,
                           c->msg, c->z))
        bench_die ("%s %s: rsa_encrypt fails", c->row->name, L->label);
      run_rsa_decrypt (c);
      if (c->result != 1 || memcmp (c->out, c->msg, c->msg_size))
        cell_fail (c, "the decryption does not give the message back");
      c->run = run_rsa_decrypt;
      break;
    default:
      break;
    }
  return NULL;
}

static const char *openssl_dh_setup (struct cell *c, const char *type,
                                     const char *curve);
static EVP_PKEY *openssl_key (struct openssl *O, const char *type,
                              const char *curve);
static const char *openssl_signature_setup (struct cell *c, unsigned flags);

/* DSA (Nettle): domain parameters from the library's own
   dsa_generate_params (2048-bit p, 256-bit q) with a fixed seed, made
   once per library, as the key pair; a 32-byte digest. */

static struct dsa_keypair *
nettle_dsa_keys (struct lib *L)
{
  struct dsa_keypair *k = &L->dsa;
  if (!k->ready)
    {
      struct rng rng;
      rng_seed (&rng, 2048256);
      L->dsa_params_init (&k->params);
      L->z_init (k->x);
      L->z_init (k->y);
      if (L->dsa_generate_params && L->dsa_generate_keypair)
        {
          if (!L->dsa_generate_params (&k->params, &rng, rng_random, NULL, NULL,
                                       2048, 256))
            bench_die ("%s: dsa_generate_params fails", L->label);
          L->dsa_generate_keypair (&k->params, k->y, k->x, &rng, rng_random);
        }
      else
        {
          struct lib *D = key_donor (L, offsetof (struct lib, dsa_generate_params));
          struct dsa_keypair *d = nettle_dsa_keys (D);
          z_copy (L, k->params.p, D, d->params.p);
          z_copy (L, k->params.q, D, d->params.q);
          z_copy (L, k->params.g, D, d->params.g);
          z_copy (L, k->x, D, d->x), z_copy (L, k->y, D, d->y);
        }
      k->ready = 1;
    }
  return k;
}

static void
run_dsa_sign (struct cell *c)
{
  struct dsa_keypair *k = &c->lib->dsa;
  if (!c->lib->dsa_sign (&k->params, k->x, &c->rng, rng_random,
                         c->digest_size, c->digest, &c->rs))
    bench_die ("%s %s: dsa_sign fails", c->row->name, c->lib->label);
}

static void
run_dsa_verify (struct cell *c)
{
  struct dsa_keypair *k = &c->lib->dsa;
  c->result = c->lib->dsa_verify (&k->params, k->y, c->digest_size, c->digest,
                                  &c->rs);
}

static const char *
nettle_dsa_setup (struct cell *c)
{
  struct lib *L = c->lib;
  NEED (dsa_params_init);
  if (!(L->dsa_generate_params && L->dsa_generate_keypair)
      && !key_donor (L, offsetof (struct lib, dsa_generate_params)))
    {
      NEED (dsa_generate_params);
      NEED (dsa_generate_keypair);
    }
  NEED (dsa_sign);
  NEED (dsa_verify);
  nettle_dsa_keys (L);
  L->z_init (c->rs.r);
  L->z_init (c->rs.s);
  c->rs_ready = 1;
  c->digest_size = 32;
  rng_random (&c->rng, c->digest_size, c->digest);
  run_dsa_sign (c);
  run_dsa_verify (c);
  if (c->result != 1)
    cell_fail (c, "the signature does not verify");
  c->digest[5] ^= 0x10;
  run_dsa_verify (c);
  c->digest[5] ^= 0x10;
  if (c->result != 0)
    cell_fail (c, "the signature verifies for another digest");
  c->run = c->row->op == OP_SIGN ? run_dsa_sign : run_dsa_verify;
  return NULL;
}

/* OpenSSL: its own domain parameters (EVP_PKEY_paramgen), made once. */
static const char *
openssl_dsa_setup (struct cell *c)
{
  struct openssl *O = c->ossl;
  NEED_SSL (EVP_PKEY_CTX_new_from_name);
  NEED_SSL (EVP_PKEY_CTX_set_dsa_paramgen_bits);
  NEED_SSL (EVP_PKEY_CTX_set_dsa_paramgen_q_bits);
  if (!O->dsa)
    {
      EVP_PKEY *params = NULL;
      EVP_PKEY_CTX *ctx = O->EVP_PKEY_CTX_new_from_name (NULL, "DSA", NULL);
      if (!ctx || O->EVP_PKEY_paramgen_init (ctx) <= 0
          || O->EVP_PKEY_CTX_set_dsa_paramgen_bits (ctx, 2048) <= 0
          || O->EVP_PKEY_CTX_set_dsa_paramgen_q_bits (ctx, 256) <= 0
          || O->EVP_PKEY_paramgen (ctx, &params) <= 0)
        bench_die ("%s: OpenSSL cannot make DSA parameters", c->row->name);
      O->EVP_PKEY_CTX_free (ctx);
      ctx = O->EVP_PKEY_CTX_new (params, NULL);
      if (!ctx || O->EVP_PKEY_keygen_init (ctx) <= 0
          || O->EVP_PKEY_keygen (ctx, &O->dsa) <= 0)
        bench_die ("%s: OpenSSL cannot make a DSA key", c->row->name);
      O->EVP_PKEY_CTX_free (ctx);
      O->EVP_PKEY_free (params);
    }
  c->pkey = O->dsa;  /* kept for the other row: not the cell's to free */
  c->digest_size = 32;
  return openssl_signature_setup (c, 0);
}

/* ECDSA, GOST DSA and ECDH (Nettle): keys from ecc_scalar_random and
   ecc_point_mul_g; ECDH is ecc_point_mul of the peer's public key. */

static void
run_ecc_sign (struct cell *c)
{
  c->ecc_sign (&c->key, &c->rng, rng_random, c->digest_size, c->digest, &c->rs);
}

static void
run_ecc_verify (struct cell *c)
{
  c->result = c->ecc_verify (&c->pub, c->digest_size, c->digest, &c->rs);
}

static void
run_ecdh (struct cell *c)
{
  c->lib->ecc_point_mul (&c->point, &c->key, &c->peer);
}

/* Do the x coordinates of two points agree? */
static int
ecc_same_x (struct lib *L, const struct ecc_point *a, const struct ecc_point *b)
{
  mpz_t xa, ya, xb, yb;
  int same;
  L->z_init (xa), L->z_init (ya), L->z_init (xb), L->z_init (yb);
  L->ecc_point_get (a, xa, ya);
  L->ecc_point_get (b, xb, yb);
  same = L->z_cmp (xa, xb) == 0;
  L->z_clear (xa), L->z_clear (ya), L->z_clear (xb), L->z_clear (yb);
  return same;
}

static const char *
nettle_ecc_setup (struct cell *c)
{
  struct lib *L = c->lib;
  const struct ecc_curve *ecc;
  if (!L->curve[c->row->size])
    return lacks ("", curves[c->row->size].symbol);
  NEED (ecc_scalar_init);
  NEED (ecc_scalar_clear);
  NEED (ecc_point_init);
  NEED (ecc_point_clear);
  NEED (ecc_scalar_random);
  NEED (ecc_point_mul_g);
  switch (c->row->family)
    {
    case F_ECDSA:
      NEED (ecdsa_sign);
      NEED (ecdsa_verify);
      c->ecc_sign = L->ecdsa_sign;
      c->ecc_verify = L->ecdsa_verify;
      break;
    case F_GOST:
      NEED (gostdsa_sign);
      NEED (gostdsa_verify);
      c->ecc_sign = L->gostdsa_sign;
      c->ecc_verify = L->gostdsa_verify;
      break;
    default:
      NEED (ecc_point_mul);
      NEED (ecc_point_get);
      break;
    }
  ecc = L->curve[c->row->size] ();
  L->ecc_scalar_init (&c->key, ecc);
  L->ecc_scalar_init (&c->peer_key, ecc);
  L->ecc_point_init (&c->pub, ecc);
  L->ecc_point_init (&c->peer, ecc);
  L->ecc_point_init (&c->point, ecc);
  c->ecc_ready = 1;
  L->ecc_scalar_random (&c->key, &c->rng, rng_random);
  L->ecc_point_mul_g (&c->pub, &c->key);
  if (c->row->family == F_ECDH)
    {
      /* Both sides: the peer's secret with our public key must give
         the same point (its x coordinate is the shared secret). */
      L->ecc_scalar_random (&c->peer_key, &c->rng, rng_random);
      L->ecc_point_mul_g (&c->peer, &c->peer_key);
      run_ecdh (c);
      {
        struct ecc_point back;
        L->ecc_point_init (&back, ecc);
        L->ecc_point_mul (&back, &c->peer_key, &c->pub);
        if (!ecc_same_x (L, &back, &c->point))
          cell_fail (c, "the two sides of the Diffie-Hellman disagree");
        L->ecc_point_clear (&back);
      }
      c->run = run_ecdh;
      return NULL;
    }
  /* A dsa_signature is two mpz (dsa_signature_init would need the DSA
     code, which the curve code may not have yet). */
  L->z_init (c->rs.r);
  L->z_init (c->rs.s);
  c->rs_ready = 1;
  c->digest_size = curves[c->row->size].digest_size;
  rng_random (&c->rng, c->digest_size, c->digest);
  run_ecc_sign (c);
  run_ecc_verify (c);
  if (c->result != 1)
    cell_fail (c, "the signature does not verify");
  c->digest[5] ^= 0x10;
  run_ecc_verify (c);
  c->digest[5] ^= 0x10;
  if (c->result != 0)
    cell_fail (c, "the signature verifies for another digest");
  c->run = c->row->op == OP_SIGN ? run_ecc_sign : run_ecc_verify;
  return NULL;
}

static const char *
openssl_ecc_setup (struct cell *c)
{
  const struct curve *cv = &curves[c->row->size];
  struct openssl *O = c->ossl;
  if (!cv->openssl)
    return "GOST R 34.10 (not without the GOST engine)";
  if (c->row->family == F_ECDH)
    return openssl_dh_setup (c, "EC", cv->openssl);
  NEED_SSL (EVP_PKEY_Q_keygen);
  c->pkey = openssl_key (O, "EC", cv->openssl);
  if (!c->pkey)
    return NO_KEY;
  c->digest_size = cv->digest_size;
  return openssl_signature_setup (c, 0);
}

/* X25519 and X448 (Nettle). */

/* RFC 7748, section 6.1: Alice's private key, her public key, Bob's
   public key and the shared secret. */
static const char x25519_alice_priv[] =
  "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a";
static const char x25519_alice_pub[] =
  "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a";
static const char x25519_bob_pub[] =
  "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f";
static const char x25519_shared[] =
  "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742";

static void
run_x25519 (struct cell *c)
{
  c->lib->curve25519_mul (c->out, c->priv, c->peer_bytes);
}

static void
run_x25519_g (struct cell *c)
{
  c->lib->curve25519_mul_g (c->out, c->priv);
}

static const char *
nettle_x25519_setup (struct cell *c)
{
  struct lib *L = c->lib;
  uint8_t expect[CURVE25519_SIZE];
  hex_decode (c->priv, x25519_alice_priv);
  if (c->row->op == OP_MUL)
    {
      NEED (curve25519_mul);
      hex_decode (c->peer_bytes, x25519_bob_pub);
      hex_decode (expect, x25519_shared);
      c->run = run_x25519;
    }
  else
    {
      NEED (curve25519_mul_g);
      hex_decode (expect, x25519_alice_pub);
      c->run = run_x25519_g;
    }
  c->run (c);
  if (memcmp (c->out, expect, CURVE25519_SIZE))
    cell_fail (c, "fails the RFC 7748 6.1 known answer");
  return NULL;
}

/* X448 (Nettle): RFC 7748 5.2's first X448 pair, then the properties:
   a fixed-base product is the product with u = 5, both sides of a
   Diffie-Hellman agree. */
static const char x448_scalar[] =
  "3d262fddf9ec8e88495266fea19a34d28882acef045104d0d1aae121700a779c"
  "984c24f8cdd78fbff44943eba368f54b29259a4f1c600ad3";
static const char x448_u[] =
  "06fce640fa3487bfda5f6cf2d5263f8aad88334cbd07437f020f08f9814dc031"
  "ddbdc38c19c6da2583fa5429db94ada18aa7a7fb4ef8a086";
static const char x448_product[] =
  "ce3e4ff95a60dc6697da1db1d85e6afbdf79b50a2412d7546d5f239fe14fbaad"
  "eb445fc66a01b0779d98223961111e21766282f73dd96b6f";

static void
run_x448 (struct cell *c)
{
  c->lib->curve448_mul (c->out, c->priv, c->peer_bytes);
}

static void
run_x448_g (struct cell *c)
{
  c->lib->curve448_mul_g (c->out, c->priv);
}

static const char *
nettle_x448_setup (struct cell *c)
{
  struct lib *L = c->lib;
  uint8_t a[CURVE448_SIZE], b[CURVE448_SIZE], five[CURVE448_SIZE];
  NEED (curve448_mul);
  NEED (curve448_mul_g);
  hex_decode (c->priv, x448_scalar);
  hex_decode (c->peer_bytes, x448_u);
  hex_decode (a, x448_product);
  run_x448 (c);
  if (memcmp (c->out, a, CURVE448_SIZE))
    cell_fail (c, "fails the RFC 7748 5.2 known answer");
  memset (five, 0, sizeof (five));
  five[0] = 5;
  rng_random (&c->rng, CURVE448_SIZE, c->priv);
  L->curve448_mul_g (a, c->priv);
  L->curve448_mul (b, c->priv, five);
  if (memcmp (a, b, CURVE448_SIZE))
    cell_fail (c, "curve448_mul_g differs from curve448_mul with u = 5");
  /* The peer: its secret in b, its public key in peer_bytes. */
  rng_random (&c->rng, CURVE448_SIZE, b);
  L->curve448_mul_g (c->peer_bytes, b);
  run_x448 (c);
  L->curve448_mul (five, b, a);
  if (memcmp (five, c->out, CURVE448_SIZE))
    cell_fail (c, "the two sides of the Diffie-Hellman disagree");
  c->run = c->row->op == OP_MUL ? run_x448 : run_x448_g;
  return NULL;
}

/* EdDSA (Nettle): RFC 8032's first test of each (the empty message),
   then a 64-byte message signed and verified, and not verified once
   changed. */
static const struct eddsa_kat
{
  const char *priv, *pub, *sig;
} ed25519_kat = {
  /* RFC 8032, 7.1, TEST 1 */
  "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
  "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
  "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155"
  "5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b",
}, ed448_kat = {
  /* RFC 8032, 7.4, -----Blank */
  "6c82a562cb808d10d632be89c8513ebf6c929f34ddfa8c9f63c9960ef6e348a3"
  "528c8a3fcc2f044e39a3fc5b94492f8f032e7549a20098f95b",
  "5fd7449b59b461fd2ce787ec616ad46a1da1342485a70e1f8a0ea75d80e96778"
  "edf124769b46c7061bd6783df1e50f6cd1fa1abeafe8256180",
  "533a37f6bbe457251f023c0d88f976ae2dfb504a843e34d2074fd823d41a591f"
  "2b233f034f628281f2fd7a22ddd47d7828c59bd0a21bfd3980ff0d2028d4b18a"
  "9df63e006c5d1c2d345b925d8dc00b4104852db99ac5c7cdda8530a113a0f4db"
  "b61149f05a7363268c71d95808ff2e652600",
};

static void
run_eddsa_sign (struct cell *c)
{
  c->ed_sign (c->pub_bytes, c->priv, c->msg_size, c->msg, c->sig);
}

static void
run_eddsa_verify (struct cell *c)
{
  c->result = c->ed_verify (c->pub_bytes, c->msg_size, c->msg, c->sig);
}

static const char *
nettle_eddsa_setup (struct cell *c)
{
  struct lib *L = c->lib;
  const struct eddsa_kat *kat;
  void (*public_key) (uint8_t *, const uint8_t *);
  size_t key_size, sig_size;
  uint8_t expect[ED448_SIGNATURE_SIZE];
  if (c->row->family == F_ED25519)
    {
      NEED (ed25519_sha512_public_key);
      NEED (ed25519_sha512_sign);
      NEED (ed25519_sha512_verify);
      public_key = L->ed25519_sha512_public_key;
      c->ed_sign = L->ed25519_sha512_sign;
      c->ed_verify = L->ed25519_sha512_verify;
      kat = &ed25519_kat;
      key_size = ED25519_KEY_SIZE;
      sig_size = ED25519_SIGNATURE_SIZE;
    }
  else
    {
      NEED (ed448_shake256_public_key);
      NEED (ed448_shake256_sign);
      NEED (ed448_shake256_verify);
      public_key = L->ed448_shake256_public_key;
      c->ed_sign = L->ed448_shake256_sign;
      c->ed_verify = L->ed448_shake256_verify;
      kat = &ed448_kat;
      key_size = ED448_KEY_SIZE;
      sig_size = ED448_SIGNATURE_SIZE;
    }
  hex_decode (c->priv, kat->priv);
  public_key (c->pub_bytes, c->priv);
  hex_decode (expect, kat->pub);
  if (memcmp (c->pub_bytes, expect, key_size))
    cell_fail (c, "the public key fails the RFC 8032 known answer");
  c->msg_size = 0;
  run_eddsa_sign (c);
  hex_decode (expect, kat->sig);
  if (memcmp (c->sig, expect, sig_size))
    cell_fail (c, "the signature fails the RFC 8032 known answer");
  rng_random (&c->rng, key_size, c->priv);
  public_key (c->pub_bytes, c->priv);
  c->msg_size = 64;
  rng_random (&c->rng, c->msg_size, c->msg);
  run_eddsa_sign (c);
  run_eddsa_verify (c);
  if (c->result != 1)
    cell_fail (c, "the signature does not verify");
  c->msg[5] ^= 0x10;
  run_eddsa_verify (c);
  c->msg[5] ^= 0x10;
  if (c->result != 0)
    cell_fail (c, "the signature verifies for another message");
  c->run = c->row->op == OP_SIGN ? run_eddsa_sign : run_eddsa_verify;
  return NULL;
}

/* OpenSSL: EdDSA is one-shot EVP_DigestSign/EVP_DigestVerify, the
   context initialised for each message as a user must. */

static void
run_openssl_eddsa_sign (struct cell *c)
{
  struct openssl *O = c->ossl;
  size_t n = sizeof (c->sig);
  if (O->EVP_DigestSignInit (c->md_ctx, NULL, NULL, NULL, c->pkey) <= 0
      || O->EVP_DigestSign (c->md_ctx, c->sig, &n, c->msg, c->msg_size) <= 0)
    bench_die ("%s: EVP_DigestSign fails", c->row->name);
  c->sig_size = n;
}

static void
run_openssl_eddsa_verify (struct cell *c)
{
  struct openssl *O = c->ossl;
  if (O->EVP_DigestVerifyInit (c->md_ctx, NULL, NULL, NULL, c->pkey) <= 0)
    bench_die ("%s: EVP_DigestVerifyInit fails", c->row->name);
  c->result = O->EVP_DigestVerify (c->md_ctx, c->sig, c->sig_size, c->msg,
                                   c->msg_size);
}

static EVP_PKEY *openssl_key (struct openssl *O, const char *type,
                              const char *curve);

static const char *
openssl_eddsa_setup (struct cell *c)
{
  struct openssl *O = c->ossl;
  NEED_SSL (EVP_PKEY_Q_keygen);
  NEED_SSL (EVP_MD_CTX_new);
  NEED_SSL (EVP_DigestSign);
  NEED_SSL (EVP_DigestVerify);
  c->pkey = openssl_key (O, c->row->family == F_ED25519 ? "ED25519" : "ED448", NULL);
  if (!c->pkey)
    return NO_KEY;
  c->md_ctx = O->EVP_MD_CTX_new ();
  if (!c->md_ctx)
    bench_die ("out of memory");
  c->msg_size = 64;
  rng_random (&c->rng, c->msg_size, c->msg);
  run_openssl_eddsa_sign (c);
  run_openssl_eddsa_verify (c);
  if (c->result != 1)
    cell_fail (c, "the signature does not verify");
  c->msg[5] ^= 0x10;
  run_openssl_eddsa_verify (c);
  c->msg[5] ^= 0x10;
  if (c->result == 1)
    cell_fail (c, "the signature verifies for another message");
  c->run = c->row->op == OP_SIGN ? run_openssl_eddsa_sign : run_openssl_eddsa_verify;
  return NULL;
}

/* OpenSSL: signatures (RSA, DSA, ECDSA) of a digest with EVP_PKEY_sign
   and EVP_PKEY_verify; for RSA PKCS#1 v1.5 padding and SHA-256's
   DigestInfo, as Nettle's rows. */

enum { CTX_PKCS1 = 1, CTX_SHA256 = 2 };

static EVP_PKEY_CTX *
openssl_ctx (struct cell *c, int (*init) (EVP_PKEY_CTX *), unsigned flags)
{
  struct openssl *O = c->ossl;
  EVP_PKEY_CTX *ctx = O->EVP_PKEY_CTX_new (c->pkey, NULL);
  if (!ctx || init (ctx) <= 0
      || ((flags & CTX_PKCS1)
          && O->EVP_PKEY_CTX_set_rsa_padding (ctx, OPENSSL_RSA_PKCS1_PADDING) <= 0)
      || ((flags & CTX_SHA256)
          && O->EVP_PKEY_CTX_set_signature_md (ctx, O->EVP_sha256 ()) <= 0))
    bench_die ("%s: OpenSSL cannot set up the operation", c->row->name);
  return ctx;
}

static void
run_openssl_sign (struct cell *c)
{
  size_t n = sizeof (c->sig);
  if (c->ossl->EVP_PKEY_sign (c->pctx, c->sig, &n, c->digest, c->digest_size) <= 0)
    bench_die ("%s: EVP_PKEY_sign fails", c->row->name);
  c->sig_size = n;
}

static void
run_openssl_verify (struct cell *c)
{
  c->result = c->ossl->EVP_PKEY_verify (c->pctx, c->sig, c->sig_size,
                                        c->digest, c->digest_size);
}

/* The cell's key is in c->pkey. */
static const char *
openssl_signature_setup (struct cell *c, unsigned flags)
{
  struct openssl *O = c->ossl;
  EVP_PKEY_CTX *sign = openssl_ctx (c, O->EVP_PKEY_sign_init, flags);
  EVP_PKEY_CTX *verify = openssl_ctx (c, O->EVP_PKEY_verify_init, flags);
  rng_random (&c->rng, c->digest_size, c->digest);
  c->pctx = sign;
  run_openssl_sign (c);
  c->pctx = verify;
  run_openssl_verify (c);
  if (c->result != 1)
    cell_fail (c, "the signature does not verify");
  c->digest[5] ^= 0x10;
  run_openssl_verify (c);
  c->digest[5] ^= 0x10;
  if (c->result == 1)
    cell_fail (c, "the signature verifies for another digest");
  if (c->row->op == OP_SIGN)
    {
      O->EVP_PKEY_CTX_free (verify);
      c->pctx = sign;
      c->run = run_openssl_sign;
    }
  else
    {
      O->EVP_PKEY_CTX_free (sign);
      c->run = run_openssl_verify;
    }
  return NULL;
}

static void
run_openssl_decrypt (struct cell *c)
{
  size_t n = sizeof (c->out);
  c->result = c->ossl->EVP_PKEY_decrypt (c->pctx, c->out, &n, c->sig, c->sig_size);
  c->out_size = n;
}

static void
run_openssl_rsa_keygen (struct cell *c)
{
  EVP_PKEY *k = c->ossl->EVP_PKEY_Q_keygen (NULL, NULL, "RSA", (size_t) c->row->size);
  if (!k)
    bench_die ("%s: OpenSSL's key generation fails", c->row->name);
  c->ossl->EVP_PKEY_free (k);
}

static const char *
openssl_rsa_setup (struct cell *c)
{
  struct openssl *O = c->ossl;
  EVP_PKEY **k = &O->rsa[rsa_index (c->row->size)];
  EVP_PKEY_CTX *enc;
  size_t n;
  NEED_SSL (EVP_PKEY_Q_keygen);
  NEED_SSL (EVP_PKEY_CTX_set_rsa_padding);
  NEED_SSL (EVP_PKEY_CTX_set_signature_md);
  if (c->row->op == OP_KEYGEN)
    {
      c->run = run_openssl_rsa_keygen;
      return NULL;
    }
  if (!*k)
    *k = O->EVP_PKEY_Q_keygen (NULL, NULL, "RSA", (size_t) c->row->size);
  if (!*k)
    bench_die ("%s: OpenSSL's key generation fails", c->row->name);
  c->pkey = *k;  /* kept for the other rows: not the cell's to free */
  if (c->row->op != OP_DECRYPT)
    {
      c->digest_size = 32;
      return openssl_signature_setup (c, CTX_PKCS1 | CTX_SHA256);
    }
  c->msg_size = 32;
  rng_random (&c->rng, c->msg_size, c->msg);
  enc = openssl_ctx (c, O->EVP_PKEY_encrypt_init, CTX_PKCS1);
  n = sizeof (c->sig);
  if (O->EVP_PKEY_encrypt (enc, c->sig, &n, c->msg, c->msg_size) <= 0)
    bench_die ("%s: EVP_PKEY_encrypt fails", c->row->name);
  c->sig_size = n;
  O->EVP_PKEY_CTX_free (enc);
  c->pctx = openssl_ctx (c, O->EVP_PKEY_decrypt_init, CTX_PKCS1);
  run_openssl_decrypt (c);
  if (c->result <= 0 || c->out_size != c->msg_size
      || memcmp (c->out, c->msg, c->msg_size))
    cell_fail (c, "the decryption does not give the message back");
  c->run = run_openssl_decrypt;
  return NULL;
}

/* OpenSSL: Diffie-Hellman (ECDH, X25519, X448) and key generation. */

static void
run_openssl_derive (struct cell *c)
{
  size_t n = sizeof (c->out);
  if (c->ossl->EVP_PKEY_derive (c->pctx, c->out, &n) <= 0)
    bench_die ("%s: EVP_PKEY_derive failed", c->row->name);
  c->out_size = n;
}

static void
run_openssl_keygen (struct cell *c)
{
  EVP_PKEY *k = NULL;
  if (c->ossl->EVP_PKEY_keygen (c->pctx, &k) <= 0 || !k)
    bench_die ("%s: EVP_PKEY_keygen failed", c->row->name);
  c->ossl->EVP_PKEY_free (k);
}

/* A key of the type (and, for "EC", the curve) named; NULL when this
   OpenSSL (its providers) has no such keys. */
static EVP_PKEY *
openssl_key (struct openssl *O, const char *type, const char *curve)
{
  return curve ? O->EVP_PKEY_Q_keygen (NULL, NULL, type, curve)
    : O->EVP_PKEY_Q_keygen (NULL, NULL, type);
}


/* The shared secret from the peer's side, compared with the cell's. */
static const char *
openssl_dh_setup (struct cell *c, const char *type, const char *curve)
{
  struct openssl *O = c->ossl;
  EVP_PKEY_CTX *back;
  uint8_t other[sizeof (c->out)];
  size_t n = sizeof (other);
  NEED_SSL (EVP_PKEY_Q_keygen);
  NEED_SSL (EVP_PKEY_derive);
  c->pkey = openssl_key (O, type, curve);
  c->peer_pkey = openssl_key (O, type, curve);
  if (!c->pkey || !c->peer_pkey)
    return NO_KEY;
  c->pctx = O->EVP_PKEY_CTX_new (c->pkey, NULL);
  if (!c->pctx || O->EVP_PKEY_derive_init (c->pctx) <= 0
      || O->EVP_PKEY_derive_set_peer (c->pctx, c->peer_pkey) <= 0)
    bench_die ("%s: OpenSSL cannot set up the derivation", c->row->name);
  c->run = run_openssl_derive;
  c->run (c);
  back = O->EVP_PKEY_CTX_new (c->peer_pkey, NULL);
  if (!back || O->EVP_PKEY_derive_init (back) <= 0
      || O->EVP_PKEY_derive_set_peer (back, c->pkey) <= 0
      || O->EVP_PKEY_derive (back, other, &n) <= 0)
    bench_die ("%s: OpenSSL cannot derive from the other side", c->row->name);
  O->EVP_PKEY_CTX_free (back);
  if (n != c->out_size || memcmp (other, c->out, n))
    cell_fail (c, "the two sides of the Diffie-Hellman disagree");
  return NULL;
}

/* Key generation of a fixed-base type: the fixed-base multiplication
   with the random scalar and the key object around it. */
static const char *
openssl_keygen_setup (struct cell *c, const char *type)
{
  struct openssl *O = c->ossl;
  NEED_SSL (EVP_PKEY_CTX_new_from_name);
  c->pctx = O->EVP_PKEY_CTX_new_from_name (NULL, type, NULL);
  if (!c->pctx || O->EVP_PKEY_keygen_init (c->pctx) <= 0)
    bench_die ("%s: OpenSSL cannot generate %s keys", c->row->name, type);
  c->run = run_openssl_keygen;
  c->run (c);
  return NULL;
}

/* X25519 and X448. */
static const char *
openssl_x_setup (struct cell *c)
{
  const char *type = c->row->family == F_X25519 ? "X25519" : "X448";
  return c->row->op == OP_MUL ? openssl_dh_setup (c, type, NULL)
    : openssl_keygen_setup (c, type);
}

/* Cross-checks: fastnettle's results through the reference Nettle.
   Its own checks cannot catch a signer and verifier wrong in the same
   way (a wrong curve constant, a wrong DigestInfo); the reference's
   verification can. Each moves the public key, the signature or the
   ciphertext into the reference's namespace as numbers. */

/* The reference, when the cell is fastnettle's and the reference has
   all the functions at the offsets given (0 ends the list). */
static struct lib *
cross_reference (const struct cell *c, ...)
{
  struct lib *R = nettles[1];
  va_list ap;
  size_t offset;
  int ok = 1;
  if (!R || c->lib != nettles[0])
    return NULL;
  va_start (ap, c);
  while ((offset = va_arg (ap, size_t)) != 0)
    {
      void *f;
      memcpy (&f, (const char *) R + offset, sizeof (f));
      ok = ok && f != NULL;
    }
  va_end (ap);
  return ok ? R : NULL;
}

#define HAS(f) offsetof (struct lib, f)

static void
cross_rsa (struct cell *c)
{
  struct lib *L = c->lib;
  struct lib *R = cross_reference (c, HAS (rsa_public_key_init),
                                   HAS (rsa_public_key_prepare),
                                   HAS (rsa_sha256_verify_digest),
                                   HAS (rsa_encrypt), (size_t) 0);
  struct rsa_public_key pub;
  mpz_t z;
  if (!R)
    return;
  R->rsa_public_key_init (&pub);
  R->z_init (z);
  z_copy (R, pub.n, L, c->rsa->pub.n);
  z_copy (R, pub.e, L, c->rsa->pub.e);
  if (!R->rsa_public_key_prepare (&pub))
    cell_fail (c, "%s refuses its public key", R->label);
  else if (c->row->op == OP_DECRYPT)
    {
      /* The reference encrypts, we decrypt. */
      rng_random (&c->rng, c->msg_size, c->msg);
      if (!R->rsa_encrypt (&pub, &c->rng, rng_random, c->msg_size, c->msg, z))
        bench_die ("%s: rsa_encrypt fails", R->label);
      z_copy (L, c->z, R, z);
      run_rsa_decrypt (c);
      if (c->result != 1 || memcmp (c->out, c->msg, c->msg_size))
        cell_fail (c, "does not decrypt what %s encrypts", R->label);
    }
  else
    {
      z_copy (R, z, L, c->z);
      if (R->rsa_sha256_verify_digest (&pub, c->digest, z) != 1)
        cell_fail (c, "its signature does not verify with %s", R->label);
    }
  R->z_clear (z);
  R->z_clear (pub.n);
  R->z_clear (pub.e);
}

static void
cross_dsa (struct cell *c)
{
  struct lib *L = c->lib;
  struct lib *R = cross_reference (c, HAS (dsa_params_init), HAS (dsa_verify),
                                   (size_t) 0);
  struct dsa_params params;
  struct dsa_signature rs;
  mpz_t y;
  if (!R)
    return;
  R->dsa_params_init (&params);
  R->z_init (y), R->z_init (rs.r), R->z_init (rs.s);
  z_copy (R, params.p, L, L->dsa.params.p);
  z_copy (R, params.q, L, L->dsa.params.q);
  z_copy (R, params.g, L, L->dsa.params.g);
  z_copy (R, y, L, L->dsa.y);
  z_copy (R, rs.r, L, c->rs.r);
  z_copy (R, rs.s, L, c->rs.s);
  if (R->dsa_verify (&params, y, c->digest_size, c->digest, &rs) != 1)
    cell_fail (c, "its signature does not verify with %s", R->label);
  R->z_clear (params.p), R->z_clear (params.q), R->z_clear (params.g);
  R->z_clear (y), R->z_clear (rs.r), R->z_clear (rs.s);
}

/* Point P of L's namespace as the initialised point DST of R's. */
static int
ecc_point_across (struct lib *R, struct ecc_point *dst, const struct ecc_curve *ecc,
                  struct lib *L, const struct ecc_point *p)
{
  mpz_t lx, ly, rx, ry;
  int ok;
  L->z_init (lx), L->z_init (ly), R->z_init (rx), R->z_init (ry);
  L->ecc_point_get (p, lx, ly);
  z_copy (R, rx, L, lx);
  z_copy (R, ry, L, ly);
  R->ecc_point_init (dst, ecc);
  ok = R->ecc_point_set (dst, rx, ry);
  L->z_clear (lx), L->z_clear (ly), R->z_clear (rx), R->z_clear (ry);
  return ok;
}

static void
cross_ecc (struct cell *c)
{
  struct lib *L = c->lib;
  struct lib *R = cross_reference (c, HAS (ecc_point_init), HAS (ecc_point_set),
                                   HAS (ecc_point_get), HAS (ecc_point_clear),
                                   HAS (ecc_scalar_init), HAS (ecc_scalar_set),
                                   HAS (ecc_scalar_clear), HAS (ecc_point_mul),
                                   HAS (ecdsa_verify), HAS (gostdsa_verify),
                                   (size_t) 0);
  const struct ecc_curve *ecc;
  struct ecc_point pub;
  if (!R || !R->curve[c->row->size] || !L->ecc_point_get)
    return;
  ecc = R->curve[c->row->size] ();
  if (!ecc_point_across (R, &pub, ecc, L, &c->pub))
    {
      cell_fail (c, "its public key is not on %s's curve", R->label);
      R->ecc_point_clear (&pub);
      return;
    }
  if (c->row->family == F_ECDH)
    {
      /* The reference multiplies our public point by the peer's
         secret: the x coordinate must be ours. */
      struct ecc_point back, ours;
      struct ecc_scalar k;
      mpz_t lz, rz;
      if (!L->ecc_scalar_get)
        {
          R->ecc_point_clear (&pub);
          return;
        }
      L->z_init (lz), R->z_init (rz);
      L->ecc_scalar_get (&c->peer_key, lz);
      z_copy (R, rz, L, lz);
      R->ecc_scalar_init (&k, ecc);
      R->ecc_scalar_set (&k, rz);
      R->ecc_point_init (&back, ecc);
      R->ecc_point_mul (&back, &k, &pub);
      ecc_point_across (R, &ours, ecc, L, &c->point);
      if (!ecc_same_x (R, &back, &ours))
        cell_fail (c, "its shared secret differs from %s's", R->label);
      R->ecc_point_clear (&back), R->ecc_point_clear (&ours);
      R->ecc_scalar_clear (&k);
      L->z_clear (lz), R->z_clear (rz);
    }
  else
    {
      struct dsa_signature rs;
      int ok;
      R->z_init (rs.r), R->z_init (rs.s);
      z_copy (R, rs.r, L, c->rs.r);
      z_copy (R, rs.s, L, c->rs.s);
      ok = (c->row->family == F_ECDSA ? R->ecdsa_verify : R->gostdsa_verify)
        (&pub, c->digest_size, c->digest, &rs);
      if (ok != 1)
        cell_fail (c, "its signature does not verify with %s", R->label);
      R->z_clear (rs.r), R->z_clear (rs.s);
    }
  R->ecc_point_clear (&pub);
}

/* Cells. */


static const char *
cell_setup (struct cell *c)
{
  const char *missing;
  switch (c->row->family)
    {
    case F_RSA:
      if (!c->lib)
        return openssl_rsa_setup (c);
      missing = nettle_rsa_setup (c);
      if (!missing && c->row->op != OP_KEYGEN)
        cross_rsa (c);
      return missing;
    case F_DSA:
      if (!c->lib)
        return openssl_dsa_setup (c);
      missing = nettle_dsa_setup (c);
      if (!missing)
        cross_dsa (c);
      return missing;
    case F_ECDSA:
    case F_ECDH:
    case F_GOST:
      if (!c->lib)
        return openssl_ecc_setup (c);
      missing = nettle_ecc_setup (c);
      if (!missing)
        cross_ecc (c);
      return missing;
    case F_X25519:
      return c->lib ? nettle_x25519_setup (c) : openssl_x_setup (c);
    case F_X448:
      return c->lib ? nettle_x448_setup (c) : openssl_x_setup (c);
    case F_ED25519:
    case F_ED448:
      return c->lib ? nettle_eddsa_setup (c) : openssl_eddsa_setup (c);
    }
  return "no such row";
}

/* After the timing, for the rows that cannot check first: the last
   key made must work (RSA: sign and verify). */
static void
cell_check (struct cell *c)
{
  struct lib *L = c->lib;
  if (c->row->op != OP_KEYGEN || !L)
    return;
  if (!L->rsa_sha256_sign_digest_tr || !L->rsa_sha256_verify_digest)
    return;
  L->z_init (c->z);
  c->z_ready = 1;
  c->rsa = &c->own;
  rng_random (&c->rng, 32, c->digest);
  run_rsa_sign (c);
  run_rsa_verify (c);
  if (c->result != 1)
    cell_fail (c, "a key made does not sign");
}

static void
cell_free (struct cell *c)
{
  if (c->lib)
    {
      struct lib *L = c->lib;
      if (c->z_ready)
        L->z_clear (c->z);
      if (c->rs_ready)
        L->z_clear (c->rs.r), L->z_clear (c->rs.s);
      if (c->ecc_ready)
        {
          L->ecc_scalar_clear (&c->key), L->ecc_scalar_clear (&c->peer_key);
          L->ecc_point_clear (&c->pub), L->ecc_point_clear (&c->peer);
          L->ecc_point_clear (&c->point);
        }
      if (c->own.ready)
        {
          c->lib->z_clear (c->own.pub.n), c->lib->z_clear (c->own.pub.e);
          c->lib->z_clear (c->own.key.d), c->lib->z_clear (c->own.key.p);
          c->lib->z_clear (c->own.key.q), c->lib->z_clear (c->own.key.a);
          c->lib->z_clear (c->own.key.b), c->lib->z_clear (c->own.key.c);
        }
    }
  if (c->ossl)
    {
      if (c->pctx)
        c->ossl->EVP_PKEY_CTX_free (c->pctx);
      if (c->md_ctx)
        c->ossl->EVP_MD_CTX_free (c->md_ctx);
      if (c->pkey && c->row->family != F_RSA && c->row->family != F_DSA)
        c->ossl->EVP_PKEY_free (c->pkey);
      if (c->peer_pkey)
        c->ossl->EVP_PKEY_free (c->peer_pkey);
    }
}

/* Options. */

struct options
{
  double budget;          /* seconds per cell */
  unsigned repeats;
  int quick;
  const char *reference;  /* NULL: the default; "none" */
  int openssl;
  unsigned keygen;        /* key generations per key generation row; 0: no such rows */
  char **filters;
  int n_filters;
};

/* Does ARG select the row: its name, a prefix of it or one of its
   dash-separated words? */
static int
filter_matches (const char *arg, const char *name)
{
  size_t n = strlen (arg);
  const char *p;
  if (strncmp (name, arg, n) == 0)
    return 1;
  for (p = strchr (name, '-'); p; p = strchr (p + 1, '-'))
    if (strncmp (p + 1, arg, n) == 0 && (p[1 + n] == '\0' || p[1 + n] == '-'))
      return 1;
  return 0;
}

static void
usage (FILE *f)
{
  unsigned i;
  fprintf (f,
           "Usage: %s [OPTION]... [OPERATION]...\n"
           "Microseconds per public-key operation: fastnettle's libhogweed, another\n"
           "libhogweed (Debian's Nettle by default) and OpenSSL, one row per operation.\n"
           "An argument selects the rows it names, starts or is a dash-separated word\n"
           "of (x25519, rsa2048, p256, sign, ...); without arguments every row runs.\n\n"
           "  -t MS             time per cell (default 200: three runs of a third each)\n"
           "  --quick           one short run per cell (about 10 ms): every row runs and\n"
           "                    is checked; prints an \"  ok: \" line per checked cell\n"
           "  --reference PATH  another libhogweed.so.6 (its libnettle.so.8 from the same\n"
           "                    directory); none for no such column\n"
           "  --no-openssl      no OpenSSL column\n"
           "  --keygen[=N]      the RSA key generation rows too: the median of N (default\n"
           "                    5, 1 with --quick) generations, each seconds at 4096 bits\n"
           "  --list            the operations, one a line\n"
           "  -h, --help\n\n"
           "Operations:", bench_program);
  for (i = 0; i < N_ROWS; i++)
    fprintf (f, "%s%s", i % 4 ? " " : "\n  ", rows[i].name);
  fprintf (f, "\n");
}

enum { OPT_QUICK = 256, OPT_REFERENCE, OPT_NO_OPENSSL, OPT_LIST, OPT_KEYGEN };

static void
parse_options (struct options *o, int argc, char **argv)
{
  static const struct option longopts[] = {
    { "time", required_argument, NULL, 't' },
    { "quick", no_argument, NULL, OPT_QUICK },
    { "reference", required_argument, NULL, OPT_REFERENCE },
    { "no-openssl", no_argument, NULL, OPT_NO_OPENSSL },
    { "list", no_argument, NULL, OPT_LIST },
    { "keygen", optional_argument, NULL, OPT_KEYGEN },
    { "help", no_argument, NULL, 'h' },
    { NULL, 0, NULL, 0 }
  };
  int c;
  unsigned i;
  memset (o, 0, sizeof (*o));
  o->budget = 0.2;
  o->repeats = 3;
  o->openssl = 1;
  while ((c = getopt_long (argc, argv, "t:h", longopts, NULL)) != -1)
    switch (c)
      {
      case 't':
        {
          char *end;
          double ms = strtod (optarg, &end);
          if (*end || !(ms > 0))
            bench_die ("bad time '%s' (milliseconds)", optarg);
          o->budget = ms * 1e-3;
          break;
        }
      case OPT_QUICK: o->quick = 1; break;
      case OPT_REFERENCE: o->reference = optarg; break;
      case OPT_NO_OPENSSL: o->openssl = 0; break;
      case OPT_KEYGEN:
        {
          char *end = NULL;
          long n = optarg ? strtol (optarg, &end, 10) : 0;
          if (optarg && (*end || n < 1 || n > 1000))
            bench_die ("bad --keygen count '%s'", optarg);
          o->keygen = optarg ? (unsigned) n : 5;
          break;
        }
      case OPT_LIST:
        for (i = 0; i < N_ROWS; i++)
          printf ("%s\n", rows[i].name);
        exit (0);
      case 'h': usage (stdout); exit (0);
      default: usage (stderr); exit (2);
      }
  if (o->quick)
    {
      o->budget = 0.01;
      o->repeats = 1;
      if (o->keygen)
        o->keygen = 1;
    }
  o->filters = argv + optind;
  o->n_filters = argc - optind;
  /* A word that selects nothing is a typo, not an empty table. */
  for (c = 0; c < o->n_filters; c++)
    {
      for (i = 0; i < N_ROWS && !filter_matches (o->filters[c], rows[i].name); i++)
        ;
      if (i == N_ROWS)
        {
          fprintf (stderr, "%s: no operation '%s' (--list names them)\n",
                   bench_program, o->filters[c]);
          exit (2);
        }
    }
}

static int
row_selected (const struct options *o, const struct row *r)
{
  int i;
  if (r->op == OP_KEYGEN && !o->keygen)
    return 0;
  if (o->n_filters == 0)
    return 1;
  for (i = 0; i < o->n_filters; i++)
    if (filter_matches (o->filters[i], r->name))
      return 1;
  return 0;
}

/* Timing. */

static double
time_ops (struct cell *c, unsigned n)
{
  double t0 = bench_seconds ();
  unsigned i;
  for (i = 0; i < n; i++)
    c->run (c);
  return (bench_seconds () - t0) / n;
}

/* Seconds per operation: the best of o->repeats runs, each of about
   budget / repeats. */
static double
measure (struct cell *c, const struct options *o)
{
  double once = time_ops (c, 1), best = 0, per_run = o->budget / o->repeats;
  unsigned n = once > 0 ? (unsigned) (per_run / once) : 1000, r;
  if (n < 1)
    n = 1;
  for (r = 0; r < o->repeats; r++)
    {
      double t = time_ops (c, n);
      if (r == 0 || t < best)
        best = t;
    }
  return best;
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* Key generation: the median of n single generations (each takes
   its own, continuing, random stream). */
static double
measure_median (struct cell *c, unsigned n)
{
  double t[1000], m;
  unsigned i;
  for (i = 0; i < n; i++)
    t[i] = time_ops (c, 1);
  qsort (t, n, sizeof (t[0]), compare_double);
  m = n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
  return m;
}

/* Results: microseconds per operation, or one of these. */
#define R_LACKS (-1.0)
#define R_FAILED (-2.0)
#define R_NONE (-3.0)   /* no such library */

enum { MAX_IMPLS = 3 };

struct columns
{
  int name_width;  /* the longest operation name */
  unsigned n;
  const char *label[MAX_IMPLS];
  struct lib *lib[MAX_IMPLS];   /* NULL: OpenSSL */
  int width[MAX_IMPLS];
  char lacks[MAX_IMPLS][1024];  /* what "-" stands for, for the note */
};

/* Add NAME to the column's list of what it lacks, once. */
static void
note_lack (char *list, size_t size, const char *name)
{
  size_t n = strlen (list), k = strlen (name);
  const char *p;
  for (p = strstr (list, name); p; p = strstr (p + 1, name))
    if ((p == list || p[-1] == ' ') && (p[k] == ',' || p[k] == '\0'))
      return;
  if (n + k + 3 < size)
    snprintf (list + n, size - n, "%s%s", n ? ", " : "", name);
}

static void
format_us (char *buf, size_t size, double us)
{
  if (us == R_FAILED)
    snprintf (buf, size, "FAIL");
  else if (us < 0)
    snprintf (buf, size, "-");
  else if (us < 10)
    snprintf (buf, size, "%.2f", us);
  else if (us < 10000)
    snprintf (buf, size, "%.1f", us);
  else
    snprintf (buf, size, "%.0f", us);
}

#define OPS_WIDTH 9
#define RATIO_WIDTH 7

static void
print_header (const struct columns *col)
{
  unsigned i;
  /* Line 1: the libraries over their columns; line 2: the units
     ("µs" is three bytes, two columns). */
  printf ("%-*s", col->name_width, "");
  for (i = 0; i < col->n; i++)
    printf (" %*s%*s", col->width[i], col->label[i],
            i + 1 == col->n ? 0 : i == 0 ? OPS_WIDTH + 1 : RATIO_WIDTH + 1, "");
  printf ("\n%-*s", col->name_width, "operation");
  for (i = 0; i < col->n; i++)
    {
      printf (" %*s", col->width[i] + 1, "µs/op");
      if (i == 0)
        printf (" %*s", OPS_WIDTH, "ops/s");
      else
        printf (" %*s", RATIO_WIDTH, "ratio");
    }
  printf ("\n");
}

static void
print_row (const struct columns *col, const char *name, const double *us)
{
  unsigned i;
  char buf[32];
  printf ("%-*s", col->name_width, name);
  for (i = 0; i < col->n; i++)
    {
      format_us (buf, sizeof (buf), us[i]);
      printf (" %*s", col->width[i], buf);
      if (i == 0)
        {
          if (us[0] > 0)
            snprintf (buf, sizeof (buf), "%.0f", 1e6 / us[0]);
          else
            snprintf (buf, sizeof (buf), "-");
          printf (" %*s", OPS_WIDTH, buf);
        }
      else
        {
          if (us[0] > 0 && us[i] > 0)
            snprintf (buf, sizeof (buf), "%.2fx", us[i] / us[0]);
          else
            snprintf (buf, sizeof (buf), "-");
          printf (" %*s", RATIO_WIDTH, buf);
        }
    }
  printf ("\n");
}

/* The system's libhogweed, unless it is the one we run against. */
static const char *
default_reference (const char *self_path)
{
  static const char *const candidates[] = {
#if defined(__x86_64__)
    "/usr/lib/x86_64-linux-gnu/libhogweed.so.6",
    "/usr/lib64/libhogweed.so.6",
#elif defined(__i386__)
    "/usr/lib/i386-linux-gnu/libhogweed.so.6",
#endif
    "/usr/lib/libhogweed.so.6",
  };
  return bench_first_other_file (candidates,
                                 sizeof (candidates) / sizeof (candidates[0]),
                                 self_path);
}

int
main (int argc, char **argv)
{
  static struct lib self, reference;
  static struct openssl ossl;
  int have_reference = 0;
  struct options o;
  struct columns col;
  unsigned i, j, n_ok = 0;
  char what[128];

  bench_program = "hogweed-benchmark";
  parse_options (&o, argc, argv);
  setvbuf (stdout, NULL, _IOLBF, 0);

  lib_self (&self);
  if (o.reference && strcmp (o.reference, "none") == 0)
    o.reference = NULL;
  else if (!o.reference)
    o.reference = default_reference (self.path);
  else if (access (o.reference, R_OK) != 0)
    bench_die ("cannot read reference %s", o.reference);
  if (o.reference)
    have_reference = lib_load (&reference, o.reference);
  nettles[0] = &self;
  nettles[1] = have_reference ? &reference : NULL;
  if (o.openssl && !openssl_load (&ossl))
    o.openssl = 0;

  memset (&col, 0, sizeof (col));
  col.lib[col.n] = &self;
  col.label[col.n++] = self.label;
  if (have_reference)
    {
      col.lib[col.n] = &reference;
      col.label[col.n++] = reference.label;
    }
  if (o.openssl)
    col.label[col.n++] = ossl.label;
  col.name_width = (int) strlen ("operation");
  for (i = 0; i < N_ROWS; i++)
    if (row_selected (&o, &rows[i]) && (int) strlen (rows[i].name) > col.name_width)
      col.name_width = (int) strlen (rows[i].name);
  for (i = 0; i < col.n; i++)
    {
      col.width[i] = (int) strlen (col.label[i]);
      if (col.width[i] < 9)
        col.width[i] = 9;
    }

  printf ("CPU: %s\n", bench_cpu_name ());
  printf ("fastnettle: %s\n", self.path);
  if (have_reference)
    printf ("%s: %s\n", reference.label, reference.path);
  else
    printf ("reference: none\n");
  if (o.openssl)
    printf ("%s: %s\n", ossl.label, ossl.path);
  if (o.repeats == 1)
    snprintf (what, sizeof (what), "one run of %.0f ms", o.budget * 1e3);
  else
    snprintf (what, sizeof (what), "best of %u runs of %.0f ms", o.repeats,
              o.budget / o.repeats * 1e3);
  printf ("µs per operation (wall clock, %s", what);
  if (o.keygen)
    printf ("; key generation: median of %u", o.keygen);
  printf ("); ratio: its time / fastnettle's (above 1.00x fastnettle is "
          "faster); -: the library lacks it\n\n");
  print_header (&col);

  for (i = 0; i < N_ROWS; i++)
    {
      double us[MAX_IMPLS];
      if (!row_selected (&o, &rows[i]))
        continue;
      for (j = 0; j < col.n; j++)
        {
          struct cell c;
          const char *missing;
          int before = failures;
          memset (&c, 0, sizeof (c));
          c.row = &rows[i];
          c.lib = col.lib[j];
          c.ossl = c.lib ? NULL : &ossl;
          rng_seed (&c.rng, i + 1);
          missing = cell_setup (&c);
          if (missing)
            {
              us[j] = R_LACKS;
              note_lack (col.lacks[j], sizeof (col.lacks[j]), missing);
            }
          else if (failures > before)
            us[j] = R_FAILED;
          else
            {
              us[j] = 1e6 * (rows[i].op == OP_KEYGEN ? measure_median (&c, o.keygen)
                             : measure (&c, &o));
              cell_check (&c);
              if (failures > before)
                us[j] = R_FAILED;
              else
                n_ok++;
              if (o.quick)
                fprintf (stderr, "  ok: %s %s\n", rows[i].name, col.label[j]);
            }
          cell_free (&c);
        }
      print_row (&col, rows[i].name, us);
    }
  /* What each "-" stands for: the first function each row missed. */
  for (j = 0, i = 0; j < col.n; j++)
    if (col.lacks[j][0])
      printf ("%s%s lacks: %s\n", i++ ? "" : "\n", col.label[j], col.lacks[j]);
  if (o.quick)
    fprintf (stderr, "%s: %u cells ran and checked%s\n", bench_program, n_ok,
             failures ? "; FAILURES above" : "");
  return failures ? 1 : 0;
}
