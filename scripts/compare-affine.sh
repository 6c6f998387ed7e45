#!/usr/bin/env bash
# compare-affine.sh — differential test of affine maps and integer sets
# against mlir-opt-22: random `affine_map<...>` and `affine_set<...>`
# attributes (dimensions, symbols, constants, + - * floordiv ceildiv mod,
# negation, parentheses; binders named d0/s0 or arbitrarily; random
# spacing), each tool printing them (-mlir-print-local-scope), must print
# identically; then random corruptions of such attributes (a token
# dropped, added, replaced or a name undeclared), split into chunks, must
# be rejected at the same line and column with the same message (ours may
# add ", found ..."; the first error of each chunk), or accepted by both.
#
# Environment: COUNT (valid inputs, default 3000; as many corrupted ones),
# SEED (default 1), MLIR_OPT (default mlir-opt-22), IR_OPT (default the
# debug build in target/, built first).
# Output: the first differences, then the counts. Exit status 1 if
# anything differs, 0 otherwise, and 0 with a message when mlir-opt-22 is
# not installed.
set -euo pipefail
cd "$(dirname "$0")/.."
MLIR_OPT=${MLIR_OPT:-mlir-opt-22}
if ! command -v "$MLIR_OPT" >/dev/null; then
    echo "compare-affine: $MLIR_OPT not installed; skipped (apt-get install mlir-22-tools)"
    exit 0
fi
if [ -z "${IR_OPT:-}" ]; then
    cargo build -q -p ir-opt-tool
    IR_OPT=${CARGO_TARGET_DIR:-target}/debug/ir-opt
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work" "${COUNT:-3000}" "${SEED:-1}" "$MLIR_OPT" "$IR_OPT" <<'PY'
import random, re, subprocess, sys

work, count, seed, mlir_opt, ir_opt = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
rng = random.Random(seed)
BIG = [2**31, 2**62, 2**63 - 1, 2**63 - 2, 10**18]


def constant():
    r = rng.random()
    if r < 0.05:
        return rng.choice(BIG)
    if r < 0.15:
        return rng.choice([16, 32, 64, 128, 6, 12, 24])
    return rng.randint(0, 9)


def spelled(value):
    return hex(value) if rng.random() < 0.05 else str(value)


class Gen:
    """Random affine expressions over named dimensions and symbols."""

    def __init__(self):
        self.dims = [f"d{i}" for i in range(rng.randint(0, 4))]
        self.syms = [f"s{i}" for i in range(rng.randint(0, 3))]
        if rng.random() < 0.2:
            pool = ["i", "j", "k", "x", "y", "n", "m", "N", "M", "a.b", "_t", "mod", "i32"]
            rng.shuffle(pool)
            names = pool[: len(self.dims) + len(self.syms)]
            self.dims, self.syms = names[: len(self.dims)], names[len(self.dims):]
        self.tight = rng.random() < 0.2

    def sp(self, op):
        return op if self.tight and op in "+-*" else f" {op} "

    def binders(self):
        text = "(" + ", ".join(self.dims) + ")"
        if self.syms or rng.random() < 0.1:
            text += "[" + ", ".join(self.syms) + "]"
        return text

    def leaf(self, symbolic):
        choices = ["c"] + ["s"] * bool(self.syms) + ["d"] * (bool(self.dims) and not symbolic)
        kind = rng.choice(choices)
        if kind == "d":
            return rng.choice(self.dims), True
        if kind == "s":
            return rng.choice(self.syms), False
        return spelled(constant()), False

    def expr(self, depth, symbolic=False):
        """(text, has a dimension); `symbolic` forbids dimensions."""
        if depth <= 0 or rng.random() < 0.25:
            return self.leaf(symbolic)
        op = rng.choice(["+", "+", "-", "*", "*", "floordiv", "ceildiv", "mod", "mod", "neg", "paren"])
        if op == "neg":
            text, dim = self.expr(depth - 1, symbolic)
            return "-" + self.wrap(text), dim
        if op == "paren":
            text, dim = self.expr(depth - 1, symbolic)
            return "(" + text + ")", dim
        lhs, ldim = self.expr(depth - 1, symbolic)
        if op in ("+", "-"):
            rhs, rdim = self.expr(depth - 1, symbolic)
        elif op == "*":
            rhs, rdim = self.expr(depth - 1, symbolic or ldim)
            if rng.random() < 0.5 and not ldim:
                lhs, rhs, ldim, rdim = rhs, lhs, rdim, ldim
        else:
            rhs, rdim = self.divisor(depth)
        return self.wrap(lhs) + self.sp(op) + self.wrap(rhs), ldim or rdim

    def divisor(self, depth):
        r = rng.random()
        if r < 0.08:
            return "-" + str(rng.randint(1, 4)), False
        if r < 0.12:
            return "0", False
        if r < 0.8 or not self.syms:
            return str(rng.choice([1, 2, 2, 3, 4, 4, 8, 16, 5, 6])), False
        return self.expr(depth - 1, True)

    def wrap(self, text):
        return "(" + text + ")" if rng.random() < 0.5 and not re.fullmatch(r"[\w.$]+", text) else text

    def top(self):
        return self.expr(rng.randint(0, 5))[0]

    def map(self):
        results = ", ".join(self.top() for _ in range(rng.randint(0, 4)))
        return f"affine_map<{self.binders()} -> ({results})>"

    def set(self):
        constraints = []
        for _ in range(rng.randint(0, 3)):
            sign = rng.choice([">=", "<=", "=="])
            rhs = rng.choice(["0", "0", self.top()])
            constraints.append(f"{self.top()} {sign} {rhs}")
        return f"affine_set<{self.binders()} : ({', '.join(constraints)})>"


