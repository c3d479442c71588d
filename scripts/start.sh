#!/usr/bin/env bash
# `npm start`: the build's standalone server (web/.next/standalone), as a deployment runs it, so the README's
# command serves what production serves and Next has nothing to warn about. Next leaves two things to the
# deployment, done here: the static files and public/ beside server.js, and where the content and the data
# live (the server runs from its own folder, so both are named absolutely). PORT and LISTEN_HOST are honoured.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
app="$root/web/.next/standalone/web"
if [ ! -f "$app/server.js" ]; then
  echo "start: no standalone build in web/.next/standalone; run npm run build first." >&2
  exit 1
fi
# No-clobber: the files are named by content, and a second instance starting beside a serving one must not
# rewrite what that one is sending (a new build starts from an empty standalone folder anyway).
mkdir -p "$app/.next"
cp -rn "$root/web/.next/static" "$app/.next/"
if [ -d "$root/web/public" ]; then cp -rn "$root/web/public" "$app/"; fi
export CONTENT_DATASET_DIR="${CONTENT_DATASET_DIR:-$root/content/dataset}"
export ACCOUNT_DATA_DIR="${ACCOUNT_DATA_DIR:-$root/.data}"
# A shell's own HOSTNAME is the machine's name, not an address to listen on. LISTEN_HOST, else every
# interface as `next start` listens: IPv6 and IPv4 where the machine has IPv6, IPv4 alone where not.
if [ -n "${LISTEN_HOST:-}" ]; then export HOSTNAME="$LISTEN_HOST"
elif [ -s /proc/net/if_inet6 ]; then export HOSTNAME='::'
else export HOSTNAME='0.0.0.0'; fi
# The server closes its account databases itself on SIGTERM/SIGINT (instrumentation-node.ts).
export NEXT_MANUAL_SIG_HANDLE=1
exec node "$app/server.js"
