#!/usr/bin/env bash
# compare-pass-options.sh — for every pass that ir-opt and mlir-opt-22
# both register, compare the options each lists in `--help`: an option
# of MLIR's that ir-opt lacks, or has with another value type (an
# enumeration with other names), or an option of a shared pass that only
# ir-opt has, is a difference, unless the allow-list below gives the
# reason it is kept.
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
    six spaces, its options at eight, an enumeration's names at four
    (`    =normal`); an enumeration's type is `enum:` and its names."""
    passes, current, option = {}, None, None
    for line in text.splitlines():
        m = re.match(r"^ {6}--([a-z][\w-]*)(=<\w+>)?\s+- ", line)
        if m:
            current = passes.setdefault(m.group(1), {})
            continue
        m = re.match(r"^ {8}--([a-z][\w-]*)(?:=<([\w-]+)>)?\s+- ", line)
        if m and current is not None:
            option = m.group(1)
            current[option] = m.group(2) or "bool"
            continue
        m = re.match(r"^ {4}=([\w-]+)\s+- ", line)
        if m and current is not None and option in current:
            names = current[option].removeprefix("value").removeprefix("enum:")
            current[option] = "enum:" + "|".join(filter(None, [names, m.group(1)]))
        elif not line.startswith(" " * 8):
            current = option = None
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

# MLIR's value types as LLVM cl prints them, and ours (a list is
# `<int>,...`, an enumeration `<a|b|c>`).
same_type = {"long": "int", "int": "int", "uint": "int", "ulong": "int", "bool": "bool",
             "string": "string", "pass-manager": "string"}

def normal(ty):
    """A type as one spelling: `int`, `enum:a|b|c` (names sorted), ..."""
    ty = ty.removesuffix(",...")
    if ty.startswith("enum:") or "|" in ty:
        return "enum:" + "|".join(sorted(ty.removeprefix("enum:").split("|")))
    return same_type.get(ty, ty)

# Differences kept on purpose, each with its reason (pass, option): why.
allowed = {
}
theirs = mlir_passes(open(sys.argv[1]).read())
ours = our_passes(open(sys.argv[2]).read())
shared = sorted(set(theirs) & set(ours))
differences = 0
for name in shared:
    for option, ty in sorted(theirs[name].items()):
        mine = ours[name].get(option)
        if mine is None:
            problem = f"lacks MLIR's option {option} (<{ty}>)"
        elif normal(mine) != normal(ty):
            problem = f"option {option} is <{mine}>, MLIR's is <{ty}>"
        else:
            continue
        if (name, option) in allowed:
            print(f"{name}: {problem} (allowed: {allowed[(name, option)]})")
        else:
            print(f"{name}: {problem}")
            differences += 1
    extra = sorted(set(ours[name]) - set(theirs[name]))
    for option in extra:
        if (name, option) in allowed:
            print(f"{name}: option {option} only ir-opt has (allowed: {allowed[(name, option)]})")
        else:
            print(f"{name}: option {option} only ir-opt has")
            differences += 1
total = sum(len(theirs[n]) for n in shared)
print(f"{len(shared)} passes in both ({', '.join(shared)}); {total} MLIR options, {differences} differences")
sys.exit(1 if differences else 0)
PY
