/**
 * The OpenAPI theme's Markdown (descriptions of parameters, properties and responses), rendered by
 * src/lib/simpleMarkdown.ts when the text uses only what that parser handles, which is every
 * description of our openapi.yaml. Anything else (a heading, HTML, an admonition...) goes to the
 * theme's own component, react-markdown with GFM, loaded on first use: the API pages no longer
 * evaluate react-markdown and its parsers, nor spend a long task on each description.
 * Links to other pages are Docusaurus links (client-side navigation).
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
