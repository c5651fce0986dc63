#! /bin/sh
# abi-coverage.sh [BUILDDIR]: how much of Nettle 3.10.2's public
# interface the built libraries export, per module group, and how many
# of the names Debian's GnuTLS 3.7.9 and the other Debian consumers
# import. Prints a Markdown table; the README's numbers come from it.
# Reads testsuite/abi/symbols-3.10.2.tsv; a name counts as present when
# the library exports it at the same version node.
top=`cd "$(dirname "$0")/.." && pwd`
build=${1:-.}
tsv=$top/testsuite/abi/symbols-3.10.2.tsv
have=`mktemp`
trap 'rm -f "$have"' EXIT
for lib in libnettle.so.8 libhogweed.so.6; do
  [ -f "$build/$lib" ] || continue
  readelf --dyn-syms -W "$build/$lib" | awk -v lib=$lib '
    $7 != "UND" && $8 ~ /@/ {
      n = $8; v = n; sub(/@.*/, "", n); sub(/.*@/, "", v); print lib "\t" n "\t" v }'
done > "$have"
awk -F'\t' '
  NR == FNR { got[$1 SUBSEP $2 SUBSEP $3] = 1; next }
  FNR == 1 { next }
  $3 == "NETTLE_8" || $3 == "HOGWEED_6" {
    g = $11; k = $1 SUBSEP $2 SUBSEP $3; ok = (k in got)
    total[g]++; done[g] += ok; lib[g] = $1
    if ($13 == "yes") { gt++; gd += ok }
    if ($13 == "yes" || $16 != "") { dt++; dd += ok }
    if ($1 == "libnettle.so.8") { nt++; nd += ok } else { ht++; hd += ok }
  }
  END {
    print "| group | library | public names exported |"
    print "|---|---|---:|"
    # Groups are named "A AES+modes", ..., "H1 RSA", ...: sorted by
    # name, their prefixes give the order.
    n = 0
    for (g in total) key[++n] = g
    for (i = 2; i <= n; i++)
      for (j = i; j > 1 && key[j - 1] > key[j]; j--) { t = key[j]; key[j] = key[j - 1]; key[j - 1] = t }
    for (i = 1; i <= n; i++) {
      g = key[i]; name = g; sub(/^[^ ]* /, "", name)
      printf "| %s | %s | %d of %d |\n", name, lib[g], done[g], total[g]
    }
    printf "| **all** | libnettle.so.8 | %d of %d |\n", nd, nt
    printf "| **all** | libhogweed.so.6 | %d of %d |\n", hd, ht
    printf "\nDebian GnuTLS 3.7.9 imports %d of them: %d exported.\n", gt, gd
    printf "All Debian 12 consumers (GnuTLS, libarchive, libcurl-gnutls, librtmp, libunbound, wget) import %d: %d exported.\n", dt, dd
  }' "$have" "$tsv"
