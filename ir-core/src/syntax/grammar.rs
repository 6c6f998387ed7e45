//! The normative grammar of the text format, as a `pest` parser.
//!
//! `grammar.pest` is the single source of truth for the lexical structure,
//! builtin types, builtin attributes, locations, aliases and the generic
//! operation form. The hand-written parser in [`crate::syntax::parser`] (with
//! the `logos` lexer of [`crate::syntax::lexer`]) is the fast implementation
//! of it, with diagnostics in words; the tests below check that the two
//! accept and reject the same inputs and split the same tokens.

/// The `pest` parser generated from `grammar.pest`; see that file for the rules.
#[derive(pest_derive::Parser)]
#[grammar = "syntax/grammar.pest"]
pub struct Grammar;

#[cfg(test)]
mod tests {
    use super::{Grammar, Rule};
    use crate::context::Context;
    use crate::syntax::lexer::Token;
    use crate::syntax::parser::{parse_source, Cursor, ParseOptions, Parser};
    use logos::Logos;
    use pest::Parser as _;

    /// Types the grammar and `parse_type` both accept.
    const VALID_TYPES: &[&str] = &[
        "i1",
        "si8",
        "ui64",
        "i16777215",
        "index",
        "none",
        "f16",
        "bf16",
        "f32",
        "f64",
        "f80",
        "f128",
        "tf32",
        "f8E4M3FN",
        "f8E4M3B11FNUZ",
        "f4E2M1FN",
        "() -> ()",
        "(i32) -> i1",
        "(i32, f32) -> (i1, i32)",
        "(i32) -> ((i32) -> i1)",
        "((i32) -> i1) -> i1",
        "memref<4x?xf32>",
        "memref<i32>",
        "memref<*xf32>",
        "memref<*xf32, 1>",
        "memref<4xf32, 1>",
        "memref<4xf32, strided<[1]>>",
        "memref<?x?xf32, strided<[?, 1], offset: ?>, 2>",
        "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>",
        "memref<4xf32, \"gpu\">",
        "memref<0x4xf32>",
        "tensor<4x?xf32>",
        "tensor< 4 x ? x f32 >",
        "tensor<*xf32>",
        "tensor<i32>",
        "tensor<4xf32, \"enc\">",
        "tensor<2x!foo.bar<1>>",
        "vector<4x[8]xf32>",
        "vector<[4]xf32>",
        "vector<f32>",
        "tuple<>",
        "tuple<i32, (i1) -> i1>",
        "complex<f32>",
        "!foo.bar",
        "!foo.bar<1, \"x>\", [2]>",
        "!foo<\"abc\">",
        "!foo.bar<a -> b>",
        "memref<4x4xvector<4xf32>>",
    ];

    /// Types both reject for their syntax.
    const INVALID_TYPES: &[&str] = &[
        "",
        "i",
        "foo",
        "(i32",
        "(i32) i32",
        "(i32) -> (i32) -> i32",
        "tensor<4x4>",
        "tensor<4xf32",
        "memref<?>",
        "memref<4x[4]xf32>",
        "vector<?xf32>",
        "vector<4xi32, 1>",
        "tuple<i32",
        "!foo.bar<1",
        "!foo.bar<1]>",
        "!foo.bar <1>",
        "tensor<*xf32, 1>",
        "memref<4xf32, 1, 2, 3>",
        "i32 i32",
    ];

    /// Attributes the grammar and `parse_attribute` both accept.
    const VALID_ATTRIBUTES: &[&str] = &[
        "42",
        "-7 : i8",
        "0x2A : i8",
        "true",
        "false",
        "1.5 : f32",
        "-2.0e-3 : f64",
        "0x7FC00000 : f32",
        "\"a\\\"b\\0A\"",
        "\"x\" : i32",
        "unit",
        "[]",
        "[1, \"a\", [2 : i8]]",
        "{}",
        "{a = 1, b, \"q k\" = 2}",
        "array<i32: 1, 2>",
        "array<f32: 1.0, -2.5>",
        "array<i1: true, false>",
        "array<i64>",
        "dense<1> : tensor<2xi32>",
        "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>",
        "dense<[true, false]> : tensor<2xi1>",
        "dense<[1.0, -2.5]> : vector<2xf32>",
        "dense<> : tensor<0xi32>",
        "dense_resource<blob1> : tensor<2xi32>",
        "dense_resource<\"x y\"> : vector<1xi8>",
        "dense<\"0x01000000\"> : tensor<4xi32>",
        "i32",
        "(i32) -> i1",
        "!foo.bar<1>",
        "@f",
        "@\"x y\"",
        "@m::@f",
        "#foo.x",
        "#foo<\"x y\">",
        "#foo.bar<{a = [1, \"]>\"]}>",
        "affine_map<(d0) -> (d0 + 1)>",
        "affine_map<(i, j)[n] -> (j floordiv 2, -i * n, (i + n) mod 4, 0x10)>",
        "affine_map<() -> ()>",
        "affine_set<(d0)[s0] : (d0 >= s0, d0 <= 4, d0 - s0 == 0)>",
        "affine_set<(d0) : ()>",
        "strided<[1, ?], offset: 3>",
        "loc(unknown)",
        "loc(\"file.mlir\":1:2)",
        "loc(\"name\"(\"f\":3:4))",
        "loc(callsite(\"a\":1:2 at \"b\":3:4))",
        "loc(fused[\"a\":1:2, unknown])",
        "loc(fused<\"meta\">[\"a\":1:2])",
        "[loc(\"x\":1:2), 1 : index]",
    ];

