/** Wraps the classic tags list page to give it a meta description, as every other page has. */
import React, { type ReactNode } from 'react';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';

type Props = WrapperProps<typeof DocTagsListPageType>;

export default function DocTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta
          name="description"
          content="Every tag of the Labwire documentation, from administration to visualization, with the pages that carry it."
        />
      </Head>
      <DocTagsListPage {...props} />
    </>
  );
}
