/* ecc-mod-inv.c

   Constant-time inversion modulo an odd m (a curve's p or q): the
   divsteps of Bernstein and Yang ("Fast constant-time gcd computation
   and modular inversion", TCHES 2019), started at delta = 1/2 as
   Wuille proposed (github.com/sipa/safegcd-bounds), a fixed number of
   them for the bit size, in batches of SB steps taken on the low bits
   of f and g alone.

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

#include <stdint.h>

#include "ecc-internal.h"
#include "gmp-glue.h"

/* Numbers here are signed, in limbs of SB bits: limbs below the top in
   [0, 2^SB), the top limb a signed word that carries the rest and the
   sign. The products of a batch's matrix (entries of at most SB + 1
   bits) by limbs need the double-width type. */
#if GMP_NUMB_BITS == 64 && defined (__SIZEOF_INT128__)
typedef int64_t sl;
typedef uint64_t ul;
typedef __int128 dl;
# define SB 62
#else
typedef int32_t sl;
typedef uint32_t ul;
typedef int64_t dl;
# define SB 30
#endif
#define SL_BITS (8 * (unsigned) sizeof (sl))
#define MASK ((((ul) 1) << SB) - 1)
/* All ones if x < 0, else 0. */
#define SIGN_MASK(x) (- (((ul) (x)) >> (SL_BITS - 1)))

/* Limbs for numbers in (-2^(bits + 2), 2^(bits + 2)): d and e reach
   (-m, 3m) for a moment. */
#define INV_LIMBS(bits) (((bits) + 2 + SB - 1) / SB)
#define INV_MAX_LIMBS INV_LIMBS (ECC_MAX_BITS)
/* The divsteps for b-bit numbers (see ecc_mod_inv). */
#define INV_STEPS(b) ((9437 * (b) + 1 + 4095) / 4096)

/* Right shifts of negative numbers (sl, dl) are arithmetic, as GCC and
   clang define them. */

/* The per-batch updates are instantiated for the limb counts of the
   curves (INV_BATCHES in ecc_mod_inv), so that GCC unrolls their
   loops. */
#if defined (__GNUC__)
# define INV_INLINE static inline __attribute__ ((always_inline))
#else
# define INV_INLINE static inline
#endif

static void
unpack (unsigned n, sl *x, const mp_limb_t *a, mp_size_t an)
{
  unsigned i;
  for (i = 0; i < n; i++)
    {
      unsigned b = i * SB, s = 0;
      mp_size_t j = b / GMP_NUMB_BITS;
      unsigned o = b % GMP_NUMB_BITS;
      ul v = 0;
      for (; s < SB && j < an; j++, o = 0)
	{
	  v |= ((ul) (a[j] >> o)) << s;
	  s += GMP_NUMB_BITS - o;
	}
      x[i] = (sl) (v & MASK);
    }
}

/* x in [0, 2^(GMP_NUMB_BITS rn)), its limbs normalized. */
static void
pack (mp_limb_t *r, mp_size_t rn, const sl *x, unsigned n)
{
  mp_size_t j;
  for (j = 0; j < rn; j++)
    {
      unsigned b = j * GMP_NUMB_BITS, s = 0;
      unsigned i = b / SB, o = b % SB;
      mp_limb_t w = 0;
      for (; s < GMP_NUMB_BITS && i < n; i++, o = 0)
	{
	  w |= ((mp_limb_t) ((ul) x[i] >> o)) << s;
	  s += SB - o;
	}
      r[j] = w;
    }
}

