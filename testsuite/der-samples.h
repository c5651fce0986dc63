/* der-samples.h

   DER encodings of a DSA and an RSA key made by OpenSSL, for der-test
   and formats-compat-test.

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

#ifndef DER_SAMPLES_H_INCLUDED
#define DER_SAMPLES_H_INCLUDED

/* Generated with OpenSSL 3.0:
     openssl genpkey -genparam -algorithm DSA \
       -pkeyopt dsa_paramgen_bits:1024 -pkeyopt dsa_paramgen_q_bits:160
     openssl genpkey -paramfile ...; openssl dsa -outform DER [-pubout]
   and read back with openssl asn1parse, which gives the values below. */

/* The "traditional" private key: SEQUENCE { 0, p, q, g, y, x }. */
static const char der_dsa_private[] =
  "308201ba020100028181009d12a4daa37af83b6e4bb144e505728ea36d550e5e"
  "06f6f757bfec9a634b100855d40c627de1b67fc30a705267322aa137671ff874"
  "cebdbd9b008353daa7aa0b62eeacdbc97698a8fd3d584ce3284100bd13d12c2b"
  "b4cca96eed243247b9415cc6d7e875cea4654ad594500ab9e208ca054d36beff"
  "8c80efc6dfcbc8ff40e6250215008394ffd6c5e2fa4893f2d09da1518f048498"
  "51d502818071d928c7b7500cb20edc28c8fb6f4fba287261287bdeaf1b3f60d1"
  "b00463a03495355717d58fd5a75ccb2855cea7362d1f0931c3639aa7745ec40a"
  "1efd35e312a171dc4f49499727e15ca32fec7cec929c3fd6585014ff5f7b635f"
  "01897cb67046dd5dc6efca9ef8260e60e314a106f5387a5d52f8a5692dcbceae"
  "f52ec71c3c02818064573bf036f7e0686bb9370c736b0f101d8814ce49149971"
  "8ff588b271aff68b2c79f11fab24f2c2a15df09f88137bd88d92130461c9ea43"
  "386454d0ad55d0190ccd0432f18bdd2a295a214463ecf760e31bbc3c1a4d8811"
  "3726e000d52fe16429443d55dfb66ad72505a98407d8fd3ce7527a287579bcfb"
  "e9a409dbb8f92f2d02143a68fe8f4d8d72603b756260a9073f68df5c0f92"  ;

/* SubjectPublicKeyInfo: SEQUENCE { SEQUENCE { dsaEncryption,
   Dss-Parms }, BIT STRING { INTEGER y } }. */
static const char der_dsa_public[] =
  "308201b63082012b06072a8648ce3804013082011e028181009d12a4daa37af8"
  "3b6e4bb144e505728ea36d550e5e06f6f757bfec9a634b100855d40c627de1b6"
  "7fc30a705267322aa137671ff874cebdbd9b008353daa7aa0b62eeacdbc97698"
  "a8fd3d584ce3284100bd13d12c2bb4cca96eed243247b9415cc6d7e875cea465"
  "4ad594500ab9e208ca054d36beff8c80efc6dfcbc8ff40e6250215008394ffd6"
  "c5e2fa4893f2d09da1518f04849851d502818071d928c7b7500cb20edc28c8fb"
  "6f4fba287261287bdeaf1b3f60d1b00463a03495355717d58fd5a75ccb2855ce"
  "a7362d1f0931c3639aa7745ec40a1efd35e312a171dc4f49499727e15ca32fec"
  "7cec929c3fd6585014ff5f7b635f01897cb67046dd5dc6efca9ef8260e60e314"
  "a106f5387a5d52f8a5692dcbceaef52ec71c3c0381840002818064573bf036f7"
  "e0686bb9370c736b0f101d8814ce491499718ff588b271aff68b2c79f11fab24"
  "f2c2a15df09f88137bd88d92130461c9ea43386454d0ad55d0190ccd0432f18b"
  "dd2a295a214463ecf760e31bbc3c1a4d88113726e000d52fe16429443d55dfb6"
  "6ad72505a98407d8fd3ce7527a287579bcfbe9a409dbb8f92f2d"  ;

/* The values, as openssl asn1parse prints them. */
static const char der_dsa_p[] =
  "9D12A4DAA37AF83B6E4BB144E505728EA36D550E5E06F6F757BFEC9A634B1008"
  "55D40C627DE1B67FC30A705267322AA137671FF874CEBDBD9B008353DAA7AA0B"
  "62EEACDBC97698A8FD3D584CE3284100BD13D12C2BB4CCA96EED243247B9415C"
  "C6D7E875CEA4654AD594500AB9E208CA054D36BEFF8C80EFC6DFCBC8FF40E625";
