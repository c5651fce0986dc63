#! /bin/sh
# bench-check.sh: run the benchmark in its quick mode, so that every row
# (each AES mode, block cipher in ECB, CBC and CTR, hash, backend, the
# reference Nettle, OpenSSL and libgcrypt)
# runs once and is verified against its model; no timing is asserted.
# Exit 0 on success, 1 on any failure; the full output is in
# bench-check.log.
#
# Usage: bench-check.sh [PATH-TO-nettle-benchmark]

prog=${1:-./nettle-benchmark}
log=bench-check.log
run=bench-check.run
: > "$log"
status=0

# Whole blocks out of place, then odd lengths (partial blocks, XTS
# ciphertext stealing) in place; the hash rows run in both (a digest is
# never in place). --strict: a function the library lacks is a failure,
# not a skipped row.
for args in "--quick --strict" \
            "--quick --strict --in-place -s 16,17,1000,4093"; do
  "$prog" $args > "$run" 2>&1
  rc=$?
  { echo "== $prog $args (exit $rc)"; cat "$run"; } >> "$log"
  if [ $rc -eq 0 ]; then
    summary=`sed -n 's/^nettle-benchmark: \(.* cells ran and verified\)$/\1/p' "$run"`
    echo "PASS: nettle-benchmark $args ($summary)"
    grep '^  ok: ' "$run"
  else
    echo "FAIL: nettle-benchmark $args (exit $rc)"
    # Everything but the table rows (algorithm, mode, size, ...).
    grep -v -E -e '^$' -e '^  ok: ' -e '^[a-z0-9_]+ +[a-z0-9-]+ +[0-9]+ ' "$run" | sed 's/^/    /'
    status=1
  fi
done
rm -f "$run"
exit $status
