/* sexp-format.c

   Writing S-expressions in the canonical encoding, printf style.

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
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "sexp.h"
#include "buffer.h"
#include "bignum.h"

/* Appends (when BUFFER is not NULL) the decimal length prefix "n:";
   returns its length, or 0 on failure. */
static size_t
put_prefix (struct nettle_buffer *buffer, size_t n)
{
  char digits[3 * sizeof (size_t) + 1];
  size_t i = sizeof (digits);

  digits[--i] = ':';
  do
    {
      digits[--i] = '0' + n % 10;
      n /= 10;
    }
  while (n);
  if (buffer && !nettle_buffer_write (buffer, sizeof (digits) - i,
				      (const uint8_t *) digits + i))
    return 0;
  return sizeof (digits) - i;
}

/* An atom "n:data"; returns its length, 0 on failure. */
static size_t
put_atom (struct nettle_buffer *buffer, size_t length, const uint8_t *data)
{
  size_t prefix = put_prefix (buffer, length);
  if (!prefix || (buffer && !nettle_buffer_write (buffer, length, data)))
    return 0;
  return prefix + length;
}

/* Whatever the format does not name: white space, and the characters
   that end a literal token. */
static const char token_end[] = "()% \t\n\r";

size_t
sexp_vformat (struct nettle_buffer *buffer, const char *format, va_list args)
{
  unsigned nesting = 0;
  size_t done = 0;

  for (;;)
    {
      char c = *format++;
      switch (c)
	{
	case '\0':
	  assert (!nesting);
	  return done;

	case ' ': case '\t': case '\n': case '\r':
	  break;

	case '(':
	case ')':
	  if (c == '(')
	    nesting++;
	  else
	    {
	      assert (nesting);
	      nesting--;
	    }
	  if (buffer && !NETTLE_BUFFER_PUTC (buffer, c))
	    return 0;
	  done++;
	  break;

	default:
	  {
	    /* A literal token of the format, written as an atom. */
	    const char *start = format - 1;
	    size_t length = 1 + strcspn (format, token_end);
	    size_t n = put_atom (buffer, length, (const uint8_t *) start);
	    if (!n)
	      return 0;
	    done += n;
	    format = start + length;
	    break;
	  }

	case '%':
	  {
	    int nul = 0;
	    const char *s;
	    size_t length, n;

	    if (*format == '0')
	      {
		nul = 1;
		format++;
	      }
	    c = *format++;
	    switch (c)
	      {
	      case '(':
	      case ')':
		/* Unbalanced on purpose. */
		if (buffer && !NETTLE_BUFFER_PUTC (buffer, c))
		  return 0;
		done++;
		break;

	      case 's':
	      case 't':
	      case 'l':
		if (nul)
		  {
		    s = va_arg (args, const char *);
		    length = s ? strlen (s) : 0;
		  }
		else
		  {
		    length = va_arg (args, size_t);
		    s = va_arg (args, const char *);
		  }
		if (c == 's')
		  n = put_atom (buffer, length, (const uint8_t *) s);
		else if (c == 'l')
		  {
		    if (buffer && !nettle_buffer_write (buffer, length,
							(const uint8_t *) s))
		      return 0;
		    n = length;
		    /* An empty literal writes nothing and is no error. */
		    done += n;
		    break;
		  }
		else if (!s)
		  /* No display hint. */
		  break;
		else
		  {
		    if (buffer && !NETTLE_BUFFER_PUTC (buffer, '['))
		      return 0;
		    n = put_atom (buffer, length, (const uint8_t *) s);
		    if (!n || (buffer && !NETTLE_BUFFER_PUTC (buffer, ']')))
		      return 0;
		    n += 2;
		  }
		if (!n)
		  return 0;
		done += n;
		break;

	      case 'i':
		{
		  uint32_t x = va_arg (args, uint32_t);
		  uint8_t octets[5];
		  /* Minimal big-endian form with the top bit clear. */
		  length = 1;
		  while (length < 5 && (x >> (8 * length - 1)))
		    length++;
		  octets[0] = 0;
		  for (n = 0; n < length && n < 4; n++)
		    octets[4 - n] = (x >> (8 * n)) & 0xff;
		  n = put_atom (buffer, length, octets + 5 - length);
		  if (!n)
		    return 0;
		  done += n;
		  break;
		}

	      case 'b':
		{
		  const __mpz_struct *x = va_arg (args, const __mpz_struct *);
		  size_t prefix;
		  length = nettle_mpz_sizeinbase_256_s (x);
		  prefix = put_prefix (buffer, length);
		  if (!prefix)
		    return 0;
		  if (buffer)
		    {
		      uint8_t *space = nettle_buffer_space (buffer, length);
		      if (!space)
			return 0;
		      nettle_mpz_get_str_256 (length, space, x);
		    }
		  done += prefix + length;
		  break;
		}

	      default:
		/* Nettle aborts on an unknown directive too. */
		abort ();
	      }
	    break;
	  }
	}
    }
}

size_t
sexp_format (struct nettle_buffer *buffer, const char *format, ...)
{
  va_list args;
  size_t done;

  va_start (args, format);
  done = sexp_vformat (buffer, format, args);
  va_end (args);
  return done;
}
