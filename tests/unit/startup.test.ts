import { addModuleOrigins, listRouteChunks } from '../../src/plugins/stagedEntry';
import { describe, expect, it } from 'vitest';
import { chunkNameIndex, createPrefetcher } from '../../src/browserEntry/prefetch';
import { formatDate } from '../../src/lib/formatDate';

/** Just enough of a Document for the prefetcher: elements, fragments and a head. */
function fakeDocument() {
  const head: { rel: string; href: string }[] = [];
  let appends = 0;
  const doc = {
    createElement: () => ({ rel: '', href: '' }),
    createDocumentFragment: () => {
      const childNodes: { rel: string; href: string }[] = [];
      return { childNodes, append: (node: { rel: string; href: string }) => childNodes.push(node) };
    },
    head: {
      append: (fragment: { childNodes: { rel: string; href: string }[] }) => {
        appends += 1;
        head.push(...fragment.childNodes);
      },
    },
  };
  return { doc: doc as unknown as Document, head, appends: () => appends };
}

function setup(options: { budgetMs?: number; constrained?: boolean; clockStep?: number } = {}) {
  const fake = fakeDocument();
  const idle: (() => void)[] = [];
  let clock = 0;
  const chunks: Record<string, string[]> = { '/a': ['c1', 'shared'], '/b': ['c2', 'shared'], '/c': ['merged'] };
  const prefetch = createPrefetcher({
    chunkNames: (path) => chunks[path] ?? [],
    chunkUrl: (name) => (name === 'merged' ? undefined : `/assets/js/${name}.js`),
    doc: fake.doc,
    idle: (callback) => idle.push(callback),
    now: () => (clock += options.clockStep ?? 0),
    budgetMs: options.budgetMs,
    constrained: () => options.constrained ?? false,
  });
  const runIdle = () => idle.splice(0).forEach((callback) => callback());
  return { prefetch, runIdle, idle, ...fake };
}

describe('idle prefetching of linked routes', () => {
  it('does nothing until the browser is idle, then adds one prefetch link per chunk in one insertion', () => {
    const { prefetch, runIdle, head, appends, idle } = setup();
    expect(prefetch('/a')).toBe(false);
    prefetch('/b');
    expect(head).toEqual([]);
    expect(idle).toHaveLength(1);
    runIdle();
    expect(head.map((l) => [l.rel, l.href])).toEqual([
      ['prefetch', '/assets/js/c1.js'],
      ['prefetch', '/assets/js/shared.js'],
      ['prefetch', '/assets/js/c2.js'],
    ]);
    expect(appends()).toBe(1);
  });

  it('asks for a route once and skips chunks the bundler merged away', () => {
    const { prefetch, runIdle, head } = setup();
    prefetch('/a');
    prefetch('/a');
    prefetch('/c');
    runIdle();
    prefetch('/a');
    runIdle();
    expect(head.map((l) => l.href)).toEqual(['/assets/js/c1.js', '/assets/js/shared.js']);
  });

  it('stops when its time budget is spent and carries on in the next idle period', () => {
    const { prefetch, runIdle, head, idle } = setup({ budgetMs: 4, clockStep: 3 });
    prefetch('/a');
    prefetch('/b');
    runIdle();
    expect(head.map((l) => l.href)).toEqual(['/assets/js/c1.js', '/assets/js/shared.js']);
    expect(idle).toHaveLength(1);
    runIdle();
    expect(head.map((l) => l.href)).toContain('/assets/js/c2.js');
  });

  it('prefetches nothing on a constrained connection', () => {
    const { prefetch, runIdle, head, idle } = setup({ constrained: true });
    prefetch('/a');
    runIdle();
    expect(idle).toHaveLength(0);
    expect(head).toEqual([]);
  });

  it('indexes chunk names by route path, without the route hash, nested chunks flattened', () => {
    const flat = (chunks: Record<string, unknown>) => {
      const out: Record<string, string> = {};
      const walk = (o: Record<string, unknown>, prefix: string) => {
        for (const [k, v] of Object.entries(o)) {
          if (v && typeof v === 'object') walk(v as Record<string, unknown>, `${prefix}${k}.`);
          else out[`${prefix}${k}`] = String(v);
        }
      };
      walk(chunks, '');
      return out;
    };
    const index = chunkNameIndex(
      {
        '/app-1a2': { __comp: 'x1', content: 'x2' },
        '/app-9f0': { __comp: 'x3', __context: { plugin: 'x4' } },
        '/app/flows/Flow-Editor-77c': { content: 'x5' },
      },
      flat,
    );
    expect(index.get('/app')).toEqual(['x1', 'x2', 'x3', 'x4']);
    expect(index.get('/app/flows/Flow-Editor')).toEqual(['x5']);
  });
});

describe('last-updated date', () => {
  it('matches the en-US medium date in UTC that the theme printed with Intl', () => {
    const intl = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (const iso of [
      '2026-11-24T23:59:00Z',
      '2025-01-01T00:00:00Z',
      '2024-02-29T12:00:00Z',
      '2025-10-05T08:30:00Z',
    ]) {
      const date = new Date(iso);
      expect(formatDate(date)).toBe(intl.format(date));
    }
  });
});

