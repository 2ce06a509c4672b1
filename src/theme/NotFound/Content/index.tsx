import Head from '@docusaurus/Head';
import type { WrapperProps } from '@docusaurus/types';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';

type Props = WrapperProps<typeof ContentType>;

/**
 * The not-found page with `noindex`: hosts serve it for every unknown address, so a search engine
 * that follows a mistyped link would otherwise index it as a page of the site.
 */
export default function NotFoundContent(props: Props) {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <Content {...props} />
    </>
  );
}
