import React, { useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { codeLabel, nodeCategories, nodeRoute, portKinds } from '@site/src/sources/nodeFormat';
import {
  ANY,
  NO_INTEGRATION,
  countLabel,
  filterNodes,
  initialFilters,
  initialSort,
  nextSort,
  sortNodes,
  type CatalogFilters,
  type CatalogNode,
  type CatalogSort,
  type SortKey,
} from './catalogModel';
import type { NodeCatalogView } from './buildData';
import styles from './styles.module.css';

interface SelectFilterProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function SelectFilter({ label, value, options, onChange }: SelectFilterProps): ReactNode {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.control}
        value={value}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
      >
        <option value={ANY}>All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function SortableHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  sort: CatalogSort;
  onSort: (key: SortKey) => void;
}): ReactNode {
  const active = sort.key === sortKey;
  const indicator = active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕';
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(sortKey)}>
        {label}
        <span className={styles.sortIndicator} aria-hidden="true">
          {indicator}
        </span>
      </button>
    </th>
  );
}

function Kinds({ ports }: { ports: CatalogNode['inputs'] }): ReactNode {
  const kinds = [...new Set(ports.map((port) => port.kind))];
  if (kinds.length === 0) {
    return <span className={styles.none}>none</span>;
  }
  return (
    <ul className={styles.kinds}>
      {kinds.map((kind) => (
        <li key={kind} className={styles.kind}>
          {kind}
        </li>
      ))}
    </ul>
  );
}

function Row({ node }: { node: CatalogNode }): ReactNode {
  return (
    <tr data-node-id={node.id}>
      <th scope="row" className={styles.nameCell}>
        <Link to={nodeRoute(node)}>{node.name}</Link>
      </th>
      <td>{node.category}</td>
      <td>{node.summary}</td>
      <td>
        <Kinds ports={node.inputs} />
      </td>
      <td>
        <Kinds ports={node.outputs} />
      </td>
      <td>{codeLabel(node.code)}</td>
      <td>{node.integration ?? <span className={styles.none}>none</span>}</td>
    </tr>
  );
}

const categoryOptions = nodeCategories.map((category) => ({ value: category.name, label: category.name }));
const kindOptions = portKinds.map((kind) => ({ value: kind, label: kind }));
const integrationOptions = (integrations: readonly string[]) => [
  ...integrations.map((name) => ({ value: name, label: name })),
  { value: NO_INTEGRATION, label: 'None (no third-party system)' },
];

/**
 * Every node of the catalog in one table, with filters (category, input kind, output kind,
 * integration, free text) and sortable columns. The first render shows every node in the default
 * order, so the static HTML holds the complete table before hydration.
 */
export default function NodeCatalog({ data }: { data?: NodeCatalogView }): ReactNode {
  if (!data) {
    throw new Error('<NodeCatalog>: no data prop; it is added at build time by src/remark/componentData.ts');
  }
  const { nodes } = data;
  const [filters, setFilters] = useState<CatalogFilters>(initialFilters);
  const [sort, setSort] = useState<CatalogSort>(initialSort);
  const textId = useId();
  const countId = useId();

  const rows = useMemo(() => sortNodes(filterNodes(nodes, filters), sort), [nodes, filters, sort]);
  const filtered = JSON.stringify(filters) !== JSON.stringify(initialFilters);

  const update = (key: keyof CatalogFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [key]: value }));
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));

  return (
    <div className={styles.catalog}>
      {/* Filters apply as they change, so there is nothing to submit: a search landmark, not a form. */}
      <div className={styles.filters} role="search" aria-label="Filter nodes">
        <div className={styles.filter}>
          <label htmlFor={textId} className={styles.label}>
            Search
          </label>
          <input
            id={textId}
            type="search"
            className={styles.control}
            placeholder="Name, format, parameter…"
            value={filters.text}
            aria-describedby={countId}
            onChange={(e: ChangeEvent<HTMLInputElement>) => update('text')(e.target.value)}
          />
        </div>
        <SelectFilter
          label="Category"
          value={filters.category}
          options={categoryOptions}
          onChange={update('category')}
        />
        <SelectFilter
          label="Input kind"
          value={filters.inputKind}
          options={kindOptions}
          onChange={update('inputKind')}
        />
        <SelectFilter
          label="Output kind"
          value={filters.outputKind}
          options={kindOptions}
          onChange={update('outputKind')}
        />
        <SelectFilter
          label="Integration"
          value={filters.integration}
          options={integrationOptions(data.integrations)}
          onChange={update('integration')}
        />
        <div className={styles.filterActions}>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => setFilters(initialFilters)}
            disabled={!filtered}
          >
            Clear filters
          </button>
        </div>
      </div>
      <p id={countId} className={styles.count} role="status" aria-live="polite" aria-atomic="true">
        {countLabel(rows.length, nodes.length)}
      </p>
      <table className={styles.table} data-testid="node-catalog">
        <caption className={styles.caption}>Nodes you can add to a flow</caption>
        <thead>
          <tr>
            <SortableHeader label="Node" sortKey="name" sort={sort} onSort={onSort} />
            <SortableHeader label="Category" sortKey="category" sort={sort} onSort={onSort} />
            <th scope="col">Summary</th>
            <th scope="col">Inputs</th>
            <th scope="col">Outputs</th>
            <SortableHeader label="Code" sortKey="code" sort={sort} onSort={onSort} />
            <SortableHeader label="Integration" sortKey="integration" sort={sort} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {rows.map((node) => (
            <Row key={node.id} node={node} />
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={7} className={styles.noMatch}>
                No node matches these filters.{' '}
                <button type="button" className={styles.linkButton} onClick={() => setFilters(initialFilters)}>
                  Clear filters
                </button>
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
