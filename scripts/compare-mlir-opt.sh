#!/usr/bin/env bash
# compare-mlir-opt.sh — check that ir-opt and mlir-opt-22 print the same
# text, byte for byte, in the custom and in the generic form, and that each
# tool reads back what the other prints.
#
# Inputs (default):
#   - every `// -----` chunk of the lit corpus test/**/*.mlir;
#   - the benchmark generator's shapes (straight, cfg, memory, mixed), each
#     at 10k ops in one function and over 100 functions, generated into a
#     temporary directory (set BENCH_DIR to use existing files instead,
#     e.g. bench/out from bench/gen-inputs.sh).
# With arguments, only the given files are used (each split into chunks).
#
# For every input that both tools accept, four checks:
#   custom    `ir-opt IN` is byte-identical to `mlir-opt-22 IN`;
#   generic   the same with --mlir-print-op-generic;
#   ir-reads  ir-opt reprints mlir-opt-22's generic output unchanged;
#   mlir-reads mlir-opt-22 reads ir-opt's custom and generic outputs back
#             and prints exactly what it printed for IN.
# Both tools run with -allow-unregistered-dialect.
#
# Skipped inputs (counted by reason): rejected by both tools (the expected
# errors of -verify-diagnostics and `not` tests); rejected by mlir-opt-22
# only (ir-opt is more lenient there: test/Compat/rejected-by-mlir.mlir);
# chunks of XFAIL tests (known gaps); rejected by ir-opt only where the test
# expects an error (`expected-error`) or where the only objection is
# ir-opt's verifier of its `test` dialect, which mlir-opt-22 does not have.
# Any other input that ir-opt rejects and mlir-opt-22 accepts is a
# difference.
#
# Output: each difference with the first lines of its diff, then the
# counts. Exit status 1 if anything differs, 0 otherwise — and 0, saying
# so, when mlir-opt-22 is not installed.
#
# Environment:
#   MLIR_OPT        reference tool (default mlir-opt-22)
#   IR_OPT          ir-opt binary (default: cargo build --release -p ir-opt-tool)
#   BENCH_GEN       bench-gen binary (default: cargo build --release -p bench-gen)
#   BENCH_DIR       compare the *.mlir files there instead of generating
#   BENCH_MAX_BYTES with BENCH_DIR, skip files larger than this (default: no limit)
#   DIFF_LINES      lines of diff shown per difference (default 20)
#   VERBOSE=1       list every input with its verdict
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
DIFF_LINES=${DIFF_LINES:-20}
BENCH_DIR=${BENCH_DIR:-}
BENCH_MAX_BYTES=${BENCH_MAX_BYTES:-0}
VERBOSE=${VERBOSE:-0}
target_dir=${CARGO_TARGET_DIR:-$root/target}
flags=(-allow-unregistered-dialect)
generic=(--mlir-print-op-generic)
separator='// -----'

if ! command -v "$MLIR_OPT" >/dev/null 2>&1; then
    echo "$MLIR_OPT is not installed: skipping the comparison with mlir-opt"
    exit 0
fi

if [[ -z ${IR_OPT:-} ]]; then
    # Build only this package: the rest of the workspace may be mid-edit.
    (cd "$root" && cargo build --release -q -p ir-opt-tool)
    IR_OPT=$target_dir/release/ir-opt
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/compare-mlir-opt.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

# split_input FILE DIR: writes the chunks of FILE as mlir-opt's
# -split-input-file cuts them (at every `// -----`, even inside a comment
# such as `// CHECK: // -----`) to DIR/0000, DIR/0001, ... and prints how
# many.
split_input() {
    mkdir -p "$2"
    awk -v dir="$2" -v sep="$separator" '
        { text = text $0 "\n" }
        END {
            n = 0
            while ((at = index(text, sep)) > 0) {
                printf "%s", substr(text, 1, at - 1) > sprintf("%s/%04d", dir, n)
                text = substr(text, at + length(sep))
                n++
            }
            printf "%s", text > sprintf("%s/%04d", dir, n)
            print n + 1
        }
    ' "$1"
}

