#!/usr/bin/env bash
# crosscheck-mlir-runner.sh — check that our interpreter (ir-run) computes
# what MLIR's own execution computes: each program is lowered to the LLVM
# dialect by mlir-opt-22 and run by mlir-runner, and the results of its
# entry function are compared with ir-run's.
#
# Inputs (default): COUNT programs of the generator, `bench-gen --program
# --seed S` for S = FIRST_SEED, FIRST_SEED + 1, ... With arguments, the
# given .mlir files instead.
#
# For each program, the entry function ENTRY (default main) runs on
# INPUTS_PER_PROGRAM argument lists drawn from the seed (small values,
# larger ones, full-width ones and edge values such as 0, -1, MIN, MAX), or
# on the lists of INPUTS ("3,4;-1,7": lists separated by `;`).
# Both tools run the program plus generated wrapper functions, which
# print or return every result as an integer: `index` as `i64`, floats as
# their bits (`arith.bitcast` to `i16`/`i32`/`i64`).
#   ours    `ir-run FILE -e crosscheck_ours --args=LIST` for each list:
#             func.func @crosscheck_ours(%a0: i64, %a1: f32) -> (i64, i32) {
#               %r:2 = call @main(%a0, %a1) : (i64, f32) -> (index, f32)
#               %p0 = arith.index_cast %r#0 : index to i64
#               %p1 = arith.bitcast %r#1 : f32 to i32
#               return %p0, %p1 : i64, i32
#             }
#           A list on which ir-run fails (undefined behaviour, fuel) is
#           left out.
#   theirs  one entry function calling ENTRY on every list that ran:
#             func.func @crosscheck_entry() {
#               %a0_0 = arith.constant 3 : i64        (one list's arguments)
#               ...
#               %r0:2 = call @main(%a0_0, %a0_1) : (i64, f32) -> (index, f32)
#               %p0_0 = arith.index_cast %r0#0 : index to i64
#               vector.print %p0_0 : i64              (each result)
#               ...                                   (the next list)
#             }
#           lowered with mlir-opt-22 (PIPELINE) and run with
#           `mlir-runner -e crosscheck_entry -entry-point-result=void`
#           and the C runner utilities (vector.print's printI64).
# The printed lines are compared one by one: `true`/`false` (ir-run's i1)
# stand for 1/0, a `poison` result of ours agrees with any value (LLVM
# may refine poison to anything), and any two NaNs agree (the sign and
# payload of a NaN an operation creates are not specified).
#
# Only signatures of i1, i8, i16, i32, i64, index, f16, bf16, f32 and f64
# arguments and results are compared; other programs are skipped, as are
# programs that no list runs on in ir-run and programs mlir-opt-22 cannot
# lower (counted by reason). A failure of mlir-runner where ir-run
# succeeded is a difference.
#
# The lowering does without --arith-expand: its expansion of maximumf and
# minimumf ignores the order of signed zeros (-0.0 < +0.0). MLIR lowers
# truncf's directed rounding modes to LLVM's constrained fptrunc, which
# only assumes that mode, so mlir-runner rounds those to nearest: programs
# that use them differ (test/Interp/arith-casts.mlir says so).
#
# With IR_OPT_PASSES (e.g. "--convert-scf-to-cf"), MLIR runs our
# lowering: each program goes through `ir-opt $IR_OPT_PASSES` first, and
# what ir-opt prints is what mlir-opt-22 lowers further and mlir-runner
# runs, while ir-run still runs the original. A program ir-opt fails on is
# a difference.
#
# Output: each difference (the program is kept under KEEP_DIR), then the
# counts. Exit status 1 if anything differs, 0 otherwise — and 0, saying
# so, when mlir-opt-22 or mlir-runner is not installed.
#
# Environment:
#   COUNT               generated programs (default 200)
#   FIRST_SEED          first generator seed (default 0)
#   GEN_FLAGS           more bench-gen options (e.g. "--functions 2 --ops 40")
#   ENTRY               the function to run (default main)
#   INPUTS              explicit argument lists, `;`-separated
#   INPUTS_PER_PROGRAM  argument lists drawn per program (default 3)
#   MLIR_OPT            (default mlir-opt-22)
#   MLIR_RUNNER         (default mlir-runner-22, else /usr/lib/llvm-22/bin/mlir-runner)
#   RUNNER_LIB          the C runner utilities library
#                       (default /usr/lib/llvm-22/lib/libmlir_c_runner_utils.so*)
#   IR_RUN              ir-run binary (default: cargo build --release -p ir-opt-tool)
#   IR_OPT              ir-opt binary (default: beside IR_RUN)
#   IR_OPT_PASSES       our passes to run before MLIR's lowering (default none)
#   BENCH_GEN           bench-gen binary (default: cargo build --release -p bench-gen)
#   KEEP_DIR            where programs that differ are kept (default target/crosscheck)
#   TIMEOUT             seconds per tool run (default 60)
#   VERBOSE=1           list every program with its verdict
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
target_dir=${CARGO_TARGET_DIR:-$root/target}
COUNT=${COUNT:-200}
FIRST_SEED=${FIRST_SEED:-0}
GEN_FLAGS=${GEN_FLAGS:-}
ENTRY=${ENTRY:-main}
INPUTS=${INPUTS:-}
INPUTS_PER_PROGRAM=${INPUTS_PER_PROGRAM:-3}
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
KEEP_DIR=${KEEP_DIR:-$target_dir/crosscheck}
TIMEOUT=${TIMEOUT:-60}
VERBOSE=${VERBOSE:-0}
PIPELINE=(--convert-scf-to-cf --convert-vector-to-llvm
    --convert-arith-to-llvm --convert-cf-to-llvm --finalize-memref-to-llvm
    --convert-func-to-llvm --convert-index-to-llvm --convert-ub-to-llvm
    --reconcile-unrealized-casts)

