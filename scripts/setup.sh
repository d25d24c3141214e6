#!/usr/bin/env bash
# Installs what building and testing need, skipping whatever is already there. Safe to re-run.
#   scripts/setup.sh build   – the wasm target, wasm-pack and the npm packages (binaryen's
#                              wasm-opt; for `make serve`)
#   scripts/setup.sh test    – also Chromium and ChromeDriver (for `make test`)
set -euo pipefail
cd "$(dirname "$0")/.."
need="${1:-test}"

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! command -v wasm-pack >/dev/null 2>&1; then
  say "installing wasm-pack from crates.io (a few minutes, once)"
  cargo install wasm-pack --locked
fi

# The npm packages: binaryen's wasm-opt for the build, playwright-core and axe-core for tests.
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] \
  || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages"
  npm ci --no-audit --no-fund
fi

if [ "$need" = test ]; then
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    say "installing Debian's chromium and chromium-driver"
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y --no-install-recommends chromium chromium-driver
  fi
fi
