#! /bin/sh
# gnutls-check.sh: Debian's GnuTLS (libgnutls.so.30, certtool,
# gnutls-serv, gnutls-cli) running on fastnettle's libnettle.so.8 and
# libhogweed.so.6, found first through LD_LIBRARY_PATH.
#
#   1. Every name Debian's libgnutls.so.30 imports at NETTLE_8 and
#      HOGWEED_6 must be exported by our libraries (the library is
#      linked with BIND_NOW: one missing name and nothing loads). If any
#      is missing, the check says which and skips (exit 77).
#   2. GnuTLS's own self-tests of all its algorithms (gnutls-selftest).
#   3. certtool: keys of every type (RSA-2048, RSA-3072, RSA-PSS, ECDSA
#      P-256, P-384, P-521, Ed25519, Ed448), a CA, server and client
#      certificates; every chain verified by certtool and openssl.
#   4. Handshakes on loopback, gnutls-serv against gnutls-cli, with a
#      payload of lines of every length from 4 to 299 bytes echoed and
#      compared, and the negotiated version, key exchange, cipher and
#      MAC checked against the case. Every case runs twice, client and
#      server both with GnuTLS's own accelerated code ("accel") and both
#      with GNUTLS_CPUID_OVERRIDE=0x1 ("nettle": all crypto in Nettle).
#      The cases are a subset of the cross product, chosen so that each
#      certificate type, each group and each cipher occurs many times:
#        TLS 1.3: every group (X25519, X448, SECP256R1, SECP384R1,
#          FFDHE2048) x every cipher (AES-128/256-GCM, AES-128-CCM,
#          CHACHA20-POLY1305), the server certificate taking each of the
#          eight types in turn;
#        TLS 1.2 ECDHE: every group but FFDHE2048 x every ECDHE suite
#          (AES-128/256-GCM, AES-128/256-CCM, CHACHA20-POLY1305,
#          AES-128-CBC-SHA1, AES-256-CBC-SHA1, AES-128-CBC-SHA256,
#          CAMELLIA-128-CBC-SHA256), the certificate in turn (CCM only
#          with ECDSA and EdDSA keys: GnuTLS has no ECDHE-RSA CCM suite);
#        TLS 1.2 DHE-RSA with FFDHE2048 and TLS 1.2 RSA key exchange x
#          every suite they have (with AES-256-CBC-SHA256 and
#          CAMELLIA-128-CBC-SHA1; no RSA CHACHA20), on the RSA keys;
#        client certificates (RSA-2048, RSA-PSS, P-256, Ed25519) in TLS
#          1.2 and 1.3 against a server that requires and verifies one,
#          and a client without one that must be refused.
#   5. Interop with OpenSSL: gnutls-cli against `openssl s_server -rev`
#      and `openssl s_client` against gnutls-serv, over a common subset
#      of versions, groups and ciphers, data compared.
#   6. /proc/PID/maps of every gnutls-serv and of a running gnutls-cli
#      in each mode: libnettle.so.8 and libhogweed.so.6 are mapped, and
#      they are the very files (device and inode) of LIBDIR, none other.
#
# Usage: gnutls-check.sh [--system] [LIBDIR]
#   LIBDIR defaults to the build's top directory (..); the environment
#   variable GNUTLS_CHECK_LIBDIR, when set, overrides it (so
#   `make check-gnutls GNUTLS_CHECK_LIBDIR=system` works). "--system" or
#   LIBDIR "system" run everything on Debian's own Nettle, where the
#   loader finds it without LD_LIBRARY_PATH: that checks the harness
#   itself while fastnettle still lacks names.
# Ends with "N passed, N failed"; a failure prints the command, which
# side failed, and the output of both sides.
# Bounded: loopback only, ports chosen free at run time, a time limit
# on every process, every server stopped on exit.

libdir=..
[ "$1" = --system ] && { libdir=system; shift; }
[ -n "$1" ] && libdir=$1
[ -n "$GNUTLS_CHECK_LIBDIR" ] && libdir=$GNUTLS_CHECK_LIBDIR
srcdir=${srcdir:-.}
here=`pwd`

