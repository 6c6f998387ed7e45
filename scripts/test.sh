#!/usr/bin/env bash
# Runs every test: unit tests, the CLI tests of the tools, the lit suites
# and the doc tests (= cargo test --workspace; cargo test builds ir-opt
# first, the lit runner finds it in target/). Its output is cargo's, then
# a summary with one line per suite, naming what the suite is (the crate
# directory and the test target: "ir-core: unit tests (src/lib.rs)",
# "test: lit suite (test/lit.rs)") and its counts, and the total.
set -euo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
names=$(mktemp)
trap 'rm -f "$log" "$names"' EXIT

# Which crate directory each test binary belongs to (from cargo's build
# messages; without them the summary names the test target alone).
root=$(pwd)
cargo test --workspace --no-run --message-format=json "$@" 2>/dev/null |
    sed -n 's|.*"manifest_path":"'"$root"'/\([^"]*\)/Cargo.toml".*"executable":"\([^"]*\)".*|\2 \1|p' \
        >"$names" || true

status=0
cargo test --workspace "$@" 2>&1 | tee "$log" || status=$?

echo
echo "Summary (one line per suite):"
awk -v names="$names" '
    BEGIN {
        while ((getline line < names) > 0) {
            split(line, part, " ")
            n = split(part[1], path, "/")
            dir[path[n]] = part[2]
        }
    }
    # "     Running unittests src/lib.rs (target/debug/deps/ir_core-1a2b)"
    /^ *Running / {
        text = $0
        sub(/^ *Running /, "", text)
        exe = text
        sub(/^.*\(/, "", exe); sub(/\)$/, "", exe)
        n = split(exe, path, "/"); exe = path[n]
        src = text
        sub(/ \(.*$/, "", src)
        if (sub(/^unittests /, "", src)) kind = "unit tests"
        else if (src ~ /lit\.rs$/) kind = "lit suite"
        else kind = "CLI and integration tests"
        where = (exe in dir) ? dir[exe] ": " : ""
        label = where kind " (" src ")"
        next
    }
    /^ *Doc-tests / { label = $2 ": doc tests"; next }
    /^test result:/ {
        passed = $4; failed = $6; ignored = $8
        sub(/;/, "", failed); sub(/;/, "", ignored)
        printf "  %-60s %5d passed, %d failed, %d ignored\n", label, passed, failed, ignored
        total_passed += passed; total_failed += failed
        next
    }
    # The lit runners end with "N passed, M failed[, K skipped]".
    /^[0-9]+ passed, [0-9]+ failed/ {
        printf "  %-60s %s\n", label, $0
        total_passed += $1; total_failed += $3
    }
    END { printf "total: %d passed, %d failed\n", total_passed, total_failed }
' "$log"
exit "$status"
