# Helpers shared by scripts/start.sh and scripts/test.sh: make a fresh machine ready.
PNPM_VERSION=10.34.9

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else "$@"; fi
}

ensure_pnpm() {
  if ! command -v pnpm >/dev/null || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
    echo "[setup] installing pnpm $PNPM_VERSION"
    npm install --global "pnpm@$PNPM_VERSION" >/dev/null 2>&1 || as_root npm install --global "pnpm@$PNPM_VERSION" >/dev/null
  fi
}

ensure_dependencies() {
  echo "[setup] pnpm install"
  pnpm install --frozen-lockfile --reporter=append-only 2>&1 | tail -n 3
}

mariadb_ready() {
  if command -v mariadb-admin >/dev/null; then
    mariadb-admin --host=127.0.0.1 --user=root ping >/dev/null 2>&1
  else
    mysqladmin --host=127.0.0.1 --user=root ping >/dev/null 2>&1
  fi
}

# MariaDB on 127.0.0.1:3306 with the `test` database (the default TEST_DATABASE_URL).
ensure_mariadb() {
  if mariadb_ready; then return; fi
  if [ ! -x /usr/sbin/mariadbd ]; then
    echo "[setup] installing mariadb-server"
    as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mariadb-server >/dev/null
  fi
  echo "[setup] starting MariaDB"
  as_root mkdir -p /run/mysqld && as_root chown mysql:mysql /run/mysqld 2>/dev/null || true
  as_root start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd -- --user=mysql >/dev/null 2>&1 ||
    as_root start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
  for _ in $(seq 1 60); do mariadb_ready && break; sleep 1; done
  mariadb_ready || { echo "[setup] MariaDB did not start" >&2; exit 1; }
  (command -v mariadb >/dev/null && mariadb -h127.0.0.1 -uroot -e 'CREATE DATABASE IF NOT EXISTS test') || true
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    echo "[setup] installing chromium"
    as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
}

# kubectl with kustomize: deploy/'s test renders the Kubernetes overlays with it.
ensure_kubectl() {
  if ! command -v kubectl >/dev/null; then
    echo "[setup] installing kubectl"
    as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq kubectl >/dev/null
  fi
}

redis_ready() {
  command -v redis-cli >/dev/null && [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = "PONG" ]
}

# Redis on 127.0.0.1:6379, no password: the gateway's shared rate limit test counts there.
ensure_redis() {
  if redis_ready; then return; fi
  if [ ! -x /usr/bin/redis-server ]; then
    echo "[setup] installing redis-server"
    as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  fi
  echo "[setup] starting Redis"
  as_root /usr/bin/redis-server --bind 127.0.0.1 --port 6379 --daemonize yes >/dev/null
  for _ in $(seq 1 30); do redis_ready && break; sleep 1; done
  redis_ready || { echo "[setup] Redis did not start" >&2; exit 1; }
}

# Debian's nginx, the load balancer of the replica proof (gateway/test/replicas-nginx.test.ts,
# bench/backend/replicas.ts). Installed only: each run starts its own nginx with a generated
# configuration in a temporary prefix (tooling/stack/src/nginx.ts). The package's service is
# kept from starting on port 80 by policy-rc.d (Debian's switch for exactly that) during the install.
ensure_nginx() {
  if [ -x /usr/sbin/nginx ]; then return; fi
  echo "[setup] installing nginx"
  local policy=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    policy=/usr/sbin/policy-rc.d
    printf '#!/bin/sh\nexit 101\n' | as_root tee "$policy" >/dev/null && as_root chmod +x "$policy"
  fi
  as_root apt-get update -qq &&
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  if [ -n "$policy" ]; then as_root rm -f "$policy"; fi
}
