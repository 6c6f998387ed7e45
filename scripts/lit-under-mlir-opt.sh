#!/usr/bin/env bash
# lit-under-mlir-opt.sh — run the lit suite a second time with mlir-opt-22
# in place of ir-opt, so that a test of behaviour both tools have checks
# MLIR's behaviour and not our guess of it.
#
# Each test under test/ is classified from its RUN lines:
#   applicable   every command is ir-opt, FileCheck, not, diff or echo, and
#                every flag and pass ir-opt gets is one `mlir-opt-22 --help`
#                lists: it must pass under both tools;
#   ir-opt-only  applicable, but marked `// IR-OPT-ONLY: reason` (a place
#                where we deliberately differ, or an MLIR bug): listed;
#   ours only    it runs a tool of ours (ir-run, ...) or a flag, pass or
#                pass option mlir-opt-22 lacks (-mlir-pass-statistics
#                when its build keeps no statistics, as Debian's):
#                counted by reason, not run.
# XFAIL tests (our known gaps) count as passing under mlir-opt-22 whether
# or not they pass there.
#
# Output: the failing applicable tests with their output, the IR-OPT-ONLY
# list, then the counts. Exit status 1 if an applicable test fails under
# mlir-opt-22, 0 otherwise, and 0 with a message when mlir-opt-22 is not
# installed.
#
# Environment: MLIR_OPT (default mlir-opt-22); CARGO_TARGET_DIR, where the
# tools are built; LIT_FILTER, a part of the test paths to run (all by
# default), e.g. Transforms/print-op-stats.
set -euo pipefail
cd "$(dirname "$0")/.."
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
if ! command -v "$MLIR_OPT" >/dev/null; then
    echo "lit-under-mlir-opt: $MLIR_OPT not installed; skipped (apt-get install mlir-22-tools)"
    exit 0
fi

cargo build -q -p ir-opt-tool -p ir-lit-tests
built=${CARGO_TARGET_DIR:-target}/debug
tools=$(mktemp -d)
trap 'rm -rf "$tools"' EXIT
# Every tool the suite wants (test/lit.rs) but ir-opt, which is MLIR's here.
for tool in filecheck not ir-run ir-reduce; do ln -s "$(realpath "$built/$tool")" "$tools/$tool"; done
# A bound on each run: mlir-opt-22 does not terminate on some inputs.
printf '#!/bin/sh\nexec timeout 60 %s "$@"\n' "$(command -v "$MLIR_OPT")" >"$tools/ir-opt"
chmod +x "$tools/ir-opt"
"$MLIR_OPT" --help-hidden >"$tools/help.txt"
# Whether this build of mlir-opt-22 keeps statistics (Debian's does not:
# its report is empty); tests of statistics are not run under one that
# does not.
statistics=no
printf 'func.func @f() -> (i32, i32) {\n  %%a = arith.constant 1 : i32\n  %%b = arith.constant 1 : i32\n  return %%a, %%b : i32, i32\n}\n' |
    "$MLIR_OPT" --cse -mlir-pass-statistics -o /dev/null 2>&1 | grep -q '(S)' && statistics=yes

# Which tests must pass under both, and why the others are not run.
python3 - "$tools/help.txt" "$statistics" >"$tools/plan.txt" <<'PY'
import os, pathlib, re, shlex, sys
selected = os.environ.get("LIT_FILTER", "")
help_text = open(sys.argv[1]).read()
known = set(re.findall(r"^ {2,6}--?([a-zA-Z][\w.-]*)", help_text, re.M))
# Each pass's options: passes are listed at six spaces, their options
# indented under them; the tool's own flags at fewer.
pass_options, current = {}, None
for line in help_text.splitlines():
    m = re.match(r"^( +)--([a-zA-Z][\w.-]*)", line)
    if not m:
        continue
    if len(m.group(1)) < 6:
        current = None
    elif len(m.group(1)) == 6:
        current = pass_options.setdefault(m.group(2), set())
    elif current is not None:
        current.add(m.group(2))
# A build of mlir-opt without statistics prints an empty report.
if sys.argv[2] == "no":
    known.discard("mlir-pass-statistics")
anchors = {"builtin.module", "func.func", "any"}
tools = {"ir-opt", "FileCheck", "not", "diff", "echo"}

def run_lines(text):
    lines, current = [], ""
    for m in re.finditer(r"//\s*RUN:(.*)", text):
        part = m.group(1).rstrip()
        current += part[:-1] + " " if part.endswith("\\") else part
        if not part.endswith("\\"):
            lines.append(current)
            current = ""
    return lines