if [[ -z ${MLIR_RUNNER:-} ]]; then
    MLIR_RUNNER=mlir-runner-22
    command -v "$MLIR_RUNNER" >/dev/null 2>&1 || MLIR_RUNNER=/usr/lib/llvm-22/bin/mlir-runner
fi
for tool in "$MLIR_OPT" "$MLIR_RUNNER"; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "$tool is not installed: skipping the cross-check with MLIR's execution"
        exit 0
    fi
done
if [[ -z ${RUNNER_LIB:-} ]]; then
    RUNNER_LIB=$(ls /usr/lib/llvm-22/lib/libmlir_c_runner_utils.so* 2>/dev/null | head -n 1 || true)
fi
if [[ -z $RUNNER_LIB || ! -f $RUNNER_LIB ]]; then
    echo "the MLIR C runner utilities library is not installed: skipping the cross-check"
    exit 0
fi

if [[ -z ${IR_RUN:-} ]]; then
    cargo build --quiet --release -p ir-opt-tool --manifest-path "$root/Cargo.toml" </dev/null
    IR_RUN=$target_dir/release/ir-run
fi
IR_OPT=${IR_OPT:-$(dirname "$IR_RUN")/ir-opt}
IR_OPT_PASSES=${IR_OPT_PASSES:-}
if [[ $# -eq 0 && -z ${BENCH_GEN:-} ]]; then
    cargo build --quiet --release -p bench-gen --manifest-path "$root/Cargo.toml" </dev/null
    BENCH_GEN=$target_dir/release/bench-gen
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

agree=0
differ=0
declare -A skipped=()

# skip REASON: counts a skipped program.
skip() {
    skipped[$1]=$((${skipped[$1]:-0} + 1))
    verdict "skipped ($1)"
}

# verdict TEXT: prints the current program's verdict under VERBOSE=1.
verdict() {
    if [[ $VERBOSE == 1 ]]; then
        echo "$name: $1"
    fi
}

# difference TEXT DETAILS: counts a difference, keeps the program.
difference() {
    differ=$((differ + 1))
    mkdir -p "$KEEP_DIR"
    local kept
    kept=$KEEP_DIR/$(basename "$name" .mlir).mlir
    cp "$program" "$kept"
    echo "DIFFERENCE: $name: $1 (kept as $kept)"
    echo "$2" | head -n 20 | sed 's/^/    /'
}

# bits TYPE: the width of a supported scalar type, or nothing.
bits() {
    case $1 in
        i1) echo 1 ;; i8) echo 8 ;; i16 | f16 | bf16) echo 16 ;; i32 | f32) echo 32 ;;
        i64 | index | f64) echo 64 ;;
    esac
}

