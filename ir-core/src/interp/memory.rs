//! The interpreter's memory: allocations of elements (each of its type's
//! size: `elements.rs`), with bounds and lifetime checks, and a bound on
//! the bytes live at once.

use super::elements::{ElementLayout, Elements};
use super::value::{MemRefValue, RtValue};

/// The bytes that may be allocated at once (4 GiB); an allocation beyond
/// it, or one the system refuses, is an error at the op.
const MAX_LIVE_BYTES: u64 = 1 << 32;

/// One allocation.
struct Allocation {
    elements: Elements,
    /// Its size in bytes.
    bytes: u64,
    live: bool,
}

/// All allocations of a run.
#[derive(Default)]
pub struct Memory {
    allocations: Vec<Allocation>,
    /// Bytes of the allocations not freed.
    live_bytes: u64,
}

impl Memory {
    /// Allocates a buffer of `shape` of `element`s, filled with poison.
    pub fn allocate(
        &mut self,
        shape: Vec<i64>,
        element: ElementLayout,
    ) -> Result<MemRefValue, String> {
        let count = shape
            .iter()
            .try_fold(1i64, |n, &d| if d < 0 { None } else { n.checked_mul(d) })
            .ok_or("allocation size is negative or overflows")?;
        let bytes = (count as u64).saturating_mul(element.bytes() as u64);
        let live = self.live_bytes.saturating_add(bytes);
        if live > MAX_LIVE_BYTES {
            return Err(format!(
                "out of memory: allocating {count} elements of {} bytes would make {live} bytes live, more than the interpreter's {MAX_LIVE_BYTES}",
                element.bytes()
            ));
        }
        let count = usize::try_from(count).map_err(|_| "allocation size overflows")?;
        let elements = Elements::new(element, count)?;
        self.live_bytes = live;
        self.allocations.push(Allocation {
            elements,
            bytes,
            live: true,
        });
        Ok(MemRefValue {
            allocation: self.allocations.len() - 1,
            shape,
        })
    }

    /// Frees a buffer; freeing twice is an error.
    pub fn free(&mut self, memref: &MemRefValue) -> Result<(), String> {
        let allocation = &mut self.allocations[memref.allocation];
        if !allocation.live {
            return Err("memref freed twice".into());
        }
        allocation.live = false;
        self.live_bytes -= allocation.bytes;
        allocation.elements = Elements::Values(Vec::new());
        Ok(())
    }

    fn offset(memref: &MemRefValue, indices: &[i64]) -> Result<usize, String> {
        if indices.len() != memref.shape.len() {
            return Err(format!(
                "{} indices for a memref of rank {}",
                indices.len(),
                memref.shape.len()
            ));
        }
        let mut offset = 0usize;
        for (dim, (&index, &size)) in indices.iter().zip(&memref.shape).enumerate() {
            if index < 0 || index >= size {
                return Err(format!(
                    "index {index} out of bounds for dimension {dim} of size {size}"
                ));
            }
            offset = offset * size as usize + index as usize;
        }
        Ok(offset)
    }

    fn live(&mut self, memref: &MemRefValue) -> Result<&mut Allocation, String> {
        let allocation = &mut self.allocations[memref.allocation];
        if !allocation.live {
            return Err("access to a freed memref".into());
        }
        Ok(allocation)
    }

    /// The element at `indices`.
    pub fn load(&mut self, memref: &MemRefValue, indices: &[i64]) -> Result<RtValue, String> {
        let offset = Self::offset(memref, indices)?;
        Ok(self.live(memref)?.elements.get(offset))
    }

    /// Writes the element at `indices`.
    pub fn store(
        &mut self,
        memref: &MemRefValue,
        indices: &[i64],
        value: RtValue,
    ) -> Result<(), String> {
        let offset = Self::offset(memref, indices)?;
        self.live(memref)?.elements.set(offset, value)
    }
}
