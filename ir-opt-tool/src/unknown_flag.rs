//! The report of a flag the tool does not have, as LLVM's command line
//! gives it (`Unknown command line argument '--inlin'. ... Did you mean
//! '--inline'?`), with the nearest flag (pass flags included) suggested
//! only when it is near: clap's own advice (`use '-- --x'`) is for
//! positional values, which a misspelt pass flag never is.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::Command;

/// The message for `error` if it is about an unknown flag of `command`.
pub fn unknown_flag_message(command: &Command, error: &clap::Error) -> Option<String> {
    if error.kind() != ErrorKind::UnknownArgument {
        return None;
    }
    let Some(ContextValue::String(given)) = error.get(ContextKind::InvalidArg) else {
        return None;
    };
    let tool = command.get_bin_name().unwrap_or(command.get_name());
    let mut message =
        format!("error: unknown command line argument '{given}' (try '{tool} --help')\n");
    if let Some(nearest) = nearest_flag(command, given) {
        message.push_str(&format!("note: did you mean '--{nearest}'?\n"));
    }
    Some(message)
}

/// The long flag of `command` nearest to `given` (`--name=value` compared
/// by its name), if it is at most a third of its length away (two edits
/// for short names).
fn nearest_flag<'c>(command: &'c Command, given: &str) -> Option<&'c str> {
    let name = given.trim_start_matches('-');
    let name = name.split_once('=').map_or(name, |(name, _)| name);
    let limit = (name.len() / 3).max(2);
    command
        .get_arguments()
        .filter_map(|arg| arg.get_long())
        .map(|long| (strsim::levenshtein(name, long), long))
        .filter(|&(distance, _)| distance <= limit)
        .min()
        .map(|(_, long)| long)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Arg;

    fn command() -> Command {
        Command::new("ir-opt")
            .arg(Arg::new("inline").long("inline").num_args(0))
            .arg(Arg::new("canonicalize").long("canonicalize").num_args(0))
    }

    fn message(args: &[&str]) -> Option<String> {
        let mut command = command();
        let error = command
            .try_get_matches_from_mut(args)
            .expect_err("an unknown flag");
        unknown_flag_message(&command, &error)
    }

    #[test]
    fn a_misspelt_flag_gets_the_nearest_one() {
        let text = message(&["ir-opt", "--inlin"]).expect("a message");
        assert!(
            text.contains("unknown command line argument '--inlin'"),
            "{text}"
        );
        assert!(text.contains("did you mean '--inline'?"), "{text}");
        let text = message(&["ir-opt", "--canonicalise=max-iterations=2"]).expect("a message");
        assert!(text.contains("did you mean '--canonicalize'?"), "{text}");
    }

    #[test]
    fn a_flag_near_none_gets_no_guess() {
        let text = message(&["ir-opt", "--frobnicate"]).expect("a message");
        assert!(!text.contains("did you mean"), "{text}");
        assert!(text.contains("(try 'ir-opt --help')"), "{text}");
    }
}
