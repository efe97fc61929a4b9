//! Reference data and small pure helpers: limits, countries, positions, ages, safe links.

use skora_core::{age, contract, countries, links, positions};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

/// Every country, wrapped so tsify can name it as an array type.
#[derive(serde::Serialize, Tsify)]
pub struct CountryList(Vec<countries::Country>);

/// Every position, wrapped so tsify can name it as an array type.
#[derive(serde::Serialize, Tsify)]
pub struct PositionList(Vec<positions::PositionInfo>);

/// Every number and value list of the player-model contract.
#[wasm_bindgen(js_name = profileLimits)]
pub fn profile_limits() -> Result<Ts<contract::Limits>, JsError> {
    Ok(contract::limits().into_ts()?)
}

#[wasm_bindgen(js_name = countries)]
pub fn countries() -> Result<Ts<CountryList>, JsError> {
    Ok(CountryList(countries::countries()).into_ts()?)
}

/// The flag emoji of a known country code, or `undefined`.
#[wasm_bindgen(js_name = flagEmoji)]
pub fn flag_emoji(code: &str) -> Option<String> {
    countries::flag_emoji(code)
}

#[wasm_bindgen(js_name = positions)]
pub fn positions() -> Result<Ts<PositionList>, JsError> {
    Ok(PositionList(positions::positions()).into_ts()?)
}

/// Age in whole years on `today` (both `YYYY-MM-DD`), or `undefined` for invalid dates.
#[wasm_bindgen(js_name = ageOn)]
pub fn age_on(dob: &str, today: &str) -> Option<u8> {
    age::age_on(dob, today)
}

/// The URL when it is a safe http(s) link to show as `href`, else `undefined`.
#[wasm_bindgen(js_name = safeExternalUrl)]
pub fn safe_external_url(url: &str) -> Option<String> {
    links::safe_external_url(url)
}
