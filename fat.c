/* fat.c

   Runtime dispatch: detects the CPU once, at load time, and points
   every function of fat-table.h at its best variant. Also the entry
   points themselves, generated from the same table.


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

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
# include <cpuid.h>
# define FAT_X86 1
#else
# define FAT_X86 0
#endif

#include "fat-setup.h"

/* A function type per dispatched function, and through it a
   declaration of every variant. */
#define FAT_FUNCTION(stem, symbol, ret, params, args)			\
  typedef ret fat_type_##stem params;
#define FAT_VARIANT(stem, variant, features)				\
  fat_type_##stem _nettle_##stem##_##variant;
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT

/* The pointers and init stubs, one per function. A pointer starts at
   its stub, so that a call that comes before the constructor has run
   (another library's constructor, say) still finds its way. */
static void fat_init (void);

#define FAT_FUNCTION(stem, symbol, ret, params, args)			\
  static ret fat_stub_##stem params;					\
  static ret (*fat_ptr_##stem) params = fat_stub_##stem;		\
  static const char *fat_chosen_##stem = NULL;				\
  static ret fat_stub_##stem params					\
  {									\
    fat_init ();							\
    return __atomic_load_n (&fat_ptr_##stem, __ATOMIC_RELAXED) args;	\
  }
#define FAT_VARIANT(stem, variant, features)
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT

/* The exported entry points: one tail jump through the pointer. */
#define FAT_FUNCTION(stem, symbol, ret, params, args)			\
  ret symbol params							\
  {									\
    return __atomic_load_n (&fat_ptr_##stem, __ATOMIC_RELAXED) args;	\
  }
#define FAT_VARIANT(stem, variant, features)
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT

/* Every variant as a row: which function it serves, its name, what it
   needs, and how to install it. */
typedef void fat_generic_func (void);

struct fat_choice
{
  const char *stem;
  const char *variant;
  unsigned features;
  fat_generic_func *fn;
  void (*install) (fat_generic_func *fn, const char *variant);
};

#define FAT_FUNCTION(stem, symbol, ret, params, args)			\
  static void fat_install_##stem (fat_generic_func *fn,		\
				  const char *variant)			\
  {									\
    __atomic_store_n (&fat_ptr_##stem, (ret (*) params) fn,		\
		      __ATOMIC_RELAXED);				\
    fat_chosen_##stem = variant;					\
  }
#define FAT_VARIANT(stem, variant, features)
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT

static const struct fat_choice fat_choices[] = {
#define FAT_FUNCTION(stem, symbol, ret, params, args)
#define FAT_VARIANT(stem, variant, features)				\
  { #stem, #variant, (features),					\
    (fat_generic_func *) _nettle_##stem##_##variant,			\
    fat_install_##stem },
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT
};

static const struct
{
  const char *stem;
  const char **chosen;
} fat_functions[] = {
#define FAT_FUNCTION(stem, symbol, ret, params, args)			\
  { #stem, &fat_chosen_##stem },
#define FAT_VARIANT(stem, variant, features)
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* Override keywords and the features they switch on. */
static const struct
{
  const char *name;
  unsigned features;
} fat_keywords[] = {
  { "aesni", FAT_AESNI },
  { "pclmul", FAT_PCLMUL },
  { "sha_ni", FAT_SHANI },
  { "avx2", FAT_AVX2 },
  { "avx512", FAT_AVX512 },
  { "vaes", FAT_VAES },
  { "vpclmul", FAT_VPCLMUL },
  { "bmi2", FAT_BMI2 },
  { "adx", FAT_ADX },
  { "avx512ifma", FAT_AVX512IFMA },
  { "sse2", FAT_SSE2 },
};

unsigned
_nettle_fat_cpu_features (void)
{
  unsigned features = 0;
#if FAT_X86
  unsigned max_leaf, eax, ebx, ecx, edx;
  unsigned ecx1;
  int ymm_ok = 0, zmm_ok = 0;

  max_leaf = __get_cpuid_max (0, NULL);
  if (max_leaf < 1)
    return 0;
  __cpuid (1, eax, ebx, ecx1, edx);
  if (edx & (1U << 26))
    features |= FAT_SSE2;
  if (ecx1 & (1U << 25))
    features |= FAT_AESNI;
  if (ecx1 & (1U << 1))
    features |= FAT_PCLMUL;

  /* The OS must save the wide registers before any AVX code may run:
     OSXSAVE, then XCR0 says which state components it manages. */
  if ((ecx1 & (1U << 27)) && (ecx1 & (1U << 28)))
    {
      unsigned xcr0_lo, xcr0_hi;
      __asm__ ("xgetbv" : "=a" (xcr0_lo), "=d" (xcr0_hi) : "c" (0));
      ymm_ok = (xcr0_lo & 0x06) == 0x06;
      zmm_ok = ymm_ok && (xcr0_lo & 0xe0) == 0xe0;
    }

  if (max_leaf >= 7)
    {
      __cpuid_count (7, 0, eax, ebx, ecx, edx);
      if (ebx & (1U << 29))
	features |= FAT_SHANI;
      if (ymm_ok && (ebx & (1U << 5)))
	features |= FAT_AVX2;
      if (ebx & (1U << 8))
	features |= FAT_BMI2;
      if (ebx & (1U << 19))
	features |= FAT_ADX;
      /* F (bit 16), BW (bit 30), VL (bit 31). */
      if (zmm_ok && (ebx & (1U << 16)) && (ebx & (1U << 30))
	  && (ebx & (1U << 31)))
	features |= FAT_AVX512;
      if (zmm_ok && (ebx & (1U << 16)) && (ebx & (1U << 21)))
	features |= FAT_AVX512IFMA;
      if (ymm_ok && (ecx & (1U << 9)))
	features |= FAT_VAES;
      if (ymm_ok && (ecx & (1U << 10)))
	features |= FAT_VPCLMUL;
    }
#endif
  return features;
}

static const char *
fat_vendor (void)
{
#if FAT_X86
  unsigned eax, ebx, ecx, edx;
  char v[13];
  __cpuid (0, eax, ebx, ecx, edx);
  memcpy (v, &ebx, 4);
  memcpy (v + 4, &edx, 4);
  memcpy (v + 8, &ecx, 4);
  v[12] = 0;
  if (!strcmp (v, "GenuineIntel"))
    return "intel";
  if (!strcmp (v, "AuthenticAMD"))
    return "amd";
#endif
  return "other";
}

static const char *
fat_getenv_secure (const char *name)
{
#if HAVE_SECURE_GETENV
  return secure_getenv (name);
#else
  /* Without secure_getenv, treat the override as unset, as Nettle does:
     a set-uid program must not be steered by its caller. */
  (void) name;
  return NULL;
#endif
}

/* Parse a comma-separated override list; unknown words are ignored. */
static unsigned
fat_parse_override (const char *s)
{
  unsigned features = 0;
  while (*s)
    {
      size_t n = strcspn (s, ",");
      size_t i;
      for (i = 0; i < COUNT(fat_keywords); i++)
	if (strlen (fat_keywords[i].name) == n
	    && !memcmp (fat_keywords[i].name, s, n))
	  features |= fat_keywords[i].features;
      s += n;
      if (*s == ',')
	s++;
    }
  return features;
}

static void
fat_print_features (const char *what, const char *vendor, unsigned features)
{
  size_t i;
  fprintf (stderr, "libnettle: %s: vendor:%s", what, vendor);
  for (i = 0; i < COUNT(fat_keywords); i++)
    if (features & fat_keywords[i].features)
      fprintf (stderr, ",%s", fat_keywords[i].name);
  fprintf (stderr, "\n");
}

static unsigned fat_active_features = 0;

unsigned
_nettle_fat_features (void)
{
  fat_init ();
  return fat_active_features;
}

/* Idempotent and lock-free: concurrent callers compute the same
   answer and store the same pointers. */
static void
fat_init (void)
{
  static int done = 0;
  unsigned features;
  int verbose;
  size_t i;

  if (__atomic_load_n (&done, __ATOMIC_ACQUIRE))
    return;

#if FAT_ENABLED
  {
    const char *override = fat_getenv_secure ("NETTLE_FAT_OVERRIDE");
    const char *vendor;
    verbose = getenv ("NETTLE_FAT_VERBOSE") != NULL;
    if (verbose)
      fprintf (stderr, "libnettle: fat library initialization.\n");
    if (override)
      {
	features = fat_parse_override (override);
	vendor = "other";
	if (strstr (override, "vendor:intel"))
	  vendor = "intel";
	else if (strstr (override, "vendor:amd"))
	  vendor = "amd";
	if (verbose)
	  fat_print_features ("override", vendor, features);
      }
    else
      {
	features = _nettle_fat_cpu_features ();
	vendor = fat_vendor ();
	if (verbose)
	  fat_print_features ("cpu features", vendor, features);
      }
  }
#else
  /* Not fat: the build chose its backends, take the first variant of
     each function without asking the CPU. */
  features = ~0U;
  verbose = 0;
#endif

  /* The rows of one function are adjacent and in preference order: the
     first that fits wins. */
  {
    const char *stem = NULL;
    int won = 0;
    for (i = 0; i < COUNT(fat_choices); i++)
      {
	const struct fat_choice *c = &fat_choices[i];
	if (!stem || strcmp (stem, c->stem))
	  {
	    stem = c->stem;
	    won = 0;
	  }
	if (won || (c->features & ~features) != 0)
	  continue;
	c->install (c->fn, c->variant);
	won = 1;
	if (verbose)
	  fprintf (stderr, "libnettle: %s: %s\n", c->stem, c->variant);
      }
  }
  fat_active_features = features;
  __atomic_store_n (&done, 1, __ATOMIC_RELEASE);
}

/* Run at load time, so that the stubs are normally never reached. */
static void __attribute__ ((constructor))
fat_constructor (void)
{
  fat_init ();
}

const char *
_nettle_fat_variant (const char *stem)
{
  size_t i;
  fat_init ();
  for (i = 0; i < COUNT(fat_functions); i++)
    if (!strcmp (fat_functions[i].stem, stem))
      return *fat_functions[i].chosen;
  return NULL;
}

const char *
_nettle_fat_backends (void)
{
  static char buf[512];
  static const struct
  {
    const char *name;
    unsigned enables;
    unsigned requires;
  } backends[] = {
#define FAT_BACKEND(name, enables, requires) { #name, enables, requires },
#define FAT_FUNCTION(stem, symbol, ret, params, args)
#define FAT_VARIANT(stem, variant, features)
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT
#undef FAT_BACKEND
  };
  unsigned cpu = _nettle_fat_cpu_features ();
  size_t i, j;

  buf[0] = 0;
#if FAT_ENABLED
  for (i = 0; i < COUNT(backends); i++)
    {
      unsigned on = backends[i].enables & cpu;
      const char *sep = "=";
      if (backends[i].requires & ~cpu)
	continue;
      /* name=keyword,keyword,... : at most ~100 bytes a pass. */
      if (strlen (buf) + 128 > sizeof (buf))
	break;
      if (buf[0])
	strcat (buf, " ");
      strcat (buf, backends[i].name);
      if (!on)
	strcat (buf, "=");
      for (j = 0; j < COUNT(fat_keywords); j++)
	if (on & fat_keywords[j].features)
	  {
	    strcat (buf, sep);
	    strcat (buf, fat_keywords[j].name);
	    sep = ",";
	  }
    }
#else
  /* Without dispatch there is one pass: whatever the build chose. */
  (void) cpu;
  (void) i;
  (void) j;
  strcpy (buf, COUNT(backends) > 1 ? "native=" : "c=");
#endif
  return buf;
}
