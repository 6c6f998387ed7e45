#!/usr/bin/env bash
# many-cases.sh — ops with very many successors and block arguments: a
# `cf.switch` of N cases (each passing a value to one of four blocks) and
# a block of N arguments (passed by one `cf.br`, summed by N-1 addi), and
# a function of N arguments returning them all, called once (`calls`), for
# N = 100,000 and 1,000,000. Times parse + verify + print and the
# standard pipeline (bench/compare-passes.sh's) for ir-opt and, when
# installed, mlir-opt-22, as a markdown table (linear growth from 100k
# to 1M is 10x).
#
# Usage: bench/many-cases.sh [N ...]   (default: 100000 1000000)
# Environment: IR_OPT (default target/release/ir-opt), MLIR_OPT (default
#   mlir-opt-22; set it empty to skip: mlir-opt-22 takes ~19 minutes on
#   the 1M-case switch), OUT (inputs, default bench/out).
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
IR_OPT=${IR_OPT:-$root/target/release/ir-opt}
MLIR_OPT=${MLIR_OPT-mlir-opt-22}
OUT=${OUT:-$here/out}
OURS='builtin.module(func.func(mem2reg,gvn,sccp,canonicalize,dce))'
THEIRS='builtin.module(func.func(mem2reg,cse,sccp,canonicalize))'
[[ -x $IR_OPT ]] || cargo build --release -p ir-opt-tool --manifest-path "$root/Cargo.toml" >&2
sizes=("$@")
((${#sizes[@]})) || sizes=(100000 1000000)
mkdir -p "$OUT"

switch() {
    awk -v n="$1" 'BEGIN {
        printf "func.func @f(%%flag: i32, %%v: i32) -> i32 {\n  cf.switch %%flag : i32, [\n    default: ^bb1(%%v : i32)"
        for (i = 0; i < n; i++) printf ",\n    %d: ^bb%d(%%v : i32)", i, i % 4 + 1
        printf "\n  ]\n"
        for (b = 1; b <= 4; b++) printf "^bb%d(%%a%d: i32):\n  return %%a%d : i32\n", b, b, b
        printf "}\n"
    }'
}

arguments() {
    awk -v n="$1" 'BEGIN {
        printf "func.func @g(%%v: i32) -> i32 {\n  cf.br ^bb1("
        for (i = 0; i < n; i++) printf "%s%%v", (i ? ", " : "")
        printf " : "
        for (i = 0; i < n; i++) printf "%si32", (i ? ", " : "")
        printf ")\n^bb1("
        for (i = 0; i < n; i++) printf "%s%%a%d: i32", (i ? ", " : ""), i
        printf "):\n"
        last = "%a0"
        for (i = 1; i < n; i++) { printf "  %%s%d = arith.addi %s, %%a%d : i32\n", i, last, i; last = "%s" i }
        printf "  return %s : i32\n}\n", last
    }'
}

calls() {
    awk -v n="$1" 'function list(text,   i) {
            for (i = 0; i < n; i++) printf "%s" text, (i ? ", " : ""), i
        }
        BEGIN {
        printf "func.func @callee("; list("%%a%d: i32")
        printf ") -> ("; list("i32")
        printf ") {\n  return "; list("%%a%d")
        printf " : "; list("i32")
        printf "\n}\nfunc.func @caller(%%v: i32) -> i32 {\n  %%r:%d = call @callee(", n
        list("%%v"); printf ") : ("; list("i32"); printf ") -> ("; list("i32")
        printf ")\n  return %%r#%d : i32\n}\n", n - 1
    }'
}

seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" -o /dev/null >/dev/null 2>&1 || { echo fail; return; }
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f s", b - a }'
}

echo "| input | ir-opt parse+verify+print | ir-opt pipeline | mlir-opt-22 parse+verify+print | mlir-opt-22 pipeline |"
echo "| --- | ---: | ---: | ---: | ---: |"
for shape in switch arguments calls; do
    for n in "${sizes[@]}"; do
        file=$OUT/$shape-$n.mlir
        [[ -s $file ]] || $shape "$n" >"$file"
        ours=$(seconds "$IR_OPT" "$file")
        ours_pipeline=$(seconds "$IR_OPT" "$file" --pass-pipeline="$OURS")
        theirs=- theirs_pipeline=-
        if [[ -n $MLIR_OPT ]] && command -v "$MLIR_OPT" >/dev/null; then
            theirs=$(seconds "$MLIR_OPT" "$file")
            theirs_pipeline=$(seconds "$MLIR_OPT" "$file" --pass-pipeline="$THEIRS")
        fi
        echo "| $shape $n | $ours | $ours_pipeline | $theirs | $theirs_pipeline |"
    done
done
