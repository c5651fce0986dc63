/* fat-table.h

   The one table of runtime-dispatched functions and their variants.


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

/* This file is included several times by fat.c (and by tests), each
   time with other definitions of the three macros below; it has no
   include guard on purpose. The headers that declare the argument types
   are included here once (they have guards).

   FAT_FUNCTION(stem, symbol, ret, params, args)
     A dispatched function: `symbol' is the name callers link to
     (nettle_aes128_encrypt, or _nettle_aes_encrypt for an internal
     one), `ret' its return type, `params' its parenthesised parameter
     list and `args' the parameter names in parentheses.
   FAT_VARIANT(stem, variant, features)
     One implementation, _nettle_<stem>_<variant>, usable when every
     bit of `features' (fat-setup.h) is present. Variants of a function
     follow its FAT_FUNCTION line in order of preference; the last is
     always `c' with features 0.
   IF_<backend>(...)
     Wraps the variants of a backend so that they vanish from builds
     without it. Defined below, one per backend folder, and IF_x86 for
     the variants in the x86/ folder itself. */

#include "fat-setup.h"

/* FAT_FOLLOWS(stem, leader), placed right after a FAT_FUNCTION line,
   makes that function take the variant of the same name as the one
   chosen for `leader' (an earlier FAT_FUNCTION), instead of choosing on
   its own: for functions that share state, such as a GHASH key table
   and the update that reads it. Every variant of the follower must
   exist for the leader too. Includers that do not care get a no-op. */
#ifndef FAT_FOLLOWS
# define FAT_FOLLOWS(stem, leader)
# define FAT_FOLLOWS_DEFAULTED
#endif

/* Backends: FAT_BACKEND(name, enables, requires) names a test and
   benchmark pass: it is offered when the CPU has every feature in
   `requires', and selected by a NETTLE_FAT_OVERRIDE that lists the
   features of `enables' the CPU has (so an AES-NI machine without SHA
   extensions still gets an aesni pass, minus sha_ni). The portable C
   pass is always there. */
#ifndef FAT_TABLE_BACKEND_GUARDS
# define FAT_TABLE_BACKEND_GUARDS
# if HAVE_BACKEND_aesni
#  define IF_aesni(x) x
# else
#  define IF_aesni(x)
# endif
# if HAVE_BACKEND_sha_ni
#  define IF_sha_ni(x) x
# else
#  define IF_sha_ni(x)
# endif
# if HAVE_BACKEND_pclmul
#  define IF_pclmul(x) x
# else
#  define IF_pclmul(x)
# endif
# if HAVE_BACKEND_avx2
#  define IF_avx2(x) x
# else
#  define IF_avx2(x)
# endif
# if HAVE_BACKEND_sse2
#  define IF_sse2(x) x
# else
#  define IF_sse2(x)
# endif
# if HAVE_BACKEND_avx512
#  define IF_avx512(x) x
# else
#  define IF_avx512(x)
# endif
# if HAVE_BACKEND_vaes_avx2
#  define IF_vaes_avx2(x) x
# else
#  define IF_vaes_avx2(x)
# endif
# if HAVE_BACKEND_vaes_avx512
#  define IF_vaes_avx512(x) x
# else
#  define IF_vaes_avx512(x)
# endif
# if HAVE_BACKEND_adx
#  define IF_adx(x) x
# else
#  define IF_adx(x)
# endif
/* The architecture folder's own variants, which are not a backend
   folder's: x86/ (32-bit builds with assembly) has the table-driven
   AES cores, told by their entry points (configure's PROLOGUE scan). */
# if HAVE_NATIVE__nettle_aes_encrypt_x86 && HAVE_NATIVE__nettle_aes_decrypt_x86
#  define IF_x86(x) x
# else
#  define IF_x86(x)
# endif
#endif

#ifdef FAT_BACKEND
FAT_BACKEND(c, 0, 0)
IF_x86(FAT_BACKEND(x86, FAT_X86ASM, FAT_X86ASM))
IF_aesni(FAT_BACKEND(aesni, FAT_AESNI | FAT_PCLMUL | FAT_SHANI | FAT_SSE2,
		     FAT_AESNI))
IF_avx2(FAT_BACKEND(avx2, FAT_AESNI | FAT_PCLMUL | FAT_SHANI | FAT_AVX2 | FAT_BMI2
		    | FAT_SSE2, FAT_AVX2 | FAT_BMI2))
IF_avx512(FAT_BACKEND(avx512, FAT_AESNI | FAT_PCLMUL | FAT_SHANI | FAT_AVX2
		      | FAT_BMI2 | FAT_ADX | FAT_SSE2 | FAT_AVX512 | FAT_AVX512IFMA
		      | FAT_VAES | FAT_VPCLMUL | FAT_GFNI, FAT_AVX512))
