/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/ErrorPageContent) and rewritten:
 * the original prints the error and its causes as one paragraph joined by "Cause:". This one keeps
 * the same title and "Try again" button and lists each cause on its own line, then tells the
 * reader where to go and how to report the crash.
 */
import React, { type ReactNode } from 'react';
import type { Props } from '@theme/Error';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ErrorDetails from '@site/src/components/ErrorDetails';

export default function ErrorPageContent({ error, tryAgain }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const repository = siteConfig.customFields?.repository as string | undefined;
  return (
    <main className="container margin-vert--xl" data-testid="error-page">
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            This page crashed.
          </Heading>
          <p>
            Something went wrong while showing this page. Trying again often helps; if it does not, the details below
            tell the documentation team what happened.
          </p>
          <div className="margin-vert--lg">
            <button type="button" className="button button--primary" onClick={tryAgain}>
              Try again
            </button>{' '}
            <Link className="button button--secondary margin-left--sm" to="/">
              Documentation home
            </Link>
          </div>
          <hr />
          <ErrorDetails error={error} />
          {repository && (
            <p className="margin-top--md">
              If the problem persists,{' '}
              <Link href={`${repository}/issues`}>report it in the documentation repository</Link> with the address of
              this page and the details above.
            </p>
          )}
        </div>
      </div>
    </main>
  );
}
