#!/usr/bin/env bash
# linearity.sh — how each pass's own time grows from the 100k-op to the
# 1M-op single-function input of every shape (linear growth is 10x), or
# between two other sizes.
#
# Usage: bench/linearity.sh [PASS ...]
#        (default: canonicalize cse gvn sccp mem2reg dce
#        convert-block-args-to-copies; inputs from bench/gen-inputs.sh)
#
# Each pass runs alone on a function (`builtin.module(func.func(PASS))`)
# with -verify-each=false, so the time is the pass's row of -mlir-timing,
# the fastest of RUNS runs. Prints a markdown table: shape, pass, both
# times, ratio.
# Environment: IR_OPT (default target/release/ir-opt), RUNS (default 3),
#   SMALL and LARGE (the sizes compared, as in the file names: default
#   100k and 1m), IN (where the inputs are: default bench/out). E.g. both
#   sizes past the L3: SIZES="1000000 3000000" OUT=/tmp/big
#   bench/gen-inputs.sh, then SMALL=1m LARGE=3m IN=/tmp/big
#   bench/linearity.sh (linear growth is then 3x).
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
IR_OPT=${IR_OPT:-$root/target/release/ir-opt}
RUNS=${RUNS:-3}
SMALL=${SMALL:-100k}
LARGE=${LARGE:-1m}
IN=${IN:-$here/out}
[[ -x $IR_OPT ]] || cargo build --release -p ir-opt-tool --manifest-path "$root/Cargo.toml" >&2
if (($# > 0)); then
    passes=("$@")
else
    passes=(canonicalize cse gvn sccp mem2reg dce convert-block-args-to-copies)
fi

# The fastest time of the pass's own -mlir-timing row (a name after 4
# spaces) over RUNS runs.
pass_time() {
    for ((run = 0; run < RUNS; run++)); do
        "$IR_OPT" "$1" --pass-pipeline="builtin.module(func.func($2))" \
            -verify-each=false -mlir-timing -o /dev/null 2>&1 |
            awk '/\)    [A-Z]/ { print $1; exit }'
    done | sort -n | head -1
}

echo "| shape | pass | $SMALL s | $LARGE s | $LARGE / $SMALL |"
echo "| --- | --- | --- | --- | --- |"
for shape in cfg mixed memory straight; do
    small=$IN/$shape-$SMALL-1fn.mlir large=$IN/$shape-$LARGE-1fn.mlir
    if [[ ! -f $small || ! -f $large ]]; then
        echo "linearity: $shape inputs missing: run bench/gen-inputs.sh (skipped)" >&2
        continue
    fi
    for pass in "${passes[@]}"; do
        a=$(pass_time "$small" "$pass") b=$(pass_time "$large" "$pass")
        ratio=$(echo "scale=1; $b / $a" | bc 2>/dev/null || echo "-")
        echo "| $shape | $pass | $a | $b | $ratio |"
    done
done
