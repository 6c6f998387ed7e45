//! `-mlir-timing`: time spent in each pass, nested pipeline and analysis,
//! and the report in MLIR's shape (a tree of user and wall time).
//!
//! Every measurement is tagged with the rayon worker that made it. A row's
//! user time is the sum of all its measurements; its wall time is the
//! largest per-thread sum (what the slowest worker spent on it), so both
//! are equal when the run is single-threaded.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::fmt::Write;
use std::time::Duration;

/// What a measurement belongs to: a pipeline item (by address), or an
/// analysis computed by a pass item.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(super) enum TimingKey {
    /// A pass or a nested pipeline.
    Item(usize),
    /// An analysis computed by the pass at that address.
    Analysis(usize, &'static str),
}

/// The time of one row, per worker thread (`None`: outside the pool).
#[derive(Clone, Default, Debug)]
pub(super) struct RowTime {
    per_thread: SmallVec<[(Option<usize>, Duration); 2]>,
}

impl RowTime {
    fn add(&mut self, thread: Option<usize>, elapsed: Duration) {
        match self.per_thread.iter_mut().find(|(t, _)| *t == thread) {
            Some((_, total)) => *total += elapsed,
            None => self.per_thread.push((thread, elapsed)),
        }
    }

    /// Sum over threads.
    pub(super) fn user(&self) -> Duration {
        self.per_thread.iter().map(|&(_, d)| d).sum()
    }

    /// Largest per-thread sum.
    pub(super) fn wall(&self) -> Duration {
        self.per_thread
            .iter()
            .map(|&(_, d)| d)
            .max()
            .unwrap_or_default()
    }
}

/// Measurements of a run (or of one op's part of it, merged afterwards).
#[derive(Clone, Default, Debug)]
pub(super) struct TimingRecord {
    rows: FxHashMap<TimingKey, RowTime>,
}

impl TimingRecord {
    /// Adds a measurement made on the current thread.
    pub(super) fn add(&mut self, key: TimingKey, elapsed: Duration) {
        let thread = rayon::current_thread_index();
        self.rows.entry(key).or_default().add(thread, elapsed);
    }

    /// Adds every measurement of `other`.
    pub(super) fn merge(&mut self, other: TimingRecord) {
        for (key, time) in other.rows {
            let row = self.rows.entry(key).or_default();
            for (thread, elapsed) in time.per_thread {
                row.add(thread, elapsed);
            }
        }
    }

    /// The time of a row, if anything was measured for it.
    pub(super) fn get(&self, key: TimingKey) -> Option<&RowTime> {
        self.rows.get(&key)
    }

    /// The analyses measured under the pass item at `address`, by name.
    pub(super) fn analyses_of(&self, address: usize) -> Vec<(&'static str, &RowTime)> {
        let mut found: Vec<_> = self
            .rows
            .iter()
            .filter_map(|(key, time)| match *key {
                TimingKey::Analysis(a, name) if a == address => Some((name, time)),
                _ => None,
            })
            .collect();
        found.sort_by_key(|&(name, _)| name);
        found
    }
}

/// One row of the report.
#[derive(Clone, Debug)]
pub struct TimingRow {
    /// Label (`Parser`, `'func.func' Pipeline`, `CSE`, `(A) Dominance`).
    pub name: String,
    /// Nesting depth in the tree.
    pub depth: usize,
    /// Time summed over threads.
    pub user: Duration,
    /// Time of the busiest thread.
    pub wall: Duration,
}

/// The execution time report of a tool run: the driver adds its own rows
/// (parsing, output) around the pipeline's.
#[derive(Clone, Debug, Default)]
pub struct TimingReport {
    rows: Vec<TimingRow>,
    /// Show the user-time column (MLIR shows it when threads are enabled).
    pub show_user_time: bool,
}

impl TimingReport {
    /// An empty report.
    pub fn new(show_user_time: bool) -> Self {
        Self {
            rows: Vec::new(),
            show_user_time,
        }
    }

    /// Appends a top-level row timed on one thread.
    pub fn push(&mut self, name: &str, elapsed: Duration) {
        self.rows.push(TimingRow {
            name: name.to_string(),
            depth: 0,
            user: elapsed,
            wall: elapsed,
        });
    }

    /// Appends rows (e.g. a pipeline's, see `PassManager::timing_rows`).
    pub fn extend(&mut self, rows: impl IntoIterator<Item = TimingRow>) {
        self.rows.extend(rows);
    }

