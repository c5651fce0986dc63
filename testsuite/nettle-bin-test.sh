#! /bin/sh
# nettle-bin-test.sh: run Debian's nettle-bin tools (nettle-hash,
# nettle-lfib-stream, nettle-pbkdf2) once on the system's libnettle and
# once on the one built here (LD_LIBRARY_PATH), and require the same
# output. Skipped when nettle-bin is not installed.

for t in nettle-hash nettle-lfib-stream nettle-pbkdf2; do
  command -v $t >/dev/null 2>&1 || { echo "no $t (install nettle-bin)"; exit 77; }
done
[ -f ../libnettle.so.8 ] || { echo "no shared library"; exit 77; }
builddir=`cd .. && pwd`
# Debian's binaries are not linked with a sanitizer runtime, so a
# sanitized libnettle cannot be loaded under them.
if ldd ../libnettle.so.8 2>/dev/null | grep -q 'lib[at]san\|libubsan'; then
  echo "libnettle.so.8 is built with a sanitizer; Debian's tools cannot load it"; exit 77
fi
# A library of another ELF class (the -m32 build) would be passed over
# by the loader, and the system's compared with itself.
elfclass () { od -An -tu1 -j4 -N1 "$1" | tr -d ' '; }
if [ "`elfclass ../libnettle.so.8`" != "`elfclass \`command -v nettle-hash\``" ]; then
  echo "libnettle.so.8 is not of the tools' ELF class"; exit 77
fi
tmp=nettle-bin-test.tmp
rm -rf $tmp && mkdir $tmp || exit 1

# Runs "$@" on the system library, then on ours, and compares.
same () {
  what=$1; shift
  env -u LD_LIBRARY_PATH "$@" > $tmp/sys 2>&1 < $tmp/in
  env LD_LIBRARY_PATH="$builddir" "$@" > $tmp/our 2>&1 < $tmp/in
  if cmp -s $tmp/sys $tmp/our; then
    echo "  ok: $what"
  else
    echo "FAIL: $what differs"; diff $tmp/sys $tmp/our | head -5
    status=1
  fi
}

status=0
: > $tmp/in
for seed in 1 17 4711 310952; do
  same "nettle-lfib-stream $seed (64 KiB)" sh -c "nettle-lfib-stream $seed | head -c 65536 | od -An -tx1"
done
nettle-lfib-stream 99 2>/dev/null | head -c 5000 > $tmp/data
for a in `env -u LD_LIBRARY_PATH nettle-hash --list | awk 'NR > 1 { print $1 }'`; do
  same "nettle-hash -a $a" nettle-hash -a $a $tmp/data
done
# (--list itself differs by design: 3.10.2 lists more hashes than 3.8.1.)
echo "pass phrase" > $tmp/in
same "nettle-pbkdf2 -i 1000 -l 32 salt" nettle-pbkdf2 -i 1000 -l 32 salt
same "nettle-pbkdf2 --raw" sh -c 'nettle-pbkdf2 -i 10 -l 20 --raw NaCl | od -An -tx1'
rm -rf $tmp
exit $status
