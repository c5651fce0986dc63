/* abi-check.h

   Types shared by abi-test.c and the tables abi-gen.sh generates from
   testsuite/abi/abi-structs.tsv.
*/

#ifndef NETTLE_ABI_CHECK_H_INCLUDED
#define NETTLE_ABI_CHECK_H_INCLUDED

struct abi_layout
{
  const char *what;
  unsigned long got;
  unsigned long want_lp64;
  unsigned long want_i386;
};

struct abi_const
{
  const char *name;
  unsigned long long got;
  unsigned long long want;
  int defined;
};

extern const struct abi_layout abi_layouts[];
extern const struct abi_const abi_consts[];
extern const char abi_missing_headers[];
void abi_check_metas (void);

void check_meta_str (const char *what, const char *got, const char *want);
void check_meta_num (const char *what, unsigned long got, unsigned long want);
void check_meta_ptr (const char *what, void (*got) (void),
		     void (*want) (void), const char *want_name);

#endif /* NETTLE_ABI_CHECK_H_INCLUDED */
