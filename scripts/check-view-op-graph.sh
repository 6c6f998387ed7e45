#!/usr/bin/env bash
# check-view-op-graph.sh — check that Graphviz renders what `ir-opt
# -view-op-graph` prints for every lit input under test/, with the
# default options and with every kind of edge and label on.
#
# Each test/**/*.mlir runs through `ir-opt -allow-unregistered-dialect
# -view-op-graph[=OPTIONS]` (with -split-input-file when it has `// -----`
# lines: one graph per chunk); the graphs (its stderr) go to `dot -Tsvg`,
# which must accept them without an error or a warning. Inputs ir-opt
# rejects (the expected errors of diagnostics tests) are counted, not
# rendered.
#
# Output: each input dot complains about, with dot's message, then the
# counts. Exit status 1 if dot complains about any graph; 0 otherwise, and
# 0 with a message when `dot` is not installed.
#
# Environment: CARGO_TARGET_DIR, where ir-opt is built (default target).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v dot >/dev/null; then
    echo "check-view-op-graph: dot not installed; skipped (apt-get install graphviz)"
    exit 0
fi
cargo build -q -p ir-opt-tool
ir_opt=${CARGO_TARGET_DIR:-target}/debug/ir-opt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

rendered=0 rejected=0 failed=0
while IFS= read -r -d '' input; do
    split=()
    grep -q '^// -----' "$input" && split=(-split-input-file)
    for options in "" "=print-control-flow-edges=true max-label-len=8"; do
        if ! "$ir_opt" "$input" -allow-unregistered-dialect "${split[@]}" \
            "-view-op-graph$options" 2>"$work/graph.dot" >/dev/null; then
            rejected=$((rejected + 1))
            continue
        fi
        if dot -Tsvg "$work/graph.dot" -o /dev/null 2>"$work/dot.txt" && ! [ -s "$work/dot.txt" ]; then
            rendered=$((rendered + 1))
        else
            failed=$((failed + 1))
            echo "dot complains about: $input -view-op-graph$options"
            sed 's/^/    /' "$work/dot.txt" | head -5
        fi
    done
done < <(find test -name '*.mlir' -not -path '*/Output/*' -print0 | sort -z)

echo "view-op-graph: $rendered graphs rendered by dot, $failed refused; $rejected runs on inputs ir-opt rejects"
[ "$failed" -eq 0 ]
