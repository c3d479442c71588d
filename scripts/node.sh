#!/usr/bin/env bash
# Runs a command with a supported Node.js (22.12 or later; 24 LTS is the project's). When the `node` on PATH is
# older (these machines ship 20.20), Node 24 is installed once from the npm registry's node-<os>-<arch>@24 package
# into .node/ (git-ignored) and put first on PATH; with a current Node (nvm, volta, fnm, a system package) this
# does nothing. NODE_INSTALL=0 refuses the download and stops with what to do instead.
# `npm run serve`, `npm test` and .ci/run all go through it:  bash scripts/node.sh <command> [args...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
local_bin="$root/.node/bin"

supported() {
  "${1:-node}" -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)' 2>/dev/null
}

if ! supported node; then
  if ! supported "$local_bin/node"; then
    if [[ "${NODE_INSTALL:-1}" == "0" ]]; then
      echo "node.sh: Node.js $(node --version 2>/dev/null || echo '(none)') is older than 22.12; install Node 24 (nvm install 24) or unset NODE_INSTALL" >&2
      exit 1
    fi
    case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "node.sh: no Node.js package for $(uname -s)" >&2; exit 1 ;; esac
    case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) echo "node.sh: no Node.js package for $(uname -m)" >&2; exit 1 ;; esac
    echo "node.sh: Node.js $(node --version 2>/dev/null || echo '(none)') is older than 22.12; installing Node.js 24 (node-$os-$arch@24 from the npm registry) into .node/" >&2
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    (cd "$work" && npm pack --silent "node-$os-$arch@24" >/dev/null)
    rm -rf "$root/.node"
    mkdir -p "$root/.node"
    tar xzf "$work"/node-"$os"-"$arch"-*.tgz -C "$root/.node" --strip-components=1
    supported "$local_bin/node" || { echo "node.sh: the installed Node.js does not run here" >&2; exit 1; }
  fi
  export PATH="$local_bin:$PATH"
fi
exec "$@"