def commands(line):
    """The commands of a RUN line's pipeline, each as its words."""
    try:
        lexer = shlex.shlex(line, posix=True, punctuation_chars="|")
        lexer.whitespace_split = True
        words = list(lexer)
    except ValueError:
        words = line.split()
    command = []
    for word in words + ["|"]:
        if word in ("|", "||"):
            yield command
            command = []
        else:
            command.append(word)

def unknown_option(name, options):
    """The first option in `options` that pass `name` lacks, if any."""
    for option in re.findall(r"(?:^|\s)([a-zA-Z][\w-]*)", options):
        if option not in pass_options.get(name, set()):
            return f"option {name}{{{option}}}"
    return None

def why_not(line):
    for words in commands(line):
        while words and words[0] == "not":
            words = words[1:]
        if not words:
            continue
        if words[0] not in tools:
            return f"runs {words[0]}"
        if words[0] != "ir-opt":
            continue
        for word in words[1:]:
            flag = re.match(r"^--?([a-zA-Z][\w.-]*)(=(.*))?$", word, re.S)
            if not flag:
                continue
            name, value = flag.group(1), flag.group(3)
            if name not in known:
                if name == "mlir-pass-statistics":
                    return "flag -mlir-pass-statistics (mlir-opt-22 built without statistics)"
                return f"flag -{name}"
            if name in pass_options and value:
                option = unknown_option(name, value)
                if option:
                    return option
            if name == "pass-pipeline" and value:
                for p in re.findall(r"([a-zA-Z][\w.-]*)\s*(?=[({,)]|$)", re.sub(r"\{[^}]*\}", "{}", value)):
                    if p not in known and p not in anchors:
                        return f"pass {p}"
                for p, options in re.findall(r"([a-zA-Z][\w.-]*)\{([^}]*)\}", value):
                    option = unknown_option(p, options)
                    if option:
                        return option
    return None

for path in sorted(pathlib.Path("test").rglob("*.mlir")):
    if "Output" in path.parts or selected not in str(path):
        continue
    text = path.read_text(errors="replace")
    lines = run_lines(text)
    if not lines:
        continue
    reasons = [r for r in map(why_not, lines) if r]
    marker = re.search(r"//\s*IR-OPT-ONLY:\s*(.*)", text)
    if reasons:
        print(f"ours\t{path}\t{reasons[0]}")
    elif marker:
        print(f"only\t{path}\t{marker.group(1).strip()}")
    elif re.search(r"//\s*XFAIL:", text):
        print(f"xfail\t{path}\t")
    else:
        print(f"both\t{path}\t")
PY

# Run the suite with mlir-opt-22 as ir-opt; keep the names of failing tests.
IR_LIT_TOOLS_DIR=$tools cargo test -q -p ir-lit-tests --test lit -- ${LIT_FILTER:-} >"$tools/run.txt" 2>&1 || true
# A run that ended before its summary ran no test: say so, do not count
# its tests as passing.
if ! grep -aqE '^[0-9]+ passed, [0-9]+ failed' "$tools/run.txt"; then
    echo "lit-under-mlir-opt: the suite did not run:" >&2
    cat "$tools/run.txt" >&2
    exit 1
fi
grep -aoE '^(FAIL|XPASS|UNRESOLVED|TIMEOUT): \S+' "$tools/run.txt" | sed -E 's/^[A-Z]+: (\.\/)?/test\//' >"$tools/failed.txt" || true

python3 - "$tools/plan.txt" "$tools/failed.txt" "$tools/run.txt" <<'PY'
import collections, re, sys
plan = [l.rstrip("\n").split("\t") for l in open(sys.argv[1])]
failed = {l.strip() for l in open(sys.argv[2])}
run = open(sys.argv[3], errors="replace").read()
both = [p for kind, p, _ in plan if kind == "both"]
bad = [p for p in both if p in failed]
for p in bad:
    name = p[len("test/"):]
    m = re.search(r"^[A-Z]+: (\./)?" + re.escape(name) + r"\n(.*?)(?=^[A-Z]+: |\Z)", run, re.S | re.M)
    print(f"FAILS under mlir-opt-22: {p}")
    if m:
        print("\n".join("    " + l for l in m.group(2).splitlines()[:25]))
only = [(p, why) for kind, p, why in plan if kind == "only"]
if only:
    print("IR-OPT-ONLY (deliberate differences):")
    for p, why in only:
        print(f"  {p}: {why}")
ours = collections.Counter(why for kind, _, why in plan if kind == "ours")
print(f"{len(both)} tests run under both tools: {len(both) - len(bad)} pass under mlir-opt-22, {len(bad)} fail; "
      f"{len(only)} IR-OPT-ONLY; {sum(1 for k, *_ in plan if k == 'xfail')} XFAIL; "
      f"{sum(ours.values())} use what mlir-opt-22 lacks:")
for why, n in ours.most_common():
    print(f"  {n:3} {why}")
sys.exit(1 if bad else 0)
PY
