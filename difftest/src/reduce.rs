//! Delta reduction (Zeller's ddmin over lines): drop ever smaller chunks
//! of the program's lines while it still fails.

/// The smallest program (by lines) found that `still_fails`, starting
/// from `program` (which must fail).
pub fn reduce(program: &str, still_fails: impl Fn(&str) -> bool) -> String {
    let mut lines: Vec<&str> = program.lines().collect();
    let mut chunk = lines.len() / 2;
    while chunk >= 1 {
        let mut start = 0;
        let mut removed_any = false;
        while start < lines.len() {
            let end = (start + chunk).min(lines.len());
            let candidate: Vec<&str> = lines[..start]
                .iter()
                .chain(&lines[end..])
                .copied()
                .collect();
            if still_fails(&candidate.join("\n")) {
                lines = candidate;
                removed_any = true;
            } else {
                start += chunk;
            }
        }
        if !removed_any {
            chunk /= 2;
        }
    }
    lines.join("\n") + "\n"
}

#[cfg(test)]
mod tests {
    use super::reduce;

    #[test]
    fn keeps_only_the_lines_that_matter() {
        let program = "a\nb\nKEEP1\nc\nd\nKEEP2\ne\n";
        let reduced = reduce(program, |p| p.contains("KEEP1") && p.contains("KEEP2"));
        assert_eq!(reduced, "KEEP1\nKEEP2\n");
    }
}
