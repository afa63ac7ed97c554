#!/usr/bin/env bash
# `pnpm test:all`: every check CI runs, in parallel lanes (docs/testing.md).
#
#   workspace   sherif (fails fast, before anything else starts)
#   checks      turbo run typecheck lint test of every package but the sandbox
#   sandbox     the sandbox API's typecheck, lint, tests on PGlite and tests on PostgreSQL
#   browser     both apps built (turbo), size budgets, then both e2e suites
#   stories     the static Storybook: axe on every story, the kit's tree-shaking check; then Prettier
#
# The lanes run at the same time; each line of output is prefixed with its lane. Every lane runs to
# its end even when another fails, so one run reports every failure; the script exits 1 when any
# step failed. At the end it prints each step's wall and processor time (also written to
# TEST_ALL_TIMINGS as TSV when set), then how busy the machine's cores were over the run.
# Variables: E2E_WORKERS (Playwright workers per suite, default 3), TURBO_CHECKS_CONCURRENCY
# (default 2).
#
# The browser lane is the longest path (build, then both browser suites, whose tests also wait on
# the network and timers), so the other lanes run at a lower priority (`nice` 5): they use what
# the browser lane leaves, and the browser lane's tests are not starved into their timeouts.
#
# The sandbox has a lane of its own because its tests are the longest task (about 15 minutes of
# processor time on PGlite and PostgreSQL together): started at once beside the other lanes, it
# does not become a tail that runs alone on one core while the other waits.
set -uo pipefail
cd "$(dirname "$0")/../.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"

timings="$(mktemp)"
lane_logs="$(mktemp -d)"
trap 'rm -rf "$timings" "$lane_logs"' EXIT
started=$SECONDS

# cpu_ticks: the machine's processor ticks since boot, from /proc/stat's "cpu" line: busy (user,
# nice, system, irq, softirq, steal), idle and iowait. The end of the run prints how busy the
# cores were over it, which tells a run slowed by waiting (disk, timers) from one short of cores.
cpu_ticks() {
  awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9, $5, $6 }' /proc/stat 2>/dev/null
}
ticks_start="$(cpu_ticks)"

# step NAME COMMAND...: runs one step and records its wall time, its processor time (user + system
# of the step and every process it waited for) and its exit status.
step() {
  local name=$1
  shift
  local cpu_file
  cpu_file="$(mktemp)"
  local t0=$SECONDS
  echo "--- $name: start ($(date -u +%T) UTC, load $(cut -d' ' -f1-3 /proc/loadavg))"
  exec 3>&2
  { TIMEFORMAT="%U %S" && time "$@" 2>&3; } 2>"$cpu_file"
  local rc=$?
  exec 3>&-
  local took=$((SECONDS - t0))
  local cpu
  cpu="$(awk '{ printf "%d", $1 + $2 }' "$cpu_file")"
  rm -f "$cpu_file"
  echo "--- $name: $([ "$rc" -eq 0 ] && echo ok || echo "FAILED ($rc)") in ${took} s (processor ${cpu} s)"
  printf '%s\t%s\t%s\t%s\n' "$name" "$took" "$cpu" "$rc" >>"$timings"
  return "$rc"
}

# lane NAME FUNCTION [NICENESS]: runs the lane's steps with every output line prefixed by `[NAME] `,
# at the given niceness (default 0: normal priority). The lane's output is also kept in a file, so
# that the end of the run can repeat what a failed lane said (CI logs are often read from the end).
lane() {
  local name=$1
  { renice -n "${3:-0}" -p "$BASHPID" >/dev/null 2>&1 || true; "$2"; } 2>&1 | sed -u "s/^/[$name] /" | tee "$lane_logs/$name.log"
}

# failure_excerpt LANE: the lines of a failed lane's log that name a failure (test runners' marks,
# errors, timeouts), at most 40, then the lane's last 10 lines.
failure_excerpt() {
  local log="$lane_logs/$1.log"
  [ -f "$log" ] || return 0
  echo
  echo "=== $1 lane failed; its failure lines (the whole lane is above, prefixed [$1]):"
  grep -aE '✗|×|FAIL|Error|failed|Timeout|timed out|ERR_' "$log" | grep -avE ' ✓ |0 failing|failed[^ ]*=0' | tail -n 40
  echo "=== the last lines of the $1 lane:"
  tail -n 10 "$log"
  [ "$1" = browser ] && page_snapshots
  return 0
}

