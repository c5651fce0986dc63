#! /bin/sh
# abi-gen.sh TSV TOP_SRCDIR [hogweed]: write C source (to stdout) that
# checks the layouts, constants and descriptors of abi-structs.tsv against
# our headers. Only headers that exist in the tree are checked: a family
# that has not landed yet is reported, not failed. A struct with a
# field of a struct type from such a header (gcm_camellia128_ctx before
# camellia.h) waits for it too. The TSV is read twice: the first pass
# only learns which header declares each struct and which struct
# fields each struct has. With a third argument "hogweed", libhogweed's
# headers (those declaring its symbols in symbols-3.10.2.tsv next to
# TSV; they include gmp.h) are left out, for builds without libhogweed.
tsv=$1
top=$2
skip=""
if [ "$3" = hogweed ]; then
  skip=`awk -F'\t' '$1 ~ /^libhogweed/ && $6 ~ /\.h$/ { print $6 }' "\`dirname "$tsv"\`/symbols-3.10.2.tsv" | sort -u | tr '\n' ' '`
fi
awk -F'\t' -v top="$top" -v skip=" $skip" '
function have(h,   f) {
  if (h in present) return present[h]
  if (index(skip, " " h " ")) { present[h] = 0; return 0 }
  f = top "/" h
  present[h] = (system("test -f \"" f "\"") == 0 || h == "version.h")
  if (present[h]) headers[h] = 1
  return present[h]
}
function q(s) { gsub(/"/, "\\\"", s); return "\"" s "\"" }
FNR == NR {
  if ($1 == "struct" || $1 == "union") decl[$2] = $4
  if ($1 == "field" && $5 ~ /^(struct|union) [A-Za-z0-9_]+$/) {
    ft = $5; sub(/^(struct|union) /, "", ft); deps[$2] = deps[$2] " " ft
  }
  next
}
FNR == 1 { next }
$1 == "struct" || $1 == "union" || $1 == "macro-struct" {
  if (!have($4)) { missing[$4] = 1; next }
  nd = split(deps[$2], dl, " "); skip = 0
  for (di = 1; di <= nd; di++)
    if ((dl[di] in decl) && !have(decl[dl[di]])) { missing[decl[dl[di]]] = 1; skip = 1 }
  if (skip) next
  if ($1 == "macro-struct") {
    m = $14; sub(/.*macro /, "", m)
    probes = probes "struct " $2 " " m ";\n"
    t = "struct " $2
  } else
    t = $1 " " $2
  type[$2] = t
  checks = checks "  { " q("sizeof(" t ")") ", sizeof(" t "), " $6 ", " $9 " },\n"
  checks = checks "  { " q("alignof(" t ")") ", _Alignof(" t "), " $7 ", " $10 " },\n"
  next
}
$1 == "field" {
  if (!($2 in type)) next
  t = type[$2]
  checks = checks "  { " q("offsetof(" t ", " $3 ")") ", offsetof(" t ", " $3 "), " $8 ", " $11 " },\n"
  checks = checks "  { " q("sizeof(" t "." $3 ")") ", sizeof(((" t " *) 0)->" $3 "), " $6 ", " $9 " },\n"
  next
}
$1 == "const" {
  if (!have($4)) next
  v = $12
  if (v ~ /^0[xX]/) v = v "ULL"
  consts = consts "#ifdef " $2 "\n  { " q($2) ", (unsigned long long) (" $2 "), (unsigned long long) (" v "), 1 },\n#else\n  { " q($2) ", 0, 0, 0 },\n#endif\n"
  next
}
$1 == "meta-object" {
  if (!have($4)) next
  metas = metas "extern const " $5 " abi_obj_" $2 " __asm__(\"" $2 "\") __attribute__((weak));\n"
  mtype[$2] = $5
  next
}
$1 == "meta-field" {
  if (!($2 in mtype)) next
  v = $12
  if ($3 == "name")
    mchecks = mchecks "  if (&abi_obj_" $2 ") check_meta_str(" q($2) ", abi_obj_" $2 ".name, " q(v) ");\n"
  else if (v ~ /^[0-9]+$/) {
    if ($3 ~ /context_size$/)
      mchecks = mchecks "  if (&abi_obj_" $2 " && sizeof(void *) == 8) check_meta_num(" q($2 "." $3) ", abi_obj_" $2 "." $3 ", " v ");\n"
    else
      mchecks = mchecks "  if (&abi_obj_" $2 ") check_meta_num(" q($2 "." $3) ", abi_obj_" $2 "." $3 ", " v ");\n"
  }
  else if (v ~ /^nettle_/) {
    if (!(v in fdecl)) { fdecl[v] = 1; fdecls = fdecls "extern void abi_fn_" v "(void) __asm__(\"" v "\") __attribute__((weak));\n" }
    mchecks = mchecks "  if (&abi_obj_" $2 ") check_meta_ptr(" q($2 "." $3) ", (void (*)(void)) abi_obj_" $2 "." $3 ", abi_fn_" v ", " q(v) ");\n"
  }
  next
}
END {
  for (h in headers) print "#include \"" h "\""
  print "#include <stddef.h>"
  print "#include \"abi-check.h\""
  printf "%s", probes
  printf "%s", metas
  printf "%s", fdecls
  print "const struct abi_layout abi_layouts[] = {"
  printf "%s", checks
  print "  { NULL, 0, 0, 0 }\n};"
  print "const struct abi_const abi_consts[] = {"
  printf "%s", consts
  print "  { NULL, 0, 0, 0 }\n};"
  print "void abi_check_metas(void) {"
  printf "%s", mchecks
  print "}"
  n = 0; for (h in missing) { list = list " " h; n++ }
  print "const char abi_missing_headers[] = \"" list "\";"
}' "$tsv" "$tsv"
