/* pss-mgf1.h

   MGF1, the mask generation function of RFC 8017 B.2.1, used by PSS
   and OAEP (Nettle 3.10.2 API).

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

#ifndef NETTLE_PSS_MGF1_H_INCLUDED
#define NETTLE_PSS_MGF1_H_INCLUDED

#include "nettle-meta.h"
#include "sha1.h"
#include "sha2.h"

#ifdef __cplusplus
extern "C" {
#endif

#define pss_mgf1 nettle_pss_mgf1

/* LENGTH octets of MGF1 output. SEED is a HASH context that has
   absorbed the seed (it is copied, not changed). */
void
pss_mgf1 (const void *seed, const struct nettle_hash *hash,
	  size_t length, uint8_t *mask);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_PSS_MGF1_H_INCLUDED */
