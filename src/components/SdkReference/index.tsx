/**
 * The SDK reference, rendered from the surface data in the SDK stubs (sdk/stubs).
 *
 * - `<SdkModule name="labwire.lc.lc" />`: a module's full reference, a member index, then every
 *   class, method, function and constant with a stable anchor (its qualified name).
 * - `<SdkSignature name="labwire.Labwire.query" />`: one callable in a compact box, with a link
 *   to its full reference.
 * - `<SdkModuleIndex />`: a table of every module, or of one sidebar category.
 *
 * Every page places the reference under one of its own `##` sections; src/remark/componentData.ts
 * adds the classes, functions and constants `<SdkModule>` renders to the page's table of contents.
 */
import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { anchorId, baseQualifiedName } from '@site/src/sdk/sdkNames';
import { MAX_LINE, signatureText } from '@site/src/sdk/sdkSignature';
import type {
  SdkCallable,
  SdkClass,
  SdkConstant,
  SdkModule as SdkModuleData,
  SdkModuleCategory,
  SdkProperty,
} from '@site/src/sdk/sdkTypes';
import ReferenceTable from '@site/src/components/ReferenceTable';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import type { SdkModuleIndexView, SdkModuleView, SdkSignatureView } from './buildData';
import styles from './styles.module.css';

/* ---------------------------------------------------------------------------------------------
 * Inline text: `code`, **bold**, *italics* and [links](/route) inside descriptions
 * ------------------------------------------------------------------------------------------- */

/** A description from the stubs: inline Markdown, through the site's one parser. */
export function InlineText({ text }: { text: string }): ReactNode {
  return <InlineMarkdown text={text} source="sdk/stubs" />;
}

/* ---------------------------------------------------------------------------------------------
 * Pieces of a callable's reference
 * ------------------------------------------------------------------------------------------- */

function ParamTable({ fn, label }: { fn: SdkCallable; label: string }): ReactNode {
  if (fn.params.length === 0) {
    return <p className={styles.muted}>Takes no arguments.</p>;
  }
  return (
    <ReferenceTable
      wide
      caption={<>Parameters of {label}</>}
      columns={['Parameter', 'Type', 'Default', 'Meaning']}
      rows={fn.params.map((p) => ({
        key: p.name,
        header: <code>{p.name}</code>,
        cells: [
          <code key="type">{p.type}</code>,
          p.default === undefined ? <span className={styles.required}>required</span> : <code>{p.default}</code>,
          <>
            {p.keywordOnly ? <span className={styles.muted}>Keyword only. </span> : null}
            <InlineText text={p.description} />
            <AddedLater version={p.added} />
          </>,
        ],
      }))}
    />
  );
}

