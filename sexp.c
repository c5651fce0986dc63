/* sexp.c

   The S-expression iterator over the canonical encoding. Every read
   is checked against the input length, and lists are skipped with a
   depth counter rather than recursion, so deep nesting costs no stack.

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

#include <assert.h>
#include <string.h>

#include "sexp.h"

/* A length prefix and its octets, "<decimal>:<data>", at *pos (no
   leading zeros, the data within the input). On success *pos is just
   past the data. */
static int
parse_string (const struct sexp_iterator *it, size_t *pos,
	      size_t *length, const uint8_t **data)
{
  size_t p = *pos;
  size_t n;
  size_t left;

  if (p >= it->length)
    return 0;
  if (it->buffer[p] == '0')
    {
      n = 0;
      p++;
    }
  else if (it->buffer[p] >= '1' && it->buffer[p] <= '9')
    {
      n = 0;
      do
	{
	  n = 10 * n + (it->buffer[p++] - '0');
	  /* No string can be longer than the input: this also keeps n
	     from overflowing. */
	  if (n > it->length - p)
	    return 0;
	}
      while (p < it->length && it->buffer[p] >= '0' && it->buffer[p] <= '9');
    }
  else
    return 0;

  if (p >= it->length || it->buffer[p] != ':')
    return 0;
  p++;
  left = it->length - p;
  if (n > left)
    return 0;
  *length = n;
  *data = it->buffer + p;
  *pos = p + n;
  return 1;
}

/* An atom at *pos, with or without a display hint. */
static int
parse_atom (const struct sexp_iterator *it, size_t *pos,
	    size_t *display_length, const uint8_t **display,
	    size_t *atom_length, const uint8_t **atom)
{
  if (*pos < it->length && it->buffer[*pos] == '[')
    {
      ++*pos;
      if (!parse_string (it, pos, display_length, display))
	return 0;
      if (*pos >= it->length || it->buffer[*pos] != ']')
	return 0;
      ++*pos;
    }
  else
    {
      *display_length = 0;
      *display = NULL;
    }
  return parse_string (it, pos, atom_length, atom);
}

/* Classifies the element at it->pos. */
static int
parse_element (struct sexp_iterator *it)
{
  it->start = it->pos;
  if (it->pos == it->length)
    {
      /* The input may end only at the outer level. */
      if (it->level)
	return 0;
      it->type = SEXP_END;
      return 1;
    }
  switch (it->buffer[it->pos])
    {
    case '(':
      it->type = SEXP_LIST;
      return 1;
    case ')':
      if (!it->level)
	return 0;
      it->type = SEXP_END;
      return 1;
    default:
      it->type = SEXP_ATOM;
      return parse_atom (it, &it->pos, &it->display_length, &it->display,
			 &it->atom_length, &it->atom);
    }
}

/* From the '(' at it->pos to just past its matching ')'. */
static int
skip_list (struct sexp_iterator *it)
{
  size_t depth = 0;
  size_t pos = it->pos;

  assert (pos < it->length && it->buffer[pos] == '(');
  do
    {
      size_t dl, al;
      const uint8_t *d, *a;
      if (pos >= it->length)
	return 0;
      switch (it->buffer[pos])
	{
	case '(':
	  depth++;
	  pos++;
	  break;
	case ')':
	  depth--;
	  pos++;
	  break;
	default:
	  if (!parse_atom (it, &pos, &dl, &d, &al, &a))
	    return 0;
	}
    }
  while (depth);
  it->pos = pos;
  return 1;
}

int
sexp_iterator_first (struct sexp_iterator *iterator,
		     size_t length, const uint8_t *input)
{
  iterator->length = length;
  iterator->buffer = input;
  iterator->pos = 0;
  iterator->level = 0;
  iterator->display_length = 0;
  iterator->display = NULL;
  iterator->atom_length = 0;
  iterator->atom = NULL;
  return parse_element (iterator);
}