describe('addModuleOrigins', () => {
  const registry = `export default {
  "5c1a146a": [() => import(/* webpackChunkName: "5c1a146a" */ "@site/api/get-flows.api.mdx"), "@site/api/get-flows.api.mdx", require.resolveWeak("@site/api/get-flows.api.mdx")],
  "4c5e977b": [() => import(/* webpackChunkName: "4c5e977b" */ "@theme/ApiItem"), "@theme/ApiItem", require.resolveWeak("@theme/ApiItem")],
  "0e384e19": [() => import(/* webpackChunkName: "0e384e19" */ "@site/docs/intro.mdx"), "@site/docs/intro.mdx", require.resolveWeak("@site/docs/intro.mdx")],
};`;
  const manifest = {
    entrypoints: ['main'],
    origins: { main: ['4014', '9783'], '4c5e977b': ['1242', '4214', '2'], '5c1a146a': ['70'] },
    assets: {
      '2': { js: [{ file: 'assets/js/4c5e977b.9ae7e547.js' }] },
      '70': { js: [{ file: 'assets/js/5c1a146a.12ab34cd.js' }] },
      '1242': { js: [{ file: 'assets/js/1242.ee9147df.js' }] },
    },
  };

  it('gives each registry module the chunks its chunk loads with', () => {
    const { origins } = addModuleOrigins(manifest, registry);
    expect(origins['@site/api/get-flows.api.mdx']).toEqual(['70']);
    expect(origins['@theme/ApiItem']).toEqual(['1242', '4214', '2']);
    expect(origins.main).toEqual(['4014', '9783']);
  });

  it('leaves out modules whose chunk the manifest does not list', () => {
    expect(addModuleOrigins(manifest, registry).origins['@site/docs/intro.mdx']).toBeUndefined();
  });

  it('fails the build when the registry no longer has the format it reads', () => {
    expect(() => addModuleOrigins(manifest, 'export default { "5c1a146a": {} };')).toThrow(/registry\.js/);
  });
});

describe('listRouteChunks', () => {
  const page =
    '<head><link rel=stylesheet href=/assets/css/styles.1.css /><script src=/assets/js/runtime~main.754c0e37.js defer></script>' +
    '<script src=/assets/js/main.575e3665.js defer></script><script src=/assets/js/5e95c892.5114c5da.js defer></script>' +
    '<script src="/assets/js/1242.ab055089.js" defer></script></head><body><script>var x=1</script></body>';

  it('keeps the entry scripts and lists the route chunks as JSON in their place', () => {
    const html = listRouteChunks(page);
    expect(html).toContain('<script src=/assets/js/runtime~main.754c0e37.js defer></script>');
    expect(html).toContain('<script src=/assets/js/main.575e3665.js defer></script>');
    expect(html).not.toContain('5e95c892.5114c5da.js defer');
    expect(html).toContain(
      '<script src=/assets/js/main.575e3665.js defer></script><script type="application/json" id="lw-route-chunks">["/assets/js/5e95c892.5114c5da.js","/assets/js/1242.ab055089.js"]</script></head>',
    );
    expect(html).toContain('<script>var x=1</script>');
  });

  it('leaves a page without route chunks as it is', () => {
    const plain = '<script src=/assets/js/main.575e3665.js defer></script>';
    expect(listRouteChunks(plain)).toBe(plain);
  });
});

describe('evaluating the route chunks in slices', () => {
  async function run(modules: Record<string, Record<string, () => void>>, budgetMs = 8) {
    const { evaluateLoadedChunks } = await import('../../src/browserEntry/slices');
    const required: string[] = [];
    let clock = 0;
    const g = globalThis as Record<string, unknown>;
    g.self = globalThis;
    g.webpackChunktest_site = [
      [['main'], { m1: () => {} }, () => {}], // an entry chunk: left alone
      ...Object.entries(modules).map(([id, factories]) => [[id], factories]),
    ];
    g.__webpack_require__ = (id: string) => {
      required.push(id);
      clock += 5; // each module takes 5 ms
      const factory = Object.values(modules).find((m) => id in m)?.[id];
      factory?.();
    };
    let yields = 0;
    const count = await evaluateLoadedChunks(
      async () => {
        yields += 1;
      },
      budgetMs,
      () => clock,
    );
    delete g.webpackChunktest_site;
    delete g.__webpack_require__;
    return { required, yields, count };
  }

  it('requires every module of the loaded route chunks, not those of the entry chunk', async () => {
    const { required, count } = await run({ a: { 1: () => {}, 2: () => {} }, b: { 3: () => {} } });
    expect(required).toEqual(['1', '2', '3']);
    expect(count).toBe(3);
  });

  it('yields to the browser each time a slice has used its budget', async () => {
    const modules = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i), () => {}]));
    const { yields } = await run({ a: modules }, 8);
    expect(yields).toBe(5); // two 5 ms modules per 8 ms slice
  });

  it('goes on past a module that throws (its own require reports it later)', async () => {
    const { required } = await run({
      a: {
        1: () => {
          throw new Error('broken module');
        },
        2: () => {},
      },
    });
    expect(required).toEqual(['1', '2']);
  });
});
