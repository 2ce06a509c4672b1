import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { codeLabel, formatParameterValue } from '@site/src/sources/nodeFormat';
import type { NodeParameter, NodePort, OutputTable } from '@site/src/sources/nodeTypes';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import ReferenceTable, { type ReferenceRow } from '@site/src/components/ReferenceTable';
import type { NodeFactsView } from './buildData';
import { sdkLabel } from './sdkLabels';
import styles from './styles.module.css';

export interface NodeFactsProps {
  /** Catalog id of the node, e.g. "File/CSV_Read". */
  id: string;
  /** The node's entry and related links, added at build time by src/remark/componentData.ts. */
  data?: NodeFactsView;
}

/** The line a node page shows instead of an empty table. */
function Empty({ caption, children }: { caption: string; children: string }): ReactNode {
  return (
    <p className={styles.empty}>
      <strong>{caption}:</strong> {children}
    </p>
  );
}

function PortTable({
  caption,
  ports,
  empty,
}: {
  caption: string;
  ports: readonly NodePort[];
  empty: string;
}): ReactNode {
  if (ports.length === 0) {
    return <Empty caption={caption}>{empty}</Empty>;
  }
  return (
    <ReferenceTable
      caption={caption}
      columns={['Kind', 'Name', 'Description']}
      rows={ports.map((port) => ({
        key: `${port.kind}:${port.name}`,
        cells: [
          <span key="kind" className={styles.kind} data-kind={port.kind}>
            {port.kind}
          </span>,
          <code key="name">{port.name}</code>,
          port.description,
        ],
      }))}
    />
  );
}

function parameterType(parameter: NodeParameter): ReactNode {
  if (parameter.type === 'enum' && parameter.options) {
    return (
      <>
        enum:{' '}
        {parameter.options.map((option, i) => (
          <React.Fragment key={option}>
            {i > 0 && ' | '}
            <code>{option}</code>
          </React.Fragment>
        ))}
      </>
    );
  }
  return parameter.type;
}

function ParameterTable({ parameters }: { parameters: readonly NodeParameter[] }): ReactNode {
  if (parameters.length === 0) {
    return <Empty caption="Parameters">this node has no parameters.</Empty>;
  }
  return (
    <ReferenceTable
      caption="Parameters"
      columns={['Name', 'Type', 'Default', 'Required', 'Meaning']}
      rows={parameters.map((parameter) => ({
        key: parameter.name,
        header: <code>{parameter.name}</code>,
        cells: [
          parameterType(parameter),
          parameter.default === null ? (
            <span className={styles.none}>none</span>
          ) : (
            <code>{formatParameterValue(parameter.default)}</code>
          ),
          parameter.required ? 'Yes' : 'No',
          parameter.meaning,
        ],
      }))}
    />
  );
}

const Inline = ({ text }: { text: string }) => <InlineMarkdown text={text} source="src/data/nodes.yaml" />;

/** The columns of one table the node writes, as the catalog declares them. */
function ColumnTable({ table }: { table: OutputTable }): ReactNode {
  return (
    <div data-testid="node-table" data-table={table.name}>
      <ReferenceTable
        caption={
          <>
            Columns of <code>{table.name}</code> (output <code>{table.output}</code>): <Inline text={table.rows} />
          </>
        }
        columns={['Column', 'Type', 'Description']}
        rows={table.columns.map((column) => ({
          key: column.name,
          header: <code>{column.name}</code>,
          cells: [<code key="type">{column.type}</code>, <Inline key="description" text={column.description} />],
        }))}
      />
      {table.moreColumns ? (
        <p className={styles.empty}>
          <strong>Other columns:</strong> <Inline text={table.moreColumns} />
        </p>
      ) : null}
    </div>
  );
}

function LinkList({ items }: { items: readonly { to: string; label: string }[] }): ReactNode {
  if (items.length === 0) {
    return <span className={styles.none}>none</span>;
  }
  return (
    <ul className={styles.inlineList}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to}>{item.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** A row of the summary table: a label and its value. */
function fact(label: string, value: ReactNode): ReferenceRow {
  return { key: label, header: label, cells: [value] };
}

/**
 * The facts of one node, read from the node catalog (src/data/nodes.yaml): a summary table, then
 * its inputs, outputs, the columns of each table it writes, and its parameters. Every node page
 * renders it with its own id.
 */
export default function NodeFacts({ id, data }: NodeFactsProps): ReactNode {
  if (!data) {
    throw new Error(`<NodeFacts id="${id}">: no data prop; it is added at build time by src/remark/componentData.ts`);
  }
  const { node, related } = data;
  return (
    <div className={styles.facts} data-testid="node-facts" data-node-id={node.id}>
      <ReferenceTable
        caption={<>{node.name} at a glance</>}
        rows={[
          fact('Category', <Link to="/nodes/NodeOverview">{node.category}</Link>),
          fact('Summary', node.summary),
          fact('Code', codeLabel(node.code)),
          fact(
            'Entry point',
            node.entryPoint ? (
              <code className={styles.signature}>{node.entryPoint}</code>
            ) : (
              <span className={styles.none}>none: this node runs no Python</span>
            ),
          ),
          fact('Integration', node.integration ?? <span className={styles.none}>none</span>),
          fact(
            'File formats',
            node.fileFormats.length > 0 ? (
              <ul className={styles.inlineList}>
                {node.fileFormats.map((format) => (
                  <li key={format}>
                    <code>{format}</code>
                  </li>
                ))}
              </ul>
            ) : (
              <span className={styles.none}>any, or none</span>
            ),
          ),
          fact('Related nodes', <LinkList items={related} />),
          fact('SDK pages', <LinkList items={node.sdkHelpers.map((to) => ({ to, label: sdkLabel(to) }))} />),
        ]}
      />
      <PortTable
        caption="Inputs"
        ports={node.inputs}
        empty="none; this node starts from its parameters, not from upstream data."
      />
      <PortTable caption="Outputs" ports={node.outputs} empty="none." />
      {node.tables.map((table) => (
        <ColumnTable key={table.output} table={table} />
      ))}
      <ParameterTable parameters={node.parameters} />
    </div>
  );
}
