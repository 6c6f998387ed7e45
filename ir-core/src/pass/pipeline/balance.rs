//! Bracket balance of pipeline text, checked before parsing so that an
//! unbalanced `(`, `)`, `{`, `}` or `"` is reported at the character at
//! fault rather than wherever the grammar gives up.

use super::parse::PipelineError;

/// The first unbalanced bracket or quote of `text`, if any. Inside braces
/// (option values) parentheses are ordinary characters.
pub(super) fn check_balance(text: &str) -> Result<(), PipelineError> {
    let mut open: Vec<(char, usize)> = Vec::new();
    let mut quote_start = None;
    for (offset, c) in text.char_indices() {
        if quote_start.is_some() {
            if c == '"' {
                quote_start = None;
            }
            continue;
        }
        let in_braces = open.last().is_some_and(|&(o, _)| o == '{');
        match c {
            '"' if in_braces => quote_start = Some(offset),
            '(' if !in_braces => open.push((c, offset)),
            '{' => open.push((c, offset)),
            ')' if !in_braces => match open.pop() {
                Some(('(', _)) => {}
                _ => {
                    return Err(PipelineError::new(
                        offset,
                        "unbalanced parentheses: this ')' closes no '('",
                    ))
                }
            },
            '}' => match open.pop() {
                Some(('{', _)) => {}
                _ => {
                    return Err(PipelineError::new(
                        offset,
                        "unbalanced braces: this '}' closes no '{'",
                    ))
                }
            },
            _ => {}
        }
    }
    if let Some(start) = quote_start {
        return Err(PipelineError::new(
            start,
            "unterminated string: no closing '\"'",
        ));
    }
    match open.last() {
        Some(&('(', offset)) => Err(PipelineError::new(
            offset,
            "unbalanced parentheses: this '(' is never closed",
        )),
        Some(&(_, offset)) => Err(PipelineError::new(
            offset,
            "missing closing '}' for these pass options",
        )),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_at(text: &str) -> (usize, String) {
        let e = check_balance(text).unwrap_err();
        (e.offset, e.message)
    }

    #[test]
    fn finds_the_character_at_fault() {
        assert!(check_balance("a(b(c{x=\"(\" y={)}}),d)").is_ok());
        assert_eq!(error_at("a(b").0, 1);
        assert_eq!(error_at("a(b))").0, 4);
        assert!(error_at("a(b))").1.contains("closes no '('"));
        assert_eq!(error_at("a(c{x=3)").0, 3);
        assert!(error_at("a(c{x=3)").1.contains("missing closing '}'"));
        assert_eq!(error_at("a(c})").0, 3);
        assert_eq!(error_at("a(c{s=\"x})").0, 6);
    }
}
