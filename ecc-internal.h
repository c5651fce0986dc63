/* ecc-internal.h

   The inside of struct ecc_curve and the internal arithmetic of the
   Weierstrass curves: Montgomery arithmetic modulo p and q, Jacobian
   point formulas, constant-time scalar multiplication.

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


#ifndef NETTLE_ECC_INTERNAL_H_INCLUDED
#define NETTLE_ECC_INTERNAL_H_INCLUDED

#include <pthread.h>

#include "ecc.h"
#include "ecc-curve.h"
#include "gmp-glue.h"

#define ecc_mod_redc _nettle_ecc_mod_redc
#define ecc_mod_mul _nettle_ecc_mod_mul
#define ecc_mod_sqr _nettle_ecc_mod_sqr
#define ecc_mod_add _nettle_ecc_mod_add
#define ecc_mod_sub _nettle_ecc_mod_sub
#define ecc_mod_to_m _nettle_ecc_mod_to_m
#define ecc_mod_from_m _nettle_ecc_mod_from_m
#define ecc_mod_inv _nettle_ecc_mod_inv
#define ecc_mod_inv_le _nettle_ecc_mod_inv_le
#define ecc_mod_sub_m _nettle_ecc_mod_sub_m
#define ecc_mod_random _nettle_ecc_mod_random
#define ecc_curve_setup _nettle_ecc_curve_setup
#define ecc_dup_jj _nettle_ecc_dup_jj
#define ecc_add_jjj _nettle_ecc_add_jjj
#define ecc_add_jja _nettle_ecc_add_jja
#define ecc_nonsec_add_jjj _nettle_ecc_nonsec_add_jjj
#define ecc_nonsec_add_jja _nettle_ecc_nonsec_add_jja
#define ecc_nonsec_mul_ag _nettle_ecc_nonsec_mul_ag
#define ecc_a_to_j _nettle_ecc_a_to_j
#define ecc_j_to_a _nettle_ecc_j_to_a
#define ecc_mul_a _nettle_ecc_mul_a
#define ecc_mul_g _nettle_ecc_mul_g
#define ecc_on_curve_p _nettle_ecc_on_curve_p
#define ecc_hash _nettle_ecc_hash
#define gostdsa_hash _nettle_gostdsa_hash
#define ecc_dsa_r _nettle_ecc_dsa_r
#define ecc_dsa_in_range_p _nettle_ecc_dsa_in_range_p
#define ecc_dsa_check_r _nettle_ecc_dsa_check_r
#define ecc_dsa_sign_mpz _nettle_ecc_dsa_sign_mpz
#define ecc_dsa_verify_mpz _nettle_ecc_dsa_verify_mpz

/* The largest curve is P-521. */
#define ECC_MAX_BITS 521
#define ECC_MAX_LIMBS NETTLE_BIT_SIZE_TO_LIMB_SIZE (ECC_MAX_BITS)

/* A 64-bit constant as the initializers of its limbs, low first: one
   limb, or two on 32-bit limbs (for the static ecc_modulo of the
   Curve25519 and Curve448 primes). */
#if GMP_NUMB_BITS == 64
# define ECC_LIMBS64(x) (mp_limb_t) (x)
#else
# define ECC_LIMBS64(x) (mp_limb_t) (x), (mp_limb_t) ((x) >> 32)
#endif

/* The fixed-base multiplication (ecc_mul_g) reads the scalar in
   windows of ECC_WINDOW bits (a divisor of the limb size: a window
   never straddles limbs); ecc_mul_a's signed 5-bit windows are its
   own. ECC_WINDOW_SIZE bounds ecc_table_lookup's entries. */
#define ECC_WINDOW 4
#define ECC_WINDOW_SIZE (1 << ECC_WINDOW)
#define ECC_WINDOWS(bits) (((bits) + ECC_WINDOW - 1) / ECC_WINDOW)

/* Limbs of the fixed-base table of a curve of that many bits: per
   window, the affine points i * 2^(ECC_WINDOW * j) * g, i = 1..15. */
#define ECC_G_TABLE_LIMBS(bits) \
  (ECC_WINDOWS (bits) * (ECC_WINDOW_SIZE - 1) * 2 \
   * NETTLE_BIT_SIZE_TO_LIMB_SIZE (bits))

