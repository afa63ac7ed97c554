#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server:
#
#   bash tooling/scripts/with-postgres.sh <command> [args...]
#
# 1. Finds Debian's PostgreSQL binaries (/usr/lib/postgresql/<version>/bin, newest first);
#    installs the `postgresql` package when they are missing and we may (root or sudo, apt).
# 2. Creates a cluster in a new temporary folder (initdb; trust authentication, no fsync: test data
#    only) and starts it on 127.0.0.1 at a free port, with its socket in that folder, so it never
#    meets a system cluster or another run.
#    PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user the
#    Debian package creates (or, when there is none, a system user `sandbox-pg` made for it) and the
#    server runs as that user (runuser); anyone else runs it as themselves.
# 3. Creates the database `sandbox` and runs the command with
#    DATABASE_URL=postgres://postgres@127.0.0.1:<port>/sandbox (the command's exit code is kept).
# 4. Stops the server and removes the folder, also on failure or Ctrl-C.
#
# Options (environment): PG_BIN (a bin folder to use instead), KEEP_PG_LOG=1 (print the server log).
set -euo pipefail

find_bin() {
  if [ -n "${PG_BIN:-}" ] && [ -x "$PG_BIN/initdb" ]; then
    echo "$PG_BIN"
    return 0
  fi
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4 -rn); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

if ! bin="$(find_bin)"; then
  bash "$(dirname "$0")/apt-install.sh" postgresql "the sandbox's database tests" || true
  if ! bin="$(find_bin)"; then
    echo "No PostgreSQL found under /usr/lib/postgresql. Install it (Debian: apt-get install -y postgresql) or set PG_BIN." >&2
    exit 1
  fi
fi

# Who runs the server: never root.
run_as=()
if [ "$(id -u)" = "0" ]; then
  owner="postgres"
  if ! id -u "$owner" >/dev/null 2>&1; then
    owner="sandbox-pg"
    id -u "$owner" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$owner"
  fi
  run_as=(runuser -u "$owner" --)
else
  owner="$(id -un)"
fi

dir="$(mktemp -d "${TMPDIR:-/tmp}/sandbox-pg.XXXXXX")"
chmod 700 "$dir"
[ "$(id -u)" = "0" ] && chown "$owner" "$dir"
data="$dir/data"
log="$dir/server.log"

cleanup() {
  local status=$?
  if [ -f "$data/postmaster.pid" ]; then
    "${run_as[@]}" "$bin/pg_ctl" -D "$data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  if [ "${KEEP_PG_LOG:-}" = "1" ] && [ -f "$log" ]; then cat "$log" >&2; fi
  rm -rf "$dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

port="$(node -e 'const s = require("node:net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')"

"${run_as[@]}" "$bin/initdb" -D "$data" -U postgres -A trust -E UTF8 --locale=C --no-sync >/dev/null
"${run_as[@]}" "$bin/pg_ctl" -D "$data" -l "$log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
"${run_as[@]}" "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q -c "CREATE DATABASE sandbox" >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/sandbox"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') for the tests at 127.0.0.1:$port (cluster in $dir)"
set +e
"$@"
status=$?
set -e
exit "$status"
