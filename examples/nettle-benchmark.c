/* nettle-benchmark.c

   Cycles/byte and MB/s of every AES mode, of the hashes and MACs, and
   (through Nettle's descriptors) of the other block ciphers, stream
   ciphers and AEADs, at a range of message sizes, for each dispatch backend of the
   library, side by side with another Nettle (loaded with dlmopen) and
   with OpenSSL's EVP interface.  Every cell is checked against an
   independent computation before it is timed; the results can be
   printed as a table, as CSV, or plotted.

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

   The parent process parses the options, calibrates the TSC and then
   runs one child per implementation: itself again (/proc/self/exe) with
   "--child ROLE".  Roles are "fastnettle:BACKEND" (the library we are
   linked against, with NETTLE_FAT_OVERRIDE selecting the backend),
   "reference" (another Nettle loaded into a fresh link-map namespace
   with dlmopen) and "openssl".  A backend can only be chosen when the
   library initialises, hence one process per backend.  Each child
   writes one tab-separated record per measured cell on stdout; the
   parent collects them and prints the table, the CSV or the plot.

   Both Nettle flavours are called through the same struct of function
   pointers, filled with dlsym from the library's handle, so a function
   the library lacks only skips the rows that need it.  */

#if HAVE_CONFIG_H
# include "config.h"
#endif

#ifndef _GNU_SOURCE
# define _GNU_SOURCE 1  /* dlmopen, dlinfo, RTLD_NOLOAD */
#endif

#include <ctype.h>
#include <dlfcn.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <link.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#if defined(__x86_64__) || defined(__i386__)
# include <cpuid.h>
# include <x86intrin.h>
# define HAVE_TSC 1
#else
# define HAVE_TSC 0
#endif

#ifndef HAVE_OPENSSL
# define HAVE_OPENSSL 0
#endif
#if HAVE_OPENSSL
# include <openssl/crypto.h>
# include <openssl/evp.h>
# include <openssl/opensslv.h>
# if OPENSSL_VERSION_NUMBER >= 0x30000000L
#  include <openssl/core_names.h>
#  include <openssl/params.h>
#  define HAVE_EVP_MAC 1  /* EVP_MD_fetch and EVP_MAC: OpenSSL 3 */
# endif
#endif
#ifndef HAVE_EVP_MAC
# define HAVE_EVP_MAC 0
#endif
#ifndef HAVE_GCRYPT
# define HAVE_GCRYPT 0
#endif
#if HAVE_GCRYPT
# include <gcrypt.h>
# define GC(x) (x)
#else
# define GC(x) 0
#endif

#include "bench-util.h"
#include "aes-mode-models.h"  /* testsuite/: the models the tests use too */

#include "aes.h"
#include "cbc.h"
#include "cfb.h"
#include "ctr.h"
#include "xts.h"
#include "hmac.h"  /* and, through it, md5.h sha1.h sha2.h ripemd160.h sm3.h streebog.h */
#include "sha3.h"
#include "nettle-meta.h"

/* Declared here rather than through version.h, which a build tree
   generates; the call in main also makes sure we link the library. */
int nettle_version_major (void);
int nettle_version_minor (void);

#ifndef NETTLE_SONAME
# define NETTLE_SONAME "libnettle.so.8"
#endif

#define BLOCK 16
#define MAX_KEY 64  /* XTS-AES-256: two 32-byte keys */
#define MAX_REPEATS 1000

static const char *program = "nettle-benchmark";

#define die bench_die  /* bench-util.c, "nettle-benchmark: " (main sets it) */

static void *
xalloc (size_t size)
{
  void *p = calloc (1, size ? size : 1);
  if (!p)
    die ("out of memory");
  return p;
}

static char *
xstrdup (const char *s)
{
  char *p = strdup (s);
  if (!p)
    die ("out of memory");
  return p;
}

/* The Nettle functions used, as one struct of function pointers.  The
   header macros turn each name into its nettle_ symbol, so the member
   names and the dlsym strings are the exported names.  */

#define NETTLE_FUNCTIONS(X)                                             \
  X (aes128_set_encrypt_key) X (aes128_set_decrypt_key)                 \
  X (aes128_encrypt) X (aes128_decrypt)                                 \
  X (aes192_set_encrypt_key) X (aes192_set_decrypt_key)                 \
  X (aes192_encrypt) X (aes192_decrypt)                                 \
  X (aes256_set_encrypt_key) X (aes256_set_decrypt_key)                 \
  X (aes256_encrypt) X (aes256_decrypt)                                 \
  X (cbc_encrypt) X (cbc_decrypt)                                       \
  X (cbc_aes128_encrypt) X (cbc_aes192_encrypt) X (cbc_aes256_encrypt)  \
  X (ctr_crypt)                                                         \
  X (cfb_encrypt) X (cfb_decrypt) X (cfb8_encrypt) X (cfb8_decrypt)     \
  X (xts_aes128_set_encrypt_key) X (xts_aes128_set_decrypt_key)         \
  X (xts_aes128_encrypt_message) X (xts_aes128_decrypt_message)         \
  X (xts_aes256_set_encrypt_key) X (xts_aes256_set_decrypt_key)         \
  X (xts_aes256_encrypt_message) X (xts_aes256_decrypt_message)         \
  X (md5_init) X (md5_update) X (md5_digest)                            \
  X (sha1_init) X (sha1_update) X (sha1_digest)                         \
  X (sha224_init) X (sha224_digest)  /* update: sha256_update */        \
  X (sha256_init) X (sha256_update) X (sha256_digest)                   \
  X (sha384_init) X (sha384_digest)  /* update: sha512_update */        \
  X (sha512_init) X (sha512_update) X (sha512_digest)                   \
  X (sha512_256_init) X (sha512_256_digest)                             \
  X (sha3_256_init) X (sha3_256_update) X (sha3_256_digest)             \
  X (sha3_512_init) X (sha3_512_update) X (sha3_512_digest)             \
  X (ripemd160_init) X (ripemd160_update) X (ripemd160_digest)          \
  X (sm3_init) X (sm3_update) X (sm3_digest)                            \
  X (streebog512_init) X (streebog512_update) X (streebog512_digest)    \
  X (hmac_sha256_set_key) X (hmac_sha256_update) X (hmac_sha256_digest) \
  X (hmac_sha512_set_key) X (hmac_sha512_update) X (hmac_sha512_digest) \
  X (nettle_version_major) X (nettle_version_minor)

#define STR_(x) #x
#define STR(x) STR_ (x)

struct nettle_api
{
  void *handle;         /* from dlopen or dlmopen; first, see api_member */
#define MEMBER(f) __typeof__ (f) *f;
  NETTLE_FUNCTIONS (MEMBER)
#undef MEMBER
  char path[PATH_MAX];  /* the library file */
  char label[32];       /* "nettle-3.8" */
};

static void
api_fill (struct nettle_api *api, void *handle)
{
  struct link_map *map = NULL;
#define LOOKUP(f) api->f = (__typeof__ (api->f)) dlsym (handle, STR (f));
  NETTLE_FUNCTIONS (LOOKUP)
#undef LOOKUP
  api->handle = handle;
  if (dlinfo (handle, RTLD_DI_LINKMAP, &map) == 0 && map && map->l_name)
    {
      if (!realpath (map->l_name, api->path))
        snprintf (api->path, sizeof (api->path), "%s", map->l_name);
    }
  if (api->nettle_version_major && api->nettle_version_minor)
    snprintf (api->label, sizeof (api->label), "nettle-%d.%d",
              api->nettle_version_major (), api->nettle_version_minor ());
  else
    snprintf (api->label, sizeof (api->label), "nettle");
}

/* The library this program is linked against. */
static const struct nettle_api *
api_self (void)
{
  static struct nettle_api api;
  static int done;
  if (!done)
    {
      void *h = dlopen (NETTLE_SONAME, RTLD_NOW | RTLD_NOLOAD);
      if (!h)
        die ("cannot find the linked %s: %s", NETTLE_SONAME, dlerror ());
      /* When the in-tree library is missing, the loader quietly takes
         the system's Nettle instead; its figures must never be shown
         as fastnettle's. */
      if (!dlsym (h, "_nettle_fat_backends"))
        die ("the linked %s is not fastnettle (no _nettle_fat_backends); "
             "build the library first", NETTLE_SONAME);
      api_fill (&api, h);
      done = 1;
    }
  return &api;
}

/* Another Nettle, in its own namespace so its symbols cannot be
   confused with ours. */
static const struct nettle_api *
api_load (const char *path)
{
  /* One reference library per process: a static struct, so nothing is
     left for a leak checker to report at exit. */
  static struct nettle_api reference;
  struct nettle_api *api = &reference;
  void *h = dlmopen (LM_ID_NEWLM, path, RTLD_NOW | RTLD_LOCAL);
  if (!h)
    die ("cannot load reference %s: %s", path, dlerror ());
  api_fill (api, h);
  return api;
}

/* A table entry names a function of struct nettle_api by its offset
   (API (sha256_init)); 0, the offset of the handle, means none. */
#define API(f) offsetof (struct nettle_api, f)

typedef void any_func (void);

static any_func *
api_member (const struct nettle_api *api, size_t offset)
{
  any_func *f;
  if (offset == 0)
    return NULL;
  memcpy (&f, (const char *) api + offset, sizeof (f));
  return f;
}

/* Its exported name, for "the library lacks ..." */
static const char *
api_member_name (size_t offset)
{
#define NAME_CASE(f) if (offset == API (f)) return STR (f);
  NETTLE_FUNCTIONS (NAME_CASE)
#undef NAME_CASE
  return "?";
}

/* The key-size dependent functions of one implementation, with the
   context pointer made generic.  */
typedef void set_key_func (void *ctx, const uint8_t *key);
typedef void cbc_aes_func (const void *ctx, uint8_t *iv, size_t length,
                           uint8_t *dst, const uint8_t *src);
typedef void xts_func (void *key, const uint8_t *tweak, size_t length,
                       uint8_t *dst, const uint8_t *src);

/* The internal AES core of fastnettle (aes-internal.h). */
typedef void aes_core_func (unsigned rounds, const uint32_t *keys,
                            const void *table, size_t length,
                            uint8_t *dst, const uint8_t *src);

struct aes_functions
{
  set_key_func *set_encrypt_key, *set_decrypt_key;
  nettle_cipher_func *encrypt, *decrypt;
  cbc_aes_func *cbc_encrypt;
  set_key_func *xts_set_encrypt_key, *xts_set_decrypt_key;
  xts_func *xts_encrypt, *xts_decrypt;
};

static void
aes_functions_get (struct aes_functions *f, const struct nettle_api *api,
                   unsigned bits)
{
  memset (f, 0, sizeof (*f));
#define SIZE_CASE(n)                                                    \
  case n:                                                               \
    f->set_encrypt_key = (set_key_func *) api->aes##n##_set_encrypt_key; \
    f->set_decrypt_key = (set_key_func *) api->aes##n##_set_decrypt_key; \
    f->encrypt = (nettle_cipher_func *) api->aes##n##_encrypt;          \
    f->decrypt = (nettle_cipher_func *) api->aes##n##_decrypt;          \
    f->cbc_encrypt = (cbc_aes_func *) api->cbc_aes##n##_encrypt;        \
    break;
  switch (bits)
    {
      SIZE_CASE (128)
      SIZE_CASE (192)
      SIZE_CASE (256)
    }
#undef SIZE_CASE
#define XTS_CASE(n)                                                     \
  if (bits == n)                                                        \
    {                                                                   \
      f->xts_set_encrypt_key = (set_key_func *) api->xts_aes##n##_set_encrypt_key; \
      f->xts_set_decrypt_key = (set_key_func *) api->xts_aes##n##_set_decrypt_key; \
      f->xts_encrypt = (xts_func *) api->xts_aes##n##_encrypt_message;  \
      f->xts_decrypt = (xts_func *) api->xts_aes##n##_decrypt_message;  \
    }
  XTS_CASE (128)
  XTS_CASE (256)
#undef XTS_CASE
}

/* Known answers from FIPS 197, Appendix C (C.1, C.2, C.3): plaintext
   00112233...eeff under the keys 000102...  */
static void
check_known_answers (const struct nettle_api *api)
{
  static const struct { unsigned bits; const char *ct; } kat[] = {
    { 128, "\x69\xc4\xe0\xd8\x6a\x7b\x04\x30\xd8\xcd\xb7\x80\x70\xb4\xc5\x5a" },
    { 192, "\xdd\xa9\x7c\xa4\x86\x4c\xdf\xe0\x6e\xaf\x70\xa0\xec\x0d\x71\x91" },
    { 256, "\x8e\xa2\xb7\xca\x51\x67\x45\xbf\xea\xfc\x49\x90\x4b\x49\x60\x89" },
  };
  uint8_t key[32], pt[BLOCK], buf[BLOCK];
  unsigned i, k;
  for (i = 0; i < 32; i++)
    key[i] = i;
  for (i = 0; i < BLOCK; i++)
    pt[i] = 0x11 * i;
  for (k = 0; k < 3; k++)
    {
      struct aes_functions f;
      struct aes256_ctx ctx;  /* the largest of the three */
      aes_functions_get (&f, api, kat[k].bits);
      if (!f.set_encrypt_key || !f.encrypt
          || !f.set_decrypt_key || !f.decrypt)
        die ("%s lacks the AES-%u block functions", api->path, kat[k].bits);
      f.set_encrypt_key (&ctx, key);
      f.encrypt (&ctx, BLOCK, buf, pt);
      if (memcmp (buf, kat[k].ct, BLOCK))
        die ("%s: AES-%u encryption fails the FIPS 197 known answer",
             api->path, kat[k].bits);
      f.set_decrypt_key (&ctx, key);
      f.decrypt (&ctx, BLOCK, buf, buf);
      if (memcmp (buf, pt, BLOCK))
        die ("%s: AES-%u decryption fails the FIPS 197 known answer",
             api->path, kat[k].bits);
      /* The portable C core the models use, when the library has one. */
      {
        aes_core_func *ce = (aes_core_func *) dlsym (api->handle, "_nettle_aes_encrypt_c");
        aes_core_func *cd = (aes_core_func *) dlsym (api->handle, "_nettle_aes_decrypt_c");
        const void *te = dlsym (api->handle, "_nettle_aes_encrypt_table");
        const void *td = dlsym (api->handle, "_nettle_aes_decrypt_table");
        unsigned rounds = kat[k].bits / 32 + 6;
        if (ce && cd && te && td)
          {
            f.set_encrypt_key (&ctx, key);
            ce (rounds, (const uint32_t *) &ctx, te, BLOCK, buf, pt);
            if (memcmp (buf, kat[k].ct, BLOCK))
              die ("%s: the C core fails the FIPS 197 AES-%u known answer",
                   api->path, kat[k].bits);
            f.set_decrypt_key (&ctx, key);
            cd (rounds, (const uint32_t *) &ctx, td, BLOCK, buf, buf);
            if (memcmp (buf, pt, BLOCK))
              die ("%s: the C core fails the FIPS 197 AES-%u decryption",
                   api->path, kat[k].bits);
          }
      }
    }
}

/* Hashes: where a hash's functions are in struct nettle_api, its
   OpenSSL digest and a known answer.  A hash is measured as a user
   hashes one message (init, update, digest); its HMAC, when the table
   gives one, with the key set once and update plus digest per message
   (Nettle's digest leaves the context keyed for the next one). */
struct hash_info
{
  unsigned digest_size, block_size;
  size_t init, update, digest;                   /* API (...) offsets */
  size_t hmac_set_key, hmac_update, hmac_digest; /* 0: no hmac row */
  const char *evp_name;    /* OpenSSL digest; NULL: no OpenSSL row */
  int gcry_md;             /* libgcrypt digest (GCRY_MD_*); 0: no row */
  const char *kat_message; /* known answer: this message... */
  const char *kat_digest;  /* ...has this digest (hex) */
  const char *kat_hmac;    /* RFC 4231 test case 2 (hex), for the HMAC */
};

#define MAX_DIGEST 64
#define MAX_HASH_BLOCK 200  /* the Keccak state; every block is smaller */

typedef void hmac_set_key_func (void *ctx, size_t key_length, const uint8_t *key);

struct hash_functions
{
  nettle_hash_init_func *init;
  nettle_hash_update_func *update;
  nettle_hash_digest_func *digest;
  hmac_set_key_func *hmac_set_key;
  nettle_hash_update_func *hmac_update;
  nettle_hash_digest_func *hmac_digest;
};

/* Large enough for every context of the table. */
union hash_any
{
  struct md5_ctx md5;
  struct sha1_ctx sha1;
  struct sha256_ctx sha256;
  struct sha512_ctx sha512;
  struct sha3_256_ctx sha3_256;
  struct sha3_512_ctx sha3_512;
  struct ripemd160_ctx ripemd160;
  struct sm3_ctx sm3;
  struct streebog512_ctx streebog512;
  struct hmac_sha256_ctx hmac_sha256;
  struct hmac_sha512_ctx hmac_sha512;
  struct sha3_224_ctx sha3_224;
  uint64_t any[160];  /* a descriptor hash's context_size is checked */
};

/* Algorithms and modes.  A row is an algorithm and a mode: AES with
   the cipher modes, a hash with "hash" and (sha256, sha512) "hmac". */

/* Kinds of rows.  K_TABLE rows are AES (bits > 0) or a hash of the
   table (bits 0), measured through named functions and checked against
   a model built from known-answer-checked pieces.  The other kinds are
   driven by a Nettle descriptor (struct nettle_cipher, nettle_aead,
   nettle_mac, nettle_hash) or, where Nettle has none, by named
   functions; their model is the same library's functions called block
   by block or in pieces, plus a round trip, and an external library
   (OpenSSL, libgcrypt) must agree with fastnettle byte for byte. */
enum { K_TABLE, K_DHASH, K_CIPHER, K_AEAD, K_STREAM, K_MAC, K_AEADM };

