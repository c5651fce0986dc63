/* gnutls-selftest.c

   Runs GnuTLS's own known-answer self-tests of every cipher, MAC,
   digest and public-key algorithm, in whatever Nettle the loader
   gives libgnutls.so.30: gnutls-check.sh runs it on fastnettle.

   Built against Debian's libgnutls.so.30 without its development
   headers: the four entry points (exported at GNUTLS_FIPS140_3_4) are
   declared here with GnuTLS's documented prototypes. The flag value
   and the meaning of algorithm 0 with it are GnuTLS's
   (GNUTLS_SELF_TEST_FLAG_ALL: test every algorithm).
*/

#include <stdio.h>

#define SELF_TEST_FLAG_ALL 1

int gnutls_cipher_self_test (unsigned flags, int cipher);
int gnutls_mac_self_test (unsigned flags, int mac);
int gnutls_digest_self_test (unsigned flags, int digest);
int gnutls_pk_self_test (unsigned flags, int pk);

int
main (void)
{
  static const struct
  {
    const char *what;
    int (*run) (unsigned, int);
  } tests[] = {
    { "cipher", gnutls_cipher_self_test },
    { "mac", gnutls_mac_self_test },
    { "digest", gnutls_digest_self_test },
    { "pk", gnutls_pk_self_test },
  };
  unsigned i;
  int failed = 0;

  for (i = 0; i < sizeof (tests) / sizeof (tests[0]); i++)
    {
      int err = tests[i].run (SELF_TEST_FLAG_ALL, 0);
      if (err < 0)
	{
	  printf ("FAIL: gnutls_%s_self_test: error %d\n", tests[i].what, err);
	  failed = 1;
	}
      else
	printf ("  ok: gnutls_%s_self_test, all algorithms\n", tests[i].what);
    }
  return failed;
}
