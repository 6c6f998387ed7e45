# -*- Python -*-
"""LLVM lit configuration for the ir-opt lit suite.

`cargo test` runs the same `.mlir` files through litcheck (see lit.rs and
lit.suite.toml; keep them in step). To run them with LLVM's tools instead,
build ir-opt (`cargo build -p ir-opt-tool`), put LLVM's `FileCheck` on PATH
and run `lit -v test/`. `ir-opt` is found in $IR_OPT_BIN_DIR, by default
../target/debug relative to this file.
"""

import os
import shutil

import lit.formats

config.name = "ir-opt"
config.suffixes = [".mlir"]
# The internal shell: portable, with `not` built in and pipefail on.
config.test_format = lit.formats.ShTest(execute_external=False)
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
# Temporaries (%t) go under test/Output, which git and lit.suite.toml ignore.
config.test_exec_root = os.path.join(config.test_source_root, "Output")

bin_dir = os.path.abspath(
    os.environ.get(
        "IR_OPT_BIN_DIR",
        os.path.join(config.test_source_root, "..", "target", "debug"),
    )
)
if shutil.which("ir-opt", path=bin_dir) is None:
    lit_config.fatal(
        f"no ir-opt in {bin_dir}: run `cargo build -p ir-opt-tool` or set IR_OPT_BIN_DIR"
    )
config.environment["PATH"] = os.pathsep.join([bin_dir, config.environment["PATH"]])
