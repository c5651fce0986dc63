/* yarrow-key-event.c

   A simple entropy estimator for keyboard events, for Yarrow.

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

#include <string.h>

#include "yarrow.h"

void
yarrow_key_event_init (struct yarrow_key_event_ctx *ctx)
{
  ctx->index = 0;
  memset (ctx->chars, 0, sizeof (ctx->chars));
  ctx->previous = 0;
}

unsigned
yarrow_key_event_estimate (struct yarrow_key_event_ctx *ctx,
			   unsigned key, unsigned time)
{
  unsigned bits = 0, i;

  /* A bit for the timing, when there was an earlier event and this one
     is at least 256 time units later. */
  if (ctx->previous && time > ctx->previous && time - ctx->previous >= 256)
    bits++;
  ctx->previous = time;

  if (!key)
    return bits;
  /* A key among the last YARROW_KEY_EVENT_BUFFER is worth nothing. */
  for (i = 0; i < YARROW_KEY_EVENT_BUFFER; i++)
    if (ctx->chars[i] == key)
      return bits;
  /* A new key is worth a bit once the buffer has filled up; it then
     replaces the oldest. */
  if (ctx->chars[ctx->index])
    bits++;
  ctx->chars[ctx->index] = key;
  ctx->index = (ctx->index + 1) % YARROW_KEY_EVENT_BUFFER;
  return bits;
}
