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
# Both tools run with -allow-unregistered-dialect. mlir-opt-22 runs four
# times in all (each form over every chunk of every input with
# -split-input-file, then each form over ir-opt's outputs); ir-opt runs
# once per input and form, or once per chunk of an input it partly rejects.
#
# Skipped inputs (counted by reason): rejected by both tools (the expected
# errors of -verify-diagnostics and `not` tests); rejected by mlir-opt-22
# only (ir-opt is more lenient there: test/Compat/rejected-by-mlir.mlir);
# chunks of XFAIL tests (known gaps), with SKIP_IR_OPT_ONLY set of tests
# marked `// IR-OPT-ONLY: why` (deliberate differences; e.g. mlir-opt-22
# never terminates on one under PASSES=--canonicalize), and of tests marked
# `// MLIR-OPT-MISREADS: why` (mlir-opt-22 prints something other than its
# input there, e.g. test/Parser/dense-complex-i1.mlir); rejected by ir-opt only where the test
# expects an error (`expected-error`) or where the only objection is
# ir-opt's verifier of its own `test` dialect ops (which mlir-opt-22 leaves
# unregistered or defines otherwise).
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
#   PASSES          flags both tools get, e.g. PASSES=--convert-scf-to-cf to
#                   compare what a pass prints (it runs again on read-back:
#                   use passes that leave their own output unchanged)
#   PROGRAMS        also compare this many of the generator's random
#                   programs (bench-gen --program, seeds 1..N; they use scf)
#   SELECT          an extended regex: only lit inputs containing it
#                   (e.g. SELECT='scf\.' with PASSES=--convert-scf-to-cf)
#   SKIP_IR_OPT_ONLY  if set, skip the chunks of IR-OPT-ONLY tests
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
# shellcheck disable=SC2206 # PASSES is a list of flags, split on purpose
flags+=(${PASSES:-})
SELECT=${SELECT:-}
PROGRAMS=${PROGRAMS:-0}
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
        function start() { f = sprintf("%s/%04d", dir, n); printf "" > f }
        BEGIN { n = 0; start() }
        {
            line = $0
            while ((at = index(line, sep)) > 0) {
                printf "%s", substr(line, 1, at - 1) > f
                close(f); n++; start()
                line = substr(line, at + length(sep))
            }
            print line > f
        }
        END { close(f); print n + 1 }
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

