/* blowfish-bcrypt.c

   bcrypt (Provos and Mazieres, 1999): the $2a$, $2b$, $2x$ and $2y$
   password hashes of OpenBSD and crypt_blowfish, on Eksblowfish.

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

#include <string.h>

#include "blowfish.h"
#include "blowfish-internal.h"
#include "base64.h"
#include "macros.h"
#include "memops.h"

/* "$2b$10$": variant and cost; then 22 characters of salt and 31 of
   hash. */
#define PREFIX_LENGTH 7
#define SALT_CHARS 22
#define HASH_CHARS 31
#define SALT_END (PREFIX_LENGTH + SALT_CHARS)

/* bcrypt's radix-64: base64's bit order with the alphabet below. The
   decoding table has base64's classes: -1 invalid, -2 white space
   (skipped), -3 the padding character. */
static const char bcrypt_alphabet[64] =
  "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

#define NONE16 -1, -1, -1, -1, -1, -1, -1, -1, \
    -1, -1, -1, -1, -1, -1, -1, -1
static const signed char bcrypt_decode_table[256] =
  {
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -2, -2, -2, -2, -2, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -2, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,  0,  1,
    54, 55, 56, 57, 58, 59, 60, 61, 62, 63, -1, -1, -1, -3, -1, -1,
    -1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15, 16,
    17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, -1, -1, -1, -1, -1,
    -1, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42,
    43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, -1, -1, -1, -1, -1,
    NONE16, NONE16, NONE16, NONE16, NONE16, NONE16, NONE16, NONE16,
  };

/* Writes the radix-64 encoding of length octets, without padding, and
   returns the number of characters. */
static size_t
bcrypt_encode (char *dst, size_t length, const uint8_t *src)
{
  struct base64_encode_ctx ctx;
  char tail[BASE64_ENCODE_FINAL_LENGTH];
  size_t n, t, i;

  base64_encode_init (&ctx);
  ctx.alphabet = bcrypt_alphabet;
  n = base64_encode_update (&ctx, dst, length, src);
  t = base64_encode_final (&ctx, tail);
  for (i = 0; i < t && tail[i] != '='; i++)
    dst[n++] = tail[i];
  return n;
}

/* The "magic" plaintext of the final encryptions. */
static const char bcrypt_magic[24] = "OrpheanBeholderScryDoubt";

/* The password as Eksblowfish's 18 key words: the octets of key, then
   a NUL, repeated to 72 octets. For $2x$ the words are built as
   crypt_blowfish's sign-extension bug did ("bug"); for $2a$, when a
   password that the bug affected would map to the same words as a
   correct one, the initial P[0] gets bit 16 flipped ("safety", the
   countermeasure of crypt_blowfish 1.1 and later), so that the old
   buggy hashes of such passwords no longer verify under $2a$. Written
   without branches on the password. */
static void
bcrypt_key_words (uint32_t *expanded, uint32_t *flip,
		  size_t lenkey, const uint8_t *key,
		  int bug, int safety)
{
  uint32_t diff = 0, sign = 0, nonzero, mask;
  size_t pos = 0;
  unsigned i, j;

  for (i = 0; i < _BLOWFISH_ROUNDS + 2; i++)
    {
      uint32_t good = 0, bad = 0;
      for (j = 0; j < 4; j++)
	{
	  uint32_t c = pos < lenkey ? key[pos] : 0;
	  /* The bug: the octet sign-extended before the OR. */
	  uint32_t extended = c | (0 - (c >> 7)) << 8;
	  good = (good << 8) | c;
	  bad = (bad << 8) | extended;
	  if (j)
	    sign |= c & 0x80;
	  pos = pos < lenkey ? pos + 1 : 0;
	}
      diff |= good ^ bad;
      expanded[i] = bug ? bad : good;
    }
  nonzero = (diff | (0 - diff)) >> 31;
  mask = nonzero - 1;
  *flip = (sign << 9) & mask & (safety ? 0x10000 : 0);
}

/* Replaces P and then the S-boxes, two words at a time, by a chain of
   encryptions starting from the zero block; when salt is not NULL its
   words 0,1 and 2,3 are XORed in alternately before each
   encryption. */
#define BCRYPT_STEP(ctx, salt, w) do {		\
    if (salt)					\
      {						\
	l ^= (salt)[s];				\
	r ^= (salt)[s + 1];			\
	s ^= 2;					\
      }						\
    blowfish_block (ctx, &l, &r);		\
    (w)[0] = l;					\
    (w)[1] = r;					\
  } while (0)

/* Inline, so that the calls with salt NULL lose the test. */
static inline void
bcrypt_expand (struct blowfish_ctx *ctx, const uint32_t *salt)
{
  uint32_t l = 0, r = 0;
  uint32_t *w;
  unsigned s = 0;

  for (w = ctx->p; w < ctx->p + _BLOWFISH_ROUNDS + 2; w += 2)
    BCRYPT_STEP (ctx, salt, w);
  for (w = ctx->s[0]; w < ctx->s[0] + 4 * 256; w += 2)
    BCRYPT_STEP (ctx, salt, w);
}

