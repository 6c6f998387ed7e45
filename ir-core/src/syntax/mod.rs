//! The MLIR text format: tokens, parser, printer, and the API that custom
//! op syntax is written against.

pub mod custom;
pub mod grammar;
pub mod lexer;
pub mod parser;
pub mod printer;
