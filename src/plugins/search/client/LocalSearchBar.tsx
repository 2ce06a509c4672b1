/**
 * Adapted from @docusaurus/theme-search-algolia 3.10.2's SearchBar (lib/theme/SearchBar/index.js, MIT):
 * the same DocSearch button, keyboard shortcuts (Ctrl/Cmd+K, "/" outside text fields, Escape),
 * modal, client-side navigation and "See all results" footer, with the search client answered from
 * the local index, and no Algolia preconnect, agent or Ask AI.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { constants } from '@site/src/config/site';
import { UNAVAILABLE_URL } from './failureHit';

type ModalComponent = ComponentType<Record<string, unknown>>;
let DocSearchModal: ModalComponent | null = null;
let makeClient: (() => unknown) | null = null;

/** The modal, its styles and the local engine, fetched the first time the reader opens search. */
function loadSearch(): Promise<void> {
  if (DocSearchModal && makeClient) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./docsearchClient'),
    import('./localSearch'),
  ]).then(([modal, , client, local]) => {
    DocSearchModal = modal.DocSearchModal as unknown as ModalComponent;
    makeClient = () => client.localSearchClient(local.localSearch());
  });
}

/**
 * "/" opens search from anywhere but a text field. DocSearch's keyboard hook also ignores it when a
 * button has focus, and Escape hands focus back to the search button, so after closing search "/"
 * did nothing: this opens search from a focused button too.
 */
export function useSlashFromButtons(open: () => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (!(event.composedPath()[0] instanceof HTMLButtonElement)) return;
      // A button inside the open modal: "/" is not for us.
      if (document.body.classList.contains('DocSearch--active')) return;
      event.preventDefault();
      open();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

export const searchPageLink = (query: string) => `${constants.searchPagePath}?q=${encodeURIComponent(query)}`;

/** A result link, or the failure message of `failureHit.ts` as an alert. */
export function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }): ReactNode {
  if (hit.url === UNAVAILABLE_URL) {
    return (
      <div role="alert" className="lw-search-unavailable">
        {children}
      </div>
    );
  }
  return <Link to={hit.url}>{children}</Link>;
}

export default function LocalSearchBar(): ReactNode {
  const history = useHistory();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const navigator = useMemo(
    () => ({ navigate: ({ itemUrl }: { itemUrl: string }) => history.push(itemUrl) }),
    [history],
  );

  const openModal = useCallback(() => {
    setContainer((existing) => {
      if (existing) return existing;
      const div = document.createElement('div');
      document.body.insertBefore(div, document.body.firstChild);
      return div;
    });
    void loadSearch().then(() => setIsOpen(true));
  }, []);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );
  const footer = useMemo(
    () =>
      function ResultsFooter({ state }: { state: { query: string; context: { nbHits?: number } } }) {
        return (
          <Link to={searchPageLink(state.query)} onClick={closeModal}>
            See all {state.context.nbHits ?? ''} results
          </Link>
        );
      },
    [closeModal],
  );
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput,
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });
  useSlashFromButtons(openModal);

  const Modal = DocSearchModal;
  return (
    <>
      {/* No aria-label: DocSearch's "Search (Control+k)" hides the visible "Ctrl K" from the name (WCAG 2.5.3);
          the name comes from the visible text and aria-keyshortcuts carries the shortcut. */}
      <DocSearchButton onClick={openModal} ref={buttonRef} aria-label={undefined} />
      {isOpen &&
        Modal &&
        makeClient &&
        container &&
        createPortal(
          <Modal
            appId="local"
            apiKey="local"
            indexName="local"
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            hitComponent={Hit}
            transformSearchClient={makeClient}
            resultsFooterComponent={footer}
            placeholder="Search the Labwire docs"
            translations={{ noResultsScreen: { noResultsText: 'No results for' } }}
            disableUserPersonalization={false}
          />,
          container,
        )}
    </>
  );
}
