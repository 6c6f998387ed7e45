//! MLIR's tokens, recognised by a `logos`-generated DFA.
//!
//! The token definitions mirror the `token` rules of `grammar.pest`, the
//! normative grammar; `tests::lexer_agrees_with_grammar` checks that the two
//! agree. Tokens never span lines.

use logos::Logos;

/// A token kind.
#[derive(Logos, Copy, Clone, PartialEq, Eq, Debug)]
#[logos(skip r"[ \t\r\n\f]+")]
#[logos(skip(r"//[^\n]*", allow_greedy = true))]
pub enum Token {
    /// `foo`, `i32`, `func.func`, `x`.
    #[regex(r"[A-Za-z_][A-Za-z0-9_$.]*")]
    BareIdent,
    /// `%name`, `%0`.
    #[regex(r"%[A-Za-z0-9_$.\-]+")]
    PercentIdent,
    /// `^bb0`.
    #[regex(r"\^[A-Za-z0-9_$.\-]+")]
    CaretIdent,
    /// `@sym`, `@"sym with spaces"`.
    #[regex(r"@[A-Za-z0-9_$.\-]+")]
    #[regex(r#"@"([^"\\\n]|\\[^\n])*""#)]
    AtIdent,
    /// `#alias`, `#dialect.attr`, also the `#1` of `%x#1`.
    #[regex(r"#[A-Za-z0-9_$.\-]+")]
    HashIdent,
    /// `!alias`, `!dialect.type`.
    #[regex(r"![A-Za-z0-9_$.\-]+")]
    BangIdent,
    /// `42`, `0x2A`.
    #[regex(r"[0-9]+")]
    #[regex(r"0x[0-9A-Fa-f]+")]
    Integer,
    /// `1.5`, `2.0e-3`, `1.`.
    #[regex(r"[0-9]+\.[0-9]*([eE][+-]?[0-9]+)?")]
    Float,
    /// `"text"` with `\"`, `\\`, `\n`, `\t` and `\XX` escapes.
    #[regex(r#""([^"\\\n]|\\[^\n])*""#)]
    String,
    /// `->`
    #[token("->")]
    Arrow,
    /// `::`
    #[token("::")]
    ColonColon,
    /// `(`
    #[token("(")]
    LParen,
    /// `)`
    #[token(")")]
    RParen,
    /// `{`
    #[token("{")]
    LBrace,
    /// `}`
    #[token("}")]
    RBrace,
    /// `[`
    #[token("[")]
    LSquare,
    /// `]`
    #[token("]")]
    RSquare,
    /// `<`
    #[token("<")]
    Less,
    /// `>`
    #[token(">")]
    Greater,
    /// `:`
    #[token(":")]
    Colon,
    /// `,`
    #[token(",")]
    Comma,
    /// `=`
    #[token("=")]
    Equal,
    /// `?`
    #[token("?")]
    Question,
    /// `*`
    #[token("*")]
    Star,
    /// `+`
    #[token("+")]
    Plus,
    /// `-`
    #[token("-")]
    Minus,
    /// `|`
    #[token("|")]
    Pipe,
    /// `...`
    #[token("...")]
    Ellipsis,
    /// `{-#`, opening a file-metadata dictionary.
    #[token("{-#")]
    FileMetadataBegin,
    /// `#-}`, closing a file-metadata dictionary.
    #[token("#-}")]
    FileMetadataEnd,
}

impl Token {
    /// How the token is named in "expected ..." messages.
    pub fn describe(self) -> &'static str {
        match self {
            Token::BareIdent => "identifier",
            Token::PercentIdent => "SSA value name",
            Token::CaretIdent => "block name",
            Token::AtIdent => "symbol name",
            Token::HashIdent => "attribute alias or dialect attribute",
            Token::BangIdent => "type alias or dialect type",
            Token::Integer => "integer",
            Token::Float => "floating-point number",
            Token::String => "string",
            Token::Arrow => "'->'",
            Token::ColonColon => "'::'",
            Token::LParen => "'('",
            Token::RParen => "')'",
            Token::LBrace => "'{'",
            Token::RBrace => "'}'",
            Token::LSquare => "'['",
            Token::RSquare => "']'",
            Token::Less => "'<'",
            Token::Greater => "'>'",
            Token::Colon => "':'",
            Token::Comma => "','",
            Token::Equal => "'='",
            Token::Question => "'?'",
            Token::Star => "'*'",
            Token::Plus => "'+'",
            Token::Minus => "'-'",
            Token::Pipe => "'|'",
            Token::Ellipsis => "'...'",
            Token::FileMetadataBegin => "'{-#'",
            Token::FileMetadataEnd => "'#-}'",
        }
    }
}

/// Decodes the body of a string token (without quotes): `\"`, `\\`, `\n`,
/// `\t` and two-hex-digit `\XX` escapes. `None` if an escape is malformed.
pub fn unescape(body: &str) -> Option<Vec<u8>> {
    let bytes = body.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b != b'\\' {
            out.push(b);
            i += 1;
            continue;
        }
        let next = *bytes.get(i + 1)?;
        match next {
            b'"' | b'\\' => out.push(next),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            _ => {
                let hex = body.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 1;
            }
        }
        i += 2;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<Token> {
        Token::lexer(text)
            .map(|t| t.expect("valid token"))
            .collect()
    }

    #[test]
    fn lexes_a_generic_op() {
        use Token::*;
        assert_eq!(
            kinds(r#"%0:2 = "foo.bar"(%a, %b#1) : (i32) -> i64 // comment"#),
            vec![
                PercentIdent,
                Colon,
                Integer,
                Equal,
                String,
                LParen,
                PercentIdent,
                Comma,
                PercentIdent,
                HashIdent,
                RParen,
                Colon,
                LParen,
                BareIdent,
                RParen,
                Arrow,
                BareIdent
            ]
        );
    }

    #[test]
    fn lexes_numbers_and_symbols() {
        use Token::*;
        assert_eq!(
            kinds("1.5e-3 0x1F 7 @f @\"a b\" ^bb1 !t #a"),
            vec![Float, Integer, Integer, AtIdent, AtIdent, CaretIdent, BangIdent, HashIdent]
        );
    }

    #[test]
    fn unescapes_strings() {
        assert_eq!(unescape(r#"a\"b\\c\n\0A"#).unwrap(), b"a\"b\\c\n\n");
        assert!(unescape(r"\q").is_none());
    }
}