def attribute():
    gen = Gen()
    return gen.set() if rng.random() < 0.3 else gen.map()


def run(tool, path, *flags):
    return subprocess.run([tool, "-allow-unregistered-dialect", *flags, path],
                          capture_output=True, text=True)


# Valid inputs: both print the same.
attrs = [attribute() for _ in range(count)]
with open(f"{work}/valid.mlir", "w") as f:
    for a in attrs:
        f.write(f'"test.a"() {{m = {a}}} : () -> ()\n')
ours = run(ir_opt, f"{work}/valid.mlir", "-mlir-print-local-scope")
theirs = run(mlir_opt, f"{work}/valid.mlir", "-mlir-print-local-scope")
valid_same = 0
shown = 0
if ours.returncode or theirs.returncode:
    print("valid inputs rejected:\n ir-opt:", ours.stderr[:2000], "\n mlir-opt:", theirs.stderr[:2000])
    valid_same = -1
else:
    ol, tl = ours.stdout.splitlines()[1:-1], theirs.stdout.splitlines()[1:-1]
    for a, o, t in zip(attrs, ol, tl):
        if o == t:
            valid_same += 1
        elif shown < 10:
            shown += 1
            print(f"differs: {a}\n  mlir-opt: {t.strip()}\n  ir-opt:   {o.strip()}")
print(f"valid: {valid_same} of {count} maps and sets printed identically")


# Corrupted inputs: the same error at the same place, or both accept.
def corrupt(text):
    tokens = re.findall(r"[\w.$]+|->|>=|<=|==|\S", text)
    # The keyword and its `<` stay: errors before the body are not ours.
    i = rng.randrange(2, len(tokens))
    r = rng.random()
    extra = rng.choice(["(", ")", "[", "]", ",", "-", "+", "*", "mod", "x", "d9", "s9", "1", ":", "->", ">=", "==", "%v", "symbol", "99999999999999999999", "{"])
    if r < 0.3:
        del tokens[i]
    elif r < 0.6:
        tokens.insert(i, extra)
    elif r < 0.8:
        tokens[i] = extra
    else:
        names = [k for k, t in enumerate(tokens) if re.fullmatch(r"[ds]\d", t)]
        if names:
            tokens[rng.choice(names)] = "q"
    out = ""
    for t in tokens:
        out += ("" if not out or out[-1] in "(<[" or t in ")>],<" else " ") + t
    return out

bad = [corrupt(attribute()) for _ in range(count)]
with open(f"{work}/bad.mlir", "w") as f:
    f.write("\n// -----\n".join(f'"test.a"() {{m = {a}}} : () -> ()' for a in bad) + "\n")
ours = run(ir_opt, f"{work}/bad.mlir", "-split-input-file")
theirs = run(mlir_opt, f"{work}/bad.mlir", "-split-input-file")
# The first error of each chunk (MLIR may add a second one, such as
# "missing operand of negation", that ir-opt does not).
mlir_errors, our_errors = {}, {}
for m in re.findall(r"^[^\s:]+:(\d+):(\d+): error: (.*)$", theirs.stderr, re.M):
    mlir_errors.setdefault(int(m[0]), (int(m[1]), m[2]))
for m in re.findall(r"^error: (.*)\n\s*--> [^\s:]+:(\d+):(\d+)$", ours.stderr, re.M):
    our_errors.setdefault(int(m[1]), (int(m[2]), m[0]))
same = outside = 0
shown = 0
for k, a in enumerate(bad):
    line = 2 * k + 1
    t, o = mlir_errors.get(line), our_errors.get(line)
    # A corruption after the closing `>` is an error of the dictionary
    # around the attribute, worded otherwise by ir-opt: not counted.
    if t and "attribute dictionary" in t[1]:
        outside += 1
        continue
    agree = (t is None and o is None) or (t and o and t[0] == o[0] and o[1].startswith(t[1]))
    if agree:
        same += 1
    elif shown < 10:
        shown += 1
        print(f"differs: {a}\n  mlir-opt: {t}\n  ir-opt:   {o}")
rejected = sum(1 for k in range(len(bad)) if 2 * k + 1 in mlir_errors)
print(f"corrupted: {same} of {count - outside} agree ({rejected} rejected by mlir-opt-22; "
      f"{outside} more broke the dictionary around the attribute, not compared)")
sys.exit(0 if valid_same == count and same == count - outside else 1)
PY
