//! The interpreter's memory: allocations of elements, with bounds and
//! lifetime checks.

use super::value::{MemRefValue, RtValue};

/// One allocation.
struct Allocation {
    elements: Vec<RtValue>,
    live: bool,
}

/// All allocations of a run.
#[derive(Default)]
pub struct Memory {
    allocations: Vec<Allocation>,
    /// Elements allocated so far (bounded by the machine).
    pub(crate) total_elements: u64,
}

impl Memory {
    /// Allocates a buffer of `shape` filled with poison.
    pub fn allocate(&mut self, shape: Vec<i64>) -> Result<MemRefValue, String> {
        let count = shape
            .iter()
            .try_fold(1i64, |n, &d| if d < 0 { None } else { n.checked_mul(d) })
            .ok_or("allocation size is negative or overflows")?;
        self.total_elements = self.total_elements.saturating_add(count as u64);
        if self.total_elements > 1 << 28 {
            return Err("out of memory: more than 2^28 elements allocated".into());
        }
        self.allocations.push(Allocation {
            elements: vec![RtValue::Poison; count as usize],
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
        allocation.elements = Vec::new();
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
        Ok(self.live(memref)?.elements[offset].clone())
    }

    /// Writes the element at `indices`.
    pub fn store(
        &mut self,
        memref: &MemRefValue,
        indices: &[i64],
        value: RtValue,
    ) -> Result<(), String> {
        let offset = Self::offset(memref, indices)?;
        self.live(memref)?.elements[offset] = value;
        Ok(())
    }
}
