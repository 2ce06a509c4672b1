/**
 * Wraps the OpenAPI theme's Markdown (descriptions of parameters, properties and responses) of
 * docusaurus-theme-openapi-docs 5.2.0 (lib/theme/Markdown). A text that uses only what
 * src/lib/simpleMarkdown.ts parses, which is every description of our openapi.yaml, is rendered
 * from that parse with the markup the theme's react-markdown set-up gives it
 * (tests/unit/simple-markdown.test.tsx compares the two), links to other pages as Docusaurus links
 * (client-side navigation). Anything else (a heading, HTML, an admonition...) goes to the theme's
 * own component, loaded on first use, so API pages evaluate react-markdown and its parsers only for
 * such a text. When the theme is upgraded, compare its Markdown with this (src/config/overrides.ts).
 */
import React, { Suspense, lazy, type ReactNode } from 'react';
import { parseSimpleMarkdown } from '@site/src/lib/simpleMarkdown';
import { renderNodes } from '@site/src/components/InlineMarkdown';

const FullMarkdown = lazy(() => import(/* webpackChunkName: "openapi-markdown" */ '@theme-original/Markdown'));

export default function Markdown({ children }: { children?: ReactNode }): ReactNode {
  if (children === undefined || children === null || children === '') return null;
  const nodes = typeof children === 'string' ? parseSimpleMarkdown(children) : null;
  if (nodes) return <>{renderNodes(nodes)}</>;
  return (
    <Suspense fallback={null}>
      <FullMarkdown>{children}</FullMarkdown>
    </Suspense>
  );
}
