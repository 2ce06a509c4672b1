/**
 * The change logs in YAML, src/data/agentVersions.yaml and src/data/sdkVersions.yaml: one wrong
 * value gives one error, and its first line names the file and the line of that value.
 */
import { describe, expect, it } from 'vitest';
import { agentVersions, parseAgentVersions } from '../../src/sources/agentVersions';
import { parseSdkVersions, sdkVersions } from '../../src/sources/sdkVersions';
import { read } from '../lib/sources';

/** The file's text with `from` replaced once by `to`, and the 1-based line it is on. */
function withMistake(file: string, from: string | RegExp, to: string): { text: string; line: number } {
  const text = read(file);
  const at = typeof from === 'string' ? text.indexOf(from) : text.search(from);
  expect(at, `${String(from)} in ${file}`).toBeGreaterThanOrEqual(0);
  return { text: text.replace(from, to), line: text.slice(0, at).split('\n').length };
}

function errorOf(parse: () => unknown): string[] {
  try {
    parse();
  } catch (error) {
    return (error as Error).message.split('\n');
  }
  return [];
}

describe('src/data/agentVersions.yaml', () => {
  const file = 'src/data/agentVersions.yaml';

  it('reads as it is written', () => {
    expect(parseAgentVersions(read(file)).versions).toEqual(agentVersions);
  });

  it('names the line of a value of the wrong type', () => {
    const { text, line } = withMistake(file, /standaloneSupported: true/, 'standaloneSupported: yes');
    expect(errorOf(() => parseAgentVersions(text))).toEqual([
      `${file}:${line}: versions[2].gateway.standaloneSupported: must be true or false`,
    ]);
  });

  it('names the line of a version YAML reads as a number', () => {
    const { text, line } = withMistake(file, "version: '5.7'", 'version: 5.7');
    expect(errorOf(() => parseAgentVersions(text))).toEqual([`${file}:${line}: versions[3].version: must be a text`]);
  });

  it('names the line of a version out of order', () => {
    const { text, line } = withMistake(file, 'releaseDate: 2025-05-06', 'releaseDate: 2025-08-06');
    expect(errorOf(() => parseAgentVersions(text))).toEqual([
      `${file}:${line}: versions[3].releaseDate: must be earlier than 2025-07-08: newest first`,
    ]);
  });
});

describe('src/data/sdkVersions.yaml', () => {
  const file = 'src/data/sdkVersions.yaml';

  it('reads as it is written', () => {
    expect(parseSdkVersions(read(file))).toEqual(sdkVersions);
  });

  it('names the line of a Python version YAML reads as a number', () => {
    const { text, line } = withMistake(
      file,
      "version: 3.1.0, releaseNotesMonth: '202409', python: ['3.10'",
      "version: 3.1.0, releaseNotesMonth: '202409', python: [3.10",
    );
    expect(errorOf(() => parseSdkVersions(text))).toEqual([`${file}:${line}: [13].python[0]: must be a text`]);
  });

  it('names the line of a month written another way', () => {
    const { text, line } = withMistake(file, "releaseNotesMonth: '202409'", "releaseNotesMonth: '2024-09'");
    expect(errorOf(() => parseSdkVersions(text))).toEqual([
      `${file}:${line}: [13].releaseNotesMonth: must match pattern "^20\\d{2}(0[1-9]|1[0-2])$"`,
    ]);
  });
});
