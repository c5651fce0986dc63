C x86_64/avx2/sets.m4 -- register sets of the ymm ARX ciphers.
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Included by x86_64/avx2/chacha-blocks.asm and salsa20-blocks.asm,
C which hold two blocks in a set of four ymm registers (one block a
C 128-bit lane) and run up to three sets interleaved: set s (0-2) is
C %ymm(4s) .. %ymm(4s+3), its vectors A, B, C, D (ChaCha's rows,
C Salsa20's diagonals). %ymm12 .. %ymm15 are the includer's.

define(`AR', `%ymm`'eval(4 * ($1))')
define(`BR', `%ymm`'eval(4 * ($1) + 1)')
define(`CR', `%ymm`'eval(4 * ($1) + 2)')
define(`DR', `%ymm`'eval(4 * ($1) + 3)')

C EACH(n, body): body for sets SI = 0 .. n-1, one a line.
define(`EACH', `forloop(`SI', 0, eval(($1) - 1), `$2
	')')
