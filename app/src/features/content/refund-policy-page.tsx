import { MarkdownPage } from './components/markdown-page';
import { REFUND_POLICY } from './data/documents';

export default function RefundPolicyPage() {
  return <MarkdownPage page={REFUND_POLICY} />;
}
