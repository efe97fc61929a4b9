//! Countries: every ISO 3166-1 alpha-2 code with its English short name and an approximate centroid.
//!
//! A const table rather than a data file: the core has no I/O, and the facade ships it inside the wasm.
//! The centroid is where the map puts a player who gave no location, so "approximate" is enough.

use serde::{Deserialize, Serialize};

/// One country for pickers and the map.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Country {
    pub code: String,
    pub name: String,
    pub lat: f64,
    pub lng: f64,
}

/// (code, English short name, latitude, longitude, ISO 3166-1 numeric code), sorted by code for binary search.
///
/// The 249 officially assigned ISO 3166-1 codes plus `XK` (Kosovo): not yet assigned by ISO but
/// the code every registry and FIFA use, and Kosovo fields a national team.
///
/// The numeric code is how Natural Earth's shapes (the `world-atlas` package the map draws) name a country,
/// so the map needs it to tell which country a shape is. Kosovo has none (`NO_NUMERIC`; its shape in
/// world-atlas has no id either).
const COUNTRIES: [(&str, &str, f64, f64, u16); 250] = [
    ("AD", "Andorra", 42.55, 1.6, 20),
    ("AE", "United Arab Emirates", 23.42, 53.85, 784),
    ("AF", "Afghanistan", 33.94, 67.71, 4),
    ("AG", "Antigua and Barbuda", 17.06, -61.8, 28),
    ("AI", "Anguilla", 18.22, -63.07, 660),
    ("AL", "Albania", 41.15, 20.17, 8),
    ("AM", "Armenia", 40.07, 45.04, 51),
    ("AO", "Angola", -11.2, 17.87, 24),
    ("AQ", "Antarctica", -75.25, -0.07, 10),
    ("AR", "Argentina", -38.42, -63.62, 32),
    ("AS", "American Samoa", -14.27, -170.13, 16),
    ("AT", "Austria", 47.52, 14.55, 40),
    ("AU", "Australia", -25.27, 133.78, 36),
    ("AW", "Aruba", 12.52, -69.97, 533),
    ("AX", "Åland Islands", 60.18, 19.92, 248),
    ("AZ", "Azerbaijan", 40.14, 47.58, 31),
    ("BA", "Bosnia and Herzegovina", 43.92, 17.68, 70),
    ("BB", "Barbados", 13.19, -59.54, 52),
    ("BD", "Bangladesh", 23.68, 90.36, 50),
    ("BE", "Belgium", 50.5, 4.47, 56),
    ("BF", "Burkina Faso", 12.24, -1.56, 854),
    ("BG", "Bulgaria", 42.73, 25.49, 100),
    ("BH", "Bahrain", 25.93, 50.64, 48),
    ("BI", "Burundi", -3.37, 29.92, 108),
    ("BJ", "Benin", 9.31, 2.32, 204),
    ("BL", "Saint Barthélemy", 17.9, -62.83, 652),
    ("BM", "Bermuda", 32.32, -64.76, 60),
    ("BN", "Brunei", 4.54, 114.73, 96),
    ("BO", "Bolivia", -16.29, -63.59, 68),
    ("BQ", "Caribbean Netherlands", 12.18, -68.24, 535),
    ("BR", "Brazil", -14.24, -51.93, 76),
    ("BS", "Bahamas", 25.03, -77.4, 44),
    ("BT", "Bhutan", 27.51, 90.43, 64),
    ("BV", "Bouvet Island", -54.42, 3.41, 74),
    ("BW", "Botswana", -22.33, 24.68, 72),
    ("BY", "Belarus", 53.71, 27.95, 112),
    ("BZ", "Belize", 17.19, -88.5, 84),
    ("CA", "Canada", 56.13, -106.35, 124),
    ("CC", "Cocos (Keeling) Islands", -12.16, 96.87, 166),
    ("CD", "DR Congo", -4.04, 21.76, 180),
    ("CF", "Central African Republic", 6.61, 20.94, 140),
    ("CG", "Congo", -0.23, 15.83, 178),
    ("CH", "Switzerland", 46.82, 8.23, 756),
    ("CI", "Côte d’Ivoire", 7.54, -5.55, 384),
    ("CK", "Cook Islands", -21.24, -159.78, 184),
    ("CL", "Chile", -35.68, -71.54, 152),
    ("CM", "Cameroon", 7.37, 12.35, 120),
    ("CN", "China", 35.86, 104.2, 156),
    ("CO", "Colombia", 4.57, -74.3, 170),
    ("CR", "Costa Rica", 9.75, -83.75, 188),
    ("CU", "Cuba", 21.52, -77.78, 192),
    ("CV", "Cape Verde", 16.0, -24.01, 132),
    ("CW", "Curaçao", 12.17, -68.99, 531),
    ("CX", "Christmas Island", -10.45, 105.69, 162),
    ("CY", "Cyprus", 35.13, 33.43, 196),
    ("CZ", "Czechia", 49.82, 15.47, 203),
    ("DE", "Germany", 51.17, 10.45, 276),
    ("DJ", "Djibouti", 11.83, 42.59, 262),
    ("DK", "Denmark", 56.26, 9.5, 208),
    ("DM", "Dominica", 15.41, -61.37, 212),
    ("DO", "Dominican Republic", 18.74, -70.16, 214),
    ("DZ", "Algeria", 28.03, 1.66, 12),
    ("EC", "Ecuador", -1.83, -78.18, 218),
    ("EE", "Estonia", 58.6, 25.01, 233),
    ("EG", "Egypt", 26.82, 30.8, 818),
    ("EH", "Western Sahara", 24.22, -12.89, 732),
    ("ER", "Eritrea", 15.18, 39.78, 232),
    ("ES", "Spain", 40.46, -3.75, 724),
    ("ET", "Ethiopia", 9.15, 40.49, 231),
    ("FI", "Finland", 61.92, 25.75, 246),
    ("FJ", "Fiji", -16.58, 179.41, 242),
    ("FK", "Falkland Islands", -51.8, -59.52, 238),
    ("FM", "Micronesia", 7.43, 150.55, 583),
    ("FO", "Faroe Islands", 61.89, -6.91, 234),
    ("FR", "France", 46.23, 2.21, 250),
    ("GA", "Gabon", -0.8, 11.61, 266),
    ("GB", "United Kingdom", 55.38, -3.44, 826),
    ("GD", "Grenada", 12.26, -61.6, 308),
    ("GE", "Georgia", 42.32, 43.36, 268),
    ("GF", "French Guiana", 3.93, -53.13, 254),
    ("GG", "Guernsey", 49.47, -2.59, 831),
    ("GH", "Ghana", 7.95, -1.02, 288),
    ("GI", "Gibraltar", 36.14, -5.35, 292),
    ("GL", "Greenland", 71.71, -42.6, 304),
    ("GM", "Gambia", 13.44, -15.31, 270),
    ("GN", "Guinea", 9.95, -9.7, 324),
    ("GP", "Guadeloupe", 17.0, -62.07, 312),
    ("GQ", "Equatorial Guinea", 1.65, 10.27, 226),
    ("GR", "Greece", 39.07, 21.82, 300),
    (
        "GS",
        "South Georgia and the South Sandwich Islands",
        -54.43,
        -36.59,
        239,
    ),
    ("GT", "Guatemala", 15.78, -90.23, 320),
    ("GU", "Guam", 13.44, 144.79, 316),
    ("GW", "Guinea-Bissau", 11.8, -15.18, 624),
    ("GY", "Guyana", 4.86, -58.93, 328),
    ("HK", "Hong Kong", 22.4, 114.11, 344),
    ("HM", "Heard Island and McDonald Islands", -53.08, 73.5, 334),
    ("HN", "Honduras", 15.2, -86.24, 340),
    ("HR", "Croatia", 45.1, 15.2, 191),
    ("HT", "Haiti", 18.97, -72.29, 332),
    ("HU", "Hungary", 47.16, 19.5, 348),
    ("ID", "Indonesia", -0.79, 113.92, 360),
    ("IE", "Ireland", 53.41, -8.24, 372),
    ("IL", "Israel", 31.05, 34.85, 376),
    ("IM", "Isle of Man", 54.24, -4.55, 833),
    ("IN", "India", 20.59, 78.96, 356),
    ("IO", "British Indian Ocean Territory", -6.34, 71.88, 86),
    ("IQ", "Iraq", 33.22, 43.68, 368),
    ("IR", "Iran", 32.43, 53.69, 364),
    ("IS", "Iceland", 64.96, -19.02, 352),
    ("IT", "Italy", 41.87, 12.57, 380),
    ("JE", "Jersey", 49.21, -2.13, 832),
    ("JM", "Jamaica", 18.11, -77.3, 388),
    ("JO", "Jordan", 30.59, 36.24, 400),
    ("JP", "Japan", 36.2, 138.25, 392),
    ("KE", "Kenya", -0.02, 37.91, 404),
    ("KG", "Kyrgyzstan", 41.2, 74.77, 417),
    ("KH", "Cambodia", 12.57, 104.99, 116),
    ("KI", "Kiribati", -3.37, -168.73, 296),
    ("KM", "Comoros", -11.88, 43.87, 174),
    ("KN", "Saint Kitts and Nevis", 17.36, -62.78, 659),
    ("KP", "North Korea", 40.34, 127.51, 408),
    ("KR", "South Korea", 35.91, 127.77, 410),
    ("KW", "Kuwait", 29.31, 47.48, 414),
    ("KY", "Cayman Islands", 19.51, -80.57, 136),
    ("KZ", "Kazakhstan", 48.02, 66.92, 398),
    ("LA", "Laos", 19.86, 102.5, 418),
    ("LB", "Lebanon", 33.85, 35.86, 422),
    ("LC", "Saint Lucia", 13.91, -60.98, 662),
    ("LI", "Liechtenstein", 47.17, 9.56, 438),
    ("LK", "Sri Lanka", 7.87, 80.77, 144),
    ("LR", "Liberia", 6.43, -9.43, 430),
    ("LS", "Lesotho", -29.61, 28.23, 426),
    ("LT", "Lithuania", 55.17, 23.88, 440),
    ("LU", "Luxembourg", 49.82, 6.13, 442),
    ("LV", "Latvia", 56.88, 24.6, 428),
    ("LY", "Libya", 26.34, 17.23, 434),
    ("MA", "Morocco", 31.79, -7.09, 504),
    ("MC", "Monaco", 43.75, 7.41, 492),
    ("MD", "Moldova", 47.41, 28.37, 498),
    ("ME", "Montenegro", 42.71, 19.37, 499),
    ("MF", "Saint Martin", 18.08, -63.05, 663),
    ("MG", "Madagascar", -18.77, 46.87, 450),
    ("MH", "Marshall Islands", 7.13, 171.18, 584),
    ("MK", "North Macedonia", 41.61, 21.75, 807),
    ("ML", "Mali", 17.57, -4.0, 466),
    ("MM", "Myanmar", 21.91, 95.96, 104),
    ("MN", "Mongolia", 46.86, 103.85, 496),
    ("MO", "Macao", 22.2, 113.54, 446),
    ("MP", "Northern Mariana Islands", 17.33, 145.38, 580),
    ("MQ", "Martinique", 14.64, -61.02, 474),
    ("MR", "Mauritania", 21.01, -10.94, 478),
    ("MS", "Montserrat", 16.74, -62.19, 500),
    ("MT", "Malta", 35.94, 14.38, 470),
    ("MU", "Mauritius", -20.35, 57.55, 480),
    ("MV", "Maldives", 3.2, 73.22, 462),
    ("MW", "Malawi", -13.25, 34.3, 454),
    ("MX", "Mexico", 23.63, -102.55, 484),
    ("MY", "Malaysia", 4.21, 101.98, 458),
    ("MZ", "Mozambique", -18.67, 35.53, 508),
    ("NA", "Namibia", -22.96, 18.49, 516),
    ("NC", "New Caledonia", -20.9, 165.62, 540),
    ("NE", "Niger", 17.61, 8.08, 562),
    ("NF", "Norfolk Island", -29.04, 167.95, 574),
    ("NG", "Nigeria", 9.08, 8.68, 566),
    ("NI", "Nicaragua", 12.87, -85.21, 558),
    ("NL", "Netherlands", 52.13, 5.29, 528),
    ("NO", "Norway", 60.47, 8.47, 578),
    ("NP", "Nepal", 28.39, 84.12, 524),
    ("NR", "Nauru", -0.52, 166.93, 520),
    ("NU", "Niue", -19.05, -169.87, 570),
    ("NZ", "New Zealand", -40.9, 174.89, 554),
    ("OM", "Oman", 21.51, 55.92, 512),
    ("PA", "Panama", 8.54, -80.78, 591),
    ("PE", "Peru", -9.19, -75.02, 604),
    ("PF", "French Polynesia", -17.68, -149.41, 258),
    ("PG", "Papua New Guinea", -6.31, 143.96, 598),
    ("PH", "Philippines", 12.88, 121.77, 608),
    ("PK", "Pakistan", 30.38, 69.35, 586),
    ("PL", "Poland", 51.92, 19.15, 616),
    ("PM", "Saint Pierre and Miquelon", 46.94, -56.27, 666),
    ("PN", "Pitcairn Islands", -24.7, -127.44, 612),
    ("PR", "Puerto Rico", 18.22, -66.59, 630),
    ("PS", "Palestine", 31.95, 35.23, 275),
    ("PT", "Portugal", 39.4, -8.22, 620),
    ("PW", "Palau", 7.51, 134.58, 585),
    ("PY", "Paraguay", -23.44, -58.44, 600),
    ("QA", "Qatar", 25.35, 51.18, 634),
    ("RE", "Réunion", -21.12, 55.54, 638),
    ("RO", "Romania", 45.94, 24.97, 642),
    ("RS", "Serbia", 44.02, 21.01, 688),
    ("RU", "Russia", 61.52, 105.32, 643),
    ("RW", "Rwanda", -1.94, 29.87, 646),
    ("SA", "Saudi Arabia", 23.89, 45.08, 682),
    ("SB", "Solomon Islands", -9.65, 160.16, 90),
    ("SC", "Seychelles", -4.68, 55.49, 690),
    ("SD", "Sudan", 12.86, 30.22, 729),
    ("SE", "Sweden", 60.13, 18.64, 752),
    ("SG", "Singapore", 1.35, 103.82, 702),
    (
        "SH",
        "Saint Helena, Ascension and Tristan da Cunha",
        -24.14,
        -10.03,
        654,
    ),
    ("SI", "Slovenia", 46.15, 15.0, 705),
    ("SJ", "Svalbard and Jan Mayen", 77.55, 23.67, 744),
    ("SK", "Slovakia", 48.67, 19.7, 703),
    ("SL", "Sierra Leone", 8.46, -11.78, 694),
    ("SM", "San Marino", 43.94, 12.46, 674),
    ("SN", "Senegal", 14.5, -14.45, 686),
    ("SO", "Somalia", 5.15, 46.2, 706),
    ("SR", "Suriname", 3.92, -56.03, 740),
    ("SS", "South Sudan", 7.86, 29.69, 728),
    ("ST", "São Tomé and Príncipe", 0.19, 6.61, 678),
    ("SV", "El Salvador", 13.79, -88.9, 222),
    ("SX", "Sint Maarten", 18.04, -63.07, 534),
    ("SY", "Syria", 34.8, 39.0, 760),
    ("SZ", "Eswatini", -26.52, 31.47, 748),
    ("TC", "Turks and Caicos Islands", 21.69, -71.8, 796),
    ("TD", "Chad", 15.45, 18.73, 148),
    ("TF", "French Southern Territories", -49.28, 69.35, 260),
    ("TG", "Togo", 8.62, 0.82, 768),
    ("TH", "Thailand", 15.87, 100.99, 764),
    ("TJ", "Tajikistan", 38.86, 71.28, 762),
    ("TK", "Tokelau", -8.97, -171.86, 772),
    ("TL", "Timor-Leste", -8.87, 125.73, 626),
    ("TM", "Turkmenistan", 38.97, 59.56, 795),
    ("TN", "Tunisia", 33.89, 9.54, 788),
    ("TO", "Tonga", -21.18, -175.2, 776),
    ("TR", "Türkiye", 38.96, 35.24, 792),
    ("TT", "Trinidad and Tobago", 10.69, -61.22, 780),
    ("TV", "Tuvalu", -7.11, 177.65, 798),
    ("TW", "Taiwan", 23.7, 120.96, 158),
    ("TZ", "Tanzania", -6.37, 34.89, 834),
    ("UA", "Ukraine", 48.38, 31.17, 804),
    ("UG", "Uganda", 1.37, 32.29, 800),
    ("UM", "U.S. Outlying Islands", 19.28, 166.65, 581),
    ("US", "United States", 37.09, -95.71, 840),
    ("UY", "Uruguay", -32.52, -55.77, 858),
    ("UZ", "Uzbekistan", 41.38, 64.59, 860),
    ("VA", "Vatican City", 41.9, 12.45, 336),
    ("VC", "Saint Vincent and the Grenadines", 12.98, -61.29, 670),
    ("VE", "Venezuela", 6.42, -66.59, 862),
    ("VG", "British Virgin Islands", 18.42, -64.64, 92),
    ("VI", "U.S. Virgin Islands", 18.34, -64.9, 850),
    ("VN", "Vietnam", 14.06, 108.28, 704),
    ("VU", "Vanuatu", -15.38, 166.96, 548),
    ("WF", "Wallis and Futuna", -13.77, -177.16, 876),
    ("WS", "Samoa", -13.76, -172.1, 882),
    ("XK", "Kosovo", 42.6, 20.9, 0),
    ("YE", "Yemen", 15.55, 48.52, 887),
    ("YT", "Mayotte", -12.83, 45.17, 175),
    ("ZA", "South Africa", -30.56, 22.94, 710),
    ("ZM", "Zambia", -13.13, 27.85, 894),
    ("ZW", "Zimbabwe", -19.02, 29.15, 716),
];

