#! /bin/sh
# hogweed-bench-test.sh: examples/hogweed-benchmark runs a few rows in
# its quick mode (every cell checked before it is timed) and prints its
# table in the expected shape. No timing is asserted. Skips without the
# benchmark (no shared libhogweed) or without another libhogweed to
# compare with (Debian's).
prog=../examples/hogweed-benchmark
[ -x "$prog" ] || { echo "no hogweed-benchmark (it needs the shared libhogweed)"; exit 77; }
out=hogweed-bench-test.out
# X25519: fastnettle has it, so both Nettle columns must have figures.
# RSA-2048 verify, ECDSA P-256 sign: the reference must have figures;
# fastnettle's are figures once the code lands, "-" until then.
rows="x25519 x25519-base rsa2048-verify ecdsa-p256-sign"
"$prog" --quick $rows > "$out" 2>&1
rc=$?
cat "$out"
if grep -q '^reference: none' "$out"; then
  echo "no reference libhogweed (Debian's libhogweed.so.6) to compare with"
  exit 77
fi
[ $rc -eq 0 ] || { echo "FAIL: hogweed-benchmark --quick exits $rc"; exit 1; }
status=0
num='[0-9][0-9.]*'
for row in $rows; do
  case $row in
    x25519*) fast="$num +[0-9]+" ;;      # figures, and ops/s
    *) fast="($num +[0-9]+|- +-)" ;;     # figures or "-" (not yet there)
  esac
  # fastnettle, then the reference (figures and a ratio), then OpenSSL
  # when it is there (figures or "-", a ratio or "-").
  if grep -E -q "^$row +$fast +$num +($num"'x|-)( +('"$num"'|-) +('"$num"'x|-))?$' "$out"; then
    echo "PASS: $row row"
  else
    echo "FAIL: no well-formed $row row"
    status=1
  fi
done
grep -q 'cells ran and checked$' "$out" || { echo "FAIL: no summary line"; status=1; }
rm -f "$out"
exit $status
