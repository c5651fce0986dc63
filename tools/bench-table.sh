#! /bin/sh
# tools/bench-table.sh: the README's benchmark table. Runs
# examples/nettle-benchmark N times (default 3) with the given
# arguments in CSV and prints, per row, the best of the runs for each
# implementation as a Markdown table: fastnettle's best backend (and
# which one), its C path, Nettle 3.8.1, OpenSSL, libgcrypt and the
# speed-up against Nettle 3.8.1. The machine is shared and noisy; the
# best of several runs is the figure the README quotes.
#
# Copyright (C) 2026 the fastnettle authors
#
# This file is part of fastnettle.
#
# fastnettle is free software: you can redistribute it and/or modify it
# under the terms of either the GNU Lesser General Public License as
# published by the Free Software Foundation; either version 3 of the
# License, or (at your option) any later version, or the GNU General
# Public License as published by the Free Software Foundation; either
# version 2 of the License, or (at your option) any later version, or
# both in parallel, as here.
#
# Usage (from the build directory's examples/):
#   tools/bench-table.sh [-n N] [nettle-benchmark arguments...]

runs=3
if [ "$1" = -n ]; then runs=$2; shift 2; fi
prog=${NETTLE_BENCHMARK:-./nettle-benchmark}
tmp=`mktemp`
trap 'rm -f "$tmp"' EXIT
i=0
while [ $i -lt $runs ]; do
  "$prog" --csv "$@" 2>/dev/null | sed 1d >> "$tmp" || exit 1
  i=`expr $i + 1`
done

awk -F, '
  function cell(k, impl) { return (k SUBSEP impl) in best ? sprintf("%.2f", best[k, impl]) : "-" }
  {
    k = $1 SUBSEP $2 SUBSEP $3; impl = $4
    if (!(k in seen)) { seen[k] = 1; order[++n] = k }
    if (!((k, impl) in best) || $5 < best[k, impl]) best[k, impl] = $5
    if (impl ~ /^fastnettle-/ && impl != "fastnettle-c") {
      if (!(k in fbest) || $5 < fbest[k]) { fbest[k] = $5; fvia[k] = substr(impl, 12) }
    }
    if (impl ~ /^nettle-/) ref[k] = impl
    if (impl ~ /^openssl-/) ossl = impl
    if (impl ~ /^gcrypt-/) gcry = impl
  }
  END {
    printf "| algorithm | mode | bytes | fastnettle (best backend) | fastnettle C | Nettle 3.8.1 | OpenSSL | libgcrypt | Nettle 3.8.1 / fastnettle |\n"
    printf "|---|---|---:|---:|---:|---:|---:|---:|---:|\n"
    for (i = 1; i <= n; i++) {
      k = order[i]; split(k, f, SUBSEP)
      fb = (k in fbest) ? sprintf("%.2f (%s)", fbest[k], fvia[k]) : "-"
      r = (k in fbest) && (k in ref) ? sprintf("%.2fx", best[k, ref[k]] / fbest[k]) : "-"
      printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", f[1], f[2], f[3], fb,
        cell(k, "fastnettle-c"), (k in ref) ? cell(k, ref[k]) : "-",
        ossl ? cell(k, ossl) : "-", gcry ? cell(k, gcry) : "-", r
    }
  }' "$tmp"
