#! /bin/sh
# bench-test.sh: the benchmark runs every row once in its quick mode and
# verifies each against its model (examples/bench-check.sh); no timing
# is asserted.
prog=../examples/nettle-benchmark
[ -x "$prog" ] || { echo "no benchmark (it needs the shared library)"; exit 77; }
cd ../examples || exit 1
/bin/sh "$top_srcdir/examples/bench-check.sh" ./nettle-benchmark
