//! The profile-picture rule: what may be uploaded, checked before any bytes leave the browser.
//!
//! `storage.rules` repeats the size limit and the image content type (rules cannot call Rust).

use crate::limits::{PICTURE_MAX_BYTES, PICTURE_TYPES};
use crate::validation::{self, FieldError};

const FIELD: &str = "picture";

/// Accepts a JPEG, PNG or WebP image of at most 5 MB; anything else gets a message the user can act on.
pub fn validate_picture(content_type: &str, size_bytes: f64) -> Result<(), FieldError> {
    let content_type = content_type.trim().to_ascii_lowercase();
    if !PICTURE_TYPES.contains(&content_type.as_str()) {
        return Err(error("type", "Choose a JPEG, PNG or WebP image."));
    }
    // A NaN or negative size can only come from a broken caller; refuse rather than guess.
    if !(size_bytes.is_finite() && size_bytes > 0.0) {
        return Err(error("empty", "This file is empty. Choose another image."));
    }
    if size_bytes > PICTURE_MAX_BYTES as f64 {
        return Err(error(
            "too-large",
            "This image is larger than 5 MB. Choose a smaller one.",
        ));
    }
    Ok(())
}

fn error(code: &str, message: &str) -> FieldError {
    validation::error(FIELD, code, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_jpeg_png_and_webp_up_to_five_megabytes() {
        for kind in ["image/jpeg", "image/png", "image/webp", " IMAGE/PNG "] {
            assert_eq!(validate_picture(kind, 1.0), Ok(()));
            assert_eq!(validate_picture(kind, PICTURE_MAX_BYTES as f64), Ok(()));
        }
    }

    #[test]
    fn refuses_a_pdf_and_other_types() {
        for kind in [
            "application/pdf",
            "image/gif",
            "image/svg+xml",
            "",
            "text/html",
        ] {
            assert_eq!(validate_picture(kind, 1000.0).unwrap_err().code, "type");
        }
    }

    #[test]
    fn refuses_an_image_over_five_megabytes() {
        let err = validate_picture("image/jpeg", PICTURE_MAX_BYTES as f64 + 1.0).unwrap_err();
        assert_eq!(
            (err.field.as_str(), err.code.as_str()),
            ("picture", "too-large")
        );
        assert_eq!(
            validate_picture("image/png", 6.0 * 1024.0 * 1024.0)
                .unwrap_err()
                .code,
            "too-large"
        );
    }

    #[test]
    fn refuses_empty_or_nonsensical_sizes() {
        for size in [0.0, -1.0, f64::NAN, f64::INFINITY] {
            assert_eq!(
                validate_picture("image/png", size).unwrap_err().code,
                "empty"
            );
        }
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn never_panics_and_accepts_only_the_three_image_types(kind in ".*", size in any::<f64>()) {
            if validate_picture(&kind, size).is_ok() {
                let kind = kind.trim().to_ascii_lowercase();
                prop_assert!(PICTURE_TYPES.contains(&kind.as_str()));
                prop_assert!(size > 0.0 && size <= PICTURE_MAX_BYTES as f64);
            }
        }

        #[test]
        fn every_size_within_the_limit_is_accepted(size in 1u64..=PICTURE_MAX_BYTES) {
            prop_assert_eq!(validate_picture("image/webp", size as f64), Ok(()));
        }
    }
}
