#!/usr/bin/env bash
# Seeds fuzz/corpus/<target>/ for every fuzz target from the .mlir files
# under test/, examples/ and fuzz/seeds/: each file is split at `// -----` lines (as
# `ir-opt -split-input-file` does) and every chunk becomes one seed, named
# after its file and chunk number. The diagnostics target also gets each
# whole file (its input may hold `// -----` lines itself).
# The corpus directories are gitignored: never commit them.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
targets=(parse roundtrip diagnostics pieces)
for t in "${targets[@]}"; do mkdir -p "$here/corpus/$t"; done
count=0
while IFS= read -r -d '' file; do
    rel="${file#"$root"/}"
    base="$(echo "$rel" | tr '/.' '__')"
    # awk writes chunk files <prefix>-<n>.mlir, splitting at `// -----` lines.
    tmp="$(mktemp -d)"
    awk -v out="$tmp/$base" '
        BEGIN { n = 0; f = sprintf("%s-%d.mlir", out, n); printf "" > f }
        /^\/\/ -----/ { close(f); n++; f = sprintf("%s-%d.mlir", out, n); printf "" > f; next }
        { print >> f }
    ' "$file"
    for chunk in "$tmp"/*; do
        for t in "${targets[@]}"; do cp "$chunk" "$here/corpus/$t/"; done
        count=$((count + 1))
    done
    cp "$file" "$here/corpus/diagnostics/$base-whole.mlir"
    rm -rf "$tmp"
done < <(find "$root/test" "$root/examples" "$here/seeds" -name '*.mlir' -print0 | sort -z)
echo "seeded $count chunks into $here/corpus/{$(IFS=,; echo "${targets[*]}")}"