# join_pieces OUT PIECE...: writes the pieces to OUT with `// -----` lines
# between them (each on a line of its own: a piece may end inside a
# comment line).
join_pieces() {
    local out=$1 first=1 f
    shift
    : >"$out"
    for f in "$@"; do
        ((first)) || printf '\n%s\n' "$separator" >>"$out"
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

# ir_pieces IN COUNT OUT NEEDED [FLAGS...]: ir-opt's output for each piece
# IN/NNNN in OUT/NNNN, empty where it rejects the piece: one
# -split-input-file run when it accepts them all (ir-opt leaves a rejected
# chunk out of its output), else one run per piece, skipping the pieces
# whose NEEDED/NNNN is empty (those mlir-opt-22 rejected; NEEDED `-` keeps all).
ir_pieces() {
    local in=$1 count=$2 out=$3 needed=$4 piece name
    shift 4
    join_pieces "$out.in" "$in"/*
    if "$IR_OPT" "${flags[@]}" -split-input-file "$@" "$out.in" -o "$out.out" 2>/dev/null &&
        [[ $(split_output "$out.out" "$out") == "$count" ]]; then
        return 0
    fi
    rm -rf "$out"
    mkdir -p "$out"
    for piece in "$in"/*; do
        name=${piece##*/}
        : >"$out/$name"
        if [[ $needed == - || -s $needed/$name ]]; then
            "$IR_OPT" "${flags[@]}" "$@" "$piece" -o "$out/$name" 2>/dev/null || : >"$out/$name"
        fi
    done
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

# rejected_by_ir_opt CHUNK IN EXPECTED EXPECTS_ERRORS: sorts a piece that
# mlir-opt-22 accepts and ir-opt rejects into a skip reason or a difference.
rejected_by_ir_opt() {
    local chunk=$1 in=$2 expected=$3 expects_errors=$4 printed=$tmp/printed
    if ((expects_errors)) && grep -q 'expected-error' "$in"; then
        skip "rejected by ir-opt only, where the test expects an error" "$chunk"
    elif grep -q '"test\.' "$in" && "$IR_OPT" "${flags[@]}" -no-verify "$in" -o "$printed" 2>/dev/null &&
        cmp -s "$expected" "$printed"; then
        skip "rejected by ir-opt's verifier of test.* ops only (printing identical)" "$chunk"
    else
        different=$((different + 1))
        echo "DIFFERENT $chunk: ir-opt rejects what $MLIR_OPT accepts:"
        "$IR_OPT" "${flags[@]}" "$in" 2>&1 >/dev/null | head -n "$DIFF_LINES" | sed 's/^/    /'
    fi
}

# Chunks that passed the first three checks, for the read-back by mlir-opt-22:
# their label and their ir-opt outputs (custom, generic).
back_labels=()
back_custom=()
back_generic=()

# compare_file LABEL DIR: the chunks of one input (DIR/in, with mlir-opt's
# outputs in DIR/mc and DIR/mg) through the checks of ir-opt's side.
compare_file() {
    local label=$1 work=$2 count
    count=$(find "$work/in" -type f | wc -l)
    local expects_errors=0
    grep -qE '^// *RUN:.*(-verify-diagnostics|not ir-opt)' "$work/in"/* && expects_errors=1
    ir_pieces "$work/in" "$count" "$work/ic" -
    ir_pieces "$work/in" "$count" "$work/ig" "$work/mc" "${generic[@]}"
    ir_pieces "$work/mg" "$count" "$work/rr" "$work/mc" "${generic[@]}"
    local name chunk
    for name in $(cd "$work/in" && echo *); do
        chunk=$label
        ((count > 1)) && chunk="$label#$((10#$name))"
        local mc=$work/mc/$name mg=$work/mg/$name ic=$work/ic/$name ig=$work/ig/$name
        if [[ ! -s $mc ]]; then
            if [[ -s $ic ]]; then
                skip "rejected by $MLIR_OPT only" "$chunk"
            else
                skip "rejected by both tools" "$chunk"
            fi
            continue
        fi
        if [[ ! -s $ic ]]; then
            rejected_by_ir_opt "$chunk" "$work/in/$name" "$mc" "$expects_errors"
            continue
        fi
        local ok=1
        cmp -s "$mc" "$ic" || { ok=0; report "$chunk" custom "$mc" "$ic"; }
        cmp -s "$mg" "$ig" || { ok=0; report "$chunk" generic "$mg" "$ig"; }
        cmp -s "$mg" "$work/rr/$name" ||
            { ok=0; report "$chunk" "ir-opt reads $MLIR_OPT's generic output" "$mg" "$work/rr/$name"; }
        if ((ok)); then
            back_labels+=("$chunk")
            back_custom+=("$ic")
            back_generic+=("$ig")
        else
            different=$((different + 1))
        fi
    done
}

# build_bench_gen: sets BENCH_GEN, building it unless given.
build_bench_gen() {
    if [[ -z ${BENCH_GEN:-} ]]; then
        (cd "$root" && cargo build --release -q -p bench-gen)
        BENCH_GEN=$target_dir/release/bench-gen
    fi
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
        [[ -z $SELECT ]] || grep -qE "$SELECT" "$root/$f" || continue
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
        build_bench_gen
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

if ((PROGRAMS > 0)); then
    build_bench_gen
    mkdir -p "$tmp/programs"
    for ((seed = 1; seed <= PROGRAMS; seed++)); do
        f=$tmp/programs/program-$seed.mlir
        "$BENCH_GEN" --program --seed "$seed" -o "$f"
        inputs+=("$f")
        labels+=("bench-gen/program-$seed")
    done
fi

# Every chunk of every input, numbered globally; mlir-opt-22 prints them
# all in one run per form, and its pieces go back to each input's directory.
works=()
all_pieces=()
for i in "${!inputs[@]}"; do
    work=$tmp/input$i
    count=$(split_input "${inputs[$i]}" "$work/in")
    reason=
    if grep -q '^// *XFAIL:' "${inputs[$i]}"; then
        reason="XFAIL test (known gap)"
    elif grep -q '^// *MLIR-OPT-MISREADS:' "${inputs[$i]}"; then
        reason="mlir-opt-22 misreads it (the test says how)"
    elif [[ -n ${SKIP_IR_OPT_ONLY:-} ]] && grep -q '^// *IR-OPT-ONLY:' "${inputs[$i]}"; then
        reason="IR-OPT-ONLY test, with SKIP_IR_OPT_ONLY (a deliberate difference)"
    fi
    if [[ -n $reason ]]; then
        for ((k = 0; k < count; k++)); do
            skip "$reason" "${labels[$i]}#$k"
        done
        works+=("")
        continue
    fi
    works+=("$work")
    all_pieces+=("$work"/in/*)
done
join_pieces "$tmp/all.in" "${all_pieces[@]}"
for form in mc mg; do
    form_flags=()
    [[ $form == mg ]] && form_flags=("${generic[@]}")
    if [[ $(mlir_split "$tmp/all.in" "$tmp/$form" "${form_flags[@]}") != "${#all_pieces[@]}" ]]; then
        echo "DIFFERENT: $MLIR_OPT split the inputs into another number of chunks than ${#all_pieces[@]}"
        exit 1
    fi
    k=0
    for piece in "${all_pieces[@]}"; do
        dir=${piece%/in/*}/$form
        mkdir -p "$dir"
        mv "$tmp/$form/$(printf '%04d' "$k")" "$dir/${piece##*/}"
        k=$((k + 1))
    done
done

for i in "${!inputs[@]}"; do
    [[ -n ${works[$i]} ]] && compare_file "${labels[$i]}" "${works[$i]}"
done

# mlir-opt-22 reads back, in one run per form, what ir-opt printed.
if ((${#back_labels[@]})); then
    join_pieces "$tmp/back-custom.in" "${back_custom[@]}"
    join_pieces "$tmp/back-generic.in" "${back_generic[@]}"
    mlir_split "$tmp/back-custom.in" "$tmp/bc" >/dev/null
    mlir_split "$tmp/back-generic.in" "$tmp/bg" "${generic[@]}" >/dev/null
fi
for k in "${!back_labels[@]}"; do
    back=$(printf '%04d' "$k")
    chunk=${back_labels[$k]}
    mc=${back_custom[$k]/\/ic\///mc/}
    mg=${back_generic[$k]/\/ig\///mg/}
    ok=1
    cmp -s "$mc" "$tmp/bc/$back" ||
        { ok=0; report "$chunk" "$MLIR_OPT reads ir-opt's custom output" "$mc" "$tmp/bc/$back"; }
    cmp -s "$mg" "$tmp/bg/$back" ||
        { ok=0; report "$chunk" "$MLIR_OPT reads ir-opt's generic output" "$mg" "$tmp/bg/$back"; }
    if ((ok)); then
        identical=$((identical + 1))
        ((VERBOSE)) && echo "identical $chunk"
    else
        different=$((different + 1))
    fi
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
