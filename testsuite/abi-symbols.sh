#! /bin/sh
# abi-symbols.sh: every symbol libnettle.so.8 (and libhogweed.so.6, when
# it is built) exports carries the version
# node Nettle 3.10.2 gives it (testsuite/abi/symbols-3.10.2.tsv); data
# objects have Nettle's size (executables get copy relocations); an
# internal name Nettle lacks sits at the internal node; nothing else is
# exported. Also: the soname, and no text relocations.

tsv=$srcdir/abi/symbols-3.10.2.tsv
[ -f ../libnettle.so.8 ] || { echo "no ../libnettle.so.8 (static-only build)"; exit 77; }
command -v readelf >/dev/null || { echo "readelf missing"; exit 77; }

check_lib () {
  libname=$1
  lib=../$libname
internal=`awk -F'\t' -v l="$libname" '$1 == l && $3 ~ /_INTERNAL_/ { print $3; exit }' "$tsv"`

soname=`readelf -d "$lib" | sed -n 's/.*Library soname: \[\(.*\)\].*/\1/p'`
if [ "$soname" != "$libname" ]; then
  echo "FAIL: soname is '$soname'"; fail=1
else
  echo "  ok: soname $libname"
fi
if readelf -d "$lib" | grep -q TEXTREL; then
  echo "FAIL: $libname has text relocations"; fail=1
else
  echo "  ok: no TEXTREL"
fi

# Object sizes in the table are x86_64's; a 32-bit library has its own
# (abi-test checks those struct sizes instead).
if readelf -h "$lib" | grep -q 'Class:.*ELF64'; then check_sizes=1; else check_sizes=0; fi

# name version type size for each defined dynamic symbol.
readelf --dyn-syms -W "$lib" | awk '
  $1 ~ /^[0-9]+:$/ && $7 != "UND" && $7 != "ABS" && $8 != "" {
    name = $8; ver = ""
    if (index(name, "@")) { ver = name; sub(/@+.*/, "", name); sub(/^[^@]*@+/, "", ver) }
    print name, ver, $4, $3
  }' > abi-symbols.out

awk -v internal="$internal" -v check_sizes=$check_sizes -v libname="$libname" '
  NR == FNR {
    if ($1 == libname) { ver[$2] = $3; type[$2] = $4; size[$2] = $5 }
    next
  }
  {
    name = $1; v = $2; t = $3; s = $4
    if (t == "OBJECT" && s == 0 && name == v) next   # version definitions
    n++
    if (name in ver) {
      known++
      if (v != ver[name]) { printf "FAIL: %s at %s, Nettle has %s\n", name, v, ver[name]; bad++ }
      else if (check_sizes && type[name] == "OBJECT" && s + 0 != size[name] + 0) {
        printf "FAIL: object %s has size %s, Nettle has %s\n", name, s, size[name]; bad++
      }
    } else if (v == "FASTNETTLE_1") {
      own++   # fastnettle extensions (xts.h sector API), not Nettle names
    } else if (name ~ /^_nettle_/) {
      extra++
      if (v != internal) { printf "FAIL: internal %s at %s, want %s\n", name, v, internal; bad++ }
    } else {
      printf "FAIL: %s (%s) is exported but Nettle 3.10.2 has no such symbol in %s\n", name, v, libname; bad++
    }
  }
  END {
    total = 0; for (k in ver) total++
    printf "  ok: %s: %d exported symbols checked: %d of Nettle 3.10.2'"'"'s %d at their version node, %d internal extras at %s, %d extensions at FASTNETTLE_1\n", libname, n, known, total, extra, internal, own
    exit bad > 0
  }' FS='\t' "$tsv" FS=' ' abi-symbols.out || fail=1

}

fail=0
check_lib libnettle.so.8
if [ "$enable_public_key" = yes ] || [ -f ../libhogweed.so.6 ]; then
  if [ -f ../libhogweed.so.6 ]; then
    check_lib libhogweed.so.6
    # DT_NEEDED: our own libnettle.so.8 and GMP, as upstream.
    for need in libnettle.so.8 libgmp.so.10; do
      if readelf -d ../libhogweed.so.6 | grep -q "Shared library: \[$need\]"; then
        echo "  ok: libhogweed.so.6 needs $need"
      else
        echo "FAIL: libhogweed.so.6 does not need $need"; fail=1
      fi
    done
  else
    echo "FAIL: libhogweed is configured but ../libhogweed.so.6 is missing"; fail=1
  fi
fi
exit $fail