/// The numeric code of a country without one (ISO numeric codes start at 004).
const NO_NUMERIC: u16 = 0;

type Row = (&'static str, &'static str, f64, f64, u16);

fn row(code: &str) -> Option<&'static Row> {
    COUNTRIES
        .binary_search_by(|row| row.0.cmp(code))
        .ok()
        .map(|i| &COUNTRIES[i])
}

/// Every country, sorted by code.
pub fn countries() -> Vec<Country> {
    COUNTRIES
        .iter()
        .map(|&(code, name, lat, lng, _)| Country {
            code: code.to_string(),
            name: name.to_string(),
            lat,
            lng,
        })
        .collect()
}

/// Every known code, sorted; what the Firestore rules accept as a nationality or residence.
pub fn country_codes() -> impl Iterator<Item = &'static str> {
    COUNTRIES.iter().map(|row| row.0)
}

/// Whether `code` is a known country code; exact and uppercase, as stored.
pub fn is_country(code: &str) -> bool {
    row(code).is_some()
}

pub fn country_name(code: &str) -> Option<&'static str> {
    row(code).map(|r| r.1)
}

/// The approximate centroid of a country as (lat, lng).
pub fn country_centroid(code: &str) -> Option<(f64, f64)> {
    row(code).map(|r| (r.2, r.3))
}

