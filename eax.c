/* eax.c

   EAX mode, generic over a 128-bit block cipher.

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

#include <assert.h>
#include <string.h>

#include "eax.h"
#include "aes-internal.h"
#include "cbcmac-internal.h"
#include "ccm-internal.h"
#include "ctr.h"
#include "block16-internal.h"
#include "memxor.h"

/* EAX's OMAC^t(M) is CMAC of the block [t] (15 zero bytes, then t)
   followed by M. Each chain state holds the CBC-MAC value XORed with
   the block not yet encrypted, because the last block is treated
   differently and we learn which one is last only at the digest. The
   digest always XORs pad_block; a padded partial block has already
   had pad_partial = P ^ B XORed in, giving P in total. Only the last
   call for a chain may pass a length that is not a whole number of
   blocks. */

static void
omac_init(union nettle_block16 *state, uint8_t t)
{
  /* One store: the cipher reads it back as one load (block16_xor_bytes). */
  block16_set_be64(state->b, 0, t);
}

/* A last partial block, 0 < length < 16: E, the bytes and their 10*
   padding, and pad_partial (see above). */
static void
omac_partial(union nettle_block16 *state, const struct eax_key *key,
	     const void *cipher, nettle_cipher_func *f,
	     size_t length, const uint8_t *data)
{
  f(cipher, 16, state->b, state->b);
  memxor(state->b, data, length);
  state->b[length] ^= 0x80;
  block16_xor(state, &key->pad_partial);
}

/* The rest of omac_update once E has been applied to the state (it
   holds the plain CBC-MAC value): the middle blocks as CBC-MAC, the
   last one XORed in, then a partial block. length >= 16. */
static void
omac_rest(union nettle_block16 *state, const struct eax_key *key,
	  const void *cipher, nettle_cipher_func *f,
	  size_t length, const uint8_t *data)
{
  size_t n = (length - 16) & ~(size_t) 15;
  _nettle_cbcmac16(cipher, f, state->b, n, data);
  block16_xor_bytes(state->b, data + n);
  data += n + 16;
  length -= n + 16;
  if (length > 0)
    omac_partial(state, key, cipher, f, length, data);
}

static void
omac_update(union nettle_block16 *state, const struct eax_key *key,
	    const void *cipher, nettle_cipher_func *f,
	    size_t length, const uint8_t *data)
{
  if (length >= 16)
    {
      /* state = E(state) ^ d_1, then E(. ^ d_k) chains: one block
	 with f, the middle ones as CBC-MAC, the last XORed in. */
      f(cipher, 16, state->b, state->b);
      omac_rest(state, key, cipher, f, length, data);
    }
  else if (length > 0)
    omac_partial(state, key, cipher, f, length, data);
}

/* The middle blocks of a message call (those omac_rest would take as
   CBC-MAC: all whole blocks but the last 16 to 31 bytes) in one pass
   of CTR and the OMAC of the ciphertext, with the CCM routines when f
   is AES encryption: their MAC step is the same E(mac ^ block), and
   the ciphertext is dst when encrypting (as CCM decryption MACs dst)
   and src when decrypting (as CCM encryption MACs src). Returns 0,
   having done nothing, or the bytes done, with E applied to the OMAC
   state, for omac_rest to finish from. */
/* Below this, the two passes are as fast: the reorder window already
   overlaps the counter blocks with the chain (measured crossover on
   Zen 5: about 512 bytes; 64 bytes were 4% slower in one pass). */
#define EAX_ONE_PASS_MIN 512

