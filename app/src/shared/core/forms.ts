// The forms wasm module: account forms with the friendly auth messages, the contact form and the newsletter
// sign-up with what a failed send tells the user. Imported by the pages that use it, so it loads with their
// route (the footer's newsletter form loads it on first use). Validators return the normalised form or throw an
// `invalid-form` CoreError.
import * as api from './pkg/forms/forms';
// @ts-expect-error the wasm-bindgen glue has no declarations; only its instance setter is used (recovery.ts)
import * as glue from './pkg/forms/forms_bg.js';
import * as instance from './pkg/forms/forms_bg.wasm';
import { recoverable } from './recovery';

// Every function goes through the trap recovery (`recovery.ts`): a module that traps is re-instantiated.
const safe = recoverable('forms', glue as Parameters<typeof recoverable>[1], instance, api);
export const {
  authError,
  contactSendErrorMessage,
  continueTarget,
  displayName,
  isPermissionDenied,
  newsletterSubscribeErrorMessage,
  planEnquiry,
  validateContact,
  validateForgotPassword,
  validateLogin,
  validateNewPassword,
  validateNewsletter,
  validateSignup,
  verificationContinueUrl,
  verificationNext,
} = safe;
export type {
  AuthMessage,
  ContactForm,
  ContactMessage,
  ContactTopic,
  ContactTopicOption,
  ForgotPasswordForm,
  LoginForm,
  NewPasswordForm,
  NewsletterForm,
  NewsletterSource,
  PlanEnquiry,
  SignupForm,
} from './pkg/forms/forms';
