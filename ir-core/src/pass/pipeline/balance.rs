//! Bracket balance of pipeline text, checked before parsing so that an
//! unbalanced `(`, `)`, `{`, `}` or `"` is reported at the character at
//! fault rather than wherever the grammar gives up.

use super::parse::PipelineError;

/// Brackets nest at most this deep: nested pipelines are parsed and built
/// recursively, and real pipelines nest a handful of levels.
pub(super) const MAX_DEPTH: usize = 100;

/// The first unbalanced bracket or quote of `text`, if any, or the first
/// bracket nested deeper than [`MAX_DEPTH`]. Inside braces (option values)
/// parentheses are ordinary characters.
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
            '(' if !in_braces => push_open(&mut open, c, offset)?,
            '{' => push_open(&mut open, c, offset)?,
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

/// Records an opening bracket, unless that nests too deep.
fn push_open(open: &mut Vec<(char, usize)>, c: char, offset: usize) -> Result<(), PipelineError> {
    if open.len() == MAX_DEPTH {
        return Err(PipelineError::new(
            offset,
            format!("pipelines and options nest at most {MAX_DEPTH} levels deep"),
        ));
    }
    open.push((c, offset));
    Ok(())
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

    #[test]
    fn deep_nesting_is_refused_at_the_limit() {
        let ok = format!("{}{}", "a(".repeat(MAX_DEPTH), ")".repeat(MAX_DEPTH));
        assert!(check_balance(&ok).is_ok());
        let deep = format!("{}{}", "a(".repeat(100_000), ")".repeat(100_000));
        let (offset, message) = error_at(&deep);
        assert_eq!(offset, 2 * MAX_DEPTH + 1);
        assert!(message.contains("at most"), "{message}");
    }
}
