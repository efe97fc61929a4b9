//! The profile-picture rules: what may be uploaded (checked before any bytes leave the browser), and
//! what the functions serve in its place (`picture_processing`: every upload is decoded, stripped of its
//! metadata, shrunk to fit `PICTURE_MAX_SIDE_PX` and re-encoded; anything that does not decode is deleted).
//!
//! `storage.rules` repeats the size limit, the image content types and the two paths (rules cannot call
//! Rust); the `storage_rules` test below reads the file and fails when they drift.

use serde::Serialize;

use skora_foundations::firestore_paths::{PICTURE_UPLOADS, PROFILE_PICTURES};
use skora_foundations::limits::{PICTURE_MAX_BYTES, PICTURE_MAX_SIDE_PX, PICTURE_TYPES};
use skora_foundations::validation::{self, FieldError};

/// The served picture's format: every browser SKORA supports shows WebP, and it is the smallest of the three.
pub const PICTURE_SERVED_TYPE: &str = "image/webp";
/// The served picture's `Cache-Control`: private (a members-only picture must not sit in a shared cache),
/// and short, since a new upload replaces it at the same path.
pub const PICTURE_CACHE_CONTROL: &str = "private, max-age=300";
/// The served picture's WebP quality (0–100): a 512-pixel face at ~20–40 KB.
pub const PICTURE_QUALITY: u8 = 82;
/// The largest decoded picture the functions accept, in pixels (a 5 MB file can declare a huge canvas): 25 MP,
/// above any phone's photo (a 200 MP sensor bins to 12–50 MP, and those land at 12 MP by default), and about
/// 100 MB of RGBA pixels at most in the function's 1 GiB.
pub const PICTURE_MAX_INPUT_PIXELS: u64 = 25_000_000;
/// How many leading bytes `picture_signature_type` reads: a WebP's `RIFF` + length + `WEBP` is the longest.
pub const PICTURE_SIGNATURE_BYTES: usize = 12;

/// What the re-encoding function needs, in one document (`pictureProcessing()` of the Node build).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PictureProcessing {
    /// The owners' uploads (`pictureUploads`) and the served pictures (`profilePictures`).
    pub uploads: &'static str,
    pub served: &'static str,
    /// The upload rule: content types and the size limit.
    pub types: [&'static str; 3],
    pub max_bytes: u64,
    /// The served picture: fits max_side × max_side, this type, quality and cache header.
    pub max_side: u32,
    pub max_input_pixels: u64,
    /// The leading bytes `picture_signature_type` reads.
    pub signature_bytes: usize,
    pub served_type: &'static str,
    pub quality: u8,
    pub cache_control: &'static str,
}

/// The re-encoding's parameters (see `PictureProcessing`).
pub fn picture_processing() -> PictureProcessing {
    PictureProcessing {
        uploads: PICTURE_UPLOADS,
        served: PROFILE_PICTURES,
        types: PICTURE_TYPES,
        max_bytes: PICTURE_MAX_BYTES,
        max_side: PICTURE_MAX_SIDE_PX,
        max_input_pixels: PICTURE_MAX_INPUT_PIXELS,
        signature_bytes: PICTURE_SIGNATURE_BYTES,
        served_type: PICTURE_SERVED_TYPE,
        quality: PICTURE_QUALITY,
        cache_control: PICTURE_CACHE_CONTROL,
    }
}

/// The image type an upload's first bytes announce: `image/jpeg` (`FF D8 FF`), `image/png` (the 8-byte PNG
/// signature) or `image/webp` (`RIFF`, a 4-byte length, `WEBP`), or None for anything else. The functions refuse an
/// upload without one of the three before any decoder sees it: libvips picks its decoder from the bytes, not from the
/// content type the browser declared, so SVG (an XML parser), TIFF, HEIF and the rest would otherwise all run on
/// bytes anybody can upload. Only the first `PICTURE_SIGNATURE_BYTES` matter; fewer are never one of the three.
pub fn picture_signature_type(head: &[u8]) -> Option<&'static str> {
    const JPEG: &[u8] = &[0xff, 0xd8, 0xff];
    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n";
    if head.starts_with(JPEG) {
        Some("image/jpeg")
    } else if head.starts_with(PNG) {
        Some("image/png")
    } else if head.starts_with(b"RIFF") && head.get(8..12) == Some(b"WEBP") {
        Some("image/webp")
    } else {
        None
    }
}

