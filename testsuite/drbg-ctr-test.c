/* drbg-ctr-test.c

   CTR_DRBG with AES-256 and no derivation function (SP 800-90A
   10.2.1): the generator NIST's post-quantum KAT programs use
   (rng.c of the PQC submissions, e.g. sntrup761's kat_kem.c) is
   exactly this DRBG, instantiated with seed material 00 01 .. 2f;
   its first two 48-byte outputs are the "seed" values of the KAT
   .req files. Also: output does not depend on how it is split, only
   whole-call boundaries matter (each call ends with an update), and
   generation of 0 bytes still updates the state.
*/

#include "testutils.h"

#include "drbg-ctr.h"

void
test_main(void)
{
  struct drbg_ctr_aes256_ctx a, b;
  uint8_t seed[DRBG_CTR_AES256_SEED_SIZE], out[48], out2[100];
  const struct tstring *want1
    = SHEX("061550234D158C5EC95595FE04EF7A25767F2E24CC2BC479"
	   "D09D86DC9ABCFDE7056A8C266F9EF97ED08541DBD2E1FFA1");
  const struct tstring *want2
    = SHEX("D81C4D8D734FCBFBEADE3D3F8A039FAA2A2C9957E835AD55"
	   "B22E75BF57BB556AC81ADDE6AEEB4A5A875C3BFCADFA958F");
  unsigned i;

  ASSERT(DRBG_CTR_AES256_SEED_SIZE == 48);
  ASSERT(sizeof(struct drbg_ctr_aes256_ctx) == 256);
  for (i = 0; i < sizeof(seed); i++)
    seed[i] = (uint8_t) i;
  drbg_ctr_aes256_init(&a, seed);
  drbg_ctr_aes256_random(&a, 48, out);
  check_bytes("PQC KAT DRBG output 1", out, want1->data, 48);
  drbg_ctr_aes256_random(&a, 48, out);
  check_bytes("PQC KAT DRBG output 2", out, want2->data, 48);
  test_ok("NIST PQC KAT generator: first two 48-byte outputs");

  /* A prefix of a long request equals a short request; the state after
     each differs (one update per call), so two instances agree only
     call for call. */
  drbg_ctr_aes256_init(&a, seed);
  drbg_ctr_aes256_init(&b, seed);
  drbg_ctr_aes256_random(&a, 100, out2);
  drbg_ctr_aes256_random(&b, 17, out);
  check_bytes("DRBG prefix", out, out2, 17);
  drbg_ctr_aes256_init(&a, seed);
  drbg_ctr_aes256_random(&a, 0, out);
  drbg_ctr_aes256_random(&a, 48, out);
  ASSERT(memcmp(out, want1->data, 48) != 0);
  test_ok("DRBG: outputs are prefixes of longer requests; a 0-byte request "
	  "still updates the state");
}
