/* cmac.h

   CMAC (NIST SP 800-38B, RFC 4493) over 64- and 128-bit block ciphers.

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

#ifndef NETTLE_CMAC_H_INCLUDED
#define NETTLE_CMAC_H_INCLUDED

#include "nettle-types.h"
#include "aes.h"

/* Nettle's cmac.h includes des.h for struct cmac_des3_ctx. Until DES is
   in the tree, a stand-in with the layout of Nettle's struct des3_ctx
   (three 32-word DES key schedules, 384 bytes) keeps the context's
   size and offsets right; des.h replaces it as soon as it exists. */
#if defined(__has_include)
# if __has_include("des.h")
#  include "des.h"
#  define NETTLE_CMAC_HAVE_DES_H 1
# endif
#endif
#ifndef NETTLE_CMAC_HAVE_DES_H
struct des3_ctx
{
  struct { uint32_t key[32]; } des[3];
};
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define CMAC128_DIGEST_SIZE 16
#define CMAC64_DIGEST_SIZE 8

/* Name mangling */
#define cmac128_set_key nettle_cmac128_set_key
#define cmac128_init nettle_cmac128_init
#define cmac128_update nettle_cmac128_update
#define cmac128_digest nettle_cmac128_digest
#define cmac_aes128_set_key nettle_cmac_aes128_set_key
#define cmac_aes128_update nettle_cmac_aes128_update
#define cmac_aes128_digest nettle_cmac_aes128_digest
#define cmac_aes256_set_key nettle_cmac_aes256_set_key
#define cmac_aes256_update nettle_cmac_aes256_update
#define cmac_aes256_digest nettle_cmac_aes256_digest

#define cmac64_set_key nettle_cmac64_set_key
#define cmac64_init nettle_cmac64_init
#define cmac64_update nettle_cmac64_update
#define cmac64_digest nettle_cmac64_digest

/* The two subkeys, derived once per cipher key. */
struct cmac128_key
{
  union nettle_block16 K1;
  union nettle_block16 K2;
};

/* Per-message state: X is the CBC-MAC chain, block holds the last
   (possibly complete) input block, which must wait until we know
   whether more data follows. */
struct cmac128_ctx
{
  union nettle_block16 X;
  union nettle_block16 block;
  size_t index;
};

struct cmac64_key
{
  union nettle_block8 K1;
  union nettle_block8 K2;
};

struct cmac64_ctx
{
  union nettle_block8 X;
  union nettle_block8 block;
  size_t index;
};

void
cmac128_set_key(struct cmac128_key *key, const void *cipher,
		nettle_cipher_func *encrypt);

void
cmac128_init(struct cmac128_ctx *ctx);

void
cmac128_update(struct cmac128_ctx *ctx, const void *cipher,
	       nettle_cipher_func *encrypt,
	       size_t msg_len, const uint8_t *msg);

/* Writes the first length bytes of the tag (length <= 16) and resets
   ctx for a new message under the same key. */
void
cmac128_digest(struct cmac128_ctx *ctx, const struct cmac128_key *key,
	       const void *cipher, nettle_cipher_func *encrypt,
	       unsigned length, uint8_t *digest);

void
cmac64_set_key(struct cmac64_key *key, const void *cipher,
	       nettle_cipher_func *encrypt);

void
cmac64_init(struct cmac64_ctx *ctx);

void
cmac64_update(struct cmac64_ctx *ctx, const void *cipher,
	      nettle_cipher_func *encrypt,
	      size_t msg_len, const uint8_t *msg);

void
cmac64_digest(struct cmac64_ctx *ctx, const struct cmac64_key *key,
	      const void *cipher, nettle_cipher_func *encrypt,
	      unsigned length, uint8_t *digest);

/* A context bundling subkeys, message state and cipher; the cipher
   goes last so the CMAC offsets do not depend on it. */
#define CMAC128_CTX(type) \
  { struct cmac128_key key; struct cmac128_ctx ctx; type cipher; }

/* The "if (0)" and "0 ?" arms type-check encrypt against the context
   without calling it. */