for tool in gnutls-cli gnutls-serv certtool readelf timeout stat; do
  command -v $tool >/dev/null || { echo "skip: $tool is not installed (gnutls-bin)"; exit 77; }
done
gnutls=`ldd "$(command -v gnutls-cli)" | sed -n 's/.*libgnutls.so.30 => \([^ ]*\).*/\1/p'`
[ -f "$gnutls" ] || { echo "skip: cannot find libgnutls.so.30"; exit 77; }
if [ "$libdir" = system ]; then
  # Where the loader finds Nettle for GnuTLS without our help.
  sysnettle=`env -u LD_LIBRARY_PATH ldd "$gnutls" | sed -n 's/.*libnettle.so.8 => \([^ ]*\).*/\1/p'`
  [ -f "$sysnettle" ] || { echo "skip: libgnutls.so.30 loads no libnettle.so.8"; exit 77; }
  libdir=`dirname "$sysnettle"`
  system=yes
else
  system=no
fi
d=`cd "$libdir" 2>/dev/null && pwd -P` || { echo "skip: no directory $libdir"; exit 77; }
libdir=$d
[ -f "$libdir/libnettle.so.8" ] || { echo "skip: no $libdir/libnettle.so.8"; exit 77; }

# --- 1. names -------------------------------------------------------
wanted=`mktemp`; have=`mktemp`
work=`mktemp -d`
pids=""
cleanup () {
  for p in $pids; do kill $p 2>/dev/null; done
  rm -rf "$work" "$wanted" "$have"
}
trap cleanup EXIT
trap 'exit 1' HUP INT PIPE TERM

readelf --dyn-syms -W "$gnutls" | awk '
  $7 == "UND" && $8 ~ /@(NETTLE_8|HOGWEED_6)/ {
    n = $8; v = n; sub(/@.*/, "", n); sub(/.*@/, "", v); print n "@" v }' \
  | sort -u > "$wanted"
for lib in libnettle.so.8 libhogweed.so.6; do
  [ -f "$libdir/$lib" ] || continue
  readelf --dyn-syms -W "$libdir/$lib" | awk '
    $7 != "UND" && $8 ~ /@/ {
      n = $8; v = n; sub(/@.*/, "", n); sub(/.*@/, "", v); print n "@" v }'
done | sort -u > "$have"
missing=`comm -23 "$wanted" "$have"`
nwanted=`wc -l < "$wanted"`
if [ -n "$missing" ]; then
  nn=`echo "$missing" | grep -c '@NETTLE_8$'`
  nh=`echo "$missing" | grep -c '@HOGWEED_6$'`
  echo "GnuTLS ($gnutls) imports $nwanted names from Nettle;"
  echo "$nn of them are missing from $libdir/libnettle.so.8 and $nh from libhogweed.so.6:"
  echo "$missing" | sed 's/@.*//' | paste -sd' ' | fold -s -w 76 | sed 's/^/    /'
  echo "skip: GnuTLS cannot load on this build yet ($nn + $nh names missing)"
  exit 77
fi
echo "Nettle under test: $libdir (`[ $system = yes ] && echo "the system's" || echo fastnettle`)"
echo "  ok: all $nwanted names libgnutls.so.30 imports are exported"

passed=1
failed=0
t_all=`date +%s`; t_sec=$t_all
# section NAME: a new part begins; say how long the last one took
section () {
  t=`date +%s`
  [ -n "$sec_name" ] && echo "  -- $sec_name: $((t - t_sec)) s"
  echo "  -- $1"; sec_name=$1; t_sec=$t
}
sec_name=
ok () { passed=$((passed + 1)); echo "  ok: $*"; }
# bad WHAT [FILE...]: a failure, with the files that tell why
bad () {
  failed=$((failed + 1)); echo "FAIL: $1"; shift
  for f in "$@"; do
    [ -f "$f" ] || continue
    echo "  --- $f:"; tail -25 "$f" | sed 's/^/    | /'
  done
}

