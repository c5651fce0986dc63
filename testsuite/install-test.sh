#! /bin/sh
# install-test.sh: the install safety check (tools/install-check.sh) and
# a DESTDIR staging install of the build. Into a libdir on the loader's
# path, a real install with names missing must be refused, a forced or
# staging one must warn and go on; a private libdir, or a build that
# exports every imported name, must be silent. An install with the
# prefix given to make (not to configure) puts that prefix in the .pc
# files, and uninstall removes what it installed.

top_srcdir=${top_srcdir:-$srcdir/..}
check="$top_srcdir/tools/install-check.sh"
imports="$top_srcdir/tools/debian-imports.tsv"
lib=../libnettle.so.8
[ -f $lib ] || { echo "no shared library"; exit 77; }
tmp=`mktemp -d`
trap 'rm -rf "$tmp"' 0
status=0
ok () { echo "  ok: $*"; }
bad () { echo "FAIL: $*"; status=1; }

# A list of imports that the build exports entirely: the first few
# libnettle names it does export.
nm -D --defined-only $lib | awk '$3 ~ /^nettle_/ { sub(/@.*/, "", $3); print "libnettle.so.8\t" $3 "\ttest" }' \
  | head -20 > "$tmp/complete.tsv"
# And one name it does not.
{ cat "$tmp/complete.tsv"; printf 'libnettle.so.8\tnettle_no_such_name\ttest\n'; } > "$tmp/incomplete.tsv"

run () { sh "$check" "$@" > "$tmp/out" 2>&1; }

if run "$tmp/incomplete.tsv" /usr/local/lib "" no $lib; then
  bad "real install into /usr/local/lib with a missing name was not refused"
elif grep -q 'nettle_no_such_name' "$tmp/out" && grep -q 'FORCE_SYSTEM_INSTALL' "$tmp/out"; then
  ok "refused into /usr/local/lib, listing the missing name"
else
  bad "refusal did not list the missing name"; cat "$tmp/out"
fi

if run "$tmp/incomplete.tsv" /usr/local/lib "" yes $lib && grep -q nettle_no_such_name "$tmp/out"; then
  ok "FORCE_SYSTEM_INSTALL=yes warns and goes on"
else
  bad "forced install"; cat "$tmp/out"
fi

if run "$tmp/incomplete.tsv" /usr/local/lib "$tmp/stage" no $lib && grep -q nettle_no_such_name "$tmp/out"; then
  ok "DESTDIR staging install warns and goes on"
else
  bad "staging install"; cat "$tmp/out"
fi

if run "$tmp/incomplete.tsv" "$tmp/private/lib" "" no $lib && ! [ -s "$tmp/out" ]; then
  ok "private libdir: silent"
else
  bad "private libdir"; cat "$tmp/out"
fi

if run "$tmp/complete.tsv" /usr/local/lib "" no $lib && ! [ -s "$tmp/out" ]; then
  ok "nothing missing: silent"
else
  bad "complete list"; cat "$tmp/out"
fi

# /lib resolves to /usr/lib on merged-/usr systems; either way it is a
# loader directory.
if ! run "$tmp/incomplete.tsv" /lib "" no $lib; then
  ok "/lib counts as on the loader's path"
else
  bad "/lib not recognised"; cat "$tmp/out"
fi

# The real list against this build: say how many names are missing.
sh "$check" "$imports" /usr/local/lib "$tmp/stage" no $lib > "$tmp/out" 2>&1
echo "names Debian's libraries import that this build lacks: `grep -c '^  [_a-z]' "$tmp/out"`"

# A staging install through make, as .ci/run does: it must succeed.
if ( cd .. && ${MAKE:-make} --no-print-directory install DESTDIR="$tmp/stage" prefix=/usr/local ) > "$tmp/out" 2>&1 \
   && [ -L "$tmp/stage/usr/local/lib/libnettle.so.8" ]; then
  ok "make install DESTDIR=... prefix=/usr/local"
else
  bad "staging make install"; tail -20 "$tmp/out"
fi

# A prefix given to make install rather than to configure: the .pc
# files are written at install time, so pkg-config on the installed
# files names that prefix and the directories the files went to; then
# make uninstall with the same prefix removes them all.
pfx=/opt/fastnettle-install-test
stage2="$tmp/stage2"
if ( cd .. && ${MAKE:-make} --no-print-directory install DESTDIR="$stage2" prefix=$pfx ) > "$tmp/out" 2>&1; then
  ok "make install DESTDIR=... prefix=$pfx"
else
  bad "make install with a make-time prefix"; tail -20 "$tmp/out"
fi
# Where the files went (libdir is under the prefix unless configure was
# given an absolute --libdir).
libdir=`cd "$stage2" && find . -name libnettle.a | sed -e 's|^\.||' -e 's|/libnettle.a$||'`
incdir=`cd "$stage2" && find . -path '*/nettle/aes.h' | sed -e 's|^\.||' -e 's|/nettle/aes.h$||'`
pcs=nettle
[ -f ../libhogweed.a ] && pcs="nettle hogweed"
if ! command -v pkg-config > /dev/null 2>&1; then
  echo "  note: no pkg-config, the installed .pc files not read"
elif [ -z "$libdir" ] || [ -z "$incdir" ]; then
  bad "make-time prefix: libnettle.a or nettle/aes.h not installed"
else
  # Only the staged files, never the system's nettle.pc.
  q () { PKG_CONFIG_LIBDIR="$stage2$libdir/pkgconfig" PKG_CONFIG_PATH= pkg-config "$@" $pc; }
  for pc in $pcs; do
    f="$stage2$libdir/pkgconfig/$pc.pc"
    got_prefix=`q --variable=prefix`
    got_libdir=`q --variable=libdir`
    got_cflags=`q --cflags | sed 's/ *$//'`
    got_libs=`q --libs | sed 's/ *$//'`
    if [ ! -f "$f" ]; then
      bad "$pc.pc not installed in $libdir/pkgconfig"
    elif [ "$got_prefix" = "$pfx" ] && [ "$got_libdir" = "$libdir" ] \
	 && [ "$got_cflags" = "-I$incdir" ] && [ "$got_libs" = "-L$libdir -l$pc" ]; then
      ok "$pc.pc: prefix $got_prefix, libdir $got_libdir, cflags $got_cflags"
    else
      bad "$pc.pc after make install prefix=$pfx: prefix '$got_prefix', libdir '$got_libdir' (installed in $libdir), cflags '$got_cflags' (headers in $incdir), libs '$got_libs'"
      cat "$f"
    fi
  done
fi
if ( cd .. && ${MAKE:-make} --no-print-directory uninstall DESTDIR="$stage2" prefix=$pfx ) > "$tmp/out" 2>&1; then
  left=`cd "$stage2" && find . -name '*.pc' -o -name 'libnettle*' -o -name 'libhogweed*' -o -name aes.h`
  if [ -z "$left" ]; then
    ok "make uninstall DESTDIR=... prefix=$pfx removes the .pc files, libraries and headers"
  else
    bad "make uninstall left: $left"
  fi
else
  bad "make uninstall with a make-time prefix"; tail -20 "$tmp/out"
fi
exit $status
