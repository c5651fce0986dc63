/* aes-set-key-internal.c

   AES key expansion (FIPS 197 5.2) into the encryption schedule of
   aes-internal.h, for 4, 6 and 8-word keys.

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

#include "aes-internal.h"
#include "macros.h"

/* SubWord: the S-box applied to each byte of a word. */
#define SUB_WORD(S, w)					\
  (  (uint32_t) (S)[(w) & 0xff]				\
   | ((uint32_t) (S)[((w) >> 8) & 0xff] << 8)		\
   | ((uint32_t) (S)[((w) >> 16) & 0xff] << 16)	\
   | ((uint32_t) (S)[(w) >> 24] << 24))

void
_nettle_aes_set_key_c(unsigned nr, unsigned nk,
		    uint32_t *subkeys, const uint8_t *key)
{
  /* Round constants x^(i-1) in GF(2^8); they go in row 0, the low
     byte of a column word. At most 10 are used (128-bit keys). */
  static const uint8_t rcon[10] =
    { 0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1b, 0x36 };
  const uint8_t *sbox = _nettle_aes_encrypt_table.sbox;
  unsigned words = 4 * (nr + 1);
  unsigned i;

  assert (nk == 4 || nk == 6 || nk == 8);
  assert (nr == nk + 6);

  for (i = 0; i < nk; i++)
    subkeys[i] = LE_READ_UINT32(key + 4 * i);

  for (i = nk; i < words; i++)
    {
      uint32_t t = subkeys[i - 1];
      if (i % nk == 0)
	{
	  /* RotWord moves row 1 to row 0: with row 0 in the low byte
	     that is a right rotation by 8 bits. */
	  t = (t >> 8) | (t << 24);
	  t = SUB_WORD(sbox, t) ^ rcon[i / nk - 1];
	}
      else if (nk == 8 && i % nk == 4)
	t = SUB_WORD(sbox, t);
      subkeys[i] = subkeys[i - nk] ^ t;
    }
}
