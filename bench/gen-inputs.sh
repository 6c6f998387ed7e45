#!/usr/bin/env bash
# gen-inputs.sh — generate the benchmark input set into bench/out/ and check
# that mlir-opt-22 accepts every file.
#
# For each shape (straight, cfg, memory, mixed) and each size (10k, 100k, 1M
# ops by default) it writes two files: everything in one function, and the
# same op count spread over many functions (about one per 100 ops):
#   bench/out/<shape>-<size>-1fn.mlir
#   bench/out/<shape>-<size>-<K>fn.mlir
# At least one file is >= 40 MB (every 1M-op file is; if SIZES has none that
# large, mixed-large-1fn.mlir with 1M ops is added).
#
# Then the inputs that look like use: TYPICAL_OPS ops (default 1M) of each
# of TYPICAL_SHAPES in functions of about FN_SIZES ops each (default 100,
# 1,000 and 10,000), e.g. bench/out/mixed-1m-1000fn.mlir. Every file is
# also written in the custom form, as users write it (printed by ir-opt):
# bench/out/<name>.custom.mlir beside each generic <name>.mlir.
#
# Environment:
#   SIZES      space-separated op counts (default "10000 100000 1000000")
#   SHAPES     space-separated shapes (default "straight cfg memory mixed")
#   SEED       PRNG seed (default 1)
#   OUT        output directory (default bench/out)
#   TYPICAL_OPS, TYPICAL_SHAPES, FN_SIZES  the inputs of ordinary function
#              sizes (defaults 1000000, "mixed", "100 1000 10000"; FN_SIZES=""
#              for none)
#   FORMS      "generic custom" (default), or "generic"
#   BENCH_GEN  prebuilt bench-gen binary (default: cargo build -p bench-gen)
#   IR_OPT     ir-opt, which prints the custom form (default: cargo build
#              --release -p ir-opt-tool)
#   MLIR_OPT   verifier (default mlir-opt-22; skipped if not installed)
#   VERIFY=0   skip verification
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
SIZES=${SIZES:-"10000 100000 1000000"}
SHAPES=${SHAPES:-"straight cfg memory mixed"}
SEED=${SEED:-1}
OUT=${OUT:-$here/out}
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
VERIFY=${VERIFY:-1}
TYPICAL_OPS=${TYPICAL_OPS:-1000000}
TYPICAL_SHAPES=${TYPICAL_SHAPES:-mixed}
FN_SIZES=${FN_SIZES-"100 1000 10000"}
FORMS=${FORMS:-"generic custom"}
LARGE_MIN_BYTES=$((40 * 1000 * 1000))

if [[ -z ${BENCH_GEN:-} ]]; then
    # Build only this package: the rest of the workspace may be mid-edit.
    (cd "$root" && cargo build --release -q -p bench-gen)
    BENCH_GEN=${CARGO_TARGET_DIR:-$root/target}/release/bench-gen
fi
if [[ $FORMS == *custom* && -z ${IR_OPT:-} ]]; then
    (cd "$root" && cargo build --release -q -p ir-opt-tool)
    IR_OPT=${CARGO_TARGET_DIR:-$root/target}/release/ir-opt
fi
mkdir -p "$OUT"

# 10000 -> 10k, 1000000 -> 1m
label() {
    local n=$1
    if ((n % 1000000 == 0)); then echo "$((n / 1000000))m"
    elif ((n % 1000 == 0)); then echo "$((n / 1000))k"
    else echo "$n"; fi
}

files=()
declare -A generated=()
# generate SHAPE OPS FUNCTIONS: the generic file, and its custom form (once
# per run: the sets may overlap).
generate() {
    local shape=$1 ops=$2 fns=$3 f
    f=$OUT/$shape-$(label "$ops")-${fns}fn.mlir
    [[ -n ${generated[$f]:-} ]] && return
    generated[$f]=1
    "$BENCH_GEN" --shape "$shape" --ops "$ops" --functions "$fns" --seed "$SEED" -o "$f"
    files+=("$f")
    printf '%-44s %12d bytes %9d ops %6d functions\n' "$(basename "$f")" "$(stat -c %s "$f")" "$ops" "$fns"
    if [[ $FORMS == *custom* ]]; then
        "$IR_OPT" "$f" -o "${f%.mlir}.custom.mlir"
        files+=("${f%.mlir}.custom.mlir")
    fi
}
for shape in $SHAPES; do
    for ops in $SIZES; do
        many=$((ops / 100))
        ((many < 2)) && many=2
        for fns in 1 "$many"; do
            generate "$shape" "$ops" "$fns"
        done
    done
done
for shape in $TYPICAL_SHAPES; do
    for size in $FN_SIZES; do
        fns=$((TYPICAL_OPS / size))
        ((fns < 1)) && fns=1
        generate "$shape" "$TYPICAL_OPS" "$fns"
    done
done

# The set must hold one input of at least 40 MB; with the default sizes the
# 1M-op files are; otherwise generate a dedicated one.
large=$(ls -S "${files[@]}" | head -n 1)
if (($(stat -c %s "$large") < LARGE_MIN_BYTES)); then
    large=$OUT/mixed-large-1fn.mlir
    "$BENCH_GEN" --shape mixed --ops 1000000 --functions 1 --seed "$SEED" -o "$large"
    files+=("$large")
fi
size=$(stat -c %s "$large")
echo "large input: $(basename "$large") ($((size / 1000000)) MB)"
if ((size < LARGE_MIN_BYTES)); then
    echo "warning: $(basename "$large") is below 40 MB" >&2
fi

if [[ $VERIFY == 0 ]]; then
    exit 0
fi
if ! command -v "$MLIR_OPT" >/dev/null; then
    echo "$MLIR_OPT not installed: skipping verification" >&2
    exit 0
fi
failed=0
for f in "${files[@]}"; do
    if ! err=$("$MLIR_OPT" --verify-each "$f" -o /dev/null 2>&1); then
        echo "FAIL $(basename "$f"):" >&2
        head -n 5 <<<"$err" >&2
        failed=$((failed + 1))
    fi
done
echo "$MLIR_OPT: $((${#files[@]} - failed))/${#files[@]} files accepted"
((failed == 0))
