/**
 * The OpenAPI theme's Markdown (descriptions of parameters, properties and responses), rendered by
 * src/lib/simpleMarkdown.ts when the text uses only what that parser handles, which is every
 * description of our openapi.yaml. Anything else (a heading, HTML, an admonition...) goes to the
 * theme's own component, react-markdown with GFM, loaded on first use: the API pages no longer
 * evaluate react-markdown and its parsers, nor spend a long task on each description.
 * Links to other pages are Docusaurus links (client-side navigation).
 */
import React, { Fragment, Suspense, lazy, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { parseSimpleMarkdown, type MdNode } from '@site/src/lib/simpleMarkdown';

const FullMarkdown = lazy(() => import(/* webpackChunkName: "openapi-markdown" */ '@theme-original/Markdown'));

export function renderNodes(nodes: MdNode[], link: (href: string, children: ReactNode) => ReactNode): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return <Fragment key={i}>{node}</Fragment>;
    const children = renderNodes(node.children, link);
    if (node.type === 'a') return <Fragment key={i}>{link(node.href, children)}</Fragment>;
    const Tag = node.type;
    return <Tag key={i}>{children}</Tag>;
  });
}

const docusaurusLink = (href: string, children: ReactNode) => <Link to={href}>{children}</Link>;

export default function Markdown({ children }: { children?: ReactNode }): ReactNode {
  if (children === undefined || children === null || children === '') return null;
  const nodes = typeof children === 'string' ? parseSimpleMarkdown(children) : null;
  if (nodes) return <>{renderNodes(nodes, docusaurusLink)}</>;
  return (
    <Suspense fallback={null}>
      <FullMarkdown>{children}</FullMarkdown>
    </Suspense>
  );
}
