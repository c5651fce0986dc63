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
#   3. certtool: keys of every type, a CA, server and client
#      certificates; the chains verified by certtool and openssl.
#   4. Handshakes on loopback, gnutls-serv against gnutls-cli, TLS 1.2
#      and 1.3 over the certificate types, key exchanges and ciphers;
#      data echoed and compared; each with GnuTLS's own accelerated code
#      and with GNUTLS_CPUID_OVERRIDE=0x1 (all crypto in our library).
#      /proc/PID/maps of the server proves which Nettle is mapped.
#   5. Interop with OpenSSL's s_server and s_client.
#
# Usage: gnutls-check.sh [LIBDIR]; LIBDIR defaults to the build's top
# directory (..). With LIBDIR=/usr/lib/x86_64-linux-gnu it checks the
# harness itself against Debian's Nettle. Ends with "N passed, N failed".
# Bounded: loopback only, ports chosen free at run time, a time limit
# per case, every server stopped on exit.

libdir=${1:-${GNUTLS_CHECK_LIBDIR:-..}}
libdir=`cd "$libdir" 2>/dev/null && pwd` || { echo "skip: no directory $1"; exit 77; }
srcdir=${srcdir:-.}
here=`pwd`

for tool in gnutls-cli gnutls-serv certtool readelf timeout; do
  command -v $tool >/dev/null || { echo "skip: $tool is not installed (gnutls-bin)"; exit 77; }
done
gnutls=`ldd "$(command -v gnutls-cli)" | sed -n 's/.*libgnutls.so.30 => \([^ ]*\).*/\1/p'`
[ -f "$gnutls" ] || { echo "skip: cannot find libgnutls.so.30"; exit 77; }
[ -f "$libdir/libnettle.so.8" ] || { echo "skip: no $libdir/libnettle.so.8"; exit 77; }

# --- 1. names -------------------------------------------------------
wanted=`mktemp`; have=`mktemp`
work=`mktemp -d`
pids=""
cleanup () {
  for p in $pids; do kill $p 2>/dev/null; done
  rm -rf "$work" "$wanted" "$have"
}
trap cleanup EXIT INT TERM

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
echo "  ok: all $nwanted names libgnutls.so.30 imports are exported"

passed=1
failed=0
ok () { passed=$((passed + 1)); echo "  ok: $*"; }
bad () {
  failed=$((failed + 1)); echo "FAIL: $1"; shift
  for f in "$@"; do [ -f "$f" ] && sed 's/^/    | /' "$f" | tail -30; done
}

LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export LD_LIBRARY_PATH

# --- 2. GnuTLS's self-tests -----------------------------------------
if [ -x "$here/gnutls-selftest" ]; then
  for mode in accel nettle; do
    if [ $mode = nettle ]; then o=0x1; else o=; fi
    if GNUTLS_CPUID_OVERRIDE=$o "$here/gnutls-selftest" > "$work/st.out" 2>&1; then
      ok "gnutls self-tests of every algorithm ($mode)"
    else
      bad "gnutls self-tests ($mode): $here/gnutls-selftest" "$work/st.out"
    fi
  done
fi

# --- 3. keys and certificates ---------------------------------------
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

keys="rsa2048:--key-type=rsa:--bits=2048 rsa3072:--key-type=rsa:--bits=3072
rsapss:--key-type=rsa-pss:--bits=2048 p256:--key-type=ecdsa:--curve=secp256r1
p384:--key-type=ecdsa:--curve=secp384r1 p521:--key-type=ecdsa:--curve=secp521r1
ed25519:--key-type=ed25519 ed448:--key-type=ed448"
certs=""
for k in $keys; do
  name=${k%%:*}; args=`echo "${k#*:}" | tr ':' ' '`
  if ct --generate-privkey $args --outfile $name.key \
     && ct --generate-certificate --load-privkey $name.key --load-ca-certificate ca.pem \
          --load-ca-privkey ca.key --template srv.tmpl --outfile $name.pem \
     && cat $name.pem ca.pem > $name.chain \
     && ct --verify-chain --infile $name.chain; then
    if command -v openssl >/dev/null && ! openssl verify -CAfile ca.pem $name.pem > ct.out 2>&1; then
      bad "openssl verify of the $name certificate" ct.out
    else
      ok "certtool: $name key, server certificate, chain verified"
      certs="$certs $name"
    fi
  else
    bad "certtool: $name key/certificate" ct.out
  fi
