/* hmac-gosthash94-meta.c

   nettle_hmac_gosthash94 and nettle_hmac_gosthash94cp: the nettle_mac
   descriptors for HMAC over GOST R 34.11-94.

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

#include "nettle-meta.h"

#include "hmac.h"

/* The descriptor's set_key takes a key of the digest size. */
static void
hmac_gosthash94_set_key_wrapper (void *ctx, const uint8_t *key)
{
  hmac_gosthash94_set_key (ctx, GOSTHASH94_DIGEST_SIZE, key);
}

const struct nettle_mac nettle_hmac_gosthash94 = _NETTLE_HMAC (hmac_gosthash94, GOSTHASH94);

static void
hmac_gosthash94cp_set_key_wrapper (void *ctx, const uint8_t *key)
{
  hmac_gosthash94cp_set_key (ctx, GOSTHASH94CP_DIGEST_SIZE, key);
}

const struct nettle_mac nettle_hmac_gosthash94cp = _NETTLE_HMAC (hmac_gosthash94cp, GOSTHASH94CP);
