/** Wraps the doc content (Markdown and API pages alike) to tell its title where the page's Markdown copy is. */
import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { PageMarkdownContext, markdownUrlOf } from '@site/src/components/PageActions/context';

export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const { metadata } = useDoc();
  return (
    <PageMarkdownContext.Provider value={markdownUrlOf(metadata.permalink)}>
      <Content {...props} />
    </PageMarkdownContext.Provider>
  );
}