# split_output FILE DIR: writes the pieces of a -split-input-file output
# (separated by `// -----` lines) to DIR/0000, ... and prints how many.
split_output() {
    mkdir -p "$2"
    awk -v dir="$2" -v sep="$separator" '
        function start() { f = sprintf("%s/%04d", dir, n); printf "" > f }
        BEGIN { n = 0; start() }
        $0 == sep { close(f); n++; start(); next }
        { print > f }
        END { close(f); print n + 1 }
    ' "$1"
}

# join_chunks DIR FILE...: writes the files to DIR's `joined` with `// -----`
# lines between them (what -split-input-file reads).
join_chunks() {
    local out=$1/joined first=1 f
    : >"$out"
    shift
    for f in "$@"; do
        ((first)) || echo "$separator" >>"$out"
        first=0
        cat "$f" >>"$out"
    done
}

# mlir_split IN DIR [FLAGS...]: runs mlir-opt-22 -split-input-file on IN,
# splits its output into DIR/NNNN (an empty piece where it rejected a
# chunk) and prints how many pieces.
mlir_split() {
    local in=$1 dir=$2
    shift 2
    "$MLIR_OPT" "${flags[@]}" -split-input-file "$@" "$in" >"$dir.out" 2>/dev/null || true
    split_output "$dir.out" "$dir"
}

identical=0
different=0
declare -A skipped=()
skip() {
    skipped[$1]=$((${skipped[$1]:-0} + 1))
    ((VERBOSE)) && echo "skipped   $2 ($1)"
    return 0
}

# report LABEL CHECK EXPECTED ACTUAL: shows a difference.
report() {
    echo "DIFFERENT $1 [$2] (--- $MLIR_OPT, +++ ir-opt):"
    diff -u --label "$MLIR_OPT" --label ir-opt "$3" "$4" | head -n "$DIFF_LINES" | sed 's/^/    /' || true
}

