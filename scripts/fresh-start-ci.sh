#!/usr/bin/env bash
# What a newcomer does, proven in CI (.ci/run): a fresh clone of this commit, `npm install`, `npm start`
# (embedded PostgreSQL and bus; the front ends built on first start), then Chromium signs in and sees
# the dashboard and a department screen (e2e/fresh-start.ts). Usage: bash scripts/fresh-start-ci.sh [PORT]
set -euo pipefail
port=${1:-18555}
root=$(git rev-parse --show-toplevel)
work=$(mktemp -d) && chmod 755 "$work"   # embedded PostgreSQL runs as another user when started by root
pid=""
cleanup() { [ -n "$pid" ] && kill -- -"$pid" 2>/dev/null; sleep 1; rm -rf "$work"; }
trap cleanup EXIT
t0=$(date +%s)
git clone -q "$root" "$work/app" && cd "$work/app"
echo "== npm install (fresh clone)"
npm install --no-audit --no-fund >"$work/install.log" 2>&1 || { tail -30 "$work/install.log"; exit 1; }
echo "   $(( $(date +%s) - t0 )) s"
echo "== npm start on :$port"
(unset DATABASE_URL NATS_URL; PORT=$port EMBEDDED_PG_DIR="$work/pg" EMBEDDED_PG_PORT=$((port + 1)) exec setsid npm start) >"$work/start.log" 2>&1 &
pid=$!
for _ in $(seq 1 600); do
  curl -fs "http://127.0.0.1:$port/" 2>/dev/null | grep -qi '<script' && break
  kill -0 "$pid" 2>/dev/null || { echo "npm start exited:"; tail -30 "$work/start.log"; exit 1; }
  sleep 1
done
curl -fs "http://127.0.0.1:$port/" | grep -qi '<script' || { echo "FAIL: no screens after 600 s"; tail -30 "$work/start.log"; exit 1; }
grep -E 'front ends:' "$work/start.log" | sed 's/^/   /' | cut -c1-160 || true
echo "   serving after $(( $(date +%s) - t0 )) s"
echo "== Chromium signs in"
npx tsx e2e/fresh-start.ts "http://127.0.0.1:$port"
echo "   done after $(( $(date +%s) - t0 )) s"