if [ $system = no ]; then
  LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  export LD_LIBRARY_PATH
fi

# --- 2. GnuTLS's self-tests -----------------------------------------
section "self-tests"
if [ -x "$here/gnutls-selftest" ]; then
  for mode in accel nettle; do
    if [ $mode = nettle ]; then o=0x1; else o=; fi
    if GNUTLS_CPUID_OVERRIDE=$o timeout 120 "$here/gnutls-selftest" > "$work/st.out" 2>&1; then
      ok "gnutls self-tests of every cipher, MAC, digest and public-key algorithm ($mode)"
    else
      echo "command: GNUTLS_CPUID_OVERRIDE=$o $here/gnutls-selftest" > "$work/cmd.out"
      bad "gnutls self-tests ($mode)" "$work/cmd.out" "$work/st.out"
    fi
  done
fi

# --- 3. keys and certificates ---------------------------------------
section "certificates"
cd "$work" || exit 1
ct () { timeout 120 certtool "$@" > ct.out 2>&1; }
cat > ca.tmpl <<EOF
cn = fastnettle test CA
ca
cert_signing_key
expiration_days = 30
EOF
cat > srv.tmpl <<EOF
cn = localhost
dns_name = localhost
ip_address = 127.0.0.1
tls_www_server
signing_key
encryption_key
expiration_days = 30
EOF
cat > cli.tmpl <<EOF
cn = fastnettle test client
tls_www_client
signing_key
expiration_days = 30
EOF

if ct --generate-privkey --key-type=rsa --bits=2048 --outfile ca.key \
   && ct --generate-self-signed --load-privkey ca.key --template ca.tmpl --outfile ca.pem; then
  ok "certtool: RSA-2048 CA"
else
  bad "certtool: CA" ct.out; echo "$passed passed, $failed failed"; exit 1
fi

keytype () {
  case $1 in
    rsa2048) echo --key-type=rsa --bits=2048 ;;
    rsa3072) echo --key-type=rsa --bits=3072 ;;
    rsapss) echo --key-type=rsa-pss --bits=2048 ;;
    p256) echo --key-type=ecdsa --curve=secp256r1 ;;
    p384) echo --key-type=ecdsa --curve=secp384r1 ;;
    p521) echo --key-type=ecdsa --curve=secp521r1 ;;
    ed25519) echo --key-type=ed25519 ;;
    ed448) echo --key-type=ed448 ;;
  esac
}
# mkcert NAME TEMPLATE: a key of type NAME's, certified by the CA
mkcert () {
  if ct --generate-privkey `keytype ${1#cli-}` --outfile $1.key \
     && ct --generate-certificate --load-privkey $1.key --load-ca-certificate ca.pem \
	  --load-ca-privkey ca.key --template $2 --outfile $1.pem \
     && cat $1.pem ca.pem > $1.chain \
     && ct --verify --load-ca-certificate ca.pem --infile $1.chain \
     && grep -q 'Chain verification output: Verified' ct.out; then
    if command -v openssl >/dev/null && ! openssl verify -CAfile ca.pem $1.pem > ct.out 2>&1; then
      bad "openssl verify of the $1 certificate" ct.out
      return 1
    fi
    ok "certtool: $1 key and certificate, chain verified by certtool and openssl"
    return 0
  fi
  bad "certtool: $1 key/certificate" ct.out
  return 1
}
certs=""
for k in rsa2048 rsa3072 rsapss p256 p384 p521 ed25519 ed448; do
  mkcert $k srv.tmpl && certs="$certs $k"
done
clicerts=""
for k in cli-rsa2048 cli-rsapss cli-p256 cli-ed25519; do
  mkcert $k cli.tmpl && clicerts="$clicerts $k"
done
# A certificate not signed by the CA must not verify.
if ct --generate-privkey --key-type=ecdsa --outfile rogue.key \
   && ct --generate-self-signed --load-privkey rogue.key --template srv.tmpl --outfile rogue.pem \
   && ! ct --verify --load-ca-certificate ca.pem --infile rogue.pem \
   && grep -q 'Not verified' ct.out; then
  ok "certtool: a certificate from outside the CA is refused"