function Facts({ fn }: { fn: SdkCallable }): ReactNode {
  return (
    <dl className={styles.facts}>
      {fn.kind === 'constructor' ? null : (
        <>
          <dt>Returns</dt>
          <dd>
            <code>{fn.returns.type}</code>
            {fn.returns.type === 'None' ? null : (
              <>
                {': '}
                <InlineText text={fn.returns.description} />
              </>
            )}
          </dd>
        </>
      )}
      <dt>Raises</dt>
      <dd>
        {fn.raises.length === 0 ? (
          <span className={styles.muted}>Nothing of its own.</span>
        ) : (
          <ul className={styles.raises}>
            {fn.raises.map((r) => (
              <li key={`${r.type}-${r.when}`}>
                <code>{r.type}</code>: <InlineText text={r.when} />
              </li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}

function Notes({ notes }: { notes: readonly string[] | undefined }): ReactNode {
  if (!notes || notes.length === 0) return null;
  return (
    <div className={styles.notes}>
      <p className={styles.notesTitle}>Notes</p>
      <ul>
        {notes.map((n) => (
          <li key={n}>
            <InlineText text={n} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The SDK version that added an entry, under its heading. */
function Added({ version }: { version: string | undefined }): ReactNode {
  return version ? <p className={styles.added}>Added in {version}</p> : null;
}

/** A parameter or attribute that came after its function or class: said after its meaning. */
function AddedLater({ version }: { version: string | undefined }): ReactNode {
  return version ? <span className={styles.muted}> Added in {version}.</span> : null;
}

function Example({ code }: { code: string }): ReactNode {
  return (
    <CodeBlock language="python" title="Example">
      {code}
    </CodeBlock>
  );
}

/** Everything about one callable except its heading. */
function CallableBody({
  fn,
  displayName,
  showExample,
  since,
}: {
  fn: SdkCallable;
  displayName: string;
  showExample: boolean;
  /** The version that added it: its own, else its class's or module's. */
  since: string | undefined;
}): ReactNode {
  return (
    <>
      <Added version={since} />
      <p>
        <InlineText text={fn.summary} />
      </p>
      <CodeBlock language="python">{signatureText(displayName, fn)}</CodeBlock>
      <ParamTable fn={fn} label={`${displayName}()`} />
      <Facts fn={fn} />
      {showExample ? <Example code={fn.example} /> : null}
      <Notes notes={fn.notes} />
    </>
  );
}

const KIND_LABEL: Record<SdkCallable['kind'], string> = {
  function: 'function',
  method: 'method',
  classmethod: 'class method',
  staticmethod: 'static method',
  constructor: 'constructor',
  contextmanager: 'context manager',
};

function Kind({ children }: { children: string }): ReactNode {
  return <span className={styles.kind}>{children}</span>;
}

/* ---------------------------------------------------------------------------------------------
 * Classes, functions, constants
 * ------------------------------------------------------------------------------------------- */

function isException(cls: SdkClass): boolean {
  return cls.name.endsWith('Error');
}

function PropertyTable({ cls, properties }: { cls: SdkClass; properties: readonly SdkProperty[] }): ReactNode {
  if (properties.length === 0) return null;
  return (
    <ReferenceTable
      wide
      caption={<>Attributes of {cls.name}</>}
      columns={['Attribute', 'Type', 'Meaning']}
      rows={properties.map((p) => ({
        key: p.name,
        header: <code>{p.name}</code>,
        cells: [
          <code key="type">{p.type}</code>,
          <span key="meaning">
            <InlineText text={p.description} />
            <AddedLater version={p.added} />
          </span>,
        ],
      }))}
    />
  );
}

function ClassDoc({
  module,
  cls,
  baseHrefs,
}: {
  module: SdkModuleData;
  cls: SdkClass;
  baseHrefs: Record<string, string>;
}): ReactNode {
  const qualified = `${module.name}.${cls.name}`;
  const since = cls.added ?? module.added;
  const origin = isException(cls)
    ? 'Raised by the SDK; catch it by this name.'
    : cls.init
      ? null
      : 'Created by the SDK and handed to your code; you do not construct it.';
  return (
    <section className={styles.member} aria-labelledby={anchorId(qualified)}>
      <Heading as="h3" id={anchorId(qualified)}>
        <code>{cls.name}</code> <Kind>{isException(cls) ? 'exception' : 'class'}</Kind>
      </Heading>
      <Added version={since} />
      <p>
        <InlineText text={cls.summary} />
        {cls.bases && cls.bases.length > 0 ? (
          <>
            {' '}
            Subclass of{' '}
            {cls.bases.map((b, i) => (
              <span key={b}>
                {i > 0 ? ', ' : null}
                <BaseName module={module} name={b} baseHrefs={baseHrefs} />
              </span>
            ))}
            .
          </>
        ) : null}
        {origin ? ` ${origin}` : null}
      </p>
      {cls.init ? <CallableBody fn={cls.init} displayName={cls.name} showExample since={undefined} /> : null}
      <PropertyTable cls={cls} properties={cls.properties} />
      <Notes notes={cls.notes} />
      {cls.methods.map((fn) => {
        const q = `${qualified}.${fn.name}`;
        return (
          <section key={fn.name} className={styles.method} aria-labelledby={anchorId(q)}>
            <Heading as="h4" id={anchorId(q)}>
              <code>
                {cls.name}.{fn.name}()
              </code>{' '}
              <Kind>{KIND_LABEL[fn.kind]}</Kind>
            </Heading>
            <CallableBody fn={fn} displayName={`${cls.name}.${fn.name}`} showExample since={fn.added ?? since} />
          </section>
        );
      })}
    </section>
  );
}

/** A base class name, linked when it is documented in the SDK. */
function BaseName({
  module,
  name,
  baseHrefs,
}: {
  module: SdkModuleData;
  name: string;
  baseHrefs: Record<string, string>;
}): ReactNode {
  const href = baseHrefs[baseQualifiedName(module, name)];
  return href ? (
    <Link to={href}>
      <code>{name}</code>
    </Link>
  ) : (
    <code>{name}</code>
  );
}

function FunctionDoc({ module, fn }: { module: SdkModuleData; fn: SdkCallable }): ReactNode {
  const q = `${module.name}.${fn.name}`;
  return (
    <section className={styles.member} aria-labelledby={anchorId(q)}>
      <Heading as="h3" id={anchorId(q)}>
        <code>{fn.name}()</code> <Kind>{KIND_LABEL[fn.kind]}</Kind>
      </Heading>
      <CallableBody fn={fn} displayName={fn.name} showExample since={fn.added ?? module.added} />
    </section>
  );
}

function ConstantsDoc({ module, constants }: { module: SdkModuleData; constants: readonly SdkConstant[] }): ReactNode {
  // Each constant's row is a link target; tell the broken-anchor check it exists, as <Heading> does for headings.
  const brokenLinks = useBrokenLinks();
  if (constants.length === 0) return null;
  for (const k of constants) brokenLinks.collectAnchor(anchorId(`${module.name}.${k.name}`));
  const id = anchorId(`${module.name}.constants`);
  return (
    <section className={styles.member} aria-labelledby={id}>
      <Heading as="h3" id={id}>
        Constants
      </Heading>
      <ReferenceTable
        wide
        caption={<>Constants of {module.name}</>}
        columns={['Name', 'Type', { label: 'Value', cellClassName: styles.value }, 'Meaning']}
        rows={constants.map((k) => ({
          key: k.name,
          id: anchorId(`${module.name}.${k.name}`),
          header: <code>{k.name}</code>,
          cells: [
            <code key="type">{k.type}</code>,
            <code key="value">{k.value}</code>,
            <InlineText key="meaning" text={k.description} />,
          ],
        }))}
      />
    </section>
  );
}

/* ---------------------------------------------------------------------------------------------
 * Member index of a module
 * ------------------------------------------------------------------------------------------- */

interface IndexRow {
  id: string;
  label: string;
  kind: string;
  summary: string;
}

function indexRows(module: SdkModuleData): IndexRow[] {
  const rows: IndexRow[] = [];
  for (const cls of module.classes) {
    rows.push({
      id: anchorId(`${module.name}.${cls.name}`),
      label: cls.name,
      kind: isException(cls) ? 'exception' : 'class',
      summary: cls.summary,
    });
    for (const fn of cls.methods) {
      rows.push({
        id: anchorId(`${module.name}.${cls.name}.${fn.name}`),
        label: `${cls.name}.${fn.name}()`,
        kind: KIND_LABEL[fn.kind],
        summary: fn.summary,
      });
    }
  }
  for (const fn of module.functions) {
    rows.push({
      id: anchorId(`${module.name}.${fn.name}`),
      label: `${fn.name}()`,
      kind: KIND_LABEL[fn.kind],
      summary: fn.summary,
    });
  }
  for (const k of module.constants) {
    rows.push({ id: anchorId(`${module.name}.${k.name}`), label: k.name, kind: 'constant', summary: k.description });
  }
  return rows;
}

function MemberIndex({ module }: { module: SdkModuleData }): ReactNode {
  return (
    <ReferenceTable
      wide
      caption={
        <>
          Members of <code>{module.name}</code>
        </>
      }
      columns={['Name', 'Kind', 'Summary']}
      rows={indexRows(module).map((row) => ({
        key: row.id,
        header: (
          <Link to={`#${row.id}`}>
            <code>{row.label}</code>
          </Link>
        ),
        cells: [row.kind, <InlineText key="summary" text={row.summary} />],
      }))}
    />
  );
}

/* ---------------------------------------------------------------------------------------------
 * Exported components
 * ------------------------------------------------------------------------------------------- */

/** The build adds each component's data (src/remark/componentData.ts); without it, say so. */
function requireData<T>(component: string, name: string | undefined, data: T | undefined): T {
  if (data === undefined) {
    throw new Error(
      `<${component}${name ? ` name="${name}"` : ''}>: no data prop; it is added at build time by src/remark/componentData.ts`,
    );
  }
  return data;
}

/** The import statement of every public name of a module, wrapped like Black would wrap it. */
export function importText(module: SdkModuleData): string {
  const names = [
    ...module.classes.map((c) => c.name),
    ...module.functions.map((f) => f.name),
    ...module.constants.map((k) => k.name),
  ];
  if (names.length === 0) return `import ${module.name}`;
  const oneLine = `from ${module.name} import ${names.join(', ')}`;
  return oneLine.length <= MAX_LINE
    ? oneLine
    : `from ${module.name} import (\n${names.map((n) => `    ${n},`).join('\n')}\n)`;
}

/** The full reference of one module: member index, classes, functions and constants. */
export function SdkModule({ name, data }: { name: string; data?: SdkModuleView }): ReactNode {
  const { module, baseHrefs } = requireData('SdkModule', name, data);
  return (
    <div className={styles.reference}>
      <p className={styles.import}>
        <InlineText text={module.summary} />
      </p>
      <Added version={module.added} />
      <CodeBlock language="python">{importText(module)}</CodeBlock>
      <MemberIndex module={module} />
      {module.classes.map((cls) => (
        <ClassDoc key={cls.name} module={module} cls={cls} baseHrefs={baseHrefs} />
      ))}
      {module.functions.map((fn) => (
        <FunctionDoc key={fn.name} module={module} fn={fn} />
      ))}
      <ConstantsDoc module={module} constants={module.constants} />
    </div>
  );
}

/**
 * One callable in a compact box: a function (`labwire.lc.lc.find_peaks`), a method
 * (`labwire.Labwire.query`) or the constructor of a class (`labwire.NodeReturn`).
 */
export function SdkSignature({
  name,
  example = false,
  data,
}: {
  name: string;
  example?: boolean;
  data?: SdkSignatureView;
}): ReactNode {
  const { fn, displayName, href, since } = requireData('SdkSignature', name, data);
  return (
    <div className={styles.signatureBox} role="group" aria-label={`Reference of ${displayName}`}>
      <CallableBody fn={fn} displayName={displayName} showExample={example} since={since} />
      {href ? (
        <p className={styles.fullReference}>
          <Link to={href}>
            Full reference of <code>{displayName}</code>
          </Link>
        </p>
      ) : null}
    </div>
  );
}

const CATEGORY_LABEL: Record<SdkModuleCategory, string> = {
  guide: 'Guide',
  core: 'Core',
  integration: 'Integrations',
  analysis: 'Analysis modules',
};

/** A table of the SDK modules, all or one sidebar category, linking to their pages. */
export function SdkModuleIndex({
  category,
  data,
}: {
  category?: SdkModuleCategory;
  data?: SdkModuleIndexView;
}): ReactNode {
  const modules = requireData('SdkModuleIndex', undefined, data);
  return (
    <ReferenceTable
      wide
      caption={category ? `${CATEGORY_LABEL[category]} modules of the SDK` : 'Modules of the SDK'}
      columns={category ? ['Module', 'What it is for'] : ['Module', 'Group', 'What it is for']}
      rows={modules.map((m) => ({
        key: m.name,
        header: (
          <Link to={m.page}>
            <code>{m.name}</code>
          </Link>
        ),
        cells: [...(category ? [] : [CATEGORY_LABEL[m.category]]), <InlineText key="summary" text={m.summary} />],
      }))}
    />
  );
}
