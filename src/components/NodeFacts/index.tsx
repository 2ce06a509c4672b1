import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { codeLabel, formatParameterValue } from '@site/src/data/nodeFormat';
import type { NodeParameter, NodePort } from '@site/src/data/nodes';
import type { NodeFactsView } from './view';
import { sdkLabel } from './sdkLabels';
import styles from './styles.module.css';

export interface NodeFactsProps {
  /** Catalog id of the node, e.g. "File/CSV_Read". */
  id: string;
  /** The node's entry and related links, added at build time by src/plugins/remarkCatalogData.ts. */
  data?: NodeFactsView;
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
    return (
      <p className={styles.empty}>
        <strong>{caption}:</strong> {empty}
      </p>
    );
  }
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Kind</th>
          <th scope="col">Name</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {ports.map((port) => (
          <tr key={`${port.kind}:${port.name}`}>
            <td>
              <span className={styles.kind} data-kind={port.kind}>
                {port.kind}
              </span>
            </td>
            <td>
              <code>{port.name}</code>
            </td>
            <td>{port.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
    return (
      <p className={styles.empty}>
        <strong>Parameters:</strong> this node has no parameters.
      </p>
    );
  }
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Parameters</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Required</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((parameter) => (
          <tr key={parameter.name}>
            <th scope="row" className={styles.rowHeader}>
              <code>{parameter.name}</code>
            </th>
            <td>{parameterType(parameter)}</td>
            <td>
              {parameter.default === null ? (
                <span className={styles.none}>none</span>
              ) : (
                <code>{formatParameterValue(parameter.default)}</code>
              )}
            </td>
            <td>{parameter.required ? 'Yes' : 'No'}</td>
            <td>{parameter.meaning}</td>
          </tr>
        ))}
      </tbody>
    </table>
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

/**
 * The facts of one node, read from the node catalog (src/data/nodes.ts): a summary table, then
 * its inputs, outputs and parameters. Every node page renders it with its own id.
 */
export default function NodeFacts({ id, data }: NodeFactsProps): ReactNode {
  if (!data) {
    throw new Error(
      `<NodeFacts id="${id}">: no data prop; it is added at build time by src/plugins/remarkCatalogData.ts`,
    );
  }
  const { node, related } = data;
  return (
    <div className={styles.facts} data-testid="node-facts" data-node-id={node.id}>
      <table className={styles.table}>
        <caption className={styles.caption}>{node.name} at a glance</caption>
        <tbody>
          <tr>
            <th scope="row" className={styles.rowHeader}>
              Category
            </th>
            <td>
              <Link to="/nodes/NodeOverview">{node.category}</Link>
            </td>
          </tr>
          <tr>
            <th scope="row" className={styles.rowHeader}>
              Summary
            </th>
            <td>{node.summary}</td>
          </tr>
          <tr>
            <th scope="row" className={styles.rowHeader}>
              Code
            </th>
            <td>{codeLabel(node.code)}</td>
          </tr>
          <tr>
            <th scope="row" className={styles.rowHeader}>
              Entry point
            </th>
            <td>
              {node.entryPoint ? (
                <code className={styles.signature}>{node.entryPoint}</code>
              ) : (
                <span className={styles.none}>none: this node runs no Python</span>
              )}
            </td>
          </tr>
          <tr>
            <th scope="row" className={styles.rowHeader}>
              Integration
            </th>
            <td>{node.integration ?? <span className={styles.none}>none</span>}</td>
          </tr>
          <tr>
            <th scope="row" className={styles.rowHeader}>
              File formats
            </th>
            <td>
              {node.fileFormats.length > 0 ? (
                <ul className={styles.inlineList}>
                  {node.fileFormats.map((format) => (
                    <li key={format}>
                      <code>{format}</code>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className={styles.none}>any, or none</span>
              )}
            </td>
          </tr>
          <tr>
            <th scope="row" className={styles.rowHeader}>
              Related nodes
            </th>
            <td>
              <LinkList items={related} />
            </td>
          </tr>
          <tr>
            <th scope="row" className={styles.rowHeader}>
              SDK pages
            </th>
            <td>
              <LinkList items={node.sdkHelpers.map((to) => ({ to, label: sdkLabel(to) }))} />
            </td>
          </tr>
        </tbody>
      </table>
      <PortTable
        caption="Inputs"
        ports={node.inputs}
        empty="none; this node starts from its parameters, not from upstream data."
      />
      <PortTable caption="Outputs" ports={node.outputs} empty="none." />
      <ParameterTable parameters={node.parameters} />
    </div>
  );
}
