dnl asm.m4 -- fastnettle's m4 layer over the GNU assembler.
dnl
dnl Every .asm file is run through m4 as
dnl   m4 asm.m4 config.m4 machine.m4 FILE.asm
dnl with GNU m4's default quotes (` and '). config.m4 is written by
dnl configure (platform facts), machine.m4 comes from the architecture
dnl folder (register helpers).
dnl
dnl Copyright (C) 2026 the fastnettle authors.
dnl Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
dnl
dnl m4 comments are off: `#' belongs to the assembler. A line that
dnl starts with the word C is a comment (C swallows the rest of it).
changecom()dnl
define(`C', `dnl')dnl
dnl
dnl Symbol names. C_NAME exists so that a platform with a symbol prefix
dnl (none on ELF) has one place to add it.
define(`C_NAME', `$1')dnl
dnl
dnl PROLOGUE(name): start a global function in .text, aligned, with its
dnl ELF type and, when the C code is built for CET, an endbr.
dnl configure reads the name from this line (HAVE_NATIVE_name).
define(`PROLOGUE',
`.text
	.globl C_NAME($1)
	.type C_NAME($1),@function
	.p2align 4
C_NAME($1):
	ASM_ENDBR')dnl
dnl
dnl EPILOGUE(name): the ELF size of the function.
define(`EPILOGUE',
`	.size C_NAME($1), . - C_NAME($1)')dnl
dnl
dnl ALIGN(bytes): bytes is a power of two.
define(`ALIGN', `.p2align m4_log2($1)')dnl
define(`m4_log2', `ifelse(eval($1 <= 1), 1, 0, `eval(1 + m4_log2(eval($1 / 2)))')')dnl
dnl
dnl RODATA: switch to the read-only data section.
define(`RODATA', `ASM_RODATA')dnl
dnl
dnl forloop(var, from, to, body): body once for each var = from..to,
dnl inclusive, counting up. Used for interleaved (multi-block) code.
define(`forloop',
`ifelse(eval(($2) <= ($3)), 1,
`pushdef(`$1', eval($2))$4`'popdef(`$1')$0(`$1', eval(($2) + 1), `$3', `$4')')')dnl
dnl
dnl m4_assert_numargs(expected, $#): inside a macro body, stop with an
dnl error when the macro was called with another number of arguments.
define(`m4_assert_numargs',
`ifelse(eval($2 == $1), 1, , `errprint(`wrong number of arguments to macro: expected $1, got $2
')m4exit(1)')')dnl
dnl
dnl Layout of struct aes_table (aes-internal.h): a 256-byte S-box, then
dnl four tables of 256 32-bit words.
define(`AES_SBOX', `0')dnl
define(`AES_TABLE0', `256')dnl
define(`AES_TABLE1', `1280')dnl
define(`AES_TABLE2', `2304')dnl
define(`AES_TABLE3', `3328')dnl
define(`AES_TABLE_SIZE', `4352')dnl
dnl
dnl Round counts, as aes.h.
define(`AES128_ROUNDS', `10')dnl
define(`AES192_ROUNDS', `12')dnl
define(`AES256_ROUNDS', `14')dnl
