/**
 * The SDK symbols get_sdk_symbol answers for, derived from the SDK surface in the snapshot (the
 * stubs, as src/sdk/sdkSurface.ts reads them): every module, class, method, function and constant
 * under its qualified name, with its signature, docstring, the version that added it and the
 * anchor of its reference entry.
 */
import { anchorId } from '../sdk/sdkNames';
import { signatureText } from '../sdk/sdkSignature';
import type { SdkCallable, SdkModule } from '../sdk/sdkTypes';
import { LookupError } from './lookup';

export interface SdkSymbol {
  name: string;
  kind: 'module' | 'class' | 'method' | 'function' | 'constant';
  signature: string;
  docstring: string;
  /** The SDK version that added it: its own, else its class's or module's; absent when it came with the SDK. */
  addedIn?: string;
  /** The route of its reference entry, with its anchor. */
  route: string;
}

function callableDoc(fn: SdkCallable): string {
  const parts = [fn.summary];
  if (fn.params.length > 0) {
    parts.push(
      `Args:\n${fn.params
        .map(
          (p) =>
            `  ${p.name} (${p.type}${p.default === undefined ? '' : `, default ${p.default}`}): ${p.description}${p.added ? ` Added in ${p.added}.` : ''}`,
        )
        .join('\n')}`,
    );
  }
  if (fn.kind !== 'constructor') parts.push(`Returns:\n  ${fn.returns.type}: ${fn.returns.description}`);
  if (fn.raises.length > 0) parts.push(`Raises:\n${fn.raises.map((r) => `  ${r.type}: ${r.when}`).join('\n')}`);
  if (fn.example) parts.push(`Examples:\n${fn.example.replace(/^/gm, '  ')}`);
  if (fn.notes?.length) parts.push(`Notes:\n${fn.notes.map((n) => `  - ${n}`).join('\n')}`);
  return parts.join('\n\n');
}

/** Every symbol of the surface by qualified name. */
export function sdkSymbols(modules: readonly SdkModule[]): Map<string, SdkSymbol> {
  const symbols = new Map<string, SdkSymbol>();
  const add = (symbol: Omit<SdkSymbol, 'addedIn'>, addedIn: string | undefined) =>
    symbols.set(symbol.name, addedIn ? { ...symbol, addedIn } : symbol);
  for (const m of modules) {
    const at = (name: string) => `${m.page}#${anchorId(name)}`;
    const members = [
      ...m.classes.map((c) => c.name),
      ...m.functions.map((f) => f.name),
      ...m.constants.map((c) => c.name),
    ];
    add(
      {
        name: m.name,
        kind: 'module',
        signature: `import ${m.name}`,
        docstring: `${m.summary}\n\nMembers: ${members.join(', ')}`,
        route: m.page,
      },
      m.added,
    );
    for (const c of m.classes) {
      const name = `${m.name}.${c.name}`;
      const since = c.added ?? m.added;
      const doc = [
        c.summary,
        c.init ? callableDoc(c.init) : 'Created by the SDK, not by calling the class.',
        c.properties.length > 0
          ? `Properties:\n${c.properties.map((p) => `  ${p.name} (${p.type}): ${p.description}`).join('\n')}`
          : '',
        c.methods.length > 0 ? `Methods: ${c.methods.map((fn) => fn.name).join(', ')}` : '',
        c.notes?.length ? `Notes:\n${c.notes.map((n) => `  - ${n}`).join('\n')}` : '',
      ];
      const bases = c.bases?.length ? `(${c.bases.join(', ')})` : '';
      add(
        {
          name,
          kind: 'class',
          signature: c.init ? signatureText(c.name, c.init) : `class ${c.name}${bases}`,
          docstring: doc.filter(Boolean).join('\n\n'),
          route: at(name),
        },
        since,
      );
      for (const fn of c.methods) {
        const method = `${name}.${fn.name}`;
        add(
          {
            name: method,
            kind: 'method',
            signature: signatureText(`${c.name}.${fn.name}`, fn),
            docstring: callableDoc(fn),
            route: at(method),
          },
          fn.added ?? since,
        );
      }
    }
    for (const fn of m.functions) {
      const name = `${m.name}.${fn.name}`;
      add(
        { name, kind: 'function', signature: signatureText(fn.name, fn), docstring: callableDoc(fn), route: at(name) },
        fn.added ?? m.added,
      );
    }
    for (const k of m.constants) {
      const name = `${m.name}.${k.name}`;
      add(
        {
          name,
          kind: 'constant',
          signature: `${k.name}: ${k.type} = ${k.value}`,
          docstring: k.description,
          route: at(name),
        },
        k.added ?? m.added,
      );
    }
  }
  return symbols;
}

/** A symbol by its qualified name (`labwire.Labwire.query`), or by a name that ends one (`Labwire.query`, `find_peaks`). */
export function findSymbol(symbols: Map<string, SdkSymbol>, name: string): SdkSymbol {
  const wanted = name.trim().replace(/\(\)$/, '');
  const exact = symbols.get(wanted) ?? symbols.get(`labwire.${wanted}`);
  if (exact) return exact;
  const ending = [...symbols.keys()].filter((q) => q.endsWith(`.${wanted}`));
  if (ending.length === 1) return symbols.get(ending[0])!;
  if (ending.length > 1) {
    throw new LookupError(
      `"${name}" names ${ending.length} SDK symbols; ask for one of: ${ending.slice(0, 10).join(', ')}.`,
    );
  }
  const lower = wanted.toLowerCase();
  const near = [...symbols.keys()].filter((q) => q.toLowerCase().includes(lower)).slice(0, 5);
  throw new LookupError(
    `No SDK symbol is named "${name}".` +
      (near.length > 0 ? ` Close ones: ${near.join(', ')}.` : '') +
      ' search_docs with section "sdk" finds symbols by what they do.',
  );
}
