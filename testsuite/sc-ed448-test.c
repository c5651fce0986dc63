/* testsuite/sc-ed448-test.c

   Side-channel test for Ed448: the private key is marked undefined
   for valgrind memcheck while the public key is derived and a message
   signed, so a branch or memory index that depends on it is reported
   (the frame is sc-valgrind.h).

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
  uint8_t priv[ED448_KEY_SIZE], pub[ED448_KEY_SIZE];
  uint8_t sig[ED448_SIGNATURE_SIZE], msg[100];
  if (!sc_under_valgrind ("ed448_shake256_public_key, ed448_shake256_sign"))
    return;
  test_rand_bytes (sizeof (priv), priv);
  test_rand_bytes (sizeof (msg), msg);
  VALGRIND_MAKE_MEM_UNDEFINED (priv, sizeof (priv));
  ed448_shake256_public_key (pub, priv);
  /* The public key is public: what follows may branch on it. */
  VALGRIND_MAKE_MEM_DEFINED (pub, sizeof (pub));
  ed448_shake256_sign (pub, priv, sizeof (msg), msg, sig);
  VALGRIND_MAKE_MEM_DEFINED (sig, sizeof (sig));
  if (!ed448_shake256_verify (pub, sizeof (msg), msg, sig))
    test_fail ("the signature made under valgrind does not verify");
  test_ok ("ran under valgrind");
}
