/**
 * The copy-page menu beside a doc page's title: copy the page's Markdown copy to the clipboard,
 * view it, or open it in a new tab. A menu button (WAI-ARIA APG): Enter, Space or the arrow keys
 * open it, arrows and Home/End move, Escape closes it and returns focus to the button.
 */
import React, { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

type Status = { kind: 'ok' | 'error'; text: string } | undefined;

/** Copies the Markdown at `url`; rejects with a message the reader can act on. */
export async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  });
  const fetchFailed = (error: unknown) =>
    new Error(`Could not load the Markdown of this page (${error instanceof Error ? error.message : String(error)}).`);
  const clipboard = navigator.clipboard;
  if (!clipboard) throw new Error('This browser gives no access to the clipboard. Use View as Markdown instead.');
  try {
    // A ClipboardItem fed by a promise keeps the click's permission while the file loads (Safari needs it).
    if (typeof ClipboardItem !== 'undefined' && clipboard.write) {
      const blob = text.then((body) => new Blob([body], { type: 'text/plain' }));
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } else {
      await clipboard.writeText(await text);
    }
  } catch {
    await text.catch((fetchError: unknown) => {
      throw fetchFailed(fetchError);
    });
    throw new Error('The browser blocked the clipboard. Use View as Markdown and copy the text from there.');
  }
}

export default function PageActions({ markdownUrl }: { markdownUrl: string }): ReactNode {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  // The menu is rendered at once and the item focused in the same event, so that a key pressed
  // right after (ArrowDown, Enter) reaches the item and not the button.
  const openAt = (index: number) => {
    flushSync(() => setOpen(true));
    items().at(index)?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  useEffect(() => {
    if (status?.kind !== 'ok') return undefined;
    const timer = setTimeout(() => setStatus(undefined), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      list[(moves[event.key] + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };
  const copy = async () => {
    close(true);
    setStatus(undefined);
    try {
      await copyMarkdown(markdownUrl);
      setStatus({ kind: 'ok', text: 'Copied' });
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div className="lw-page-actions" data-md-skip="">
      <button
        ref={button}
        type="button"
        className="button button--secondary button--sm lw-page-actions__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        Copy page <span aria-hidden="true">▾</span>
      </button>
      <ul
        ref={menu}
        id={`${id}-menu`}
        role="menu"
        aria-label="Copy page"
        className="lw-page-actions__menu"
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} onClick={copy}>
            Copy page as Markdown
          </button>
        </li>
        <li role="none">
          <a role="menuitem" tabIndex={-1} href={markdownUrl} target="_self" onClick={() => setOpen(false)}>
            View as Markdown
          </a>
        </li>
        <li role="none">
          <a
            role="menuitem"
            tabIndex={-1}
            href={markdownUrl}
            target="_blank"
            rel="noreferrer"
            onClick={() => setOpen(false)}
          >
            Open Markdown in a new tab
          </a>
        </li>
      </ul>
      <p className={`lw-page-actions__status lw-page-actions__status--${status?.kind ?? 'none'}`} role="status">
        {status?.text}
      </p>
    </div>
  );
}
