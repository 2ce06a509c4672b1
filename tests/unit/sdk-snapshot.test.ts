/**
 * The SDK reference as plain text, compared with its committed snapshot,
 * tests/unit/__snapshots__/sdk-reference.txt: every module, class, function, method, property and
 * constant the reference pages render from the stubs (sdk/stubs), with its signature as the page
 * shows it, its docstring sections and the "Added in" version the page prints. A change to a stub
 * shows in review as a diff of what readers will see; accept an intended one with
 * `npx vitest run --project unit tests/unit/sdk-snapshot.test.ts -u` and commit the snapshot.
 */
import { describe, expect, it } from 'vitest';
import { signatureText } from '../../src/sdk/sdkSignature';
import { sdkModules } from '../../src/sdk/sdkSurface';
import type { SdkCallable, SdkClass, SdkModule } from '../../src/sdk/sdkTypes';

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line) => (line ? by + line : line))
    .join('\n');

/** "added in 3.8" for a version of its own, "added in 2.0 (inherited)" for the one of what holds it. */
function addedText(own: string | undefined, holder: string | undefined): string {
  if (own) return `added in ${own}`;
  return holder ? `added in ${holder} (inherited)` : 'no version';
}

/** A function, method or constructor: its name, its signature as the page shows it, its docstring. */
function callableText(qualifiedName: string, displayName: string, fn: SdkCallable, holder: string | undefined) {
  const lines = [
    `${fn.kind} ${qualifiedName}`,
    indent(signatureText(displayName, fn), '  '),
    `  ${addedText(fn.added, holder)}`,
    `  ${fn.summary}`,
  ];
  for (const p of fn.params) lines.push(`  arg ${p.name}: ${p.description}${p.added ? ` (added in ${p.added})` : ''}`);
  lines.push(`  returns ${fn.returns.type}: ${fn.returns.description}`);
  for (const r of fn.raises) lines.push(`  raises ${r.type}: ${r.when}`);
  for (const n of fn.notes ?? []) lines.push(`  note: ${n}`);
  lines.push('  example:', indent(fn.example, '    '));
  return lines.join('\n');
}

function classText(module: SdkModule, cls: SdkClass): string {
  const q = `${module.name}.${cls.name}`;
  const since = cls.added ?? module.added;
  const bases = cls.bases ? ` (${cls.bases.join(', ')})` : '';
  const parts = [[`class ${q}${bases}`, `  ${addedText(cls.added, module.added)}`, `  ${cls.summary}`].join('\n')];
  if (cls.init) parts.push(callableText(q, cls.name, cls.init, since));
  for (const p of cls.properties) {
    parts.push(
      [`property ${q}.${p.name}: ${p.type}`, `  ${addedText(p.added, since)}`, `  ${p.description}`].join('\n'),
    );
  }
  if (cls.notes) parts.push(cls.notes.map((n) => `note on ${q}: ${n}`).join('\n'));
  for (const fn of cls.methods) parts.push(callableText(`${q}.${fn.name}`, `${cls.name}.${fn.name}`, fn, since));
  return parts.join('\n\n');
}

/** One module's reference as text: the module, then each documented name in the order its page shows them. */
function moduleText(module: SdkModule): string {
  const parts = [
    [
      `module ${module.name}`,
      `  page ${module.page} (${module.category})`,
      `  ${addedText(module.added, undefined)}`,
      `  ${module.summary}`,
    ].join('\n'),
  ];
  for (const cls of module.classes) parts.push(classText(module, cls));
  for (const fn of module.functions) parts.push(callableText(`${module.name}.${fn.name}`, fn.name, fn, module.added));
  for (const k of module.constants) {
    parts.push(
      [
        `constant ${module.name}.${k.name}: ${k.type} = ${k.value}`,
        `  ${addedText(k.added, module.added)}`,
        `  ${k.description}`,
      ].join('\n'),
    );
  }
  return parts.join('\n\n');
}

describe('the SDK reference snapshot', () => {
  it('matches tests/unit/__snapshots__/sdk-reference.txt', async () => {
    const text = `${sdkModules.map(moduleText).join(`\n\n${'='.repeat(100)}\n\n`)}\n`;
    await expect(text).toMatchFileSnapshot('./__snapshots__/sdk-reference.txt');
  });
});