    /// Attributes both reject for their syntax.
    const INVALID_ATTRIBUTES: &[&str] = &[
        "",
        "[1, 2",
        "[1 2]",
        "{a = 1 b = 2}",
        "{a = }",
        "{1 = 2}",
        "dense<[1, 2> : tensor<2xi32>",
        "dense<1>",
        "array<i32: 1 : i32>",
        "@f::g",
        "loc(",
        "loc(\"a\":x)",
        "loc(callsite(\"a\" \"b\"))",
        "loc(fused<\"m\">(\"a\"))",
        "loc(foo)",
        "#foo.x<",
        "strided<[1]",
        "- 1.5 : i32 :",
        "affine_map<garbage>",
        "affine_map<(d0) -> d0>",
        "affine_map<(d0) -> (d0 +)>",
        "affine_map<(d0) -> (d0 >= 0)>",
        "affine_set<(d0) : (d0)>",
        "affine_map<(d0) -> (symbol(%x))>",
        "affine_set<(d0) -> (d0)>",
    ];

    /// Syntactically valid attributes the parser rejects for their meaning.
    const SEMANTICALLY_INVALID_ATTRIBUTES: &[&str] = &[
        "256 : i8",
        "-1 : ui8",
        "1 : f32",
        "1.5 : i32",
        "dense<[1, 2]> : tensor<3xi32>",
        "{a = 1, a = 2}",
        "#undefined",
        "1 : i0",
        "affine_map<(d0) -> (d1)>",
        "affine_map<(d0, d1) -> (d0 * d1)>",
        "affine_map<(d0, d0) -> (d0)>",
        "affine_map<(d0) -> (99999999999999999999)>",
    ];

    /// Whole files of generic operations that the grammar and `parse_source` accept.
    const VALID_FILES: &[&str] = &[
        "\"test.op\"() : () -> ()",
        "%0 = \"test.a\"() : () -> i32\n%1:2 = \"test.b\"(%0, %0) : (i32, i32) -> (i32, f32)\n\"test.c\"(%1#1) : (f32) -> ()",
        "%r:2 = \"dialect.op\"() <{prop = 1 : i64}> ({\n^bb0(%arg0: i32):\n  \"test.yield\"(%arg0) : (i32) -> ()\n}) {attr = \"x\"} : () -> (i32, i32) loc(\"f.mlir\":3:7)",
        "\"test.f\"() ({\n^bb0(%c: i1, %x: i32):\n  \"test.br\"(%c, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()\n^bb1:\n  \"test.ret\"() : () -> ()\n^bb2:\n  \"test.ret\"() : () -> ()\n}) : () -> ()",
        "\"test.r\"() ({\n  \"test.a\"() : () -> ()\n^bb1(%a: i32 loc(\"x\":1:1), %b: f32):\n  \"test.b\"() : () -> ()\n}, {}) : () -> ()",
        "!t = i32\n#a = {x = 1}\n#l = loc(\"f\":1:1)\n\"test.op\"() {a = #a} : () -> !t loc(#l)",
        "// a comment\n\"builtin.module\"() ({\n}) : () -> ()",
        "\"test.op\"() : () -> () loc(#loc1)\n#loc1 = loc(\"f\":1:1)",
        "\"test.op\"() {r = dense_resource<blob> : tensor<0xi8>} : () -> ()\n{-#\n  dialect_resources: {\n    builtin: {blob: \"0x04000000\"}\n  },\n  external_resources: {t: {k: true}}\n#-}",
    ];

    /// Files that the grammar and `parse_source` both reject.
    const INVALID_FILES: &[&str] = &[
        "\"test.op\"()",
        "\"test.op\"() : i32",
        "%0 = \"test.op\" : () -> ()",
        "\"test.op\"() ({ ^bb0 }) : () -> ()",
        "\"test.op\"()[bb1] : () -> ()",
        "%0:x = \"test.op\"() : () -> ()",
        "\"test.op\"() : () -> () loc(",
    ];

    fn grammar_accepts(rule: Rule, src: &str) -> bool {
        Grammar::parse(rule, src).is_ok()
    }

