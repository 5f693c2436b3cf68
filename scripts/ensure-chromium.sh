#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (browser downloads are blocked here). Install it
# when it is missing, so a fresh machine passes `npm test` with no manual step.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium not found at $CHROMIUM: installing Debian's chromium package"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-noto-core >/dev/null
"$CHROMIUM" --version
