import { describe, expect, it } from 'vitest';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { errorChain } from '../../src/lib/errorChain';
import ErrorDetails from '../../src/components/ErrorDetails';

describe('errorChain', () => {
  it('lists an error and its causes, outermost first', () => {
    const root = new TypeError('socket closed');
    const mid = new Error('could not fetch flow runs', { cause: root });
    const top = new Error('rendering FlowRunTable failed', { cause: mid });
    expect(errorChain(top)).toEqual([
      { name: 'Error', message: 'rendering FlowRunTable failed' },
      { name: 'Error', message: 'could not fetch flow runs' },
      { name: 'TypeError', message: 'socket closed' },
    ]);
  });

  it('stops on a cycle and describes non-Error causes', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as Error & { cause?: unknown }).cause = b;
    expect(errorChain(b).map((e) => e.message)).toEqual(['b', 'a']);
    expect(errorChain(new Error('outer', { cause: 'disk full' }))).toEqual([
      { name: 'Error', message: 'outer' },
      { name: 'Error', message: 'disk full' },
    ]);
  });
});

describe('<ErrorDetails>', () => {
  it('renders the message and every cause in order', () => {
    const error = new Error('Date formatting failed', { cause: new RangeError('Locale data for "en" is unavailable') });
    const html = renderToStaticMarkup(<ErrorDetails error={error} />);
    expect(html).toContain('Date formatting failed');
    expect(html).toMatch(/<ol[^>]*>.*RangeError.*Locale data for &quot;en&quot; is unavailable.*<\/ol>/);
  });

  it('renders no cause list for an error without causes', () => {
    const html = renderToStaticMarkup(<ErrorDetails error={new Error('plain')} />);
    expect(html).toContain('plain');
    expect(html).not.toContain('<ol');
  });
});