    fn with_parser<T>(src: &str, f: impl FnOnce(&mut Parser) -> T) -> T {
        let ctx = Context::new();
        let mut parser = Parser::new(Cursor::new(&ctx, "test.mlir", src, 0));
        f(&mut parser)
    }

    fn parser_accepts_type(src: &str) -> bool {
        with_parser(src, |p| p.parse_type().is_ok() && p.cursor.at_end())
    }

    fn parser_accepts_attribute(src: &str) -> bool {
        with_parser(src, |p| p.parse_attribute().is_ok() && p.cursor.at_end())
    }

    #[test]
    fn types_agree_with_grammar() {
        for src in VALID_TYPES {
            assert!(
                grammar_accepts(Rule::type_entry, src),
                "grammar rejects type `{src}`"
            );
            assert!(parser_accepts_type(src), "parser rejects type `{src}`");
        }
        for src in INVALID_TYPES {
            assert!(
                !grammar_accepts(Rule::type_entry, src),
                "grammar accepts type `{src}`"
            );
            assert!(!parser_accepts_type(src), "parser accepts type `{src}`");
        }
    }

    #[test]
    fn attributes_agree_with_grammar() {
        for src in VALID_ATTRIBUTES {
            assert!(
                grammar_accepts(Rule::attribute_entry, src),
                "grammar rejects `{src}`"
            );
            assert!(parser_accepts_attribute(src), "parser rejects `{src}`");
        }
        for src in INVALID_ATTRIBUTES {
            assert!(
                !grammar_accepts(Rule::attribute_entry, src),
                "grammar accepts `{src}`"
            );
            assert!(!parser_accepts_attribute(src), "parser accepts `{src}`");
        }
        for src in SEMANTICALLY_INVALID_ATTRIBUTES {
            assert!(
                grammar_accepts(Rule::attribute_entry, src),
                "grammar rejects `{src}`"
            );
            assert!(!parser_accepts_attribute(src), "parser accepts `{src}`");
        }
    }

    fn op_parser_accepts(src: &str) -> bool {
        let mut ctx = Context::new();
        ctx.set_allow_unregistered(true);
        let options = ParseOptions::whole_file("test.mlir");
        parse_source(&ctx, src, options).is_ok()
    }

    #[test]
    fn generic_operations_agree_with_grammar() {
        for src in VALID_FILES {
            if let Err(e) = Grammar::parse(Rule::file, src) {
                panic!("grammar rejects file:\n{src}\n{e}");
            }
            assert!(op_parser_accepts(src), "parser rejects file:\n{src}");
        }
        for src in INVALID_FILES {
            assert!(
                !grammar_accepts(Rule::file, src),
                "grammar accepts file:\n{src}"
            );
            assert!(!op_parser_accepts(src), "parser accepts file:\n{src}");
        }
    }

    /// Token boundaries `(start, end)` from the `logos` lexer.
    fn logos_tokens(src: &str) -> Vec<(usize, usize)> {
        let mut lexer = Token::lexer(src);
        let mut spans = Vec::new();
        while let Some(token) = lexer.next() {
            assert!(
                token.is_ok(),
                "logos cannot lex {:?} in `{src}`",
                lexer.slice()
            );
            spans.push((lexer.span().start, lexer.span().end));
        }
        spans
    }

    /// Token boundaries `(start, end)` from the grammar's `tokens` rule.
    fn grammar_tokens(src: &str) -> Vec<(usize, usize)> {
        let mut pairs = Grammar::parse(Rule::tokens, src)
            .unwrap_or_else(|e| panic!("grammar cannot lex `{src}`: {e}"));
        let tokens = pairs.next().expect("tokens").into_inner();
        tokens
            .filter(|pair| pair.as_rule() == Rule::token)
            .map(|pair| (pair.as_span().start(), pair.as_span().end()))
            .collect()
    }

    #[test]
    fn lexer_agrees_with_grammar() {
        let inputs = [
            r#"%0:2 = "foo.bar"(%a, %b#1) : (i32) -> i64 // comment"#,
            "1.5e-3 0x1F 7 @f @\"a b\" ^bb1 !t #a",
            "memref<4x?xf32> vector<4x[8]xf32> tensor<*xf32>",
            "0x 0xg 1. 1.e5 12abc 1e5 x-1 a.b$c _d",
            "{-# x #-} ... -> :: : , = ? * + - | [ ] < > ( ) { }",
            "#-a #-} !foo.bar<1, \"x>\"> @\"q\\\"k\"::@g",
            "loc(\"f.mlir\":3:7) ^bb0(%arg0: i32):",
            "%a-b %0.1 ^bb-1 #loc3 !alias.x-y",
            "\"\\\\\" \"\\22\" \"\"",
        ];
        for src in inputs {
            assert_eq!(
                logos_tokens(src),
                grammar_tokens(src),
                "token boundaries differ for `{src}`"
            );
        }
    }
}