static size_t
eax_one_pass(struct eax_ctx *eax, const void *cipher, nettle_cipher_func *f,
	     int decrypt, size_t length, uint8_t *dst, const uint8_t *src)
{
  union nettle_block16 state[2];	/* counter, then CBC-MAC value */
  unsigned rounds;
  int inverse;
  const uint32_t *keys;
  size_t n, done;

  if (length < EAX_ONE_PASS_MIN)
    return 0;
  keys = _nettle_aes_cipher_keys(f, cipher, &rounds, &inverse);
  if (!keys || inverse)
    return 0;
  n = (length - 16) & ~(size_t) 15;
  f(cipher, 16, eax->omac_message.b, eax->omac_message.b);
  state[0] = eax->ctr;
  state[1] = eax->omac_message;
  done = (decrypt ? _nettle_ccm_aes_encrypt : _nettle_ccm_aes_decrypt)
    (rounds, keys, state[0].b, n, dst, src);
  eax->ctr = state[0];
  eax->omac_message = state[1];
  /* What the routine left (all of it for the C variant): two passes. */
  if (decrypt)
    _nettle_cbcmac16(cipher, f, eax->omac_message.b, n - done, src + done);
  ctr_crypt(cipher, f, 16, eax->ctr.b, n - done, dst + done, src + done);
  if (!decrypt)
    _nettle_cbcmac16(cipher, f, eax->omac_message.b, n - done, dst + done);
  return n;
}

static void
omac_final(union nettle_block16 *state, const struct eax_key *key,
	   const void *cipher, nettle_cipher_func *f)
{
  block16_xor(state, &key->pad_block);
  f(cipher, 16, state->b, state->b);
}

void
eax_set_key(struct eax_key *key, const void *cipher, nettle_cipher_func *f)
{
  union nettle_block16 L;

  memset(L.b, 0, 16);
  f(cipher, 16, L.b, L.b);
  block16_double_be(&key->pad_block, &L);
  block16_double_be(&key->pad_partial, &key->pad_block);
  memxor(key->pad_partial.b, key->pad_block.b, 16);
}

void
eax_set_nonce(struct eax_ctx *eax, const struct eax_key *key,
	      const void *cipher, nettle_cipher_func *f,
	      size_t nonce_length, const uint8_t *nonce)
{
  omac_init(&eax->omac_nonce, 0);
  omac_update(&eax->omac_nonce, key, cipher, f, nonce_length, nonce);
  omac_final(&eax->omac_nonce, key, cipher, f);
  memcpy(eax->ctr.b, eax->omac_nonce.b, 16);

  omac_init(&eax->omac_data, 1);
  omac_init(&eax->omac_message, 2);
}

void
eax_update(struct eax_ctx *eax, const struct eax_key *key,
	   const void *cipher, nettle_cipher_func *f,
	   size_t data_length, const uint8_t *data)
{
  omac_update(&eax->omac_data, key, cipher, f, data_length, data);
}

void
eax_encrypt(struct eax_ctx *eax, const struct eax_key *key,
	    const void *cipher, nettle_cipher_func *f,
	    size_t length, uint8_t *dst, const uint8_t *src)
{
  size_t done = eax_one_pass(eax, cipher, f, 0, length, dst, src);
  ctr_crypt(cipher, f, 16, eax->ctr.b, length - done, dst + done,
	    src + done);
  if (done)
    omac_rest(&eax->omac_message, key, cipher, f, length - done, dst + done);
  else
    omac_update(&eax->omac_message, key, cipher, f, length, dst);
}

void
eax_decrypt(struct eax_ctx *eax, const struct eax_key *key,
	    const void *cipher, nettle_cipher_func *f,
	    size_t length, uint8_t *dst, const uint8_t *src)
{
  size_t done = eax_one_pass(eax, cipher, f, 1, length, dst, src);
  if (done)
    omac_rest(&eax->omac_message, key, cipher, f, length - done, src + done);
  else
    omac_update(&eax->omac_message, key, cipher, f, length, src);
  ctr_crypt(cipher, f, 16, eax->ctr.b, length - done, dst + done,
	    src + done);
}

void
eax_digest(struct eax_ctx *eax, const struct eax_key *key,
	   const void *cipher, nettle_cipher_func *f,
	   size_t length, uint8_t *digest)
{
  assert(length > 0);
  assert(length <= EAX_DIGEST_SIZE);
  omac_final(&eax->omac_data, key, cipher, f);
  omac_final(&eax->omac_message, key, cipher, f);

  memxor(eax->omac_nonce.b, eax->omac_data.b, 16);
  memxor3(digest, eax->omac_nonce.b, eax->omac_message.b, length);
}
