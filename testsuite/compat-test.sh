#! /bin/sh
# compat-test.sh: compile compat-prog.c against GNU Nettle's installed
# headers (/usr/include/nettle, Debian's nettle-dev), link it to the
# library built here, and run it. Skipped when nettle-dev is missing.

hdr=${NETTLE_SYSTEM_INCLUDE:-/usr/include}
[ -f "$hdr/nettle/aes.h" ] || { echo "no $hdr/nettle/aes.h (install nettle-dev)"; exit 77; }
[ -f ../libnettle.so.8 ] || { echo "no shared library"; exit 77; }
builddir=`cd .. && pwd`

# Our headers must not be on the include path: only the system's.
${CC:-cc} $CFLAGS -Wno-deprecated-declarations -I"$hdr" -o compat-prog \
  "$srcdir/compat-prog.c" "$builddir/libnettle.so.8" $LDFLAGS || exit 1
# Make sure the freshly built library is the one that runs.
if ! LD_LIBRARY_PATH="$builddir" ldd ./compat-prog | grep -q "$builddir/libnettle.so.8"; then
  echo "compat-prog would not load $builddir/libnettle.so.8"; exit 1
fi
LD_LIBRARY_PATH="$builddir" ./compat-prog
