#!/usr/bin/env bash
# Runs every test: unit tests, the ir-opt CLI tests and the lit suite
# (cargo test builds ir-opt first; the lit runner finds it in target/).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --workspace "$@"
