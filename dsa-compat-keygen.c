/* dsa-compat-keygen.c

   Parameters and a key pair for the pre-3.0 DSA interface.

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

#include "dsa-compat.h"

int
dsa_compat_generate_keypair (struct dsa_public_key *pub,
			     struct dsa_private_key *key,
			     void *random_ctx, nettle_random_func *random,
			     void *progress_ctx, nettle_progress_func *progress,
			     unsigned p_bits, unsigned q_bits)
{
  struct dsa_params *params = (struct dsa_params *) pub;

  switch (q_bits)
    {
    case DSA_SHA1_Q_BITS:
      if (p_bits < DSA_SHA1_MIN_P_BITS)
	return 0;
      break;
    case DSA_SHA256_Q_BITS:
      if (p_bits < DSA_SHA256_MIN_P_BITS)
	return 0;
      break;
    default:
      return 0;
    }

  if (!dsa_generate_params (params, random_ctx, random,
			    progress_ctx, progress, p_bits, q_bits))
    return 0;

  nettle_dsa_generate_keypair (params, pub->y, key->x, random_ctx, random);
  return 1;
}
