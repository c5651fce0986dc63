/* sexp-test.c

   The S-expression iterator: walking, lists, display hints, subexpr,
   get_uint32, check_type(s), assoc, the transport encoding; rejection of
   truncated, overlong and garbled input; deep nesting; and a short
   deterministic fuzz loop (random mutations of valid inputs, each in a
   buffer that ends at an unmapped page).

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
#include "sexp.h"

#define S(x) (sizeof (x) - 1), (const uint8_t *) (x)

static int
first (struct sexp_iterator *i, size_t length, const uint8_t *data)
{
  return sexp_iterator_first (i, length, data);
}

static void
check_atom (const struct sexp_iterator *i, const char *display,
	    const char *atom)
{
  if (i->type != SEXP_ATOM)
    test_fail ("want atom %s, type %d", atom, i->type);
  if (display)
    {
      ASSERT (i->display && i->display_length == strlen (display));
      ASSERT (!memcmp (i->display, display, i->display_length));
    }
  else
    ASSERT (!i->display && !i->display_length);
  ASSERT (i->atom_length == strlen (atom));
  ASSERT (!memcmp (i->atom, atom, i->atom_length));
}

static void
test_walk (void)
{
  static const char expr[] = "(3:foo(3:bar1:x)[4:text]3:baz0:)";
  struct sexp_iterator i;
  const uint8_t *sub;
  size_t length;

  ASSERT (first (&i, S (expr)));
  ASSERT (i.type == SEXP_LIST && i.level == 0);
  ASSERT (sexp_iterator_enter_list (&i));
  ASSERT (i.level == 1);
  check_atom (&i, NULL, "foo");
  ASSERT (sexp_iterator_next (&i));
  ASSERT (i.type == SEXP_LIST);
  /* subexpr returns the whole list and moves past it. */
  sub = sexp_iterator_subexpr (&i, &length);
  ASSERT (sub && length == 10 && !memcmp (sub, "(3:bar1:x)", 10));
  check_atom (&i, "text", "baz");
  ASSERT (sexp_iterator_next (&i));
  check_atom (&i, NULL, "");
  ASSERT (sexp_iterator_next (&i));
  ASSERT (i.type == SEXP_END);
  /* next at the end stays there; subexpr there is empty. */
  ASSERT (sexp_iterator_next (&i) && i.type == SEXP_END);
  sub = sexp_iterator_subexpr (&i, &length);
  ASSERT (sub && length == 0 && i.type == SEXP_END);
  ASSERT (sexp_iterator_exit_list (&i));
  ASSERT (i.type == SEXP_END && i.level == 0);
  ASSERT (!sexp_iterator_exit_list (&i));
  ASSERT (!sexp_iterator_enter_list (&i));

  /* Exiting skips what is left, nested lists included. */
  ASSERT (first (&i, S (expr)) && sexp_iterator_enter_list (&i));
  ASSERT (sexp_iterator_exit_list (&i) && i.type == SEXP_END);

  /* Several expressions at the outer level; the empty input. */
  ASSERT (first (&i, S ("1:a()1:b")));
  check_atom (&i, NULL, "a");
  ASSERT (sexp_iterator_next (&i) && i.type == SEXP_LIST);
  ASSERT (sexp_iterator_next (&i));
  check_atom (&i, NULL, "b");
  ASSERT (sexp_iterator_next (&i) && i.type == SEXP_END);
  ASSERT (first (&i, 0, (const uint8_t *) "") && i.type == SEXP_END);
  test_ok ("walking: atoms, display hints, empty atoms, nested lists, subexpr, enter/exit, outer-level sequence");
}

