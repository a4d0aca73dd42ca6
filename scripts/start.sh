#!/usr/bin/env bash
# Installs and starts everything on the embedded defaults (an SQLite file per service, local disk storage):
# migrations, the seeded administrator and demo data, the services, the gateway and the frontends.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh

ensure_pnpm
ensure_dependencies
exec pnpm run dev