int
blowfish_bcrypt_hash (uint8_t *dst,
		      size_t lenkey, const uint8_t *key,
		      size_t lenscheme, const uint8_t *scheme,
		      int log2rounds,
		      const uint8_t *salt)
{
  struct blowfish_ctx ctx;
  uint32_t expanded[_BLOWFISH_ROUNDS + 2], salt_words[4], out[6];
  uint8_t salt_octets[BASE64_DECODE_LENGTH (SALT_CHARS)];
  uint8_t out_octets[24];
  const uint8_t *p = scheme;
  uint32_t flip, count;
  int variant, bug = 0, safety = 0;
  unsigned i;
  char *s;

  *dst = '\0';

  /* The scheme: [$]2<variant>[$[<cost>[$[<salt>...]]]], each part
     present as far as lenscheme reaches. */
  if (lenscheme < 2)
    return 0;
  if (lenscheme >= 3 && *p++ != '$')
    return 0;
  if (*p++ != '2')
    return 0;
  variant = *p++;
  switch (variant)
    {
    case 'a':
      safety = 1;
      break;
    case 'x':
      bug = 1;
      break;
    case 'b':
    case 'y':
      break;
    default:
      return 0;
    }
  if (lenscheme >= 4)
    {
      if (*p++ != '$')
	return 0;
      if (lenscheme >= 6)
	{
	  if (log2rounds < 0)
	    {
	      unsigned tens = p[0] - '0', ones = p[1] - '0';
	      if (tens > 9 || ones > 9)
		return 0;
	      log2rounds = 10 * tens + ones;
	    }
	  p += 2;
	  if (lenscheme >= PREFIX_LENGTH && *p++ != '$')
	    return 0;
	  if (lenscheme >= SALT_END && !salt)
	    {
	      struct base64_decode_ctx b64;
	      size_t done;
	      base64_decode_init (&b64);
	      b64.table = bcrypt_decode_table;
	      if (!base64_decode_update (&b64, &done, salt_octets, SALT_CHARS,
					 (const char *) p)
		  || done != BLOWFISH_BCRYPT_BINSALT_SIZE)
		return 0;
	      salt = salt_octets;
	    }
	}
    }
  if (!salt)
    return 0;
  if (log2rounds < 4 || log2rounds > 31)
    return 0;

  for (i = 0; i < 4; i++)
    salt_words[i] = READ_UINT32 (salt + 4 * i);

  /* Eksblowfish: the key into P, the salted expansion, then 2^cost
     rounds of expansion with the key and with the salt. */
  bcrypt_key_words (expanded, &flip, lenkey, key, bug, safety);
  ctx = _blowfish_initial_ctx;
  for (i = 0; i < _BLOWFISH_ROUNDS + 2; i++)
    ctx.p[i] ^= expanded[i];
  ctx.p[0] ^= flip;
  bcrypt_expand (&ctx, salt_words);

  count = (uint32_t) 1 << log2rounds;
  do
    {
      for (i = 0; i < _BLOWFISH_ROUNDS + 2; i++)
	ctx.p[i] ^= expanded[i];
      bcrypt_expand (&ctx, NULL);
      for (i = 0; i < _BLOWFISH_ROUNDS + 2; i++)
	ctx.p[i] ^= salt_words[i & 3];
      bcrypt_expand (&ctx, NULL);
    }
  while (--count);

  for (i = 0; i < 6; i += 2)
    {
      unsigned n;
      out[i] = READ_UINT32 ((const uint8_t *) bcrypt_magic + 4 * i);
      out[i + 1] = READ_UINT32 ((const uint8_t *) bcrypt_magic + 4 * i + 4);
      for (n = 0; n < 64; n++)
	blowfish_block (&ctx, &out[i], &out[i + 1]);
    }
  for (i = 0; i < 6; i++)
    WRITE_UINT32 (out_octets + 4 * i, out[i]);

  s = (char *) dst;
  s[0] = '$';
  s[1] = '2';
  s[2] = (char) variant;
  s[3] = '$';
  s[4] = (char) ('0' + log2rounds / 10);
  s[5] = (char) ('0' + log2rounds % 10);
  s[6] = '$';
  s += PREFIX_LENGTH;
  s += bcrypt_encode (s, BLOWFISH_BCRYPT_BINSALT_SIZE, salt);
  /* Only 23 of the 24 octets, as the original implementation. */
  s += bcrypt_encode (s, 23, out_octets);
  *s = '\0';

  memset (&ctx, 0, sizeof (ctx));
  memset (expanded, 0, sizeof (expanded));
  return 1;
}

int
blowfish_bcrypt_verify (size_t lenkey, const uint8_t *key,
			size_t lenhashed, const uint8_t *hashed)
{
  uint8_t computed[BLOWFISH_BCRYPT_HASH_SIZE];
  const size_t length = BLOWFISH_BCRYPT_HASH_SIZE - 1;

  if (!blowfish_bcrypt_hash (computed, lenkey, key, lenhashed, hashed,
			     -1, NULL))
    return 0;
  /* The whole string must match, and end there. */
  return lenhashed >= length
    && (lenhashed == length || hashed[length] == '\0')
    && memeql_sec (computed, hashed, length);
}
