C x86_64/aesni/cfb-aes-encrypt.asm
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Purpose: CFB encryption with AES-NI, _nettle_cfb_aes_encrypt_aesni,
C the variant of the internal _nettle_cfb_aes_encrypt that cfb_encrypt
C hands the whole blocks of an AES message (contract in
C aes-internal.h). One body per key size, AESNI_CFB in aesni.m4; the
C entry picks it from rounds.
C
C CPU features: AES-NI and SSE2 (legacy SSE encoding, no AVX).
C
C Contract: length is a whole number of blocks (anything else
C tail-jumps to the C variant, which does nothing and returns 0); a
C rounds value other than 10, 12 or 14 does the same. Returns length.
C Serial by nature: each block waits for the one before, at the
C latency of its AESENC instructions only, as CBC encryption. Reads
C exactly [src, src + length) and the 16 bytes of iv, writes exactly
C [dst, dst + length) and iv, left as the last ciphertext block;
C dst == src is allowed, no alignment is needed.
C
C Measured (TSC cycles/byte, AMD EPYC Zen 4, 4 KiB, through
C cfb_encrypt, best of several runs on a loaded machine): AES-128 2.60
C -> 1.70 (Nettle 3.8.1: 2.59).
C
C Register map (System V; W64_ENTRY moves Windows arguments here).
C _nettle_cfb_aes_encrypt_aesni(rounds, keys, iv, length, dst, src):
define(`ROUNDS', `%edi')	C 10, 12 or 14
define(`KEYS', `%rsi')		C encryption round keys, read only
define(`IV', `%rdx')		C chaining value, read first, written last
define(`LENGTH', `%rcx')	C bytes left, from the current block
define(`DST', `%r8')		C current output block
define(`SRC', `%r9')		C current input block
C rax: the return value (length). xmm registers: see AESNI_CFB.

include(SRCDIR`/x86_64/aesni/aesni.m4')

C size_t _nettle_cfb_aes_encrypt_aesni(unsigned rounds,
C				      const uint32_t *keys, uint8_t *iv,
C				      size_t length, uint8_t *dst,
C				      const uint8_t *src);
PROLOGUE(_nettle_cfb_aes_encrypt_aesni)
	AESNI_CHECK_LENGTH(4, _nettle_cfb_aes_encrypt_c)
	W64_ENTRY(6, 16)
	mov	LENGTH, %rax
	test	LENGTH, LENGTH
	jz	.Lcfb_done
	cmp	IMM(10), ROUNDS
	je	.Lcfb_10
	cmp	IMM(12), ROUNDS
	je	.Lcfb_12
	cmp	IMM(14), ROUNDS
	je	.Lcfb_14
	xor	%eax, %eax
	jmp	.Lcfb_done
.Lcfb_10:
	AESNI_CFB(10)
	jmp	.Lcfb_done
.Lcfb_12:
	AESNI_CFB(12)
	jmp	.Lcfb_done
.Lcfb_14:
	AESNI_CFB(14)
.Lcfb_done:
	W64_EXIT(6, 16)
	ret
EPILOGUE(_nettle_cfb_aes_encrypt_aesni)