int
sexp_iterator_next (struct sexp_iterator *iterator)
{
  switch (iterator->type)
    {
    case SEXP_END:
      return 1;
    case SEXP_LIST:
      return skip_list (iterator) && parse_element (iterator);
    case SEXP_ATOM:
      /* pos is already past the atom. */
      return parse_element (iterator);
    }
  return 0;
}

int
sexp_iterator_enter_list (struct sexp_iterator *iterator)
{
  if (iterator->type != SEXP_LIST)
    return 0;
  iterator->pos++;
  iterator->level++;
  return parse_element (iterator);
}

int
sexp_iterator_exit_list (struct sexp_iterator *iterator)
{
  if (!iterator->level)
    return 0;
  while (iterator->type != SEXP_END)
    if (!sexp_iterator_next (iterator))
      return 0;
  /* Inside a list, SEXP_END is always at a ')'. */
  iterator->pos++;
  iterator->level--;
  return parse_element (iterator);
}

const uint8_t *
sexp_iterator_subexpr (struct sexp_iterator *iterator,
		       size_t *length)
{
  size_t start = iterator->start;
  /* At the end of a list this is the empty expression, as in Nettle. */
  if (!sexp_iterator_next (iterator))
    return NULL;
  *length = iterator->start - start;
  return iterator->buffer + start;
}

int
sexp_iterator_get_uint32 (struct sexp_iterator *iterator,
			  uint32_t *x)
{
  size_t length;
  const uint8_t *p;
  uint32_t v;

  if (iterator->type != SEXP_ATOM || iterator->display
      || !iterator->atom_length || iterator->atom[0] >= 0x80)
    return 0;

  for (length = iterator->atom_length, p = iterator->atom;
       length && !*p; length--, p++)
    ;
  if (length > 4)
    return 0;
  for (v = 0; length; length--)
    v = (v << 8) | *p++;
  *x = v;
  return sexp_iterator_next (iterator);
}

/* The current element is the plain atom NAME. */
static int
atom_is (const struct sexp_iterator *iterator, const char *name)
{
  return iterator->type == SEXP_ATOM && !iterator->display
    && iterator->atom_length == strlen (name)
    && !memcmp (iterator->atom, name, iterator->atom_length);
}

int
sexp_iterator_check_type (struct sexp_iterator *iterator,
			  const char *type)
{
  return sexp_iterator_enter_list (iterator)
    && atom_is (iterator, type)
    && sexp_iterator_next (iterator);
}

const char *
sexp_iterator_check_types (struct sexp_iterator *iterator,
			   unsigned ntypes,
			   const char * const *types)
{
  unsigned i;
  if (!sexp_iterator_enter_list (iterator))
    return NULL;
  for (i = 0; i < ntypes; i++)
    if (atom_is (iterator, types[i]))
      return sexp_iterator_next (iterator) ? types[i] : NULL;
  return NULL;
}

/* Nettle allows at most this many keys (it asserts). */
#define SEXP_MAX_ASSOC 17

int
sexp_iterator_assoc (struct sexp_iterator *iterator,
		     unsigned nkeys,
		     const char * const *keys,
		     struct sexp_iterator *values)
{
  unsigned char found[SEXP_MAX_ASSOC];
  unsigned nfound = 0;
  unsigned i;

  assert (nkeys <= SEXP_MAX_ASSOC);
  memset (found, 0, sizeof (found));

  for (;;)
    switch (iterator->type)
      {
      case SEXP_END:
	return sexp_iterator_exit_list (iterator) && nfound == nkeys;

      case SEXP_ATOM:
	/* Atoms between the pairs are ignored. */
	if (!sexp_iterator_next (iterator))
	  return 0;
	break;

      case SEXP_LIST:
	if (!sexp_iterator_enter_list (iterator))
	  return 0;
	for (i = 0; i < nkeys; i++)
	  if (atom_is (iterator, keys[i]))
	    {
	      if (found[i])
		/* A key given twice. */
		return 0;
	      if (!sexp_iterator_next (iterator))
		return 0;
	      found[i] = 1;
	      nfound++;
	      values[i] = *iterator;
	      break;
	    }
	if (!sexp_iterator_exit_list (iterator))
	  return 0;
	break;

      default:
	return 0;
      }
}
