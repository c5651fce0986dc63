C x86_64/aesni/cfb8-aes-encrypt.asm
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Purpose: CFB-8 encryption with AES-NI, _nettle_cfb8_aes_encrypt_aesni,
C the variant of the internal _nettle_cfb8_aes_encrypt that cfb8_encrypt
C hands an AES message (contract in aes-internal.h). One block
C encryption per byte, each waiting for the one before: the shift
C register stays in a register, so a byte costs the AESENC latency of
C one block and two single-cycle steps. Through cfb8_encrypt's generic
C loop each byte also paid a call of the cipher and a 16-byte load of
C the register right after a one-byte store into it, which the CPU
C cannot forward.
C
C CPU features: AES-NI, and SSSE3 for PALIGNR (every AES-NI CPU has
C it); legacy SSE encoding, no AVX.
C
C Contract: any length, rounds 10, 12 or 14 (anything else returns 0,
C doing nothing). Returns length. Reads exactly [src, src + length)
C and the 16 bytes of iv, writes exactly [dst, dst + length) and iv,
C left as the shift register after the last byte; dst == src is
C allowed, no alignment is needed.
C
C Per byte, with S the register and P the plaintext byte: the last
C round's key is taken xor P (in byte 0), so the last round leaves the
C ciphertext byte c in byte 0; PALIGNR shifts S down a byte with c
C coming in at the top, and the first round key is added. AES-256's
C last two keys do not fit in the registers: they are reloaded, and P
C is added after its last round (one more cycle a byte).
C
C Measured: see NEWS (TSC cycles/byte, Zen 5, through cfb8_encrypt).
C
C Register map (System V).
C _nettle_cfb8_aes_encrypt_aesni(rounds, keys, iv, length, dst, src):
define(`ROUNDS', `%edi')	C 10, 12 or 14
define(`KEYS', `%rsi')		C encryption round keys, read only
define(`IV', `%rdx')		C shift register, read first, written last
define(`LENGTH', `%rcx')	C bytes left
define(`DST', `%r8')		C next output byte
define(`SRC', `%r9')		C next input byte
define(`STATE', `%xmm0')	C S xor the first round key, then the rounds
define(`REG', `%xmm1')		C S
define(`LASTP', `%xmm2')	C the last round key xor P, or P alone
define(`K0', `%xmm3')		C the first round key
C xmm4-xmm15: round keys 1-12 (AESNI_CBC_KEY); AES-256 loads keys 13
C and 14 into K0 and then reloads it. r10: the byte.
C rax: the return value (length).

include(SRCDIR`/x86_64/aesni/aesni.m4')

C AESNI_CFB8(rounds): the loop for one key size.
define(`AESNI_CFB8', `m4_assert_numargs(1, $#)dnl
forloop(`aesni_r', 1, ifelse(eval($1 < 12), 1, $1, 12), `	movdqu	eval(16*aesni_r)(KEYS), AESNI_CBC_KEY(aesni_r)
')dnl
	ALIGN(16)
.Lcfb8_$1_loop:
	movzbl	(SRC), %r10d
	movd	%r10d, LASTP
ifelse(eval($1 <= 12), 1, `dnl
	pxor	AESNI_CBC_KEY($1), LASTP
AESNI_CBC_ROUNDS($1)dnl
	aesenclast	LASTP, STATE
', `dnl
forloop(`aesni_r', 1, 12, `	aesenc	AESNI_CBC_KEY(aesni_r), STATE
')dnl
	movdqu	208(KEYS), K0
	aesenc	K0, STATE
	movdqu	224(KEYS), K0
	aesenclast	K0, STATE
	pxor	LASTP, STATE
	movdqu	(KEYS), K0
')dnl
	movd	STATE, %r10d
	movb	%r10b, (DST)
	palignr	IMM(1), REG, STATE
	movdqa	STATE, REG
	pxor	K0, STATE
	inc	SRC
	inc	DST
	dec	LENGTH
	jnz	.Lcfb8_$1_loop')

C size_t _nettle_cfb8_aes_encrypt_aesni(unsigned rounds,
C				       const uint32_t *keys, uint8_t *iv,
C				       size_t length, uint8_t *dst,
C				       const uint8_t *src);
PROLOGUE(_nettle_cfb8_aes_encrypt_aesni)
	xor	%eax, %eax
	cmp	IMM(10), ROUNDS
	je	.Lcfb8_start
	cmp	IMM(12), ROUNDS
	je	.Lcfb8_start
	cmp	IMM(14), ROUNDS
	jne	.Lcfb8_done
.Lcfb8_start:
	mov	LENGTH, %rax
	test	LENGTH, LENGTH
	jz	.Lcfb8_done
	movdqu	(IV), REG
	movdqu	(KEYS), K0
	movdqa	REG, STATE
	pxor	K0, STATE
	cmp	IMM(10), ROUNDS
	je	.Lcfb8_10
	cmp	IMM(12), ROUNDS
	je	.Lcfb8_12
	AESNI_CFB8(14)
	jmp	.Lcfb8_out
.Lcfb8_12:
	AESNI_CFB8(12)
	jmp	.Lcfb8_out
.Lcfb8_10:
	AESNI_CFB8(10)
.Lcfb8_out:
	movdqu	REG, (IV)
.Lcfb8_done:
	ret
EPILOGUE(_nettle_cfb8_aes_encrypt_aesni)
