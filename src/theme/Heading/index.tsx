/** Wraps Heading: a doc page's title (h1) gets the copy-page menu beside it. */
import React, { useContext, type ReactNode } from 'react';
import Heading from '@theme-original/Heading';
import type { Props } from '@theme/Heading';
import PageActions from '@site/src/components/PageActions';
import { PageMarkdownContext } from '@site/src/components/PageActions/context';

export default function HeadingWrapper(props: Props): ReactNode {
  const markdownUrl = useContext(PageMarkdownContext);
  if (props.as !== 'h1' || !markdownUrl) return <Heading {...props} />;
  return (
    <div className="lw-title-row">
      <Heading {...props} />
      <PageActions markdownUrl={markdownUrl} />
    </div>
  );
}
