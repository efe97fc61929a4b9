import { Page } from '../../shared/ui/page';

export default function ForgotPasswordPage() {
  return <Page title="Forgot your password?" lead="Enter your email and we will send you a link to choose a new one." />;
}
