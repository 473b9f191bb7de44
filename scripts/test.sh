#!/usr/bin/env bash
# npm test: install what is needed, then format check, lint, type check, unit tests, build
# (with the search index), the JS budget and browser tests, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-deps.sh

chromium="${PRESIDENT_CHROMIUM:-${CHROMIUM_PATH:-/usr/bin/chromium}}"
ensure_chromium() {
  [[ -x "$chromium" ]] && return 0
  if [[ "$chromium" == /usr/bin/chromium && "$(id -u)" == 0 ]]; then
    echo "==> Installing Chromium for the browser tests (apt-get install chromium)"
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
    return 0
  fi
  cat >&2 <<MSG
The browser tests need Chromium at $chromium, and it is not there.
  Debian/Ubuntu:  sudo apt-get install -y chromium
  elsewhere:      point PRESIDENT_CHROMIUM (or CHROMIUM_PATH) at a Chromium or Chrome binary.
(Playwright's own browser download is not used.)
MSG
  exit 1
}

started=$SECONDS
steps=()
current=""
summary() {
  local status=$?
  echo
  echo "==> Summary"
  for line in "${steps[@]}"; do echo "  $line"; done
  if [[ $status -ne 0 && -n "$current" ]]; then
    echo "  FAILED  $current"
  fi
  if [[ -f test-reports/vitest.json && -f test-reports/playwright.json ]]; then
    node scripts/test-counts.ts test-reports/vitest.json test-reports/playwright.json
  fi
  echo "  total $((SECONDS - started)) s"
  exit $status
}
trap summary EXIT

step() {
  local name=$1
  shift
  current=$name
  echo
  echo "==> $name: $*"
  local t0=$SECONDS
  "$@"
  steps+=("ok      $name ($((SECONDS - t0)) s)")
  current=""
}

rm -rf test-reports
step "install" ensure_deps
step "chromium" ensure_chromium
step "format" npx prettier --check .
# astro sync writes .astro/ (the types of astro:content), which typed lint needs on a fresh clone.
step "lint" npm run -s lint
step "types" npx astro check
step "unit" npx vitest run --reporter=default --reporter=json --outputFile.json=test-reports/vitest.json
# npm run build = astro build, then pagefind indexes dist/ for the search pages.
step "build" npm run -s build
step "budget" npm run -s budget
step "browser" npx playwright test
