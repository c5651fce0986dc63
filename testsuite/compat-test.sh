#! /bin/sh
# compat-test.sh: compile compat-prog.c (AES and its modes) and
# compat-hash-prog.c (hashes, MACs, KDFs, encodings) and
# compat-misc2-prog.c (buffer, realloc, Knuth LFIB) and
# compat-cipher2-prog.c (Camellia, GCM-Camellia) and
# compat-cipher3-prog.c (Serpent, Twofish, Blowfish, bcrypt, CAST-128,
# Yarrow, compared with Debian's libnettle at run time) against GNU Nettle's
# installed headers (/usr/include/nettle, Debian's nettle-dev), link them
# to the library built here, and run them. Skipped when nettle-dev is
# missing. Each program prints one "  ok: " line per family it checked
# (run-tests counts them) and exits 1 on any mismatch.

hdr=${NETTLE_SYSTEM_INCLUDE:-/usr/include}
[ -f "$hdr/nettle/aes.h" ] || { echo "no $hdr/nettle/aes.h (install nettle-dev)"; exit 77; }
[ -f ../libnettle.so.8 ] || { echo "no shared library"; exit 77; }
builddir=`cd .. && pwd`

status=0
for prog in compat-prog compat-hash-prog compat-misc2-prog compat-cipher2-prog compat-cipher3-prog; do
  echo "=== $prog"
  # Our headers must not be on the include path: only the system's.
  ${CC:-cc} $CFLAGS -Wno-deprecated-declarations -I"$hdr" -o $prog \
    "$srcdir/$prog.c" "$builddir/libnettle.so.8" $LDFLAGS || exit 1
  # Make sure the freshly built library is the one that runs.
  if ! LD_LIBRARY_PATH="$builddir" ldd ./$prog | grep -q "$builddir/libnettle.so.8"; then
    echo "$prog would not load $builddir/libnettle.so.8"; exit 1
  fi
  LD_LIBRARY_PATH="$builddir" ./$prog || status=1
done
exit $status
