#!/usr/bin/env bash
# npm test: every test of the project, in the order a failure is cheapest to find.
# Expects dependencies installed (npm ci) and Chromium at $CHROMIUM_PATH (default /usr/bin/chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 SANITY_TELEMETRY_DISABLED=1
# Third-party scripts are configured at build time (pages are prerendered); the browser tests answer these
# addresses themselves (page.route), so nothing leaves the machine.
export CHAT_WIDGET_SRC="${CHAT_WIDGET_SRC:-https://chat.example/widget.js}"
export ANALYTICS_TAG_SRC="${ANALYTICS_TAG_SRC:-https://tags.example/tag.js}"
mkdir -p test-results
rm -f test-results/unit.json test-results/e2e.json

step() { printf '\n== %s\n' "$*"; }

step "lint and format (biome)"
npm run --silent lint

step "build: content dataset, typegen, studio, web (with a stand-in value for every credential)"
# tests/security/bundle-secrets.test.ts then proves none of them reached a browser bundle. Only the build sees
# them: the servers the tests start get their own configuration.
# shellcheck disable=SC2046
env $(npx --no-install tsx scripts/lib/server-env.ts --canaries) npm run --silent build
export BUILT_WITH_CANARIES=1

step "typecheck every workspace"
npm run --silent typecheck

step "unit and integration tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json

step "browser tests (playwright, Debian chromium, next start)"
npx playwright test

node scripts/test-summary.mjs test-results/unit.json test-results/e2e.json