else
  bad "certtool: a certificate from outside the CA was not refused" ct.out
fi

# --- 4. servers -----------------------------------------------------
section "servers"
free_port () {
  while :; do
    p=$(( 20000 + $(od -An -N2 -tu2 /dev/urandom) % 30000 ))
    hex=`printf ':%04X ' $p`
    grep -q "$hex" /proc/net/tcp /proc/net/tcp6 2>/dev/null || { echo $p; return; }
  done
}
listening () {			# a socket in state LISTEN on port $1
  hex=`printf ':%04X' $1`
  awk -v h="$hex" '$2 ~ h "$" && $4 == "0A" { f = 1 } END { exit !f }' \
    /proc/net/tcp /proc/net/tcp6 2>/dev/null
}
# since FILE: what FILE got since mark FILE (for a failure's report)
mark () { wc -l < "$1" > "$1.mark" 2>/dev/null; }
since () { tail -n +$((`cat "$1.mark" 2>/dev/null || echo 0` + 1)) "$1" > "$1.new"; echo "$1.new"; }
wait_listening () {
  i=0
  while ! listening $1; do
    i=$((i + 1)); [ $i -gt 150 ] && return 1
    kill -0 $2 2>/dev/null || return 1
    sleep 0.1
  done
}

server_prio="NORMAL:+VERS-TLS1.2:+VERS-TLS1.3:+AES-128-CCM:+AES-256-CCM:+CAMELLIA-128-CBC:+CAMELLIA-256-CBC:+SHA1:+SHA256:+SHA384:+RSA:+DHE-RSA:+GROUP-ALL:+SIGN-ALL"

# child_of PID: the pid of PID's (timeout's) child
child_of () { awk '{ print $1 }' /proc/$1/task/$1/children 2>/dev/null; }

# start_server MODE NAME CERT [extra args]: one gnutls-serv under a
# timeout (it stops by itself if this script is killed hard),
# remembered as port_MODE_NAME, pid_MODE_NAME (gnutls-serv's own pid).
start_server () {
  smode=$1; sname=$2; cert=$3; shift 3
  if [ $smode = nettle ]; then o=0x1; else o=; fi
  p=`free_port`
  GNUTLS_CPUID_OVERRIDE=$o timeout 600 gnutls-serv --echo --port $p --x509certfile $cert.chain \
    --x509keyfile $cert.key --priority "$server_prio" "$@" \
    > serv-$smode-$sname.out 2>&1 &
  tp=$!
  pids="$pids $tp"
  if wait_listening $p $tp; then
    eval port_${smode}_$sname=$p pid_${smode}_$sname=`child_of $tp`
    return 0
  fi
  echo "command: GNUTLS_CPUID_OVERRIDE=$o gnutls-serv --echo --port $p --x509certfile $cert.chain --x509keyfile $cert.key --priority '$server_prio' $*" > cmd.out
  bad "gnutls-serv ($smode) with the $sname certificate did not start" cmd.out serv-$smode-$sname.out
  return 1
}

# check_maps WHAT PID: PID maps our libnettle.so.8 and libhogweed.so.6,
# the same files as LIBDIR's (device and inode), and no other Nettle.
want_n=`stat -L -c '%i' "$libdir/libnettle.so.8"`
want_h=`stat -L -c '%i' "$libdir/libhogweed.so.6"`
check_maps () {
  if [ ! -r /proc/$2/maps ]; then
    bad "$1: no /proc/$2/maps to read"
    return
  fi
  awk '$6 ~ /\/lib(nettle|hogweed)[^\/]*\.so/ { print $5, $6 }' /proc/$2/maps | sort -u > maps.out
  got_n=`awk '$2 ~ /\/libnettle[^\/]*$/ { print $1 }' maps.out | sort -u`
  got_h=`awk '$2 ~ /\/libhogweed[^\/]*$/ { print $1 }' maps.out | sort -u`
  if [ "$got_n" = "$want_n" ] && [ "$got_h" = "$want_h" ]; then
    ok "$1 maps only $libdir's Nettle: `awk '{ print $2 }' maps.out | paste -sd' '`"
  else
    echo "expected inodes $want_n (libnettle.so.8), $want_h (libhogweed.so.6) of $libdir" >> maps.out
    bad "$1 (pid $2) maps a Nettle other than $libdir's (inode, file):" maps.out
  fi
}

