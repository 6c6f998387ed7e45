#!/usr/bin/env bash
# compare.sh — time parse + verify + print of ir-opt against mlir-opt-22 and
# mlir-opt-19 on the benchmark inputs, and print a markdown table.
#
# Usage: bench/compare.sh [FILE.mlir ...]     (default: bench/out/*.mlir)
#
# Every tool runs `TOOL FILE -o /dev/null` (parse, verify, print in custom
# form) and `TOOL --mlir-print-op-generic FILE -o /dev/null` (print in
# generic form). Each cell is the wall time (best of RUNS), the CPU time
# (user + system) of that run and the peak RSS. The last two columns are
# mlir-opt-22's total wall and CPU time over ir-opt's (both modes summed):
# above 1 means ir-opt is faster.
#
# Environment:
#   IR_OPT       ir-opt binary (default target/release/ir-opt)
#   MLIR_OPT_22  default mlir-opt-22;  MLIR_OPT_19  default mlir-opt-19
#   RUNS         runs per measurement, best wall time kept (default 1)
#   MODES        "print generic" (default), or one of them
#   ALLOW_UNREGISTERED  0 (default) passes nothing: both tools register and
#                verify every op of the inputs (builtin, func, arith, cf,
#                memref); 1 passes -allow-unregistered-dialect to every tool.
# A tool that is missing is skipped with a message. CPU time and peak RSS
# need GNU time at /usr/bin/time (`apt-get install time`); without it only
# wall time is reported.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
IR_OPT=${IR_OPT:-${CARGO_TARGET_DIR:-$root/target}/release/ir-opt}
MLIR_OPT_22=${MLIR_OPT_22:-mlir-opt-22}
MLIR_OPT_19=${MLIR_OPT_19:-mlir-opt-19}
RUNS=${RUNS:-1}
MODES=${MODES:-"print generic"}
TIME_BIN=${TIME_BIN:-/usr/bin/time}
ALLOW_UNREGISTERED=${ALLOW_UNREGISTERED:-0}