#define CMAC128_SET_KEY(self, set_key, encrypt, cmac_key)	\
  do {								\
    (set_key)(&(self)->cipher, (cmac_key));			\
    if (0) (encrypt)(&(self)->cipher, ~(size_t) 0,		\
		     (uint8_t *) 0, (const uint8_t *) 0);	\
    cmac128_set_key(&(self)->key, &(self)->cipher,		\
		    (nettle_cipher_func *) (encrypt));		\
    cmac128_init(&(self)->ctx);					\
  } while (0)

#define CMAC128_UPDATE(self, encrypt, length, src)		\
  (0 ? (encrypt)(&(self)->cipher, ~(size_t) 0,			\
		 (uint8_t *) 0, (const uint8_t *) 0)		\
     : cmac128_update(&(self)->ctx, &(self)->cipher,		\
		      (nettle_cipher_func *) (encrypt),	\
		      (length), (src)))

#define CMAC128_DIGEST(self, encrypt, length, digest)		\
  (0 ? (encrypt)(&(self)->cipher, ~(size_t) 0,			\
		 (uint8_t *) 0, (const uint8_t *) 0)		\
     : cmac128_digest(&(self)->ctx, &(self)->key,		\
		      &(self)->cipher,				\
		      (nettle_cipher_func *) (encrypt),	\
		      (length), (digest)))

#define CMAC64_CTX(type) \
  { struct cmac64_key key; struct cmac64_ctx ctx; type cipher; }

#define CMAC64_SET_KEY(self, set_key, encrypt, cmac_key)	\
  do {								\
    (set_key)(&(self)->cipher, (cmac_key));			\
    if (0) (encrypt)(&(self)->cipher, ~(size_t) 0,		\
		     (uint8_t *) 0, (const uint8_t *) 0);	\
    cmac64_set_key(&(self)->key, &(self)->cipher,		\
		   (nettle_cipher_func *) (encrypt));		\
    cmac64_init(&(self)->ctx);					\
  } while (0)

#define CMAC64_UPDATE(self, encrypt, length, src)		\
  (0 ? (encrypt)(&(self)->cipher, ~(size_t) 0,			\
		 (uint8_t *) 0, (const uint8_t *) 0)		\
     : cmac64_update(&(self)->ctx, &(self)->cipher,		\
		     (nettle_cipher_func *) (encrypt),		\
		     (length), (src)))

#define CMAC64_DIGEST(self, encrypt, length, digest)		\
  (0 ? (encrypt)(&(self)->cipher, ~(size_t) 0,			\
		 (uint8_t *) 0, (const uint8_t *) 0)		\
     : cmac64_digest(&(self)->ctx, &(self)->key,		\
		     &(self)->cipher,				\
		     (nettle_cipher_func *) (encrypt),		\
		     (length), (digest)))

struct cmac_aes128_ctx CMAC128_CTX(struct aes128_ctx);

void
cmac_aes128_set_key(struct cmac_aes128_ctx *ctx, const uint8_t *key);

void
cmac_aes128_update(struct cmac_aes128_ctx *ctx,
		   size_t length, const uint8_t *data);

void
cmac_aes128_digest(struct cmac_aes128_ctx *ctx,
		   size_t length, uint8_t *digest);

struct cmac_aes256_ctx CMAC128_CTX(struct aes256_ctx);

void
cmac_aes256_set_key(struct cmac_aes256_ctx *ctx, const uint8_t *key);

void
cmac_aes256_update(struct cmac_aes256_ctx *ctx,
		   size_t length, const uint8_t *data);

void
cmac_aes256_digest(struct cmac_aes256_ctx *ctx,
		   size_t length, uint8_t *digest);

/* The functions cmac_des3_set_key, cmac_des3_update and
   cmac_des3_digest (and their name mangling) are added with DES: a few
   lines over cmac64_*, like cmac-aes128.c over cmac128_*. */
struct cmac_des3_ctx CMAC64_CTX(struct des3_ctx);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_CMAC_H_INCLUDED */