static void
test_uint32 (void)
{
  static const struct { const char *expr; size_t length; int ok; uint32_t x; } v[] = {
    { "1:\x05", 3, 1, 5 },
    { "4:\x7f\xff\xff\xff", 6, 1, 0x7fffffff },
    { "5:\x00\xff\xff\xff\xff", 7, 1, 0xffffffff },
    { "7:\x00\x00\x00\x12\x34\x56\x78", 9, 1, 0x12345678 },
    { "1:\x00", 3, 1, 0 },
    { "5:\x01\x00\x00\x00\x00", 7, 0, 0 },	/* too large */
    { "1:\x80", 3, 0, 0 },			/* negative */
    { "0:", 2, 0, 0 },				/* empty */
    { "[1:x]1:\x05", 8, 0, 0 },			/* display hint */
    { "()", 2, 0, 0 },				/* not an atom */
  };
  size_t k;
  for (k = 0; k < sizeof (v) / sizeof (v[0]); k++)
    {
      struct sexp_iterator i;
      uint32_t x = 4711;
      ASSERT (first (&i, v[k].length, (const uint8_t *) v[k].expr));
      if (sexp_iterator_get_uint32 (&i, &x) != v[k].ok)
	test_fail ("get_uint32, case %zu", k);
      if (v[k].ok && (x != v[k].x || i.type != SEXP_END))
	test_fail ("get_uint32, case %zu: got %x", k, (unsigned) x);
    }
  test_ok ("sexp_iterator_get_uint32: %zu cases (leading zeros, sign, size, hints)",
	   sizeof (v) / sizeof (v[0]));
}

static void
test_types_assoc (void)
{
  static const char * const types[3] = { "rsa", "dsa", "dsa-sha256" };
  static const char * const keys[3] = { "p", "q", "g" };
  static const char key[] =
    "(11:private-key(3:dsa(1:p1:\x17)1:z(1:g2:\x01\x02)(5:other(1:p))(1:q3:abc)))";
  struct sexp_iterator i, values[3];

  ASSERT (first (&i, S (key)));
  ASSERT (!sexp_iterator_check_type (&i, "public-key"));
  ASSERT (first (&i, S (key)));
  ASSERT (sexp_iterator_check_type (&i, "private-key"));
  ASSERT (sexp_iterator_check_types (&i, 3, types) == types[1]);
  ASSERT (sexp_iterator_assoc (&i, 3, keys, values));
  check_atom (&values[0], NULL, "\x17");
  check_atom (&values[1], NULL, "abc");
  check_atom (&values[2], NULL, "\x01\x02");
  /* assoc exited the (dsa ...) list. */
  ASSERT (i.type == SEXP_END && i.level == 1);
  ASSERT (sexp_iterator_exit_list (&i) && i.level == 0);

  /* A type not in the list; a missing key; a key given twice. */
  ASSERT (first (&i, S (key)) && sexp_iterator_check_type (&i, "private-key"));
  ASSERT (!sexp_iterator_check_types (&i, 1, types));
  ASSERT (first (&i, S ("((1:p1:a)(1:q1:b))")) && sexp_iterator_enter_list (&i));
  ASSERT (!sexp_iterator_assoc (&i, 3, keys, values));
  ASSERT (first (&i, S ("((1:p1:a)(1:q1:b)(1:g1:c)(1:p1:d))"))
	  && sexp_iterator_enter_list (&i));
  ASSERT (!sexp_iterator_assoc (&i, 3, keys, values));
  ASSERT (first (&i, S ("((1:p1:a)(1:q1:b)(1:g1:c))")) && sexp_iterator_enter_list (&i));
  ASSERT (sexp_iterator_assoc (&i, 3, keys, values));
  /* A key with a display hint is not the key. */
  ASSERT (first (&i, S ("(([1:x]1:p1:a)(1:q1:b)(1:g1:c))")) && sexp_iterator_enter_list (&i));
  ASSERT (!sexp_iterator_assoc (&i, 3, keys, values));
  test_ok ("check_type, check_types, assoc (values, skipped entries, missing, duplicate, hinted keys)");
}

/* Walks everything: every atom must lie inside the input. Returns 1
   if the whole input parsed, 0 at the first error. */