servers_ok=yes
for mode in accel nettle; do
  for c in $certs; do
    start_server $mode $c $c || servers_ok=no
  done
  # Requires a client certificate from our CA.
  start_server $mode clientauth p256 --x509cafile ca.pem --require-client-cert \
    --verify-client-cert || servers_ok=no
  eval check_maps "\"gnutls-serv ($mode, p256 certificate)\"" \$pid_${mode}_p256
done

# --- 5. handshakes --------------------------------------------------
section "gnutls-cli against gnutls-serv"
# The payload: lines of 4 to 299 bytes, so CBC padding and record
# boundaries fall everywhere.
awk 'BEGIN { s = ""; for (i = 0; i < 300; i++) { print "fn" i ":" s; s = s sprintf("%c", 97 + i % 26) } }' \
  | cut -c1-299 > payload
tail -1 payload > payload.last

# expect_desc OUT DESC...: every part of the session description
expect_desc () {
  f=$1; shift
  d=`sed -n 's/^- Description: //p' $f`
  for part in "$@"; do
    case $d in *"$part"*) ;; *) echo "negotiated $d, expected $part" > desc.out; return 1 ;; esac
  done
}

# tls CASE SERVER PRIORITY DESC-PARTS [-- client args]: the case
# against server SERVER in both modes. DESC-PARTS is one word of
# parts joined by "|".
tls () {
  tname=$1; tserv=$2; prio=$3; desc=$4; shift 4
  [ "$1" = -- ] && shift
  for mode in accel nettle; do
    if [ $mode = nettle ]; then o=0x1; else o=; fi
    eval tport=\$port_${mode}_$tserv
    [ -n "$tport" ] || { bad "$tname ($mode): no $tserv server"; continue; }
    mark serv-$mode-$tserv.out
    GNUTLS_CPUID_OVERRIDE=$o timeout 20 gnutls-cli --x509cafile ca.pem \
      --port $tport --priority "$prio" "$@" localhost < payload > cli.out 2> cli.err
    rc=$?
    grep '^fn' cli.out > got
    if grep -q "Handshake was completed" cli.out && cmp -s got payload \
       && (IFS='|'; expect_desc cli.out $desc); then
      ok "$tname ($mode)"
    else
      echo "command: GNUTLS_CPUID_OVERRIDE=$o gnutls-cli --x509cafile ca.pem --port $tport --priority '$prio' $* localhost < payload  (exit $rc)" > cmd.out
      if ! grep -q "Handshake was completed" cli.out; then side="handshake failed"
      elif ! cmp -s got payload; then side="data not echoed intact: `wc -l < got` of `wc -l < payload` lines came back"
      else side=`cat desc.out`; fi
      bad "$tname ($mode): $side; client side, then the server ($tserv) side:" \
        cmd.out cli.out cli.err `since serv-$mode-$tserv.out`
    fi
  done
}

# refused CASE SERVER PRIORITY: the handshake must fail, in both modes.
refused () {
  tname=$1; tserv=$2; prio=$3
  for mode in accel nettle; do
    if [ $mode = nettle ]; then o=0x1; else o=; fi
    eval tport=\$port_${mode}_$tserv
    mark serv-$mode-$tserv.out
    GNUTLS_CPUID_OVERRIDE=$o timeout 20 gnutls-cli --x509cafile ca.pem \
      --port $tport --priority "$prio" localhost < payload > cli.out 2> cli.err
    grep '^fn' cli.out > got
    if ! cmp -s got payload; then
      ok "$tname ($mode)"
    else
      echo "command: GNUTLS_CPUID_OVERRIDE=$o gnutls-cli --x509cafile ca.pem --port $tport --priority '$prio' localhost < payload" > cmd.out
      bad "$tname ($mode): the server accepted it" cmd.out cli.out `since serv-$mode-$tserv.out`
    fi
  done
}