/// The visibility the served picture carries in its metadata (`storage.rules` reads it): the index
/// entry's (`public` or `members`), or `none` (owner only) when the player has no entry.
pub fn picture_visibility(entry_visibility: Option<&str>) -> &'static str {
    match entry_visibility {
        Some("public") => "public",
        Some("members") => "members",
        _ => "none",
    }
}

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
mod processing {
    use super::*;

    #[test]
    fn the_served_picture_is_a_small_private_webp() {
        let p = picture_processing();
        assert_eq!((p.uploads, p.served), ("pictureUploads", "profilePictures"));
        assert!(PICTURE_TYPES.contains(&p.served_type));
        assert!(p.cache_control.starts_with("private"));
        assert!(p.max_side >= 128 && p.max_side <= 1024);
        assert!(p.max_input_pixels >= u64::from(p.max_side).pow(2));
    }

    /// The first bytes of what each format's encoder writes (and of what an attacker would try instead).
    const SVG: &[u8] = b"<svg xmlns=\"http://www.w3.org/2000/svg\"/>";
    const XML_SVG: &[u8] = b"<?xml version=\"1.0\"?><svg/>";
    const TIFF_LE: &[u8] = b"II*\0\x08\0\0\0\0\0\0\0";
    const TIFF_BE: &[u8] = b"MM\0*\0\0\0\x08\0\0\0\0";
    const HEIC: &[u8] = b"\0\0\0\x18ftypheic\0\0\0\0";
    const AVIF: &[u8] = b"\0\0\0\x1cftypavif\0\0\0\0";
    const GIF: &[u8] = b"GIF89a\x01\0\x01\0\0\0";
    const JPEG: &[u8] = b"\xff\xd8\xff\xe0\0\x10JFIF\0\x01";
    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
    const WEBP: &[u8] = b"RIFF\x24\0\0\0WEBPVP8 ";

    #[test]
    fn the_first_bytes_name_a_jpeg_png_or_webp() {
        assert_eq!(picture_signature_type(JPEG), Some("image/jpeg"));
        assert_eq!(picture_signature_type(PNG), Some("image/png"));
        assert_eq!(picture_signature_type(WEBP), Some("image/webp"));
        for head in [JPEG, PNG, WEBP] {
            let kind = picture_signature_type(head).unwrap();
            assert!(PICTURE_TYPES.contains(&kind), "{kind}");
            // The function reads no further than it says.
            let prefix = &head[..PICTURE_SIGNATURE_BYTES.min(head.len())];
            assert_eq!(picture_signature_type(prefix), Some(kind));
        }
        assert_eq!(
            picture_processing().signature_bytes,
            PICTURE_SIGNATURE_BYTES
        );
    }

    #[test]
    fn svg_tiff_heif_and_the_rest_have_no_accepted_signature() {
        for head in [
            SVG,
            XML_SVG,
            TIFF_LE,
            TIFF_BE,
            HEIC,
            AVIF,
            GIF,
            b"" as &[u8],
            b"\xff\xd8",
            b"\x89PNG\r\n\x1a",
            b"RIFF\x24\0\0\0WAVEfmt ",
            b"RIFF\x24\0\0\0WEB",
            b"BM\x36\0\0\0\0\0\0\0\x36\0",
            b"%PDF-1.7\n%\xe2\xe3",
            b"<!doctype html><script>",
            b" \xff\xd8\xff",
        ] {
            assert_eq!(picture_signature_type(head), None, "{head:?}");
        }
    }

    #[test]
    fn the_pixel_limit_is_25_megapixels() {
        assert_eq!(picture_processing().max_input_pixels, 25_000_000);
    }

    #[test]
    fn only_public_and_members_pictures_are_readable_beyond_their_owner() {
        assert_eq!(picture_visibility(Some("public")), "public");
        assert_eq!(picture_visibility(Some("members")), "members");
        for other in [None, Some(""), Some("everyone"), Some("PUBLIC")] {
            assert_eq!(picture_visibility(other), "none", "{other:?}");
        }
    }
}

/// `storage.rules` repeats the picture rules: read the file and check every copy against the core.
#[cfg(test)]
mod storage_rules {
    use super::*;

    const RULES: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../storage.rules"));

