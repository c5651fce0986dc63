/* fat-generate.h

   The dispatch generator: included once per library by a file that
   defines FAT_TABLE, FAT_LIBNAME and FAT_VARIANT_QUERY and the
   function fat_features below; expands the table into the entry points
   and the code that points them at their variants.


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

/* The includer defines, before including this file:

     FAT_TABLE          the table header, as a string ("fat-table.h")
     FAT_LIBNAME        the library's name for NETTLE_FAT_VERBOSE lines
     FAT_VARIANT_QUERY  the name of the exported function that tells
                        which variant a stem got (_nettle_fat_variant)
     static unsigned fat_features (int *verbose);
                        the features to select with, and whether to
                        report the choices on stderr

   and gets:

     the entry point of every FAT_FUNCTION, under its `symbol' name;
     static void fat_init (void), idempotent, also run as a constructor;
     const char *FAT_VARIANT_QUERY (const char *stem).

   A fat build (FAT_ENABLED) calls through one pointer per function,
   set by fat_init. Any other build has no choice to make: each entry
   point calls the first variant the build contains, directly.

   The table is included several times. Only the first inclusion may
   declare anything at file scope (it pulls in the headers the table
   names, which have include guards), because later inclusions happen
   inside initializers. */

#ifndef FAT_TABLE
# error "define FAT_TABLE before including fat-generate.h"
#endif

#if FAT_ENABLED
# define FAT_GEN_FAT 1
#else
# define FAT_GEN_FAT 0
#endif

/* A function type per dispatched function, and through it a
   declaration of every variant. */
#define FAT_FUNCTION(stem, symbol, ret, params, args)			\
  typedef ret fat_type_##stem params;
#define FAT_VARIANT(stem, variant, features)				\
  fat_type_##stem _nettle_##stem##_##variant;
#include FAT_TABLE
#undef FAT_FUNCTION
#undef FAT_VARIANT

static void fat_init (void);

/* What each function got, for FAT_VARIANT_QUERY and followers. */
#define FAT_FUNCTION(stem, symbol, ret, params, args)			\
  static const char *fat_chosen_##stem = NULL;
#define FAT_VARIANT(stem, variant, features)
#include FAT_TABLE
#undef FAT_FUNCTION
#undef FAT_VARIANT

#if FAT_ENABLED

/* The pointers and init stubs, one per function. A pointer starts at
   its stub, so that a call that comes before the constructor has run
   (another library's constructor, say) still finds its way. */
#define FAT_FUNCTION(stem, symbol, ret, params, args)			\
  static ret fat_stub_##stem params;					\
  static ret (*fat_ptr_##stem) params = fat_stub_##stem;		\
  static ret fat_stub_##stem params					\
  {									\
    fat_init ();							\
    return __atomic_load_n (&fat_ptr_##stem, __ATOMIC_RELAXED) args;	\
  }
#define FAT_VARIANT(stem, variant, features)
#include FAT_TABLE
#undef FAT_FUNCTION
#undef FAT_VARIANT

/* The exported entry points: one tail jump through the pointer. */
#define FAT_FUNCTION(stem, symbol, ret, params, args)			\
  ret symbol params							\
  {									\
    return __atomic_load_n (&fat_ptr_##stem, __ATOMIC_RELAXED) args;	\
  }
#define FAT_VARIANT(stem, variant, features)
#include FAT_TABLE
#undef FAT_FUNCTION
#undef FAT_VARIANT

typedef void fat_generic_func (void);

#define FAT_FUNCTION(stem, symbol, ret, params, args)			\
  static void fat_install_##stem (fat_generic_func *fn,		\
				  const char *variant)			\
  {									\
    __atomic_store_n (&fat_ptr_##stem, (ret (*) params) fn,		\
		      __ATOMIC_RELAXED);				\
    fat_chosen_##stem = variant;					\
  }
#define FAT_VARIANT(stem, variant, features)
#include FAT_TABLE
#undef FAT_FUNCTION
#undef FAT_VARIANT

#else /* !FAT_ENABLED */

/* Each function's variants as a constant array, in table order. The
   arrays are opened by FAT_FUNCTION, which closes the one before; the
   first closes a dummy. The compiler folds the load of element 0 into
   a direct call. */
static const int fat_lists_begin[] __attribute__ ((unused)) = { 0
#define FAT_FUNCTION(stem, symbol, ret, params, args)			\
  };									\
  static fat_type_##stem *const fat_list_##stem[] = {
#define FAT_VARIANT(stem, variant, features)				\
  _nettle_##stem##_##variant,
#include FAT_TABLE
#undef FAT_FUNCTION
#undef FAT_VARIANT
};

#define FAT_FUNCTION(stem, symbol, ret, params, args)			\
  ret symbol params							\
  {									\
    return fat_list_##stem[0] args;					\
  }
#define FAT_VARIANT(stem, variant, features)
#include FAT_TABLE
#undef FAT_FUNCTION
#undef FAT_VARIANT

typedef void fat_generic_func (void);

/* Nothing to install; only the name is recorded. */
#define FAT_FUNCTION(stem, symbol, ret, params, args)			\
  static void fat_install_##stem (fat_generic_func *fn,		\
				  const char *variant)			\
  {									\
    (void) fn;								\
    fat_chosen_##stem = variant;					\
  }
