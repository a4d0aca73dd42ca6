#!/usr/bin/env bash
# Every test, on a fresh clone of a fresh machine: setup, lint, types, then the Jest suites
# against real MariaDB, real Redis, real S3-protocol storage and the real gateway in front of the services.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh

ensure_pnpm
ensure_mariadb
ensure_redis
ensure_nginx
ensure_kubectl
ensure_dependencies

echo "[test] lint"
pnpm run lint
echo "[test] typecheck"
pnpm run typecheck
echo "[test] jest"
pnpm exec jest --ci --maxWorkers=2
echo "[test] e2e (Playwright in Chromium against the built frontends and the real backend)"
ensure_chromium
pnpm --filter @drops/e2e test
echo "[test] e2e through replicas (the @replicas smoke set through nginx, 2 gateways, 2 replicas of each service; dist/ as built above)"
E2E_SKIP_BUILD=1 pnpm --filter @drops/e2e test:replicas