    /// The text of the `match /{collection}/{uid} { … }` block, braces balanced, comments dropped.
    fn block(collection: &str) -> String {
        let code: String = RULES
            .lines()
            .map(|line| line.split("//").next().unwrap_or_default())
            .collect::<Vec<_>>()
            .join("\n");
        let head = format!("match /{collection}/{{uid}} {{");
        let start = code
            .find(&head)
            .unwrap_or_else(|| panic!("no `{head}` in storage.rules"));
        let body = start + head.len();
        let mut depth = 1;
        for (i, c) in code[body..].char_indices() {
            depth += match c {
                '{' => 1,
                '}' => -1,
                _ => 0,
            };
            if depth == 0 {
                return code[start..=body + i].to_string();
            }
        }
        panic!("unbalanced `{head}` block")
    }

    fn function(name: &str) -> String {
        let head = format!("function {name}(");
        let start = RULES
            .find(&head)
            .unwrap_or_else(|| panic!("no {head} in storage.rules"));
        let end = RULES[start..]
            .find("\n    }")
            .map_or(RULES.len(), |e| start + e);
        RULES[start..end].to_string()
    }

    fn squash(text: &str) -> String {
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn the_upload_rule_repeats_the_core_s_types_and_size() {
        let upload = squash(&function("plainImageUpload"));
        let types = PICTURE_TYPES.map(|t| format!("'{t}'")).join(", ");
        assert!(
            upload.contains(&format!("request.resource.contentType in [{types}]")),
            "{upload}"
        );
        let mib = PICTURE_MAX_BYTES / (1024 * 1024);
        assert_eq!(
            mib * 1024 * 1024,
            PICTURE_MAX_BYTES,
            "the rules write the limit in MiB"
        );
        assert!(
            upload.contains(&format!("request.resource.size <= {mib} * 1024 * 1024")),
            "{upload}"
        );
        assert!(upload.contains("request.resource.size > 0"), "{upload}");
    }

    #[test]
    fn an_upload_carries_no_custom_metadata() {
        let upload = squash(&function("plainImageUpload"));
        assert!(
            upload.contains(
                "(request.resource.metadata == null || request.resource.metadata.size() == 0)"
            ),
            "{upload}"
        );
    }

    /// Only verified people publish: the owner's upload needs a verified e-mail (an unverified or anonymous
    /// account puts no picture on the site). Checked here too, since the storage rules runtime is not everywhere.
    #[test]
    fn the_owner_writes_only_the_upload_path_with_a_verified_email_and_nobody_reads_it() {
        let uploads = squash(&block(PICTURE_UPLOADS));
        assert!(
            uploads.contains(
                "allow create, update: if signedInAs(uid) \
                 && request.auth.token.email_verified == true \
                 && plainImageUpload();"
            ),
            "{uploads}"
        );
        assert!(
            uploads.contains("allow read, delete: if false;"),
            "{uploads}"
        );
        assert_eq!(uploads.matches("allow ").count(), 2, "{uploads}");
    }

    #[test]
    fn functions_write_the_served_picture_its_owner_deletes_it_reads_follow_visibility() {
        let served = squash(&block(PROFILE_PICTURES));
        assert!(
            served.contains("allow create, update: if false;"),
            "{served}"
        );
        assert!(
            served.contains("allow delete: if signedInAs(uid);"),
            "the owner removes the picture, nobody else: {served}"
        );
        assert!(served.contains("allow list: if false;"), "{served}");
        assert!(!served.contains("allow write"), "{served}");
        assert_eq!(served.matches("allow ").count(), 4, "{served}");
        assert!(
            !served.contains("allow read"),
            "reads are `get` only, by visibility: {served}"
        );
        for visibility in ["public", "members"] {
            assert_eq!(picture_visibility(Some(visibility)), visibility);
            assert!(
                served.contains(&format!(
                    "resource.metadata.get('visibility', '') == '{visibility}'"
                )),
                "{served}"
            );
        }
        assert!(
            served.contains("request.auth.token.email_verified == true"),
            "{served}"
        );
        assert!(!served.contains("if true"), "{served}");
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
        fn a_signature_is_one_of_the_upload_types_and_read_from_the_first_bytes_only(
            head in proptest::collection::vec(any::<u8>(), 0..32),
        ) {
            let kind = picture_signature_type(&head);
            if let Some(kind) = kind {
                prop_assert!(PICTURE_TYPES.contains(&kind));
            }
            prop_assert_eq!(picture_signature_type(&head[..PICTURE_SIGNATURE_BYTES.min(head.len())]), kind);
        }

        #[test]
        fn every_size_within_the_limit_is_accepted(size in 1u64..=PICTURE_MAX_BYTES) {
            prop_assert_eq!(validate_picture("image/webp", size as f64), Ok(()));
        }
    }
}
