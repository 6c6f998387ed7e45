#!/usr/bin/env bash
# compare-pass-options.sh — for every pass that ir-opt and mlir-opt-22
# both register, compare the options each lists in `--help`: an option
# of MLIR's that ir-opt lacks, or has with another value type, is a
# difference; options only ir-opt has are listed as extensions.
#
# Exit status 1 if anything differs, 0 otherwise, and 0 with a message
# when mlir-opt-22 is not installed.
#
# Environment: MLIR_OPT (default mlir-opt-22), IR_OPT (default: cargo
# build --release -p ir-opt-tool, then target/release/ir-opt).
set -euo pipefail
cd "$(dirname "$0")/.."
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
if ! command -v "$MLIR_OPT" >/dev/null; then
    echo "compare-pass-options: $MLIR_OPT not installed; skipped (apt-get install mlir-22-tools)"
    exit 0
fi
if [[ -z ${IR_OPT:-} ]]; then
    cargo build -q --release -p ir-opt-tool
    IR_OPT=target/release/ir-opt
fi
python3 - <(MLIR_OPT_HELP=1 "$MLIR_OPT" --help) <("$IR_OPT" --help) <<'PY'
import re, sys

def mlir_passes(text):
    """Pass name -> {option: type} from LLVM cl's help layout: a pass at
    six spaces, its options at eight."""
    passes, current = {}, None
    for line in text.splitlines():
        m = re.match(r"^ {6}--([a-z][\w-]*)(=<\w+>)?\s+- ", line)
        if m:
            current = passes.setdefault(m.group(1), {})
            continue
        m = re.match(r"^ {8}--([a-z][\w-]*)(?:=<(\w+)>)?\s+- ", line)
        if m and current is not None:
            current[m.group(1)] = m.group(2) or "bool"
        elif not line.startswith(" " * 8) and not re.match(r"^ {4}=", line):
            current = None
    return passes

def our_passes(text):
    """Pass name -> {option: type} from ir-opt's help: `--name[=<OPTIONS>]`,
    then a description ending in `{opt=<type> ...}`."""
    passes, current = {}, None
    for line in text.splitlines():
        m = re.match(r"^ {6}--([a-z][\w-]*)\[=<OPTIONS>\]", line)
        if m:
            current = passes.setdefault(m.group(1), {})
            continue
        if current is not None and line.strip():
            for name, ty in re.findall(r"([a-z][\w-]*)=<([^>]+)>", line.split("[on ")[-1]):
                current[name] = ty
    return passes

# MLIR's value types as LLVM cl prints them, and ours.
same_type = {"long": "int", "int": "int", "uint": "int", "ulong": "int", "bool": "bool",
             "string": "string", "value": "enum"}
theirs = mlir_passes(open(sys.argv[1]).read())
ours = our_passes(open(sys.argv[2]).read())
shared = sorted(set(theirs) & set(ours))
differences = 0
for name in shared:
    for option, ty in sorted(theirs[name].items()):
        mine = ours[name].get(option)
        if mine is None:
            print(f"{name}: lacks MLIR's option {option} (<{ty}>)")
            differences += 1
        elif same_type.get(ty, ty) not in (mine, same_type.get(mine, mine)) and not mine.startswith(same_type.get(ty, ty)):
            print(f"{name}: option {option} is <{mine}>, MLIR's is <{ty}>")
            differences += 1
    extra = sorted(set(ours[name]) - set(theirs[name]))
    if extra:
        print(f"{name}: options only ir-opt has: {', '.join(extra)}")
total = sum(len(theirs[n]) for n in shared)
print(f"{len(shared)} passes in both ({', '.join(shared)}); {total} MLIR options, {differences} differences")
sys.exit(1 if differences else 0)
PY
