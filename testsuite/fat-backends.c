/* fat-backends.c

   Prints the backends this build has and this CPU can run, as
   `name=override' words, for the test driver and the benchmark.
*/

#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdio.h>

#include "fat-setup.h"

int
main (void)
{
  printf ("%s\n", _nettle_fat_backends ());
  return 0;
}
