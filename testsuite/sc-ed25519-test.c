/* testsuite/sc-ed25519-test.c

   Side-channel test for Ed25519: the private key is marked undefined
   for valgrind memcheck while the public key is derived and a message
   signed, so a branch or memory index that depends on it is reported
   (the frame and the body are sc-valgrind.h's).

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

#include "sc-valgrind.h"
#include "eddsa.h"

void
test_main (void)
{
  if (!sc_under_valgrind ("ed25519_sha512_public_key, ed25519_sha512_sign"))
    return;
  sc_eddsa_sign (ED25519_KEY_SIZE, ed25519_sha512_public_key,
		 ed25519_sha512_sign, ed25519_sha512_verify);
}
