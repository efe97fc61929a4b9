//! A scout's request to contact a player, with the player's consent: what is delivered, to whom, and what each side
//! sees.
//!
//! A request is one document per scout in the player's inbox, `users/{player}/inbox/{scout}`, written by the
//! functions alone: the player reads it, the scout never does. Until the player (or, under 16, their guardian)
//! accepts, nothing about it reaches the scout beyond "sent": a refused, limited, blocked or repeated request is
//! answered exactly like a delivered one and stored nowhere. On acceptance the scout gets
//! `users/{scout}/contacts/{player}` with the e-mail the player (or guardian) gave, and the player's request shows the
//! scout's. The message's signs that it asks for money are the domain's `contact_request::fee_signals`.
//!
//! - `model`: the request's status, who answered, the stored document read back, and the words a card uses.
//! - `ask`: what `askToContact` stores for one request, if anything.
//! - `answer`: the player's answer and the guardian's, as writes.
//! - `inbox`: the inbox and the contacts as the pages show them.
//! - `guardian_mail`: the guardian's e-mail with its one-time link.

pub mod answer;
pub mod ask;
pub mod guardian_mail;
pub mod inbox;
pub mod model;
