#!/usr/bin/env bash
# compare-mlir-opt.sh — check that ir-opt prints MLIR's generic form byte for
# byte as mlir-opt does.
#
# For each input: A = `mlir-opt-22 -allow-unregistered-dialect
# --mlir-print-op-generic IN`, B = `ir-opt -allow-unregistered-dialect
# --mlir-print-op-generic A`, then `cmp A B`. Inputs that mlir-opt rejects
# are skipped; an input whose A ir-opt rejects counts as different.
#
# Inputs (default):
#   - the benchmark inputs bench/out/*.mlir if there are any; otherwise a
#     small set generated into a temporary directory with bench-gen (each
#     shape of straight, cfg, memory, mixed at 10k ops over 100 functions);
#   - every `// -----` chunk of the lit corpus test/**/*.mlir.
# With arguments, only the given files are used (each split into chunks).
#
# Output: for each difference, the first differing lines (diff -u | head),
# then a summary line `N identical, M different, K skipped`.
# Exit status: 1 if any input differs, 0 otherwise (also when mlir-opt-22 is
# not installed: the comparison is skipped).
#
# Environment:
#   MLIR_OPT        reference tool (default mlir-opt-22)
#   IR_OPT          ir-opt binary (default: cargo build --release -p ir-opt-tool)
#   BENCH_GEN       bench-gen binary (default: cargo build --release -p bench-gen)
#   BENCH_DIR       where the benchmark inputs are (default bench/out)
#   BENCH_MAX_BYTES skip benchmark files larger than this (default: no limit)
#   DIFF_LINES      lines of diff shown per difference (default 20)
#   VERBOSE=1       list every input with its verdict
#   DEBUGINFO=1     pass -mlir-print-debuginfo to both tools (locations)
#   DIRECT=1        also compare A with ir-opt's own print of IN (when
#                   ir-opt accepts IN; labelled "[direct]"): catches what
#                   ir-opt loses when parsing the original, which re-printing
#                   mlir-opt's output cannot show
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
DIFF_LINES=${DIFF_LINES:-20}
BENCH_DIR=${BENCH_DIR:-$root/bench/out}
BENCH_MAX_BYTES=${BENCH_MAX_BYTES:-0}
VERBOSE=${VERBOSE:-0}
DIRECT=${DIRECT:-0}
DEBUGINFO=${DEBUGINFO:-0}
print_flags=(-allow-unregistered-dialect --mlir-print-op-generic)
if ((DEBUGINFO)); then
    print_flags+=(-mlir-print-debuginfo)
fi
target_dir=${CARGO_TARGET_DIR:-$root/target}

if ! command -v "$MLIR_OPT" >/dev/null 2>&1; then
    echo "$MLIR_OPT is not installed: skipping the comparison"
    exit 0
fi

if [[ -z ${IR_OPT:-} ]]; then
    # Build only this package: the rest of the workspace may be mid-edit.
    (cd "$root" && cargo build --release -q -p ir-opt-tool)
    IR_OPT=$target_dir/release/ir-opt
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/compare-mlir-opt.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

# Inputs as "label<TAB>path" lines.
inputs=$tmp/inputs.txt
: >"$inputs"

