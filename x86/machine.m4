C x86/machine.m4 -- helpers for 32-bit x86 (cdecl: arguments on the stack).
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C OFFSET(i): byte offset of the i:th 32-bit word.
define(`OFFSET', `eval(4*$1)')

C LREG(reg), HREG(reg): low and high byte of eax, ebx, ecx, edx.
define(`LREG', `ifelse($1, %eax, %al, $1, %ebx, %bl, $1, %ecx, %cl, $1, %edx, %dl,
`errprint(`LREG: bad register $1
')m4exit(1)')')
define(`HREG', `ifelse($1, %eax, %ah, $1, %ebx, %bh, $1, %ecx, %ch, $1, %edx, %dh,
`errprint(`HREG: bad register $1
')m4exit(1)')')
