/**
 * The OpenAPI theme's ApiItem, plus its stylesheet: importing it here (and not as a global client
 * module, see src/plugins/openapiTheme) keeps it off every non-API page. The theme's
 * tab-scrolling arrows are icon buttons without a name (WCAG 4.1.2); they get one here.
 *
 * Operation pages are rendered here rather than by the original, whose right column is browser-only
 * (the explorer): that column starts with the request samples and example responses written at
 * build time (the page's `labwireSamples` export, src/components/ApiSamples), rendered on the server,
 * and then the on-demand explorer. The rest of that branch, the explorer's Redux store and its
 * initial state, is the one of docusaurus-theme-openapi-docs 5.2.0 (lib/theme/ApiItem/index.js),
 * with parameter values from src/lib/apiPrefill.ts, the same as the samples', except that the
 * operation is decoded after hydration and its store handed to the page's one store object
 * (useOperation, useExplorerStore). Compare it with the upstream file when the theme is upgraded.
 * Schema and plain pages go to the original.
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import React, { startTransition, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { DocProvider } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
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

/** The operation of the page's front matter: base64 of its zlib-compressed JSON. */
async function decode(base64: string): Promise<Operation | null> {
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    const json =
      typeof DecompressionStream === 'undefined'
        ? new TextDecoder().decode(ungzip(bytes))
        : await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'))).text();
    return JSON.parse(json) as Operation;
  } catch {
    return null;
  }
}

/**
 * The operation, decoded after hydration (the browser inflates it off the main thread): the
 * explorer's store and console need it, the page's text does not. Undefined until then, null if it
 * cannot be read.
 */
function useOperation(encoded: string): Operation | null | undefined {
  const [api, setApi] = useState<Operation | null>();
  useEffect(() => {
    let current = true;
    void decode(encoded).then((operation) => current && startTransition(() => setApi(operation)));
    return () => {
      current = false;
    };
  }, [encoded]);
  return api;
}

type Store = ReturnType<typeof createStoreWithoutState>;

/**
 * The explorer's store: empty on the server and until the operation is decoded, then its initial
 * request (upstream). The page keeps one store object, which hands its work to the current store:
 * a new store in React's context would render again every component that reads it (media-type
 * tabs, schema choices, and all under them), where here only those whose selected state changes do.
 */
function useExplorerStore(api: Operation | null | undefined): Store {
  const { siteConfig } = useDocusaurusContext();
  const options = (siteConfig.themeConfig as { api?: Parameters<typeof createPersistenceMiddleware>[0] }).api;
  const [forwarding] = useState(() => forwardingStore(createExplorerStore(undefined, options)));
  useEffect(() => {
    if (api) forwarding.use(createExplorerStore(api, options));
  }, [api, options, forwarding]);
  return forwarding.store;
}

/** A store that forwards to another, which `use` replaces, telling the subscribers. */
function forwardingStore(first: Store): { store: Store; use: (next: Store) => void } {
  let current = first;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let unsubscribe = current.subscribe(notify);
  const store: Store = {
    ...first,
    dispatch: ((action: Parameters<Store['dispatch']>[0]) => current.dispatch(action)) as Store['dispatch'],
    getState: () => current.getState(),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    store,
    use(next) {
      unsubscribe();
      current = next;
      unsubscribe = current.subscribe(notify);
      notify();
    },
  };
}

function createExplorerStore(
  api: Operation | null | undefined,
  options: Parameters<typeof createPersistenceMiddleware>[0],
): Store {
  const persistence = createPersistenceMiddleware(options);
  if (!api) return createStoreWithoutState({}, [persistence]);
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

function OperationItem({ content, encoded }: { content: Props['content']; encoded: string }): ReactNode {
  const MDXComponent = content;
  const { frontMatter, labwireSamples } = content as unknown as {
    frontMatter: { info_path?: string };
    labwireSamples?: OperationSamples;
  };
  const api = useOperation(encoded);
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
                  {api === undefined && <SkeletonLoader size="lg" />}
                  {api && <ApiExplorer item={api} infoPath={frontMatter.info_path} />}
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
  return encoded ? <OperationItem content={props.content} encoded={encoded} /> : <ApiItem {...props} />;
}
