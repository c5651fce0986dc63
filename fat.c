/* fat.c

   Runtime dispatch for libnettle: CPU detection (CPUID, XGETBV), the
   NETTLE_FAT_OVERRIDE and NETTLE_FAT_VERBOSE variables, the test
   passes; and, through fat-generate.h, the entry points of every
   function in fat-table.h and the code that points them at their
   best variants. libhogweed uses the same generator on its own table
   (fat-hogweed.c) with the features found here.


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

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* Override keywords and the features they switch on. */
static const struct
{
  const char *name;
  unsigned features;
} fat_keywords[] __attribute__ ((unused)) = {
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
  { "x86", FAT_X86ASM },
  { "gfni", FAT_GFNI },
};

unsigned
_nettle_fat_cpu_features (void)
{
  unsigned features = 0;
#if FAT_X86
  unsigned max_leaf, eax, ebx, ecx, edx;
  unsigned ecx1;
  int ymm_ok = 0, zmm_ok = 0;

#if defined(__i386__)
  /* The x86/ folder's integer-only assembly runs on every CPU that
     runs this build, CPUID or not. */
  features |= FAT_X86ASM;
#endif
  max_leaf = __get_cpuid_max (0, NULL);
  if (max_leaf < 1)
    return features;
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
      /* Only the zmm forms are used. */
      if (zmm_ok && (ecx & (1U << 8)))
	features |= FAT_GFNI;
    }
#endif
  return features;
}

#if FAT_ENABLED
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

static int
fat_word_is (const char *s, size_t n, const char *word)
{
  return strlen (word) == n && !memcmp (word, s, n);
}

/* Parse a comma-separated override list. Unknown words are ignored,
   as Nettle does, but said under NETTLE_FAT_VERBOSE so that a typo
   does not pass unnoticed. `c' and the vendor words select no
   feature. */
static unsigned
fat_parse_override (const char *s, int verbose)
{
  unsigned features = 0;
  while (*s)
    {
      size_t n = strcspn (s, ",");
      size_t i;
      int known = n == 0 || fat_word_is (s, n, "c")
	|| fat_word_is (s, n, "vendor:intel")
	|| fat_word_is (s, n, "vendor:amd");
      for (i = 0; i < COUNT(fat_keywords); i++)
	if (fat_word_is (s, n, fat_keywords[i].name))
	  {
	    features |= fat_keywords[i].features;
	    known = 1;
	  }
      if (!known && verbose)
	fprintf (stderr, "libnettle: NETTLE_FAT_OVERRIDE: ignoring unknown "
		 "keyword `%.*s'\n", (int) n, s);
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
#endif /* FAT_ENABLED */

static unsigned fat_active_features = 0;

/* The features the generated fat_init selects with: the override's,
   or the CPU's, in a fat build; in any other build every variant the
   build contains is meant to be used, so the first of each wins. */
static unsigned
fat_features (int *verbose)
{
  unsigned features;
#if FAT_ENABLED
  const char *override = fat_getenv_secure ("NETTLE_FAT_OVERRIDE");
  const char *vendor;
  *verbose = getenv ("NETTLE_FAT_VERBOSE") != NULL;
  if (*verbose)
    fprintf (stderr, "libnettle: fat library initialization.\n");
  if (override)
    {
      features = fat_parse_override (override, *verbose);
      vendor = "other";
      if (strstr (override, "vendor:intel"))
	vendor = "intel";
      else if (strstr (override, "vendor:amd"))
	vendor = "amd";
      if (*verbose)
	fat_print_features ("override", vendor, features);
    }
  else
    {
      features = _nettle_fat_cpu_features ();
      vendor = fat_vendor ();
      if (*verbose)
	fat_print_features ("cpu features", vendor, features);
    }
#else
  features = ~0U;
  *verbose = 0;
#endif
  fat_active_features = features;
  return features;
}

#define FAT_TABLE "fat-table.h"
#define FAT_LIBNAME "libnettle"
#define FAT_VARIANT_QUERY _nettle_fat_variant
#include "fat-generate.h"

unsigned
_nettle_fat_features (void)
{
  fat_init ();
  return fat_active_features;
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
