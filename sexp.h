/* sexp.h

   Reading and writing S-expressions (Rivest's draft): an iterator over
   the canonical encoding, the transport (base64) encoding, and
   printf-like formatting (Nettle 3.10.2 API).

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

#ifndef NETTLE_SEXP_H_INCLUDED
#define NETTLE_SEXP_H_INCLUDED

#include <stdarg.h>
#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

#define sexp_iterator_first nettle_sexp_iterator_first
#define sexp_transport_iterator_first nettle_sexp_transport_iterator_first
#define sexp_iterator_next nettle_sexp_iterator_next
#define sexp_iterator_enter_list nettle_sexp_iterator_enter_list
#define sexp_iterator_exit_list nettle_sexp_iterator_exit_list
#define sexp_iterator_subexpr nettle_sexp_iterator_subexpr
#define sexp_iterator_get_uint32 nettle_sexp_iterator_get_uint32
#define sexp_iterator_check_type nettle_sexp_iterator_check_type
#define sexp_iterator_check_types nettle_sexp_iterator_check_types
#define sexp_iterator_assoc nettle_sexp_iterator_assoc
#define sexp_format nettle_sexp_format
#define sexp_vformat nettle_sexp_vformat
#define sexp_transport_format nettle_sexp_transport_format
#define sexp_transport_vformat nettle_sexp_transport_vformat
/* A name Nettle still maps, though it defines no such object. */
#define sexp_token_chars nettle_sexp_token_chars

enum sexp_type
  { SEXP_ATOM, SEXP_LIST, SEXP_END };

/* Where an iteration is. The fields are public (as in Nettle), but
   only the iterator functions should change them. */
struct sexp_iterator
{
  size_t length;
  const uint8_t *buffer;

  /* Offset of the current element's first octet. */
  size_t start;
  /* For a list, the offset of its '('; for an atom, just past it; at
     the end of a list, the offset of the ')' (or of the end of the
     input at the outer level). */
  size_t pos;
  /* Lists entered and not yet left. */
  unsigned level;

  enum sexp_type type;

  /* For an atom: its display hint (NULL if none) and its contents,
     both pointing into the buffer. */
  size_t display_length;
  const uint8_t *display;

  size_t atom_length;
  const uint8_t *atom;
};

/* Every function returning int returns 1 on success and 0 on a
   syntax error or a mismatch; an iterator that failed should not be
   used further. Only the canonical encoding is accepted. */

/* Starts at the first element of INPUT (SEXP_END if it is empty). */
int
sexp_iterator_first (struct sexp_iterator *iterator,
		     size_t length, const uint8_t *input);

/* Decodes any leading transport-encoded ({base64}) parts of INPUT in
   place, then starts as sexp_iterator_first. */
int
sexp_transport_iterator_first (struct sexp_iterator *iterator,
			       size_t length, uint8_t *input);

/* Moves to the next element at the same level (over a whole list);
   at SEXP_END, stays there. */
int
sexp_iterator_next (struct sexp_iterator *iterator);

/* Into the current list, to its first element. */
int
sexp_iterator_enter_list (struct sexp_iterator *iterator);

/* Over the rest of the current list, to the element after it. */
int
sexp_iterator_exit_list (struct sexp_iterator *iterator);

/* The current element's encoding (LENGTH octets at the returned
   pointer), then moves past it; NULL on failure. */
const uint8_t *
sexp_iterator_subexpr (struct sexp_iterator *iterator,
		       size_t *length);

/* The current atom (no display hint, at most 32 bits after leading
   zero octets, top bit clear) as a number, then moves past it. */
int
sexp_iterator_get_uint32 (struct sexp_iterator *iterator,
			  uint32_t *x);

/* Enters a list whose first element is the atom TYPE, and moves past
   that atom. */
int
sexp_iterator_check_type (struct sexp_iterator *iterator,
			  const char *type);

/* As check_type for any of the TYPES; returns the one found, or
   NULL. */
const char *
sexp_iterator_check_types (struct sexp_iterator *iterator,
			   unsigned ntypes,
			   const char * const *types);

/* Reads the rest of the current list as (key value ...) sublists:
   values[i] is left at the value of keys[i]. Every key must occur,
   none twice; sublists with other keys and atoms are skipped. Exits
   the list. */
int
sexp_iterator_assoc (struct sexp_iterator *iterator,
		     unsigned nkeys,
		     const char * const *keys,
		     struct sexp_iterator *values);

struct nettle_buffer;

/* Output in the canonical encoding. In FORMAT, white space is
   ignored, "(" and ")" are written (and must balance), any other run
   of characters up to one of "()%" or white space is written as an
   atom, and these directives take arguments:

     %s   an atom: size_t length, const uint8_t *data
     %t   a display hint, same arguments; nothing if data is NULL
     %l   literal octets, copied as they are: size_t length, data
     %i   a uint32_t, as an atom of its minimal two's complement form
     %b   a const mpz_t, likewise
     %(   %)  a parenthesis, not counted for balance

   With a "0" flag (%0s, %0t, %0l) the argument is one NUL-terminated
   string instead of a length and data. BUFFER may be NULL, to get the
   length only. Returns the number of octets written, 0 on failure. */
size_t
sexp_format (struct nettle_buffer *buffer,
	     const char *format, ...);

size_t
sexp_vformat (struct nettle_buffer *buffer,
	      const char *format, va_list args);

/* The same output, base64 encoded within { and }. */
size_t
sexp_transport_format (struct nettle_buffer *buffer,
		       const char *format, ...);

size_t
sexp_transport_vformat (struct nettle_buffer *buffer,
			const char *format, va_list args);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_SEXP_H_INCLUDED */