/* An odd modulus m < R = 2^(size * GMP_NUMB_BITS). Numbers modulo m
   are kept in Montgomery form, x R mod m, fully reduced into [0, m);
   "plain" means the number itself. A Mersenne modulus 2^k - 1 (P-521's
   p) instead keeps numbers plain and reduces products by folding; its
   "Montgomery form" is then the number itself (one = r2 = 1), so the
   code above the products does not see the difference. */
struct ecc_modulo
{
  mp_size_t size;
  unsigned bit_size;
  int mersenne;
  /* P-256's p on 64-bit limbs: a Montgomery reduction specialized to
     its limbs (2^64 - 1, 2^32 - 1, 0, 2^64 - 2^32 + 1). */
  int p256;
  /* P-224's p = 2^224 - 2^96 + 1 and P-192's p = 2^192 - 2^64 - 1
     on 64-bit limbs: Montgomery reductions without multiplications
     (u m is a few shifted copies of u). */
  int p224;
  int p192;
  /* P-384's p on 64-bit limbs: numbers plain (as for a Mersenne
     modulus), products reduced by folding with 2^384 mod p. */
  int p384;
  /* m = 2^(64 size) - pm_c with 0 < pm_c < 2^32 on 64-bit limbs (the
     GOST curves' p), else 0: numbers plain, products reduced by
     folding with pm_c. */
  mp_limb_t pm_c;
  /* -1/m mod 2^GMP_NUMB_BITS. */
  mp_limb_t minv;
  mp_limb_t m[ECC_MAX_LIMBS];
  /* R mod m (1 in Montgomery form) and R^2 mod m (turns plain into
     Montgomery form). */
  mp_limb_t one[ECC_MAX_LIMBS];
  mp_limb_t r2[ECC_MAX_LIMBS];
};

/* What defines a curve y^2 = x^3 + a x + b over F_p with a generator
   g of prime order q, cofactor 1 (hex strings; a NULL a means -3). */
struct ecc_params
{
  unsigned bit_size;
  const char *p;
  const char *q;
  const char *a;
  const char *b;
  const char *gx;
  const char *gy;
};

struct ecc_curve
{
  const struct ecc_params *params;
  /* ECC_G_TABLE_LIMBS (bit_size of q) limbs, filled by the setup. */
  mp_limb_t *g_table;
  pthread_once_t once;
  void (*setup) (void);

  struct ecc_modulo p;
  struct ecc_modulo q;
  /* a = -3: the cheaper doubling. */
  int a_is_minus_3;
  /* a and b in Montgomery form modulo p, and plain. */
  mp_limb_t a[ECC_MAX_LIMBS];
  mp_limb_t b[ECC_MAX_LIMBS];
  mp_limb_t a_plain[ECC_MAX_LIMBS];
  mp_limb_t b_plain[ECC_MAX_LIMBS];
  /* The generator, affine, plain: x then y. */
  mp_limb_t g[2 * ECC_MAX_LIMBS];
};

/* Fills in everything but params, g_table, once and setup, from
   params; the curve's accessor runs it once (pthread_once). */
void
ecc_curve_setup (struct ecc_curve *ecc);

/* A curve's accessor: struct ecc_curve plus its once-only setup. The
   struct is not exported (Nettle's _nettle_secp_256r1 and friends are
   objects of Nettle's own size, which this one is not). */
