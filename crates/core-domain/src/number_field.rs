//! A number field's rule, one type for every form that asks for numbers (the stats wizard's tests and
//! ratings, the weekly entry's counts): its key and label, its range, its decimals and unit, the note under
//! its input, and what its domain adds (`NumberSpec::kind`: the stats group, the weekly section, …). The
//! validators, the readers, the limits and the inputs all read it, so a range or a unit is written once.
//!
//! Numbers are printed and parsed by hand (`fixed`, `parse_decimal`) rather than by Rust's float formatting
//! and parsing: those link Rust's exact float printer and parser, which made the wasm modules several KiB
//! larger for the few numbers a form or a card prints.

/// One number field's rule. `Kind` is what the field's domain adds (its group, its section, …).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NumberSpec<Kind> {
    pub kind: Kind,
    pub key: &'static str,
    pub label: &'static str,
    /// The unit shown after a value (`s`, `cm`, `km/h`, `min`), when the label does not say it.
    pub unit: Option<&'static str>,
    pub min: f64,
    pub max: f64,
    /// 0 for whole numbers; at most 2.
    pub decimals: u8,
    /// Shown under the input when the name alone could mislead.
    pub note: Option<&'static str>,
}

impl<Kind> NumberSpec<Kind> {
    /// `value` with the field's decimals and unit, as messages and pages show it: `1.72 s`, `12.4 km`, `14`.
    pub fn show(&self, value: f64) -> String {
        let number = fixed(value, self.decimals);
        match self.unit {
            Some(unit) => format!("{number} {unit}"),
            None => number,
        }
    }

    /// The range's ends with the field's decimals: `("1.40", "3.00")`.
    pub fn range_ends(&self) -> (String, String) {
        (
            fixed(self.min, self.decimals),
            fixed(self.max, self.decimals),
        )
    }

    /// Whether a stored value is one the rules accept: a finite number in range, whole for a whole-number
    /// field (the rules check `is int`; a field with decimals takes any number, its decimals are the UI's).
    pub fn accepts(&self, value: f64) -> bool {
        value.is_finite()
            && (self.min..=self.max).contains(&value)
            && (self.decimals > 0 || value.fract() == 0.0)
    }

    /// The input's `step` attribute: `0.01` for two decimals, `1` for whole numbers.
    pub fn input_step(&self) -> f64 {
        1.0 / TENS[usize::from(self.decimals).min(TENS.len() - 1)]
    }
}

/// Powers of ten up to the most decimals a field has, exact in f64.
const TENS: [f64; 3] = [1.0, 10.0, 100.0];

/// `value` with exactly `decimals` decimals (`1.7`, 2 → `1.70`), rounded half away from zero. By hand
/// rather than `format!("{:.2}")`: Rust's precision formatting links its exact float printer, which made the
/// profile wasm module several KiB larger for the few numbers a card prints.
pub fn fixed(value: f64, decimals: u8) -> String {
    let d = usize::from(decimals).min(TENS.len() - 1);
    let scaled = (value.abs() * TENS[d]).round();
    // Values here are field values (≤ 350), so the cast is exact; a NaN reads as 0.
    let n = if scaled.is_finite() { scaled as u64 } else { 0 };
    let sign = if value < 0.0 && n > 0 { "-" } else { "" };
    let unit = TENS[d] as u64;
    if d == 0 {
        return format!("{sign}{n}");
    }
    format!("{sign}{}.{:0d$}", n / unit, n % unit)
}

/// A decimal number as typed (digits, at most one `.`), exactly as `JSON.parse` would read it: the digits
/// as an integer divided by a power of ten is the correctly rounded double, when both are exact (up to 15
/// digits and 2 decimals here). By hand for the same reason as `fixed`: `str::parse::<f64>` links Rust's
/// float parser.
pub fn parse_decimal(whole: &str, fraction: &str) -> Option<f64> {
    let digits = whole.len() + fraction.len();
    if digits == 0 || digits > 15 || fraction.len() >= TENS.len() {
        return None;
    }
    let mut n: u64 = 0;
    for b in whole.bytes().chain(fraction.bytes()) {
        if !b.is_ascii_digit() {
            return None;
        }
        n = n * 10 + u64::from(b - b'0');
    }
    Some(n as f64 / TENS[fraction.len()])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_and_parsed_decimals() {
        assert_eq!(fixed(1.7, 2), "1.70");
        assert_eq!(fixed(1.725, 2), "1.73");
        assert_eq!(fixed(250.0, 0), "250");
        assert_eq!(fixed(18.25, 1), "18.3");
        assert_eq!(fixed(-0.001, 2), "0.00");
        assert_eq!(fixed(f64::NAN, 1), "0.0");
        assert_eq!(parse_decimal("1", "72"), Some(1.72));
        assert_eq!(parse_decimal("", ""), None);
        assert_eq!(parse_decimal("1", "725"), None);
        assert_eq!(parse_decimal("1x", ""), None);
    }

    proptest::proptest! {
        // The hand-written parse and print agree with Rust's own (what JSON.parse and the rules see).
        #[test]
        fn decimals_parse_and_print_like_the_standard_library(n in 0u64..10_000_000, d in 0u8..=2) {
            let unit = 10u64.pow(u32::from(d));
            let typed = if d == 0 { n.to_string() } else { format!("{}.{:0w$}", n / unit, n % unit, w = usize::from(d)) };
            let (whole, fraction) = typed.split_once('.').unwrap_or((&typed, ""));
            let parsed = parse_decimal(whole, fraction);
            proptest::prop_assert_eq!(parsed, typed.parse::<f64>().ok());
            proptest::prop_assert_eq!(fixed(parsed.unwrap_or(-1.0), d), typed);
        }
    }

    #[test]
    fn one_spec_shows_checks_and_steps_its_numbers() {
        let spec = NumberSpec {
            kind: (),
            key: "distanceKm",
            label: "Distance covered",
            unit: Some("km"),
            min: 0.0,
            max: 150.0,
            decimals: 1,
            note: None,
        };
        assert_eq!(spec.show(12.44), "12.4 km");
        assert_eq!(spec.range_ends(), ("0.0".to_string(), "150.0".to_string()));
        assert!(spec.accepts(12.44) && spec.accepts(150.0));
        assert!(!spec.accepts(150.1) && !spec.accepts(f64::NAN));
        assert_eq!(spec.input_step(), 0.1);
        let whole = NumberSpec {
            unit: None,
            decimals: 0,
            ..spec
        };
        assert_eq!(whole.show(3.0), "3");
        assert!(whole.accepts(3.0) && !whole.accepts(3.5));
        assert_eq!(whole.input_step(), 1.0);
    }
}