static const char der_dsa_q[] = "8394FFD6C5E2FA4893F2D09DA1518F04849851D5";
static const char der_dsa_g[] =
  "71D928C7B7500CB20EDC28C8FB6F4FBA287261287BDEAF1B3F60D1B00463A034"
  "95355717D58FD5A75CCB2855CEA7362D1F0931C3639AA7745EC40A1EFD35E312"
  "A171DC4F49499727E15CA32FEC7CEC929C3FD6585014FF5F7B635F01897CB670"
  "46DD5DC6EFCA9EF8260E60E314A106F5387A5D52F8A5692DCBCEAEF52EC71C3C";
static const char der_dsa_y[] =
  "64573BF036F7E0686BB9370C736B0F101D8814CE491499718FF588B271AFF68B"
  "2C79F11FAB24F2C2A15DF09F88137BD88D92130461C9EA43386454D0AD55D019"
  "0CCD0432F18BDD2A295A214463ECF760E31BBC3C1A4D88113726E000D52FE164"
  "29443D55DFB66AD72505A98407D8FD3CE7527A287579BCFBE9A409DBB8F92F2D";
static const char der_dsa_x[] = "3A68FE8F4D8D72603B756260A9073F68DF5C0F92";

/* An RSA key made by OpenSSL 3.0 (openssl genpkey -algorithm RSA
   -pkeyopt rsa_keygen_bits:1024; openssl rsa -traditional -outform DER,
   and -RSAPublicKey_out): RSAPrivateKey and RSAPublicKey (RFC 8017,
   A.1). openssl asn1parse shows n = AB1199D1...,  e = 010001, and the
   first octets of the other numbers as checked in der-test. */
static const char der_rsa_private[] =
  "3082025c02010002818100ab1199d10072bab8038a7d45e87ede630b21048980"
  "c93bf2e853e485a9ef4b059a25dd671e1a8e8ab062d78c8756fc6123dec6d70a"
  "b587c173b7674294a151a7005fee7a06d7573be719ae970b70340face9defe7e"
  "6000fb1d8ff127dc1b25cd299788adf3d53907b984e5d2771fb111c1e8ba05f7"
  "954c9abc81550995fe51050203010001028180217eb0bf5b771b582c59516dfe"
  "b7d8934bfa8b08e14e858e6a2f02efa8f6519a273482c54dffa52942a017d44c"
  "2b9bfee9271587c57105c3bb048e135b46bad5c5faadde969315db19b0534584"
  "cf338cda8765b93c488127baf48ca0c042493c51cd9ef95d7cd0ce347f3bcd70"
  "2a108238cbf2d4c848e2ad213ae5195c92dd81024100dfc4c45513c709e68155"
  "792f07aa222b7b6c7911751290d2df80cb79e3de9ae0d1a66640948a20d4e74e"
  "70df2693386159797ba893f5bd70f59b4a6ec42b0fa3024100c3b594e461cb1b"
  "414c0099332f6903ecd99fddeee958fb01609b71dcf458716a354511b079a9ee"
  "7b7e504e64b639772acbbe2c79938cd3abeef53ca27275873702406f9187e273"
  "6df5fdbbd6860970e4df0c97094a83edbf47fe1bf9f779daa78ec9313eaa14e0"
  "facdcbd9583ee6c430fb176ea92782b1e3008565affbb8a68e61c902404859c4"
  "a57991c08daf2f3973b6bf37f843abda3c0c801cab31afc5b44d90b4bcf2dc89"
  "e197d8be9560e907522c1baa7663c3f6652bab1045ab9d75c108577299024100"
  "c7bc197bea9d205cffc328c2cbd0285ccc4899a07bffadb5ed03a99853dc03ae"
  "6b3c242f0f9f52a6c0fbdc35bdca7c76e157c030420b67069a7fff2086f8a5ea"
  ;

static const char der_rsa_public[] =
  "30818902818100ab1199d10072bab8038a7d45e87ede630b21048980c93bf2e8"
  "53e485a9ef4b059a25dd671e1a8e8ab062d78c8756fc6123dec6d70ab587c173"
  "b7674294a151a7005fee7a06d7573be719ae970b70340face9defe7e6000fb1d"
  "8ff127dc1b25cd299788adf3d53907b984e5d2771fb111c1e8ba05f7954c9abc"
  "81550995fe51050203010001"
  ;

#endif /* DER_SAMPLES_H_INCLUDED */
