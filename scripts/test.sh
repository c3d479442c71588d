#!/usr/bin/env bash
# npm test: every test of the project, in the order a failure is cheapest to find. It runs on Node 24 (package.json
# starts it through scripts/node.sh), installs node_modules when they are missing, and has
# scripts/setup-machine.sh install and start the services the tests use (or say which command would).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 SANITY_TELEMETRY_DISABLED=1
export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
export TEST_POSTGRES_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
# Third-party scripts are configured at build time (pages are prerendered); the browser tests answer these
# addresses themselves (page.route), so nothing leaves the machine.
export CHAT_WIDGET_SRC="${CHAT_WIDGET_SRC:-https://chat.example/widget.js}"
export ANALYTICS_TAG_SRC="${ANALYTICS_TAG_SRC:-https://tags.example/tag.js}"
# Nothing an earlier run left behind is read: reports, account databases and Playwright's output start empty.
rm -rf test-results
mkdir -p test-results

step() { printf '\n== %s\n' "$*"; }

step "machine: Node $(node --version), services"
bash scripts/setup-machine.sh
if [[ ! -d node_modules ]]; then
  step "install (npm ci)"
  npm ci --no-audit --no-fund
fi

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
# A failure here is counted in the closing line; the browser tests still run and report.
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json || true

step "browser tests (playwright: Debian's Chromium, and Firefox ESR and WebKit for the core journeys; npm start)"
# In the config's order, each invocation whatever became of the one before: a failing site test must not keep the
# clock, hosted and fault tests from running and reporting. The clock and hosted projects share one invocation:
# each is one serial file on a server of its own, with cache keys the other never uses (their ports' origins), so
# the two workers run them side by side.
groups=(site "controlled-clock hosted" studio faults load)
reports=()
for group in "${groups[@]}"; do
  step "playwright project(s) $group"
  name=${group// /+}
  flags=()
  for project in $group; do flags+=(--project "$project"); done
  # Only the site project reads the shared `npm start` server; the others start their own.
  site_server=0
  [[ "$group" == site ]] && site_server=1
  E2E_SITE_SERVER=$site_server E2E_REPORT="test-results/e2e-$name.json" \
    npx playwright test "${flags[@]}" --no-deps || true
  reports+=("test-results/e2e-$name.json")
done

node scripts/test-summary.mjs test-results/unit.json "${reports[@]}"