if (($# > 0)); then
    inputs=("$@")
else
    shopt -s nullglob
    inputs=("$here"/out/*.mlir)
    shopt -u nullglob
    if ((${#inputs[@]} == 0)); then
        echo "no inputs in $here/out: run bench/gen-inputs.sh first" >&2
        exit 1
    fi
    # Smallest first, so results arrive early.
    mapfile -t inputs < <(ls -Sr "${inputs[@]}")
fi

# Tools: display name and command.
names=() cmds=()
if [[ -x $IR_OPT ]]; then
    names+=(ir-opt) cmds+=("$IR_OPT")
else
    echo "ir-opt not built ($IR_OPT): skipped (cargo build --release -p ir-opt-tool, or set IR_OPT)" >&2
fi
for t in "$MLIR_OPT_22" "$MLIR_OPT_19"; do
    if command -v "$t" >/dev/null; then
        names+=("$(basename "$t")") cmds+=("$t")
    else
        echo "$t not installed: skipped" >&2
    fi
done
if ((${#cmds[@]} == 0)); then
    echo "no tool to run" >&2
    exit 1
fi

have_time=0
if [[ -x $TIME_BIN ]] && "$TIME_BIN" -f '%M' -o /dev/null true 2>/dev/null; then
    have_time=1
else
    echo "no GNU time at $TIME_BIN (apt-get install time): peak RSS not measured" >&2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Current time in microseconds.
now_us() {
    if [[ -n ${EPOCHREALTIME:-} ]]; then
        local t=${EPOCHREALTIME/[.,]/}
        echo "$((10#$t))"
    else
        echo "$(($(date +%s%N) / 1000))"
    fi
}

# measure CMD MODE FILE -> "MICROSECONDS PEAK_KB CPU_US" (PEAK_KB and CPU_US
# are - without GNU time), or "FAIL" if the tool exits non-zero.
measure() {
    local cmd=$1 mode=$2 file=$3 best='' peak=- cpu=- r t0 t1 rc kb
    local -a flags=()
    [[ $ALLOW_UNREGISTERED == 1 ]] && flags+=(-allow-unregistered-dialect)
    [[ $mode == generic ]] && flags+=(--mlir-print-op-generic)
    for ((r = 0; r < RUNS; r++)); do
        t0=$(now_us)
        if ((have_time)); then
            "$TIME_BIN" -f '%M %U %S' -o "$tmp/rss" "$cmd" "${flags[@]}" "$file" -o /dev/null 2>"$tmp/err"
        else
            "$cmd" "${flags[@]}" "$file" -o /dev/null 2>"$tmp/err"
        fi
        rc=$?
        t1=$(now_us)
        if ((rc != 0)); then
            echo "$(basename "$cmd") failed on $(basename "$file") ($mode):" >&2
            head -n 3 "$tmp/err" >&2
            echo FAIL
            return
        fi
        if [[ -z $best ]] || ((t1 - t0 < best)); then
            best=$((t1 - t0))
            if ((have_time)); then
                cpu=$(tail -n 1 "$tmp/rss" | awk '{ printf "%d", ($2 + $3) * 1e6 }')
            fi
        fi
        if ((have_time)); then
            kb=$(tail -n 1 "$tmp/rss" | awk '{ print $1 }')
            if [[ $peak == - ]] || ((kb > peak)); then peak=$kb; fi
        fi
    done
    echo "$best $peak $cpu"
}

# cell "US KB CPU_US" -> "1.234 s (cpu 2.345 s) / 56 MiB"
cell() {
    if [[ $1 == FAIL ]]; then echo "FAIL"; return; fi
    local us kb cpu
    read -r us kb cpu <<<"$1"
    if [[ $kb == - ]]; then
        awk -v us="$us" 'BEGIN { printf "%.3f s", us / 1e6 }'
    else
        awk -v us="$us" -v kb="$kb" -v cpu="$cpu" \
            'BEGIN { printf "%.3f s (cpu %.3f s) / %.0f MiB", us / 1e6, cpu / 1e6, kb / 1024 }'
    fi
}

header="| input | MB |"
rule="|---|---:|"
for n in "${names[@]}"; do
    for m in $MODES; do
        if [[ $m == generic ]]; then header+=" $n generic |"; else header+=" $n |"; fi
        rule+="---:|"
    done
done
header+=" 22 / ir-opt wall | 22 / ir-opt cpu |"
rule+="---:|---:|"
echo "$header"
echo "$rule"

for f in "${inputs[@]}"; do
    row="| $(basename "$f") | $(awk -v b="$(stat -c %s "$f")" 'BEGIN { printf "%.1f", b / 1e6 }') |"
    ir_total=0 m22_total=0 ir_cpu=0 m22_cpu=0 ir_ok=0 m22_ok=0
    for i in "${!cmds[@]}"; do
        ok=1 total=0 cpu=0
        for m in $MODES; do
            echo "  $(basename "$f"): ${names[$i]} $m" >&2
            res=$(measure "${cmds[$i]}" "$m" "$f")
            row+=" $(cell "$res") |"
            if [[ $res == FAIL ]]; then
                ok=0
            else
                read -r us _ c <<<"$res"
                total=$((total + us))
                [[ $c != - ]] && cpu=$((cpu + c))
            fi
        done
        case ${names[$i]} in
            ir-opt) ir_ok=$ok ir_total=$total ir_cpu=$cpu ;;
            "$(basename "$MLIR_OPT_22")") m22_ok=$ok m22_total=$total m22_cpu=$cpu ;;
        esac
    done
    ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "n/a" }'; }
    if ((ir_ok && m22_ok && ir_total > 0)); then
        row+=" $(ratio "$m22_total" "$ir_total") | $(ratio "$m22_cpu" "$ir_cpu") |"
    else
        row+=" n/a | n/a |"
    fi
    echo "$row"
done
