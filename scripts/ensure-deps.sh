# Sourced by start.sh and test.sh: installs node_modules from the lockfile when they are
# missing or older than package-lock.json. npm writes node_modules/.package-lock.json on every
# install, so its age says when the tree was last installed.
ensure_deps() {
  if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
    echo "==> Installing dependencies from package-lock.json (npm ci)"
    npm ci --no-audit --no-fund
  fi
}
