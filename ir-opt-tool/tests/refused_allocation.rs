//! An `ir-run` allocation within the interpreter's own bound but refused by
//! the system (an address-space limit, `ulimit -v`) is an error located at
//! the `memref.alloc`, exit code 1: never Rust's allocation-failure abort
//! (exit code 134).

use std::process::Command;

const PROGRAM: &str =
    "func.func @a() {\n  %m = memref.alloc() : memref<1000000000xi32>\n  return\n}\n";

#[test]
fn an_allocation_the_system_refuses_is_a_located_error() {
    let dir = std::env::temp_dir().join(format!("ir-run-refused-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let input = dir.join("alloc.mlir");
    std::fs::write(&input, PROGRAM).expect("write input");
    // 4 GB of i32 fits the interpreter's 4 GiB bound; 2 GiB of address
    // space does not hold it.
    let out = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 2097152 && exec \"$0\" \"$1\" -e a")
        .arg(env!("CARGO_BIN_EXE_ir-run"))
        .arg(&input)
        .output()
        .expect("sh runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(
            "error: 'memref.alloc' op out of memory: cannot allocate 1000000000 elements"
        ),
        "{stderr}"
    );
    assert!(stderr.contains("alloc.mlir:2:8"), "{stderr}");
    std::fs::remove_dir_all(&dir).expect("clean up");
}