static int
walk (size_t length, const uint8_t *data)
{
  struct sexp_iterator i;
  unsigned long steps;
  if (!sexp_iterator_first (&i, length, data))
    return 0;
  for (steps = 0; steps < 1000000; steps++)
    switch (i.type)
      {
      case SEXP_ATOM:
	ASSERT (i.atom >= data && i.atom + i.atom_length <= data + length);
	ASSERT (!i.display || (i.display >= data
			       && i.display + i.display_length <= data + length));
	if (!sexp_iterator_next (&i))
	  return 0;
	break;
      case SEXP_LIST:
	/* Alternate: enter some lists, skip others. */
	if (steps & 1)
	  {
	    if (!sexp_iterator_enter_list (&i))
	      return 0;
	  }
	else if (!sexp_iterator_next (&i))
	  return 0;
	break;
      case SEXP_END:
	if (!i.level)
	  return 1;
	if (!sexp_iterator_exit_list (&i))
	  return 0;
	break;
      }
  test_fail ("walk does not end");
}

/* The input in a buffer that ends just before an unmapped page. */
static int
walk_guarded (size_t length, const uint8_t *data)
{
  uint8_t *copy = guard_end (length);
  int res;
  memcpy (copy, data, length);
  res = walk (length, copy);
  guard_free (copy);
  return res;
}

static const char *const valid[] = {
  "(3:foo(3:bar1:x)[4:text]3:baz0:)",
  "(11:private-key(3:dsa(1:p1:\x17)(1:q3:abc)(1:g2:\x01\x02)))",
  "((((1:a))))1:b()",
  "[2:hi]5:hello",
};

static void
test_reject (void)
{
  static const char *const bad[] = {
    "3:fo",			/* truncated atom */
    "4:foo",
    "3foo",			/* no colon */
    "03:foo",			/* leading zero */
    "00:",
    "99999999999999999999999:x",	/* length overflows */
    "18446744073709551617:x",
    "(3:foo",			/* unterminated list */
    "(3:foo))",			/* unbalanced */
    ")",
    "[3:foo3:bar",		/* display without ] */
    "[3:foo]",			/* display without atom */
    "[]3:foo",
    "x",			/* garbage */
    "(3:foo x)",
    "(3:foo{Zm9v})",		/* transport inside canonical */
    ":",
    "1:",
  };
  size_t k;
  for (k = 0; k < sizeof (bad) / sizeof (bad[0]); k++)
    if (walk_guarded (strlen (bad[k]), (const uint8_t *) bad[k]))
      test_fail ("accepted invalid input %zu: \"%s\"", k, bad[k]);
  for (k = 0; k < sizeof (valid) / sizeof (valid[0]); k++)
    {
      size_t length = strlen (valid[k]);
      if (!walk_guarded (length, (const uint8_t *) valid[k]))
	test_fail ("rejected valid input %zu", k);
      /* Every proper prefix of a valid expression is invalid, except at
	 the boundaries between outer-level expressions. */
      while (length-- > 0)
	walk_guarded (length, (const uint8_t *) valid[k]);
    }
  test_ok ("%zu kinds of truncated, overlong and garbled input rejected; all prefixes read in bounds",
	   sizeof (bad) / sizeof (bad[0]));
}

static void
test_deep (void)
{
  size_t depth = 200000, k;
  uint8_t *data = malloc (2 * depth + 3);
  struct sexp_iterator i;
  for (k = 0; k < depth; k++)
    {
      data[k] = '(';
      data[depth + 3 + k] = ')';
    }
  memcpy (data + depth, "1:x", 3);
  /* Skipping a deeply nested list needs no recursion. */
  ASSERT (first (&i, 2 * depth + 3, data) && i.type == SEXP_LIST);
  ASSERT (sexp_iterator_next (&i) && i.type == SEXP_END);
  ASSERT (walk (2 * depth + 3, data));
  /* One ')' short. */
  ASSERT (first (&i, 2 * depth + 2, data));
  ASSERT (!sexp_iterator_next (&i));
  free (data);
  test_ok ("nesting %zu deep: skipped and walked", depth);
}