/* SB divsteps on the low bits of f and g (f odd), d = 2 delta (odd)
   in and out. The matrix t = (u, v; q, r) has 2^SB (f', g') = t (f, g)
   for the whole numbers: each step doubles the row of f and adds or
   subtracts the rows, so |u| + |v| and |q| + |r| stay at most 2^SB. A
   step: if delta > 0 and g is odd, (delta, f, g) = (1 - delta, g,
   (g - f) / 2); else (1 + delta, f, (g + f) / 2) if g is odd, (1 +
   delta, f, g / 2) if not. Here with masks, no branches: f negated
   under delta > 0 (which g does not decide) and added to g if g is
   odd; on a swap f takes the old g, that sum plus f. The chain from
   one g to the next is then five operations, not eight as with a
   swap first. */
static sl
divsteps (sl d2, ul f, ul g, sl t[4])
{
  ul u = 1, v = 0, q = 0, r = 1, d = (ul) d2;
  unsigned i;
  for (i = 0; i < SB; i++)
    {
      /* d is odd, never 0. */
      ul pos = SIGN_MASK (0 - d);
      ul odd = - (g & 1);
      ul swap = pos & odd;
      g += ((f ^ pos) - pos) & odd;
      q += ((u ^ pos) - pos) & odd;
      r += ((v ^ pos) - pos) & odd;
      f += g & swap;
      u += q & swap;
      v += r & swap;
      d = ((d ^ swap) - swap) + 2;
      g >>= 1;
      u <<= 1;
      v <<= 1;
    }
  t[0] = (sl) u; t[1] = (sl) v; t[2] = (sl) q; t[3] = (sl) r;
  return (sl) d;
}

/* (d, e) = t (d, e) / 2^SB mod m: adds the multiple k m, k < 2^SB,
   that clears the low SB bits (k = low bits times -1/m). For d, e in
   [0, m) the results are in (-m, 2m). With m = 0 (f and g), the exact
   quotient. */
INV_INLINE void
update (unsigned n, sl *d, sl *e, const sl t[4], const sl *m, ul minv)
{
  sl kd = (sl) ((((ul) t[0] * (ul) d[0] + (ul) t[1] * (ul) e[0]) * minv)
		& MASK);
  sl ke = (sl) ((((ul) t[2] * (ul) d[0] + (ul) t[3] * (ul) e[0]) * minv)
		& MASK);
  dl cd = (dl) t[0] * d[0] + (dl) t[1] * e[0] + (dl) kd * m[0];
  dl ce = (dl) t[2] * d[0] + (dl) t[3] * e[0] + (dl) ke * m[0];
  unsigned i;
  cd >>= SB;
  ce >>= SB;
  for (i = 1; i < n; i++)
    {
      cd += (dl) t[0] * d[i] + (dl) t[1] * e[i] + (dl) kd * m[i];
      ce += (dl) t[2] * d[i] + (dl) t[3] * e[i] + (dl) ke * m[i];
      d[i - 1] = (sl) cd & (sl) MASK;
      e[i - 1] = (sl) ce & (sl) MASK;
      cd >>= SB;
      ce >>= SB;
    }
  d[n - 1] = (sl) cd;
  e[n - 1] = (sl) ce;
}

/* d += x if mask is all ones (x is m or -m, limb by limb), then the
   carries propagated: the limbs below the top back in [0, 2^SB). */
INV_INLINE void
add_cnd (unsigned n, sl *d, const sl *x, ul mask)
{
  sl c = 0;
  unsigned i;
  for (i = 0; i < n - 1; i++)
    {
      c += d[i] + (sl) ((ul) x[i] & mask);
      d[i] = c & (sl) MASK;
      c >>= SB;
    }
  d[n - 1] += c + (sl) ((ul) x[n - 1] & mask);
}

/* d in (-m, 2m) to [0, m): + m if negative, - m, + m if negative. */
INV_INLINE void
reduce (unsigned n, sl *d, const sl *m, const sl *neg_m)
{
  add_cnd (n, d, m, SIGN_MASK (d[n - 1]));
  add_cnd (n, d, neg_m, ~(ul) 0);
  add_cnd (n, d, m, SIGN_MASK (d[n - 1]));
}

