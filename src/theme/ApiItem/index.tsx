/**
 * The OpenAPI theme's ApiItem, plus its stylesheet: importing it here (and not as a global client
 * module, see src/plugins/openapiTheme) keeps it off every non-API page. The theme's
 * tab-scrolling arrows are icon buttons without a name (WCAG 4.1.2); they get one here.
 *
 * Operation pages are rendered here rather than by the original, whose right column is browser-only
 * (the explorer): that column now starts with the request samples and example responses written at
 * build time (the page's `labwireSamples` export, src/components/ApiSamples), rendered on the server,
 * and then the on-demand explorer. The rest of that branch, the explorer's Redux store and its
 * initial state, is the one of docusaurus-theme-openapi-docs 5.2.0 (lib/theme/ApiItem/index.js),
 * with parameter values from src/lib/apiPrefill.ts, the same as the samples'. Compare it with the
 * upstream file when the theme is upgraded. Schema and plain pages go to the original.
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import React, { useEffect, useMemo, type ComponentProps, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { DocProvider } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ApiItem from '@theme-original/ApiItem';
import ApiExplorer from '@site/src/theme/ApiExplorer';
import { createAuth } from '@theme/ApiExplorer/Authorization/slice';
import { createPersistenceMiddleware } from '@theme/ApiExplorer/persistenceMiddleware';
import { createStorage } from '@theme/ApiExplorer/storage-utils';
import Layout from '@theme/ApiItem/Layout';
import Metadata from '@theme/DocItem/Metadata';
import { SchemaExpansionProvider } from '@theme/SchemaExpansion';
import SkeletonLoader from '@theme/SkeletonLoader';
import { createStoreWithState, createStoreWithoutState } from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/store';
import { ungzip } from 'pako';
import { Provider } from 'react-redux';
import ApiSamples, { type OperationSamples } from '@site/src/components/ApiSamples';
import { prefillValue, type PrefillParam } from '@site/src/lib/apiPrefill';

type Props = ComponentProps<typeof ApiItem>;
type Param = PrefillParam & { readonly in: 'path' | 'query' | 'header' | 'cookie' };
type Operation = {
  parameters?: Param[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  servers?: { url: string }[];
  security?: unknown;
  securitySchemes?: unknown;
} & Record<string, unknown>;

export function nameTabArrows(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow:not([aria-label])')) {
    button.setAttribute('aria-label', button.classList.contains('left') ? 'Scroll tabs left' : 'Scroll tabs right');
  }
}

function decode(base64: string): Operation | undefined {
  try {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(ungzip(bytes))) as Operation;
  } catch {
    return undefined;
  }
}

/**
 * The explorer's store: empty on the server, its initial request in the browser (upstream). Made
 * once for each of the two, so that re-renders of the page keep what the reader entered.
 */
function useExplorerStore(api: Operation): ReturnType<typeof createStoreWithoutState> {
  const { siteConfig } = useDocusaurusContext();
  const options = (siteConfig.themeConfig as { api?: Parameters<typeof createPersistenceMiddleware>[0] }).api;
  const isBrowser = useIsBrowser();
  return useMemo(() => createExplorerStore(api, options, isBrowser), [api, options, isBrowser]);
}

function createExplorerStore(
  api: Operation,
  options: Parameters<typeof createPersistenceMiddleware>[0],
  isBrowser: boolean,
): ReturnType<typeof createStoreWithoutState> {
  const persistence = createPersistenceMiddleware(options);
  if (!isBrowser) return createStoreWithoutState({}, [persistence]);
  const accept = Object.entries(api.responses ?? {})
    .filter(([code]) => /^2\d\d$/.test(code))
    .flatMap(([, r]) => Object.keys(r.content ?? {}));
  const contentTypes = Object.keys(api.requestBody?.content ?? {});
  const params: Record<Param['in'], unknown[]> = { path: [], query: [], header: [], cookie: [] };
  for (const p of api.parameters ?? []) {
    const value = prefillValue(p);
    params[p.in]?.push(value === undefined ? p : { ...p, value });
  }
  const server = createStorage(options?.authPersistence ?? 'sessionStorage').getItem('server');
  const serverObject = server ? (JSON.parse(server) as { url?: string }) : undefined;
  const state = {
    accept: { value: accept[0], options: accept },
    contentType: { value: contentTypes[0], options: contentTypes },
    server: { value: serverObject?.url ? serverObject : undefined, options: api.servers ?? [] },
    response: { value: undefined },
    body: { type: 'empty' },
    params,
    auth: createAuth({ security: api.security, securitySchemes: api.securitySchemes, options } as Parameters<
      typeof createAuth
    >[0]),
    schemaSelection: { selections: {} },
    encodingSelection: {},
  };
  return createStoreWithState(state as unknown as Parameters<typeof createStoreWithState>[0], [persistence]);
}

function OperationItem({ content, api }: { content: Props['content']; api: Operation }): ReactNode {
  const MDXComponent = content;
  const { frontMatter, labwireSamples } = content as unknown as {
    frontMatter: { info_path?: string };
    labwireSamples?: OperationSamples;
  };
  const store = useExplorerStore(api);
  // The page's text, rendered on the server, does not change when the store does (once hydrated):
  // React keeps it instead of rendering the whole reference section again; the components that
  // read the store re-render through their own subscriptions.
  const page = useMemo(() => <MDXComponent />, [MDXComponent]);
  return (
    <DocProvider content={content}>
      <HtmlClassNameProvider className={`docs-doc-id-${content.metadata.id}`}>
        <Metadata />
        <Layout>
          <Provider store={store}>
            <SchemaExpansionProvider>
              <div className="row theme-api-markdown">
                <div className="col col--7 openapi-left-panel__container">{page}</div>
                <div className="col col--5 openapi-right-panel__container">
                  {labwireSamples && <ApiSamples {...labwireSamples} />}
                  <BrowserOnly fallback={<SkeletonLoader size="lg" />}>
                    {() => <ApiExplorer item={api} infoPath={frontMatter.info_path} />}
                  </BrowserOnly>
                </div>
              </div>
            </SchemaExpansionProvider>
          </Provider>
        </Layout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}

export default function ApiItemWrapper(props: Props): ReactNode {
  useEffect(() => {
    // The arrows appear and disappear as the tab lists overflow, so they are named as they come.
    const article = document.querySelector('article') ?? document.body;
    nameTabArrows(article);
    const observer = new MutationObserver(() => nameTabArrows(article));
    observer.observe(article, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const encoded = (props.content as unknown as { frontMatter: { api?: string } }).frontMatter.api;
  const api = useMemo(() => (encoded ? decode(encoded) : undefined), [encoded]);
  return api ? <OperationItem content={props.content} api={api} /> : <ApiItem {...props} />;
}
