import { describe, expect, it } from 'vitest';
import { assess, probe } from '../../scripts/audit.mjs';

const counts = (high: number, critical: number) => ({
  vulnerabilities: { info: 0, low: 1, moderate: 2, high, critical, total: 3 + high + critical },
});
const advisory = (id: string, severity: string) => ({
  source: 1,
  name: 'left-pad',
  title: 'Prototype pollution',
  url: `https://github.com/advisories/${id}`,
  severity,
});

describe('npm audit gate', () => {
  it('passes with only low and moderate advisories', () => {
    const report = {
      metadata: counts(0, 0),
      vulnerabilities: { a: { name: 'a', via: [advisory('GHSA-1', 'moderate')] } },
    };
    expect(assess(report).status).toBe('ok');
  });

  it('fails on a high or critical advisory and names it', () => {
    const report = {
      metadata: counts(1, 0),
      vulnerabilities: {
        'left-pad': { name: 'left-pad', via: [advisory('GHSA-xxxx-yyyy-zzzz', 'high'), 'other-pkg'] },
      },
    };
    const result = assess(report);
    expect(result.status).toBe('fail');
    expect(result.open).toEqual([
      { pkg: 'left-pad', id: 'GHSA-xxxx-yyyy-zzzz', severity: 'high', title: 'Prototype pollution' },
    ]);
  });

  it('passes when every serious advisory is accepted', () => {
    const report = {
      metadata: counts(0, 1),
      vulnerabilities: { 'left-pad': { name: 'left-pad', via: [advisory('GHSA-abcd', 'critical')] } },
    };
    expect(assess(report, new Set(['GHSA-abcd'])).status).toBe('ok');
  });

  it('reports an unreachable advisory service instead of a clean result', () => {
    const result = assess({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(result.status).toBe('unreachable');
    expect(result.summary).toContain('405');
  });
});

describe('advisory service probe (.ci/run)', () => {
  async function serve(status: number): Promise<{ url: string; close: () => void }> {
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      res.statusCode = req.method === 'POST' && req.url === '/-/npm/v1/security/advisories/bulk' ? status : 404;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
  }

  it('calls a registry that answers the bulk advisory endpoint reachable', async () => {
    const registry = await serve(200);
    expect(await probe(`${registry.url}/`)).toEqual({ reachable: true, why: 'HTTP 200' });
    registry.close();
  });

  it('calls a registry that refuses the endpoint, or no registry at all, unreachable and says why', async () => {
    const registry = await serve(405);
    expect(await probe(registry.url)).toEqual({ reachable: false, why: 'HTTP 405 Method Not Allowed' });
    registry.close();
    expect(await probe(registry.url)).toEqual({ reachable: false, why: 'ECONNREFUSED' });
  });
});
