/**
 * The curl samples of the built API operation pages, as readers see them (the first tab of the
 * request samples), run against the mock API (scripts/mock-api.mjs: Prism serving openapi.yaml
 * with request validation). The sample's server is replaced by the mock's and the console's
 * placeholder key by a key, since the mock answers `Bearer <token>` with the 401 every operation
 * documents. Each must get a 2xx answer, or, for an operation whose sample cannot hold the
 * request's content (a file upload), a status that operation documents.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deref, isNode, openapi } from '../lib/sources';
import { buildDir, readPage, repoRoot } from './buildOutput';

const run = promisify(execFile);
const port = 4200 + (process.pid % 700);
const mock = `http://127.0.0.1:${port}`;

/** Operations whose sample has no body to send (multipart file uploads): any documented status. */
const WITHOUT_CONTENT = new Set(['upload-file']);

function documentedStatuses(operationId: string): string[] {
  for (const item of Object.values(deref(openapi.paths))) {
    for (const op of Object.values(deref(item))) {
      if (isNode(op) && op.operationId === operationId) return Object.keys(deref(op.responses));
    }
  }
  return [];
}

function curlSamples(): { id: string; code: string }[] {
  return readdirSync(join(buildDir, 'api'))
    .filter((f) => f.endsWith('.html'))
    .flatMap((f) => {
      const id = f.replace(/\.html$/, '');
      const $ = load(readPage(`/api/${id}`) ?? '');
      const panel = $('section[aria-labelledby="lw-api-samples-title"] [role="tabpanel"]').first();
      return panel.length ? [{ id, code: panel.find('code').text() }] : [];
    });
}

let server: ChildProcess;

beforeAll(async () => {
  server = spawn('node', ['scripts/mock-api.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, MOCK_API_PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 120; i += 1) {
    const { stdout } = await run('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', `${mock}/flows`]).catch(() => ({
      stdout: '000',
    }));
    if (!['000', '503'].includes(stdout)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the mock API did not start');
}, 90_000);

afterAll(() => {
  if (server.pid) process.kill(-server.pid);
});

describe('curl samples against the mock API', () => {
  const samples = curlSamples();

  it('every operation page has a curl sample', () => {
    expect(samples.length).toBe(
      Object.values(deref(openapi.paths)).flatMap((item) => Object.values(deref(item)).filter(isNode)).length,
    );
  });

  it.each(samples)('$id: the curl sample gets its documented status', async ({ id, code }) => {
    const command = code
      .replace('https://acme.labwire.example/api/v1', mock)
      .replace('Bearer <token>', 'Bearer lw_test_key')
      .replace(/^curl /, `curl -s -o /dev/null -w '%{http_code}' --max-time 20 `);
    expect(command, 'the sample targets the documented server').toContain(mock);
    const { stdout } = await run('bash', ['-c', command]);
    if (WITHOUT_CONTENT.has(id)) expect(documentedStatuses(id)).toContain(stdout);
    else expect(stdout, code).toMatch(/^2\d\d$/);
  });
});