IF_vaes_avx2(FAT_BACKEND(vaes_avx2, FAT_AESNI | FAT_PCLMUL | FAT_SSE2 | FAT_AVX2
			 | FAT_VAES | FAT_VPCLMUL, FAT_VAES | FAT_AVX2))
IF_vaes_avx512(FAT_BACKEND(vaes_avx512, FAT_AESNI | FAT_PCLMUL | FAT_SSE2
			   | FAT_AVX2 | FAT_AVX512 | FAT_VAES | FAT_VPCLMUL,
			   FAT_VAES | FAT_AVX512))
#endif

#include "aes.h"
#include "aes-internal.h"
#include "cbc.h"
#include "cbc-internal.h"
#include "sha1.h"
#include "sha1-internal.h"
#include "sha2-internal.h"
#include "gcm.h"
#include "ghash-internal.h"
#include "gcm-internal.h"
#include "ocb-internal.h"

/* AES, ECB on whole blocks, per key size. */
FAT_FUNCTION(aes128_encrypt, nettle_aes128_encrypt, void,
	     (const struct aes128_ctx *ctx, size_t length, uint8_t *dst, const uint8_t *src),
	     (ctx, length, dst, src))
IF_vaes_avx512(FAT_VARIANT(aes128_encrypt, vaes_avx512, FAT_AESNI | FAT_VAES | FAT_AVX512))
IF_vaes_avx2(FAT_VARIANT(aes128_encrypt, vaes_avx2, FAT_AESNI | FAT_VAES | FAT_AVX2))
IF_aesni(FAT_VARIANT(aes128_encrypt, aesni, FAT_AESNI))
FAT_VARIANT(aes128_encrypt, c, 0)

FAT_FUNCTION(aes128_decrypt, nettle_aes128_decrypt, void,
	     (const struct aes128_ctx *ctx, size_t length, uint8_t *dst, const uint8_t *src),
	     (ctx, length, dst, src))
IF_vaes_avx512(FAT_VARIANT(aes128_decrypt, vaes_avx512, FAT_AESNI | FAT_VAES | FAT_AVX512))
IF_vaes_avx2(FAT_VARIANT(aes128_decrypt, vaes_avx2, FAT_AESNI | FAT_VAES | FAT_AVX2))
IF_aesni(FAT_VARIANT(aes128_decrypt, aesni, FAT_AESNI))
FAT_VARIANT(aes128_decrypt, c, 0)

FAT_FUNCTION(aes192_encrypt, nettle_aes192_encrypt, void,
	     (const struct aes192_ctx *ctx, size_t length, uint8_t *dst, const uint8_t *src),
	     (ctx, length, dst, src))
IF_vaes_avx512(FAT_VARIANT(aes192_encrypt, vaes_avx512, FAT_AESNI | FAT_VAES | FAT_AVX512))
IF_vaes_avx2(FAT_VARIANT(aes192_encrypt, vaes_avx2, FAT_AESNI | FAT_VAES | FAT_AVX2))
IF_aesni(FAT_VARIANT(aes192_encrypt, aesni, FAT_AESNI))
FAT_VARIANT(aes192_encrypt, c, 0)

FAT_FUNCTION(aes192_decrypt, nettle_aes192_decrypt, void,
	     (const struct aes192_ctx *ctx, size_t length, uint8_t *dst, const uint8_t *src),
	     (ctx, length, dst, src))
IF_vaes_avx512(FAT_VARIANT(aes192_decrypt, vaes_avx512, FAT_AESNI | FAT_VAES | FAT_AVX512))
IF_vaes_avx2(FAT_VARIANT(aes192_decrypt, vaes_avx2, FAT_AESNI | FAT_VAES | FAT_AVX2))
IF_aesni(FAT_VARIANT(aes192_decrypt, aesni, FAT_AESNI))
FAT_VARIANT(aes192_decrypt, c, 0)

FAT_FUNCTION(aes256_encrypt, nettle_aes256_encrypt, void,
	     (const struct aes256_ctx *ctx, size_t length, uint8_t *dst, const uint8_t *src),
	     (ctx, length, dst, src))
IF_vaes_avx512(FAT_VARIANT(aes256_encrypt, vaes_avx512, FAT_AESNI | FAT_VAES | FAT_AVX512))
IF_vaes_avx2(FAT_VARIANT(aes256_encrypt, vaes_avx2, FAT_AESNI | FAT_VAES | FAT_AVX2))
IF_aesni(FAT_VARIANT(aes256_encrypt, aesni, FAT_AESNI))
FAT_VARIANT(aes256_encrypt, c, 0)

FAT_FUNCTION(aes256_decrypt, nettle_aes256_decrypt, void,
	     (const struct aes256_ctx *ctx, size_t length, uint8_t *dst, const uint8_t *src),
	     (ctx, length, dst, src))