static const struct algorithm
{
  const char *name;
  unsigned bits;           /* AES key size; 0 for a hash */
  struct hash_info hash;
  unsigned kind;
  const char *desc;        /* descriptor symbol; NULL: fns */
  /* Without a descriptor: set_key, then (K_CIPHER) encrypt, decrypt,
     (K_STREAM) set_nonce (NULL: the key is set per message), crypt, or
     (K_MAC) set_nonce (with a length argument: UMAC), update, digest;
     the nonce is set per message; (K_AEADM, an AEAD with no descriptor)
     set_key, encrypt_message, decrypt_message. */
  const char *fns[4];
  unsigned key_size, nonce_size, block_size;  /* for fns rows; a MAC's */
  unsigned digest_size;                       /* block_size is 0; a cipher's */
                                              /* block_size always */
  /* OpenSSL cipher or AEAD; "HMAC:digest", "CMAC:cipher".  A block
     cipher's is its ECB name: its CBC and CTR names replace the last
     part (evp_gen_name). */
  const char *evp;
  int gcry_algo;           /* GCRY_CIPHER_* or (K_MAC) GCRY_MAC_* */
  int gcry_mode;           /* K_AEAD: GCRY_CIPHER_MODE_* */
  const char *stem;        /* its main dispatched function (the via column) */
} algorithms[] = {
#define HASH(name, NAME, evp, gc, message, digest)                      \
  { #name, 0, { NAME##_DIGEST_SIZE, NAME##_BLOCK_SIZE, API (name##_init), \
                API (name##_update), API (name##_digest), 0, 0, 0,      \
                evp, GC (gc), message, digest, NULL }, .kind = K_TABLE }
#define HASH_HMAC(name, NAME, evp, gc, message, digest, hmac)           \
  { #name, 0, { NAME##_DIGEST_SIZE, NAME##_BLOCK_SIZE, API (name##_init), \
                API (name##_update), API (name##_digest),               \
                API (hmac_##name##_set_key), API (hmac_##name##_update), \
                API (hmac_##name##_digest), evp, GC (gc), message, digest, hmac }, \
    .kind = K_TABLE }
  { "aes128", 128, { 0 }, .kind = K_TABLE },
  { "aes192", 192, { 0 }, .kind = K_TABLE },
  { "aes256", 256, { 0 }, .kind = K_TABLE },
  /* RFC 1321, A.5 */
  HASH (md5, MD5, "MD5", GCRY_MD_MD5, "abc", "900150983cd24fb0d6963f7d28e17f72"),
  /* The FIPS 180-4 examples (NIST CSRC, "Examples with intermediate
     values"), one-block message "abc" */
  HASH (sha1, SHA1, "SHA1", GCRY_MD_SHA1, "abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
  HASH (sha224, SHA224, "SHA224", GCRY_MD_SHA224, "abc",
        "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7"),
  HASH_HMAC (sha256, SHA256, "SHA256", GCRY_MD_SHA256, "abc",
             "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
             "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
  HASH (sha384, SHA384, "SHA384", GCRY_MD_SHA384, "abc",
        "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed"
        "8086072ba1e7cc2358baeca134c825a7"),
  HASH_HMAC (sha512, SHA512, "SHA512", GCRY_MD_SHA512, "abc",
             "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
             "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
             "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554"
             "9758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737"),
  HASH (sha512_256, SHA512_256, "SHA512-256", GCRY_MD_SHA512_256, "abc",
        "53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23"),
  /* The FIPS 202 examples (NIST CSRC), "abc" */
  HASH (sha3_256, SHA3_256, "SHA3-256", GCRY_MD_SHA3_256, "abc",
        "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532"),
  HASH (sha3_512, SHA3_512, "SHA3-512", GCRY_MD_SHA3_512, "abc",
        "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e"
        "10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0"),
  /* Dobbertin, Bosselaers, Preneel, "RIPEMD-160: a strengthened version
     of RIPEMD", test vectors */
  HASH (ripemd160, RIPEMD160, "RIPEMD160", GCRY_MD_RMD160, "abc",
        "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc"),
  /* GB/T 32905-2016 (SM3), example 1 */
  HASH (sm3, SM3, "SM3", GCRY_MD_SM3, "abc",
        "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0"),
  /* RFC 6986, 10.1.1: message M1, the digest as the bytes a digest call
     writes (the RFC prints both as numbers, last byte first).  OpenSSL
     has no Streebog without the GOST engine. */
  HASH (streebog512, STREEBOG512, NULL, GCRY_MD_STRIBOG512,
        "012345678901234567890123456789012345678901234567890123456789012",
        "1b54d01a4af5b9d5cc3d86d68d285462b19abc2475222f35c085122be4ba1ffa"
        "00ad30f8767b3a82384c6574f024c311e2a481332b08ef7f41797891c1646f48"),
#undef HASH
#undef HASH_HMAC
#define DHASH(name, evp, gc, stem)                                      \
  { #name, 0, { 0, 0, 0, 0, 0, 0, 0, 0, evp, GC (gc), NULL, NULL, NULL }, \
    K_DHASH, "nettle_" #name, { NULL }, 0, 0, 0, 0, NULL, 0, 0, stem }
#define DESC(kind, name, evp, gc, gc_mode, stem)                        \
  { #name, 0, { 0 }, kind, "nettle_" #name, { NULL }, 0, 0, 0, 0,       \
    evp, GC (gc), GC (gc_mode), stem }
#define CIPHER(name, block, evp, gc, stem)                             \
  { #name, 0, { 0 }, K_CIPHER, "nettle_" #name, { NULL }, 0, 0, block, 0, \
    evp, GC (gc), 0, stem }
#define FNS(kind, name, f1, f2, f3, key, nonce, block, evp, gc, stem)  \
  { #name, 0, { 0 }, kind, NULL, { f1, f2, f3, NULL }, key, nonce, block, \
    0, evp, GC (gc), 0, stem }
#define AEADM(name, set_key, key, evp, gc, gc_mode, stem)              \
  { #name, 0, { 0 }, K_AEADM, NULL,                                     \
    { set_key, "nettle_" #name "_encrypt_message",                     \
      "nettle_" #name "_decrypt_message", NULL },                       \
    key, 12, 16, 16, evp, GC (gc), GC (gc_mode), stem }
#define MAC_FNS(name, nonce, digest, gc, stem)                          \
  { #name, 0, { 0 }, K_MAC, NULL,                                       \
    { "nettle_" #name "_set_key", "nettle_" #name "_set_nonce",         \
      "nettle_" #name "_update", "nettle_" #name "_digest" },           \
    0, nonce, 0, digest, NULL, GC (gc), 0, stem }
  /* The other hashes, through their descriptors. */
  DHASH (md2, NULL, 0, NULL),
  DHASH (md4, "MD4", GCRY_MD_MD4, NULL),
  DHASH (sha512_224, "SHA512-224", GCRY_MD_SHA512_224, "sha512_compress_n"),
  DHASH (sha3_224, "SHA3-224", GCRY_MD_SHA3_224, "sha3_permute"),
  DHASH (sha3_384, "SHA3-384", GCRY_MD_SHA3_384, "sha3_permute"),
  DHASH (streebog256, NULL, GCRY_MD_STRIBOG256, NULL),
  DHASH (gosthash94, NULL, GCRY_MD_GOSTR3411_94, NULL),
  DHASH (gosthash94cp, NULL, GCRY_MD_GOSTR3411_CP, NULL),
  /* Block ciphers (ecb-enc, ecb-dec; with a 16-byte block also
     cbc-enc, cbc-dec and ctr, through the library's generic modes). */
  CIPHER (camellia128, 16, "CAMELLIA-128-ECB", GCRY_CIPHER_CAMELLIA128, "camellia_crypt"),
  CIPHER (camellia192, 16, "CAMELLIA-192-ECB", GCRY_CIPHER_CAMELLIA192, "camellia_crypt"),
  CIPHER (camellia256, 16, "CAMELLIA-256-ECB", GCRY_CIPHER_CAMELLIA256, "camellia_crypt"),
  CIPHER (cast128, 8, "CAST5-ECB", GCRY_CIPHER_CAST5, NULL),
  CIPHER (serpent128, 16, NULL, GCRY_CIPHER_SERPENT128, "serpent_encrypt"),
  CIPHER (serpent192, 16, NULL, GCRY_CIPHER_SERPENT192, "serpent_encrypt"),
  CIPHER (serpent256, 16, NULL, GCRY_CIPHER_SERPENT256, "serpent_encrypt"),
  CIPHER (twofish128, 16, NULL, GCRY_CIPHER_TWOFISH128, NULL),
  CIPHER (twofish192, 16, NULL, 0, NULL),
  CIPHER (twofish256, 16, NULL, GCRY_CIPHER_TWOFISH, NULL),
  /* arctwo128 as Nettle keys it (effective key bits 1024) is no other
     library's RC2-128. */
  CIPHER (arctwo128, 8, NULL, 0, NULL),
  CIPHER (sm4, 16, "SM4-ECB", GCRY_CIPHER_SM4, NULL),
  FNS (K_CIPHER, des, "nettle_des_set_key", "nettle_des_encrypt", "nettle_des_decrypt",
       8, 0, 8, "DES-ECB", GCRY_CIPHER_DES, NULL),
  FNS (K_CIPHER, des3, "nettle_des3_set_key", "nettle_des3_encrypt", "nettle_des3_decrypt",
       24, 0, 8, "DES-EDE3-ECB", GCRY_CIPHER_3DES, NULL),
  FNS (K_CIPHER, blowfish128, "nettle_blowfish128_set_key", "nettle_blowfish_encrypt",
       "nettle_blowfish_decrypt", 16, 0, 8, "BF-ECB", GCRY_CIPHER_BLOWFISH, NULL),
  /* AEADs (aead-enc, aead-dec): the nonce is set per message, no
     associated data, the tag follows the output. */
  DESC (K_AEAD, gcm_aes128, "AES-128-GCM", GCRY_CIPHER_AES128, GCRY_CIPHER_MODE_GCM, "ghash_update"),
  DESC (K_AEAD, gcm_aes256, "AES-256-GCM", GCRY_CIPHER_AES256, GCRY_CIPHER_MODE_GCM, "ghash_update"),
  DESC (K_AEAD, gcm_camellia128, NULL, GCRY_CIPHER_CAMELLIA128, GCRY_CIPHER_MODE_GCM, "ghash_update"),
  DESC (K_AEAD, gcm_camellia256, NULL, GCRY_CIPHER_CAMELLIA256, GCRY_CIPHER_MODE_GCM, "ghash_update"),
  DESC (K_AEAD, gcm_sm4, NULL, GCRY_CIPHER_SM4, GCRY_CIPHER_MODE_GCM, "ghash_update"),
  DESC (K_AEAD, eax_aes128, NULL, GCRY_CIPHER_AES128, GCRY_CIPHER_MODE_EAX, "aes128_encrypt"),
  DESC (K_AEAD, chacha_poly1305, "ChaCha20-Poly1305", GCRY_CIPHER_CHACHA20,
        GCRY_CIPHER_MODE_POLY1305, "chacha_blocks"),
  /* AEADs with message functions only (aead-enc, aead-dec): a 12-byte
     nonce, no associated data, a 16-byte tag; SIV-CMAC writes the tag
     first, the others after the ciphertext. */
  AEADM (ccm_aes128, "nettle_ccm_aes128_set_key", 16, "AES-128-CCM",
         GCRY_CIPHER_AES128, GCRY_CIPHER_MODE_CCM, "aes128_encrypt"),
  AEADM (ccm_aes256, "nettle_ccm_aes256_set_key", 32, "AES-256-CCM",
         GCRY_CIPHER_AES256, GCRY_CIPHER_MODE_CCM, "aes256_encrypt"),
  AEADM (ocb_aes128, "nettle_ocb_aes128_set_decrypt_key", 16, "AES-128-OCB",
         GCRY_CIPHER_AES128, GCRY_CIPHER_MODE_OCB, "aes128_encrypt"),
  AEADM (siv_cmac_aes128, "nettle_siv_cmac_aes128_set_key", 32, "AES-128-SIV",
         GCRY_CIPHER_AES128, GCRY_CIPHER_MODE_SIV, "aes128_encrypt"),
  AEADM (siv_cmac_aes256, "nettle_siv_cmac_aes256_set_key", 64, "AES-256-SIV",
         GCRY_CIPHER_AES256, GCRY_CIPHER_MODE_SIV, "aes256_encrypt"),
  AEADM (siv_gcm_aes128, "nettle_aes128_set_encrypt_key", 16, NULL,
         GCRY_CIPHER_AES128, GCRY_CIPHER_MODE_GCM_SIV, "siv_ghash_update"),
  AEADM (siv_gcm_aes256, "nettle_aes256_set_encrypt_key", 32, NULL,
         GCRY_CIPHER_AES256, GCRY_CIPHER_MODE_GCM_SIV, "siv_ghash_update"),
  /* Stream ciphers (stream): a nonce per message, or for ARCFOUR the
     key. */
  FNS (K_STREAM, chacha, "nettle_chacha_set_key", "nettle_chacha_set_nonce",
       "nettle_chacha_crypt", 32, 8, 64, "ChaCha20", GCRY_CIPHER_CHACHA20, "chacha_blocks"),
  FNS (K_STREAM, salsa20, "nettle_salsa20_256_set_key", "nettle_salsa20_set_nonce",
       "nettle_salsa20_crypt", 32, 8, 64, NULL, GCRY_CIPHER_SALSA20, "salsa20_blocks"),
  FNS (K_STREAM, salsa20r12, "nettle_salsa20_256_set_key", "nettle_salsa20_set_nonce",
       "nettle_salsa20r12_crypt", 32, 8, 64, NULL, GCRY_CIPHER_SALSA20R12, "salsa20_blocks"),
  FNS (K_STREAM, arcfour128, "nettle_arcfour128_set_key", NULL, "nettle_arcfour_crypt",
       16, 0, 64, "RC4", GCRY_CIPHER_ARCFOUR, NULL),
  /* MACs (mac): the key set once, update and digest per message. */
  DESC (K_MAC, cmac_aes128, "CMAC:AES-128-CBC", GCRY_MAC_CMAC_AES, 0, "aes128_encrypt"),
  DESC (K_MAC, cmac_aes256, "CMAC:AES-256-CBC", GCRY_MAC_CMAC_AES, 0, "aes256_encrypt"),
  DESC (K_MAC, cmac_des3, "CMAC:DES-EDE3-CBC", GCRY_MAC_CMAC_3DES, 0, NULL),
  DESC (K_MAC, hmac_md5, "HMAC:MD5", GCRY_MAC_HMAC_MD5, 0, NULL),
  DESC (K_MAC, hmac_sha1, "HMAC:SHA1", GCRY_MAC_HMAC_SHA1, 0, "sha1_compress"),
  DESC (K_MAC, hmac_sha224, "HMAC:SHA224", GCRY_MAC_HMAC_SHA224, 0, "sha256_compress_n"),
  DESC (K_MAC, hmac_sha384, "HMAC:SHA384", GCRY_MAC_HMAC_SHA384, 0, "sha512_compress_n"),
  DESC (K_MAC, hmac_ripemd160, "HMAC:RIPEMD160", GCRY_MAC_HMAC_RMD160, 0, NULL),
  DESC (K_MAC, hmac_sm3, "HMAC:SM3", GCRY_MAC_HMAC_SM3, 0, NULL),
  DESC (K_MAC, hmac_streebog256, NULL, GCRY_MAC_HMAC_STRIBOG256, 0, NULL),
  DESC (K_MAC, hmac_streebog512, NULL, GCRY_MAC_HMAC_STRIBOG512, 0, NULL),
  DESC (K_MAC, hmac_gosthash94, NULL, GCRY_MAC_HMAC_GOSTR3411_94, 0, NULL),
  /* MACs with a nonce and no descriptor: the nonce set per message. */
  /* libgcrypt's POLY1305_AES cannot be reset for a new nonce. */
  MAC_FNS (poly1305_aes, 16, 16, 0, NULL),
  /* UMAC: via the NH of one iteration (UMAC-32) or of several. */
  MAC_FNS (umac32, 16, 4, 0, "umac_nh"),
  MAC_FNS (umac64, 16, 8, 0, "umac_nh_n"),
  MAC_FNS (umac96, 16, 12, 0, "umac_nh_n"),
  MAC_FNS (umac128, 16, 16, 0, "umac_nh_n"),
#undef DHASH
#undef MAC_FNS
#undef AEADM
#undef DESC
#undef CIPHER
#undef FNS
};
#define N_ALGORITHMS (sizeof (algorithms) / sizeof (algorithms[0]))

static int
is_hash (const struct algorithm *a)
{
  return a->kind == K_DHASH || (a->kind == K_TABLE && a->bits == 0);
}

/* RFC 4231, test case 2: the key and data of the kat_hmac answers. */
static const char hmac_kat_key[] = "Jefe";
static const char hmac_kat_data[] = "what do ya want for nothing?";

/* The first function a hash row needs that the library lacks, or NULL. */
static const char *
hash_lacks (const struct nettle_api *api, const struct hash_info *h, int hmac)
{
  size_t need[6];
  unsigned i, n = 0;
  need[n++] = h->init, need[n++] = h->update, need[n++] = h->digest;
  if (hmac)
    need[n++] = h->hmac_set_key, need[n++] = h->hmac_update,
      need[n++] = h->hmac_digest;
  for (i = 0; i < n; i++)
    if (!api_member (api, need[i]))
      return api_member_name (need[i]);
  return NULL;
}

static void
hash_functions_get (struct hash_functions *f, const struct nettle_api *api,
                    const struct hash_info *h)
{
  f->init = (nettle_hash_init_func *) api_member (api, h->init);
  f->update = (nettle_hash_update_func *) api_member (api, h->update);
  f->digest = (nettle_hash_digest_func *) api_member (api, h->digest);
  f->hmac_set_key = (hmac_set_key_func *) api_member (api, h->hmac_set_key);
  f->hmac_update = (nettle_hash_update_func *) api_member (api, h->hmac_update);
  f->hmac_digest = (nettle_hash_digest_func *) api_member (api, h->hmac_digest);
}

static void
hex_decode (uint8_t *dst, const char *hex, size_t n)
{
  size_t i;
  if (strlen (hex) != 2 * n)
    die ("table error: '%s' is not %zu bytes", hex, n);
  for (i = 0; i < n; i++)
    {
      unsigned byte;
      if (sscanf (hex + 2 * i, "%2x", &byte) != 1)
        die ("table error: bad hex '%s'", hex);
      dst[i] = (uint8_t) byte;
    }
}

/* The table's known answers, on the hash functions (and the HMAC
   functions, when given) of one Nettle. */
static void
check_hash_known_answers (const struct nettle_api *api,
                          const struct algorithm *alg,
                          const struct hash_functions *f)
{
  const struct hash_info *h = &alg->hash;
  uint8_t expect[MAX_DIGEST], got[MAX_DIGEST];
  union hash_any ctx;
  hex_decode (expect, h->kat_digest, h->digest_size);
  f->init (&ctx);
  f->update (&ctx, strlen (h->kat_message), (const uint8_t *) h->kat_message);
  f->digest (&ctx, h->digest_size, got);
  if (memcmp (got, expect, h->digest_size))
    die ("%s: %s fails its known answer", api->path, alg->name);
  if (!f->hmac_set_key || !h->kat_hmac)
    return;
  hex_decode (expect, h->kat_hmac, h->digest_size);
  f->hmac_set_key (&ctx, strlen (hmac_kat_key), (const uint8_t *) hmac_kat_key);
  f->hmac_update (&ctx, strlen (hmac_kat_data), (const uint8_t *) hmac_kat_data);
  f->hmac_digest (&ctx, h->digest_size, got);
  if (memcmp (got, expect, h->digest_size))
    die ("%s: hmac-%s fails the RFC 4231 known answer", api->path, alg->name);
}

/* What a descriptor-driven row calls, from a descriptor or from named
   functions.  Ciphers use encrypt/decrypt, AEADs and stream ciphers
   crypt_enc/crypt_dec, MACs set_encrypt_key (the key), update, digest. */
struct gen_functions
{
  unsigned ctx_size, block_size, key_size, nonce_size, digest_size;
  nettle_set_key_func *set_encrypt_key, *set_decrypt_key, *set_nonce;
  void (*set_nonce_n) (void *ctx, size_t length, const uint8_t *nonce);
  nettle_cipher_func *encrypt, *decrypt;
  nettle_crypt_func *crypt_enc, *crypt_dec;
  nettle_hash_update_func *update;
  nettle_hash_digest_func *digest;
};

/* A message AEAD's functions (K_AEADM): set_key, encrypt_message,
   decrypt_message, and for the model the pieces it is built from (x). */
struct msg_functions
{
  void *set_key, *encrypt, *decrypt;
  void *x[4];
};

/* A context for named functions: larger than any Nettle context. */
#define GEN_CTX_MAX 16384
#define MAX_TAG 16

/* One measured (algorithm, mode) with one implementation: schedules,
   chaining values and hash contexts live here and are reused for every
   message. */
union aes_any
{
  struct aes128_ctx a128;
  struct aes192_ctx a192;
  struct aes256_ctx a256;
};

union xts_key
{
  struct xts_aes128_key x128;
  struct xts_aes256_key x256;
};

struct cell
{
  const struct mode *mode;
  const struct algorithm *alg;
  const struct nettle_api *api;   /* measured Nettle, NULL for OpenSSL */
  /* One message: mode->run for a Nettle, a run_openssl_* function. */
  void (*run) (struct cell *, size_t, uint8_t *, const uint8_t *);
  struct aes_functions f;
  union aes_any enc, dec;
  /* The block cipher the library's generic modes (cbc_encrypt,
     ctr_crypt, ...) run on: AES's f on enc and dec, or a block
     cipher row's g on gctx[0] and gctx[1]. */
  nettle_cipher_func *encrypt, *decrypt;
  const void *ectx, *dctx;
  union xts_key xts;
  uint8_t key[MAX_KEY];
  uint8_t iv0[BLOCK];   /* the IV, counter or tweak every message starts with */
  uint8_t iv[BLOCK];    /* working copy */
  /* The model: the same mode composed from single-block calls of a
     known-answer-checked AES (the models of testsuite/aes-mode-models.h,
     which the tests use too), never from the mode functions measured.
     When the library exports its portable C core (fastnettle's
     _nettle_aes_encrypt_c / _decrypt_c), the model's blocks come from
     it, whatever backend this process dispatches to. */
  struct aes_functions m;
  union aes_any menc, mdec, mtweak;
  aes_core_func *core_encrypt, *core_decrypt;
  const void *core_encrypt_table, *core_decrypt_table;
  unsigned rounds;
  /* Hashes: the measured functions and their context (keyed, for an
     HMAC), and the model's, the same hash of a known-answer-checked
     Nettle. */
  struct hash_functions hf, hm;
  union hash_any hctx;
  unsigned hsize;       /* a hash row's digest size */
  /* Descriptor-driven rows: the measured functions and contexts
     (gctx[0] encrypts or MACs, gctx[1] decrypts), the model's (gctx[2],
     gctx[3]), and the tag a decryption computes. */
  struct gen_functions g, gm;
  void *gctx[6];
  uint8_t tag[MAX_TAG];
  /* Message AEADs (K_AEADM): the measured and the model's functions,
     the family, and the message a decryption cell decrypts (ct_len:
     the plaintext length it was made for, plus one). */
  struct msg_functions mf, mm;
  unsigned family, aes_bits;
  uint8_t *ct;
  size_t ct_len;
  void (*model) (const struct cell *, size_t, uint8_t *, const uint8_t *);
#if HAVE_OPENSSL
  EVP_CIPHER_CTX *evp;
  const EVP_MD *md;
  EVP_MD_CTX *md_ctx;
# if HAVE_EVP_MAC
  EVP_MAC *mac;
  EVP_MAC_CTX *mac_ctx;
# endif
#endif
#if HAVE_GCRYPT
  gcry_cipher_hd_t gc;
  gcry_md_hd_t gmd;
  gcry_mac_hd_t gmac;
#endif
};

/* The one-block functions the models of aes-mode-models.h run on, a
   struct cell as their ctx: the model's AES, or a block cipher row's
   cipher (gm, called a block at a time).  The round keys are the
   first member of every aesN_ctx. */
static void
model_e (const void *ctx, size_t length, uint8_t *dst, const uint8_t *src)
{
  const struct cell *c = ctx;
  if (c->alg->kind == K_CIPHER)
    c->gm.encrypt (c->gctx[2], length, dst, src);
  else if (c->core_encrypt)
    c->core_encrypt (c->rounds, (const uint32_t *) &c->menc,
                     c->core_encrypt_table, length, dst, src);
  else
    c->m.encrypt (&c->menc, length, dst, src);
}

static void
model_d (const void *ctx, size_t length, uint8_t *dst, const uint8_t *src)
{
  const struct cell *c = ctx;
  if (c->alg->kind == K_CIPHER)
    c->gm.decrypt (c->gctx[3], length, dst, src);
  else if (c->core_decrypt)
    c->core_decrypt (c->rounds, (const uint32_t *) &c->mdec,
                     c->core_decrypt_table, length, dst, src);
  else
    c->m.decrypt (&c->mdec, length, dst, src);
}

static size_t
min_size (size_t a, size_t b)
{
  return a < b ? a : b;
}

/* A mode's model with a chaining value: from the IV every message
   starts with. */
typedef void chain_model_func (const void *ctx, nettle_cipher_func *f,
                               uint8_t *iv, size_t length, uint8_t *dst,
                               const uint8_t *src);

static void
model_chain (const struct cell *c, chain_model_func *model,
             nettle_cipher_func *f, size_t len, uint8_t *dst,
             const uint8_t *src)
{
  uint8_t iv[BLOCK];
  memcpy (iv, c->iv0, BLOCK);
  model (c, f, iv, len, dst, src);
}

static void
model_ecb_enc (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  aes_model_ecb (c, model_e, len, dst, src);
}

static void
model_ecb_dec (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  aes_model_ecb (c, model_d, len, dst, src);
}

static void
model_cbc_enc (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  model_chain (c, aes_model_cbc_encrypt, model_e, len, dst, src);
}

static void
model_cbc_dec (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  model_chain (c, aes_model_cbc_decrypt, model_d, len, dst, src);
}

static void
model_ctr (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  model_chain (c, aes_model_ctr, model_e, len, dst, src);
}

static void
model_cfb_enc (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  model_chain (c, aes_model_cfb_encrypt, model_e, len, dst, src);
}

static void
model_cfb_dec (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  model_chain (c, aes_model_cfb_decrypt, model_e, len, dst, src);
}

static void
model_cfb8_enc (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  model_chain (c, aes_model_cfb8_encrypt, model_e, len, dst, src);
}

static void
model_cfb8_dec (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  model_chain (c, aes_model_cfb8_decrypt, model_e, len, dst, src);
}

/* XTS: the tweak T = E_k2(iv) from the checked library's one-block
   encryption, then the model on the data key. */
static void
model_xts_enc (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  uint8_t t[BLOCK];
  c->m.encrypt (&c->mtweak, BLOCK, t, c->iv0);
  aes_model_xts_encrypt (c, model_e, t, len, dst, src);
}

static void
model_xts_dec (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  uint8_t t[BLOCK];
  c->m.encrypt (&c->mtweak, BLOCK, t, c->iv0);
  aes_model_xts_decrypt (c, model_d, t, len, dst, src);
}

/* A hash fed in pieces shorter than any block, so that each
   compression runs on the context's buffered block, never on the bulk
   path a single long update takes. */
static void
hash_in_pieces (const struct hash_functions *f, void *ctx, size_t len,
                const uint8_t *src)
{
  size_t i, n;
  for (i = 0; i < len; i += n)
    {
      n = min_size (1 + i % 61, len - i);
      f->update (ctx, n, src + i);
    }
}

static void
model_hash (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  union hash_any ctx;
  c->hm.init (&ctx);
  hash_in_pieces (&c->hm, &ctx, len, src);
  c->hm.digest (&ctx, c->hsize, dst);
}

/* RFC 2104 from the checked hash: H((K ^ opad) || H((K ^ ipad) || m)),
   K the key (as long as a digest) padded with zeros to a block. */
static void
model_hmac (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  const struct hash_info *h = &c->alg->hash;
  uint8_t pad[MAX_HASH_BLOCK], inner[MAX_DIGEST];
  union hash_any ctx;
  unsigned i;
  for (i = 0; i < h->block_size; i++)
    pad[i] = (uint8_t) ((i < h->digest_size ? c->key[i] : 0) ^ 0x36);
  c->hm.init (&ctx);
  c->hm.update (&ctx, h->block_size, pad);
  hash_in_pieces (&c->hm, &ctx, len, src);
  c->hm.digest (&ctx, h->digest_size, inner);
  for (i = 0; i < h->block_size; i++)
    pad[i] ^= 0x36 ^ 0x5c;
  c->hm.init (&ctx);
  c->hm.update (&ctx, h->block_size, pad);
  c->hm.update (&ctx, h->digest_size, inner);
  c->hm.digest (&ctx, h->digest_size, dst);
}

/* The measured Nettle calls: one message each, starting from iv0. */

static void
run_ecb_enc (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  c->f.encrypt (&c->enc, len, dst, src);
}

static void
run_ecb_dec (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  c->f.decrypt (&c->dec, len, dst, src);
}

static void
run_cbc_enc (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  memcpy (c->iv, c->iv0, BLOCK);
  c->api->cbc_encrypt (c->ectx, c->encrypt, BLOCK, c->iv, len, dst, src);
}

static void
run_cbc_aes_enc (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  memcpy (c->iv, c->iv0, BLOCK);
  c->f.cbc_encrypt (&c->enc, c->iv, len, dst, src);
}

static void
run_cbc_dec (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  memcpy (c->iv, c->iv0, BLOCK);
  c->api->cbc_decrypt (c->dctx, c->decrypt, BLOCK, c->iv, len, dst, src);
}

static void
run_ctr (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  memcpy (c->iv, c->iv0, BLOCK);
  c->api->ctr_crypt (c->ectx, c->encrypt, BLOCK, c->iv, len, dst, src);
}

static void
run_cfb_enc (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  memcpy (c->iv, c->iv0, BLOCK);
  c->api->cfb_encrypt (c->ectx, c->encrypt, BLOCK, c->iv, len, dst, src);
}

static void
run_cfb_dec (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  memcpy (c->iv, c->iv0, BLOCK);
  c->api->cfb_decrypt (c->ectx, c->encrypt, BLOCK, c->iv, len, dst, src);
}

static void
run_cfb8_enc (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  memcpy (c->iv, c->iv0, BLOCK);
  c->api->cfb8_encrypt (c->ectx, c->encrypt, BLOCK, c->iv, len, dst, src);
}

static void
run_cfb8_dec (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  memcpy (c->iv, c->iv0, BLOCK);
  c->api->cfb8_decrypt (c->ectx, c->encrypt, BLOCK, c->iv, len, dst, src);
}

/* The tweak argument is const: nothing to reset. */
static void
run_xts_enc (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  c->f.xts_encrypt (&c->xts, c->iv0, len, dst, src);
}

static void
run_xts_dec (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  c->f.xts_decrypt (&c->xts, c->iv0, len, dst, src);
}

/* dst gets the digest. */
static void
run_hash (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  c->hf.init (&c->hctx);
  c->hf.update (&c->hctx, len, src);
  c->hf.digest (&c->hctx, c->hsize, dst);
}

/* The key was set once, and every digest leaves it set. */
static void
run_hmac (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  c->hf.hmac_update (&c->hctx, len, src);
  c->hf.hmac_digest (&c->hctx, c->alg->hash.digest_size, dst);
}

/* Descriptor-driven rows.  One message each; an AEAD's nonce is set
   per message, its tag written after the output (decryption: to
   c->tag, not compared). */
static void
run_gen_ecb_enc (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  c->g.encrypt (c->gctx[0], len, dst, src);
}

static void
run_gen_ecb_dec (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  c->g.decrypt (c->gctx[1], len, dst, src);
}

static void
run_gen_aead_enc (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  c->g.set_nonce (c->gctx[0], c->iv0);
  c->g.crypt_enc (c->gctx[0], len, dst, src);
  c->g.digest (c->gctx[0], c->g.digest_size, dst + len);
}

static void
run_gen_aead_dec (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  c->g.set_nonce (c->gctx[1], c->iv0);
  c->g.crypt_dec (c->gctx[1], len, dst, src);
  c->g.digest (c->gctx[1], c->g.digest_size, c->tag);
}

/* ARCFOUR has no nonce: its key is set per message instead. */
static void
run_gen_stream (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  if (c->g.set_nonce)
    c->g.set_nonce (c->gctx[0], c->iv0);
  else
    c->g.set_encrypt_key (c->gctx[0], c->key);
  c->g.crypt_enc (c->gctx[0], len, dst, src);
}

/* A MAC's nonce, when it has one: UMAC's set_nonce takes a length. */
static void
gen_mac_nonce (const struct gen_functions *g, void *ctx, const uint8_t *nonce)
{
  if (g->set_nonce_n)
    g->set_nonce_n (ctx, g->nonce_size, nonce);
  else if (g->set_nonce)
    g->set_nonce (ctx, nonce);
}

static void
run_gen_mac (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  gen_mac_nonce (&c->g, c->gctx[0], c->iv0);
  c->g.update (c->gctx[0], len, src);
  c->g.digest (c->gctx[0], c->g.digest_size, dst);
}

/* The models: block by block, or in pieces of the descriptor's
   granularity, so that no bulk path is the model of itself; a cipher
   or AEAD must also decrypt what it encrypted. */
static void
model_gen_ecb_enc (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  unsigned bs = c->gm.block_size;
  uint8_t back[64];
  size_t i;
  for (i = 0; i + bs <= len; i += bs)
    {
      c->gm.encrypt (c->gctx[2], bs, dst + i, src + i);
      c->gm.decrypt (c->gctx[3], bs, back, dst + i);
      if (memcmp (back, src + i, bs))
        die ("%s: decryption does not invert encryption", c->alg->name);
    }
}

static void
model_gen_ecb_dec (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  unsigned bs = c->gm.block_size;
  size_t i;
  for (i = 0; i + bs <= len; i += bs)
    c->gm.decrypt (c->gctx[3], bs, dst + i, src + i);
}

static void
gen_crypt_in_pieces (const struct cell *c, nettle_crypt_func *f, void *ctx,
                     size_t len, uint8_t *dst, const uint8_t *src)
{
  size_t piece = c->gm.block_size ? c->gm.block_size : 16, i, n;
  for (i = 0; i < len; i += n)
    {
      n = min_size (piece, len - i);
      f (ctx, n, dst + i, src + i);
    }
}

static void
model_gen_aead_enc (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  unsigned ds = c->gm.digest_size;
  uint8_t *back = xalloc (len), tag[MAX_TAG];
  c->gm.set_nonce (c->gctx[2], c->iv0);
  gen_crypt_in_pieces (c, c->gm.crypt_enc, c->gctx[2], len, dst, src);
  c->gm.digest (c->gctx[2], ds, dst + len);
  c->gm.set_nonce (c->gctx[3], c->iv0);
  c->gm.crypt_dec (c->gctx[3], len, back, dst);
  c->gm.digest (c->gctx[3], ds, tag);
  if (memcmp (back, src, len) || memcmp (tag, dst + len, ds))
    die ("%s: decryption does not invert encryption", c->alg->name);
  free (back);
}

static void
model_gen_aead_dec (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  uint8_t tag[MAX_TAG];
  c->gm.set_nonce (c->gctx[3], c->iv0);
  gen_crypt_in_pieces (c, c->gm.crypt_dec, c->gctx[3], len, dst, src);
  c->gm.digest (c->gctx[3], c->gm.digest_size, tag);
}

static void
model_gen_stream (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  if (c->gm.set_nonce)
    c->gm.set_nonce (c->gctx[2], c->iv0);
  else
    c->gm.set_encrypt_key (c->gctx[2], c->key);
  gen_crypt_in_pieces (c, c->gm.crypt_enc, c->gctx[2], len, dst, src);
}

static void
model_gen_mac (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  size_t i, n;
  gen_mac_nonce (&c->gm, c->gctx[2], c->iv0);
  for (i = 0; i < len; i += n)
    {
      n = min_size (1 + i % 61, len - i);
      c->gm.update (c->gctx[2], n, src + i);
    }
  c->gm.digest (c->gctx[2], c->gm.digest_size, dst);
}

/* The row's functions in one library; returns the missing name, or
   NULL. */
static const char *
gen_functions_get (struct gen_functions *g, const struct nettle_api *api,
                   const struct algorithm *a)
{
  void *f[4] = { NULL, NULL, NULL, NULL };
  unsigned i;
  memset (g, 0, sizeof (*g));
  if (a->desc)
    {
      const void *d = dlsym (api->handle, a->desc);
      if (!d)
        return a->desc;
      switch (a->kind)
        {
        case K_CIPHER:
          {
            const struct nettle_cipher *x = d;
            g->ctx_size = x->context_size, g->block_size = x->block_size;
            g->key_size = x->key_size;
            g->set_encrypt_key = x->set_encrypt_key;
            g->set_decrypt_key = x->set_decrypt_key;
            g->encrypt = x->encrypt, g->decrypt = x->decrypt;
            break;
          }
        case K_AEAD:
          {
            const struct nettle_aead *x = d;
            g->ctx_size = x->context_size, g->block_size = x->block_size;
            g->key_size = x->key_size, g->nonce_size = x->nonce_size;
            g->digest_size = x->digest_size;
            g->set_encrypt_key = x->set_encrypt_key;
            g->set_decrypt_key = x->set_decrypt_key;
            g->set_nonce = x->set_nonce, g->update = x->update;
            g->crypt_enc = x->encrypt, g->crypt_dec = x->decrypt;
            g->digest = x->digest;
            break;
          }
        case K_MAC:
          {
            const struct nettle_mac *x = d;
            g->ctx_size = x->context_size, g->key_size = x->key_size;
            g->digest_size = x->digest_size;
            g->set_encrypt_key = x->set_key;
            g->update = x->update, g->digest = x->digest;
            break;
          }
        }
      if (g->key_size > MAX_KEY || g->digest_size > (a->kind == K_AEAD ? MAX_TAG : MAX_DIGEST)
          || g->block_size > 64)
        die ("%s: %s's sizes exceed the benchmark's buffers", api->path, a->desc);
      /* mode_applies decides from the table's block size. */
      if (a->kind == K_CIPHER && g->block_size != a->block_size)
        die ("%s: %s's block size is %u, not the table's %u", api->path,
             a->desc, g->block_size, a->block_size);
      return NULL;
    }
  for (i = 0; i < 4; i++)
    if (a->fns[i] && !(f[i] = dlsym (api->handle, a->fns[i])))
      return a->fns[i];
  g->ctx_size = GEN_CTX_MAX;
  g->key_size = a->key_size, g->nonce_size = a->nonce_size;
  g->block_size = a->block_size;
  g->set_encrypt_key = g->set_decrypt_key = (nettle_set_key_func *) f[0];
  if (a->kind == K_CIPHER)
    {
      g->encrypt = (nettle_cipher_func *) f[1];
      g->decrypt = (nettle_cipher_func *) f[2];
    }
  else if (a->kind == K_MAC)
    {
      /* UMAC's set_nonce (ctx, length, nonce); Poly1305-AES's (ctx, nonce). */
      if (strncmp (a->name, "umac", 4) == 0)
        g->set_nonce_n = (void (*) (void *, size_t, const uint8_t *)) f[1];
      else
        g->set_nonce = (nettle_set_key_func *) f[1];
      g->update = (nettle_hash_update_func *) f[2];
      g->digest = (nettle_hash_digest_func *) f[3];
      g->digest_size = a->digest_size;
      g->key_size = strncmp (a->name, "umac", 4) == 0 ? 16 : 32;
    }
  else
    {
      g->set_nonce = (nettle_set_key_func *) f[1];
      g->crypt_enc = g->crypt_dec = (nettle_crypt_func *) f[2];
    }
  return NULL;
}

/* Contexts: [first], [first + 1] keyed for encryption and decryption
   (a MAC's or stream cipher's key once). */
static void
gen_contexts (struct cell *c, const struct gen_functions *g, unsigned first)
{
  c->gctx[first] = xalloc (g->ctx_size);
  c->gctx[first + 1] = xalloc (g->ctx_size);
  g->set_encrypt_key (c->gctx[first], c->key);
  if (c->alg->kind == K_CIPHER || c->alg->kind == K_AEAD)
    g->set_decrypt_key (c->gctx[first + 1], c->key);
}

/* Key set-up per mode, beyond the ECB schedules every cell gets.
   Returns the name of a missing library function, or NULL. */
static char missing_name[64];

static const char *
missing (const char *fmt, unsigned bits)
{
  snprintf (missing_name, sizeof (missing_name), fmt, bits);
  return missing_name;
}

/* The model's AES (aes-mode-models.h's model_e) from model_api, its
   portable C core when it exports one, menc keyed with key. */
static void
model_aes_setup (struct cell *c, const struct nettle_api *model_api,
                 unsigned bits, const uint8_t *key)
{
  aes_functions_get (&c->m, model_api, bits);
  c->rounds = bits / 32 + 6;
  c->core_encrypt = (aes_core_func *) dlsym (model_api->handle, "_nettle_aes_encrypt_c");
  c->core_decrypt = (aes_core_func *) dlsym (model_api->handle, "_nettle_aes_decrypt_c");
  c->core_encrypt_table = dlsym (model_api->handle, "_nettle_aes_encrypt_table");
  c->core_decrypt_table = dlsym (model_api->handle, "_nettle_aes_decrypt_table");
  if (!c->core_encrypt_table || !c->core_decrypt_table)
    c->core_encrypt = c->core_decrypt = NULL;
  c->m.set_encrypt_key (&c->menc, key);
}

/* Message AEADs (K_AEADM): CCM, OCB, SIV-CMAC and AES-GCM-SIV through
   their *_encrypt_message and *_decrypt_message functions, a 12-byte
   nonce, no associated data, a 16-byte tag.  The model is built from
   other functions of the same library: CCM and OCB from the
   incremental set_nonce, encrypt (a block per call) and digest;
   SIV-CMAC (RFC 5297) from the library's CMAC and the model's AES in
   CTR; AES-GCM-SIV (RFC 8452) from the model's AES and a bit-serial
   POLYVAL written here.  An encryption must decrypt back through the
   same library's decrypt_message.  A decryption cell decrypts and
   authenticates the model's encryption of its input (made on the
   first, untimed, call at each length), so its output is the input. */
enum { F_CCM, F_OCB, F_SIV_CMAC, F_SIV_GCM };
#define MSG_NONCE 12
#define MSG_TAG 16

typedef void msg_enc_tl_func (const void *ctx, size_t nlength, const uint8_t *nonce,
                              size_t alength, const uint8_t *adata, size_t tlength,
                              size_t clength, uint8_t *dst, const uint8_t *src);
typedef void msg_enc_func (const void *ctx, size_t nlength, const uint8_t *nonce,
                           size_t alength, const uint8_t *adata,
                           size_t clength, uint8_t *dst, const uint8_t *src);
typedef int msg_dec_tl_func (const void *ctx, size_t nlength, const uint8_t *nonce,
                             size_t alength, const uint8_t *adata, size_t tlength,
                             size_t mlength, uint8_t *dst, const uint8_t *src);
typedef int msg_dec_ocb_func (const void *key, const void *decrypt,
                              size_t nlength, const uint8_t *nonce,
                              size_t alength, const uint8_t *adata, size_t tlength,
                              size_t mlength, uint8_t *dst, const uint8_t *src);
typedef int msg_dec_func (const void *ctx, size_t nlength, const uint8_t *nonce,
                          size_t alength, const uint8_t *adata,
                          size_t mlength, uint8_t *dst, const uint8_t *src);
typedef void ocb_set_key_func (void *key, void *decrypt, const uint8_t *k);
typedef void ccm_set_nonce_func (void *ctx, size_t length, const uint8_t *nonce,
                                 size_t authlen, size_t msglen, size_t taglen);
typedef void ocb_set_nonce_func (void *ctx, const void *key, size_t tag_length,
                                 size_t nonce_length, const uint8_t *nonce);
typedef void ocb_crypt_func (void *ctx, const void *key, size_t length,
                             uint8_t *dst, const uint8_t *src);
typedef void ocb_digest_func (void *ctx, const void *key, size_t length,
                              uint8_t *digest);

static unsigned
msg_family (const struct algorithm *a)
{
  return strncmp (a->name, "ccm_", 4) == 0 ? F_CCM
    : strncmp (a->name, "ocb_", 4) == 0 ? F_OCB
    : strncmp (a->name, "siv_cmac_", 9) == 0 ? F_SIV_CMAC : F_SIV_GCM;
}

static void
msg_encrypt (const struct cell *c, const struct msg_functions *f,
             const void *ctx, size_t len, uint8_t *dst, const uint8_t *src)
{
  if (c->family == F_CCM || c->family == F_OCB)
    ((msg_enc_tl_func *) f->encrypt) (ctx, MSG_NONCE, c->iv0, 0, NULL, MSG_TAG,
                                      len + MSG_TAG, dst, src);
  else
    ((msg_enc_func *) f->encrypt) (ctx, MSG_NONCE, c->iv0, 0, NULL,
                                   len + MSG_TAG, dst, src);
}

/* dctx: OCB's AES decryption context. */
static int
msg_decrypt (const struct cell *c, const struct msg_functions *f, const void *ctx,
             const void *dctx, size_t len, uint8_t *dst, const uint8_t *src)
{
  switch (c->family)
    {
    case F_CCM:
      return ((msg_dec_tl_func *) f->decrypt) (ctx, MSG_NONCE, c->iv0, 0, NULL,
                                               MSG_TAG, len, dst, src);
    case F_OCB:
      return ((msg_dec_ocb_func *) f->decrypt) (ctx, dctx, MSG_NONCE, c->iv0, 0,
                                                NULL, MSG_TAG, len, dst, src);
    default:
      return ((msg_dec_func *) f->decrypt) (ctx, MSG_NONCE, c->iv0, 0, NULL,
                                            len, dst, src);
    }
}

static void
msg_set_key (const struct cell *c, const struct msg_functions *f, void *ctx,
             void *dctx)
{
  if (c->family == F_OCB)
    ((ocb_set_key_func *) f->set_key) (ctx, dctx, c->key);
  else
    ((nettle_set_key_func *) f->set_key) (ctx, c->key);
}

/* CTR over whole keystream blocks of f: the counter block big-endian
   (RFC 5297) or, le32, its first 32 bits little-endian (RFC 8452). */
static void
model_ctr_blocks (nettle_cipher_func *f, const void *ctx, uint8_t *ctr, int le32,
                  size_t len, uint8_t *dst, const uint8_t *src)
{
  uint8_t k[BLOCK];
  size_t i, j;
  for (i = 0; i < len; i += BLOCK)
    {
      f (ctx, BLOCK, k, ctr);
      for (j = 0; j < BLOCK && i + j < len; j++)
        dst[i + j] = src[i + j] ^ k[j];
      if (le32)
        for (j = 0; j < 4 && ++ctr[j] == 0; j++)
          ;
      else
        for (j = BLOCK; j-- > 0 && ++ctr[j] == 0; )
          ;
    }
}

/* Doubling in CMAC's field (big-endian, x^128 + x^7 + x^2 + x + 1). */
static void
block_double (uint8_t *b)
{
  unsigned carry = b[0] >> 7, i;
  for (i = 0; i < BLOCK - 1; i++)
    b[i] = (uint8_t) (b[i] << 1 | b[i + 1] >> 7);
  b[BLOCK - 1] = (uint8_t) (b[BLOCK - 1] << 1 ^ (carry ? 0x87 : 0));
}

static void
block_xor (uint8_t *dst, const uint8_t *src)
{
  unsigned i;
  for (i = 0; i < BLOCK; i++)
    dst[i] ^= src[i];
}

/* RFC 5297: V = S2V (the empty associated data, the nonce, the message)
   with the library's CMAC (x[1] update, x[2] digest, gctx[4] keyed with
   the first half of the key), then CTR from V with bits 31 and 63
   cleared on the model's AES (menc: the second half).  dst: V || C. */
static void
model_siv_cmac (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  nettle_hash_update_func *update = (nettle_hash_update_func *) c->mm.x[1];
  nettle_hash_digest_func *digest = (nettle_hash_digest_func *) c->mm.x[2];
  void *mac = c->gctx[4];
  static const uint8_t zero[BLOCK];
  uint8_t d[BLOCK], t[BLOCK];
  size_t i, n;
  update (mac, BLOCK, zero);
  digest (mac, BLOCK, d);
  block_double (d);
  digest (mac, BLOCK, t);       /* the empty associated data */
  block_xor (d, t);
  block_double (d);
  update (mac, MSG_NONCE, c->iv0);
  digest (mac, BLOCK, t);
  block_xor (d, t);
  if (len >= BLOCK)
    {
      for (i = 0; i < len - BLOCK; i += n)
        {
          n = min_size (1 + i % 61, len - BLOCK - i);
          update (mac, n, src + i);
        }
      memcpy (t, src + len - BLOCK, BLOCK);
      block_xor (t, d);
    }
  else
    {
      block_double (d);
      memset (t, 0, BLOCK);
      memcpy (t, src, len);
      t[len] = 0x80;
      block_xor (t, d);
    }
  update (mac, BLOCK, t);
  digest (mac, BLOCK, dst);
  memcpy (t, dst, BLOCK);
  t[8] &= 0x7f, t[12] &= 0x7f;
  model_ctr_blocks (model_e, c, t, 0, len, dst + BLOCK, src);
}

/* x = x * h in GHASH's bit order (NIST SP 800-38D, algorithm 1). */
static void
ghash_mul_bits (uint8_t *x, const uint8_t *h)
{
  uint8_t z[BLOCK], v[BLOCK];
  unsigned i, j, lsb;
  memset (z, 0, BLOCK);
  memcpy (v, h, BLOCK);
  for (i = 0; i < 128; i++)
    {
      if (x[i / 8] >> (7 - i % 8) & 1)
        block_xor (z, v);
      lsb = v[BLOCK - 1] & 1;
      for (j = BLOCK - 1; j > 0; j--)
        v[j] = (uint8_t) (v[j] >> 1 | v[j - 1] << 7);
      v[0] = (uint8_t) (v[0] >> 1 ^ (lsb ? 0xe1 : 0));
    }
  memcpy (x, z, BLOCK);
}

static void
block_reverse (uint8_t *dst, const uint8_t *src)
{
  unsigned i;
  for (i = 0; i < BLOCK; i++)
    dst[i] = src[BLOCK - 1 - i];
}

/* RFC 8452 with no associated data: the record keys from the
   key-generating key (menc), POLYVAL as GHASH on byte-reversed blocks
   with H times x (its appendix A), the tag, CTR32 from it (the record
   encryption key in gctx[5]).  dst: C || tag. */
static void
model_siv_gcm (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  uint8_t in[BLOCK], out[BLOCK], keys[48], h[BLOCK], acc[BLOCK], x[BLOCK];
  unsigned i, j, n = c->aes_bits == 256 ? 6 : 4, lsb;
  size_t k;
  for (i = 0; i < n; i++)
    {
      in[0] = (uint8_t) i, in[1] = in[2] = in[3] = 0;
      memcpy (in + 4, c->iv0, MSG_NONCE);
      model_e (c, BLOCK, out, in);
      memcpy (keys + 8 * i, out, 8);
    }
  c->m.set_encrypt_key (c->gctx[5], keys + 16);
  block_reverse (h, keys);      /* mulX_GHASH (ByteReverse (H)) */
  lsb = h[BLOCK - 1] & 1;
  for (j = BLOCK - 1; j > 0; j--)
    h[j] = (uint8_t) (h[j] >> 1 | h[j - 1] << 7);
  h[0] = (uint8_t) (h[0] >> 1 ^ (lsb ? 0xe1 : 0));
  memset (acc, 0, BLOCK);
  /* The message padded to whole blocks, then the length block: the
     bits of the associated data (none), then of the message. */
  for (k = 0; k < len + BLOCK; k += BLOCK)
    {
      memset (in, 0, BLOCK);
      if (k < len)
        memcpy (in, src + k, min_size (BLOCK, len - k));
      else
        for (j = 0; j < 8; j++)
          in[8 + j] = (uint8_t) ((uint64_t) len * 8 >> (8 * j));
      block_reverse (x, in);
      block_xor (acc, x);
      ghash_mul_bits (acc, h);
    }
  block_reverse (in, acc);
  for (j = 0; j < MSG_NONCE; j++)
    in[j] ^= c->iv0[j];
  in[15] &= 0x7f;
  c->m.encrypt (c->gctx[5], BLOCK, dst + len, in);
  memcpy (in, dst + len, BLOCK);
  in[15] |= 0x80;
  model_ctr_blocks (c->m.encrypt, c->gctx[5], in, 1, len, dst, src);
}

static void
msg_model_encrypt (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  size_t i, n;
  switch (c->family)
    {
    case F_CCM:
      ((ccm_set_nonce_func *) c->mm.x[0]) (c->gctx[2], MSG_NONCE, c->iv0, 0,
                                           len, MSG_TAG);
      for (i = 0; i < len; i += n)
        {
          n = min_size (BLOCK, len - i);
          ((nettle_crypt_func *) c->mm.x[1]) (c->gctx[2], n, dst + i, src + i);
        }
      ((nettle_hash_digest_func *) c->mm.x[2]) (c->gctx[2], MSG_TAG, dst + len);
      break;
    case F_OCB:
      ((ocb_set_nonce_func *) c->mm.x[0]) (c->gctx[4], c->gctx[2], MSG_TAG,
                                           MSG_NONCE, c->iv0);
      for (i = 0; i < len; i += n)
        {
          n = min_size (BLOCK, len - i);
          ((ocb_crypt_func *) c->mm.x[1]) (c->gctx[4], c->gctx[2], n, dst + i, src + i);
        }
      ((ocb_digest_func *) c->mm.x[2]) (c->gctx[4], c->gctx[2], MSG_TAG, dst + len);
      break;
    case F_SIV_CMAC:
      model_siv_cmac (c, len, dst, src);
      break;
    default:
      model_siv_gcm (c, len, dst, src);
    }
}

static void
model_msg_enc (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  uint8_t *back = xalloc (len + 1);
  msg_model_encrypt (c, len, dst, src);
  if (!msg_decrypt (c, &c->mm, c->gctx[2], c->gctx[3], len, back, dst)
      || memcmp (back, src, len))
    die ("%s: decryption does not invert encryption", c->alg->name);
  free (back);
}

static void
model_msg_dec (const struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  (void) c;
  memcpy (dst, src, len);
}

/* The message a decryption cell decrypts: the model's encryption of
   src, made on the first call at this length (verify_cell's). */
static const uint8_t *
msg_ciphertext (struct cell *c, size_t len, const uint8_t *src)
{
  if (c->ct_len != len + 1)
    {
      free (c->ct);
      c->ct = xalloc (len + MSG_TAG);
      msg_model_encrypt (c, len, c->ct, src);
      c->ct_len = len + 1;
    }
  return c->ct;
}

static void
run_msg_enc (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  msg_encrypt (c, &c->mf, c->gctx[0], len, dst, src);
}

/* A tag that does not check leaves zeros, which the model does not
   expect. */
static void
run_msg_dec (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  const uint8_t *ct = msg_ciphertext (c, len, src);
  if (!msg_decrypt (c, &c->mf, c->gctx[0], c->gctx[1], len, dst, ct))
    memset (dst, 0, len);
}

static const char *
msg_functions_get (struct msg_functions *f, const struct nettle_api *api,
                   const struct algorithm *a)
{
  memset (f, 0, sizeof (*f));
  if (!(f->set_key = dlsym (api->handle, a->fns[0])))
    return a->fns[0];
  if (!(f->encrypt = dlsym (api->handle, a->fns[1])))
    return a->fns[1];
  if (!(f->decrypt = dlsym (api->handle, a->fns[2])))
    return a->fns[2];
  return NULL;
}

/* The model's pieces (x): CCM's and OCB's set_nonce, encrypt and
   digest; SIV-CMAC's CMAC set_key, update and digest. */
static const char *
msg_model_get (struct msg_functions *f, const struct nettle_api *api,
               unsigned family, unsigned bits)
{
  static const char *const parts[3][3] = {
    { "nettle_ccm_aes%u_set_nonce", "nettle_ccm_aes%u_encrypt", "nettle_ccm_aes%u_digest" },
    { "nettle_ocb_aes%u_set_nonce", "nettle_ocb_aes%u_encrypt", "nettle_ocb_aes%u_digest" },
    { "nettle_cmac_aes%u_set_key", "nettle_cmac_aes%u_update", "nettle_cmac_aes%u_digest" },
  };
  unsigned i;
  if (family == F_SIV_GCM)
    return NULL;
  for (i = 0; i < 3; i++)
    if (!(f->x[i] = dlsym (api->handle, missing (parts[family][i], bits))))
      return missing_name;
  return NULL;
}

/* Contexts: gctx[0] (measured; gctx[1] OCB's AES decryption), gctx[2]
   and [3] the same for the model's round trip, [4] the model's OCB
   context or CMAC, [5] its GCM-SIV record key. */
static const char *
msg_setup (struct cell *c, int encrypt, const struct nettle_api *api,
           const struct nettle_api *model_api)
{
  const struct algorithm *a = c->alg;
  const char *lacks;
  unsigned i;
  c->family = msg_family (a);
  c->aes_bits = strstr (a->name, "aes256") ? 256 : 128;
  c->gm.digest_size = MSG_TAG, c->gm.key_size = a->key_size;
  c->gm.nonce_size = MSG_NONCE;
  if ((lacks = msg_functions_get (&c->mm, model_api, a))
      || (lacks = msg_model_get (&c->mm, model_api, c->family, c->aes_bits)))
    return lacks;
  for (i = 0; i < 6; i++)
    c->gctx[i] = xalloc (GEN_CTX_MAX);
  msg_set_key (c, &c->mm, c->gctx[2], c->gctx[3]);
  if (c->family == F_SIV_CMAC)
    {
      ((nettle_set_key_func *) c->mm.x[0]) (c->gctx[4], c->key);
      model_aes_setup (c, model_api, c->aes_bits, c->key + a->key_size / 2);
    }
  else if (c->family == F_SIV_GCM)
    model_aes_setup (c, model_api, c->aes_bits, c->key);
  c->model = encrypt ? model_msg_enc : model_msg_dec;
  if (!api)
    return NULL;
  if ((lacks = msg_functions_get (&c->mf, api, a)))
    return lacks;
  msg_set_key (c, &c->mf, c->gctx[0], c->gctx[1]);
  c->run = encrypt ? run_msg_enc : run_msg_dec;
  return NULL;
}

static const char *
setup_ecb (struct cell *c)
{
  (void) c;
  return NULL;
}

static const char *
setup_cbc_enc (struct cell *c)
{
  return c->api->cbc_encrypt ? NULL : "nettle_cbc_encrypt";
}

static const char *
setup_cbc_aes_enc (struct cell *c)
{
  return c->f.cbc_encrypt ? NULL
    : missing ("nettle_cbc_aes%u_encrypt", c->alg->bits);
}

static const char *
setup_cbc_dec (struct cell *c)
{
  return c->api->cbc_decrypt ? NULL : "nettle_cbc_decrypt";
}

static const char *
setup_ctr (struct cell *c)
{
  return c->api->ctr_crypt ? NULL : "nettle_ctr_crypt";
}

static const char *
setup_cfb_enc (struct cell *c)
{
  return c->api->cfb_encrypt ? NULL : "nettle_cfb_encrypt";
}

static const char *
setup_cfb_dec (struct cell *c)
{
  return c->api->cfb_decrypt ? NULL : "nettle_cfb_decrypt";
}

static const char *
setup_cfb8_enc (struct cell *c)
{
  return c->api->cfb8_encrypt ? NULL : "nettle_cfb8_encrypt";
}

static const char *
setup_cfb8_dec (struct cell *c)
{
  return c->api->cfb8_decrypt ? NULL : "nettle_cfb8_decrypt";
}

static const char *
setup_xts_enc (struct cell *c)
{
  if (!c->f.xts_set_encrypt_key)
    return missing ("nettle_xts_aes%u_set_encrypt_key", c->alg->bits);
  if (!c->f.xts_encrypt)
    return missing ("nettle_xts_aes%u_encrypt_message", c->alg->bits);
  c->f.xts_set_encrypt_key (&c->xts, c->key);
  return NULL;
}

static const char *
setup_xts_dec (struct cell *c)
{
  if (!c->f.xts_set_decrypt_key)
    return missing ("nettle_xts_aes%u_set_decrypt_key", c->alg->bits);
  if (!c->f.xts_decrypt)
    return missing ("nettle_xts_aes%u_decrypt_message", c->alg->bits);
  c->f.xts_set_decrypt_key (&c->xts, c->key);
  return NULL;
}

/* A Nettle's hash (and HMAC) functions are its model too: cell_setup
   has found them and checked their known answers. */
static const char *
setup_hash (struct cell *c)
{
  (void) c;
  return NULL;
}

static const char *
setup_hmac (struct cell *c)
{
  const char *lacks = hash_lacks (c->api, &c->alg->hash, 1);
  if (lacks)
    return lacks;
  c->hf.hmac_set_key (&c->hctx, c->alg->hash.digest_size, c->key);
  return NULL;
}

/* The rows.  A new mode is one entry here (plus its three small
   functions above); a new hash is one entry in algorithms[]. */
enum
{
  M_WHOLE_BLOCKS = 1,  /* length must be a multiple of 16 */
  M_XTS = 2,           /* AES-128 and AES-256 only; length >= 16 */
  M_NO_IV = 4,         /* OpenSSL: nothing to reset per message */
  M_HASH = 8,          /* for hashes; the output is a digest */
  M_HMAC = 16,         /* for hashes the table gives an HMAC */
  M_GEN = 32,          /* descriptor-driven rows only */
  M_DIGEST_OUT = 64,   /* the output is a digest: never in place */
  M_BLOCK_CIPHER = 128, /* also for the other 16-byte block ciphers */
};

static const struct mode
{
  const char *name;
  unsigned flags;
  const char *(*setup) (struct cell *);
  void (*run) (struct cell *, size_t, uint8_t *, const uint8_t *);
  void (*model) (const struct cell *, size_t, uint8_t *, const uint8_t *);
  const char *evp_name;  /* printf format with the key bits; NULL: no OpenSSL row */
  int evp_encrypt;
  int gcry_mode;         /* GCRY_CIPHER_MODE_*; 0: no libgcrypt row */
} modes[] = {
  { "ecb-enc", M_WHOLE_BLOCKS | M_NO_IV, setup_ecb, run_ecb_enc, model_ecb_enc, "AES-%u-ECB", 1, GC (GCRY_CIPHER_MODE_ECB) },
  { "ecb-dec", M_WHOLE_BLOCKS | M_NO_IV, setup_ecb, run_ecb_dec, model_ecb_dec, "AES-%u-ECB", 0, GC (GCRY_CIPHER_MODE_ECB) },
  { "cbc-enc", M_WHOLE_BLOCKS | M_BLOCK_CIPHER, setup_cbc_enc, run_cbc_enc, model_cbc_enc, "AES-%u-CBC", 1, GC (GCRY_CIPHER_MODE_CBC) },
  { "cbc-aesN-enc", M_WHOLE_BLOCKS, setup_cbc_aes_enc, run_cbc_aes_enc, model_cbc_enc, NULL, 1, 0 },
  { "cbc-dec", M_WHOLE_BLOCKS | M_BLOCK_CIPHER, setup_cbc_dec, run_cbc_dec, model_cbc_dec, "AES-%u-CBC", 0, GC (GCRY_CIPHER_MODE_CBC) },
  { "ctr", M_BLOCK_CIPHER, setup_ctr, run_ctr, model_ctr, "AES-%u-CTR", 1, GC (GCRY_CIPHER_MODE_CTR) },
  { "cfb-enc", 0, setup_cfb_enc, run_cfb_enc, model_cfb_enc, "AES-%u-CFB", 1, GC (GCRY_CIPHER_MODE_CFB) },
  { "cfb-dec", 0, setup_cfb_dec, run_cfb_dec, model_cfb_dec, "AES-%u-CFB", 0, GC (GCRY_CIPHER_MODE_CFB) },
  { "cfb8-enc", 0, setup_cfb8_enc, run_cfb8_enc, model_cfb8_enc, "AES-%u-CFB8", 1, GC (GCRY_CIPHER_MODE_CFB8) },
  { "cfb8-dec", 0, setup_cfb8_dec, run_cfb8_dec, model_cfb8_dec, "AES-%u-CFB8", 0, GC (GCRY_CIPHER_MODE_CFB8) },
  { "xts-enc", M_XTS, setup_xts_enc, run_xts_enc, model_xts_enc, "AES-%u-XTS", 1, GC (GCRY_CIPHER_MODE_XTS) },
  { "xts-dec", M_XTS, setup_xts_dec, run_xts_dec, model_xts_dec, "AES-%u-XTS", 0, GC (GCRY_CIPHER_MODE_XTS) },
  /* OpenSSL: the algorithm's evp_name */
  { "hash", M_HASH, setup_hash, run_hash, model_hash, NULL, 0, 0 },
  { "hmac", M_HASH | M_HMAC, setup_hmac, run_hmac, model_hmac, NULL, 0, 0 },
  /* Descriptor-driven rows: cell_setup picks the functions by kind. */
  { "aead-enc", M_GEN, NULL, run_gen_aead_enc, model_gen_aead_enc, NULL, 1, 0 },
  { "aead-dec", M_GEN, NULL, run_gen_aead_dec, model_gen_aead_dec, NULL, 0, 0 },
  { "stream", M_GEN, NULL, run_gen_stream, model_gen_stream, NULL, 1, 0 },
  { "mac", M_GEN | M_DIGEST_OUT, NULL, run_gen_mac, model_gen_mac, NULL, 0, 0 },
};
#define N_MODES (sizeof (modes) / sizeof (modes[0]))

static int
mode_applies (const struct mode *m, const struct algorithm *a)
{
  switch (a->kind)
    {
    case K_DHASH:
      return (m->flags & M_HASH) && !(m->flags & M_HMAC);
    case K_CIPHER:
      return strncmp (m->name, "ecb-", 4) == 0
        || (a->block_size == BLOCK && (m->flags & M_BLOCK_CIPHER));
    case K_AEAD:
    case K_AEADM:
      return strncmp (m->name, "aead-", 5) == 0;
    case K_STREAM:
      return strcmp (m->name, "stream") == 0;
    case K_MAC:
      return strcmp (m->name, "mac") == 0;
    }
  if (m->flags & M_GEN)
    return 0;
  if (is_hash (a) != !!(m->flags & M_HASH))
    return 0;
  if (m->flags & M_HMAC)
    return a->hash.hmac_set_key != 0;
  return !(m->flags & M_XTS) || a->bits != 192;
}

/* The size of a message's output. */
static size_t
output_size (const struct cell *c, size_t len)
{
  if (is_hash (c->alg))
    return c->hsize;
  if (c->mode->flags & M_DIGEST_OUT)
    return c->gm.digest_size;
  if ((c->alg->kind == K_AEAD || c->alg->kind == K_AEADM) && c->mode->evp_encrypt)
    return len + c->gm.digest_size;
  return len;
}

static int
size_applies (const struct mode *m, size_t size)
{
  if (size == 0)
    return 0;
  if ((m->flags & M_WHOLE_BLOCKS) && size % BLOCK)
    return 0;
  if ((m->flags & M_XTS) && size < BLOCK)
    return 0;
  return 1;
}

/* Deterministic key, IV and data, different per algorithm and mode. */
static void
fill_pattern (uint8_t *p, size_t n, unsigned seed)
{
  uint32_t x = 0x9e3779b9u * (seed + 1);
  size_t i;
  for (i = 0; i < n; i++)
    {
      x ^= x << 13, x ^= x >> 17, x ^= x << 5;
      p[i] = (uint8_t) (x >> 24);
    }
}

/* OpenSSL.  A cell has an OpenSSL row when OpenSSL has the algorithm:
   every AES mode but cbc-aesN-enc; a block cipher in a mode that the
   default provider has (evp_gen_name); a hash that the table names and the
   default provider has (SHA-3, SM3 and RIPEMD-160 may be missing); an
   HMAC with OpenSSL 3's EVP_MAC. */
#if HAVE_OPENSSL
static const EVP_MD *
openssl_digest (const char *name)
{
# if HAVE_EVP_MAC
  return EVP_MD_fetch (NULL, name, NULL);  /* once, not per message */
# else
  return EVP_get_digestbyname (name);
# endif
}

static void
openssl_digest_free (const EVP_MD *md)
{
# if HAVE_EVP_MAC
  EVP_MD_free ((EVP_MD *) md);
# else
  (void) md;
# endif
}
#endif

/* Which library an external child measures: OpenSSL or libgcrypt. */
#if HAVE_OPENSSL
/* A cipher of OpenSSL's default provider, or NULL (OpenSSL 3 keeps
   CAST5, Blowfish, single DES and RC4 in the legacy provider, which a
   default configuration does not load). */
static EVP_CIPHER *
openssl_cipher (const char *name)
{
# if HAVE_EVP_MAC
  return EVP_CIPHER_fetch (NULL, name, NULL);
# else
  return (EVP_CIPHER *) EVP_get_cipherbyname (name);
# endif
}

static void
openssl_cipher_free (EVP_CIPHER *cipher)
{
# if HAVE_EVP_MAC
  EVP_CIPHER_free (cipher);
# else
  (void) cipher;
# endif
}

/* The OpenSSL name of a descriptor-driven row: the algorithm's, or for
   a block cipher in a chaining mode its ECB name with the last part
   the mode's ("CAMELLIA-128-ECB" in ctr: "CAMELLIA-128-CTR"). */
static const char *
evp_gen_name (char *buf, size_t size, const struct mode *m,
              const struct algorithm *a)
{
  const char *dash = a->evp ? strrchr (a->evp, '-') : NULL;
  if (a->kind != K_CIPHER || (m->flags & M_NO_IV) || !dash)
    return a->evp;
  snprintf (buf, size, "%.*s%s", (int) (dash - a->evp), a->evp,
            strrchr (m->evp_name, '-'));
  return buf;
}

static int
openssl_gen_has (const struct mode *m, const struct algorithm *a)
{
  char buf[32];
  const char *colon, *name = evp_gen_name (buf, sizeof (buf), m, a);
  EVP_CIPHER *cipher;
  if (!name)
    return 0;
  colon = strchr (name, ':');
  if (colon)
    {
# if HAVE_EVP_MAC
      if (strncmp (a->evp, "HMAC", 4) == 0)
        {
          const EVP_MD *md = openssl_digest (colon + 1);
          openssl_digest_free (md);
          return md != NULL;
        }
      cipher = openssl_cipher (colon + 1);
# else
      return 0;
# endif
    }
  else
    cipher = openssl_cipher (name);
  openssl_cipher_free (cipher);
  return cipher != NULL;
}
#endif

enum { EXT_NONE, EXT_OPENSSL, EXT_GCRYPT };
static int child_ext = EXT_NONE;

static int
gcrypt_has (const struct mode *m, const struct algorithm *a)
{
#if HAVE_GCRYPT
  if (a->kind == K_MAC)
    return a->gcry_algo && gcry_mac_test_algo (a->gcry_algo) == 0;
  if (a->kind > K_DHASH)
    return a->gcry_algo && gcry_cipher_test_algo (a->gcry_algo) == 0;
  if (!is_hash (a))
    return m->gcry_mode != 0;
  if (m->flags & M_HMAC)
    return a->hash.gcry_md == GCRY_MD_SHA256 || a->hash.gcry_md == GCRY_MD_SHA512;
  return a->hash.gcry_md != 0
    && gcry_md_test_algo (a->hash.gcry_md) == 0;
#else
  (void) m, (void) a;
  return 0;
#endif
}

static int
openssl_has (const struct mode *m, const struct algorithm *a)
{
  if (child_ext == EXT_GCRYPT)
    return gcrypt_has (m, a);
#if HAVE_OPENSSL
  const EVP_MD *md;
  if (a->kind > K_DHASH)
    return openssl_gen_has (m, a);
  if (!is_hash (a))
    return m->evp_name != NULL;
  if (!a->hash.evp_name || ((m->flags & M_HMAC) && !HAVE_EVP_MAC))
    return 0;
  md = openssl_digest (a->hash.evp_name);
  openssl_digest_free (md);
  return md != NULL;
#else
  (void) m, (void) a;
  return 0;
#endif
}

#if HAVE_OPENSSL
/* One message: reset only the IV, keep the schedule. */
static void
run_openssl_cipher (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  int out_len;
  if (!(c->mode->flags & M_NO_IV))
    EVP_CipherInit_ex (c->evp, NULL, NULL, NULL, c->iv0, -1);
  if (!EVP_CipherUpdate (c->evp, dst, &out_len, src, (int) len)
      || out_len != (int) len)
    die ("OpenSSL %s-%s failed on %zu bytes", c->alg->name, c->mode->name, len);
}

/* One message with the reused EVP_MD_CTX. */
static void
run_openssl_digest (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  if (!EVP_DigestInit_ex (c->md_ctx, c->md, NULL)
      || !EVP_DigestUpdate (c->md_ctx, src, len)
      || !EVP_DigestFinal_ex (c->md_ctx, dst, NULL))
    die ("OpenSSL %s failed on %zu bytes", c->alg->name, len);
}

# if HAVE_EVP_MAC
/* An HMAC or CMAC: the key was set once; an init without a key keeps
   it. */
static void
run_openssl_mac (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  size_t out_len;
  if (!EVP_MAC_init (c->mac_ctx, NULL, 0, NULL)
      || !EVP_MAC_update (c->mac_ctx, src, len)
      || !EVP_MAC_final (c->mac_ctx, dst, &out_len, output_size (c, len)))
    die ("OpenSSL %s %s failed on %zu bytes", c->alg->name, c->mode->name, len);
}
# endif

/* An AEAD message: the nonce (iv0) reset, the tag after the
   ciphertext; a decryption's tag is not checked (it would not match
   the data of a timing loop). */
static void
run_openssl_aead (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  int out_len, enc = c->mode->evp_encrypt;
  unsigned ds = c->gm.digest_size;
  EVP_CipherInit_ex (c->evp, NULL, NULL, NULL, c->iv0, -1);
  if (!enc)
    EVP_CIPHER_CTX_ctrl (c->evp, EVP_CTRL_AEAD_SET_TAG, (int) ds, c->tag);
  if (!EVP_CipherUpdate (c->evp, dst, &out_len, src, (int) len)
      || out_len != (int) len)
    die ("OpenSSL %s-%s failed on %zu bytes", c->alg->name, c->mode->name, len);
  if (EVP_CipherFinal_ex (c->evp, dst + len, &out_len) && enc)
    EVP_CIPHER_CTX_ctrl (c->evp, EVP_CTRL_AEAD_GET_TAG, (int) ds, dst + len);
}

/* ChaCha20: OpenSSL's 16-byte IV is a 32-bit block counter and a
   96-bit nonce; with the counter's high half and Nettle's 64-bit nonce
   behind it, in c->iv, it is Nettle's ChaCha. */
static void
run_openssl_stream (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  int out_len;
  EVP_CipherInit_ex (c->evp, NULL, NULL, NULL, c->iv, -1);
  if (!EVP_CipherUpdate (c->evp, dst, &out_len, src, (int) len)
      || out_len != (int) len)
    die ("OpenSSL %s failed on %zu bytes", c->alg->name, len);
}

/* A message AEAD: the nonce set per message (SIV: the empty associated
   data and the nonce as S2V's inputs), CCM's length declared first;
   a decryption authenticates the model's message (msg_ciphertext).  A
   failure leaves zeros, so the cell is left out as differing. */
static void
run_openssl_msg (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  int enc = c->mode->evp_encrypt, siv = c->family == F_SIV_CMAC;
  int n = 0, m = 0, ok;
  const uint8_t *in = enc ? src : msg_ciphertext (c, len, src);
  const uint8_t *tag = siv ? in : in + len;
  uint8_t *out = dst + (enc && siv ? MSG_TAG : 0);
  if (!enc && siv)
    in += MSG_TAG;
  ok = EVP_CipherInit_ex (c->evp, NULL, NULL, NULL, siv ? NULL : c->iv0, -1);
  if (ok && !enc)
    ok = EVP_CIPHER_CTX_ctrl (c->evp, EVP_CTRL_AEAD_SET_TAG, MSG_TAG, (void *) tag) > 0;
  if (ok && siv)
    ok = EVP_CipherUpdate (c->evp, NULL, &n, (const uint8_t *) "", 0)
      && EVP_CipherUpdate (c->evp, NULL, &n, c->iv0, MSG_NONCE);
  if (ok && c->family == F_CCM)
    ok = EVP_CipherUpdate (c->evp, NULL, &n, NULL, (int) len);
  ok = ok && EVP_CipherUpdate (c->evp, out, &n, in, (int) len);
  if (ok && !(c->family == F_CCM && !enc))
    ok = EVP_CipherFinal_ex (c->evp, out + n, &m);
  ok = ok && n + m == (int) len;
  if (ok && enc)
    ok = EVP_CIPHER_CTX_ctrl (c->evp, EVP_CTRL_AEAD_GET_TAG, MSG_TAG,
                              siv ? dst : dst + len) > 0;
  if (!ok)
    memset (dst, 0, output_size (c, len));
}

static void
openssl_msg_setup (struct cell *c)
{
  EVP_CIPHER *cipher = openssl_cipher (c->alg->evp);
  int enc = c->mode->evp_encrypt;
  c->evp = EVP_CIPHER_CTX_new ();
  if (!cipher || !c->evp
      || !EVP_CipherInit_ex (c->evp, cipher, NULL, NULL, NULL, enc)
      || (c->family != F_SIV_CMAC
          && (EVP_CIPHER_CTX_ctrl (c->evp, EVP_CTRL_AEAD_SET_IVLEN, MSG_NONCE, NULL) <= 0
              || EVP_CIPHER_CTX_ctrl (c->evp, EVP_CTRL_AEAD_SET_TAG, MSG_TAG, NULL) <= 0))
      || !EVP_CipherInit_ex (c->evp, NULL, NULL, c->key, NULL, enc))
    die ("OpenSSL initialisation of %s failed", c->alg->evp);
  openssl_cipher_free (cipher);
  c->run = run_openssl_msg;
}

static void
openssl_gen_setup (struct cell *c)
{
  const struct algorithm *alg = c->alg;
  char buf[32];
  const char *name = evp_gen_name (buf, sizeof (buf), c->mode, alg);
  EVP_CIPHER *cipher;
  if (alg->kind == K_AEADM)
    {
      openssl_msg_setup (c);
      return;
    }
  if (alg->kind == K_MAC)
    {
# if HAVE_EVP_MAC
      const char *sub = strchr (alg->evp, ':') + 1;
      int hmac = strncmp (alg->evp, "HMAC", 4) == 0;
      OSSL_PARAM params[2];
      params[0] = OSSL_PARAM_construct_utf8_string
        (hmac ? OSSL_MAC_PARAM_DIGEST : OSSL_MAC_PARAM_CIPHER, (char *) sub, 0);
      params[1] = OSSL_PARAM_construct_end ();
      c->mac = EVP_MAC_fetch (NULL, hmac ? "HMAC" : "CMAC", NULL);
      c->mac_ctx = c->mac ? EVP_MAC_CTX_new (c->mac) : NULL;
      if (!c->mac_ctx || !EVP_MAC_init (c->mac_ctx, c->key, c->gm.key_size, params))
        die ("OpenSSL initialisation of %s failed", alg->evp);
      c->run = run_openssl_mac;
# endif
      return;
    }
  cipher = openssl_cipher (name);
  c->evp = EVP_CIPHER_CTX_new ();
  memset (c->iv, 0, BLOCK);
  memcpy (c->iv + 8, c->iv0, 8);
  if (!cipher || !c->evp
      || !EVP_CipherInit_ex (c->evp, cipher, NULL, c->key,
                             alg->kind == K_STREAM ? c->iv : c->iv0,
                             c->mode->evp_encrypt)
      || !EVP_CIPHER_CTX_set_padding (c->evp, 0))
    die ("OpenSSL initialisation of %s failed", name);
  openssl_cipher_free (cipher);
  c->run = alg->kind == K_CIPHER ? run_openssl_cipher
    : alg->kind == K_AEAD ? run_openssl_aead : run_openssl_stream;
}

/* Contexts, schedules and keys, once per cell; only cells that
   openssl_has are set up. */
static void
openssl_setup (struct cell *c)
{
  const struct algorithm *alg = c->alg;
  const char *name = alg->hash.evp_name;
  if (alg->kind > K_DHASH)
    {
      openssl_gen_setup (c);
      return;
    }
  if (!is_hash (alg))
    {
      char cipher_name[32];
      const EVP_CIPHER *cipher;
      snprintf (cipher_name, sizeof (cipher_name), c->mode->evp_name, alg->bits);
      cipher = EVP_get_cipherbyname (cipher_name);
      if (!cipher)
        die ("OpenSSL has no %s", cipher_name);
      c->evp = EVP_CIPHER_CTX_new ();
      if (!c->evp
          || !EVP_CipherInit_ex (c->evp, cipher, NULL, c->key, c->iv0,
                                 c->mode->evp_encrypt)
          || !EVP_CIPHER_CTX_set_padding (c->evp, 0))
        die ("OpenSSL initialisation of %s failed", cipher_name);
      c->run = run_openssl_cipher;
    }
  else if (!(c->mode->flags & M_HMAC))
    {
      c->md = openssl_digest (name);
      c->md_ctx = EVP_MD_CTX_new ();
      if (!c->md || !c->md_ctx)
        die ("OpenSSL initialisation of %s failed", name);
      c->run = run_openssl_digest;
    }
  else
    {
# if HAVE_EVP_MAC
      OSSL_PARAM params[2];
      params[0] = OSSL_PARAM_construct_utf8_string (OSSL_MAC_PARAM_DIGEST,
                                                    (char *) name, 0);
      params[1] = OSSL_PARAM_construct_end ();
      c->mac = EVP_MAC_fetch (NULL, "HMAC", NULL);
      c->mac_ctx = c->mac ? EVP_MAC_CTX_new (c->mac) : NULL;
      if (!c->mac_ctx
          || !EVP_MAC_init (c->mac_ctx, c->key, alg->hash.digest_size, params))
        die ("OpenSSL initialisation of HMAC-%s failed", name);
      c->run = run_openssl_mac;
# endif
    }
}
#endif

#if HAVE_GCRYPT
static void
gcrypt_check (gcry_error_t err, const struct cell *c, const char *what)
{
  if (err)
    die ("libgcrypt %s %s: %s failed: %s", c->alg->name, c->mode->name, what,
         gcry_strerror (err));
}

/* One message: reset only the IV (or counter, or tweak). */
static void
run_gcrypt_cipher (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  int mode = c->mode->gcry_mode;
  if (mode == GCRY_CIPHER_MODE_CTR)
    gcrypt_check (gcry_cipher_setctr (c->gc, c->iv0, BLOCK), c, "setctr");
  else if (mode != GCRY_CIPHER_MODE_ECB)
    gcrypt_check (gcry_cipher_setiv (c->gc, c->iv0, BLOCK), c, "setiv");
  if (c->mode->evp_encrypt)
    gcrypt_check (dst == src ? gcry_cipher_encrypt (c->gc, dst, len, NULL, 0)
                  : gcry_cipher_encrypt (c->gc, dst, len, src, len), c, "encrypt");
  else
    gcrypt_check (dst == src ? gcry_cipher_decrypt (c->gc, dst, len, NULL, 0)
                  : gcry_cipher_decrypt (c->gc, dst, len, src, len), c, "decrypt");
}

static void
run_gcrypt_digest (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  gcry_md_reset (c->gmd);
  gcry_md_write (c->gmd, src, len);
  memcpy (dst, gcry_md_read (c->gmd, c->alg->hash.gcry_md), c->hsize);
}

/* An HMAC or CMAC: the key was set once; a reset keeps it. */
static void
run_gcrypt_mac (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  size_t n = output_size (c, len);
  gcrypt_check (gcry_mac_reset (c->gmac), c, "mac_reset");
  if (c->alg->kind == K_MAC && c->gm.nonce_size)
    gcrypt_check (gcry_mac_setiv (c->gmac, c->iv0, c->gm.nonce_size), c, "mac_setiv");
  gcrypt_check (gcry_mac_write (c->gmac, src, len), c, "mac_write");
  gcrypt_check (gcry_mac_read (c->gmac, dst, &n), c, "mac_read");
}

/* Stream ciphers: the nonce per message, ARCFOUR's key. */
static void
run_gcrypt_stream (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  if (c->gm.nonce_size)
    gcrypt_check (gcry_cipher_setiv (c->gc, c->iv0, c->gm.nonce_size), c, "setiv");
  else
    gcrypt_check (gcry_cipher_setkey (c->gc, c->key, c->gm.key_size), c, "setkey");
  gcrypt_check (dst == src ? gcry_cipher_encrypt (c->gc, dst, len, NULL, 0)
                : gcry_cipher_encrypt (c->gc, dst, len, src, len), c, "encrypt");
}

static void
run_gcrypt_aead (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  int enc = c->mode->evp_encrypt;
  gcrypt_check (gcry_cipher_setiv (c->gc, c->iv0, c->gm.nonce_size), c, "setiv");
  if (enc)
    gcrypt_check (dst == src ? gcry_cipher_encrypt (c->gc, dst, len, NULL, 0)
                  : gcry_cipher_encrypt (c->gc, dst, len, src, len), c, "encrypt");
  else
    gcrypt_check (dst == src ? gcry_cipher_decrypt (c->gc, dst, len, NULL, 0)
                  : gcry_cipher_decrypt (c->gc, dst, len, src, len), c, "decrypt");
  gcrypt_check (gcry_cipher_gettag (c->gc, enc ? dst + len : c->tag,
                                    c->gm.digest_size), c, "gettag");
}

/* A message AEAD, as run_openssl_msg: SIV's S2V inputs are the empty
   associated data and then the nonce (setiv); OCB's last call follows
   gcry_cipher_final. */
static void
run_gcrypt_msg (struct cell *c, size_t len, uint8_t *dst, const uint8_t *src)
{
  int enc = c->mode->evp_encrypt, siv = c->family == F_SIV_CMAC;
  int tag_first = siv || c->family == F_SIV_GCM;  /* the tag given before decrypting */
  const uint8_t *in = enc ? src : msg_ciphertext (c, len, src);
  const uint8_t *tag = siv ? in : in + len;
  uint8_t *out = dst + (enc && siv ? MSG_TAG : 0);
  gcry_error_t err;
  if (!enc && siv)
    in += MSG_TAG;
  err = gcry_cipher_reset (c->gc);
  if (!err && siv)
    err = gcry_cipher_authenticate (c->gc, "", 0);
  if (!err)
    err = gcry_cipher_setiv (c->gc, c->iv0, MSG_NONCE);
  if (!err && c->family == F_CCM)
    {
      uint64_t lengths[3] = { len, 0, MSG_TAG };
      err = gcry_cipher_ctl (c->gc, GCRYCTL_SET_CCM_LENGTHS, lengths, sizeof (lengths));
    }
  if (!err && !enc && tag_first)
    err = gcry_cipher_set_decryption_tag (c->gc, tag, MSG_TAG);
  if (!err && c->family == F_OCB)
    err = gcry_cipher_final (c->gc);
  if (!err)
    err = enc ? gcry_cipher_encrypt (c->gc, out, len, in, len)
      : gcry_cipher_decrypt (c->gc, out, len, in, len);
  if (!err)
    err = enc ? gcry_cipher_gettag (c->gc, siv ? dst : dst + len, MSG_TAG)
      : tag_first ? 0 : gcry_cipher_checktag (c->gc, tag, MSG_TAG);
  if (err)
    memset (dst, 0, output_size (c, len));
}

static void
gcrypt_gen_setup (struct cell *c)
{
  const struct algorithm *alg = c->alg;
  int mode = alg->kind == K_CIPHER ? c->mode->gcry_mode
    : alg->kind == K_STREAM ? GCRY_CIPHER_MODE_STREAM : alg->gcry_mode;
  if (alg->kind == K_MAC)
    {
      gcrypt_check (gcry_mac_open (&c->gmac, alg->gcry_algo, 0, NULL), c, "mac_open");
      gcrypt_check (gcry_mac_setkey (c->gmac, c->key, c->gm.key_size), c, "mac_setkey");
      c->run = run_gcrypt_mac;
      return;
    }
  gcrypt_check (gcry_cipher_open (&c->gc, alg->gcry_algo, mode, 0), c, "open");
  gcrypt_check (gcry_cipher_setkey (c->gc, c->key, c->gm.key_size), c, "setkey");
  c->run = alg->kind == K_CIPHER ? run_gcrypt_cipher
    : alg->kind == K_STREAM ? run_gcrypt_stream
    : alg->kind == K_AEADM ? run_gcrypt_msg : run_gcrypt_aead;
}

static void
gcrypt_setup (struct cell *c)
{
  const struct algorithm *alg = c->alg;
  if (alg->kind > K_DHASH)
    {
      gcrypt_gen_setup (c);
      return;
    }
  if (!is_hash (alg))
    {
      int xts = c->mode->gcry_mode == GCRY_CIPHER_MODE_XTS;
      /* XTS takes both keys at once (the data key first). */
      int algo = alg->bits == 128 ? GCRY_CIPHER_AES128
        : alg->bits == 192 ? GCRY_CIPHER_AES192 : GCRY_CIPHER_AES256;
      gcrypt_check (gcry_cipher_open (&c->gc, algo, c->mode->gcry_mode, 0), c, "open");
      gcrypt_check (gcry_cipher_setkey (c->gc, c->key, alg->bits / 8 * (xts ? 2 : 1)),
                    c, "setkey");
      c->run = run_gcrypt_cipher;
    }
  else if (!(c->mode->flags & M_HMAC))
    {
      gcrypt_check (gcry_md_open (&c->gmd, alg->hash.gcry_md, 0), c, "md_open");
      c->run = run_gcrypt_digest;
    }
  else
    {
      int algo = alg->hash.gcry_md == GCRY_MD_SHA256 ? GCRY_MAC_HMAC_SHA256
        : GCRY_MAC_HMAC_SHA512;
      gcrypt_check (gcry_mac_open (&c->gmac, algo, 0, NULL), c, "mac_open");
      gcrypt_check (gcry_mac_setkey (c->gmac, c->key, alg->hash.digest_size),
                    c, "mac_setkey");
      c->run = run_gcrypt_mac;
    }
}

static const char *
gcrypt_init (void)
{
  const char *v = gcry_check_version (NULL);
  gcry_control (GCRYCTL_DISABLE_SECMEM, 0);
  gcry_control (GCRYCTL_INITIALIZATION_FINISHED, 0);
  return v;
}
#endif

/* Prepare a cell: the measured implementation (api, or OpenSSL when api
   is NULL) and the model on top of model_api's block or hash functions,
   checked first against their known answers.  Returns a missing
   function name or NULL. */
static const char *
cell_setup (struct cell *c, const struct mode *mode, const struct algorithm *alg,
            const struct nettle_api *api, const struct nettle_api *model_api)
{
  unsigned key_bytes = alg->bits / 8;
  memset (c, 0, sizeof (*c));
  c->mode = mode;
  c->alg = alg;
  c->api = api;
  fill_pattern (c->key, sizeof (c->key), alg->bits + 1000 * (unsigned) (mode - modes));
  fill_pattern (c->iv0, sizeof (c->iv0), 7 + (unsigned) (mode - modes));

  if (alg->kind == K_AEADM)
    {
      const char *lacks = msg_setup (c, mode->evp_encrypt, api, model_api);
      if (lacks || api)
        return lacks;
    }
  else if (alg->kind != K_TABLE && alg->kind != K_DHASH)
    {
      const char *lacks = gen_functions_get (&c->gm, model_api, alg);
      int ecb = alg->kind == K_CIPHER && (mode->flags & M_NO_IV);
      if (lacks)
        return lacks;
      gen_contexts (c, &c->gm, 2);
      c->model = !ecb ? mode->model
        : mode->evp_encrypt ? model_gen_ecb_enc : model_gen_ecb_dec;
      if (api)
        {
          lacks = gen_functions_get (&c->g, api, alg);
          if (lacks)
            return lacks;
          gen_contexts (c, &c->g, 0);
          c->encrypt = c->g.encrypt, c->decrypt = c->g.decrypt;
          c->ectx = c->gctx[0], c->dctx = c->gctx[1];
          c->run = !ecb ? mode->run
            : mode->evp_encrypt ? run_gen_ecb_enc : run_gen_ecb_dec;
          return mode->setup && !ecb ? mode->setup (c) : NULL;
        }
    }
  else if (is_hash (alg) && alg->desc)
    {
      const struct nettle_hash *d = dlsym (model_api->handle, alg->desc);
      if (!d)
        return alg->desc;
      if (d->context_size > sizeof (union hash_any) || d->digest_size > MAX_DIGEST)
        die ("%s: %s is larger than the benchmark's buffers", model_api->path, alg->desc);
      c->hm.init = d->init, c->hm.update = d->update, c->hm.digest = d->digest;
      c->hsize = d->digest_size;
      if (api)
        {
          if (!(d = dlsym (api->handle, alg->desc)))
            return alg->desc;
          c->hf.init = d->init, c->hf.update = d->update, c->hf.digest = d->digest;
        }
    }
  else if (is_hash (alg))
    {
      const char *lacks = hash_lacks (model_api, &alg->hash, 0);
      if (lacks)
        return lacks;
      hash_functions_get (&c->hm, model_api, &alg->hash);
      check_hash_known_answers (model_api, alg, &c->hm);
      c->hsize = alg->hash.digest_size;
      if (api)
        hash_functions_get (&c->hf, api, &alg->hash);
    }
  else
    {
      model_aes_setup (c, model_api, alg->bits, c->key);
      c->m.set_decrypt_key (&c->mdec, c->key);
      c->m.set_encrypt_key (&c->mtweak, c->key + key_bytes);
      if (api)
        {
          aes_functions_get (&c->f, api, alg->bits);
          c->f.set_encrypt_key (&c->enc, c->key);
          c->f.set_decrypt_key (&c->dec, c->key);
          c->encrypt = c->f.encrypt, c->decrypt = c->f.decrypt;
          c->ectx = &c->enc, c->dctx = &c->dec;
        }
    }
  if (!c->model)
    c->model = mode->model;
  if (api)
    {
      c->run = mode->run;
      return mode->setup (c);
    }
#if HAVE_GCRYPT
  if (child_ext == EXT_GCRYPT)
    {
      gcrypt_setup (c);
      return NULL;
    }
#endif
#if HAVE_OPENSSL
  openssl_setup (c);
#endif
  return NULL;
}

static void
cell_free (struct cell *c)
{
  unsigned i;
  for (i = 0; i < 6; i++)
    free (c->gctx[i]);
  free (c->ct);
#if HAVE_OPENSSL
  EVP_CIPHER_CTX_free (c->evp);
  EVP_MD_CTX_free (c->md_ctx);
  if (c->md)
    openssl_digest_free (c->md);
# if HAVE_EVP_MAC
  EVP_MAC_CTX_free (c->mac_ctx);
  EVP_MAC_free (c->mac);
# endif
#endif
#if HAVE_GCRYPT
  if (c->gc)
    gcry_cipher_close (c->gc);
  if (c->gmd)
    gcry_md_close (c->gmd);
  if (c->gmac)
    gcry_mac_close (c->gmac);
#endif
  memset (c, 0, sizeof (*c));
}

/* Timing. */

#if HAVE_TSC
static inline uint64_t
ticks (void)
{
  uint64_t t;
  /* lfence as inline asm rather than _mm_lfence, which needs the
     compiler to target SSE2 (not the default for -m32). */
  __asm__ volatile ("lfence" ::: "memory");  /* earlier work done first... */
  t = __rdtsc ();
  __asm__ volatile ("lfence" ::: "memory");  /* ...later work not started before */
  return t;
}
#else
static inline uint64_t
ticks (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (uint64_t) ts.tv_sec * 1000000000u + (uint64_t) ts.tv_nsec;
}
#endif

/* Ticks per second, by counting ticks across 50 ms of CLOCK_MONOTONIC. */
static double
calibrate_ticks (void)
{
#if HAVE_TSC
  double t0, t1;
  uint64_t c0, c1;
  t0 = bench_seconds ();
  c0 = ticks ();
  do
    t1 = bench_seconds ();
  while (t1 - t0 < 0.05);
  c1 = ticks ();
  return (double) (c1 - c0) / (t1 - t0);
#else
  return 1e9;
#endif
}

/* CPU features needed by the backends. */
enum
{
  CPU_AES = 1, CPU_PCLMUL = 2, CPU_AVX2 = 4, CPU_VAES = 8,
  CPU_VPCLMUL = 16, CPU_AVX512 = 32, CPU_INVARIANT_TSC = 64,
};

static unsigned
cpu_features (void)
{
  unsigned f = 0;
#if HAVE_TSC
  unsigned a, b, c, d, max;
  unsigned long long xcr0 = 0;
  if (!__get_cpuid (0, &max, &b, &c, &d))
    return 0;
  __cpuid (1, a, b, c, d);
  if (c & (1u << 25))
    f |= CPU_AES;
  if (c & (1u << 1))
    f |= CPU_PCLMUL;
  if (c & (1u << 27))  /* OSXSAVE: XGETBV tells which registers the OS saves */
    {
      unsigned lo, hi;
      __asm__ ("xgetbv" : "=a" (lo), "=d" (hi) : "c" (0));
      xcr0 = ((unsigned long long) hi << 32) | lo;
    }
  if (max >= 7)
    {
      __cpuid_count (7, 0, a, b, c, d);
      if ((b & (1u << 5)) && (xcr0 & 6) == 6)
        f |= CPU_AVX2;
      if ((c & (1u << 9)) && (xcr0 & 6) == 6)
        f |= CPU_VAES;
      if ((c & (1u << 10)) && (xcr0 & 6) == 6)
        f |= CPU_VPCLMUL;
      /* AVX-512 F, BW and VL, with opmask and ZMM state enabled. */
      if ((b & (1u << 16)) && (b & (1u << 30)) && (b & (1u << 31))
          && (xcr0 & 0xe6) == 0xe6)
        f |= CPU_AVX512;
    }
  if (__get_cpuid (0x80000000, &max, &b, &c, &d) && max >= 0x80000007)
    {
      __cpuid (0x80000007, a, b, c, d);
      if (d & (1u << 8))
        f |= CPU_INVARIANT_TSC;
    }
#endif
  return f;
}

/* Backends: the NETTLE_FAT_OVERRIDE value that selects each, and what
   the CPU must have. */
static const struct backend
{
  const char *name;
  const char *override;
  unsigned needs;
} backends[] = {
  { "c", "", 0 },
  { "aesni", "aesni,pclmul", CPU_AES | CPU_PCLMUL },
  { "vaes_avx2", "aesni,pclmul,avx2,vaes,vpclmul",
    CPU_AES | CPU_PCLMUL | CPU_AVX2 | CPU_VAES | CPU_VPCLMUL },
  { "vaes_avx512", "aesni,pclmul,avx2,avx512,vaes,vpclmul",
    CPU_AES | CPU_PCLMUL | CPU_AVX2 | CPU_VAES | CPU_VPCLMUL | CPU_AVX512 },
};
#define N_BACKENDS (sizeof (backends) / sizeof (backends[0]))
#define MAX_BACKENDS 16  /* as many as a library may list */

/* Options. */

struct options
{
  size_t sizes[64];
  unsigned n_sizes;
  double cycle_hz;       /* -f; 0: TSC cycles */
  double tick_hz;        /* calibrated, or passed to children */
  double budget_ms;      /* per cell */
  unsigned repeats;
  int in_place, csv, wide, markdown, quick, strict, builtin_plot, long_format;
  const char *plot;
  const char *backend_list;
  const char *reference;  /* NULL: default search; "none" */
  int openssl, gcrypt;
  const char *child;      /* role when run as a child */
  unsigned char alg_sel[N_ALGORITHMS];  /* per algorithms[] entry */
  int alg_any;            /* some entry selected */
  unsigned mode_mask;     /* bit per modes[] entry */
};

static const size_t default_sizes[] = { 16, 64, 256, 512, 1024, 4096, 16384, 65536 };

static void
parse_sizes (struct options *o, const char *arg)
{
  const char *p = arg;
  o->n_sizes = 0;
  while (*p)
    {
      char *end;
      unsigned long v = strtoul (p, &end, 10);
      if (end == p || v == 0 || v > (1ul << 26))
        die ("bad size list '%s' (sizes in bytes, 1..%lu, comma separated)",
             arg, 1ul << 26);
      if (*end == 'k' || *end == 'K')
        v *= 1024, end++;
      if (o->n_sizes == sizeof (o->sizes) / sizeof (o->sizes[0]))
        die ("too many sizes");
      o->sizes[o->n_sizes++] = v;
      p = end;
      if (*p == ',')
        p++;
      else if (*p)
        die ("bad size list '%s'", arg);
    }
}

static double
parse_frequency (const char *arg)
{
  char *end;
  double v = strtod (arg, &end);
  switch (*end)
    {
    case 'G': case 'g': v *= 1e9; end++; break;
    case 'M': case 'm': v *= 1e6; end++; break;
    case 'k': case 'K': v *= 1e3; end++; break;
    }
  if (*end == 'H' || *end == 'h')
    end += (end[1] == 'z' || end[1] == 'Z') ? 2 : 1;
  if (*end || !(v > 0))
    die ("bad frequency '%s' (e.g. 4.2e9, 4.2G or 4200M)", arg);
  return v;
}

/* A filter argument names algorithms ("sha512"; a prefix that is not
   itself a name and does not split a number, such as "aes", "sha" or
   "sha3" but not "sha5", for every name starting with it) or modes
   ("ctr", "xts-enc", "hash", "hmac"; "xts" or "cbc" for every mode
   starting with it and a dash). */
static void
add_filter (struct options *o, const char *arg)
{
  size_t n = strlen (arg);
  unsigned i, hit = 0;
  for (i = 0; i < N_ALGORITHMS; i++)
    if (strcmp (algorithms[i].name, arg) == 0)
      {
        o->alg_sel[i] = 1, o->alg_any = 1;
        return;
      }
  for (i = 0; i < N_ALGORITHMS; i++)
    if (n > 0 && strncmp (algorithms[i].name, arg, n) == 0
        && !(isdigit ((unsigned char) arg[n - 1])
             && isdigit ((unsigned char) algorithms[i].name[n])))
      o->alg_sel[i] = 1, o->alg_any = 1, hit = 1;
  if (hit)
    return;
  for (i = 0; i < N_MODES; i++)
    if (strcmp (modes[i].name, arg) == 0
        || (strncmp (modes[i].name, arg, n) == 0 && modes[i].name[n] == '-'))
      o->mode_mask |= 1u << i, hit = 1;
  if (!hit)
    {
      fprintf (stderr, "%s: unknown algorithm or mode '%s'; known:", program, arg);
      for (i = 0; i < N_ALGORITHMS; i++)
        fprintf (stderr, " %s", algorithms[i].name);
      for (i = 0; i < N_MODES; i++)
        fprintf (stderr, " %s", modes[i].name);
      fputc ('\n', stderr);
      exit (1);
    }
}

static const struct nettle_api *api_self (void);
static void print_backend_names (FILE *f, const char *sep);

static void
usage (FILE *f)
{
  fprintf (f,
"Usage: nettle-benchmark [OPTION]... [ALGORITHM|MODE]...\n"
"Cycles/byte of the AES modes, of the hashes and MACs, the other block\n"
"ciphers (ECB; CBC and CTR for 16-byte blocks), the stream ciphers and the\n"
"AEADs at several message sizes, for fastnettle (its best backend and its\n"
"portable C path), another Nettle, OpenSSL and libgcrypt, as one table with\n"
"a speed-up column against the other Nettle.  Every cell is verified before\n"
"it is timed.  Arguments filter the rows: an algorithm (aes128 aes192\n"
"aes256, md5 sha256 sha3_256 ..., camellia128 des3 ..., chacha salsa20\n"
"arcfour128, gcm_aes128\n"
"chacha_poly1305 ccm_aes128 ocb_aes128 siv_cmac_aes128 siv_gcm_aes128 ...,\n"
"cmac_aes128 hmac_sha1 ...), a prefix of names (aes,\n"
"sha, sha3, gcm, hmac_, ...), a mode (ecb-enc, cbc-aesN-enc, ctr, xts-dec,\n"
"..., hash, hmac, aead-enc, aead-dec, stream, mac) or a mode prefix (ecb,\n"
"cbc, cfb, cfb8, xts, aead).  An unknown name lists them all.\n"
"\n"
"  -s, --sizes LIST     message sizes in bytes (default 16,64,256,512,1024,\n"
"                       4096,16384,65536); IV/counter/tweak reset per message\n"
"  -f, --frequency HZ   report cycles at this clock (e.g. 4.2G) instead of TSC\n"
"                       cycles; MB/s is unaffected\n"
"  -t, --time MS        time budget per cell (default 30)\n"
"  -r, --repeats N      at most N repeats (of about 1 ms) per cell; the best\n"
"                       is reported (default 100, or fewer as -t allows)\n"
"      --backend LIST   all (default), none, or comma-separated backends of\n"
"                       this library and CPU: ");
  print_backend_names (f, ",");
  fprintf (f, "\n"
"      --reference PATH another Nettle to measure (default: the system's\n"
"                       libnettle.so.8 when it is not the linked one); none\n"
"      --no-openssl     no OpenSSL column\n"
"      --no-gcrypt      no libgcrypt column\n"
"      --in-place       encrypt in place (dst == src); not for hashes\n"
"      --long           a line per cell (implementation) with MB/s, instead\n"
"                       of the table\n"
"      --csv            CSV output (notes go to stderr)\n"
"      --wide           a cycles/byte column per implementation\n"
"      --markdown       the table in Markdown (for the README)\n"
"      --plot FILE.svg  plot cycles/byte against message size (gnuplot if\n"
"                       found, else a built-in SVG writer; FILE.png: gnuplot)\n"
"      --plot-builtin   always use the built-in SVG writer\n"
"      --quick          one size (4096 unless -s), one repeat, tiny budget:\n"
"                       checks that every row runs and verifies\n"
"      --strict         an AES or hash row the library lacks is an error\n"
"                       (the descriptor-driven rows are skipped, said why)\n"
"  -h, --help           this text\n");
}

enum
{
  OPT_BACKEND = 256, OPT_REFERENCE, OPT_NO_OPENSSL, OPT_IN_PLACE, OPT_CSV,
  OPT_WIDE, OPT_MARKDOWN, OPT_LONG, OPT_NO_GCRYPT,
  OPT_PLOT, OPT_PLOT_BUILTIN, OPT_QUICK, OPT_STRICT, OPT_CHILD, OPT_TICK_HZ,
};

static void
parse_options (struct options *o, int argc, char **argv)
{
  static const struct option longopts[] = {
    { "sizes", required_argument, NULL, 's' },
    { "frequency", required_argument, NULL, 'f' },
    { "time", required_argument, NULL, 't' },
    { "repeats", required_argument, NULL, 'r' },
    { "backend", required_argument, NULL, OPT_BACKEND },
    { "reference", required_argument, NULL, OPT_REFERENCE },
    { "no-openssl", no_argument, NULL, OPT_NO_OPENSSL },
    { "no-gcrypt", no_argument, NULL, OPT_NO_GCRYPT },
    { "long", no_argument, NULL, OPT_LONG },
    { "in-place", no_argument, NULL, OPT_IN_PLACE },
    { "csv", no_argument, NULL, OPT_CSV },
    { "wide", no_argument, NULL, OPT_WIDE },
    { "markdown", no_argument, NULL, OPT_MARKDOWN },
    { "plot", required_argument, NULL, OPT_PLOT },
    { "plot-builtin", no_argument, NULL, OPT_PLOT_BUILTIN },
    { "quick", no_argument, NULL, OPT_QUICK },
    { "strict", no_argument, NULL, OPT_STRICT },
    { "child", required_argument, NULL, OPT_CHILD },
    { "tick-hz", required_argument, NULL, OPT_TICK_HZ },
    { "help", no_argument, NULL, 'h' },
    { NULL, 0, NULL, 0 }
  };
  int c, sizes_given = 0;
  memset (o, 0, sizeof (*o));
  o->budget_ms = 30;
  o->repeats = 100;
  o->openssl = HAVE_OPENSSL;
  o->gcrypt = HAVE_GCRYPT;
  o->backend_list = "all";
  while ((c = getopt_long (argc, argv, "s:f:t:r:h", longopts, NULL)) != -1)
    switch (c)
      {
      case 's': parse_sizes (o, optarg); sizes_given = 1; break;
      case 'f': o->cycle_hz = parse_frequency (optarg); break;
      case 't':
        o->budget_ms = atof (optarg);
        if (!(o->budget_ms > 0))
          die ("bad time budget '%s'", optarg);
        break;
      case 'r':
        o->repeats = (unsigned) atoi (optarg);
        if (o->repeats < 1 || o->repeats > MAX_REPEATS)
          die ("bad repeat count '%s'", optarg);
        break;
      case OPT_BACKEND: o->backend_list = optarg; break;
      case OPT_REFERENCE: o->reference = optarg; break;
      case OPT_NO_OPENSSL: o->openssl = 0; break;
      case OPT_NO_GCRYPT: o->gcrypt = 0; break;
      case OPT_LONG: o->long_format = 1; break;
      case OPT_IN_PLACE: o->in_place = 1; break;
      case OPT_CSV: o->csv = 1; break;
      case OPT_WIDE: o->wide = 1; break;
      case OPT_MARKDOWN: o->markdown = 1; break;
      case OPT_PLOT: o->plot = optarg; break;
      case OPT_PLOT_BUILTIN: o->builtin_plot = 1; break;
      case OPT_QUICK: o->quick = 1; break;
      case OPT_STRICT: o->strict = 1; break;
      case OPT_CHILD: o->child = optarg; break;
      case OPT_TICK_HZ: o->tick_hz = atof (optarg); break;
      case 'h': usage (stdout); exit (0);
      default: usage (stderr); exit (1);
      }
  for (; optind < argc; optind++)
    add_filter (o, argv[optind]);
  if (!o->alg_any)
    memset (o->alg_sel, 1, sizeof (o->alg_sel));
  if (!o->mode_mask)
    o->mode_mask = (1u << N_MODES) - 1;
  if (!sizes_given)
    {
      if (o->quick)
        {
          o->sizes[0] = 4096;
          o->n_sizes = 1;
        }
      else
        {
          memcpy (o->sizes, default_sizes, sizeof (default_sizes));
          o->n_sizes = sizeof (default_sizes) / sizeof (default_sizes[0]);
        }
    }
  if (o->quick)
    {
      o->repeats = 1;
      o->budget_ms = 0.1;
    }
}

/* Number of (algorithm, mode, size) cells the options select, for one
   implementation. */
static unsigned
count_cells (const struct options *o, int openssl)
{
  unsigned a, m, s, n = 0;
  for (a = 0; a < N_ALGORITHMS; a++)
    for (m = 0; m < N_MODES; m++)
      if (o->alg_sel[a] && (o->mode_mask >> m & 1)
          && mode_applies (&modes[m], &algorithms[a])
          && (!openssl || openssl_has (&modes[m], &algorithms[a])))
        for (s = 0; s < o->n_sizes; s++)
          n += size_applies (&modes[m], o->sizes[s]);
  return n;
}

/* The child: verify and time every selected cell of one implementation. */

/* Check two consecutive messages against the model, so a call that
   does nothing, or leaves state behind, cannot be timed. */
static const char *
verify_cell (struct cell *c, const char *impl, size_t len, int in_place,
             uint8_t *in, uint8_t *out, uint8_t *expect)
{
  size_t n = output_size (c, len);
  unsigned round;
  fill_pattern (in, len, (unsigned) len);
  c->model (c, len, expect, in);
  for (round = 0; round < 2; round++)
    {
      size_t i;
      uint8_t *dst = out;
      if (in_place)
        {
          fill_pattern (out, len, (unsigned) len);
          c->run (c, len, out, out);
        }
      else
        {
          memset (dst, 0, n);
          c->run (c, len, dst, in);
        }
      for (i = 0; i < n && dst[i] == expect[i]; i++)
        ;
      /* Another library may define a cipher of Nettle's otherwise
         (byte order, key schedule): its row is left out, said why. */
      if (i < n && !c->api && c->alg->kind != K_TABLE)
        return "!its output differs from fastnettle's";
      if (i < n)
        die ("%s %s %s, %zu bytes, message %u: output differs from the model "
             "at byte %zu (got %02x, expected %02x)",
             impl, c->alg->name, c->mode->name, len, round + 1, i, dst[i],
             expect[i]);
    }
  return NULL;
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static uint64_t
time_batch (struct cell *c, size_t len, unsigned n, uint8_t *dst, const uint8_t *src)
{
  uint64_t t0 = ticks ();
  unsigned i;
  for (i = 0; i < n; i++)
    c->run (c, len, dst, src);
  return ticks () - t0;
}

/* Best and spread of the repeats, in ticks per byte.  A repeat is a
   batch of messages lasting about a millisecond (at least one message):
   short enough that on a busy machine many batches still run without
   being interrupted, so the best of them is a clean measurement.
   Repeats go on until the budget is spent (at least three, at most
   o->repeats). */
static void
measure_cell (struct cell *c, const struct options *o, size_t len,
              uint8_t *dst, const uint8_t *src, double *best, double *spread)
{
  double budget = o->budget_ms * 1e-3 * o->tick_hz;
  double per_repeat = 1e-3 * o->tick_hz;
  double samples[MAX_REPEATS];
  uint64_t t, start;
  unsigned n, r;

  if (per_repeat > budget / 4)
    per_repeat = budget / 4;
  t = time_batch (c, len, 1, dst, src);
  n = t > 0 && t < per_repeat ? (unsigned) (per_repeat / (double) t) : 1;
  if (!o->quick)
    time_batch (c, len, n, dst, src);  /* warm-up */
  start = ticks ();
  for (r = 0; r < o->repeats; )
    {
      t = time_batch (c, len, n, dst, src);
      samples[r++] = (double) t / ((double) n * (double) len);
      if (r >= 3 && (double) (ticks () - start) >= budget)
        break;
    }
  qsort (samples, r, sizeof (double), compare_double);
  *best = samples[0];
  *spread = samples[0] > 0 ? (samples[r / 2] - samples[0]) / samples[0] : 0;
}

/* The variant that runs a row, by the library's own dispatcher
   (_nettle_fat_variant of the row's main dispatched function); "c"
   when the row has no dispatched function, "-" for a library without a
   dispatcher. */
static const char *
row_variant (const struct nettle_api *api, const struct algorithm *alg,
             const struct mode *mode)
{
  const char *(*variant) (const char *)
    = (const char *(*) (const char *)) dlsym (api->handle, "_nettle_fat_variant");
  char stems[3][48];
  unsigned n = 0, i;
  const char *m = mode->name;
  if (!variant)
    return "-";
  if (alg->kind != K_TABLE)
    {
      const char *v = alg->stem ? variant (alg->stem) : NULL;
      return v ? v : "c";
    }
  if (is_hash (alg))
    {
      const char *a = alg->name;
      if (strcmp (a, "sha1") == 0)
        snprintf (stems[n++], sizeof (stems[0]), "sha1_compress");
      else if (strcmp (a, "sha224") == 0 || strcmp (a, "sha256") == 0)
        snprintf (stems[n++], sizeof (stems[0]), "sha256_compress_n");
      else if (strncmp (a, "sha384", 6) == 0 || strncmp (a, "sha512", 6) == 0)
        snprintf (stems[n++], sizeof (stems[0]), "sha512_compress_n");
      else if (strncmp (a, "sha3_", 5) == 0)
        snprintf (stems[n++], sizeof (stems[0]), "sha3_permute");
      else
        {
          snprintf (stems[n++], sizeof (stems[0]), "%s_compress_n", a);
          snprintf (stems[n++], sizeof (stems[0]), "%s_compress", a);
        }
    }
  else
    {
      int dec = strstr (m, "-dec") != NULL;
      if (strncmp (m, "cbc-aesN", 8) == 0)
        snprintf (stems[n++], sizeof (stems[0]), "cbc_aes%u_encrypt", alg->bits);
      else if (strcmp (m, "cbc-dec") == 0)
        snprintf (stems[n++], sizeof (stems[0]), "cbc_aes_decrypt");
      else if (strcmp (m, "ctr") == 0)
        snprintf (stems[n++], sizeof (stems[0]), "ctr_aes_crypt");
      else if (strncmp (m, "xts", 3) == 0)
        snprintf (stems[n++], sizeof (stems[0]), "xts_aes_%scrypt", dec ? "de" : "en");
      else if (strcmp (m, "cfb-enc") == 0)
        snprintf (stems[n++], sizeof (stems[0]), "cfb_aes_encrypt");
      else if (strcmp (m, "cfb-dec") == 0)
        snprintf (stems[n++], sizeof (stems[0]), "cfb_aes_decrypt");
      if (strncmp (m, "ecb", 3) == 0)
        snprintf (stems[n++], sizeof (stems[0]), "aes%u_%scrypt", alg->bits,
                  dec ? "de" : "en");
      else  /* the other modes chain single-block encryptions */
        snprintf (stems[n++], sizeof (stems[0]), "aes%u_encrypt", alg->bits);
    }
  for (i = 0; i < n; i++)
    {
      const char *v = variant (stems[i]);
      if (v && !is_hash (alg) && strcmp (v, "c") == 0)
        {
          /* The C glue runs on the dispatched block core, which may be
             assembly of its own (x86's table-driven cores): "c+x86". */
          static char both[64];
          /* CFB and CFB8 decrypt with the encryption core. */
          int dec_core = strstr (m, "-dec") != NULL
                         && strncmp (m, "cfb", 3) != 0;
          const char *core = variant (dec_core ? "aes_decrypt" : "aes_encrypt");
          if (!core || strcmp (core, "c") == 0)
            return v;
          snprintf (both, sizeof (both), "c+%s", core);
          return both;
        }
      if (v)
        return v;
    }
  return "c";
}

static int
run_child (const struct options *o)
{
  const struct nettle_api *self = api_self ();
  const struct nettle_api *api = NULL;
  char impl[64];
  size_t max_size = 0;
  uint8_t *in, *out, *expect;
  unsigned a, m, s, done = 0, total;
  int progress = isatty (2) && !o->quick;
  int is_openssl = strcmp (o->child, "openssl") == 0
    || strcmp (o->child, "gcrypt") == 0;

  if (strncmp (o->child, "fastnettle:", 11) == 0)
    {
      api = self;
      snprintf (impl, sizeof (impl), "fastnettle-%s", o->child + 11);
    }
  else if (strcmp (o->child, "reference") == 0)
    {
      api = api_load (o->reference);
      snprintf (impl, sizeof (impl), "%s", api->label);
    }
  else if (strcmp (o->child, "gcrypt") == 0)
    {
#if HAVE_GCRYPT
      child_ext = EXT_GCRYPT;
      snprintf (impl, sizeof (impl), "gcrypt-%s", gcrypt_init ());
#else
      die ("built without libgcrypt");
#endif
    }
  else if (is_openssl)
    {
      child_ext = EXT_OPENSSL;
#if HAVE_OPENSSL
# ifdef OPENSSL_VERSION_STRING
      snprintf (impl, sizeof (impl), "openssl-%s",
                OpenSSL_version (OPENSSL_VERSION_STRING));
# else
      snprintf (impl, sizeof (impl), "openssl");
# endif
#else
      die ("built without OpenSSL");
#endif
    }
  else if (strcmp (o->child, "probe") == 0)
    {
      /* Only makes the library initialise (and talk, if asked to). */
      struct aes128_ctx ctx;
      uint8_t block[BLOCK] = { 0 };
      self->aes128_set_encrypt_key (&ctx, block);
      self->aes128_encrypt (&ctx, BLOCK, block, block);
      return 0;
    }
  else
    die ("unknown child role '%s'", o->child);

  check_known_answers (self);
  if (api && api != self)
    check_known_answers (api);

  for (s = 0; s < o->n_sizes; s++)
    if (o->sizes[s] > max_size)
      max_size = o->sizes[s];
  in = xalloc (max_size + 64);
  out = xalloc (max_size + 64);
  expect = xalloc (max_size + 64);
  total = count_cells (o, is_openssl);

  for (a = 0; a < N_ALGORITHMS; a++)
    for (m = 0; m < N_MODES; m++)
      {
        const struct algorithm *alg = &algorithms[a];
        const struct mode *mode = &modes[m];
        struct cell c;
        const char *lacks;
        /* A digest does not go in place; nor does a message AEAD (SIV
           puts its tag first; a decryption reads its own message). */
        int in_place = o->in_place && !(mode->flags & (M_HASH | M_DIGEST_OUT))
          && alg->kind != K_AEADM;
        if (!o->alg_sel[a] || !(o->mode_mask >> m & 1)
            || !mode_applies (mode, alg)
            || (is_openssl && !openssl_has (mode, alg)))
          continue;
        /* The model runs on the measured Nettle's own (checked) AES or
           hash; OpenSSL's model on ours. */
        lacks = cell_setup (&c, mode, alg, api, api ? api : self);
        if (lacks)
          {
            printf ("S\t%s\t%s\t%s\t%s\n", alg->name, mode->name, impl, lacks);
            fflush (stdout);
            cell_free (&c);
            continue;
          }
        if (progress)
          fprintf (stderr, "\r  %-18s %-11s %-13s %3u%%", impl, alg->name,
                   mode->name, total ? 100 * done / total : 100);
        for (s = 0; s < o->n_sizes; s++)
          {
            size_t len = o->sizes[s];
            uint8_t *dst = in_place ? in : out;
            double best, spread;
            if (!size_applies (mode, len))
              {
                printf ("N\t%s\t%zu\n", mode->name, len);
                continue;
              }
            lacks = verify_cell (&c, impl, len, in_place, in, out, expect);
            if (lacks)
              {
                printf ("S\t%s\t%s\t%s\t%s\n", alg->name, mode->name, impl, lacks);
                break;
              }
            fill_pattern (in, len, (unsigned) len);
            measure_cell (&c, o, len, dst, in, &best, &spread);
            printf ("R\t%s\t%s\t%zu\t%s\t%.6g\t%.4f\t%s\n",
                    alg->name, mode->name, len, impl, best, spread,
                    api == self ? row_variant (self, alg, mode) : "-");
            done++;
          }
        fflush (stdout);
        cell_free (&c);
      }
  if (progress)
    fprintf (stderr, "\r%53s\r", "");
  free (in);
  free (out);
  free (expect);
  return 0;
}

/* The parent: run the children and collect their records. */

struct result
{
  unsigned alg, mode, impl;
  size_t size;
  double ticks_per_byte, spread;
  char variant[24];   /* fastnettle: the variant that ran */
};

struct run
{
  struct result *results;
  size_t n_results, alloc;
  char *impl_names[MAX_BACKENDS + 2];
  unsigned n_impls;
  char **skips;
  size_t n_skips;
  size_t n_strict_skips;  /* of AES and table-hash rows: --strict fails */
  char **unfit;       /* "MODE SIZE": a size the mode cannot take */
  size_t n_unfit;
};

static unsigned
find_index (const char *name, int modes_table)
{
  unsigned i;
  if (modes_table)
    {
      for (i = 0; i < N_MODES; i++)
        if (strcmp (modes[i].name, name) == 0)
          return i;
    }
  else
    for (i = 0; i < N_ALGORITHMS; i++)
      if (strcmp (algorithms[i].name, name) == 0)
        return i;
  die ("child sent an unknown name '%s'", name);
  return 0;
}

/* Split a tab-separated line in place. */
static unsigned
split_tabs (char *line, char **fields, unsigned max)
{
  unsigned n = 0;
  char *p = line;
  while (n < max)
    {
      fields[n++] = p;
      p = strchr (p, '\t');
      if (!p)
        break;
      *p++ = '\0';
    }
  return n;
}

static void
read_records (struct run *run, FILE *f, unsigned impl)
{
  char line[512];
  while (fgets (line, sizeof (line), f))
    {
      char *fields[8];
      unsigned n;
      line[strcspn (line, "\n")] = '\0';
      n = split_tabs (line, fields, 8);
      if (n == 3 && strcmp (fields[0], "N") == 0)
        {
          char buf[64];
          size_t k;
          snprintf (buf, sizeof (buf), "%s %s", fields[1], fields[2]);
          for (k = 0; k < run->n_unfit && strcmp (run->unfit[k], buf); k++)
            ;
          if (k < run->n_unfit)
            continue;
          run->unfit = realloc (run->unfit, (run->n_unfit + 1) * sizeof (char *));
          if (!run->unfit)
            die ("out of memory");
          run->unfit[run->n_unfit++] = xstrdup (buf);
        }
      else if (n == 8 && strcmp (fields[0], "R") == 0)
        {
          struct result *r;
          if (run->n_results == run->alloc)
            {
              run->alloc = run->alloc ? 2 * run->alloc : 256;
              run->results = realloc (run->results, run->alloc * sizeof (*r));
              if (!run->results)
                die ("out of memory");
            }
          r = &run->results[run->n_results++];
          r->alg = find_index (fields[1], 0);
          r->mode = find_index (fields[2], 1);
          r->size = strtoul (fields[3], NULL, 10);
          r->impl = impl;
          r->ticks_per_byte = atof (fields[5]);
          r->spread = atof (fields[6]);
          snprintf (r->variant, sizeof (r->variant), "%s", fields[7]);
        }
      else if (n == 5 && strcmp (fields[0], "S") == 0)
        {
          char buf[256];
          if (fields[4][0] == '!')
            snprintf (buf, sizeof (buf), "%s %s %s: %s",
                      fields[1], fields[2], fields[3], fields[4] + 1);
          else
            snprintf (buf, sizeof (buf), "%s %s %s: the library lacks %s",
                      fields[1], fields[2], fields[3], fields[4]);
          run->skips = realloc (run->skips, (run->n_skips + 1) * sizeof (char *));
          if (!run->skips)
            die ("out of memory");
          run->skips[run->n_skips++] = xstrdup (buf);
          if (algorithms[find_index (fields[1], 0)].kind == K_TABLE)
            run->n_strict_skips++;
        }
      else
        die ("unexpected output from a child: '%s'", line);
    }
}

/* Run this program again as a child.  The environment variable, if
   given, is set (or, with value NULL, removed) in the child only.  With
   capture_stderr the child's stderr comes back in *text. */
static int
spawn_self (int argc, char **argv, const char *role, const struct options *o,
            const char *env_name, const char *env_value, int verbose_fat,
            struct run *run, unsigned impl, char **text)
{
  int out_pipe[2], status;
  pid_t pid;
  char hz[32];
  char **args = xalloc ((size_t) (argc + 10) * sizeof (char *));
  int i, n = 0;

  snprintf (hz, sizeof (hz), "%.0f", o->tick_hz);
  args[n++] = argv[0];
  args[n++] = (char *) "--child";
  args[n++] = (char *) role;
  args[n++] = (char *) "--tick-hz";
  args[n++] = hz;
  if (o->reference)  /* the one the parent resolved; the user's own agrees */
    {
      args[n++] = (char *) "--reference";
      args[n++] = (char *) o->reference;
    }
  for (i = 1; i < argc; i++)
    args[n++] = argv[i];
  args[n] = NULL;

  if (pipe (out_pipe) < 0)
    die ("pipe: %s", strerror (errno));
  fflush (stdout);
  fflush (stderr);
  pid = fork ();
  if (pid < 0)
    die ("fork: %s", strerror (errno));
  if (pid == 0)
    {
      close (out_pipe[0]);
      if (dup2 (out_pipe[1], text ? 2 : 1) < 0)
        _exit (127);
      close (out_pipe[1]);
      if (env_name)
        {
          if (env_value)
            setenv (env_name, env_value, 1);
          else
            unsetenv (env_name);
        }
      if (verbose_fat)
        setenv ("NETTLE_FAT_VERBOSE", "1", 1);
      execv ("/proc/self/exe", args);
      execvp (argv[0], args);
      fprintf (stderr, "%s: cannot re-run myself: %s\n", program, strerror (errno));
      _exit (127);
    }
  close (out_pipe[1]);
  free (args);
  {
    FILE *f = fdopen (out_pipe[0], "r");
    if (!f)
      die ("fdopen: %s", strerror (errno));
    if (text)
      {
        size_t size = 0, cap = 4096;
        *text = xalloc (cap);
        while (!feof (f) && !ferror (f))
          {
            size_t got;
            if (cap - size < 1024)
              {
                cap *= 2;
                *text = realloc (*text, cap);
                if (!*text)
                  die ("out of memory");
              }
            got = fread (*text + size, 1, cap - size - 1, f);
            size += got;
            if (got == 0)
              break;
          }
        (*text)[size] = '\0';
      }
    else
      read_records (run, f, impl);
    fclose (f);
  }
  while (waitpid (pid, &status, 0) < 0)
    if (errno != EINTR)
      die ("waitpid: %s", strerror (errno));
  return WIFEXITED (status) ? WEXITSTATUS (status) : 128 + WTERMSIG (status);
}

/* Does the library have code for this backend?  It is asked to
   initialise with the backend's override and NETTLE_FAT_VERBOSE set; a
   backend counts when a "libnettle: " line ends in ": BACKEND" (the
   variant chosen for a function) or "_BACKEND" (a variant symbol).  A
   library that never names variants (upstream Nettle prints "using aes
   instructions") is taken at its word for "aesni" only. */
static int
ends_with_word (const char *line, const char *word)
{
  size_t n = strlen (line), k = strlen (word);
  return n > k && strcmp (line + n - k, word) == 0
    && (line[n - k - 1] == ' ' || line[n - k - 1] == '_');
}

static int
library_has_backend (int argc, char **argv, const struct options *o,
                     const struct backend *b)
{
  char *text = NULL, *line, *save = NULL;
  int found = 0, names_variants = 0;
  if (strcmp (b->name, "c") == 0)
    return 1;
  if (spawn_self (argc, argv, "probe", o, "NETTLE_FAT_OVERRIDE", b->override,
                  1, NULL, 0, &text) != 0)
    {
      free (text);
      return 0;
    }
  for (line = strtok_r (text, "\n", &save); line; line = strtok_r (NULL, "\n", &save))
    if (strncmp (line, "libnettle: ", 11) == 0)
      {
        found |= ends_with_word (line, b->name);
        names_variants |= ends_with_word (line, "c");
      }
  free (text);
  if (found)
    return 1;
  return !names_variants && strcmp (b->name, "aesni") == 0;
}

/* The backends to measure: the library's own list when it has one
   (_nettle_fat_backends: "NAME=OVERRIDE ..." for the backends built and
   supported by this CPU), else the table above, checked against CPUID
   and a probe of the library. */
struct backend_choice
{
  char name[32];
  char override[128];
};

static unsigned
discover_backends (int argc, char **argv, const struct options *o,
                   const struct nettle_api *self, unsigned cpu,
                   struct backend_choice *out, int *from_library)
{
  const char *(*list) (void)
    = (const char *(*) (void)) dlsym (self->handle, "_nettle_fat_backends");
  unsigned n = 0, i;
  *from_library = list != NULL;
  if (list)
    {
      const char *p = list ();
      while (p && *p && n < MAX_BACKENDS)
        {
          size_t len = strcspn (p, " ");
          const char *eq = memchr (p, '=', len);
          if (eq)
            {
              snprintf (out[n].name, sizeof (out[n].name), "%.*s",
                        (int) (eq - p), p);
              snprintf (out[n].override, sizeof (out[n].override), "%.*s",
                        (int) (p + len - eq - 1), eq + 1);
              n++;
            }
          p += len;
          p += strspn (p, " ");
        }
      return n;
    }
  for (i = 0; i < N_BACKENDS && n < MAX_BACKENDS; i++)
    if ((cpu & backends[i].needs) == backends[i].needs
        && library_has_backend (argc, argv, o, &backends[i]))
      {
        snprintf (out[n].name, sizeof (out[n].name), "%s", backends[i].name);
        snprintf (out[n].override, sizeof (out[n].override), "%s",
                  backends[i].override);
        n++;
      }
  return n;
}

/* The names in the library's own list of backends. */
static void
print_backend_names (FILE *f, const char *sep)
{
  const struct nettle_api *self = api_self ();
  const char *(*list) (void)
    = (const char *(*) (void)) dlsym (self->handle, "_nettle_fat_backends");
  const char *p = list ? list () : "";
  int first = 1;
  while (p && *p)
    {
      size_t len = strcspn (p, " ");
      const char *eq = memchr (p, '=', len);
      fprintf (f, "%s%.*s", first ? "" : sep, (int) (eq ? eq - p : (ptrdiff_t) len), p);
      first = 0;
      p += len;
      p += strspn (p, " ");
    }
}

static int
in_list (const char *list, const char *name)
{
  size_t n = strlen (name);
  const char *p = list;
  while ((p = strstr (p, name)))
    {
      if ((p == list || p[-1] == ',') && (p[n] == '\0' || p[n] == ','))
        return 1;
      p += n;
    }
  return 0;
}

static const char *
default_reference (const char *self_path)
{
  static const char *candidates[] = {
#if defined(__x86_64__)
    "/usr/lib/x86_64-linux-gnu/libnettle.so.8",
    "/usr/lib64/libnettle.so.8",
#elif defined(__i386__)
    "/usr/lib/i386-linux-gnu/libnettle.so.8",
#endif
    "/usr/lib/libnettle.so.8",
  };
  static char resolved[PATH_MAX];
  unsigned i;
  for (i = 0; i < sizeof (candidates) / sizeof (candidates[0]); i++)
    if (realpath (candidates[i], resolved))
      return strcmp (resolved, self_path) ? candidates[i] : NULL;
  return NULL;
}

/* Output. */

static double
cycles_per_byte (const struct options *o, const struct result *r)
{
  double hz = o->cycle_hz ? o->cycle_hz : o->tick_hz;
  return r->ticks_per_byte * hz / o->tick_hz;
}

static double
megabytes_per_second (const struct options *o, const struct result *r)
{
  return r->ticks_per_byte > 0 ? o->tick_hz / r->ticks_per_byte / 1e6 : 0;
}

static int
compare_results (const void *a, const void *b)
{
  const struct result *x = a, *y = b;
  if (x->alg != y->alg)
    return x->alg < y->alg ? -1 : 1;
  if (x->mode != y->mode)
    return x->mode < y->mode ? -1 : 1;
  if (x->size != y->size)
    return x->size < y->size ? -1 : 1;
  return (x->impl > y->impl) - (x->impl < y->impl);
}

#define NOISE_LIMIT 0.10  /* median repeat more than 10% above the best */

/* The algorithm column: as wide as "algorithm" or the longest name. */
static int
algorithm_width (const struct run *run)
{
  size_t i, w = strlen ("algorithm");
  for (i = 0; i < run->n_results; i++)
    if (strlen (algorithms[run->results[i].alg].name) > w)
      w = strlen (algorithms[run->results[i].alg].name);
  return (int) w;
}

#define DASHES "------------------------------------------"

/* --wide and --markdown: one line per (algorithm, mode, size), a
   cycles/byte column per implementation. */
static void
print_wide (const struct options *o, const struct run *run)
{
  const char *sep = o->markdown ? " | " : "  ";
  int wa = algorithm_width (run);
  size_t i, j;
  unsigned k, w[MAX_BACKENDS + 2];
  for (k = 0; k < run->n_impls; k++)
    w[k] = strlen (run->impl_names[k]) > 6 ? (unsigned) strlen (run->impl_names[k]) : 6;
  printf ("%s%-*s%s%-12s%s%6s", o->markdown ? "| " : "", wa, "algorithm", sep,
          "mode", sep, "size");
  for (k = 0; k < run->n_impls; k++)
    printf ("%s%*s", sep, (int) w[k], run->impl_names[k]);
  printf ("%s\n", o->markdown ? " |" : "");
  if (o->markdown)
    {
      printf ("|%.*s|--------------|-------:", wa + 2, DASHES);
      for (k = 0; k < run->n_impls; k++)
        printf ("|%.*s:", (int) w[k] + 1, DASHES);
      printf ("|\n");
    }
  for (i = 0; i < run->n_results; i = j)
    {
      const struct result *r = &run->results[i];
      if (!o->markdown && i > 0 && (r->alg != r[-1].alg || r->mode != r[-1].mode))
        putchar ('\n');
      printf ("%s%-*s%s%-12s%s%6zu", o->markdown ? "| " : "",
              wa, algorithms[r->alg].name, sep, modes[r->mode].name, sep, r->size);
      j = i;
      for (k = 0; k < run->n_impls; k++)
        {
          const struct result *q = &run->results[j];
          if (j < run->n_results && q->alg == r->alg && q->mode == r->mode
              && q->size == r->size && q->impl == k)
            {
              printf ("%s%*.2f", sep, (int) w[k], cycles_per_byte (o, q));
              j++;
            }
          else
            printf ("%s%*s", sep, (int) w[k], "-");
        }
      printf ("%s\n", o->markdown ? " |" : "");
    }
}

/* The implementation columns of the table: kind of each. */
static int
impl_is_fastnettle (const char *name)
{
  return strncmp (name, "fastnettle", 10) == 0;
}

static int
impl_is_external (const char *name)
{
  return strncmp (name, "openssl", 7) == 0 || strncmp (name, "gcrypt", 6) == 0;
}

/* The default table: a line per (algorithm, mode, size), a column per
   implementation.  "fastnettle" is the fastest of its backends other
   than the portable C path (which has its own column), "via" the
   variant that ran there, "vs" the reference Nettle's cycles divided by
   that; a cell whose median repeat was more than 10% slower than its
   best is marked with a "~". */
static void
print_compact (const struct options *o, const struct run *run)
{
  const char *sep = o->markdown ? " | " : "  ";
  int wa = algorithm_width (run);
  unsigned k, c_impl = ~0u, ref_impl = ~0u, n_cols = 0, n_fast = 0;
  unsigned cols[MAX_BACKENDS + 3], w[MAX_BACKENDS + 3];
  const char *names[MAX_BACKENDS + 3];
  char vs_name[48];
  size_t i, j;
  for (k = 0; k < run->n_impls; k++)
    {
      const char *name = run->impl_names[k];
      if (impl_is_fastnettle (name))
        {
          if (strcmp (name, "fastnettle-c") == 0)
            c_impl = k;
          else
            n_fast++;
        }
      else if (!impl_is_external (name))
        ref_impl = k;
    }
  /* fastnettle (best), via, fastnettle-c, the others in run order. */
  names[n_cols] = "fastnettle", cols[n_cols++] = ~0u;
  names[n_cols] = "via", cols[n_cols++] = ~1u;
  if (c_impl != ~0u)
    names[n_cols] = run->impl_names[c_impl], cols[n_cols++] = c_impl;
  for (k = 0; k < run->n_impls; k++)
    if (!impl_is_fastnettle (run->impl_names[k]))
      names[n_cols] = run->impl_names[k], cols[n_cols++] = k;
  snprintf (vs_name, sizeof (vs_name), "vs %s",
            ref_impl != ~0u ? run->impl_names[ref_impl] : "-");
  for (k = 0; k < n_cols; k++)
    w[k] = strlen (names[k]) > 7 ? (unsigned) strlen (names[k]) : 7;
  w[1] = 11;
  printf ("%s%-*s%s%-12s%s%6s", o->markdown ? "| " : "", wa, "algorithm", sep,
          "mode", sep, "size");
  for (k = 0; k < n_cols; k++)
    printf ("%s%*s", sep, (int) w[k], names[k]);
  if (ref_impl != ~0u)
    printf ("%s%*s", sep, (int) strlen (vs_name), vs_name);
  printf ("%s\n", o->markdown ? " |" : "");
  if (o->markdown)
    {
      printf ("|%.*s|--------------|-------:", wa + 2, DASHES);
      for (k = 0; k < n_cols; k++)
        printf ("|%.*s:", (int) w[k] + 1, DASHES);
      if (ref_impl != ~0u)
        printf ("|%.*s:", (int) strlen (vs_name) + 1, DASHES);
      printf ("|\n");
    }
  for (i = 0; i < run->n_results; i = j)
    {
      const struct result *r = &run->results[i];
      const struct result *cell[MAX_BACKENDS + 3] = { NULL };
      const struct result *best = NULL;
      for (j = i; j < run->n_results && run->results[j].alg == r->alg
             && run->results[j].mode == r->mode && run->results[j].size == r->size; j++)
        {
          const struct result *q = &run->results[j];
          cell[q->impl] = q;
          if (impl_is_fastnettle (run->impl_names[q->impl])
              && (q->impl != c_impl || !n_fast)
              && (!best || q->ticks_per_byte < best->ticks_per_byte))
            best = q;
        }
      if (!o->markdown && i > 0 && o->n_sizes > 1
          && (r->alg != r[-1].alg || r->mode != r[-1].mode))
        putchar ('\n');
      printf ("%s%-*s%s%-12s%s%6zu", o->markdown ? "| " : "",
              wa, algorithms[r->alg].name, sep, modes[r->mode].name, sep, r->size);
      for (k = 0; k < n_cols; k++)
        {
          const struct result *q = cols[k] == ~0u ? best
            : cols[k] == ~1u ? NULL : cell[cols[k]];
          char text[32];
          if (cols[k] == ~1u)
            snprintf (text, sizeof (text), "%s", best ? best->variant : "-");
          else if (q)
            snprintf (text, sizeof (text), "%.2f%s", cycles_per_byte (o, q),
                      !o->quick && q->spread > NOISE_LIMIT ? "~" : "");
          else
            snprintf (text, sizeof (text), "-");
          printf ("%s%*s", sep, (int) w[k], text);
        }
      if (ref_impl != ~0u)
        {
          char text[32] = "-";
          if (best && cell[ref_impl] && best->ticks_per_byte > 0)
            snprintf (text, sizeof (text), "%.2fx",
                      cell[ref_impl]->ticks_per_byte / best->ticks_per_byte);
          printf ("%s%*s", sep, (int) strlen (vs_name), text);
        }
      printf ("%s\n", o->markdown ? " |" : "");
    }
}

static void
print_results (const struct options *o, const struct run *run)
{
  size_t i;
  unsigned w = 4, noisy = 0;
  int wa = algorithm_width (run);
  FILE *notes = o->csv ? stderr : stdout;
  for (i = 0; i < run->n_impls; i++)
    if (strlen (run->impl_names[i]) > w)
      w = (unsigned) strlen (run->impl_names[i]);
  int compact = !o->long_format && !o->wide && !o->csv;
  if (compact)
    print_compact (o, run);
  else if (o->wide)
    print_wide (o, run);
  else if (o->csv)
    printf ("algorithm,mode,size,impl,cycles_per_byte,mb_per_s,spread\n");
  else
    printf ("%-*s %-12s %6s  %-*s %12s %10s\n", wa, "algorithm", "mode", "size",
            (int) w, "impl", "cycles/byte", "MB/s");
  for (i = 0; i < run->n_results && !o->wide && !compact; i++)
    {
      const struct result *r = &run->results[i];
      if (o->csv)
        printf ("%s,%s,%zu,%s,%.4f,%.1f,%.4f\n", algorithms[r->alg].name,
                modes[r->mode].name, r->size, run->impl_names[r->impl],
                cycles_per_byte (o, r), megabytes_per_second (o, r), r->spread);
      else
        {
          if (i > 0 && (r->alg != r[-1].alg || r->mode != r[-1].mode))
            putchar ('\n');
          printf ("%-*s %-12s %6zu  %-*s %12.2f %10.1f%s%s\n", wa, algorithms[r->alg].name,
                  modes[r->mode].name, r->size, (int) w, run->impl_names[r->impl],
                  cycles_per_byte (o, r), megabytes_per_second (o, r),
                  strcmp (r->variant, "-") ? "  via " : "",
                  strcmp (r->variant, "-") ? r->variant : "");
        }
    }
  if (!o->quick && !compact)
    for (i = 0; i < run->n_results; i++)
      {
        const struct result *r = &run->results[i];
        if (r->spread > NOISE_LIMIT)
          {
            if (!noisy++)
              fputc ('\n', notes);
            fprintf (notes, "note: %s %s %zu %s noisy: median repeat %.0f%% "
                     "above the best (reported)\n", algorithms[r->alg].name,
                     modes[r->mode].name, r->size, run->impl_names[r->impl],
                     100 * r->spread);
          }
      }
  if (compact && !o->quick)
    fprintf (notes, "\ncycles/byte; ~: noisy (median repeat more than %.0f%% above "
             "the best, which is shown); lower is better\n", 100 * NOISE_LIMIT);
  /* A size some modes cannot take: one note per size. */
  for (i = 0; i < o->n_sizes; i++)
    {
      size_t k;
      int any = 0;
      for (k = 0; k < run->n_unfit; k++)
        {
          char mode[32];
          size_t size;
          if (sscanf (run->unfit[k], "%31s %zu", mode, &size) != 2
              || size != o->sizes[i])
            continue;
          fprintf (notes, "%s%s", any ? ", " : i ? "note: size " : "\nnote: size ",
                   any ? mode : "");
          if (!any)
            fprintf (notes, "%zu not measured for %s", size, mode);
          any = 1;
        }
      if (any)
        fprintf (notes, " (whole 16-byte blocks only; XTS at least one)\n");
    }
  for (i = 0; i < run->n_skips; i++)
    fprintf (notes, "%sskipped: %s\n", i ? "" : "\n", run->skips[i]);
}

/* Plot: one panel per mode, cycles/byte against message size on log
   axes, a line per algorithm and implementation; colour by
   implementation, point shape by key size, OpenSSL dashed and the
   reference Nettle dotted. */

static const char *const colours[] = {
  "#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b",
};
#define N_COLOURS (sizeof (colours) / sizeof (colours[0]))

static int
impl_dash (const char *impl)
{
  if (strncmp (impl, "openssl", 7) == 0)
    return 2;  /* dashed */
  if (strncmp (impl, "fastnettle", 10) != 0)
    return 3;  /* dotted: reference Nettle */
  return 1;
}

struct panel_layout
{
  unsigned mode_list[N_MODES], n_modes, cols, rows;
  double ymin, ymax;
  size_t xmin, xmax;
};

static void
plot_layout (const struct run *run, struct panel_layout *l, const struct options *o)
{
  size_t i;
  unsigned m;
  memset (l, 0, sizeof (*l));
  l->ymin = 1e300;
  l->xmin = (size_t) -1;
  for (m = 0; m < N_MODES; m++)
    {
      int present = 0;
      for (i = 0; i < run->n_results; i++)
        if (run->results[i].mode == m)
          present = 1;
      if (present)
        l->mode_list[l->n_modes++] = m;
    }
  for (i = 0; i < run->n_results; i++)
    {
      double y = cycles_per_byte (o, &run->results[i]);
      if (y > 0 && y < l->ymin)
        l->ymin = y;
      if (y > l->ymax)
        l->ymax = y;
      if (run->results[i].size < l->xmin)
        l->xmin = run->results[i].size;
      if (run->results[i].size > l->xmax)
        l->xmax = run->results[i].size;
    }
  l->cols = l->n_modes < 4 ? l->n_modes : 4;
  l->rows = l->cols ? (l->n_modes + l->cols - 1) / l->cols : 0;
}

static int
find_on_path (const char *name)
{
  const char *path = getenv ("PATH");
  char buf[PATH_MAX];
  while (path && *path)
    {
      size_t n = strcspn (path, ":");
      snprintf (buf, sizeof (buf), "%.*s/%s", (int) n, n ? path : ".", name);
      if (access (buf, X_OK) == 0)
        return 1;
      path += n + (path[n] == ':');
    }
  return 0;
}

static int
is_png (const char *file)
{
  size_t n = strlen (file);
  return n > 4 && strcmp (file + n - 4, ".png") == 0;
}

/* Point shape by algorithm, repeating: circle, square, triangle. */
static const char *const point_types_gnuplot[] = { "7", "5", "9" };

/* The style of one line: "lc rgb '#...' dt N pt N". */
static void
gnuplot_style (FILE *g, const struct run *run, unsigned a, unsigned k)
{
  fprintf (g, "with linespoints lc rgb '%s' dt %d pt %s ps 0.7 lw 1.5 title '%s %s'",
           colours[k % N_COLOURS], impl_dash (run->impl_names[k]),
           point_types_gnuplot[a % 3], algorithms[a].name, run->impl_names[k]);
}

static int
has_series (const struct run *run, unsigned m, unsigned a, unsigned k)
{
  size_t i;
  for (i = 0; i < run->n_results; i++)
    if (run->results[i].alg == a && run->results[i].impl == k
        && (m == N_MODES || run->results[i].mode == m))
      return 1;
  return 0;
}

/* Tick values for a log axis over [lo, hi]: 1, 2 and 5 times the
   powers of ten, so that every decade the data spans is labelled even
   when it spans less than one. */
static unsigned
log_ticks (double lo, double hi, double *out, unsigned max)
{
  static const double steps[] = { 1, 2, 5 };
  double decade = pow (10, floor (log10 (lo)));
  unsigned n = 0, i;
  for (; decade <= hi && n < max; decade *= 10)
    for (i = 0; i < 3 && n < max; i++)
      {
        double v = decade * steps[i];
        if (v >= lo && v <= hi)
          out[n++] = v;
      }
  return n;
}

/* Panels are placed by hand (origin and size in screen fractions) so
   that a strip at the bottom holds the one legend for all of them. */
static int
plot_gnuplot (const struct options *o, const struct run *run,
              const struct panel_layout *l, const char *title)
{
  FILE *g = popen ("gnuplot", "w");
  unsigned p, a, k;
  unsigned width = 420 * l->cols + 40, height;
  double legend_h, title_h, panel_w, panel_h;
  size_t i;
  if (!g)
    return -1;
  height = 340 * l->rows + 60 + 24 * run->n_impls;
  legend_h = (24.0 + 24 * run->n_impls) / height;
  title_h = 40.0 / height;
  panel_w = 1.0 / l->cols;
  panel_h = (1.0 - legend_h - title_h) / l->rows;

  if (is_png (o->plot))
    fprintf (g, "set terminal pngcairo size %u,%u background rgb 'white' "
             "font 'sans,12'\n", width, height);
  else
    fprintf (g, "set terminal svg size %u,%u dynamic background rgb 'white' "
             "font 'sans,13'\n", width, height);
  fprintf (g, "set output '%s'\n", o->plot);
  fprintf (g, "set multiplot title \"%s\"\n", title);
  fprintf (g, "set logscale x 2\nset logscale y 10\nset grid\nunset key\n");
  fprintf (g, "set xrange [%g:%g]\n", l->xmin / 1.3, l->xmax * 1.3);
  fprintf (g, "set yrange [%g:%g]\n", l->ymin / 1.3, l->ymax * 1.3);
  fprintf (g, "set xlabel 'message size (bytes)' offset 0,0.5\n");
  fprintf (g, "set ylabel 'cycles/byte' offset 1.5,0\n");
  fprintf (g, "set format y '%%g'\nset xtics (");
  for (i = 0; i < o->n_sizes; i++)
    fprintf (g, "%s%zu", i ? ", " : "", o->sizes[i]);
  fprintf (g, ") font ',11'\nset ytics (");
  {
    double t[64];
    unsigned n = log_ticks (l->ymin / 1.3, l->ymax * 1.3, t, 64), j;
    for (j = 0; j < n; j++)
      fprintf (g, "%s%g", j ? ", " : "", t[j]);
  }
  fprintf (g, ") font ',11'\n");
  for (p = 0; p < l->n_modes; p++)
    {
      unsigned m = l->mode_list[p];
      int first = 1;
      fprintf (g, "set origin %g,%g\nset size %g,%g\nset title '%s'\nplot ",
               panel_w * (p % l->cols),
               legend_h + panel_h * (l->rows - 1 - p / l->cols),
               panel_w, panel_h, modes[m].name);
      for (a = 0; a < N_ALGORITHMS; a++)
        for (k = 0; k < run->n_impls; k++)
          if (has_series (run, m, a, k))
            {
              fprintf (g, "%s'-' ", first ? "" : ", ");
              gnuplot_style (g, run, a, k);
              first = 0;
            }
      fprintf (g, "\n");
      for (a = 0; a < N_ALGORITHMS; a++)
        for (k = 0; k < run->n_impls; k++)
          if (has_series (run, m, a, k))
            {
              for (i = 0; i < run->n_results; i++)
                {
                  const struct result *r = &run->results[i];
                  if (r->mode == m && r->alg == a && r->impl == k)
                    fprintf (g, "%zu %g\n", r->size, cycles_per_byte (o, r));
                }
              fprintf (g, "e\n");
            }
    }
  /* The legend, a column per algorithm: an empty plot whose only
     visible part is its key. */
  fprintf (g, "set origin 0,0\nset size 1,%g\nunset title\nunset xlabel\n"
           "unset ylabel\nunset tics\nunset grid\nunset border\n"
           "unset logscale\nset xrange [0:1]\nset yrange [0:1]\n"
           "set key center center vertical maxrows %u font ',12' "
           "samplen 4 width 2\nplot ", legend_h, run->n_impls);
  {
    int first = 1;
    for (a = 0; a < N_ALGORITHMS; a++)
      for (k = 0; k < run->n_impls; k++)
        if (has_series (run, N_MODES, a, k))
          {
            fprintf (g, "%sNaN ", first ? "" : ", ");
            gnuplot_style (g, run, a, k);
            first = 0;
          }
  }
  fprintf (g, "\nunset multiplot\n");
  return pclose (g) == 0 ? 0 : -1;
}

/* The built-in writer draws the same figure with plain SVG. */
static double
log_pos (double v, double lo, double hi, double from, double to)
{
  return from + (to - from) * (log (v) - log (lo)) / (log (hi) - log (lo));
}

/* The marker of an algorithm (so key sizes are told apart): circle,
   square, triangle. */
static void
svg_marker (FILE *f, unsigned a, double x, double y, const char *colour)
{
  if (a % 3 == 0)
    fprintf (f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\"/>\n", x, y, colour);
  else if (a % 3 == 1)
    fprintf (f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"7\" height=\"7\" fill=\"%s\"/>\n",
             x - 3.5, y - 3.5, colour);
  else
    fprintf (f, "<path d=\"M%.1f,%.1f l4,7 l-8,0 z\" fill=\"%s\"/>\n", x, y - 4, colour);
}

static int
plot_builtin (const struct options *o, const struct run *run,
              const struct panel_layout *l, const char *title)
{
  const double pw = 420, ph = 340, top = 50;
  const double ml = 55, mr = 15, mt = 28, mb = 42;
  double x0, x1, y0, y1, v;
  unsigned n_legend_cols = 0, max_rows = 0;
  unsigned width, height;
  unsigned p, a, k;
  size_t i;
  double ylo = pow (10, floor (log10 (l->ymin))), yhi = pow (10, ceil (log10 (l->ymax)));
  double xlo = l->xmin / 1.3, xhi = l->xmax * 1.3;
  FILE *f;
  for (a = 0; a < N_ALGORITHMS; a++)
    {
      unsigned rows = 0;
      for (k = 0; k < run->n_impls; k++)
        rows += has_series (run, N_MODES, a, k);
      n_legend_cols += rows > 0;
      if (rows > max_rows)
        max_rows = rows;
    }
  width = (unsigned) (pw * l->cols + 20);
  if (width < 260 * n_legend_cols + 40)
    width = 260 * n_legend_cols + 40;
  height = (unsigned) (ph * l->rows + top + 30 + 20 * max_rows);
  f = fopen (o->plot, "w");
  if (!f)
    return -1;
  if (yhi <= ylo)
    yhi = ylo * 10;
  fprintf (f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%u\" height=\"%u\" "
           "viewBox=\"0 0 %u %u\" font-family=\"sans-serif\" font-size=\"11\">\n"
           "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n"
           "<text x=\"%u\" y=\"22\" text-anchor=\"middle\" font-size=\"14\">%s</text>\n",
           width, height, width, height, width / 2, title);
  for (p = 0; p < l->n_modes; p++)
    {
      unsigned m = l->mode_list[p];
      double ox = 10 + pw * (p % l->cols), oy = top + ph * (p / l->cols);
      x0 = ox + ml, x1 = ox + pw - mr, y0 = oy + ph - mb, y1 = oy + mt;
      fprintf (f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"13\">%s</text>\n",
               (x0 + x1) / 2, oy + 18, modes[m].name);
      fprintf (f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
               "fill=\"none\" stroke=\"black\"/>\n", x0, y1, x1 - x0, y0 - y1);
      /* Grid and tick labels: sizes as measured, powers of ten for y. */
      for (i = 0; i < o->n_sizes; i++)
        {
          double x = log_pos ((double) o->sizes[i], xlo, xhi, x0, x1);
          fprintf (f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n"
                   "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"12\">%zu</text>\n",
                   x, y0, x, y1, x, y0 + 12, o->sizes[i]);
        }
      {
        double t[64];
        unsigned n = log_ticks (ylo, yhi, t, 64), j;
        for (j = 0; j < n; j++)
        {
          double y;
          v = t[j];
          y = log_pos (v, ylo, yhi, y0, y1);
          fprintf (f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n"
                   "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\" font-size=\"12\">%g</text>\n",
                   x0, y, x1, y, x0 - 4, y + 4, v);
        }
      }
      fprintf (f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"13\">"
               "message size (bytes)</text>\n", (x0 + x1) / 2, y0 + 30);
      fprintf (f, "<text transform=\"translate(%.1f,%.1f) rotate(-90)\" "
               "text-anchor=\"middle\" font-size=\"13\">cycles/byte</text>\n",
               ox + 14, (y0 + y1) / 2);
      for (a = 0; a < N_ALGORITHMS; a++)
        for (k = 0; k < run->n_impls; k++)
          {
            const char *colour = colours[k % N_COLOURS];
            const char *dash[] = { "", "", " stroke-dasharray=\"6,4\"",
                                   " stroke-dasharray=\"2,3\"" };
            int any = 0;
            for (i = 0; i < run->n_results; i++)
              {
                const struct result *r = &run->results[i];
                double x, y;
                if (r->mode != m || r->alg != a || r->impl != k)
                  continue;
                x = log_pos ((double) r->size, xlo, xhi, x0, x1);
                y = log_pos (cycles_per_byte (o, r), ylo, yhi, y0, y1);
                if (!any)
                  fprintf (f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\"%s points=\"",
                           colour, dash[impl_dash (run->impl_names[k])]);
                fprintf (f, "%.1f,%.1f ", x, y);
                any = 1;
              }
            if (!any)
              continue;
            fprintf (f, "\"/>\n");
            for (i = 0; i < run->n_results; i++)
              {
                const struct result *r = &run->results[i];
                double x, y;
                if (r->mode != m || r->alg != a || r->impl != k)
                  continue;
                x = log_pos ((double) r->size, xlo, xhi, x0, x1);
                y = log_pos (cycles_per_byte (o, r), ylo, yhi, y0, y1);
                svg_marker (f, a, x, y, colour);
              }
          }
    }
  /* The legend, below the panels: a column per algorithm, a line per
     implementation, with the algorithm's marker. */
  {
    unsigned col = 0;
    double ly0 = top + ph * l->rows + 10;
    for (a = 0; a < N_ALGORITHMS; a++)
      {
        unsigned row = 0;
        for (k = 0; k < run->n_impls; k++)
          {
            const char *dash[] = { "", "", " stroke-dasharray=\"6,4\"",
                                   " stroke-dasharray=\"2,3\"" };
            double lx = 20 + 260 * col, ly = ly0 + 20 * row + 10;
            if (!has_series (run, N_MODES, a, k))
              continue;
            fprintf (f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
                     "stroke=\"%s\" stroke-width=\"1.5\"%s/>\n",
                     lx, ly, lx + 30, ly, colours[k % N_COLOURS],
                     dash[impl_dash (run->impl_names[k])]);
            svg_marker (f, a, lx + 15, ly, colours[k % N_COLOURS]);
            fprintf (f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"13\">%s %s</text>\n",
                     lx + 36, ly + 4, algorithms[a].name, run->impl_names[k]);
            row++;
          }
        if (row)
          col++;
      }
  }
  fprintf (f, "</svg>\n");
  return fclose (f) == 0 ? 0 : -1;
}

static void
write_plot (const struct options *o, const struct run *run, const char *title)
{
  struct panel_layout l;
  plot_layout (run, &l, o);
  if (!l.n_modes)
    die ("nothing to plot");
  if (!o->builtin_plot && find_on_path ("gnuplot"))
    {
      if (plot_gnuplot (o, run, &l, title) == 0)
        {
          fprintf (stderr, "%s: wrote %s (gnuplot)\n", program, o->plot);
          return;
        }
      fprintf (stderr, "%s: gnuplot failed; using the built-in SVG writer\n", program);
    }
  if (is_png (o->plot))
    die ("a PNG plot needs gnuplot; use FILE.svg");
  if (plot_builtin (o, run, &l, title) != 0)
    die ("cannot write %s: %s", o->plot, strerror (errno));
  fprintf (stderr, "%s: wrote %s\n", program, o->plot);
}

int
main (int argc, char **argv)
{
  struct options o;
  struct run run;
  const struct nettle_api *self, *reference = NULL;
  const char *roles[MAX_BACKENDS];
  const char *overrides[MAX_BACKENDS];
  unsigned n_roles = 0, i, cpu, total_cells = 0;
  char header[512], title[256];
  int failed = 0;

  bench_program = program;
  parse_options (&o, argc, argv);
  (void) nettle_version_major ();
  if (o.child)
    {
      if (!(o.tick_hz > 0))
        o.tick_hz = calibrate_ticks ();
      return run_child (&o);
    }

  /* Whole lines, so that a log of stdout and stderr together reads well. */
  setvbuf (stdout, NULL, _IOLBF, 0);
  /* Fail now, not after the measurements, when the plot cannot be
     written (an existing file is kept until the plot replaces it). */
  if (o.plot)
    {
      int existed = access (o.plot, F_OK) == 0;
      FILE *f = fopen (o.plot, "a");
      if (!f)
        {
          fprintf (stderr, "%s: cannot write the plot %s: %s\n", program, o.plot,
                   strerror (errno));
          return 2;
        }
      fclose (f);
      if (!existed)
        remove (o.plot);
      if (is_png (o.plot) && (o.builtin_plot || !find_on_path ("gnuplot")))
        {
          fprintf (stderr, "%s: a PNG plot needs gnuplot; use FILE.svg\n", program);
          return 2;
        }
    }
  self = api_self ();
  cpu = cpu_features ();
  o.tick_hz = calibrate_ticks ();
  memset (&run, 0, sizeof (run));

  /* Backends. */
  if (strcmp (o.backend_list, "none") != 0)
    {
      struct backend_choice found[MAX_BACKENDS];
      int from_library, all = strcmp (o.backend_list, "all") == 0;
      unsigned n_found = discover_backends (argc, argv, &o, self, cpu, found,
                                            &from_library);
      char *list = xstrdup (o.backend_list), *tok, *save = NULL;
      for (i = 0; i < n_found; i++)
        if (all || in_list (o.backend_list, found[i].name))
          {
            roles[n_roles] = xstrdup (found[i].name);
            overrides[n_roles++] = xstrdup (found[i].override);
          }
      /* Say why a backend asked for by name is not measured. */
      for (tok = strtok_r (list, ",", &save); !all && tok;
           tok = strtok_r (NULL, ",", &save))
        {
          unsigned j;
          for (j = 0; j < n_found && strcmp (tok, found[j].name); j++)
            ;
          if (j < n_found)
            continue;
          for (j = 0; j < N_BACKENDS && strcmp (tok, backends[j].name); j++)
            ;
          if (from_library)
            {
              fprintf (stderr, "%s: unknown backend '%s'; this library and CPU "
                       "have: ", program, tok);
              print_backend_names (stderr, ", ");
              fputc ('\n', stderr);
              exit (2);
            }
          if (j == N_BACKENDS)
            die ("unknown backend '%s' (known: c, aesni, vaes_avx2, vaes_avx512)", tok);
          fprintf (stderr, "%s: skipping backend %s: %s\n", program, tok,
                   j < N_BACKENDS && (cpu & backends[j].needs) != backends[j].needs
                   ? "the CPU lacks it" : "the library has no such code");
        }
      free (list);
    }

  /* Reference Nettle and OpenSSL. */
  if (o.reference && strcmp (o.reference, "none") == 0)
    o.reference = NULL;
  else if (!o.reference)
    o.reference = default_reference (self->path);
  else if (access (o.reference, R_OK) != 0)
    die ("cannot read reference %s", o.reference);

  {
    char cycles[64] = "TSC cycles";
    if (o.cycle_hz)
      snprintf (cycles, sizeof (cycles), "cycles at %.3f GHz (-f)", o.cycle_hz / 1e9);
    snprintf (header, sizeof (header),
              "TSC %.2f GHz, calibrated against CLOCK_MONOTONIC%s; cycles/byte in %s; "
              "MB/s = 10^6 bytes/s%s",
              o.tick_hz / 1e9, (cpu & CPU_INVARIANT_TSC) ? "" : " (TSC not invariant!)",
              cycles, o.in_place ? "; in place" : "");
  }
  if (!HAVE_TSC)
    snprintf (header, sizeof (header), "no TSC: CLOCK_MONOTONIC nanoseconds "
              "counted as cycles at 1 GHz");
  if (o.csv)
    fprintf (stderr, "%s: %s\n", program, header);
  else
    printf ("CPU: %s\n%s\nfastnettle: %s\n", bench_cpu_name (), header, self->path);

  for (i = 0; i < n_roles; i++)
    total_cells += count_cells (&o, 0);
  total_cells += o.reference ? count_cells (&o, 0) : 0;
  total_cells += o.openssl ? count_cells (&o, 1) : 0;
  total_cells += o.gcrypt ? count_cells (&o, 1) : 0;

  if (o.reference)
    {
      reference = api_load (o.reference);
      if (!o.csv)
        printf ("%s: %s\n", reference->label, reference->path);
    }

  /* One child per implementation, one after the other. */
  {
    unsigned n_children = n_roles + (o.reference != NULL) + (o.openssl != 0)
      + (o.gcrypt != 0);
    double estimate = total_cells * (o.budget_ms * 1e-3 + 0.001);
    unsigned child = 0;
    for (child = 0; child < n_children; child++)
      {
        char role[64], name[64];
        int rc;
        const char *env_value;
        if (child < n_roles)
          {
            snprintf (role, sizeof (role), "fastnettle:%s", roles[child]);
            snprintf (name, sizeof (name), "fastnettle-%s", roles[child]);
            env_value = overrides[child];
          }
        else if (child == n_roles && o.reference)
          {
            snprintf (role, sizeof (role), "reference");
            snprintf (name, sizeof (name), "%s", reference->label);
            env_value = getenv ("NETTLE_FAT_OVERRIDE");  /* as the user has it */
          }
        else if (child == n_children - 1 && o.gcrypt)
          {
            snprintf (role, sizeof (role), "gcrypt");
#if HAVE_GCRYPT
            snprintf (name, sizeof (name), "gcrypt-%s", gcry_check_version (NULL));
#else
            snprintf (name, sizeof (name), "gcrypt");
#endif
            env_value = getenv ("NETTLE_FAT_OVERRIDE");
          }
        else
          {
            snprintf (role, sizeof (role), "openssl");
#if HAVE_OPENSSL && defined(OPENSSL_VERSION_STRING)
            snprintf (name, sizeof (name), "openssl-%s",
                      OpenSSL_version (OPENSSL_VERSION_STRING));
#else
            snprintf (name, sizeof (name), "openssl");
#endif
            env_value = getenv ("NETTLE_FAT_OVERRIDE");
          }
        run.impl_names[run.n_impls] = xstrdup (name);
        if (estimate > 3 || o.quick)
          fprintf (stderr, "%s: [%u/%u] %s%s\n", program, child + 1, n_children, name,
                   o.quick ? "" : "...");
        rc = spawn_self (argc, argv, role, &o, "NETTLE_FAT_OVERRIDE", env_value,
                         0, &run, run.n_impls, NULL);
        run.n_impls++;
        if (rc != 0)
          {
            if (rc > 128)
              fprintf (stderr, "%s: %s crashed (signal %d)\n", program, name, rc - 128);
            else
              fprintf (stderr, "%s: %s failed (exit %d)\n", program, name, rc);
            failed = 1;
          }
      }
  }
  if (!o.csv && (o.long_format || o.wide))
    {
      printf ("rows: ");
      for (i = 0; i < run.n_impls; i++)
        printf ("%s%s", i ? ", " : "", run.impl_names[i]);
      printf ("\n\n");
    }

  qsort (run.results, run.n_results, sizeof (struct result), compare_results);
  print_results (&o, &run);
  if (o.plot && run.n_results)
    {
      char date[32] = "";
      time_t now = time (NULL);
      struct tm tm;
      if (gmtime_r (&now, &tm))
        strftime (date, sizeof (date), "%Y-%m-%d %H:%M UTC", &tm);
      snprintf (title, sizeof (title), "Cycles/byte (%s; lower is better) vs message "
                "size%s. %s, %s", o.cycle_hz ? "at -f clock" : "TSC cycles",
                o.in_place ? ", in place" : "", bench_cpu_name ()[0] ? bench_cpu_name () : "unknown CPU",
                date);
      write_plot (&o, &run, title);
    }
  if (o.strict && run.n_strict_skips)
    {
      fprintf (stderr, "%s: %zu rows skipped (--strict)\n", program, run.n_strict_skips);
      failed = 1;
    }
  /* --quick: one "  ok: " line per verified cell (the test runner
     counts them). */
  for (i = 0; o.quick && i < run.n_results; i++)
    {
      const struct result *r = &run.results[i];
      const char *impl = run.impl_names[r->impl];
      printf ("  ok: %s %s %zu %s (against %s)\n", algorithms[r->alg].name,
              modes[r->mode].name, r->size, impl,
              algorithms[r->alg].kind > K_DHASH
              ? (impl_is_external (impl) ? "fastnettle's functions, block by block"
                 : "its own functions, block by block")
              : is_hash (&algorithms[r->alg])
              ? (impl_is_external (impl) ? "fastnettle's hash fed in pieces"
                 : "its own hash fed in pieces")
              : (impl_is_fastnettle (impl) || impl_is_external (impl))
              ? "a model on fastnettle's C core" : "a model on its own AES blocks");
    }
  if (o.quick)
    fprintf (stderr, "%s: %zu cells ran and verified%s\n", program, run.n_results,
             failed ? "; FAILURES above" : "");
  for (i = 0; i < n_roles; i++)
    {
      free ((char *) roles[i]);
      free ((char *) overrides[i]);
    }
  for (i = 0; i < run.n_impls; i++)
    free (run.impl_names[i]);
  for (i = 0; i < run.n_unfit; i++)
    free (run.unfit[i]);
  free (run.unfit);
  for (i = 0; i < run.n_skips; i++)
    free (run.skips[i]);
  free (run.skips);
  free (run.results);
  return failed;
}
