#!/usr/bin/env bash
# Installs a real VS Code for the tests and `npm run play`: code-server (VS Code's server, web
# workbench and Node extension host; 4.100.3 is VS Code 1.100.3, the newest that runs on Node 20)
# plus Debian's Chromium. Needs only node 20, npm, python3, a C++ compiler, the npm registry and
# Debian's packages: nothing is downloaded from anywhere else (native modules are built here).
# The browser driver is the project's own devDependency playwright-core (npm ci installs it).
#
# Usage: bash test/vscode/install-vscode.sh [CACHE_DIR]
#   CACHE_DIR defaults to $VSCODE_E2E_CACHE, else ${XDG_CACHE_HOME:-~/.cache}/vscode-e2e.
# Env:    CODE_SERVER_VERSION (default 4.100.3); SKIP_APT=1 to leave apt alone.
# Idempotent: a finished install is marked by a stamp file, so a second run takes seconds.
# Prints "CODE_SERVER=<entry script>" and "CHROMIUM=<browser>" on stdout at the end.
set -euo pipefail

CACHE="${1:-${VSCODE_E2E_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/vscode-e2e}}"
CS_VERSION="${CODE_SERVER_VERSION:-4.100.3}"
APT_PKGS=(chromium fonts-dejavu-core ripgrep libkrb5-dev build-essential python3 pkg-config)
NATIVE_MODULES=(kerberos node-pty @vscode/spdlog native-watchdog @vscode/deviceid)
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

log() { echo "install-vscode: $*" >&2; }
die() { echo "install-vscode: ERROR: $*" >&2; exit 1; }
trap 'echo "install-vscode: failed at line $LINENO: $BASH_COMMAND" >&2' ERR

export CI="${CI:-true}" DEBIAN_FRONTEND=noninteractive npm_config_yes=true npm_config_fund=false \
       npm_config_audit=false npm_config_update_notifier=false

# ---- node 20 ---------------------------------------------------------------------------------
command -v node >/dev/null || die "node is not installed (need node 20)"
command -v npm >/dev/null || die "npm is not installed"
[ "$(node -p 'process.versions.node.split(".")[0]')" = 20 ] \
  || die "code-server $CS_VERSION needs node 20; this is node $(node -v)"

# ---- Debian packages ---------------------------------------------------------------------------
if [ "${SKIP_APT:-0}" != 1 ]; then
  missing=()
  for p in "${APT_PKGS[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo -n"
    log "installing Debian packages with root rights (${SUDO:-as root}): ${missing[*]}"
    log "  why: chromium is the browser the tests drive; build-essential, python3, pkg-config and"
    log "  libkrb5-dev build VS Code's native modules here; ripgrep is VS Code's search; the fonts draw text"
    $SUDO apt-get update -qq </dev/null || die "apt-get update failed"
    $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null >/dev/null \
      || die "apt-get install ${missing[*]} failed"
  fi
fi
for b in chromium rg make g++ python3; do
  command -v "$b" >/dev/null || die "$b is missing (Debian packages: ${APT_PKGS[*]})"
done

# ---- code-server --------------------------------------------------------------------------------
ROOT="$CACHE/code-server-$CS_VERSION"
CS="$ROOT/node_modules/code-server"
VS="$CS/lib/vscode"
STAMP="$ROOT/.install-complete"

if [ -f "$STAMP" ]; then
  log "code-server $CS_VERSION already installed in $ROOT"
