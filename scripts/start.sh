#!/usr/bin/env bash
# npm start: install what is needed, then run the dev server.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-deps.sh
ensure_deps
exec npm run dev
