import { describe, expect, it } from 'vitest';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Loading from '../../src/theme/Loading';

describe('<Loading> (page content loading states)', () => {
  const retry = () => {};
  it('shows nothing before the delay, so fast loads do not flash', () => {
    expect(renderToStaticMarkup(<Loading pastDelay={false} retry={retry} />)).toBe('');
  });
  it('shows a spinner with a status role once the delay has passed', () => {
    const html = renderToStaticMarkup(<Loading pastDelay retry={retry} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading…');
  });
  it('shows the error text and a Retry button when loading failed', () => {
    const html = renderToStaticMarkup(
      <Loading pastDelay retry={retry} error={new Error('Loading chunk 4521 failed.')} />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Loading chunk 4521 failed.');
    expect(html).toMatch(/<button[^>]*>Retry<\/button>/);
  });
});
