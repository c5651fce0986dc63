/* abi-test.c

   Struct sizes, alignments and field offsets, constants and descriptor
   contents against Nettle 3.10.2's (testsuite/abi/abi-structs.tsv, for
   this ABI: x86_64 or i386). The tables come from abi-gen.sh.
*/

#include "testutils.h"

#include "abi-check.h"

static unsigned long meta_checked = 0;

void
check_meta_str (const char *what, const char *got, const char *want)
{
  if (!got || strcmp (got, want))
    test_fail ("%s.name is \"%s\", Nettle has \"%s\"", what,
	       got ? got : "(null)", want);
  meta_checked++;
}

void
check_meta_num (const char *what, unsigned long got, unsigned long want)
{
  if (got != want)
    test_fail ("%s is %lu, Nettle has %lu", what, got, want);
  meta_checked++;
}

void
check_meta_ptr (const char *what, void (*got) (void),
		void (*want) (void), const char *want_name)
{
  if (!want)
    test_fail ("%s: the library lacks %s", what, want_name);
  if (got != want)
    test_fail ("%s does not point to %s", what, want_name);
  meta_checked++;
}

void
test_main (void)
{
  int lp64 = sizeof (void *) == 8;
  unsigned long layouts = 0, consts = 0;
  size_t i;

  for (i = 0; abi_layouts[i].what; i++)
    {
      unsigned long want = lp64 ? abi_layouts[i].want_lp64
	: abi_layouts[i].want_i386;
      if (abi_layouts[i].got != want)
	test_fail ("%s is %lu, Nettle 3.10.2 (%s) has %lu", abi_layouts[i].what,
		   abi_layouts[i].got, lp64 ? "x86_64" : "i386", want);
      layouts++;
    }
  test_ok ("%lu sizes, alignments and offsets match Nettle 3.10.2 (%s)",
	   layouts, lp64 ? "x86_64" : "i386");

  for (i = 0; abi_consts[i].name; i++)
    {
      if (!abi_consts[i].defined)
	test_fail ("constant %s is not defined", abi_consts[i].name);
      if (abi_consts[i].got != abi_consts[i].want)
	test_fail ("constant %s is %llu, Nettle has %llu", abi_consts[i].name,
		   abi_consts[i].got, abi_consts[i].want);
      consts++;
    }
  test_ok ("%lu constants match", consts);

  abi_check_metas ();
  test_ok ("%lu descriptor fields match (descriptors the library has)",
	   meta_checked);

  if (abi_missing_headers[0])
    printf ("  note: headers not in the tree yet:%s\n", abi_missing_headers);
}