# printed TYPE: the integer type a value of TYPE is printed as.
printed() {
    case $1 in
        index) echo i64 ;;
        f* | bf16) echo "i$(bits "$1")" ;;
        *) echo "$1" ;;
    esac
}

# convert VALUE TYPE NAME: the op that makes NAME, VALUE as `printed TYPE`
# (nothing when VALUE is printed as it is).
convert() {
    case $2 in
        index) echo "$3 = arith.index_cast $1 : index to i64" ;;
        f* | bf16) echo "$3 = arith.bitcast $1 : $2 to $(printed "$2")" ;;
    esac
}

# is_nan BITS TYPE: whether BITS are a NaN of float TYPE.
is_nan() {
    local exponent fraction
    case $2 in
        f16) exponent=5 fraction=10 ;;
        bf16) exponent=8 fraction=7 ;;
        f32) exponent=8 fraction=23 ;;
        f64) exponent=11 fraction=52 ;;
        *) return 1 ;;
    esac
    local all=$(((1 << exponent) - 1))
    (((($1 >> fraction) & all) == all && ($1 & ((1 << fraction) - 1)) != 0))
}

# wrap VALUE WIDTH: VALUE as a signed integer of WIDTH bits.
wrap() {
    local value=$1 width=$2
    if ((width >= 64)); then
        echo "$value"
    elif ((width == 1)); then
        echo $((value & 1))
    else
        local shift=$((64 - width))
        echo $(((value << shift) >> shift))
    fi
}

