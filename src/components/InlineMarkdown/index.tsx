/**
 * Short Markdown from a data source (code spans, bold, italics, links) rendered inline, with the
 * site's one inline-Markdown parser (src/lib/simpleMarkdown.ts): the SDK reference, the agent version
 * history and the OpenAPI theme's descriptions (src/theme/Markdown) all go through it.
 */
import React, { Fragment, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { parseSimpleMarkdown, type MdNode } from '@site/src/lib/simpleMarkdown';

const docusaurusLink = (href: string, children: ReactNode) => <Link to={href}>{children}</Link>;

/** Parsed Markdown as React elements; links become Docusaurus links unless `link` says otherwise. */
export function renderNodes(
  nodes: MdNode[],
  link: (href: string, children: ReactNode) => ReactNode = docusaurusLink,
): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return <Fragment key={i}>{node}</Fragment>;
    const children = renderNodes(node.children, link);
    if (node.type === 'a') return <Fragment key={i}>{link(node.href, children)}</Fragment>;
    const Tag = node.type;
    return <Tag key={i}>{children}</Tag>;
  });
}

/**
 * One line of Markdown without the paragraph around it. Text the parser does not handle (a heading,
 * HTML) is a mistake in the data: it fails the build naming `source`.
 */
export default function InlineMarkdown({ text, source }: { text: string; source: string }): ReactNode {
  const nodes = parseSimpleMarkdown(text);
  if (!nodes) throw new Error(`${source}: unsupported Markdown in "${text}"`);
  const inner = nodes.length === 1 && typeof nodes[0] !== 'string' && nodes[0].type === 'p' ? nodes[0].children : nodes;
  return <>{renderNodes(inner)}</>;
}
