/**
 * Wraps the classic DocItem/Metadata to add the page's search category (see src/plugins/search/searchCategory.ts)
 * and a link to the page's Markdown copy (src/plugins/markdownCopies).
 */
import React, { type ReactNode } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import useRouteContext from '@docusaurus/useRouteContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { searchCategoryOf } from '@site/src/plugins/search/searchCategory';
import { markdownUrlOf } from '@site/src/components/PageActions/context';

export default function MetadataWrapper(): ReactNode {
  const { plugin } = useRouteContext();
  const { metadata } = useDoc();
  return (
    <>
      <Metadata />
      <Head>
        <meta name="docsearch:category" content={searchCategoryOf(plugin.id)} />
        <link rel="alternate" type="text/markdown" href={markdownUrlOf(metadata.permalink)} />
      </Head>
    </>
  );
}
