#!/usr/bin/env bash
# Prints the webhook secret `npm run serve`'s site and `npm run studio`'s content API share on this machine, made
# on first use and kept (git-ignored, readable by its owner only) so either may start first.
set -euo pipefail
file="$(dirname "$0")/../.data/studio/webhook-secret"
if [ ! -s "$file" ]; then
  mkdir -p "$(dirname "$file")"
  (umask 077 && openssl rand -hex 32 > "$file")
fi
cat "$file"
