C x86/aes-encrypt-internal-x86.asm
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Purpose: table-driven AES encryption for 32-bit x86 CPUs
C without AES-NI, _nettle_aes_encrypt_x86, the `x86' variant of the
C block core _nettle_aes_encrypt (fat-table.h; NETTLE_FAT_OVERRIDE=x86
C selects it, an empty override the portable C, which is built next
C to it). Four 1 KiB tables and the S-box of struct aes_table
C (_nettle_aes_encrypt_table), one 32-bit look-up per state byte and round,
C the state in the four registers with byte halves; the round is
C described in x86/aes.m4. Two blocks at a time while there are two,
C their rounds alternating so that the two dependency chains overlap.
C Not a constant-time implementation (table look-ups indexed by secret
C bytes), like the portable C.
C
C CPU features: i386 integer instructions only.
C
C Contract (aes-internal.h): length a whole number of blocks (otherwise
C abort, like the C assert); keys the encryption schedule, 4-byte aligned; T
C the encryption table.
C Reads exactly [src, src + length), writes exactly [dst, dst + length);
C a block (or pair of blocks) is read completely before its output is
C written, so dst == src is allowed; no alignment needed of dst or src.
C Position-independent: the table comes in as an argument, so the only
C address computed is the GOT, on the abort path.
C
C Measured (TSC cycles/byte, AMD EPYC Zen 4, 2026-11-30, 4 KiB, out of
C place; x86/README has the whole table): AES-128 6.81, AES-256
C 9.41; the portable C built with gcc 12 -O2 -m32 -fPIC: 7.94, 10.91
C (1.16x). One block per call: 136 cycles, the C 140.

C Register map (cdecl; all four callee-saved registers are saved):
C %eax, %ebx, %ecx, %edx: the state words (which register holds which
C word alternates between rounds, see x86/aes.m4).
define(`TABLE', `%ebp')	C struct aes_table, whole call
define(`IDX', `%esi')		C byte index of a look-up; key and pointer scratch
define(`ACC', `%edi')		C accumulator of a new word
C Frame: the partial words of phase 1, the last round key's address, the
C parked states of the two-block path, and the arguments, which are
C updated in place (the callee owns them).
define(`SLOT', `eval(4 * $1)(%esp)')
define(`KLAST', `16(%esp)')	C keys + 16 * rounds
define(`SA', `eval(20 + 4 * $1)(%esp)')	C two-block path: block A between its rounds
define(`SB', `eval(36 + 4 * $1)(%esp)')	C block B
define(`F_SIZE', `52')
define(`ARG_ROUNDS', `72(%esp)')
define(`ARG_KEYS', `76(%esp)')
define(`ARG_TABLE', `80(%esp)')
define(`ARG_LENGTH', `84(%esp)')	C bytes left
define(`ARG_DST', `88(%esp)')	C next output block
define(`ARG_SRC', `92(%esp)')	C next input block

define(`IMM', `$$1')
include(SRCDIR`/x86/aes.m4')

C void _nettle_aes_encrypt_x86(unsigned rounds, const uint32_t *keys,
C			     const struct aes_table *T, size_t length,
C			     uint8_t *dst, const uint8_t *src);
PROLOGUE(_nettle_aes_encrypt_x86)
AES_CORE(enc)
EPILOGUE(_nettle_aes_encrypt_x86)

PC_THUNK(ebx)