v13="NORMAL:-VERS-ALL:+VERS-TLS1.3"
v12="NORMAL:-VERS-ALL:+VERS-TLS1.2"
ecc_certs=`echo $certs | tr ' ' '\n' | grep -v rsa | paste -sd' '`
rsa_certs=`echo $certs | tr ' ' '\n' | grep rsa | paste -sd' '`
rsaenc_certs=`echo $certs | tr ' ' '\n' | grep 'rsa[0-9]' | paste -sd' '`
# pick LIST N: the Nth word of LIST, cyclically
pick () {
  n=$2; set -- $1
  [ $# -gt 0 ] || return
  n=$(( n % $# + 1 )); eval echo \${$n}
}
kxdesc () {
  case $1 in FFDHE*) echo "(DHE-$1)" ;; *) echo "(ECDHE-$1)" ;; esac
}

[ $servers_ok = yes ] || echo "(some servers did not start: their cases fail)"
i=0
for g in X25519 X448 SECP256R1 SECP384R1 FFDHE2048; do
  for ci in AES-128-GCM AES-256-GCM AES-128-CCM CHACHA20-POLY1305; do
    c=`pick "$certs" $i`; i=$((i + 1))
    tls "TLS1.3 $g $ci, $c certificate" $c "$v13:-GROUP-ALL:+GROUP-$g:-CIPHER-ALL:+$ci" \
      "(TLS1.3-X.509)|`kxdesc $g`|($ci)"
  done
done
i=0
for g in X25519 X448 SECP256R1 SECP384R1; do
  for s in AES-128-GCM:AEAD AES-256-GCM:AEAD AES-128-CCM:AEAD AES-256-CCM:AEAD \
	   CHACHA20-POLY1305:AEAD AES-128-CBC:SHA1 AES-256-CBC:SHA1 AES-128-CBC:SHA256 \
	   CAMELLIA-128-CBC:SHA256; do
    ci=${s%:*}; mac=${s#*:}
    case $ci in *CCM) c=`pick "$ecc_certs" $i` ;; *) c=`pick "$certs" $i` ;; esac
    i=$((i + 1))
    case $c in rsa*) kx=ECDHE-RSA ;; *) kx=ECDHE-ECDSA ;; esac
    [ $mac = AEAD ] && m= || m="|($mac)"
    tls "TLS1.2 $kx $g $ci${m:+ $mac}, $c certificate" "$c" \
      "$v12:-KX-ALL:+$kx:-GROUP-ALL:+GROUP-$g:-CIPHER-ALL:+$ci:-MAC-ALL:+$mac" \
      "(TLS1.2-X.509)|`kxdesc $g`|($ci)$m"
  done
