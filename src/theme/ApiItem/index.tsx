/**
 * The OpenAPI theme's ApiItem, plus its stylesheet: importing it here (and not as a global client
 * module, see src/plugins/openapiTheme) keeps it off every non-API page. The theme's
 * tab-scrolling arrows are icon buttons without a name (WCAG 4.1.2); they get one here.
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import React, { useEffect, type ComponentProps, type ReactNode } from 'react';
import ApiItem from '@theme-original/ApiItem';

type Props = ComponentProps<typeof ApiItem>;

export function nameTabArrows(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow:not([aria-label])')) {
    button.setAttribute('aria-label', button.classList.contains('left') ? 'Scroll tabs left' : 'Scroll tabs right');
  }
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
  return <ApiItem {...props} />;
}
