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
# Once per build (a build starts from an empty standalone folder), and never under a serving instance: a
# second instance starting beside a first finds the folder there. Copied aside and renamed into place, so a
# server never sees half of it. Any POSIX mv (BSD's has no -T): where another instance placed the folder first,
# the copy lands inside it and is removed.
place() {
  [ -d "$1" ] && [ ! -e "$2" ] || return 0
  cp -r "$1" "$2.$$"
  [ -e "$2" ] || mv "$2.$$" "$2"
  rm -rf "$2.$$" "$2/$(basename "$2").$$"
}
mkdir -p "$app/.next"
place "$root/web/.next/static" "$app/.next/static"
place "$root/web/public" "$app/public"
export CONTENT_DATASET_DIR="${CONTENT_DATASET_DIR:-$root/content/dataset}"
export ACCOUNT_DATA_DIR="${ACCOUNT_DATA_DIR:-$root/.data}"
# A shell's own HOSTNAME is the machine's name, not an address to listen on. LISTEN_HOST, else every
# interface as `next start` listens: IPv6 and IPv4 where the machine has IPv6, IPv4 alone where not.
if [ -n "${LISTEN_HOST:-}" ]; then export HOSTNAME="$LISTEN_HOST"
elif [ -s /proc/net/if_inet6 ]; then export HOSTNAME='::'
else export HOSTNAME='0.0.0.0'; fi
# The JavaScript heap sized for a server of 600 MB (docs/OPERATIONS.md): left to size itself from the machine's
# memory, V8 let garbage pile up to 750 MB under steady load before collecting it. The live heap is about
# 110 MB; an operator's own --max-old-space-size in NODE_OPTIONS wins.
case " ${NODE_OPTIONS:-} " in
  *" --max-old-space-size"*) ;;
  *) export NODE_OPTIONS="--max-old-space-size=320${NODE_OPTIONS:+ $NODE_OPTIONS}" ;;
esac
# Memory under attack (bench/results/2026-11-27-history.md, npm run bench:attack-memory), each an operator's own setting wins:
# - The young generation at most 2 x 16 MB: under a flood V8 grew it to 2 x 64 MB and kept it, 100 MB of the
#   resident memory for a live heap of about 75 MB.
# - Two malloc arenas instead of one per thread: argon2's 19 MiB hashes, sharp and zlib run on worker threads,
#   and each thread's arena kept what was freed in it (660 MB of malloc after a scanner run).
case " ${NODE_OPTIONS:-} " in
  *" --max-semi-space-size"*) ;;
  *) export NODE_OPTIONS="$NODE_OPTIONS --max-semi-space-size=16" ;;
esac
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
# PGlite's WebAssembly on the baseline compiler only: V8's optimizing compiler took 500 MB for a few seconds
# to compile one of postgres's functions once it got hot (1.1 GB peak on a first start, 760 MB on every
# later one). Flags Node takes on its command line only (NODE_OPTIONS refuses them); NODE_WASM_TIERING=1 keeps V8's.
wasm=()
[ "${NODE_WASM_TIERING:-0}" = "1" ] || wasm=(--no-wasm-dynamic-tiering --no-wasm-tier-up)
# The server closes its account databases itself on SIGTERM/SIGINT (instrumentation-node.ts).
export NEXT_MANUAL_SIG_HANDLE=1
# Next's standalone server behind the page cache in front of it (web/cache/front-server.ts, bundled to cache/dist); FRONT_CACHE=0
# runs Next's own server.js alone.
if [ "${FRONT_CACHE:-1}" = "0" ]; then exec node "${wasm[@]}" "$app/server.js"; fi
exec node "${wasm[@]}" "$app/cache/dist/front-server.mjs"
