#! /bin/sh
# tools/install-check.sh: refuse (or warn about) a `make install' that
# would put an incomplete libnettle.so.8 where the dynamic loader finds
# it before the system's Nettle.
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
# Usage: install-check.sh IMPORTS LIBDIR DESTDIR FORCE LIB...
#   IMPORTS  tools/debian-imports.tsv (library, name, who imports it)
#   LIBDIR   the libdir of the install
#   DESTDIR  the staging directory, empty for a real install
#   FORCE    "yes" to install into the loader's path anyway
#   LIB      the shared libraries this install puts there
#            (libnettle.so.8, and libhogweed.so.6 once it is built)
#
# Why: the loader searches /usr/local/lib (and whatever ld.so.conf lists)
# before /lib/x86_64-linux-gnu. A libnettle.so.8 there that lacks a name
# the system's libhogweed.so.6 or GnuTLS imports makes every program that
# loads GnuTLS (curl, wget, apt's https method, cmake, gdb) fail to start
# with "undefined symbol: nettle_...".
#
# What it does: when LIBDIR is one of the loader's directories, list the
# imported names (of IMPORTS, for each library being installed, plus the
# names a libhogweed being installed imports itself) that the libraries
# do not export. Nothing missing, or LIBDIR not on the loader's path:
# silent, exit 0. Something missing: a loud warning on stderr; exit 1
# unless this is a staging install (DESTDIR set) or FORCE is yes.

set -e
imports=$1; libdir=$2; destdir=$3; force=$4
shift 4

# The loader's directories: what ldconfig scans (ld.so.conf and its
# includes), its built-in /lib and /usr/lib, and the usual multiarch and
# lib64 directories, all with symlinks resolved (/lib -> usr/lib).
loader_dirs () {
  for l in ldconfig /sbin/ldconfig /usr/sbin/ldconfig; do
    if command -v $l >/dev/null 2>&1; then
      $l -v -N -X 2>/dev/null | sed -n 's/^\(\/[^:]*\):.*/\1/p'
      break
    fi
  done
  triplet=`${CC:-cc} -print-multiarch 2>/dev/null || true`
  for d in /lib /usr/lib /lib64 /usr/lib64 /usr/local/lib \
           ${triplet:+/lib/$triplet /usr/lib/$triplet /usr/local/lib/$triplet}; do
    echo $d
  done
}

canon () { readlink -m "$1" 2>/dev/null || echo "$1"; }

target=`canon "$libdir"`
on_path=no
for d in `loader_dirs`; do
  if [ "`canon $d`" = "$target" ]; then on_path=yes; break; fi
done
[ $on_path = yes ] || exit 0

# Names exported (defined, any version node) by the libraries installed.
exported=`mktemp`; wanted=`mktemp`
trap 'rm -f "$exported" "$wanted"' 0
for lib in "$@"; do
  nm -D --defined-only "$lib" | awk '{ sub(/@.*/, "", $3); print $3 }'
done | sort -u > "$exported"

# Names wanted: the imports of every library we install, and those that
# our own libhogweed (if installed) needs from libnettle.
for lib in "$@"; do
  base=`basename "$lib"`
  awk -F'\t' -v lib="$base" '!/^#/ && $1 == lib { print $2 "\t" $3 }' "$imports"
  case $base in
    libhogweed.so.*)
      nm -D --undefined-only "$lib" |
        awk '$2 ~ /^_?nettle_/ { sub(/@.*/, "", $2); print $2 "\tfastnettle libhogweed" }' ;;
  esac
done | sort -u -k1,1 > "$wanted"

missing=`awk -F'\t' 'NR == FNR { have[$1] = 1; next }
                     !($1 in have) { print "  " $1 "  (" $2 ")" }' "$exported" "$wanted"`
[ -n "$missing" ] || exit 0

count=`echo "$missing" | wc -l`
cat >&2 <<EOF

**********************************************************************
*** WARNING: installing into $libdir, which the dynamic loader
*** searches before the system's Nettle, but this build does not yet
*** export $count name(s) that the system's libhogweed.so.6, GnuTLS
*** and other Debian libraries import. Once installed there, every
*** program that loads GnuTLS (curl, wget, apt's https method, cmake,
*** gdb, ...) fails with "undefined symbol: nettle_...".
*** Missing (imported by):
$missing
*** Install into a private prefix instead, e.g.
***   ./configure --prefix=\$HOME/fastnettle && make install
*** and run programs with LD_LIBRARY_PATH=\$HOME/fastnettle/lib or link
*** them with -Wl,-rpath,\$HOME/fastnettle/lib (see README).
**********************************************************************
EOF

if [ -n "$destdir" ]; then
  echo "*** (staging install into DESTDIR=$destdir: continuing)" >&2
  exit 0
fi
if [ "$force" = yes ]; then
  echo "*** FORCE_SYSTEM_INSTALL=yes: installing anyway" >&2
  exit 0
fi
echo "*** Refusing. To install anyway: make install FORCE_SYSTEM_INSTALL=yes" >&2
exit 1