IF_vaes_avx512(FAT_VARIANT(aes256_decrypt, vaes_avx512, FAT_AESNI | FAT_VAES | FAT_AVX512))
IF_vaes_avx2(FAT_VARIANT(aes256_decrypt, vaes_avx2, FAT_AESNI | FAT_VAES | FAT_AVX2))
IF_aesni(FAT_VARIANT(aes256_decrypt, aesni, FAT_AESNI))
FAT_VARIANT(aes256_decrypt, c, 0)

/* AES key schedules: the expansion and the inversion for decryption
   (aes-internal.h); the aesni variants are C (aes-key-aesni.c). */
FAT_FUNCTION(aes_set_key, _nettle_aes_set_key, void,
	     (unsigned nr, unsigned nk, uint32_t *subkeys, const uint8_t *key),
	     (nr, nk, subkeys, key))
IF_aesni(FAT_VARIANT(aes_set_key, aesni, FAT_AESNI))
FAT_VARIANT(aes_set_key, c, 0)

FAT_FUNCTION(aes_invert, _nettle_aes_invert, void,
	     (unsigned rounds, uint32_t *dst, const uint32_t *src),
	     (rounds, dst, src))
IF_aesni(FAT_VARIANT(aes_invert, aesni, FAT_AESNI))
FAT_VARIANT(aes_invert, c, 0)

