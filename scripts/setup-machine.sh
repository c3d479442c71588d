#!/usr/bin/env bash
# What `npm test` needs besides Node and node_modules: Debian's Chromium (Playwright cannot download its own
# browser here), faketime (the controlled-clock tests), nginx (the topology test), PostgreSQL and Redis answering
# on 127.0.0.1 (the account and throttle tests). As root on Debian, whatever is missing is installed from Debian's
# packages and started; otherwise the script stops at once with the one command that would do it.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

can_install() { [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null; }

apt_install() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  ((${#missing[@]})) || return 0
  if ! can_install; then
    echo "setup: missing ${missing[*]}; as root run: apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "setup: installing ${missing[*]} from Debian"
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

[[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]] || apt_install chromium
command -v faketime >/dev/null || apt_install faketime
command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || apt_install nginx
# Chromium draws the jp, kr and cn pages (and their screenshots and Lighthouse runs) with Debian's CJK fonts;
# without them every Han, kana and Hangul character is an empty box.
[[ -d /usr/share/fonts/opentype/noto ]] && fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || apt_install fonts-noto-cjk
# The Studio's browser test makes a throwaway certificate for the stand-in of Sanity's API (HTTP/2 needs TLS).
command -v openssl >/dev/null || apt_install openssl

# PostgreSQL with trust auth on 127.0.0.1 for the postgres role: the tests create and drop their own databases.
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  command -v pg_ctlcluster >/dev/null || apt_install postgresql
  if ! can_install; then
    echo "setup: PostgreSQL does not answer on 127.0.0.1:5432; start it (pg_ctlcluster <version> main start)" >&2
    exit 1
  fi
  version="$(ls /etc/postgresql | sort -V | tail -1)"
  if ! pg_lsclusters -h | grep -q "^$version main"; then pg_createcluster "$version" main >/dev/null; fi
  hba="/etc/postgresql/$version/main/pg_hba.conf"
  grep -q '^host all all 127.0.0.1/32 trust' "$hba" || sed -i '1i host all all 127.0.0.1/32 trust' "$hba"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start || pg_ctlcluster --skip-systemctl-redirect "$version" main reload
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi

# Redis keeping nothing on disk.
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  command -v redis-server >/dev/null || apt_install redis-server
  command -v redis-server >/dev/null || { echo "setup: Redis is not installed; as root run: apt-get install -y redis-server" >&2; exit 1; }
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 1; done
fi