#define ECC_CURVE_DEFINE(name, getter, prm, bits)			\
  static mp_limb_t name##_g_table[ECC_G_TABLE_LIMBS (bits)];		\
  static void name##_setup (void);					\
  static struct ecc_curve name##_curve =				\
    { .params = &(prm), .g_table = name##_g_table,			\
      .once = PTHREAD_ONCE_INIT, .setup = name##_setup };		\
  static void name##_setup (void) { ecc_curve_setup (&name##_curve); }	\
  const struct ecc_curve *						\
  getter (void)								\
  {									\
    pthread_once (&name##_curve.once, name##_setup);			\
    return &name##_curve;						\
  }

/* The innermost functions are not exported (hidden): calls to them
   within the library then bind directly instead of through the PLT.
   Nettle exports its versions of these names for its own tests only. */
#if defined (__GNUC__) && defined (__ELF__)
# define ECC_HIDDEN __attribute__ ((visibility ("hidden")))
#else
# define ECC_HIDDEN
#endif

/* Modular arithmetic. Inputs in [0, m), outputs in [0, m), r may
   alias any input; no branch or index depends on the values. */

/* r = t / R mod m for t < m R (2 size limbs, clobbered). */
ECC_HIDDEN void
ecc_mod_redc (const struct ecc_modulo *m, mp_limb_t *r, mp_limb_t *t);

/* r = a b / R mod m (the Montgomery product; a b mod m for a
   Mersenne modulus). */
ECC_HIDDEN void
ecc_mod_mul (const struct ecc_modulo *m, mp_limb_t *r,
	     const mp_limb_t *a, const mp_limb_t *b);

ECC_HIDDEN void
ecc_mod_sqr (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a);

ECC_HIDDEN void
ecc_mod_add (const struct ecc_modulo *m, mp_limb_t *r,
	     const mp_limb_t *a, const mp_limb_t *b);

ECC_HIDDEN void
ecc_mod_sub (const struct ecc_modulo *m, mp_limb_t *r,
	     const mp_limb_t *a, const mp_limb_t *b);

/* P-256's p on 64-bit limbs with a 128-bit type: the Montgomery
   product and square as one routine each, dispatched (the adx backend
   has MULX/ADCX/ADOX versions, hogweed-fat-table.h). r = a b / 2^256
   mod p (a^2 / 2^256), a, b < p, fully reduced; r may alias a or b;
   constant time. Exported for the tests, internal
   (_nettle_ecc_p256_mul, _nettle_ecc_p256_sqr); ecc_mod_mul and
   ecc_mod_sqr call them when m->p256. */
#if GMP_NUMB_BITS == 64 && defined (__SIZEOF_INT128__) && !defined (ECC_NO_INT128)
# define ECC_P256_DISPATCH 1
#else
# define ECC_P256_DISPATCH 0
#endif
#define ecc_p256_mul _nettle_ecc_p256_mul
#define ecc_p256_sqr _nettle_ecc_p256_sqr
void
ecc_p256_mul (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b);
void
ecc_p256_sqr (mp_limb_t *r, const mp_limb_t *a);
/* The same for P-224's p (r = a b / 2^256 mod p); ecc_mod_mul and
   ecc_mod_sqr call them when m->p224. */
#define ecc_p224_mul _nettle_ecc_p224_mul
#define ecc_p224_sqr _nettle_ecc_p224_sqr
void
ecc_p224_mul (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b);
void
ecc_p224_sqr (mp_limb_t *r, const mp_limb_t *a);
/* The same for P-521's p = 2^521 - 1 (9 limbs, plain numbers, not
   Montgomery form): r = a b mod p; ecc_mod_mul and ecc_mod_sqr call
   them when m->mersenne. */
#define ecc_p521_mul _nettle_ecc_p521_mul
#define ecc_p521_sqr _nettle_ecc_p521_sqr
void
ecc_p521_mul (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b);
void
ecc_p521_sqr (mp_limb_t *r, const mp_limb_t *a);
/* The 12-limb product and square of 6-limb numbers (P-384's p and q,
   whose reductions follow in C): t = a b, t = a^2; t must not overlap
   a or b. */
#define ecc_mul6 _nettle_ecc_mul6
#define ecc_sqr6 _nettle_ecc_sqr6
void
ecc_mul6 (mp_limb_t *t, const mp_limb_t *a, const mp_limb_t *b);
void
ecc_sqr6 (mp_limb_t *t, const mp_limb_t *a);
/* The same for any odd 4-limb modulus m with minv = -1/m mod 2^64
   (the group orders of P-256, P-224 and gc256b): r = a b / 2^256 mod
   m. Used by ecc_mod_mul/sqr for the 4-limb moduli without a
   reduction of their own. */
#define ecc_mont4_mul _nettle_ecc_mont4_mul
#define ecc_mont4_sqr _nettle_ecc_mont4_sqr
void
ecc_mont4_mul (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b,
	       const mp_limb_t *m, mp_limb_t minv);
void
ecc_mont4_sqr (mp_limb_t *r, const mp_limb_t *a,
	       const mp_limb_t *m, mp_limb_t minv);
/* Point doubling on P-256 and P-224 (ecc-dup-jj.c; the adx backend
   does it in one frame): r = 2 p, Jacobian coordinates in Montgomery
   form, each < p; r may alias p. ecc_dup_jj calls them when
   ecc->p.p256 or ecc->p.p224, with its ecc (the portable variant needs
   the set-up curve; the adx one does not read it). */
#define ecc_p256_dup_jj _nettle_ecc_p256_dup_jj
#define ecc_p224_dup_jj _nettle_ecc_p224_dup_jj
typedef void ecc_dup_func (const struct ecc_curve *ecc, mp_limb_t *r,
			   const mp_limb_t *p);
ecc_dup_func ecc_p256_dup_jj, ecc_p224_dup_jj;
/* Point additions on them likewise (ecc-add-jjj.c, ecc-add-jja.c; the
   adx backend has both in one file): r = p + q, q affine for jja;
   p != +-q and neither at infinity (not checked); r may alias p or q.
   ecc_add_jjj and ecc_add_jja call them. */
#define ecc_p256_add_jjj _nettle_ecc_p256_add_jjj
#define ecc_p256_add_jja _nettle_ecc_p256_add_jja
#define ecc_p224_add_jjj _nettle_ecc_p224_add_jjj
#define ecc_p224_add_jja _nettle_ecc_p224_add_jja
typedef void ecc_add_func (const struct ecc_curve *ecc, mp_limb_t *r,
			   const mp_limb_t *p, const mp_limb_t *q);
ecc_add_func ecc_p256_add_jjj, ecc_p256_add_jja;
ecc_add_func ecc_p224_add_jjj, ecc_p224_add_jja;
#if ECC_P256_DISPATCH
/* The portable variants (ecc-mod-arith.c). */
void
_nettle_ecc_mont4_mul_c (mp_limb_t *r, const mp_limb_t *a,
			 const mp_limb_t *b, const mp_limb_t *m,
			 mp_limb_t minv);
void
_nettle_ecc_mont4_sqr_c (mp_limb_t *r, const mp_limb_t *a,
			 const mp_limb_t *m, mp_limb_t minv);
void
_nettle_ecc_p256_mul_c (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b);
void
_nettle_ecc_p256_sqr_c (mp_limb_t *r, const mp_limb_t *a);
void
_nettle_ecc_p224_mul_c (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b);
void
_nettle_ecc_p224_sqr_c (mp_limb_t *r, const mp_limb_t *a);
void
_nettle_ecc_p521_mul_c (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b);
void
_nettle_ecc_p521_sqr_c (mp_limb_t *r, const mp_limb_t *a);
void
_nettle_ecc_mul6_c (mp_limb_t *t, const mp_limb_t *a, const mp_limb_t *b);
void
_nettle_ecc_sqr6_c (mp_limb_t *t, const mp_limb_t *a);
ecc_dup_func _nettle_ecc_p256_dup_jj_c, _nettle_ecc_p224_dup_jj_c;
ecc_add_func _nettle_ecc_p256_add_jjj_c, _nettle_ecc_p256_add_jja_c;
ecc_add_func _nettle_ecc_p224_add_jjj_c, _nettle_ecc_p224_add_jja_c;
#endif

/* Plain to Montgomery form and back. */
void
ecc_mod_to_m (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a);

void
ecc_mod_from_m (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a);

/* r = 1/a in Montgomery form (plain for the plain moduli; 0 for a = 0)
   for a in [0, m), m odd; r may alias a. No branch or index depends on
   a (ecc-mod-inv.c: divsteps). */
void
ecc_mod_inv (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a);

/* The same on the length little-endian bytes at s (the residue a < m,
   replaced by 1/a), for the curve25519 and curve448 fields, whose
   elements are not in GMP's limbs. */
void
ecc_mod_inv_le (const struct ecc_modulo *m, uint8_t *s, size_t length);

/* r = a mod m for a plain a < 2m (size limbs), by one conditional
   subtraction. */
void
ecc_mod_sub_m (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a);

/* A uniform plain number in [1, m): random big-endian octets of the
   bit size of m, drawn again until in range (as Nettle does, so the
   same random source gives the same number). */
void
ecc_mod_random (const struct ecc_modulo *m, mp_limb_t *xp,
		void *ctx, nettle_random_func *random);

/* Points. A Jacobian point (X, Y, Z) is 3 size limbs, Montgomery
   form modulo p, standing for (X/Z^2, Y/Z^3); Z = 0 is the point at
   infinity. An affine point is 2 size limbs. */

/* r = 2 p; infinity stays infinity. */
ECC_HIDDEN void
ecc_dup_jj (const struct ecc_curve *ecc, mp_limb_t *r, const mp_limb_t *p);

/* r = p + q for p != +-q, neither infinity (not checked: the caller
   fixes those cases by copies). q affine, Montgomery form, for
   _jja. r may alias p. */
ECC_HIDDEN void
ecc_add_jjj (const struct ecc_curve *ecc, mp_limb_t *r,
	     const mp_limb_t *p, const mp_limb_t *q);

ECC_HIDDEN void
ecc_add_jja (const struct ecc_curve *ecc, mp_limb_t *r,
	     const mp_limb_t *p, const mp_limb_t *q);

/* r = p + q for any points (q affine, never infinity, for _jja),
   branching on them: public data only. */
void
ecc_nonsec_add_jjj (const struct ecc_curve *ecc, mp_limb_t *r,
		    const mp_limb_t *p, const mp_limb_t *q);

ECC_HIDDEN void
ecc_nonsec_add_jja (const struct ecc_curve *ecc, mp_limb_t *r,
		    const mp_limb_t *p, const mp_limb_t *q);

/* A plain affine point to a Jacobian one (Z = 1). */
void
ecc_a_to_j (const struct ecc_curve *ecc, mp_limb_t *r, const mp_limb_t *p);

/* A Jacobian point to a plain affine one, in constant time; infinity
   gives (0, 0). */
void
ecc_j_to_a (const struct ecc_curve *ecc, mp_limb_t *r, const mp_limb_t *p);

/* r = n p (Jacobian) for a plain affine p of order q on the curve and
   a plain n < q (size of q limbs); constant time in n. */
void
ecc_mul_a (const struct ecc_curve *ecc, mp_limb_t *r,
	   const mp_limb_t *n, const mp_limb_t *p);

/* r = n g (Jacobian), n < q; constant time in n. */
void
ecc_mul_g (const struct ecc_curve *ecc, mp_limb_t *r, const mp_limb_t *n);

/* Window j of the plain scalar n (the position is public, the value
   secret), and a branch-free a == b for window values. */
static inline unsigned
ecc_window (const mp_limb_t *n, unsigned j)
{
  unsigned bit = j * ECC_WINDOW;
  return (unsigned) (n[bit / GMP_NUMB_BITS] >> (bit % GMP_NUMB_BITS))
    & (ECC_WINDOW_SIZE - 1);
}

/* count (< 32) bits of the plain limbs-limb n from bit pos, 0 past its
   end, for windows that may straddle limbs (ecc_mul_a's signed ones,
   the wNAF of ecc_nonsec_mul_ag). The branches are on pos alone. */
static inline unsigned
ecc_bits_at (const mp_limb_t *n, mp_size_t limbs, unsigned pos,
	     unsigned count)
{
  mp_size_t i = pos / GMP_NUMB_BITS;
  unsigned shift = pos % GMP_NUMB_BITS;
  mp_limb_t v;

  if (i >= limbs)
    return 0;
  v = n[i] >> shift;
  if (shift + count > GMP_NUMB_BITS && i + 1 < limbs)
    v |= n[i + 1] << (GMP_NUMB_BITS - shift);
  return (unsigned) v & ((1U << count) - 1);
}

static inline int
ecc_window_eq (unsigned a, unsigned b)
{
  unsigned x = a ^ b;	/* < 2^31: window values, digit sizes, table indices */
  return (int) (((x - 1) >> (sizeof (unsigned) * 8 - 1)) & 1);
}

/* r = entry k - 1 of the table of entries x n limbs for 1 <= k <=
   entries (at most ECC_WINDOW_SIZE), r = 0 for k = 0; every entry is
   read and masked (k is secret). Dispatched (hogweed-fat-table.h):
   these scans are most of ecc_mul_g's own time (P-256's table is
   61 KB, all of it read once a signature), and the avx2 and avx512
   variants read 32 and 64 bytes at a time where the C one reads 16
   (one body for all three: ecc-table-lookup-internal.h). */
#define ecc_table_lookup _nettle_ecc_table_lookup
void
ecc_table_lookup (mp_limb_t *r, const mp_limb_t *table, mp_size_t n,
		  unsigned entries, unsigned k);
void
_nettle_ecc_table_lookup_c (mp_limb_t *r, const mp_limb_t *table,
			    mp_size_t n, unsigned entries, unsigned k);
void
_nettle_ecc_table_lookup_avx2 (mp_limb_t *r, const mp_limb_t *table,
			       mp_size_t n, unsigned entries, unsigned k);
void
_nettle_ecc_table_lookup_avx512 (mp_limb_t *r, const mp_limb_t *table,
				 mp_size_t n, unsigned entries, unsigned k);

/* r = u1 g + u2 p (Jacobian) for plain u1, u2 < q and a plain affine
   p on the curve: interleaved window-NAF (Straus), variable time, for
   signature verification (public data only). */
void
ecc_nonsec_mul_ag (const struct ecc_curve *ecc, mp_limb_t *r,
		   const mp_limb_t *u1, const mp_limb_t *u2,
		   const mp_limb_t *p);

/* 1 if the plain (x, y) has x, y < p and is on the curve. */
int
ecc_on_curve_p (const struct ecc_curve *ecc, const mp_limb_t *xy);

/* The ECDSA digest number (FIPS 186-4 6.4: the leftmost bit_size of q
   bits, big-endian), reduced mod q; plain. */
void
ecc_hash (const struct ecc_modulo *q, mp_limb_t *hp,
	  size_t length, const uint8_t *digest);

/* The GOST digest number: the first (bit_size + 7) / 8 octets read
   little-endian, reduced mod q, 0 replaced by 1; plain. */
void
gostdsa_hash (const struct ecc_modulo *q, mp_limb_t *hp,
	      size_t length, const uint8_t *digest);

/* Shared by ECDSA and GOST DSA (ecc-dsa.c). */

/* rp = x(k g) mod q, constant time in k. */
void
ecc_dsa_r (const struct ecc_curve *ecc, mp_limb_t *rp, const mp_limb_t *kp);

/* 0 < x < q */
int
ecc_dsa_in_range_p (const struct ecc_modulo *q, const mp_limb_t *xp);

/* 1 if x(u1 g + u2 p) mod q = r (and the sum is finite); public data. */
int
ecc_dsa_check_r (const struct ecc_curve *ecc, const mp_limb_t *u1,
		 const mp_limb_t *u2, const mp_limb_t *pp, const mp_limb_t *rp);

struct dsa_signature;

/* The limb signers and verifiers (ecc_ecdsa_sign, ecc_gostdsa_sign,
   ...). */
typedef void ecc_dsa_sign_func (const struct ecc_curve *ecc,
				const mp_limb_t *zp, const mp_limb_t *kp,
				size_t length, const uint8_t *digest,
				mp_limb_t *rp, mp_limb_t *sp,
				mp_limb_t *scratch);
typedef int ecc_dsa_verify_func (const struct ecc_curve *ecc,
				 const mp_limb_t *pp,
				 size_t length, const uint8_t *digest,
				 const mp_limb_t *rp, const mp_limb_t *sp,
				 mp_limb_t *scratch);

/* ecdsa_sign and gostdsa_sign around their limb signer. */
void
ecc_dsa_sign_mpz (const struct ecc_scalar *key,
		  void *random_ctx, nettle_random_func *random,
		  size_t digest_length, const uint8_t *digest,
		  struct dsa_signature *signature, ecc_dsa_sign_func *sign);

/* ecdsa_verify and gostdsa_verify: range checks of the mpz values,
   then the limb verifier. */
int
ecc_dsa_verify_mpz (const struct ecc_point *pub,
		    size_t length, const uint8_t *digest,
		    const struct dsa_signature *signature,
		    ecc_dsa_verify_func *verify);

/* The two mpz_t of struct dsa_signature (r at offset 0, s right after
   it: Nettle's layout), without needing dsa.h. */
#define ECC_SIGNATURE_R(sig) ((mpz_ptr) (sig))
#define ECC_SIGNATURE_S(sig) ((mpz_ptr) (sig) + 1)
#define ECC_SIGNATURE_R_CONST(sig) ((mpz_srcptr) (sig))
#define ECC_SIGNATURE_S_CONST(sig) ((mpz_srcptr) (sig) + 1)

#endif /* NETTLE_ECC_INTERNAL_H_INCLUDED */