# page_snapshots: for each failed end-to-end test, what its page showed when it failed: the page
# snapshot (the YAML block of Playwright's error-context.md), at most 80 lines each. The run's
# artifacts are gone once CI ends, and the log is all that is left.
page_snapshots() {
  local file
  for file in apps/*/test-results/*/error-context.md; do
    [ -f "$file" ] || continue
    echo "=== what the page showed, $file:"
    sed -n '/^```yaml/,$p' "$file" | head -n 80
  done
}

checks_lane() {
  step turbo-checks pnpm -s exec turbo run typecheck lint test --filter='!@agent-portal/sandbox-api' --continue --concurrency="${TURBO_CHECKS_CONCURRENCY:-2}"
}

# Its four tasks start together: the two test runs are the long ones, typecheck and lint end early.
sandbox_lane() {
  step sandbox-checks pnpm -s exec turbo run typecheck lint test test:pg --filter=@agent-portal/sandbox-api --continue --concurrency=4
}

browser_lane() {
  step build pnpm -s exec turbo run build --filter=./apps/* --output-logs=errors-only || return 1
  local rc=0
  step size pnpm -s --filter @agent-portal/scripts run size || rc=1
  # turbo run e2e finds both builds in its cache and runs the portal's suite, then the webview's.
  step e2e pnpm -s run e2e || rc=1
  return "$rc"
}

# Prettier runs here, after the stories, not before the checks: the checks lane is the longest
# after the browser lane, and the stories lane ends minutes before the others.
stories_lane() {
  local rc=0
  step stories pnpm -s run stories || rc=1
  step format:check pnpm -s run format:check || rc=1
  return "$rc"
}

step check:workspace pnpm -s run check:workspace || exit 1

lane sandbox sandbox_lane 5 &
sandbox=$!
lane checks checks_lane 5 &
checks=$!
lane browser browser_lane &
browser=$!
lane stories stories_lane 5 &
stories=$!

failed=0
failed_lanes=()
wait "$sandbox" || { failed=1; failed_lanes+=(sandbox); }
wait "$checks" || { failed=1; failed_lanes+=(checks); }
wait "$browser" || { failed=1; failed_lanes+=(browser); }
wait "$stories" || { failed=1; failed_lanes+=(stories); }
for name in "${failed_lanes[@]}"; do failure_excerpt "$name"; done

total=$((SECONDS - started))
echo
echo "test:all step times (wall and processor seconds; the lanes overlap):"
awk -F'\t' '{ printf "  %-16s %5s s wall %6s s processor  %s\n", $1, $2, $3, ($4 == 0 ? "ok" : "FAILED") }' "$timings"
echo "  total            ${total} s wall ($(date -u +%T) UTC, load $(cut -d' ' -f1-3 /proc/loadavg))"
if [ -n "$ticks_start" ]; then
  # Ticks are 1/100 s (USER_HZ) on Linux.
  read -r busy0 idle0 wait0 <<<"$ticks_start"
  read -r busy1 idle1 wait1 <<<"$(cpu_ticks)"
  awk -v b=$((busy1 - busy0)) -v i=$((idle1 - idle0)) -v w=$((wait1 - wait0)) -v n="$(nproc)" 'BEGIN {
    all = b + i + w
    if (all > 0) printf "  machine          %d s of processor time on %d cores: busy %d %%, idle %d %%, waiting on I/O %d %%\n", b / 100, n, 100 * b / all, 100 * i / all, 100 * w / all
  }'
fi
if [ -n "${TEST_ALL_TIMINGS:-}" ]; then
  {
    cat "$timings"
    printf 'total\t%s\t\t%s\n' "$total" "$failed"
  } >"$TEST_ALL_TIMINGS"
fi
exit "$failed"
