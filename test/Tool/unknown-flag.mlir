// A flag the tool lacks is an error naming it, with the nearest flag (a
// pass flag too) suggested, as mlir-opt's command line does.
// RUN: not ir-opt %s --inlin 2>&1 | FileCheck %s --check-prefix=INLINE
// RUN: not ir-opt %s --canonicalise 2>&1 | FileCheck %s --check-prefix=CANON
// RUN: not ir-opt %s --show-dialect 2>&1 | FileCheck %s --check-prefix=DIALECTS

// INLINE: {{[Uu]}}nknown command line argument '--inlin'
// INLINE: {{[Dd]}}id you mean '--inline'?
// CANON: {{[Uu]}}nknown command line argument '--canonicalise'
// CANON: {{[Dd]}}id you mean '--canonicalize'?
// DIALECTS: {{[Dd]}}id you mean '--show-dialects'?
func.func @f() {
  return
}
