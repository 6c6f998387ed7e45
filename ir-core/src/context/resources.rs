//! File resources, MLIR's `{-# dialect_resources: ..., external_resources:
//! ... #-}` section: the blobs that `dense_resource<handle>` attributes
//! name, and the entries a file carries for other tools. A context keeps
//! them so that they print back after the IR that uses them (see
//! `syntax/printer/resources.rs`); `ir-opt` clears them between the chunks
//! of a split file, which `mlir-opt` parses into fresh contexts.

use super::Context;
use rustc_hash::FxHashMap;

/// A blob of bytes and the alignment its first 4 bytes of hex announce
/// (`"0x04000000..."`: aligned to 4).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blob {
    /// The alignment, in bytes.
    pub alignment: u32,
    /// The bytes.
    pub data: Vec<u8>,
}

impl Blob {
    /// Reads the text of a hex string blob (`0x` then the alignment as 4
    /// little-endian bytes, then the data); `None` if it is not hex.
    pub fn from_hex(text: &str) -> Option<Result<Blob, BlobTooShort>> {
        let digits = text.strip_prefix("0x")?.as_bytes();
        if digits.len() % 2 != 0 {
            return None;
        }
        let nibble = |digit: u8| (digit as char).to_digit(16).map(|n| n as u8);
        let bytes: Vec<u8> = digits
            .chunks(2)
            .map(|pair| Some(nibble(pair[0])? << 4 | nibble(pair[1])?))
            .collect::<Option<_>>()?;
        if bytes.len() < 4 {
            return Some(Err(BlobTooShort));
        }
        let alignment = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        Some(Ok(Blob {
            alignment,
            data: bytes[4..].to_vec(),
        }))
    }

    /// Appends the hex string text (`0x...`, upper-case digits). An empty
    /// blob announces alignment 0, as MLIR prints it.
    pub fn write_hex(&self, out: &mut String) {
        const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
        let alignment = if self.data.is_empty() {
            0
        } else {
            self.alignment
        };
        out.reserve(2 + 2 * (4 + self.data.len()));
        out.push_str("0x");
        for &byte in alignment.to_le_bytes().iter().chain(&self.data) {
            out.push(DIGITS[usize::from(byte >> 4)] as char);
            out.push(DIGITS[usize::from(byte & 15)] as char);
        }
    }
}

/// A hex blob shorter than the 4 bytes of its alignment.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BlobTooShort;

/// The value of an external resource entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExternalValue {
    /// `true` or `false`.
    Bool(bool),
    /// A string (hex blobs of unknown owners stay strings).
    String(String),
}

/// The external resource entries of one group (`external_resources: {
/// group: {key: value}}`), in the order they were first given.
pub type ExternalGroup = Vec<(String, ExternalValue)>;

/// The resources a context holds.
#[derive(Default)]
pub(super) struct Resources {
    /// The builtin dialect's blobs, by handle.
    blobs: FxHashMap<String, Blob>,
    /// External groups, in the order they were first given.
    external: Vec<(String, ExternalGroup)>,
}

impl Context {
    /// Defines the blob that `dense_resource<handle>` names (a later
    /// definition replaces an earlier one, as in MLIR).
    pub fn set_resource_blob(&self, handle: &str, blob: Blob) {
        self.resources().blobs.insert(handle.to_owned(), blob);
    }

    /// `read` applied to the blob of `handle`, if one was defined (blobs
    /// may be large: they are lent, not copied).
    pub fn with_resource_blob<R>(&self, handle: &str, read: impl FnOnce(&Blob) -> R) -> Option<R> {
        self.resources().blobs.get(handle).map(read)
    }

    /// Adds `key: value` to external resource group `group`. Entries are
    /// kept as given, a repeated key with another value too (MLIR prints
    /// both back); an entry equal to one the group has is not added again,
    /// so that reading printed text back into the same context changes
    /// nothing.
    pub fn add_external_resource(&self, group: &str, key: &str, value: ExternalValue) {
        let mut resources = self.resources();
        let groups = &mut resources.external;
        let index = match groups.iter().position(|(name, _)| name == group) {
            Some(index) => index,
            None => {
                groups.push((group.to_owned(), Vec::new()));
                groups.len() - 1
            }
        };
        let entries = &mut groups[index].1;
        if !entries.iter().any(|(k, v)| k == key && *v == value) {
            entries.push((key.to_owned(), value));
        }
    }

    /// The external resource groups that have entries, in order.
    pub fn external_resources(&self) -> Vec<(String, ExternalGroup)> {
        let resources = self.resources();
        let groups = resources.external.iter();
        groups
            .filter(|(_, entries)| !entries.is_empty())
            .cloned()
            .collect()
    }

    /// Whether any blob or external resource is defined.
    pub fn has_resources(&self) -> bool {
        let resources = self.resources();
        !resources.blobs.is_empty() || !resources.external.is_empty()
    }

    /// Forgets every resource (between independent inputs).
    pub fn clear_resources(&self) {
        *self.resources() = Resources::default();
    }

    fn resources(&self) -> std::sync::MutexGuard<'_, Resources> {
        self.resources.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_blobs_read_their_alignment_and_print_back() {
        let blob = Blob::from_hex("0x04000000aB01").unwrap().unwrap();
        assert_eq!(blob.alignment, 4);
        assert_eq!(blob.data, vec![0xab, 0x01]);
        assert_eq!(hex(&blob), "0x04000000AB01");
        assert_eq!(Blob::from_hex("0x0400").unwrap(), Err(BlobTooShort));
        assert_eq!(Blob::from_hex("0xZZ"), None);
        assert_eq!(Blob::from_hex("0x040"), None);
        assert_eq!(Blob::from_hex("abc"), None);
        assert_eq!(Blob::from_hex("0x0400000+01"), None);
        let empty = Blob::from_hex("0x08000000").unwrap().unwrap();
        assert_eq!(hex(&empty), "0x00000000");
    }

    fn hex(blob: &Blob) -> String {
        let mut out = String::new();
        blob.write_hex(&mut out);
        out
    }

    #[test]
    fn external_entries_keep_their_order_and_repeated_keys_once_per_value() {
        let ctx = Context::new();
        ctx.add_external_resource("p", "b", ExternalValue::Bool(true));
        ctx.add_external_resource("q", "c", ExternalValue::Bool(true));
        ctx.add_external_resource("p", "a", ExternalValue::String("x".into()));
        ctx.add_external_resource("p", "b", ExternalValue::Bool(false));
        ctx.add_external_resource("p", "a", ExternalValue::String("x".into()));
        let groups = ctx.external_resources();
        assert_eq!(groups.len(), 2);
        assert_eq!(
            groups[0].1,
            vec![
                ("b".to_owned(), ExternalValue::Bool(true)),
                ("a".to_owned(), ExternalValue::String("x".into())),
                ("b".to_owned(), ExternalValue::Bool(false)),
            ]
        );
        ctx.clear_resources();
        assert!(!ctx.has_resources());
    }
}
