/**
 * Example ids agree with the id format of openapi.yaml and the SDK: a short prefix, an underscore,
 * then 26 characters (a ULID in Crockford base32, as `run_01K7GZV8R0DY0YP57RCYBVN5SX`). An id of
 * another length in one example is how a reader learns the wrong format.
 */
import { describe, expect, it } from 'vitest';
import { files, pages, read } from '../lib/sources';

/** A prefixed id as the platform writes them; `…` after it marks an id the web app shortens on purpose. */
const ID = /\b([a-z]{2,5})_(01[0-9A-HJKMNP-TV-Z]{10,40})\b(?!…)/g;
const sources = [...pages, 'openapi.yaml', ...files('src/data', /\.(ts|ya?ml)$/), ...files('sdk', /\.pyi$/)];

describe('example ids', () => {
  it('have 26 characters after their prefix everywhere', () => {
    const wrong = sources.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, i) =>
          [...line.matchAll(ID)]
            .filter(([, , body]) => body.length !== 26)
            .map(
              ([id]) => `${file}:${i + 1}: ${id} has ${id.length - id.indexOf('_') - 1} characters after the prefix`,
            ),
        ),
    );
    expect(wrong).toEqual([]);
  });

  it('finds a wrong one (the check itself works)', () => {
    expect(
      [...'fil_01K7H1A2B3K2N5Q8T1W4Y7B0 run_01K7GZV8R0DY0YP57RCYBVN5SX'.matchAll(ID)].map((m) => m[2].length),
    ).toEqual([24, 26]);
  });
});
