#!/usr/bin/env bash
# What `npm test` needs besides Node and node_modules: Debian's Chromium, Firefox ESR and WebKitGTK's WebDriver
# with Xvfb (Playwright cannot download its own browsers here), faketime (the controlled-clock tests), nginx (the topology test), PostgreSQL and Redis answering
# on 127.0.0.1 (the account and throttle tests). Everything missing is found first. As root on Debian it is then
# installed from Debian's packages in one go and started; otherwise the script lists all of it with the one
# command that installs it, and stops.
#
# PostgreSQL: the tests connect as postgres to 127.0.0.1:5432 with trust auth, or with TEST_POSTGRES_URL (a
# password in it) to any server. An existing cluster's authentication is never changed: where none answers, this
# creates a cluster of the project's own ("showcase", port 5432), trusting connections from 127.0.0.1 only in
# its own pg_hba.conf.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

can_install() { [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null; }
missing=()
need() { dpkg -s "$1" >/dev/null 2>&1 || missing+=("$1"); }

[[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]] || need chromium
[[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ]] || need firefox-esr
command -v WebKitWebDriver >/dev/null || need webkit2gtk-driver
command -v xvfb-run >/dev/null || need xvfb
command -v xauth >/dev/null || need xauth
command -v faketime >/dev/null || need faketime
command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || need nginx
# Chromium draws the jp, kr and cn pages (and their screenshots and Lighthouse runs) with Debian's CJK fonts;
# without them every Han, kana and Hangul character is an empty box.
[[ -d /usr/share/fonts/opentype/noto ]] && fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need fonts-noto-cjk
# The Studio's browser test makes a throwaway certificate for the stand-in of Sanity's API (HTTP/2 needs TLS).
command -v openssl >/dev/null || need openssl
postgres_down=false
if [[ -z "${TEST_POSTGRES_URL:-}" ]] && ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  postgres_down=true
  command -v pg_createcluster >/dev/null || need postgresql
fi
redis_down=false
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  redis_down=true
  command -v redis-server >/dev/null || need redis-server
fi

if ! can_install && { ((${#missing[@]})) || $postgres_down || $redis_down; }; then
  echo "setup: the tests need what this machine lacks:" >&2
  ((${#missing[@]})) && echo "  packages: ${missing[*]}; as root run: apt-get install -y ${missing[*]}" >&2
  $postgres_down && echo "  PostgreSQL on 127.0.0.1:5432 (trust for postgres), or TEST_POSTGRES_URL naming one" >&2
  $redis_down && echo "  Redis on 127.0.0.1:6379; start it: redis-server --daemonize yes --bind 127.0.0.1 --save ''" >&2
  echo "  or run this script as root, which installs and starts all of it" >&2
  exit 1
fi

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]} from Debian"
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if $postgres_down; then
  version="$(ls /etc/postgresql 2>/dev/null | sort -V | tail -1)"
  [[ -n "$version" ]] || version="$(ls /usr/lib/postgresql | sort -V | tail -1)"
  if ! pg_lsclusters -h | grep -q "^$version showcase "; then
    echo "setup: creating the project's own PostgreSQL cluster ($version showcase, 127.0.0.1:5432)"
    pg_createcluster "$version" showcase --port 5432 -- --auth-host=trust --auth-local=peer >/dev/null
  fi
  pg_ctlcluster --skip-systemctl-redirect "$version" showcase start
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi

# Redis keeping nothing on disk.
if $redis_down; then
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 1; done
fi
