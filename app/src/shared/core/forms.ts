// The forms wasm module: `Forms` (every open form's rule through one `check`, and what a failed request tells the
// user through one `failure`) and `Account` (the verification flow's continue URLs, the account record's write plan).
// Imported by the pages that use it, so it loads with their route (the footer's newsletter form loads it on first
// use). `check` returns the normalised form or throws an `invalid-form` CoreError.
import * as api from './pkg/forms/forms';
// @ts-expect-error the wasm-bindgen glue has no declarations; only its instance setter is used (recovery.ts)
import * as glue from './pkg/forms/forms_bg.js';
import * as instance from './pkg/forms/forms_bg.wasm';
import { recoverable } from './recovery';

// Every function goes through the trap recovery (`recovery.ts`): a module that traps is re-instantiated.
const safe = recoverable('forms', glue as Parameters<typeof recoverable>[1], instance, api);
export const { Account, Forms } = safe;
export type {
  CheckedForm,
  CheckedSignup,
  ContactForm,
  ContactMessage,
  ContactTopic,
  ContactTopicOption,
  Continuation,
  ContinueRequest,
  Failure,
  FailureContext,
  ForgotPasswordForm,
  FormInput,
  LoginForm,
  NewPasswordForm,
  NewsletterForm,
  NewsletterSource,
  PlanEnquiry,
  PlanEnquiryOption,
  SignupForm,
  WritePlan,
} from './pkg/forms/forms';
