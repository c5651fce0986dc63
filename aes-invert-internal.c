/* aes-invert-internal.c

   Turns an AES encryption schedule into the decryption schedule of the
   equivalent inverse cipher (FIPS 197 5.3.5), in decryption order.

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

#include "aes-internal.h"

/* InvMixColumns of one column word. The decryption tables fold the
   inverse S-box into InvMixColumns; looking each byte up in the
   forward S-box first cancels it. */
static uint32_t
inv_mix_column(uint32_t w)
{
  const uint8_t *S = _nettle_aes_encrypt_table.sbox;
  const struct aes_table *D = &_nettle_aes_decrypt_table;

  return D->table[0][S[w & 0xff]]
    ^ D->table[1][S[(w >> 8) & 0xff]]
    ^ D->table[2][S[(w >> 16) & 0xff]]
    ^ D->table[3][S[w >> 24]];
}

void
_nettle_aes_invert_c(unsigned rounds, uint32_t *dst, const uint32_t *src)
{
  unsigned i, j, k;

  /* Reverse the order of the rounds + 1 round keys. */
  if (dst == src)
    {
      for (i = 0, j = rounds; i < j; i++, j--)
	for (k = 0; k < 4; k++)
	  {
	    uint32_t t = dst[4 * i + k];
	    dst[4 * i + k] = dst[4 * j + k];
	    dst[4 * j + k] = t;
	  }
    }
  else
    {
      for (i = 0; i <= rounds; i++)
	for (k = 0; k < 4; k++)
	  dst[4 * i + k] = src[4 * (rounds - i) + k];
    }

  /* InvMixColumns on every round key but the first and last. */
  for (i = 4; i < 4 * rounds; i++)
    dst[i] = inv_mix_column(dst[i]);
}