/* AES core on any key size (the legacy aes_ctx API, generic users). */
FAT_FUNCTION(aes_encrypt, _nettle_aes_encrypt, void,
	     (unsigned rounds, const uint32_t *keys, const struct aes_table *T,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (rounds, keys, T, length, dst, src))
IF_vaes_avx512(FAT_VARIANT(aes_encrypt, vaes_avx512, FAT_VAES | FAT_AVX512))
IF_vaes_avx2(FAT_VARIANT(aes_encrypt, vaes_avx2, FAT_AESNI | FAT_VAES | FAT_AVX2))
IF_aesni(FAT_VARIANT(aes_encrypt, aesni, FAT_AESNI))
IF_x86(FAT_VARIANT(aes_encrypt, x86, FAT_X86ASM))
FAT_VARIANT(aes_encrypt, c, 0)

FAT_FUNCTION(aes_decrypt, _nettle_aes_decrypt, void,
	     (unsigned rounds, const uint32_t *keys, const struct aes_table *T,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (rounds, keys, T, length, dst, src))
IF_vaes_avx512(FAT_VARIANT(aes_decrypt, vaes_avx512, FAT_VAES | FAT_AVX512))
IF_vaes_avx2(FAT_VARIANT(aes_decrypt, vaes_avx2, FAT_AESNI | FAT_VAES | FAT_AVX2))
IF_aesni(FAT_VARIANT(aes_decrypt, aesni, FAT_AESNI))
IF_x86(FAT_VARIANT(aes_decrypt, x86, FAT_X86ASM))
FAT_VARIANT(aes_decrypt, c, 0)

/* CBC encryption, serial, per key size. */
FAT_FUNCTION(cbc_aes128_encrypt, nettle_cbc_aes128_encrypt, void,
	     (const struct aes128_ctx *ctx, uint8_t *iv, size_t length, uint8_t *dst, const uint8_t *src),
	     (ctx, iv, length, dst, src))
IF_aesni(FAT_VARIANT(cbc_aes128_encrypt, aesni, FAT_AESNI))
FAT_VARIANT(cbc_aes128_encrypt, c, 0)

FAT_FUNCTION(cbc_aes192_encrypt, nettle_cbc_aes192_encrypt, void,
	     (const struct aes192_ctx *ctx, uint8_t *iv, size_t length, uint8_t *dst, const uint8_t *src),
	     (ctx, iv, length, dst, src))
IF_aesni(FAT_VARIANT(cbc_aes192_encrypt, aesni, FAT_AESNI))
FAT_VARIANT(cbc_aes192_encrypt, c, 0)

FAT_FUNCTION(cbc_aes256_encrypt, nettle_cbc_aes256_encrypt, void,
	     (const struct aes256_ctx *ctx, uint8_t *iv, size_t length, uint8_t *dst, const uint8_t *src),
	     (ctx, iv, length, dst, src))
IF_aesni(FAT_VARIANT(cbc_aes256_encrypt, aesni, FAT_AESNI))
FAT_VARIANT(cbc_aes256_encrypt, c, 0)

/* Bulk mode routines (DEVELOPERS.md, "The C <-> asm ABI"): the C
   variants do nothing and return 0, leaving the work to the C glue. */
FAT_FUNCTION(cbc_aes_decrypt, _nettle_cbc_aes_decrypt, size_t,
	     (unsigned rounds, const uint32_t *keys, uint8_t *iv,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (rounds, keys, iv, length, dst, src))
IF_vaes_avx512(FAT_VARIANT(cbc_aes_decrypt, vaes_avx512, FAT_VAES | FAT_AVX512))
IF_vaes_avx2(FAT_VARIANT(cbc_aes_decrypt, vaes_avx2, FAT_AESNI | FAT_VAES | FAT_AVX2))
IF_aesni(FAT_VARIANT(cbc_aes_decrypt, aesni, FAT_AESNI))
FAT_VARIANT(cbc_aes_decrypt, c, 0)

FAT_FUNCTION(ctr_aes_crypt, _nettle_ctr_aes_crypt, size_t,
	     (unsigned rounds, const uint32_t *keys, uint8_t *ctr,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (rounds, keys, ctr, length, dst, src))
IF_vaes_avx512(FAT_VARIANT(ctr_aes_crypt, vaes_avx512, FAT_VAES | FAT_AVX512))
IF_vaes_avx2(FAT_VARIANT(ctr_aes_crypt, vaes_avx2, FAT_AESNI | FAT_VAES | FAT_AVX2))
IF_aesni(FAT_VARIANT(ctr_aes_crypt, aesni, FAT_AESNI))
FAT_VARIANT(ctr_aes_crypt, c, 0)

FAT_FUNCTION(xts_aes_encrypt, _nettle_xts_aes_encrypt, size_t,
	     (unsigned rounds, const uint32_t *keys, uint8_t *tweak,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (rounds, keys, tweak, length, dst, src))
IF_vaes_avx512(FAT_VARIANT(xts_aes_encrypt, vaes_avx512, FAT_VAES | FAT_AVX512 | FAT_VPCLMUL))
IF_vaes_avx2(FAT_VARIANT(xts_aes_encrypt, vaes_avx2, FAT_AESNI | FAT_VAES | FAT_AVX2 | FAT_VPCLMUL))
IF_aesni(FAT_VARIANT(xts_aes_encrypt, aesni, FAT_AESNI))
FAT_VARIANT(xts_aes_encrypt, c, 0)

FAT_FUNCTION(xts_aes_decrypt, _nettle_xts_aes_decrypt, size_t,
	     (unsigned rounds, const uint32_t *keys, uint8_t *tweak,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (rounds, keys, tweak, length, dst, src))
IF_vaes_avx512(FAT_VARIANT(xts_aes_decrypt, vaes_avx512, FAT_VAES | FAT_AVX512 | FAT_VPCLMUL))
IF_vaes_avx2(FAT_VARIANT(xts_aes_decrypt, vaes_avx2, FAT_AESNI | FAT_VAES | FAT_AVX2 | FAT_VPCLMUL))
IF_aesni(FAT_VARIANT(xts_aes_decrypt, aesni, FAT_AESNI))
FAT_VARIANT(xts_aes_decrypt, c, 0)

/* CFB encryption, serial (contract in aes-internal.h). */
FAT_FUNCTION(cfb_aes_encrypt, _nettle_cfb_aes_encrypt, size_t,
	     (unsigned rounds, const uint32_t *keys, uint8_t *iv,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (rounds, keys, iv, length, dst, src))
#if HAVE_NATIVE__nettle_cfb_aes_encrypt_aesni  /* x86_64 only so far */
IF_aesni(FAT_VARIANT(cfb_aes_encrypt, aesni, FAT_AESNI))
#endif
FAT_VARIANT(cfb_aes_encrypt, c, 0)

/* CFB-8 encryption, serial, any length (contract in aes-internal.h). */
FAT_FUNCTION(cfb8_aes_encrypt, _nettle_cfb8_aes_encrypt, size_t,
	     (unsigned rounds, const uint32_t *keys, uint8_t *iv,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (rounds, keys, iv, length, dst, src))
#if HAVE_NATIVE__nettle_cfb8_aes_encrypt_aesni  /* x86_64 only so far */
IF_aesni(FAT_VARIANT(cfb8_aes_encrypt, aesni, FAT_AESNI))
#endif
FAT_VARIANT(cfb8_aes_encrypt, c, 0)

/* CFB decryption, parallel (contract in aes-internal.h). */
FAT_FUNCTION(cfb_aes_decrypt, _nettle_cfb_aes_decrypt, size_t,
	     (unsigned rounds, const uint32_t *keys, uint8_t *iv,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (rounds, keys, iv, length, dst, src))
IF_vaes_avx512(FAT_VARIANT(cfb_aes_decrypt, vaes_avx512, FAT_VAES | FAT_AVX512))
IF_vaes_avx2(FAT_VARIANT(cfb_aes_decrypt, vaes_avx2, FAT_AESNI | FAT_VAES | FAT_AVX2))
IF_aesni(FAT_VARIANT(cfb_aes_decrypt, aesni, FAT_AESNI))
FAT_VARIANT(cfb_aes_decrypt, c, 0)

/* SHA-1 compression of one block, the public sha1_compress
   (contract in sha1-internal.h). */
FAT_FUNCTION(sha1_compress, nettle_sha1_compress, void,
	     (uint32_t *state, const uint8_t *data),
	     (state, data))
IF_sha_ni(FAT_VARIANT(sha1_compress, sha_ni, FAT_SHANI))
FAT_VARIANT(sha1_compress, c, 0)

/* SHA-1 compression of whole blocks, returning the input pointer
   advanced past them (contract in sha1-internal.h). */
FAT_FUNCTION(sha1_compress_n, _nettle_sha1_compress_n, const uint8_t *,
	     (uint32_t *state, size_t blocks, const uint8_t *data),
	     (state, blocks, data))
IF_sha_ni(FAT_VARIANT(sha1_compress_n, sha_ni, FAT_SHANI))
FAT_VARIANT(sha1_compress_n, c, 0)

/* SHA-256 compression of whole blocks, returning the input pointer
   advanced past them (contract in sha2-internal.h). */
FAT_FUNCTION(sha256_compress_n, _nettle_sha256_compress_n, const uint8_t *,
	     (uint32_t *state, const uint32_t *k, size_t blocks,
	      const uint8_t *input),
	     (state, k, blocks, input))
IF_sha_ni(FAT_VARIANT(sha256_compress_n, sha_ni, FAT_SHANI))
FAT_VARIANT(sha256_compress_n, c, 0)

/* SHA-512 compression of whole blocks (also SHA-384, SHA-512/224 and
   SHA-512/256), returning the input pointer advanced past them
   (contract in sha2-internal.h). */
FAT_FUNCTION(sha512_compress_n, _nettle_sha512_compress_n, const uint8_t *,
	     (uint64_t *state, const uint64_t *k, size_t blocks,
	      const uint8_t *input),
	     (state, k, blocks, input))
IF_avx512(FAT_VARIANT(sha512_compress_n, avx512, FAT_AVX512 | FAT_AVX2 | FAT_BMI2))
IF_avx2(FAT_VARIANT(sha512_compress_n, avx2, FAT_AVX2 | FAT_BMI2))
FAT_VARIANT(sha512_compress_n, c, 0)

/* ------------------------------------------------------------------
   GHASH, POLYVAL and the GCM bulk routines. */

/* GHASH (ghash-internal.h): the key set-up and the update that reads
   its table form one group; the update follows the set-up's choice.
   So do POLYVAL and the stitched GCM routines below, which read the
   same table, so every row of the group has the features of all its
   members (the stitched ones need VAES and AES-NI too). */
#ifndef GCM_VAES_AVX512_FEATURES
# define GCM_VAES_AVX512_FEATURES \
  (FAT_AESNI | FAT_PCLMUL | FAT_VAES | FAT_VPCLMUL | FAT_AVX512)
# define GCM_VAES_AVX2_FEATURES \
  (FAT_AESNI | FAT_PCLMUL | FAT_VAES | FAT_VPCLMUL | FAT_AVX2)
/* The pclmul rows: where the backend has the stitched GCM routines
   (x86_64/pclmul/gcm-aes.asm), they run AES-NI next to PCLMULQDQ and
   the group needs both; the 32-bit backend (x86/pclmul) has GHASH and
   POLYVAL only, which need PCLMULQDQ alone. */
# if HAVE_BACKEND_pclmul && HAVE_NATIVE__nettle_gcm_aes_encrypt_pclmul
#  define IF_pclmul_gcm_aes(x) x
#  define GCM_PCLMUL_FEATURES (FAT_AESNI | FAT_PCLMUL)
# else
#  define IF_pclmul_gcm_aes(x)
#  define GCM_PCLMUL_FEATURES FAT_PCLMUL
# endif
/* The 32-bit vaes_avx2 backend (x86/vaes_avx2) has no GHASH: the
   group's vaes_avx2 rows exist where its x86_64 files do (told by
   the one of them whose entry point configure can read). */
# if HAVE_BACKEND_vaes_avx2 && HAVE_NATIVE__nettle_gcm_aes_encrypt_vaes_avx2
#  define IF_vaes_avx2_ghash(x) x
# else
#  define IF_vaes_avx2_ghash(x)
# endif
/* The one-pass GCM routines follow ghash_set_key only where they have
   a variant other than `c' (which reads no table and returns 0, so it
   goes with any): on i386 ghash_set_key has a pclmul row and they do
   not, and a follower must have every variant its leader may take. */
# if HAVE_BACKEND_vaes_avx512 || HAVE_NATIVE__nettle_gcm_aes_encrypt_pclmul \
  || (HAVE_BACKEND_vaes_avx2 && HAVE_NATIVE__nettle_gcm_aes_encrypt_vaes_avx2)
#  define IF_gcm_aes_one_pass(x) x
# else
#  define IF_gcm_aes_one_pass(x)
# endif
#endif
FAT_FUNCTION(ghash_set_key, _nettle_ghash_set_key, void,
	     (struct gcm_key *ctx, const union nettle_block16 *key),
	     (ctx, key))
IF_vaes_avx512(FAT_VARIANT(ghash_set_key, vaes_avx512,
			   GCM_VAES_AVX512_FEATURES))
IF_vaes_avx2_ghash(FAT_VARIANT(ghash_set_key, vaes_avx2,
			 GCM_VAES_AVX2_FEATURES))
IF_pclmul(FAT_VARIANT(ghash_set_key, pclmul, GCM_PCLMUL_FEATURES))
FAT_VARIANT(ghash_set_key, c, 0)

FAT_FUNCTION(ghash_update, _nettle_ghash_update, const uint8_t *,
	     (const struct gcm_key *ctx, union nettle_block16 *state,
	      size_t blocks, const uint8_t *data),
	     (ctx, state, blocks, data))
FAT_FOLLOWS(ghash_update, ghash_set_key)
IF_vaes_avx512(FAT_VARIANT(ghash_update, vaes_avx512,
			   GCM_VAES_AVX512_FEATURES))
IF_vaes_avx2_ghash(FAT_VARIANT(ghash_update, vaes_avx2,
			 GCM_VAES_AVX2_FEATURES))
IF_pclmul(FAT_VARIANT(ghash_update, pclmul, GCM_PCLMUL_FEATURES))
FAT_VARIANT(ghash_update, c, 0)

/* POLYVAL on the table of ghash_set_key (_siv_ghash_set_key is C and
   calls the dispatched ghash_set_key). */
FAT_FUNCTION(siv_ghash_update, _nettle_siv_ghash_update, const uint8_t *,
	     (const struct gcm_key *ctx, union nettle_block16 *state,
	      size_t blocks, const uint8_t *data),
	     (ctx, state, blocks, data))
FAT_FOLLOWS(siv_ghash_update, ghash_set_key)
IF_vaes_avx512(FAT_VARIANT(siv_ghash_update, vaes_avx512,
			   GCM_VAES_AVX512_FEATURES))
IF_vaes_avx2_ghash(FAT_VARIANT(siv_ghash_update, vaes_avx2,
			 GCM_VAES_AVX2_FEATURES))
IF_pclmul(FAT_VARIANT(siv_ghash_update, pclmul, GCM_PCLMUL_FEATURES))
FAT_VARIANT(siv_ghash_update, c, 0)

/* GCM with AES in one pass (gcm-internal.h), on the table of
   ghash_set_key. */
FAT_FUNCTION(gcm_aes_encrypt, _nettle_gcm_aes_encrypt, size_t,
	     (const struct gcm_key *key, union nettle_block16 *x,
	      unsigned rounds, const uint32_t *keys, uint8_t *ctr,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (key, x, rounds, keys, ctr, length, dst, src))
IF_gcm_aes_one_pass(FAT_FOLLOWS(gcm_aes_encrypt, ghash_set_key))
IF_vaes_avx512(FAT_VARIANT(gcm_aes_encrypt, vaes_avx512,
			   GCM_VAES_AVX512_FEATURES))
IF_vaes_avx2_ghash(FAT_VARIANT(gcm_aes_encrypt, vaes_avx2,
			 GCM_VAES_AVX2_FEATURES))
IF_pclmul_gcm_aes(FAT_VARIANT(gcm_aes_encrypt, pclmul, GCM_PCLMUL_FEATURES))
FAT_VARIANT(gcm_aes_encrypt, c, 0)

FAT_FUNCTION(gcm_aes_decrypt, _nettle_gcm_aes_decrypt, size_t,
	     (const struct gcm_key *key, union nettle_block16 *x,
	      unsigned rounds, const uint32_t *keys, uint8_t *ctr,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (key, x, rounds, keys, ctr, length, dst, src))
IF_gcm_aes_one_pass(FAT_FOLLOWS(gcm_aes_decrypt, ghash_set_key))
IF_vaes_avx512(FAT_VARIANT(gcm_aes_decrypt, vaes_avx512,
			   GCM_VAES_AVX512_FEATURES))
IF_vaes_avx2_ghash(FAT_VARIANT(gcm_aes_decrypt, vaes_avx2,
			 GCM_VAES_AVX2_FEATURES))
IF_pclmul_gcm_aes(FAT_VARIANT(gcm_aes_decrypt, pclmul, GCM_PCLMUL_FEATURES))
FAT_VARIANT(gcm_aes_decrypt, c, 0)

/* ------------------------------------------------------------------
   CCM, EAX, OCB, CMAC bulk routines. */

#include "ccm-internal.h"

/* CCM with AES in one pass, CTR and CBC-MAC (contract in
   ccm-internal.h). */
FAT_FUNCTION(ccm_aes_encrypt, _nettle_ccm_aes_encrypt, size_t,
	     (unsigned rounds, const uint32_t *keys, uint8_t *state,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (rounds, keys, state, length, dst, src))
#if HAVE_NATIVE__nettle_ccm_aes_encrypt_aesni  /* x86_64 only so far */
IF_aesni(FAT_VARIANT(ccm_aes_encrypt, aesni, FAT_AESNI))
#endif
FAT_VARIANT(ccm_aes_encrypt, c, 0)

FAT_FUNCTION(ccm_aes_decrypt, _nettle_ccm_aes_decrypt, size_t,
	     (unsigned rounds, const uint32_t *keys, uint8_t *state,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (rounds, keys, state, length, dst, src))
#if HAVE_NATIVE__nettle_ccm_aes_decrypt_aesni
IF_aesni(FAT_VARIANT(ccm_aes_decrypt, aesni, FAT_AESNI))
#endif
FAT_VARIANT(ccm_aes_decrypt, c, 0)

/* OCB with AES on whole blocks (ocb-internal.h). */
FAT_FUNCTION(ocb_aes_encrypt, _nettle_ocb_aes_encrypt, size_t,
	     (unsigned rounds, const uint32_t *keys, struct ocb_aes_state *state,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (rounds, keys, state, length, dst, src))
IF_vaes_avx512(FAT_VARIANT(ocb_aes_encrypt, vaes_avx512, FAT_VAES | FAT_AVX512))
#if HAVE_NATIVE__nettle_ocb_aes_encrypt_vaes_avx2  /* x86_64 only so far */
IF_vaes_avx2(FAT_VARIANT(ocb_aes_encrypt, vaes_avx2, FAT_AESNI | FAT_VAES | FAT_AVX2))
#endif
#if HAVE_NATIVE__nettle_ocb_aes_encrypt_aesni  /* x86_64 only so far */
IF_aesni(FAT_VARIANT(ocb_aes_encrypt, aesni, FAT_AESNI))
#endif
FAT_VARIANT(ocb_aes_encrypt, c, 0)

FAT_FUNCTION(ocb_aes_decrypt, _nettle_ocb_aes_decrypt, size_t,
	     (unsigned rounds, const uint32_t *keys, struct ocb_aes_state *state,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (rounds, keys, state, length, dst, src))
IF_vaes_avx512(FAT_VARIANT(ocb_aes_decrypt, vaes_avx512, FAT_VAES | FAT_AVX512))
#if HAVE_NATIVE__nettle_ocb_aes_decrypt_vaes_avx2  /* x86_64 only so far */
IF_vaes_avx2(FAT_VARIANT(ocb_aes_decrypt, vaes_avx2, FAT_AESNI | FAT_VAES | FAT_AVX2))
#endif
#if HAVE_NATIVE__nettle_ocb_aes_decrypt_aesni  /* x86_64 only so far */
IF_aesni(FAT_VARIANT(ocb_aes_decrypt, aesni, FAT_AESNI))
#endif
FAT_VARIANT(ocb_aes_decrypt, c, 0)

/* ------------------------------------------------------------------
   ChaCha, Salsa20 and Poly1305. */

#include "chacha-internal.h"
#include "salsa20-internal.h"

/* ChaCha20 and Salsa20 keystream XOR on whole 64-byte blocks, 32-bit
   counter lanes (contracts in chacha-internal.h, salsa20-internal.h).
   The SSE2 ChaCha is in the architecture folder, named x86_64 and
   listed under FAT_SSE2 like the scalar Poly1305 below. */
FAT_FUNCTION(chacha_blocks, _nettle_chacha_blocks, size_t,
	     (const uint32_t *state, size_t length, uint8_t *dst,
	      const uint8_t *src),
	     (state, length, dst, src))
IF_avx512(FAT_VARIANT(chacha_blocks, avx512, FAT_AVX512))
IF_avx2(FAT_VARIANT(chacha_blocks, avx2, FAT_AVX2))
#if HAVE_NATIVE__nettle_chacha_blocks_x86_64
FAT_VARIANT(chacha_blocks, x86_64, FAT_SSE2)
#endif
FAT_VARIANT(chacha_blocks, c, 0)

FAT_FUNCTION(salsa20_blocks, _nettle_salsa20_blocks, size_t,
	     (const uint32_t *state, unsigned rounds, size_t length,
	      uint8_t *dst, const uint8_t *src),
	     (state, rounds, length, dst, src))
IF_avx512(FAT_VARIANT(salsa20_blocks, avx512, FAT_AVX512))
IF_avx2(FAT_VARIANT(salsa20_blocks, avx2, FAT_AVX2))
FAT_VARIANT(salsa20_blocks, c, 0)

#include "poly1305-internal.h"

/* Poly1305 over whole 16-byte blocks (poly1305-internal.h). The vector
   variants do multiples of their stride (8 or 4 blocks) and hand short
   calls and the rest to the scalar x86_64 one, which is in the
   architecture folder rather than a backend's; FAT_SSE2 stands for
   "any x86_64 CPU" there, so that the c pass runs the C. */
FAT_FUNCTION(poly1305_blocks, _nettle_poly1305_blocks, const uint8_t *,
	     (struct poly1305_ctx *ctx, size_t blocks, const uint8_t *m),
	     (ctx, blocks, m))
#if HAVE_NATIVE__nettle_poly1305_blocks_x86_64
IF_avx512(FAT_VARIANT(poly1305_blocks, avx512, FAT_AVX512 | FAT_AVX512IFMA))
IF_avx2(FAT_VARIANT(poly1305_blocks, avx2, FAT_AVX2))
FAT_VARIANT(poly1305_blocks, x86_64, FAT_SSE2)
#endif
FAT_VARIANT(poly1305_blocks, c, 0)

/* ------------------------------------------------------------------
   UMAC's NH layer (umac-internal.h). The avx512 variants are C with
   intrinsics for x86_64 (umac-nh-avx512.c). */

#include "umac-internal.h"

#if HAVE_BACKEND_avx512 && defined(__x86_64__)
# define IF_avx512_x86_64(x) x
#else
# define IF_avx512_x86_64(x)
#endif

FAT_FUNCTION(umac_nh, _nettle_umac_nh, uint64_t,
	     (const uint32_t *key, unsigned length, const uint8_t *msg),
	     (key, length, msg))
IF_avx512_x86_64(FAT_VARIANT(umac_nh, avx512, FAT_AVX512))
FAT_VARIANT(umac_nh, c, 0)

FAT_FUNCTION(umac_nh_n, _nettle_umac_nh_n, void,
	     (uint64_t *out, unsigned n, const uint32_t *key, unsigned length,
	      const uint8_t *msg),
	     (out, n, key, length, msg))
IF_avx512_x86_64(FAT_VARIANT(umac_nh_n, avx512, FAT_AVX512))
FAT_VARIANT(umac_nh_n, c, 0)

/* ------------------------------------------------------------------
   Keccak-f[1600], under every SHA-3 and SHAKE function (public). The
   avx512 variant is C with intrinsics for x86_64
   (sha3-permute-avx512.c). */

#include "sha3.h"
#include "sha3-internal.h"

FAT_FUNCTION(sha3_permute, nettle_sha3_permute, void,
	     (struct sha3_state *state), (state))
IF_avx512_x86_64(FAT_VARIANT(sha3_permute, avx512, FAT_AVX512))
FAT_VARIANT(sha3_permute, c, 0)

/* ------------------------------------------------------------------
   Other block ciphers (Camellia, Serpent, ...). */

#include "camellia-internal.h"

/* The Camellia block routine (camellia-internal.h); the avx512 variant
   is C with intrinsics for x86_64 (camellia-crypt-avx512.c). */
FAT_FUNCTION(camellia_crypt, _nettle_camellia_crypt, void,
	     (unsigned nkeys, const uint64_t *keys,
	      const struct camellia_table *T,
	      size_t length, uint8_t *dst, const uint8_t *src),
	     (nkeys, keys, T, length, dst, src))
IF_avx512_x86_64(FAT_VARIANT(camellia_crypt, avx512, FAT_AVX512 | FAT_GFNI))
FAT_VARIANT(camellia_crypt, c, 0)

#include "serpent.h"

/* Serpent, the public functions (serpent-internal.h); the avx512
   variants are the bitsliced C on sixteen lanes (serpent-crypt-avx512.c). */
FAT_FUNCTION(serpent_encrypt, nettle_serpent_encrypt, void,
	     (const struct serpent_ctx *sctx, size_t length, uint8_t *dst,
	      const uint8_t *src),
	     (sctx, length, dst, src))
IF_avx512_x86_64(FAT_VARIANT(serpent_encrypt, avx512, FAT_AVX512))
FAT_VARIANT(serpent_encrypt, c, 0)

FAT_FUNCTION(serpent_decrypt, nettle_serpent_decrypt, void,
	     (const struct serpent_ctx *sctx, size_t length, uint8_t *dst,
	      const uint8_t *src),
	     (sctx, length, dst, src))
IF_avx512_x86_64(FAT_VARIANT(serpent_decrypt, avx512, FAT_AVX512))
FAT_VARIANT(serpent_decrypt, c, 0)

#ifdef FAT_FOLLOWS_DEFAULTED
# undef FAT_FOLLOWS
# undef FAT_FOLLOWS_DEFAULTED
#endif
