//! The core's static reference data as one document, for the app's build to emit as JSON
//! (`cargo run -q -p skora-core --example reference`): data that never changes at run time need not
//! be computed by wasm on the first paint, and is still defined once, here.
//!
//! It gathers what lower modules define (the limits document, countries, positions, contact topics,
//! the plan enquiries, the route table, every label set and every form's empty values), so it is the top layer.

use serde::Serialize;

use crate::contract::{limits, Limits};
use crate::labels::{label_tables, LabelTables};
use skora_domain::accounts::{ForgotPasswordForm, LoginForm, NewPasswordForm, SignupForm};
use skora_domain::contact::{
    contact_topics, plan_enquiries, ContactForm, ContactTopicOption, PlanEnquiryOption,
};
use skora_domain::countries::{countries, Country};
use skora_domain::newsletter::NewsletterForm;
use skora_domain::positions::{positions, PositionInfo};
use skora_domain::profile::{CareerForm, HonourForm, LanguageForm, LinkForm, ProfileForm};
use skora_domain::routes::{route_table, RouteEntry};

/// The value every form starts from, and the empty row each list of the CV editor adds.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct EmptyForms {
    pub signup: SignupForm,
    pub login: LoginForm,
    pub forgot_password: ForgotPasswordForm,
    pub new_password: NewPasswordForm,
    pub profile: ProfileForm,
    pub career_row: CareerForm,
    pub honour_row: HonourForm,
    pub language_row: LanguageForm,
    pub link_row: LinkForm,
    pub contact: ContactForm,
    pub newsletter: NewsletterForm,
}

/// Everything static the app needs from the core, in one document.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify))]
pub struct Reference {
    /// The contract's limits and value lists (the same document as the limits example prints).
    pub limits: Limits,
    pub countries: Vec<Country>,
    pub positions: Vec<PositionInfo>,
    pub contact_topics: Vec<ContactTopicOption>,
    /// The contact form's starting topic and message for each paid plan a link may name (`?plan=pro-yearly`).
    pub plan_enquiries: Vec<PlanEnquiryOption>,
    pub routes: Vec<RouteEntry>,
    pub labels: LabelTables,
    pub empty_forms: EmptyForms,
}

/// The reference document.
pub fn reference() -> Reference {
    Reference {
        limits: limits(),
        countries: countries(),
        positions: positions(),
        contact_topics: contact_topics(),
        plan_enquiries: plan_enquiries(),
        routes: route_table(),
        labels: label_tables(),
        empty_forms: EmptyForms::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_document_holds_each_part_under_a_camel_case_key() {
        let v = serde_json::to_value(reference()).unwrap_or_default();
        let keys: Vec<&str> = v
            .as_object()
            .map(|o| o.keys().map(String::as_str).collect())
            .unwrap_or_default();
        assert_eq!(
            keys.len(),
            8,
            "limits, countries, positions, contactTopics, planEnquiries, routes, labels, emptyForms: {keys:?}"
        );
        assert_eq!(v["limits"], json!(limits()));
        assert_eq!(v["countries"].as_array().map(Vec::len), Some(250));
        assert_eq!(v["positions"].as_array().map(Vec::len), Some(15));
        assert_eq!(v["contactTopics"][0]["value"], json!("player-profile"));
        assert_eq!(v["planEnquiries"][1]["plan"], json!("pro-yearly"));
        assert_eq!(v["routes"], json!(route_table()));
        assert_eq!(
            v["labels"]["foot"][0],
            json!({"code": "left", "label": "Left"})
        );
    }

    #[test]
    fn the_empty_forms_are_the_forms_defaults() {
        let v = serde_json::to_value(reference().empty_forms).unwrap_or_default();
        assert_eq!(
            v["signup"],
            json!({
                "firstName": "", "lastName": "", "email": "", "password": "",
                "confirmPassword": "", "acceptTerms": false
            })
        );
        assert_eq!(v["login"], json!({"email": "", "password": ""}));
        assert_eq!(v["forgotPassword"], json!({"email": ""}));
        assert_eq!(
            v["newPassword"],
            json!({"password": "", "confirmPassword": ""})
        );
        assert_eq!(v["profile"], json!(ProfileForm::default()));
        assert_eq!(v["profile"]["secondaryPositions"], json!([]));
        assert_eq!(v["profile"]["showContactEmail"], json!(false));
        assert_eq!(v["honourRow"], json!({"title": "", "season": ""}));
        assert_eq!(v["languageRow"], json!({"name": ""}));
        assert_eq!(v["linkRow"], json!({"label": "", "url": ""}));
        assert_eq!(
            v["careerRow"],
            json!({"club": "", "league": "", "from": "", "to": "", "appearances": "", "goals": ""})
        );
        assert_eq!(
            v["contact"],
            json!({"name": "", "email": "", "topic": "", "message": ""})
        );
        assert_eq!(v["newsletter"], json!({"email": ""}));
    }
}