done
if ct --generate-privkey --key-type=ecdsa --curve=secp256r1 --outfile cli.key \
   && ct --generate-certificate --load-privkey cli.key --load-ca-certificate ca.pem \
        --load-ca-privkey ca.key --template cli.tmpl --outfile cli.pem; then
  ok "certtool: client certificate"
else
  bad "certtool: client certificate" ct.out
fi

# --- 4. handshakes --------------------------------------------------
free_port () {
  while :; do
    p=$(( 20000 + $(od -An -N2 -tu2 /dev/urandom) % 30000 ))
    hex=`printf ':%04X ' $p`
    grep -q "$hex" /proc/net/tcp /proc/net/tcp6 2>/dev/null || { echo $p; return; }
  done
}
listening () {
  hex=`printf ':%04X 00000000:0000 0A' $1`
  grep -q "$hex" /proc/net/tcp 2>/dev/null
}

server_prio="NORMAL:+VERS-TLS1.2:+VERS-TLS1.3:+AES-128-CCM:+AES-256-CCM:+CAMELLIA-128-CBC:+CAMELLIA-256-CBC:+SHA1:+SHA256:+RSA:+DHE-RSA:+GROUP-ALL"

# start_server NAME CERT [extra args]: sets $port and $spid
start_server () {
  sname=$1; cert=$2; shift 2
  port=`free_port`
  timeout 600 gnutls-serv --echo --port $port --x509certfile $cert.chain \
    --x509keyfile $cert.key --priority "$server_prio" "$@" > serv-$sname.out 2>&1 &
  spid=$!
  pids="$pids $spid"
  i=0
  while ! listening $port; do
    i=$((i + 1)); [ $i -gt 100 ] && return 1
    sleep 0.1
  done
  return 0
}

maps_checked=no
check_maps () {
  [ $maps_checked = yes ] && return
  # $1 is timeout's pid; gnutls-serv is its child.
  child=`cat /proc/$1/task/$1/children 2>/dev/null | awk '{ print $1 }'`
  [ -n "$child" ] && [ -r /proc/$child/maps ] || return
  nettles=`awk '/libnettle|libhogweed/ { print $6 }' /proc/$child/maps | sort -u`
  foreign=`echo "$nettles" | grep -v "^$libdir/" | grep .`
  if [ -z "$nettles" ]; then
    bad "gnutls-serv maps no Nettle at all?"
  elif [ -n "$foreign" ]; then
    echo "$foreign" > maps.out; bad "gnutls-serv maps a Nettle outside $libdir" maps.out
  else
    ok "gnutls-serv maps only $libdir's Nettle: `echo $nettles | tr '\n' ' '`"
  fi
  maps_checked=yes
}

# client CASE PORT PRIORITY [extra args]
client () {
  cname=$1; cport=$2; prio=$3; shift 3
  msg="fastnettle echo $cname $$"
  for mode in accel nettle; do
    if [ $mode = nettle ]; then o=0x1; else o=; fi
    echo "$msg" | GNUTLS_CPUID_OVERRIDE=$o timeout 20 gnutls-cli --x509cafile ca.pem \
      --port $cport --priority "$prio" "$@" localhost > cli.out 2>&1
    if grep -q "Handshake was completed" cli.out && grep -q "$msg" cli.out; then
      ok "$cname ($mode)"
    else
      echo "command: echo '$msg' | GNUTLS_CPUID_OVERRIDE=$o gnutls-cli --x509cafile ca.pem --port $cport --priority '$prio' $* localhost" > cmd.out
      bad "$cname ($mode), client side:" cmd.out cli.out
      echo "server ($sname) output:"; tail -15 serv-$sname.out | sed 's/^/    | /'
    fi
  done
}

