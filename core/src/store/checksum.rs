//! The checksum a record carries of what it holds. SQLite checks its own structure (and the
//! schema's CHECKs the values' kinds), but a byte changed inside a value — a remembered setup's
//! 12 coins become 10 — still reads as a valid value. The records that are free text, the
//! remembered setup and the saved game, each store the CRC-32 of their values as written; one
//! whose values no longer give its checksum is read as damaged (see docs/RELIABILITY.md).

use rusqlite::types::ValueRef;

/// The checksum of `values`, in order: each value's type and its bytes as SQLite stores them.
pub(crate) fn checksum(values: &[ValueRef<'_>]) -> i64 {
    let mut hasher = crc32fast::Hasher::new();
    for value in values {
        let (tag, bytes): (u8, Vec<u8>) = match *value {
            ValueRef::Null => (0, Vec::new()),
            ValueRef::Integer(n) => (1, n.to_le_bytes().to_vec()),
            ValueRef::Real(x) => (2, x.to_le_bytes().to_vec()),
            ValueRef::Text(text) => (3, text.to_vec()),
            ValueRef::Blob(blob) => (4, blob.to_vec()),
        };
        hasher.update(&[tag]);
        hasher.update(&u64::try_from(bytes.len()).unwrap_or(u64::MAX).to_le_bytes());
        hasher.update(&bytes);
    }
    i64::from(hasher.finalize())
}

/// Whether `stored` (the row's checksum column) is the checksum of `values`.
pub(crate) fn holds(stored: ValueRef<'_>, values: &[ValueRef<'_>]) -> bool {
    stored == ValueRef::Integer(checksum(values))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_changed_byte_a_moved_boundary_or_another_type_changes_the_checksum() {
        let setup = checksum(&[ValueRef::Integer(1), ValueRef::Text(b"{\"coins\":12}")]);
        assert_ne!(
            setup,
            checksum(&[ValueRef::Integer(1), ValueRef::Text(b"{\"coins\":10}")])
        );
        assert_ne!(
            checksum(&[ValueRef::Text(b"ab"), ValueRef::Text(b"c")]),
            checksum(&[ValueRef::Text(b"a"), ValueRef::Text(b"bc")])
        );
        assert_ne!(
            checksum(&[ValueRef::Integer(1)]),
            checksum(&[ValueRef::Text(b"1")])
        );
        assert_eq!(
            setup,
            checksum(&[ValueRef::Integer(1), ValueRef::Text(b"{\"coins\":12}")])
        );
    }
}
