C x86_64/adx/mulxn.m4 -- n-limb products and squares with MULX, ADCX
C and ADOX, the limbs a row touches in n + 1 registers in rotation.

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Shared by ecc-p521.asm (n = 9) and ecc-mul6.asm (n = 6). Row i of a
C product adds a[i] b at limbs i .. i + n, low halves on the CF chain
C (ADCX), high halves on the OF chain (ADOX); the n + 1 limbs it
C touches sit in registers, limb k in MN_REG(k mod (n + 1)), so that
C the register of limb i - 1, done by then, becomes limb i + n's. A
C square adds each cross product a[i] a[j], j > i, once (row i touches
C limbs 2i + 1 .. i + n), then doubles the cross limbs on one chain
C while the halves of the squares a[i]^2 go in on the other.
C
C The includer defines IMM, MN_N (n), MN_REG(j) for j = 0 .. n (n + 1
C distinct registers, none of them %rdx, LO, HI or the pointers), MN_A
C and MN_B (operand pointers), LO and HI (product halves), and the
C hooks below; %rdx is MULX's operand. Every macro clobbers the flags,
C %rdx, LO and HI.

C MN_T(k): the register of limb k.
define(`MN_T', `MN_REG(eval(($1) % (MN_N + 1)))')

C MN_ZERO(from, to): limbs from .. to = 0 (the start of a product:
C 0 .. n - 1; of a square: 1 .. n - 1).
define(`MN_ZERO', `m4_assert_numargs(2, $#)dnl
forloop(`mn_k', $1, $2, `	xor	MN_T(mn_k), MN_T(mn_k)
')')

C MN_ROW(i): limbs i .. i + n += a[i] b, then MN_DONE(i), the includer's
C (limb i is final: store it, or leave it).
define(`MN_ROW', `m4_assert_numargs(1, $#)dnl
	xor	MN_T(eval($1 + MN_N)), MN_T(eval($1 + MN_N))
	mov	eval(8 * $1)(MN_A), %rdx
forloop(`mn_j', 0, eval(MN_N - 1), `	mulx	eval(8 * mn_j)(MN_B), LO, HI
	adcx	LO, MN_T(eval($1 + mn_j))
	adox	HI, MN_T(eval($1 + mn_j + 1))
')dnl
	adc	IMM(0), MN_T(eval($1 + MN_N))
MN_DONE($1)')

C MN_PRODUCT: rows 0 .. n - 1 (limbs 0 .. n - 1 through MN_DONE; limbs
C n - 1 .. 2n - 1 are in their registers at the end).
define(`MN_PRODUCT', `m4_assert_numargs(0, $#)dnl
MN_ZERO(0, eval(MN_N - 1))dnl
forloop(`mn_i', 0, eval(MN_N - 1), `MN_ROW(mn_i)')')

C MN_SQR_ROW(i): limbs 2i + 1 .. i + n += a[i] (a[i + 1] .. a[n - 1]),
C then MN_SQR_DONE(2i + 1) and MN_SQR_DONE(2i + 2): no later row
C touches those limbs (the includer stores them as the cross limbs).
define(`MN_SQR_ROW', `m4_assert_numargs(1, $#)dnl
	xor	MN_T(eval($1 + MN_N)), MN_T(eval($1 + MN_N))
	mov	eval(8 * $1)(MN_A), %rdx
forloop(`mn_j', eval($1 + 1), eval(MN_N - 1), `	mulx	eval(8 * mn_j)(MN_A), LO, HI
	adcx	LO, MN_T(eval($1 + mn_j))
	adox	HI, MN_T(eval($1 + mn_j + 1))
')dnl
	adc	IMM(0), MN_T(eval($1 + MN_N))
MN_SQR_DONE(eval(2 * $1 + 1))dnl
MN_SQR_DONE(eval(2 * $1 + 2))')

C MN_SQR_FINISH: limb k of the square, k = 0 .. 2n - 1, = 2 (cross limb
C k) + the half of a square there + the carries; the includer's
C MN_SQR_LIMB(k, s) does one limb (load cross limb k, ADCX it to
C itself, ADOX s, put it where it goes), cross limbs 0 and 2n - 1 being
C 0.
define(`MN_SQR_FINISH', `m4_assert_numargs(0, $#)dnl
	xor	XREG(LO), XREG(LO)
forloop(`mn_i', 0, eval(MN_N - 1), `	mov	eval(8 * mn_i)(MN_A), %rdx
	mulx	%rdx, LO, HI
MN_SQR_LIMB(eval(2 * mn_i), LO)dnl
MN_SQR_LIMB(eval(2 * mn_i + 1), HI)dnl
')')

C MN_SQUARE: the cross rows and the finish.
define(`MN_SQUARE', `m4_assert_numargs(0, $#)dnl
MN_ZERO(1, eval(MN_N - 1))dnl
forloop(`mn_i', 0, eval(MN_N - 2), `MN_SQR_ROW(mn_i)')dnl
MN_SQR_FINISH')