done
for kx in DHE-RSA RSA; do
  i=0
  for s in AES-128-GCM:AEAD AES-256-GCM:AEAD AES-128-CCM:AEAD AES-256-CCM:AEAD \
	   CHACHA20-POLY1305:AEAD AES-128-CBC:SHA1 AES-256-CBC:SHA256 CAMELLIA-128-CBC:SHA1; do
    ci=${s%:*}; mac=${s#*:}
    if [ $kx = RSA ]; then
      [ $ci = CHACHA20-POLY1305 ] && continue
      c=`pick "$rsaenc_certs" $i`; k="(RSA)"
    else
      c=`pick "$rsa_certs" $i`; k="(DHE-FFDHE2048)"
    fi
    i=$((i + 1))
    [ $mac = AEAD ] && m= || m="|($mac)"
    tls "TLS1.2 $kx $ci${m:+ $mac}, $c certificate" "$c" \
      "$v12:-KX-ALL:+$kx:-GROUP-ALL:+GROUP-FFDHE2048:-CIPHER-ALL:+$ci:-MAC-ALL:+$mac" \
      "(TLS1.2-X.509)|$k|($ci)$m"
  done
done
for cc in $clicerts; do
  for v in 1.2 1.3; do
    eval p=\$v`echo $v | tr -d .`
    tls "TLS$v with a ${cc#cli-} client certificate" clientauth "$p" "(TLS$v-X.509)" \
      -- --x509certfile $cc.pem --x509keyfile $cc.key
  done
done
refused "TLS1.3 without the client certificate the server requires" clientauth "$v13"

# The client's maps, in each mode: a gnutls-cli held open on a fifo.
mkfifo cli.fifo
for mode in accel nettle; do
  if [ $mode = nettle ]; then o=0x1; else o=; fi
  eval tport=\$port_${mode}_ed25519
  [ -n "$tport" ] || continue
  rm -f cli.out
  GNUTLS_CPUID_OVERRIDE=$o timeout 30 gnutls-cli --x509cafile ca.pem --port $tport localhost \
    < cli.fifo > cli.out 2>&1 &
  cpid=$!; pids="$pids $cpid"
  exec 3> cli.fifo
  i=0
  while ! grep -q "Handshake was completed" cli.out 2>/dev/null && [ $i -lt 100 ]; do
    i=$((i + 1)); sleep 0.1
  done
  check_maps "gnutls-cli ($mode)" `child_of $cpid`
  exec 3>&-
  i=0
  while kill -0 $cpid 2>/dev/null && [ $i -lt 50 ]; do i=$((i + 1)); sleep 0.1; done
  kill $cpid 2>/dev/null; wait $cpid 2>/dev/null
done
for mode in accel nettle; do
  for c in $certs clientauth; do
    eval sp=\$pid_${mode}_$c
    [ -z "$sp" ] || kill -0 $sp 2>/dev/null || bad "gnutls-serv ($mode, $c) died during the tests" serv-$mode-$c.out
  done
done

# --- 6. OpenSSL interop ---------------------------------------------
section "OpenSSL interop"
if command -v openssl >/dev/null; then
  rev payload > payload.rev
  # gnutls-cli (both modes) against openssl s_server, which sends every
  # line back reversed.
  port=`free_port`
  timeout 300 openssl s_server -rev -accept $port -cert p256.pem -key p256.key \
    -cert_chain ca.pem -dcert rsa2048.pem -dkey rsa2048.key -dcert_chain ca.pem \
    -ciphersuites TLS_AES_128_GCM_SHA256:TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256:TLS_AES_128_CCM_SHA256 \
    -groups X25519:X448:P-256:P-384:ffdhe2048 > ossl-serv.out 2>&1 &
  opid=$!; pids="$pids $opid"
  if wait_listening $port $opid; then
    for s in "1.3 X25519 AES-128-GCM" "1.3 X448 CHACHA20-POLY1305" "1.3 SECP384R1 AES-256-GCM" \
	     "1.3 FFDHE2048 AES-128-CCM" "1.2 SECP256R1 AES-256-GCM" "1.2 X25519 CHACHA20-POLY1305" \
	     "1.2 SECP256R1 AES-128-CBC:SHA1"; do
      set -- $s; v=$1; g=$2; ci=${3%:*}
      case $3 in *:*) mac=${3#*:} ;; *) mac=AEAD ;; esac
      eval p=\$v`echo $v | tr -d .`
      prio="$p:-GROUP-ALL:+GROUP-$g:-CIPHER-ALL:+$ci:-MAC-ALL:+$mac"
      for mode in accel nettle; do
	if [ $mode = nettle ]; then o=0x1; else o=; fi
	mark ossl-serv.out
	GNUTLS_CPUID_OVERRIDE=$o timeout 20 gnutls-cli --x509cafile ca.pem --port $port \
	  --priority "$prio" localhost < payload > cli.out 2> cli.err
	# s_server -rev sends every line back reversed.
	grep 'nf$' cli.out | grep -v '^-' > got
	if grep -q "Handshake was completed" cli.out && cmp -s got payload.rev \
	   && expect_desc cli.out "(TLS$v-X.509)" "`kxdesc $g`" "($ci)"; then
	  ok "gnutls-cli -> openssl s_server: TLS$v $g $3 ($mode)"
	else
	  echo "command: GNUTLS_CPUID_OVERRIDE=$o gnutls-cli --x509cafile ca.pem --port $port --priority '$prio' localhost < payload" > cmd.out
	  bad "gnutls-cli -> openssl s_server: TLS$v $g $3 ($mode), client side, then openssl's:" \
	    cmd.out cli.out cli.err desc.out `since ossl-serv.out`
	fi
      done
    done
  else
    bad "openssl s_server did not start" ossl-serv.out
  fi
  kill $opid 2>/dev/null; wait $opid 2>/dev/null

  # openssl s_client against gnutls-serv in both modes. s_client keeps
  # reading after its input ends until the last line has come back. In
  # TLS 1.2 OpenSSL wants the curve of an ECDSA certificate among its
  # groups, hence P-521 beside P-384.
  for s in "rsa2048 -tls1_3 X25519 TLS_AES_128_GCM_SHA256" \
	   "p384 -tls1_3 P-384 TLS_AES_256_GCM_SHA384" \
	   "ed25519 -tls1_3 X448 TLS_CHACHA20_POLY1305_SHA256" \
	   "ed448 -tls1_3 ffdhe2048 TLS_AES_128_CCM_SHA256" \
	   "rsapss -tls1_3 P-256 TLS_AES_256_GCM_SHA384" \
	   "rsa3072 -tls1_2 X25519 ECDHE-RSA-AES128-GCM-SHA256" \
	   "p256 -tls1_2 P-256 ECDHE-ECDSA-CHACHA20-POLY1305" \
	   "p521 -tls1_2 P-384:P-521 ECDHE-ECDSA-AES256-SHA" \
	   "rsa2048 -tls1_2 ffdhe2048 DHE-RSA-AES128-SHA256" \
	   "rsa2048 -tls1_2 X25519 AES256-GCM-SHA384"; do
    set -- $s; c=$1; v=$2; g=$3; ci=$4
    if [ $v = -tls1_3 ]; then csel="-ciphersuites $ci"; else csel="-cipher $ci"; fi
    for mode in accel nettle; do
      eval tport=\$port_${mode}_$c
      [ -n "$tport" ] || { bad "openssl s_client -> gnutls-serv ($mode): no $c server"; continue; }
      mark serv-$mode-$c.out
      # (No earlier output may be there for the feeder to find.)
      rm -f ossl-cli.out
      ( cat payload
	i=0
	while ! grep -qxF -f payload.last ossl-cli.out 2>/dev/null && [ $i -lt 200 ]; do
	  i=$((i + 1)); sleep 0.05
	done ) | timeout 20 openssl s_client -connect 127.0.0.1:$tport -servername localhost \
	  -CAfile ca.pem -verify_return_error $v -groups $g $csel -no_ign_eof > ossl-cli.out 2>&1
      grep '^fn' ossl-cli.out > got
      if cmp -s got payload && grep -q "Cipher is $ci" ossl-cli.out \
	 && grep -q 'Verification: OK' ossl-cli.out; then
	ok "openssl s_client $v $g $ci -> gnutls-serv ($mode, $c certificate)"
      else
	echo "command: openssl s_client -connect 127.0.0.1:$tport -servername localhost -CAfile ca.pem -verify_return_error $v -groups $g $csel -no_ign_eof < payload" > cmd.out
	bad "openssl s_client $v $g $ci -> gnutls-serv ($mode, $c certificate): `wc -l < got` of `wc -l < payload` lines back; client side, then the server's:" \
	  cmd.out ossl-cli.out `since serv-$mode-$c.out`
      fi
    done
  done
fi

section "done"
echo "  -- $((t_sec - t_all)) s in all"
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
