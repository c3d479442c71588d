#!/usr/bin/env bash
# Runs a command with a Node.js the project supports: package.json's `engines.node`, which every locked package
# admits (tests/operations/engines.test.ts). When the `node` on PATH is outside it (these machines ship 20.20),
# the exact version in .nvmrc is installed once from the npm registry's node-<os>-<arch> package into .node/
# (git-ignored) and put first on PATH; with a supported Node (nvm, volta, fnm, a system package) this does
# nothing. Where the registry has no such package (Apple Silicon, Windows, another version's platform list), or
# with NODE_INSTALL=0, it stops and says what to run instead.
# `npm run serve`, `npm test` and .ci/run all go through it:  bash scripts/node.sh <command> [args...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
local_dir="${NODE_LOCAL_DIR:-$root/.node}"
pinned="$(tr -d ' \r\n' <"$root/.nvmrc")"
range="$(sed -n 's/.*"node": *"\([^"]*\)".*/\1/p' "$root/package.json" | head -n 1)"

# The version a node binary reports, or nothing when there is none that runs.
version_of() { "$1" --version 2>/dev/null | sed 's/^v//' || true; }
supported() {
  local version
  version="$(version_of "$1")"
  [[ -n "$version" ]] && "$1" "$root/scripts/lib/node-range.cjs" "$root/package.json" "$version" 2>/dev/null
}
instead() {
  echo "node.sh: $1. Install Node.js $pinned yourself, then run this again: nvm install (it reads .nvmrc)," \
    "fnm use --install-if-missing, or volta install node@$pinned" >&2
  exit 1
}

if ! supported node; then
  current="$(version_of node)"
  if [[ "$(version_of "$local_dir/bin/node")" != "$pinned" ]]; then
    [[ "${NODE_INSTALL:-1}" == "0" ]] && instead "Node.js ${current:-(none)} is outside engines ($range) and NODE_INSTALL=0"
    case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) os="$(uname -s)" ;; esac
    case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) arch="$(uname -m)" ;; esac
    package="node-$os-$arch@$pinned"
    echo "node.sh: Node.js ${current:-(none)} is outside engines ($range); installing Node.js $pinned" \
      "($package from the npm registry) into .node/" >&2
    work="$(mktemp -d)"
    if ! (cd "$work" && npm pack --silent "$package" >/dev/null 2>&1); then
      rm -rf "$work"
      instead "the npm registry has no $package"
    fi
    rm -rf "$local_dir.new" && mkdir -p "$local_dir.new"
    tar xzf "$work"/node-*.tgz -C "$local_dir.new" --strip-components=1
    rm -rf "$work"
    unpacked="$(version_of "$local_dir.new/bin/node")"
    if [[ "$unpacked" != "$pinned" ]]; then
      rm -rf "$local_dir.new"
      instead "$package unpacked a Node.js that does not run here (${unpacked:-no version})"
    fi
    rm -rf "$local_dir" && mv "$local_dir.new" "$local_dir"
  fi
  export PATH="$local_dir/bin:$PATH"
fi
exec "$@"
