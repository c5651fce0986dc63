/* md5-compat-test.c

   Tests of the RFC 1321 reference names (md5-compat.h): MD5Init,
   MD5Update, MD5Final and MD5_CTX, on the RFC 1321 test suite.

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

#include "testutils.h"

#include "md5-compat.h"

static void
compat_hash(const char *s, uint8_t *out)
{
  MD5_CTX ctx;
  size_t length = strlen(s);
  size_t half = length / 2;

  MD5Init(&ctx);
  MD5Update(&ctx, (const unsigned char *) s, half);
  MD5Update(&ctx, (const unsigned char *) s + half, length - half);
  MD5Final(out, &ctx);
}

void
test_main(void)
{
  /* RFC 1321, appendix A.5 */
  static const struct
  {
    const char *msg;
    const char *digest;
  } kat[] = {
    { "", "d41d8cd98f00b204e9800998ecf8427e" },
    { "a", "0cc175b9c0f1b6a831c399e269772661" },
    { "abc", "900150983cd24fb0d6963f7d28e17f72" },
    { "message digest", "f96b697d7cb7938d525a2f31aaf161d0" },
    { "abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b" },
    { "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
      "d174ab98d277d9f5a5611c2c9f419d9f" },
    { "1234567890123456789012345678901234567890"
      "1234567890123456789012345678901234567890",
      "57edf4a22be3c955ac49da2e2107b67a" },
  };
  unsigned i;
  uint8_t out[16];
  MD5_CTX ctx;
  struct md5_ctx *alias = &ctx;

  ASSERT(sizeof(MD5_CTX) == sizeof(struct md5_ctx));
  (void) alias;
  test_ok("MD5_CTX is struct md5_ctx");

  for (i = 0; i < sizeof(kat) / sizeof(kat[0]); i++)
    {
      compat_hash(kat[i].msg, out);
      check_bytes(kat[i].msg, out, SHEX(kat[i].digest)->data, 16);
      test_ok("MD5Init/MD5Update/MD5Final: \"%s\"", kat[i].msg);
    }

  /* MD5Final leaves the context initialised, like md5_digest. */
  MD5Init(&ctx);
  MD5Update(&ctx, (const unsigned char *) "junk", 4);
  MD5Final(out, &ctx);
  MD5Update(&ctx, (const unsigned char *) "abc", 3);
  MD5Final(out, &ctx);
  check_bytes("after MD5Final", out,
	      SHEX("900150983cd24fb0d6963f7d28e17f72")->data, 16);
  test_ok("MD5Final resets the context");
}
