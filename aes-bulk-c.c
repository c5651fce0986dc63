/* aes-bulk-c.c

   Portable variants of the dispatched bulk AES mode routines. They do
   nothing and report 0 bytes done, so the C mode glue, which calls the
   AES block core, handles every block; only assembly backends provide
   real ones.

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
#include "ccm-internal.h"
#include "gcm-internal.h"
#include "ocb-internal.h"

/* One stub per routine with the common bulk signature: the mode's
   per-call state (IV, counter, tweak, OCB or CCM state) is the third
   argument. */
#define AES_BULK_NOTHING(name, state_type)				\
  size_t								\
  name(unsigned rounds, const uint32_t *keys, state_type *state,	\
       size_t length, uint8_t *dst, const uint8_t *src)		\
  {									\
    (void) rounds; (void) keys; (void) state;				\
    (void) length; (void) dst; (void) src;				\
    return 0;								\
  }

AES_BULK_NOTHING(_nettle_cbc_aes_decrypt_c, uint8_t)
AES_BULK_NOTHING(_nettle_ctr_aes_crypt_c, uint8_t)
AES_BULK_NOTHING(_nettle_xts_aes_encrypt_c, uint8_t)
AES_BULK_NOTHING(_nettle_xts_aes_decrypt_c, uint8_t)
AES_BULK_NOTHING(_nettle_cfb_aes_encrypt_c, uint8_t)
AES_BULK_NOTHING(_nettle_cfb_aes_decrypt_c, uint8_t)
AES_BULK_NOTHING(_nettle_cfb8_aes_encrypt_c, uint8_t)
AES_BULK_NOTHING(_nettle_ccm_aes_encrypt_c, uint8_t)
AES_BULK_NOTHING(_nettle_ccm_aes_decrypt_c, uint8_t)
AES_BULK_NOTHING(_nettle_ocb_aes_encrypt_c, struct ocb_aes_state)
AES_BULK_NOTHING(_nettle_ocb_aes_decrypt_c, struct ocb_aes_state)

/* GCM's one-pass routines also take the GHASH key and state. */
#define GCM_AES_NOTHING(name)						\
  size_t								\
  name(const struct gcm_key *key, union nettle_block16 *x,		\
       unsigned rounds, const uint32_t *keys, uint8_t *ctr,		\
       size_t length, uint8_t *dst, const uint8_t *src)		\
  {									\
    (void) key; (void) x; (void) rounds; (void) keys; (void) ctr;	\
    (void) length; (void) dst; (void) src;				\
    return 0;								\
  }

GCM_AES_NOTHING(_nettle_gcm_aes_encrypt_c)
GCM_AES_NOTHING(_nettle_gcm_aes_decrypt_c)