    /// The report text for a run that took `total` (wall clock), laid out
    /// as `display` says: the rows, then `Rest` (the time no row accounts
    /// for) and `Total`.
    pub fn render(&self, total: Duration, display: TimingDisplay) -> String {
        let top = self.rows.iter().filter(|r| r.depth == 0);
        let accounted_wall: Duration = top.clone().map(|r| r.wall).sum();
        let accounted_user: Duration = top.map(|r| r.user).sum();
        let rest = total.saturating_sub(accounted_wall);
        let total_user = accounted_user + rest;
        let mut out = String::new();
        banner(&mut out, "... Execution time report ...");
        let _ = writeln!(
            out,
            "  Total Execution Time: {:.4} seconds\n",
            total.as_secs_f64()
        );
        out.push_str(if self.show_user_time {
            "  ----User Time----  ----Wall Time----  ----Name----\n"
        } else {
            "  ----Wall Time----  ----Name----\n"
        });
        let row = |name: &str, user, wall| TimingRow {
            name: name.into(),
            depth: 0,
            user,
            wall,
        };
        let rows = match display {
            TimingDisplay::Tree => self.rows.clone(),
            TimingDisplay::List => {
                let mut rows = vec![row("root", total_user, total)];
                rows.extend(self.summed_by_name());
                rows
            }
        };
        let ends = [row("Rest", rest, rest), row("Total", total_user, total)];
        for row in rows.iter().chain(&ends) {
            if self.show_user_time {
                column(&mut out, row.user, total_user);
            }
            column(&mut out, row.wall, total);
            let _ = writeln!(out, "  {}{}", "  ".repeat(row.depth), row.name);
        }
        out
    }

    /// One top-level row per name, its times summed, the slowest first
    /// (ties in the order the names first appear).
    fn summed_by_name(&self) -> Vec<TimingRow> {
        let mut rows: Vec<TimingRow> = Vec::new();
        let mut index = rustc_hash::FxHashMap::default();
        for row in &self.rows {
            let at = *index.entry(row.name.as_str()).or_insert_with(|| {
                rows.push(TimingRow {
                    name: row.name.clone(),
                    depth: 0,
                    user: Duration::ZERO,
                    wall: Duration::ZERO,
                });
                rows.len() - 1
            });
            rows[at].user += row.user;
            rows[at].wall += row.wall;
        }
        rows.sort_by_key(|row| std::cmp::Reverse(row.wall));
        rows
    }
}

/// How the report is laid out (`-mlir-timing-display`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum TimingDisplay {
    /// Nested as the pipeline is (MLIR's default).
    #[default]
    Tree,
    /// One row per name, its times summed, the slowest first, after a
    /// `root` row for the whole run.
    List,
}

/// MLIR's report banner: a rule, the centred title, a rule.
pub(super) fn banner(out: &mut String, title: &str) {
    let rule = format!("==={}===\n", "-".repeat(73));
    out.push_str(&rule);
    let padding = (80usize.saturating_sub(title.len())) / 2;
    let _ = writeln!(out, "{}{title}", " ".repeat(padding));
    out.push_str(&rule);
}

/// One time column: seconds and the share of `total`.
fn column(out: &mut String, time: Duration, total: Duration) {
    let share = if total.is_zero() {
        0.0
    } else {
        100.0 * time.as_secs_f64() / total.as_secs_f64()
    };
    let _ = write!(out, "  {:>8.4} ({share:>5.1}%)", time.as_secs_f64());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_has_mlir_shape() {
        let mut report = TimingReport::new(false);
        report.push("Parser", Duration::from_millis(5));
        report.extend([TimingRow {
            name: "CSE".into(),
            depth: 1,
            user: Duration::from_millis(1),
            wall: Duration::from_millis(1),
        }]);
        let text = report.render(Duration::from_millis(10), TimingDisplay::Tree);
        let expected = "\
===-------------------------------------------------------------------------===
                         ... Execution time report ...
===-------------------------------------------------------------------------===
  Total Execution Time: 0.0100 seconds

  ----Wall Time----  ----Name----
    0.0050 ( 50.0%)  Parser
    0.0010 ( 10.0%)    CSE
    0.0050 ( 50.0%)  Rest
    0.0100 (100.0%)  Total
";
        assert_eq!(text, expected);
    }

    #[test]
    fn the_list_sums_rows_of_one_name_slowest_first() {
        let mut report = TimingReport::new(false);
        report.push("Parser", Duration::from_millis(2));
        let cse = |ms| TimingRow {
            name: "CSE".into(),
            depth: 1,
            user: Duration::from_millis(ms),
            wall: Duration::from_millis(ms),
        };
        report.extend([cse(1), cse(2)]);
        let text = report.render(Duration::from_millis(10), TimingDisplay::List);
        let rows: Vec<&str> = text.lines().skip(6).collect();
        assert_eq!(
            rows,
            [
                "    0.0100 (100.0%)  root",
                "    0.0030 ( 30.0%)  CSE",
                "    0.0020 ( 20.0%)  Parser",
                "    0.0080 ( 80.0%)  Rest",
                "    0.0100 (100.0%)  Total",
            ]
        );
    }

    #[test]
    fn wall_time_is_the_busiest_thread() {
        let mut time = RowTime::default();
        time.add(Some(0), Duration::from_millis(3));
        time.add(Some(1), Duration::from_millis(2));
        time.add(Some(0), Duration::from_millis(1));
        assert_eq!(time.user(), Duration::from_millis(6));
        assert_eq!(time.wall(), Duration::from_millis(4));
    }
}