# Writes the `// -----` chunks of $1 to $2/0000.mlir, $2/0001.mlir, ... and
# adds them to the inputs (label FILE#INDEX when there are several chunks).
add_chunks() {
    local file=$1 dir=$2 label=$3
    mkdir -p "$dir"
    awk -v dir="$dir" '
        function start() { f = sprintf("%s/%04d.mlir", dir, n); printf "" > f }
        BEGIN { n = 0; start() }
        /^\/\/ -----/ { close(f); n++; start(); next }
        { print > f }
        END { close(f) }
    ' "$file"
    local chunks=("$dir"/*.mlir)
    if ((${#chunks[@]} == 1)); then
        printf '%s\t%s\n' "$label" "${chunks[0]}" >>"$inputs"
    else
        local c
        for c in "${chunks[@]}"; do
            local index=$(basename "$c" .mlir)
            printf '%s#%d\t%s\n' "$label" "$((10#$index))" "$c" >>"$inputs"
        done
    fi
}

if (($# > 0)); then
    i=0
    for f in "$@"; do
        add_chunks "$f" "$tmp/args/$i" "$f"
        i=$((i + 1))
    done
else
    shopt -s nullglob
    bench=("$BENCH_DIR"/*.mlir)
    shopt -u nullglob
    if ((${#bench[@]} == 0)); then
        if [[ -z ${BENCH_GEN:-} ]]; then
            (cd "$root" && cargo build --release -q -p bench-gen)
            BENCH_GEN=$target_dir/release/bench-gen
        fi
        mkdir -p "$tmp/bench"
        for shape in straight cfg memory mixed; do
            f=$tmp/bench/$shape-10k-100fn.mlir
            "$BENCH_GEN" --shape "$shape" --ops 10000 --functions 100 --seed 1 -o "$f"
            bench+=("$f")
        done
    fi
    for f in "${bench[@]}"; do
        if ((BENCH_MAX_BYTES > 0)) && (($(stat -c %s "$f") > BENCH_MAX_BYTES)); then
            continue
        fi
        printf 'bench/%s\t%s\n' "$(basename "$f")" "$f" >>"$inputs"
    done
    i=0
    while IFS= read -r f; do
        add_chunks "$root/$f" "$tmp/lit/$i" "$f"
        i=$((i + 1))
    done < <(cd "$root" && find test -name Output -prune -o -name '*.mlir' -print | LC_ALL=C sort)
fi

# compare_outputs LABEL EXPECTED ACTUAL: counts the pair as identical or
# different, showing the first lines of the diff when they differ.
compare_outputs() {
    if cmp -s "$2" "$3"; then
        identical=$((identical + 1))
        ((VERBOSE)) && echo "identical $1"
    else
        different=$((different + 1))
        echo "DIFFERENT $1 (--- $MLIR_OPT, +++ ir-opt):"
        diff -u --label "$MLIR_OPT" --label ir-opt "$2" "$3" | head -n "$DIFF_LINES" | sed 's/^/    /' || true
    fi
    return 0
}

identical=0
different=0
skipped=0
a=$tmp/a.mlir
b=$tmp/b.mlir
c=$tmp/c.mlir
err=$tmp/err.txt
# The list is read on fd 3, so that no tool can consume it through stdin.
while IFS=$'\t' read -r -u 3 label path; do
    if ! "$MLIR_OPT" "${print_flags[@]}" "$path" -o "$a" 2>"$err"; then
        skipped=$((skipped + 1))
        ((VERBOSE)) && echo "skipped   $label (rejected by $MLIR_OPT)"
        continue
    fi
    if ((DIRECT)); then
        if ! "$IR_OPT" "${print_flags[@]}" "$path" -o "$c" 2>/dev/null; then
            skipped=$((skipped + 1))
            ((VERBOSE)) && echo "skipped   $label [direct] (rejected by ir-opt)"
        else
            compare_outputs "$label [direct]" "$a" "$c"
        fi
    fi
    if ! "$IR_OPT" "${print_flags[@]}" "$a" -o "$b" 2>"$err"; then
        # ir-opt registers a `test` dialect whose ops have verifiers; for
        # mlir-opt-22 `test.*` ops are unregistered and unchecked. If only
        # ir-opt's verifier objects, compare the printing without it.
        if grep -q '"test\.' "$a" &&
            "$IR_OPT" "${print_flags[@]}" -no-verify "$a" -o "$b" 2>/dev/null &&
            cmp -s "$a" "$b"; then
            skipped=$((skipped + 1))
            echo "skipped   $label: ir-opt's verifier rejects its test.* ops, which $MLIR_OPT does not" \
                "verify (unregistered there); printed with -no-verify: identical"
            ((VERBOSE)) && head -n 3 "$err" | sed 's/^/    /'
            continue
        fi
        different=$((different + 1))
        echo "DIFFERENT $label: ir-opt rejects what $MLIR_OPT printed:"
        head -n "$DIFF_LINES" "$err" | sed 's/^/    /'
        continue
    fi
    compare_outputs "$label" "$a" "$b"
done 3<"$inputs" </dev/null

echo "$identical identical, $different different, $skipped skipped"
((different == 0))
