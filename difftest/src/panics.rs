//! A panic in a pass is a failure of the check that met it: it is caught
//! and reported as a mismatch naming the seed and the pipeline, then
//! reduced like any other, instead of ending the run with a message that
//! says neither.

use std::any::Any;
use std::panic::{self, AssertUnwindSafe};

/// Runs `f`; a panic in it (or in a task it waited for, on any thread) is
/// `Err` with the panic's message.
pub(crate) fn caught<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    panic::catch_unwind(AssertUnwindSafe(f)).map_err(|payload| message(&*payload))
}

/// What a panic said (`panic!`'s message, when it gave one).
fn message(payload: &(dyn Any + Send)) -> String {
    match (
        payload.downcast_ref::<&str>(),
        payload.downcast_ref::<String>(),
    ) {
        (Some(text), _) => (*text).to_string(),
        (_, Some(text)) => text.clone(),
        _ => "a panic without a message".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_is_its_message() {
        assert_eq!(caught(|| 3), Ok(3));
        assert_eq!(
            caught(|| panic!("seen {}", 7)),
            Err::<(), _>("seen 7".into())
        );
        assert_eq!(
            caught(|| std::panic::panic_any(5)),
            Err::<(), _>("a panic without a message".into())
        );
    }
}
