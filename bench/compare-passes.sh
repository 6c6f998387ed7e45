#!/usr/bin/env bash
# compare-passes.sh — run each optimisation pass and the standard pipeline
# with ir-opt and its mlir-opt-22 counterpart on the benchmark inputs, and
# print a markdown table: wall and CPU time of the whole run of each (one
# run) and their ratios, the time of the passes alone as each tool's -mlir-timing
# reports it (the pass rows of its nested pipeline, summed for the
# pipeline) and their ratio (mlir-opt / ir-opt: above 1 means ir-opt is
# faster), and the op count each output keeps (ops of the generic form).
#
# Usage: bench/compare-passes.sh [FILE.mlir ...]
#        (default: the custom-form inputs of ordinary function sizes,
#        bench/out/mixed-1m-{10000,1000,100}fn.custom.mlir, then the
#        extremes bench/out/*-100k-1fn.mlir and *-1m-1fn.mlir; make them
#        with bench/gen-inputs.sh)
# Environment: IR_OPT (default target/release/ir-opt), MLIR_OPT (mlir-opt-22),
#   PASSES (default "canonicalize cse sccp mem2reg pipeline").
# Says so and exits 0 when mlir-opt-22 is not installed.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
IR_OPT=${IR_OPT:-$root/target/release/ir-opt}
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
PASSES=${PASSES:-"canonicalize cse sccp mem2reg pipeline"}
OURS_PIPELINE='builtin.module(func.func(mem2reg,gvn,sccp,canonicalize,dce))'
THEIRS_PIPELINE='builtin.module(func.func(mem2reg,cse,sccp,canonicalize))'

if ! command -v "$MLIR_OPT" >/dev/null 2>&1; then
    echo "compare-passes: $MLIR_OPT not installed; nothing to compare (skipped)."
    exit 0
fi
[[ -x $IR_OPT ]] || cargo build --release -p ir-opt-tool --manifest-path "$root/Cargo.toml" >&2
if (($# > 0)); then
    inputs=("$@")
else
    shopt -s nullglob
    inputs=("$here"/out/mixed-1m-{10000,1000,100}fn.custom.mlir
        "$here"/out/*-100k-1fn.mlir "$here"/out/*-1m-1fn.mlir)
fi

# Wall and CPU time in seconds of "$@" (output to $out; CPU time from GNU
# time, - without it), the time of its passes, and the ops it printed. Pass times come from -mlir-timing: the rows of a
# nested pipeline's passes (a name, not a number or an analysis' "(A)",
# after 4 spaces), each row's last number being its wall time.
run() {
    local out=$1
    shift
    local start end passes cpu=-
    local -a timed=("$@")
    [[ -x /usr/bin/time ]] && timed=(/usr/bin/time -f '%U %S' -o "$out.cpu" "$@")
    start=$(date +%s.%N)
    "${timed[@]}" -mlir-print-op-generic -mlir-timing -o "$out" 2>"$out.timing" || { echo "failed"; return; }
    end=$(date +%s.%N)
    [[ -s $out.cpu ]] && cpu=$(awk '{ printf "%.2f", $1 + $2 }' "$out.cpu")
    passes=$(awk '/\)    [^ (0-9]/ { t = 0
                for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+\.[0-9]+$/) t = $i
                sum += t }
              END { printf "%.3f", sum }' "$out.timing")
    printf '%.2f %s %s %d' "$(echo "$end - $start" | bc)" "$cpu" "$passes" "$(grep -c '"[a-z_]*\.[a-z_.]*"(' "$out")"
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "| input | pass | ir-opt s | mlir-opt s | ratio | ir-opt cpu s | mlir-opt cpu s | cpu ratio | ir-opt pass s | mlir-opt pass s | pass ratio | ops ir-opt | ops mlir-opt |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for input in "${inputs[@]}"; do
    for pass in $PASSES; do
        if [[ $pass == pipeline ]]; then
            ours=(--pass-pipeline="$OURS_PIPELINE")
            theirs=(--pass-pipeline="$THEIRS_PIPELINE")
        else
            ours=(--pass-pipeline="builtin.module(func.func($pass))")
            theirs=("${ours[@]}")
        fi
        read -r t1 c1 p1 n1 < <(run "$tmp/ours.mlir" "$IR_OPT" "$input" "${ours[@]}")
        read -r t2 c2 p2 n2 < <(run "$tmp/theirs.mlir" "$MLIR_OPT" "$input" "${theirs[@]}")
        ratio=$(echo "scale=1; $t2 / $t1" | bc 2>/dev/null || echo "-")
        cpu_ratio=$(echo "scale=1; $c2 / $c1" | bc 2>/dev/null || echo "-")
        pass_ratio=$(echo "scale=1; $p2 / $p1" | bc 2>/dev/null || echo "-")
        echo "| $(basename "$input") | $pass | $t1 | $t2 | $ratio | $c1 | $c2 | $cpu_ratio | $p1 | $p2 | $pass_ratio | $n1 | $n2 |"
    done
done