#define FAT_VARIANT(stem, variant, features)
#include FAT_TABLE
#undef FAT_FUNCTION
#undef FAT_VARIANT

#endif /* !FAT_ENABLED */

/* Every variant as a row: which function it serves, its name, what it
   needs, and how to install it; a NULL stem ends the list, so that an
   empty table still compiles. */
struct fat_choice
{
  const char *stem;
  const char *variant;
  unsigned features;
  fat_generic_func *fn;
  void (*install) (fat_generic_func *fn, const char *variant);
};

static const struct fat_choice fat_choices[] = {
#define FAT_FUNCTION(stem, symbol, ret, params, args)
#define FAT_VARIANT(stem, variant, features)				\
  { #stem, #variant, (features),					\
    (fat_generic_func *) _nettle_##stem##_##variant,			\
    fat_install_##stem },
#include FAT_TABLE
#undef FAT_FUNCTION
#undef FAT_VARIANT
  { NULL, NULL, 0, NULL, NULL }
};

static const struct
{
  const char *stem;
  const char **chosen;
} fat_functions[] = {
#define FAT_FUNCTION(stem, symbol, ret, params, args)			\
  { #stem, &fat_chosen_##stem },
#define FAT_VARIANT(stem, variant, features)
#include FAT_TABLE
#undef FAT_FUNCTION
#undef FAT_VARIANT
  { NULL, NULL }
};

/* Followers (FAT_FOLLOWS) and the leader whose choice they copy. */
static const struct
{
  const char *stem;
  const char **leader;
} fat_follows[] = {
#define FAT_FUNCTION(stem, symbol, ret, params, args)
#define FAT_VARIANT(stem, variant, features)
#define FAT_FOLLOWS(stem, leader) { #stem, &fat_chosen_##leader },
#include FAT_TABLE
#undef FAT_FUNCTION
#undef FAT_VARIANT
#undef FAT_FOLLOWS
  { NULL, NULL }
};

static const char **
fat_leader_of (const char *stem)
{
  size_t i;
  for (i = 0; fat_follows[i].stem; i++)
    if (!strcmp (fat_follows[i].stem, stem))
      return fat_follows[i].leader;
  return NULL;
}

/* Idempotent and lock-free: concurrent callers compute the same
   answer and store the same pointers. The rows of one function are
   adjacent and in preference order: the first that fits wins. A
   follower takes the row named like its leader's choice (in a fat
   build; elsewhere every function has its first row, and fat-test
   checks that followers and leaders agree). */
static void
fat_init (void)
{
  static int done = 0;
  const char *stem = NULL;
  const char **leader = NULL;
  unsigned features;
  int verbose = 0;
  int won = 0;
  size_t i;

  if (__atomic_load_n (&done, __ATOMIC_ACQUIRE))
    return;

  features = fat_features (&verbose);

  for (i = 0; fat_choices[i].stem; i++)
    {
      const struct fat_choice *c = &fat_choices[i];
      if (!stem || strcmp (stem, c->stem))
	{
	  stem = c->stem;
	  won = 0;
	  leader = FAT_GEN_FAT ? fat_leader_of (stem) : NULL;
	}
      if (won || (c->features & ~features) != 0)
	continue;
      if (leader && (!*leader || strcmp (*leader, c->variant)))
	continue;
      c->install (c->fn, c->variant);
      won = 1;
      if (verbose)
	fprintf (stderr, FAT_LIBNAME ": %s: %s\n", c->stem, c->variant);
    }
  __atomic_store_n (&done, 1, __ATOMIC_RELEASE);
}

/* Run at load time, so that the stubs are normally never reached. */
static void __attribute__ ((constructor))
fat_constructor (void)
{
  fat_init ();
}

const char *
FAT_VARIANT_QUERY (const char *stem)
{
  size_t i;
  fat_init ();
  for (i = 0; fat_functions[i].stem; i++)
    if (!strcmp (fat_functions[i].stem, stem))
      return *fat_functions[i].chosen;
  return NULL;
}
