/**
 * The page's antd message, modal and notification holders (antd's App without its wrapper), loaded by
 * FeedbackHost the first time they are wanted; hands their themed API to kit/ui/feedback.
 */
import { App } from 'antd';
import { useEffect } from 'react';
import { provideFeedback } from './feedback';

function Capture() {
  const app = App.useApp();
  useEffect(() => {
    provideFeedback(app);
    return () => provideFeedback(undefined);
  }, [app]);
  return null;
}

export default function FeedbackHolders() {
  return (
    <App component={false}>
      <Capture />
    </App>
  );
}
