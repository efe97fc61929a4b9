//! Every number of the player-model contract, in one place: only constants, so every module can use
//! them without depending on the modules whose documents they bound (the limits document that lists
//! them with the value lists is built one layer up, in `contract`).
//!
//! String lengths count Unicode characters, after trimming.

pub const NAME_MAX_CHARS: usize = 60;
pub const CITY_MAX_CHARS: usize = 80;
pub const MIN_AGE: u8 = 8;
pub const MAX_AGE: u8 = 50;
pub const MAX_LATITUDE: f64 = 90.0;
pub const MAX_LONGITUDE: f64 = 180.0;
pub const SECONDARY_POSITIONS_MAX: usize = 4;
pub const HEIGHT_CM_MIN: u16 = 140;
pub const HEIGHT_CM_MAX: u16 = 220;
pub const WEIGHT_KG_MIN: u16 = 35;
pub const WEIGHT_KG_MAX: u16 = 130;
pub const CLUB_MAX_CHARS: usize = 80;
pub const CAREER_MAX_ENTRIES: usize = 30;
pub const LEAGUE_MAX_CHARS: usize = 80;
/// The earliest career year; the latest is the current year (the caller's `today`).
pub const CAREER_FIRST_YEAR: u16 = 1950;
pub const APPEARANCES_MAX: u16 = 2000;
pub const GOALS_MAX: u16 = 2000;
pub const HONOURS_MAX_ENTRIES: usize = 30;
pub const HONOUR_TITLE_MAX_CHARS: usize = 100;
pub const SEASON_MIN_CHARS: usize = 4;
pub const SEASON_MAX_CHARS: usize = 9;
pub const LANGUAGES_MAX_ENTRIES: usize = 10;
pub const LANGUAGE_MIN_CHARS: usize = 2;
pub const LANGUAGE_MAX_CHARS: usize = 40;
pub const BIO_MAX_CHARS: usize = 1000;
pub const LINKS_MAX_ENTRIES: usize = 10;
pub const LINK_LABEL_MAX_CHARS: usize = 40;
pub const URL_MAX_CHARS: usize = 300;
/// RFC 5321: 64 chars for the local part, 254 for a usable address.
pub const EMAIL_LOCAL_MAX_CHARS: usize = 64;
pub const EMAIL_MAX_CHARS: usize = 254;
pub const PASSWORD_MIN_CHARS: usize = 8;
pub const PASSWORD_MAX_CHARS: usize = 128;
/// Profile pictures: 5 MB (MiB, as storage.rules counts it) and the formats every browser can show.
pub const PICTURE_MAX_BYTES: u64 = 5 * 1024 * 1024;
pub const PICTURE_TYPES: [&str; 3] = ["image/jpeg", "image/png", "image/webp"];
/// The largest side of a served picture, in pixels: avatars and the CV never draw it larger (the
/// browser shrinks to it before uploading, the functions re-encode every upload to fit it).
pub const PICTURE_MAX_SIDE_PX: u32 = 512;
/// The contact form: a name to greet the sender by, and a message long enough to act on (10) yet
/// short enough to read in one go (2000).
pub const CONTACT_NAME_MAX_CHARS: usize = 80;
pub const CONTACT_MESSAGE_MIN_CHARS: usize = 10;
pub const CONTACT_MESSAGE_MAX_CHARS: usize = 2000;
/// A scout's profile (`users/{uid}`'s `scout`): the full name a player is shown on a request, and the
/// club, academy or agency, as long as the contact form's name and a CV's club.
pub const SCOUT_NAME_MAX_CHARS: usize = 80;
pub const SCOUT_ORGANISATION_MAX_CHARS: usize = 80;
/// A scout's shortlists: how many lists (their ids `00`…`19` bound it), how many players one holds, a list's
/// name and the private note on one player.
pub const SHORTLISTS_MAX: usize = 20;
pub const SHORTLIST_PLAYERS_MAX: usize = 500;
pub const SHORTLIST_NAME_MAX_CHARS: usize = 40;
pub const SHORTLIST_NOTE_MAX_CHARS: usize = 500;
/// A user's saved searches (ids `00`…`19`), each with a name of the lists' bounds, and the longest search kept
/// (the directory's canonical query string of its filters).
pub const SAVED_SEARCHES_MAX: usize = 20;
pub const SAVED_SEARCH_MAX_CHARS: usize = 300;
/// A scout's request to contact a player: a message long enough to say who asks and why (the contact form's
/// minimum) and short enough to read on a phone; and how many new requests one scout may send in a day.
pub const CONTACT_REQUEST_MESSAGE_MAX_CHARS: usize = 500;
pub const CONTACT_REQUESTS_PER_DAY: u32 = 20;
/// Requests to confirm stats: how many one player may send in a day, and how many mails one official's address
/// may receive in a day, whoever asks (an official is never flooded by players who typed their address).
pub const CONFIRMATION_REQUESTS_PER_DAY: u32 = 5;
pub const CONFIRMATION_MAILS_PER_DAY: u32 = 3;
/// `playerStats/{uid}` (Contract B). Self-ratings use Football Manager's 1–20 scale; weak foot and
/// skill moves EA FC's 1–5 stars.
pub const RATING_MIN: u8 = 1;
pub const RATING_MAX: u8 = 20;
pub const STARS_MIN: u8 = 1;
pub const STARS_MAX: u8 = 5;
/// The earliest day a measured test may be dated; the latest is the caller's `today`. Older results say
/// nothing about the player a scout would meet now, and a typo in the year shows up as a refusal.
pub const MEASURED_ON_FIRST: &str = "2000-01-01";
/// The plausible ranges of the measured tests, (min, max) inclusive, in the test's unit: wide enough for an
/// 8-year-old and a world-class sprinter, narrow enough that a typo (0.8 s for 10 m, a time in the wrong
/// unit) is refused. Each with the decimals an input accepts.
pub const SPRINT_10M_S: (f64, f64) = (1.40, 3.00);
pub const SPRINT_30M_S: (f64, f64) = (3.50, 6.50);
pub const SPRINT_40M_S: (f64, f64) = (4.20, 8.00);
pub const YOYO_IR1_LEVEL: (f64, f64) = (5.1, 23.8);
pub const CMJ_CM: (f64, f64) = (10.0, 80.0);
pub const BROAD_JUMP_CM: (f64, f64) = (80.0, 350.0);
pub const TOP_SPEED_KMH: (f64, f64) = (10.0, 40.0);
pub const BEEP_TEST_LEVEL: (f64, f64) = (1.0, 21.0);
/// Weekly stats (Contract W): one entry per ISO week (`players/{uid}/weeklyStats/{YYYY-Www}`) from
/// this year on; each field's range is in `weekly::fields` (the one table of its 32 numbers).
pub const WEEKLY_FIRST_YEAR: u16 = 2000;
/// No week before the player's 14th birthday (core and UI: the rules cannot read the private birth date).
pub const WEEKLY_MIN_AGE: u8 = 14;
/// At most this many entries per season (core and UI: the rules cannot count documents).
pub const WEEKLY_SEASON_MAX_ENTRIES: usize = 60;
/// The week's note, trimmed.
pub const WEEKLY_NOTE_MAX_CHARS: usize = 280;
/// A match lasts at most 130 minutes (120 of extra time and stoppage): `minutes ≤ 130 × matches`.
pub const WEEKLY_MINUTES_PER_MATCH_MAX: u16 = 130;
/// No per-90 figure under this many minutes in a season: three full matches, so one lucky cameo does not
/// read as a goal every 90 minutes.
pub const PER90_MIN_MINUTES: u32 = 270;