/// The country whose ISO 3166-1 numeric code is `numeric` (`"724"` → `ES`; leading zeros optional, `"040"` or
/// `"40"` → `AT`): how the map tells which country a Natural Earth shape (a `world-atlas` feature id) is. A
/// linear scan: the map asks once per shape when it draws the atlas.
pub fn country_of_numeric(numeric: &str) -> Option<&'static str> {
    let numeric = numeric.trim();
    if numeric.is_empty() || numeric.len() > 3 || !numeric.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u16 = numeric.parse().ok()?;
    if n == NO_NUMERIC {
        return None;
    }
    COUNTRIES.iter().find(|row| row.4 == n).map(|row| row.0)
}

/// The file of a known country's flag image: its code in lowercase with `.svg` (`PT` → `pt.svg`), as the
/// `flag-icons` package names its SVG files. The app draws images, not flag emoji: Windows and headless Chromium
/// have no flag glyphs and draw the two letters in boxes. Anything but a known code has no flag (`None`), so an odd
/// stored value never becomes a path.
pub fn flag_file(code: &str) -> Option<String> {
    is_country(code).then(|| format!("{}.svg", code.to_ascii_lowercase()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_assigned_code_plus_kosovo() {
        assert_eq!(countries().len(), 250);
        for code in ["AD", "AR", "BR", "CW", "GB", "SS", "US", "XK", "ZW"] {
            assert!(is_country(code), "{code}");
        }
        for code in ["", "gb", "UK", "EU", "ZZ", "GBR", "G"] {
            assert!(!is_country(code), "{code}");
        }
    }

    #[test]
    fn table_is_sorted_and_unique_for_binary_search() {
        assert!(COUNTRIES.windows(2).all(|w| w[0].0 < w[1].0));
    }

    #[test]
    fn names_and_centroids() {
        assert_eq!(country_name("AR"), Some("Argentina"));
        assert_eq!(country_name("GB"), Some("United Kingdom"));
        assert_eq!(country_name("CI"), Some("Côte d’Ivoire"));
        assert_eq!(country_name("XX"), None);
        let (lat, lng) = country_centroid("BR").unwrap_or_default();
        assert!(lat < 0.0 && lng < 0.0);
    }

    #[test]
    fn numeric_codes_name_the_atlas_shapes() {
        assert_eq!(country_of_numeric("724"), Some("ES"));
        assert_eq!(country_of_numeric("040"), Some("AT"));
        assert_eq!(country_of_numeric("40"), Some("AT"));
        assert_eq!(country_of_numeric("826"), Some("GB"));
        assert_eq!(country_of_numeric("250"), Some("FR"));
        assert_eq!(country_of_numeric("840"), Some("US"));
        assert_eq!(country_of_numeric("010"), Some("AQ"));
        for odd in ["", "0", "000", "999", "-724", "7240", "72 4", "ES", "724.0"] {
            assert_eq!(country_of_numeric(odd), None, "{odd}");
        }
    }

    #[test]
    fn every_country_but_kosovo_has_its_own_numeric_code() {
        let mut seen = std::collections::HashSet::new();
        for &(code, _, _, _, numeric) in &COUNTRIES {
            if code == "XK" {
                assert_eq!(numeric, NO_NUMERIC);
                continue;
            }
            assert!((1..1000).contains(&numeric), "{code}: {numeric}");
            assert!(seen.insert(numeric), "{code}: {numeric} twice");
            assert_eq!(country_of_numeric(&format!("{numeric:03}")), Some(code));
        }
        assert_eq!(seen.len(), 249);
    }

    #[test]
    fn flags_are_svg_files_named_by_the_code() {
        assert_eq!(flag_file("AR").as_deref(), Some("ar.svg"));
        assert_eq!(flag_file("GB").as_deref(), Some("gb.svg"));
        assert_eq!(flag_file("XK").as_deref(), Some("xk.svg"));
        for odd in ["gb", "ZZ", "UK", "EU", "", "../x", "G", "GBR"] {
            assert_eq!(flag_file(odd), None, "{odd}");
        }
    }

    #[test]
    fn serialises_in_camel_case() {
        assert_eq!(
            serde_json::to_value(&countries()[0]).ok(),
            Some(serde_json::json!({"code": "AD", "name": "Andorra", "lat": 42.55, "lng": 1.6}))
        );
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn every_country_is_well_formed(i in 0usize..COUNTRIES.len()) {
            let (code, name, lat, lng, _) = COUNTRIES[i];
            prop_assert_eq!(code.len(), 2);
            prop_assert!(code.bytes().all(|b| b.is_ascii_uppercase()));
            prop_assert!(!name.is_empty() && name.trim() == name);
            prop_assert!(lat.abs() <= 90.0 && lng.abs() <= 180.0);
            let file = flag_file(code).unwrap_or_default();
            prop_assert_eq!(file.len(), 6);
            prop_assert!(file.ends_with(".svg"));
            prop_assert!(file[..2].bytes().all(|b| b.is_ascii_lowercase()));
        }

        #[test]
        fn lookups_never_panic_and_agree(s in any::<String>()) {
            let known = is_country(&s);
            prop_assert_eq!(country_name(&s).is_some(), known);
            prop_assert_eq!(flag_file(&s).is_some(), known);
            prop_assert_eq!(known, country_codes().any(|c| c == s));
            // Never panics, and whatever it names is a country.
            prop_assert!(country_of_numeric(&s).is_none_or(is_country));
        }
    }
}