/* r = r2 / a mod m: with f = m, g = a, d = 0, e = r2, every batch keeps
   d a = f r2 and e a = g r2 (mod m). After enough divsteps g = 0 and
   f = +-gcd (m, a) = +-1, so the inverse is +-d (times r2: the factor
   that turns 1/a of a Montgomery a into Montgomery form, 1 for the
   plain moduli). For a = 0, f stays m and d 0: r = 0. */
void
ecc_mod_inv (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a)
{
  sl mm[INV_MAX_LIMBS], neg_m[INV_MAX_LIMBS];
  sl f[INV_MAX_LIMBS], g[INV_MAX_LIMBS], d[INV_MAX_LIMBS], e[INV_MAX_LIMBS];
  sl zero[INV_MAX_LIMBS];
  sl t[4], d2 = 1;
  unsigned n = INV_LIMBS (m->bit_size), i, steps;
  ul sign;

  unpack (n, mm, m->m, m->size);
  for (i = 0; i < n; i++)
    {
      f[i] = mm[i];
      neg_m[i] = -mm[i];
      d[i] = zero[i] = 0;
    }
  unpack (n, g, a, m->size);
  /* g = a - m if that is not negative: the bound below needs g <= f,
     and a < m is the contract, but this keeps any a < 2m (every a below
     2^b, the moduli having their top bit set) right. */
  add_cnd (n, g, neg_m, ~(ul) 0);
  add_cnd (n, g, mm, SIGN_MASK (g[n - 1]));
  unpack (n, e, m->r2, m->size);

  /* Started at delta = 1/2, for f odd and 0 <= g <= f <= 2^b, n
     divsteps with 4096 n >= 9437 b + 1 reach g = 0: proved in HOL Light
     (github.com/jrh13/hol-light, Divstep/divstep_bounds.ml,
     IDIVSTEP_ENDTOEND_BITS_SIMPLE, with d = 2 delta from 1 as here); 590
     for b = 256, where Theorem 11.2 of the paper (delta from 1) gives
     742. The count depends on the public bit size only; further
     steps leave g = 0 and f alone. */
#define INV_BATCHES(k) do {						\
    for (steps = 0; steps < INV_STEPS (m->bit_size); steps += SB)	\
      {									\
	d2 = divsteps (d2, (ul) f[0] | ((ul) f[1] << SB),		\
		       (ul) g[0] | ((ul) g[1] << SB), t);		\
	update (k, f, g, t, zero, 0);					\
	update (k, d, e, t, mm, (ul) m->minv);				\
	reduce (k, d, mm, neg_m);					\
	reduce (k, e, mm, neg_m);					\
      }									\
  } while (0)
  /* n of the curves: 4 (192, 224 bits), 5 (255, 256), 7 (384), 8
     (448), 9 (512, 521) on 64-bit limbs. */
  switch (SB == 62 ? n : 0)
    {
    case 4: INV_BATCHES (4); break;
    case 5: INV_BATCHES (5); break;
    case 7: INV_BATCHES (7); break;
    case 8: INV_BATCHES (8); break;
    case 9: INV_BATCHES (9); break;
    default: INV_BATCHES (n); break;
    }
#undef INV_BATCHES

  /* f = -1: d = -d mod m (d in [0, m): -d in (-m, 0]). */
  sign = SIGN_MASK (f[n - 1]);
  for (i = 0; i < n; i++)
    d[i] = (sl) (((ul) d[i] ^ sign) - sign);
  add_cnd (n, d, mm, 0);
  add_cnd (n, d, mm, SIGN_MASK (d[n - 1]));
  pack (r, m->size, d, n);
}

void
ecc_mod_inv_le (const struct ecc_modulo *m, uint8_t *s, size_t length)
{
  mp_limb_t x[ECC_MAX_LIMBS];
  mpn_set_base256_le (x, m->size, s, length);
  ecc_mod_inv (m, x, x);
  mpn_get_base256_le (s, length, x, m->size);
}