v13="NORMAL:-VERS-ALL:+VERS-TLS1.3"
v12="NORMAL:-VERS-ALL:+VERS-TLS1.2"
for c in $certs; do
  start_server $c $c --x509cafile ca.pem || { bad "gnutls-serv with $c did not start" serv-$c.out; continue; }
  check_maps $spid
  client "TLS1.3 $c certificate" $port "$v13"
  case $c in
    ed448) ;;   # TLS 1.2 signature schemes for Ed448 are not offered by default
    *) client "TLS1.2 $c certificate" $port "$v12" ;;
  esac
  if [ $c = p256 ]; then
    for g in X25519 X448 SECP256R1 SECP384R1 FFDHE2048; do
      client "TLS1.3 group $g" $port "$v13:-GROUP-ALL:+GROUP-$g"
    done
    for ci in AES-128-GCM AES-256-GCM AES-128-CCM CHACHA20-POLY1305; do
      client "TLS1.3 $ci" $port "$v13:-CIPHER-ALL:+$ci"
    done
    client "TLS1.3 with a client certificate" $port "$v13" \
      --x509certfile cli.pem --x509keyfile cli.key
  fi
  if [ $c = rsa2048 ]; then
    for ci in AES-128-CBC:+SHA1 AES-256-CBC:+SHA256 CAMELLIA-128-CBC:+SHA1 \
	      AES-128-GCM AES-256-GCM AES-128-CCM AES-256-CCM CHACHA20-POLY1305; do
      client "TLS1.2 ECDHE-RSA $ci" $port "$v12:-CIPHER-ALL:+$ci:-MAC-ALL:+AEAD:+SHA1:+SHA256"
    done
    client "TLS1.2 RSA key exchange" $port "$v12:-KX-ALL:+RSA"
    client "TLS1.2 DHE-RSA FFDHE2048" $port "$v12:-KX-ALL:+DHE-RSA:-GROUP-ALL:+GROUP-FFDHE2048"
    client "TLS1.2 with a client certificate" $port "$v12" \
      --x509certfile cli.pem --x509keyfile cli.key
  fi
  kill $spid 2>/dev/null; wait $spid 2>/dev/null
done

# --- 5. OpenSSL interop ---------------------------------------------
if command -v openssl >/dev/null; then
  # gnutls-cli on our Nettle against openssl s_server
  port=`free_port`
  timeout 120 openssl s_server -quiet -accept $port -cert p256.pem -key p256.key \
    -cert_chain ca.pem > ossl-serv.out 2>&1 &
  spid=$!; pids="$pids $spid"; sname=openssl
  i=0; while ! listening $port && [ $i -lt 100 ]; do i=$((i + 1)); sleep 0.1; done
  for p in "$v13:-CIPHER-ALL:+AES-128-GCM" "$v13:-CIPHER-ALL:+CHACHA20-POLY1305" "$v12:-CIPHER-ALL:+AES-256-GCM"; do
    echo "openssl interop $$" | timeout 20 gnutls-cli --x509cafile ca.pem --port $port \
      --priority "$p" localhost > cli.out 2>&1
    if grep -q "Handshake was completed" cli.out; then
      ok "gnutls-cli -> openssl s_server ($p)"
    else
      bad "gnutls-cli -> openssl s_server ($p)" cli.out ossl-serv.out
    fi
  done
  kill $spid 2>/dev/null; wait $spid 2>/dev/null
  # openssl s_client against gnutls-serv on our Nettle
  if start_server ossl rsa2048; then
    for v in -tls1_3 -tls1_2; do
      (echo "openssl client $$"; sleep 1) | timeout 20 openssl s_client -quiet -no_ign_eof \
        -connect 127.0.0.1:$port -CAfile ca.pem $v > ossl-cli.out 2>&1
      if grep -q "openssl client $$" ossl-cli.out; then
        ok "openssl s_client $v -> gnutls-serv, data echoed"
      else
        bad "openssl s_client $v -> gnutls-serv" ossl-cli.out serv-ossl.out
      fi
    done
    kill $spid 2>/dev/null; wait $spid 2>/dev/null
  fi
fi

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
