//! The public site's forms: the contact form and the newsletter sign-up.

use skora_core::{contact, newsletter};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

use crate::errors::{bad_input, form_error};

/// Every contact topic with its label, wrapped so tsify can name it as an array type.
#[derive(serde::Serialize, Tsify)]
pub struct ContactTopicList(Vec<contact::ContactTopicOption>);

/// The topics of the contact form, in the order the select lists them.
#[wasm_bindgen(js_name = contactTopics)]
pub fn contact_topics() -> Result<Ts<ContactTopicList>, JsError> {
    Ok(ContactTopicList(contact::contact_topics()).into_ts()?)
}

/// The message to store, or an `invalid-form` error listing every field's problem.
#[wasm_bindgen(js_name = validateContact)]
pub fn validate_contact(
    form: Ts<contact::ContactForm>,
) -> Result<Ts<contact::ContactMessage>, JsValue> {
    let form = form.to_rust().map_err(bad_input)?;
    let ok = contact::validate_contact(&form).map_err(form_error)?;
    ok.into_ts().map_err(bad_input)
}

/// The form with its address normalised (the address is the subscription's document id), or an
/// `invalid-form` error.
#[wasm_bindgen(js_name = validateNewsletter)]
pub fn validate_newsletter(
    form: Ts<newsletter::NewsletterForm>,
) -> Result<Ts<newsletter::NewsletterForm>, JsValue> {
    let form = form.to_rust().map_err(bad_input)?;
    let ok = newsletter::validate_newsletter(&form).map_err(form_error)?;
    ok.into_ts().map_err(bad_input)
}