static void
test_transport (void)
{
  /* base64 of "(3:foo3:bar)" is KDM6Zm9vMzpiYXIp. */
  static const struct { const char *in; int ok; const char *canonical; } v[] = {
    { "{KDM6Zm9vMzpiYXIp}", 1, "(3:foo3:bar)" },
    { "  ; comment\n{KDM6 Zm9v\nMzpi YXIp}\t", 1, "(3:foo3:bar)" },
    { "{KDM6Zm9v}{MzpiYXIp}", 1, "(3:foo3:bar)" },
    { "{KDM6Zm9v}3:bar)", 1, "(3:foo3:bar)" },
    { "(3:foo3:bar)", 1, "(3:foo3:bar)" },
    { "  (3:foo3:bar)", 1, "(3:foo3:bar)" },
    { "{KDM6Zm9vMzpiYXIp", 0, NULL },		/* no } */
    { "{KDM6Zm9vMzpiYXI*}", 0, NULL },		/* bad base64 */
    { "{KDM6Zm9vMzpiYX}", 0, NULL },		/* not a whole group */
    { "{KDM6Zm9v}", 0, NULL },			/* decodes to "(3:foo" */
  };
  size_t k;
  for (k = 0; k < sizeof (v) / sizeof (v[0]); k++)
    {
      size_t length = strlen (v[k].in);
      uint8_t *data = guard_end (length);
      struct sexp_iterator i;
      int ok;
      memcpy (data, v[k].in, length);
      ok = sexp_transport_iterator_first (&i, length, data)
	&& sexp_iterator_next (&i) && i.type == SEXP_END;
      if (ok != v[k].ok)
	test_fail ("transport case %zu: got %d", k, ok);
      if (ok && (i.length != strlen (v[k].canonical)
		 || memcmp (i.buffer, v[k].canonical, i.length)))
	test_fail ("transport case %zu: wrong canonical form", k);
      guard_free (data);
    }
  test_ok ("sexp_transport_iterator_first: %zu cases (white space, comments, split groups, canonical tail, errors)",
	   sizeof (v) / sizeof (v[0]));
}

/* Random mutations of the valid inputs: flipped bits, changed,
   inserted and deleted octets, truncation. Nothing may read outside
   the input (guard page; ASan when built with it). */
static void
test_fuzz (void)
{
  static const uint8_t interesting[] = "()[]{}:0123456789x\n ";
  unsigned round, rounds = 20000;
  size_t accepted = 0;
  for (round = 0; round < rounds; round++)
    {
      uint8_t buf[128];
      const char *base = valid[test_rand_below (sizeof (valid) / sizeof (valid[0]))];
      size_t length = strlen (base);
      unsigned m, mutations = 1 + test_rand_below (4);
      memcpy (buf, base, length);
      for (m = 0; m < mutations; m++)
	{
	  size_t at = length ? test_rand_below (length) : 0;
	  switch (test_rand_below (5))
	    {
	    case 0:
	      if (length)
		buf[at] ^= 1 << test_rand_below (8);
	      break;
	    case 1:
	      if (length)
		buf[at] = interesting[test_rand_below (sizeof (interesting) - 1)];
	      break;
	    case 2:
	      if (length < sizeof (buf))
		{
		  memmove (buf + at + 1, buf + at, length - at);
		  buf[at] = interesting[test_rand_below (sizeof (interesting) - 1)];
		  length++;
		}
	      break;
	    case 3:
	      if (length)
		{
		  memmove (buf + at, buf + at + 1, length - at - 1);
		  length--;
		}
	      break;
	    default:
	      length = at;
	    }
	}
      accepted += walk_guarded (length, buf);
      /* The transport reader on the same octets (it decodes in place). */
      {
	uint8_t *copy = guard_end (length);
	struct sexp_iterator i;
	memcpy (copy, buf, length);
	if (sexp_transport_iterator_first (&i, length, copy))
	  {
	    ASSERT (i.buffer >= copy && i.buffer + i.length <= copy + length);
	    walk (i.length, i.buffer);
	  }
	guard_free (copy);
      }
    }
  test_ok ("fuzz: %u mutated inputs (%zu still valid), no out-of-bounds read",
	   rounds, accepted);
}

void
test_main (void)
{
  test_walk ();
  test_uint32 ();
  test_types_assoc ();
  test_reject ();
  test_deep ();
  test_transport ();
  test_fuzz ();
}
