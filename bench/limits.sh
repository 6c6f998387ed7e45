#!/usr/bin/env bash
# Scale limits of ir-opt (not part of the test suite: release build, minutes):
# 10,000- and 1,000,000-deep nested regions, and one function of 1,000,000
# ops, each parsed, verified and printed (to a file, then parsed again).
# mlir-opt-22 / mlir-opt-19 are run on the same files when installed.
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench/out/limits
mkdir -p "$out"
cargo build --release -q -p ir-opt-tool -p bench-gen
IR_OPT=target/release/ir-opt

nested() { # depth file
  awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) print "\"test.graph_region\"() ({";
                         for (i = 0; i < n; i++) print "}) : () -> ()" }' > "$2"
}
nested 10000 "$out/nested-10k.mlir"
nested 1000000 "$out/nested-1m.mlir"
target/release/bench-gen --shape mixed --ops 1000000 --functions 1 --seed 7 -o "$out/one-function-1m.mlir"

run() { # label command...
  local label=$1; shift
  if /usr/bin/time -f "%e s, %M KB" -o "$out/time.txt" "$@" >/dev/null 2>"$out/stderr.txt"; then
    echo "$label: ok ($(cat "$out/time.txt"))"
  else
    echo "$label: FAILED (exit $?): $(head -c 300 "$out/stderr.txt" | tr '\n' ' ')"
  fi
}

for f in nested-10k nested-1m one-function-1m; do
  flags=(-allow-unregistered-dialect)
  run "ir-opt $f" "$IR_OPT" "$out/$f.mlir" "${flags[@]}" -o "$out/$f.printed.mlir"
  run "ir-opt $f (reparse)" "$IR_OPT" "$out/$f.printed.mlir" "${flags[@]}" -o /dev/null
  for tool in mlir-opt-22 mlir-opt-19; do
    if command -v "$tool" >/dev/null; then
      run "$tool $f" "$tool" "$out/$f.mlir" "${flags[@]}" -o /dev/null
    else
      echo "$tool: not installed, skipped"
    fi
  done
done