else
  start=$SECONDS
  log "installing VS Code for the browser (code-server $CS_VERSION) in $ROOT: about 3 minutes, once"
  mkdir -p "$ROOT"
  [ -f "$ROOT/package.json" ] || echo '{"name":"vscode-e2e-cache","private":true}' >"$ROOT/package.json"

  # code-server's postinstall would download ripgrep and prebuilt binaries: skip scripts, redo below
  if [ ! -f "$CS/package.json" ]; then
    log "npm install code-server@$CS_VERSION --ignore-scripts"
    (cd "$ROOT" && npm install --no-save --ignore-scripts "code-server@$CS_VERSION" </dev/null >/dev/null) \
      || die "npm install code-server@$CS_VERSION failed"
  fi

  log "building argon2 from source"
  (cd "$ROOT" && npm rebuild argon2 --build-from-source </dev/null >"$ROOT/.argon2-build.log" 2>&1) \
    || { tail -30 "$ROOT/.argon2-build.log" >&2; die "building argon2 failed"; }

  log "npm install in lib/vscode (--omit=dev --ignore-scripts)"
  (cd "$VS" && npm install --omit=dev --ignore-scripts </dev/null >/dev/null) \
    || die "npm install in lib/vscode failed"

  # Native modules from source with npm's own node-gyp (headers from the node install or the
  # node-gyp cache).
  NODE_GYP="$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js"
  [ -f "$NODE_GYP" ] || NODE_GYP="$(npm prefix -g)/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js"
  [ -f "$NODE_GYP" ] || die "cannot find npm's bundled node-gyp"
  NODEDIR=()
  NODE_PREFIX="$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")"
  [ -f "$NODE_PREFIX/include/node/common.gypi" ] && NODEDIR=(--nodedir="$NODE_PREFIX")
  for m in "${NATIVE_MODULES[@]}"; do
    d="$VS/node_modules/$m"
    [ -f "$d/binding.gyp" ] || die "$m has no binding.gyp in $d"
    log "node-gyp rebuild $m"
    (cd "$d" && node "$NODE_GYP" rebuild --release "${NODEDIR[@]}" -j 2 </dev/null >"$d/.node-gyp.log" 2>&1) \
      || { tail -30 "$d/.node-gyp.log" >&2; die "building $m failed (log: $d/.node-gyp.log)"; }
  done

  # ripgrep: Debian's instead of @vscode/ripgrep's download
  mkdir -p "$VS/node_modules/@vscode/ripgrep/bin"
  cp -f "$(command -v rg)" "$VS/node_modules/@vscode/ripgrep/bin/rg"

  # what the rest of code-server's postinstall.sh does
  (cd "$VS" && rm -rf node_modules.asar && ln -s node_modules node_modules.asar)
  (cd "$VS/bin/remote-cli" && rm -f code-server && ln -s code-linux.sh code-server)
  (cd "$VS/bin/helpers" && rm -f browser.sh && ln -s browser-linux.sh browser.sh)
  log "npm install in lib/vscode/extensions"
  (cd "$VS/extensions" && npm install --omit=dev </dev/null >/dev/null) \
    || die "npm install in lib/vscode/extensions failed"

  (cd "$VS" && node -e '
    for (const m of ["kerberos", "node-pty", "@vscode/spdlog", "native-watchdog", "@vscode/deviceid", "@parcel/watcher"]) require(m);
  ') || die "a native module of VS Code does not load"
  touch "$STAMP"
  log "installed code-server $CS_VERSION in $((SECONDS - start)) s"
fi

# ---- smoke checks -----------------------------------------------------------------------------
CONFIG="$(mktemp)"
printf 'auth: none\nbind-addr: 127.0.0.1:0\ncert: false\n' >"$CONFIG"
V="$(node "$CS/out/node/entry.js" --config "$CONFIG" --version </dev/null 2>/dev/null | tail -1)" || V=""
rm -f "$CONFIG"
case "$V" in *"with Code"*) ;; *) die "code-server --version printed '${V}' (remove $STAMP and run again)";; esac

PROFILE="$(mktemp -d)"
DOM="$(timeout 90 chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
        --user-data-dir="$PROFILE" --dump-dom 'data:text/html,<p>chromium-ok</p>' </dev/null 2>/dev/null || true)"
rm -rf "$PROFILE"
case "$DOM" in *chromium-ok*) ;; *) die "headless Chromium does not start";; esac

if [ -f "$REPO/node_modules/playwright-core/package.json" ]; then
  (cd "$REPO" && node -e 'require("playwright-core")') || die "the project's playwright-core does not load"
else
  log "note: $REPO/node_modules/playwright-core is not there yet; run npm ci before the tests"
fi

log "OK: code-server $V; $(chromium --version 2>/dev/null | head -1)"
echo "CODE_SERVER=$CS/out/node/entry.js"
echo "CHROMIUM=$(command -v chromium)"