# draw TYPE: sets `drawn` to a value of TYPE from bash's seeded RANDOM
# (in this shell: a command substitution would not advance RANDOM).
draw() {
    if [[ $1 == f* || $1 == bf16 ]]; then
        local floats=(0.0 -0.0 1.0 -1.5 0.1 3.25 -1000.75 65504.0 1.0e10 -3.0e-5)
        drawn=${floats[RANDOM % ${#floats[@]}]}
        return
    fi
    local width value
    width=$(bits "$1")
    case $((RANDOM % 4)) in
        0) value=$((RANDOM % 17 - 8)) ;;
        1) value=$((RANDOM % 2001 - 1000)) ;;
        2) value=$(((RANDOM << 49) ^ (RANDOM << 34) ^ (RANDOM << 19) ^ (RANDOM << 4) ^ RANDOM)) ;;
        *)
            local edges=(0 1 -1 2 $(((1 << (width - 1)) - 1)) $((-(1 << (width - 1)))))
            value=${edges[RANDOM % ${#edges[@]}]}
            ;;
    esac
    drawn=$(wrap "$value" "$width")
}

# signature FILE: sets `params` and `results` (arrays of types) from the
# entry function's header; fails if it is missing or has other types.
signature() {
    local header list
    header=$(grep -m 1 -E "func\.func (public |private )?@$ENTRY\(" "$1") || return 1
    list=$(sed -E "s/.*@$ENTRY\(([^)]*)\).*/\1/" <<<"$header")
    params=()
    if [[ -n $list ]]; then
        local param
        IFS=',' read -ra parts <<<"$list"
        for param in "${parts[@]}"; do
            params+=("$(sed -E 's/.*:[[:space:]]*([^[:space:]]+)[[:space:]]*$/\1/' <<<"$param")")
        done
    fi
    results=()
    if [[ $header =~ \)[[:space:]]*-\>[[:space:]]*\(?([^\){]*)\)?[[:space:]]*\{ ]]; then
        IFS=',' read -ra parts <<<"${BASH_REMATCH[1]}"
        local result
        for result in "${parts[@]}"; do
            results+=("$(tr -d '[:space:]' <<<"$result")")
        done
    fi
    local ty
    for ty in "${params[@]}" "${results[@]}"; do
        [[ -n $(bits "$ty") ]] || return 1
    done
}

# argument_lists SEED: sets `lists` to the argument lists to run on.
argument_lists() {
    lists=()
    if [[ -n $INPUTS ]]; then
        IFS=';' read -ra lists <<<"$INPUTS"
        return
    fi
    if ((${#params[@]} == 0)); then
        lists=("")
        return
    fi
    RANDOM=$1
    local k ty args
    for ((k = 0; k < INPUTS_PER_PROGRAM; k++)); do
        args=()
        for ty in "${params[@]}"; do
            draw "$ty"
            args+=("$drawn")
        done
        lists+=("$(IFS=','; echo "${args[*]}")")
    done
}

# call_entry K ARGS...: a call of ENTRY on ARGS, its results named %rK.
call_entry() {
    local k=$1
    shift
    local joined_args joined_params joined_results call
    joined_args=$(IFS=','; echo "$*")
    joined_params=$(IFS=','; echo "${params[*]}")
    joined_results=$(IFS=','; echo "${results[*]}")
    call="call @$ENTRY(${joined_args//,/, }) : (${joined_params//,/, }) -> (${joined_results//,/, })"
    if ((${#results[@]} == 0)); then
        echo "  $call"
    else
        echo "  %r$k:${#results[@]} = $call"
    fi
}

# printed_results K: sets `names` to result I of call K (`%rK#I`) as an
# integer, writing the conversions.
printed_results() {
    local k=$1 i
    names=()
    for i in "${!results[@]}"; do
        local op
        op=$(convert "%r$k#$i" "${results[i]}" "%p${k}_$i")
        if [[ -n $op ]]; then
            echo "  $op"
            names+=("%p${k}_$i")
        else
            names+=("%r$k#$i")
        fi
    done
}

# ours_function: the wrapper ir-run runs: ENTRY's results as integers.
ours_function() {
    local i args=() printed_types=()
    for i in "${!params[@]}"; do
        args+=("%a$i")
    done
    for i in "${!results[@]}"; do
        printed_types+=("$(printed "${results[i]}")")
    done
    local signature_params=() joined_types
    for i in "${!params[@]}"; do
        signature_params+=("%a$i: ${params[i]}")
    done
    joined_types=$(IFS=','; echo "${printed_types[*]}")
    echo "func.func @crosscheck_ours($(IFS=','; echo "${signature_params[*]}" | sed 's/,/, /g')) -> (${joined_types//,/, }) {"
    call_entry 0 "${args[@]}"
    printed_results 0
    if ((${#results[@]} == 0)); then
        echo "  return"
    else
        echo "  return $(IFS=','; echo "${names[*]}" | sed 's/,/, /g') : ${joined_types//,/, }"
    fi
    echo "}"
}

# entry_function LIST...: the wrapper mlir-runner runs: ENTRY on each
# list, every result printed.
entry_function() {
    local k=0 list i
    echo "func.func @crosscheck_entry() {"
    for list in "$@"; do
        IFS=',' read -ra values <<<"$list"
        local args=()
        for i in "${!params[@]}"; do
            echo "  %a${k}_$i = arith.constant ${values[i]} : ${params[i]}"
            args+=("%a${k}_$i")
        done
        call_entry "$k" "${args[@]}"
        printed_results "$k"
        for i in "${!results[@]}"; do
            echo "  vector.print ${names[i]} : $(printed "${results[i]}")"
        done
        k=$((k + 1))
    done
    echo "  return"
    echo "}"
}

# with_function FILE FUNCTION [ARGS...]: the program with the wrapper
# FUNCTION writes added to its module.
with_function() {
    local file=$1 function=$2
    shift 2
    if grep -q -m 1 -E '^module( |\{)' "$file"; then
        # Insert before the module's closing brace (its last non-blank
        # line: printed modules end with a blank line).
        awk '{ line[NR] = $0 } NF { last = NR } END { for (i = 1; i < last; i++) print line[i] }' "$file"
        "$function" "$@"
        echo "}"
    else
        cat "$file"
        "$function" "$@"
    fi
}

# same OURS THEIRS: whether the lines agree (poison agrees with anything,
# NaNs with NaNs).
same() {
    if ((${#results[@]} == 0)); then
        [[ -z $1 && -z $2 ]]
        return
    fi
    local -a ours theirs
    mapfile -t ours <<<"$1"
    mapfile -t theirs <<<"$2"
    ((${#ours[@]} == ${#theirs[@]})) || return 1
    local i value ty
    for i in "${!ours[@]}"; do
        value=${ours[i]}
        ty=${results[i % ${#results[@]}]}
        case $value in
            true) value=1 ;;
            false) value=0 ;;
            poison) continue ;;
        esac
        if is_nan "$value" "$ty" && is_nan "${theirs[i]}" "$ty"; then
            continue
        fi
        [[ $value == "${theirs[i]}" ]] || return 1
    done
}

# check FILE SEED: runs one program both ways and counts the verdict.
check() {
    program=$1
    local seed=$2
    if ! signature "$program"; then
        skip "no @$ENTRY with integer, index and float arguments and results"
        return
    fi
    local ran=() ours="" out first_error="" list
    argument_lists "$seed"
    with_function "$program" ours_function >"$work/ours.mlir"
    for list in "${lists[@]}"; do
        if out=$(timeout "$TIMEOUT" "$IR_RUN" "$work/ours.mlir" -e crosscheck_ours "--args=$list" 2>&1); then
            ran+=("$list")
            [[ -n $out ]] && ours+="$out"$'\n'
        elif [[ -z $first_error ]]; then
            first_error=$(grep -m 1 'error' <<<"$out" | sed -E "s/'[^']*' op //" || true)
        fi
    done
    if ((${#ran[@]} == 0)); then
        skip "ir-run fails on every input: ${first_error:-no output}"
        return
    fi
    local theirs_program=$program
    if [[ -n $IR_OPT_PASSES ]]; then
        theirs_program=$work/ours-lowered.mlir
        # shellcheck disable=SC2086 # IR_OPT_PASSES holds several options
        if ! out=$(timeout "$TIMEOUT" "$IR_OPT" "$program" $IR_OPT_PASSES -o "$theirs_program" 2>&1); then
            difference "ir-opt $IR_OPT_PASSES failed" "$out"
            return
        fi
    fi
    with_function "$theirs_program" entry_function "${ran[@]}" >"$work/wrapped.mlir"
    if ! timeout "$TIMEOUT" "$MLIR_OPT" "$work/wrapped.mlir" "${PIPELINE[@]}" \
        -o "$work/lowered.mlir" 2>"$work/lower.err"; then
        skip "mlir-opt-22 cannot lower it: $(grep -m 1 'error' "$work/lower.err" | sed -E 's/^[^ ]* error: //')"
        return
    fi
    local theirs
    if ! theirs=$(timeout "$TIMEOUT" "$MLIR_RUNNER" "$work/lowered.mlir" -e crosscheck_entry \
        -entry-point-result=void "-shared-libs=$RUNNER_LIB" 2>&1); then
        difference "mlir-runner failed where ir-run ran" "$theirs"
        return
    fi
    if same "${ours%$'\n'}" "$theirs"; then
        agree=$((agree + 1))
        verdict "agree (${#ran[@]} inputs)"
    else
        difference "results differ on inputs ${ran[*]}" \
            "$(paste -d '|' <(echo "${ours%$'\n'}") <(echo "$theirs") | sed 's/|/   vs mlir-runner: /')"
    fi
}

start=$SECONDS
if [[ $# -gt 0 ]]; then
    for name in "$@"; do
        check "$name" 1
    done
else
    for ((seed = FIRST_SEED; seed < FIRST_SEED + COUNT; seed++)); do
        name="seed-$seed.mlir"
        # shellcheck disable=SC2086 # GEN_FLAGS holds several options
        "$BENCH_GEN" --program --seed "$seed" $GEN_FLAGS -o "$work/$name"
        check "$work/$name" "$seed"
    done
fi

total_skipped=0
for reason in "${!skipped[@]}"; do
    total_skipped=$((total_skipped + skipped[$reason]))
done
echo "crosscheck with $MLIR_RUNNER${IR_OPT_PASSES:+ after ir-opt $IR_OPT_PASSES}: $agree agree, $differ differ, $total_skipped skipped ($((SECONDS - start)) s)"
for reason in "${!skipped[@]}"; do
    echo "  skipped ${skipped[$reason]}: $reason"
done
[[ $differ -eq 0 ]]
