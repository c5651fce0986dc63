/* tools/streebog-tables.c

   Generator for the LPS table of streebog.c (GOST R 34.11-2012): the
   byte substitution Pi, the byte transposition and the linear map L
   folded into eight tables of 256 64-bit words,

     T[k][v] = L(Pi[v] << 8k),  L(b) = xor of A[63 - i] over the bits i of b,

   with Pi and A the data of RFC 6986 sections 6.2 and 6.4. Prints the
   initialiser that streebog.c carries.

   Usage: streebog-tables

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

#include <stdio.h>
#include <stdint.h>

/* RFC 6986 section 6.2. */
static const unsigned char pi[256] = {
  252, 238, 221,  17, 207, 110,  49,  22, 251, 196, 250, 218,
   35, 197,   4,  77, 233, 119, 240, 219, 147,  46, 153, 186,
   23,  54, 241, 187,  20, 205,  95, 193, 249,  24, 101,  90,
  226,  92, 239,  33, 129,  28,  60,  66, 139,   1, 142,  79,
    5, 132,   2, 174, 227, 106, 143, 160,   6,  11, 237, 152,
  127, 212, 211,  31, 235,  52,  44,  81, 234, 200,  72, 171,
  242,  42, 104, 162, 253,  58, 206, 204, 181, 112,  14,  86,
    8,  12, 118,  18, 191, 114,  19,  71, 156, 183,  93, 135,
   21, 161, 150,  41,  16, 123, 154, 199, 243, 145, 120, 111,
  157, 158, 178, 177,  50, 117,  25,  61, 255,  53, 138, 126,
  109,  84, 198, 128, 195, 189,  13,  87, 223, 245,  36, 169,
   62, 168,  67, 201, 215, 121, 214, 246, 124,  34, 185,   3,
  224,  15, 236, 222, 122, 148, 176, 188, 220, 232,  40,  80,
   78,  51,  10,  74, 167, 151,  96, 115,  30,   0,  98,  68,
   26, 184,  56, 130, 100, 159,  38,  65, 173,  69,  70, 146,
   39,  94,  85,  47, 140, 163, 165, 125, 105, 213, 149,  59,
    7,  88, 179,  64, 134, 172,  29, 247,  48,  55, 107, 228,
  136, 217, 231, 137, 225,  27, 131,  73,  76,  63, 248, 254,
  141,  83, 170, 144, 202, 216, 133,  97,  32, 113, 103, 164,
   45,  43,   9,  91, 203, 155,  37, 208, 190, 229, 108,  82,
   89, 166, 116, 210, 230, 244, 180, 192, 209, 102, 175, 194,
   57,  75,  99, 182
};

/* RFC 6986 section 6.4: the rows of the matrix of L. */
static const uint64_t a[64] = {
  0x8e20faa72ba0b470ULL, 0x47107ddd9b505a38ULL, 0xad08b0e0c3282d1cULL,
  0xd8045870ef14980eULL, 0x6c022c38f90a4c07ULL, 0x3601161cf205268dULL,
  0x1b8e0b0e798c13c8ULL, 0x83478b07b2468764ULL, 0xa011d380818e8f40ULL,
  0x5086e740ce47c920ULL, 0x2843fd2067adea10ULL, 0x14aff010bdd87508ULL,
  0x0ad97808d06cb404ULL, 0x05e23c0468365a02ULL, 0x8c711e02341b2d01ULL,
  0x46b60f011a83988eULL, 0x90dab52a387ae76fULL, 0x486dd4151c3dfdb9ULL,
  0x24b86a840e90f0d2ULL, 0x125c354207487869ULL, 0x092e94218d243cbaULL,
  0x8a174a9ec8121e5dULL, 0x4585254f64090fa0ULL, 0xaccc9ca9328a8950ULL,
  0x9d4df05d5f661451ULL, 0xc0a878a0a1330aa6ULL, 0x60543c50de970553ULL,
  0x302a1e286fc58ca7ULL, 0x18150f14b9ec46ddULL, 0x0c84890ad27623e0ULL,
  0x0642ca05693b9f70ULL, 0x0321658cba93c138ULL, 0x86275df09ce8aaa8ULL,
  0x439da0784e745554ULL, 0xafc0503c273aa42aULL, 0xd960281e9d1d5215ULL,
  0xe230140fc0802984ULL, 0x71180a8960409a42ULL, 0xb60c05ca30204d21ULL,
  0x5b068c651810a89eULL, 0x456c34887a3805b9ULL, 0xac361a443d1c8cd2ULL,
  0x561b0d22900e4669ULL, 0x2b838811480723baULL, 0x9bcf4486248d9f5dULL,
  0xc3e9224312c8c1a0ULL, 0xeffa11af0964ee50ULL, 0xf97d86d98a327728ULL,
  0xe4fa2054a80b329cULL, 0x727d102a548b194eULL, 0x39b008152acb8227ULL,
  0x9258048415eb419dULL, 0x492c024284fbaec0ULL, 0xaa16012142f35760ULL,
  0x550b8e9e21f7a530ULL, 0xa48b474f9ef5dc18ULL, 0x70a6a56e2440598eULL,
  0x3853dc371220a247ULL, 0x1ca76e95091051adULL, 0x0edd37c48a08a6d8ULL,
  0x07e095624504536cULL, 0x8d70c431ac02a736ULL, 0xc83862965601dd1bULL,
  0x641c314b2b8ee083ULL
};

static uint64_t
linear(uint64_t b)
{
  uint64_t out = 0;
  unsigned i;
  for (i = 0; i < 64; i++)
    if ((b >> i) & 1)
      out ^= a[63 - i];
  return out;
}

int
main(void)
{
  unsigned k, v;
  printf("static const uint64_t streebog_table[8][256] = {\n");
  for (k = 0; k < 8; k++)
    {
      printf("  { /* T%u */", k);
      for (v = 0; v < 256; v++)
	printf("%s0x%016llxULL,", v % 4 ? " " : "\n    ",
	       (unsigned long long) linear((uint64_t) pi[v] << (8 * k)));
      printf("\n  },\n");
    }
  printf("};\n");
  return 0;
}
