import { Alert } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ANALYSIS_PAGE_TEXTS } from '@fitness/contracts';

/** Shown after expert checkout returns with ?payment=success (spec §2, §4; its display is ours). */
export function PaymentSuccessAlert() {
  const [params, setParams] = useSearchParams();
  if (params.get('payment') !== 'success') return null;
  // Dismissing drops the query, so a reload does not show it again.
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
  return (
    <Alert
      className="results-payment-alert"
      type="success"
      showIcon
      title={ANALYSIS_PAGE_TEXTS.paymentSuccess.title}
      description={ANALYSIS_PAGE_TEXTS.paymentSuccess.text}
      closable={{ onClose: dismiss, 'aria-label': ANALYSIS_PAGE_TEXTS.paymentSuccess.dismiss }}
    />
  );
}
