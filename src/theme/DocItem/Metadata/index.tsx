/** Wraps the classic DocItem/Metadata to add the page's search category (see src/lib/searchCategory.ts). */
import React, { type ReactNode } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import useRouteContext from '@docusaurus/useRouteContext';
import { searchCategoryOf } from '@site/src/lib/searchCategory';

export default function MetadataWrapper(): ReactNode {
  const { plugin } = useRouteContext();
  return (
    <>
      <Metadata />
      <Head>
        <meta name="docsearch:category" content={searchCategoryOf(plugin.id)} />
      </Head>
    </>
  );
}
