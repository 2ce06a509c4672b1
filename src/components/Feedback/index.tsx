/**
 * "Was this page helpful?" at the end of a doc page. The answer goes to the analytics the deployment
 * has configured (a Google Tag Manager dataLayer event, a Vercel Web Analytics event); with none,
 * nothing is sent anywhere.
 */
import React, { useId, useRef, useState, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export interface FeedbackAnalytics {
  tagManager: boolean;
  hostingAnalytics: boolean;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    va?: (event: 'event', payload: { name: string; data: Record<string, string> }) => void;
  }
}

export function sendFeedback(analytics: FeedbackAnalytics, page: string, helpful: 'yes' | 'no'): void {
  if (analytics.tagManager) (window.dataLayer ??= []).push({ event: 'page_feedback', page, helpful });
  if (analytics.hostingAnalytics) window.va?.('event', { name: 'page_feedback', data: { page, helpful } });
}

export default function Feedback(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const analytics = siteConfig.customFields?.analytics as FeedbackAnalytics;
  const [answer, setAnswer] = useState<'yes' | 'no'>();
  const thanks = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const choose = (helpful: 'yes' | 'no') => {
    sendFeedback(analytics, window.location.pathname, helpful);
    setAnswer(helpful);
    requestAnimationFrame(() => thanks.current?.focus());
  };
  return (
    <div className="lw-feedback" data-md-skip="">
      {!answer && (
        <div role="group" aria-labelledby={`${id}-question`} className="lw-feedback__group">
          <span id={`${id}-question`} className="lw-feedback__question">
            Was this page helpful?
          </span>
          <button
            type="button"
            className="button button--outline button--secondary button--sm"
            onClick={() => choose('yes')}
          >
            Yes
          </button>
          <button
            type="button"
            className="button button--outline button--secondary button--sm"
            onClick={() => choose('no')}
          >
            No
          </button>
        </div>
      )}
      <p ref={thanks} tabIndex={-1} aria-live="polite" className="lw-feedback__thanks">
        {answer === 'yes' && 'Thank you for your feedback. We are glad the page helped.'}
        {answer === 'no' && 'Thank you for your feedback. We will use it to improve this page.'}
      </p>
    </div>
  );
}