# compare_file LABEL FILE: every chunk of FILE through the four checks.
compare_file() {
    local label=$1 file=$2 work=$tmp/work
    rm -rf "$work" "$work".out
    mkdir -p "$work"
    local count
    count=$(split_input "$file" "$work/in")
    if [[ $(mlir_split "$file" "$work/mc") != "$count" ||
        $(mlir_split "$file" "$work/mg" "${generic[@]}") != "$count" ]]; then
        different=$((different + 1))
        echo "DIFFERENT $label: $MLIR_OPT split it into another number of chunks than $count"
        return 0
    fi
    local xfail=0 expects_errors=0
    grep -q '^// *XFAIL:' "$file" && xfail=1
    grep -qE '^// *RUN:.*(-verify-diagnostics|not ir-opt)' "$file" && expects_errors=1
    local compared=() k name chunk
    for ((k = 0; k < count; k++)); do
        name=$(printf '%04d' "$k")
        chunk=$label
        ((count > 1)) && chunk="$label#$k"
        local in=$work/in/$name mc=$work/mc/$name mg=$work/mg/$name
        local ic=$work/ic.$name ig=$work/ig.$name
        local ir_ok=1
        "$IR_OPT" "${flags[@]}" "$in" -o "$ic" 2>"$work/err" || ir_ok=0
        if ((xfail)); then
            skip "XFAIL test (known gap)" "$chunk"
            continue
        fi
        if [[ ! -s $work/mc/$name ]]; then
            if ((ir_ok)); then
                skip "rejected by $MLIR_OPT only" "$chunk"
            else
                skip "rejected by both tools" "$chunk"
            fi
            continue
        fi
        if ((!ir_ok)); then
            if ((expects_errors)) && grep -q 'expected-error' "$in"; then
                skip "rejected by ir-opt only, where the test expects an error" "$chunk"
            elif grep -q '"test\.' "$in" && "$IR_OPT" "${flags[@]}" -no-verify "$in" -o "$ic" 2>/dev/null &&
                cmp -s "$work/mc/$name" "$ic"; then
                skip "rejected by ir-opt's verifier of test.* ops only (printing identical)" "$chunk"
            else
                different=$((different + 1))
                echo "DIFFERENT $chunk: ir-opt rejects what $MLIR_OPT accepts:"
                head -n "$DIFF_LINES" "$work/err" | sed 's/^/    /'
            fi
            continue
        fi
        "$IR_OPT" "${flags[@]}" "${generic[@]}" "$in" -o "$ig" 2>/dev/null || : >"$ig"
        "$IR_OPT" "${flags[@]}" "${generic[@]}" "$mg" -o "$work/reread.$name" 2>/dev/null ||
            : >"$work/reread.$name"
        local ok=1
        cmp -s "$mc" "$ic" || { ok=0; report "$chunk" custom "$mc" "$ic"; }
        cmp -s "$mg" "$ig" || { ok=0; report "$chunk" generic "$mg" "$ig"; }
        cmp -s "$mg" "$work/reread.$name" ||
            { ok=0; report "$chunk" "ir-opt reads $MLIR_OPT's generic output" "$mg" "$work/reread.$name"; }
        if ((ok)); then
            compared+=("$name")
        else
            different=$((different + 1))
        fi
    done
    ((${#compared[@]})) || return 0
    # mlir-opt-22 reads back, in one run per form, what ir-opt printed.
    join_chunks "$work" "${compared[@]/#/$work/ic.}"
    mv "$work/joined" "$work/back-custom.in"
    join_chunks "$work" "${compared[@]/#/$work/ig.}"
    mv "$work/joined" "$work/back-generic.in"
    mlir_split "$work/back-custom.in" "$work/bc" >/dev/null
    mlir_split "$work/back-generic.in" "$work/bg" "${generic[@]}" >/dev/null
    local i=0
    for name in "${compared[@]}"; do
        chunk=$label
        ((count > 1)) && chunk="$label#$((10#$name))"
        local back=$(printf '%04d' "$i") ok=1
        cmp -s "$work/mc/$name" "$work/bc/$back" ||
            { ok=0; report "$chunk" "$MLIR_OPT reads ir-opt's custom output" "$work/mc/$name" "$work/bc/$back"; }
        cmp -s "$work/mg/$name" "$work/bg/$back" ||
            { ok=0; report "$chunk" "$MLIR_OPT reads ir-opt's generic output" "$work/mg/$name" "$work/bg/$back"; }
        if ((ok)); then
            identical=$((identical + 1))
            ((VERBOSE)) && echo "identical $chunk"
        else
            different=$((different + 1))
        fi
        i=$((i + 1))
    done
}

inputs=()
labels=()
if (($# > 0)); then
    for f in "$@"; do
        inputs+=("$f")
        labels+=("$f")
    done
else
    while IFS= read -r f; do
        inputs+=("$root/$f")
        labels+=("$f")
    done < <(cd "$root" && find test -name Output -prune -o -name '*.mlir' -print | LC_ALL=C sort)
    if [[ -n $BENCH_DIR ]]; then
        for f in "$BENCH_DIR"/*.mlir; do
            [[ -e $f ]] || continue
            if ((BENCH_MAX_BYTES > 0)) && (($(stat -c %s "$f") > BENCH_MAX_BYTES)); then
                continue
            fi
            inputs+=("$f")
            labels+=("bench/$(basename "$f")")
        done
    else
        if [[ -z ${BENCH_GEN:-} ]]; then
            (cd "$root" && cargo build --release -q -p bench-gen)
            BENCH_GEN=$target_dir/release/bench-gen
        fi
        mkdir -p "$tmp/bench"
        for shape in straight cfg memory mixed; do
            for functions in 1 100; do
                f=$tmp/bench/$shape-10k-${functions}fn.mlir
                "$BENCH_GEN" --shape "$shape" --ops 10000 --functions "$functions" --seed 1 -o "$f"
                inputs+=("$f")
                labels+=("bench-gen/$(basename "$f")")
            done
        done
    fi
fi

for i in "${!inputs[@]}"; do
    compare_file "${labels[$i]}" "${inputs[$i]}"
done

total_skipped=0
for reason in "${!skipped[@]}"; do
    total_skipped=$((total_skipped + skipped[$reason]))
done
echo "$identical identical, $different different, $total_skipped skipped" \
    "(custom and generic form, each read back by the other tool)"
for reason in "${!skipped[@]}"; do
    echo "  skipped ${skipped[$reason]}: $reason"
done | LC_ALL=C sort
((different == 0))
