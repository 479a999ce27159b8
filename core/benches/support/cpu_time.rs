//! The CPU time of the bench's own thread, as the benches' clock.
//!
//! The machine the benches run on is often shared: other work preempts a bench without adding
//! to its thread's CPU time, so timing by that clock (`clock_gettime` with the thread's CPU
//! clock) gives what the code costs on one core, where the wall clock gives what the machine
//! could spare. Only the caches it shares with other work still cost. The engine bench measures
//! with it through criterion ([`ThreadTime`]); the AI bench times each decision with
//! [`thread_time`].

use std::time::Duration;

use criterion::Throughput;
use criterion::measurement::{Measurement, ValueFormatter};
use rustix::time::{ClockId, clock_gettime};

/// The CPU time this thread has used.
pub fn thread_time() -> Duration {
    let now = clock_gettime(ClockId::ThreadCPUTime);
    Duration::new(
        u64::try_from(now.tv_sec).unwrap_or(0),
        u32::try_from(now.tv_nsec).unwrap_or(0),
    )
}

/// Criterion's measurement by the thread's CPU time, in nanoseconds.
pub struct ThreadTime;

impl Measurement for ThreadTime {
    type Intermediate = Duration;
    type Value = Duration;

    fn start(&self) -> Duration {
        thread_time()
    }

    fn end(&self, start: Duration) -> Duration {
        thread_time().saturating_sub(start)
    }

    fn add(&self, a: &Duration, b: &Duration) -> Duration {
        *a + *b
    }

    fn zero(&self) -> Duration {
        Duration::ZERO
    }

    fn to_f64(&self, value: &Duration) -> f64 {
        value.as_nanos() as f64
    }

    fn formatter(&self) -> &dyn ValueFormatter {
        &Nanoseconds
    }
}

/// Shows CPU times as criterion shows wall-clock times: ns, µs, ms or s, and elements a second.
struct Nanoseconds;

impl ValueFormatter for Nanoseconds {
    fn scale_values(&self, typical: f64, values: &mut [f64]) -> &'static str {
        let (factor, unit) = [(1.0, "ns"), (1e-3, "µs"), (1e-6, "ms")]
            .into_iter()
            .find(|&(factor, _)| typical * factor < 1e3)
            .unwrap_or((1e-9, "s"));
        for value in values {
            *value *= factor;
        }
        unit
    }

    fn scale_throughputs(
        &self,
        _typical: f64,
        throughput: &Throughput,
        values: &mut [f64],
    ) -> &'static str {
        let (count, unit) = match *throughput {
            Throughput::Elements(n) | Throughput::ElementsAndBytes { elements: n, .. } => {
                (n as f64, "elem/s")
            }
            Throughput::Bytes(n) | Throughput::BytesDecimal(n) => (n as f64, "B/s"),
            Throughput::Bits(n) => (n as f64, "b/s"),
        };
        for value in values {
            *value = count * 1e9 / *value;
        }
        unit
    }

    fn scale_for_machines(&self, _values: &mut [f64]) -> &'static str {
        "ns"
    }
}
