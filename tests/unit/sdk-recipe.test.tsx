/**
 * The contributing guide's recipe "Add an SDK function", tried: its example stub function is added
 * to the stub of labwire.lc.lc, read by the stub reader the build uses, and rendered by the
 * reference component of the module's page; the function must appear with its signature,
 * parameters, return type, exception, example, version and table-of-contents entry.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SdkModule } from '../../src/components/SdkReference';
import { sdkModuleToc } from '../../src/components/SdkReference/buildData';
import { parseStubs, stubRoot } from '../../src/sdk/stubReader.mjs';
import type { SdkModule as SdkModuleData } from '../../src/sdk/sdkTypes';
import { blocksOf, ROOT } from './pythonSamples';

const GUIDE = 'src/pages/contributing.md';

/** The stub function the recipe shows: the Python block of its section. */
function recipeFunction(): string {
  const text = readFileSync(join(ROOT, GUIDE), 'utf8');
  const section = text.slice(
    text.indexOf('## Add an SDK function'),
    text.indexOf('\n## ', text.indexOf('## Add an SDK function') + 5),
  );
  const [block] = blocksOf(GUIDE, section);
  if (!block) throw new Error(`${GUIDE}: the section "Add an SDK function" has no Python block`);
  return block.code;
}

describe('the contributing recipe "Add an SDK function"', () => {
  it('puts the fixture function on its module page', async () => {
    const file = join(stubRoot, 'labwire', 'lc', 'lc.pyi');
    const stub = `${readFileSync(file, 'utf8')}\n\n${recipeFunction()}\n`;
    const modules = (await parseStubs(stubRoot, { overrides: { [file]: stub } })) as SdkModuleData[];
    const module = modules.find((m) => m.name === 'labwire.lc.lc');
    const fn = module?.functions.find((f) => f.name === 'count_peaks');
    expect(fn).toMatchObject({
      params: [
        { name: 'times_min', type: 'numpy.ndarray' },
        { name: 'signal', type: 'numpy.ndarray' },
        { name: 'min_height', type: 'float', default: '0.0', description: 'Smallest apex height, in detector units.' },
      ],
      returns: { type: 'int', description: 'The number of peaks.' },
      raises: [{ type: 'ValueError' }],
      added: '3.9',
    });
    const html = renderToStaticMarkup(<SdkModule name="labwire.lc.lc" data={{ module: module!, baseHrefs: {} }} />);
    expect(html).toContain('id="labwire.lc.lc.count_peaks"');
    expect(html).toContain(
      'count_peaks(\n    times_min: numpy.ndarray,\n    signal: numpy.ndarray,\n    min_height: float = 0.0,\n) -&gt; int',
    );
    expect(html).toContain('Added in 3.9');
    expect(html).toContain('print(f&quot;{n} peaks&quot;)');
    expect(sdkModuleToc(module!)).toContainEqual({
      value: '<code>count_peaks()</code>',
      id: 'labwire.lc.lc.count_peaks',
      level: 3,
    });
  });
});
