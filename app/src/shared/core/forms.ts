// The forms wasm module: account forms with the friendly auth messages, the contact form and the newsletter
// sign-up with what a failed send tells the user. Imported by the pages that use it, so it loads with their
// route (the footer's newsletter form loads it on first use). Validators return the normalised form or throw an
// `invalid-form` CoreError.
export {
  authError,
  contactSendErrorMessage,
  displayName,
  isPermissionDenied,
  newsletterSubscribeErrorMessage,
  validateContact,
  validateForgotPassword,
  validateLogin,
  validateNewPassword,
  validateNewsletter,
  validateSignup,
} from './pkg/forms/forms';
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
  SignupForm,
} from './pkg/forms/forms';
