/**
 * Wraps the OpenAPI theme's SchemaTabs so that every tab's panel is rendered, the unselected ones
 * hidden: the theme asks for lazy tabs for anyOf and oneOf schemas, which leaves all but the first
 * alternative out of the static HTML, where readers without JavaScript and crawlers look for them.
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';

export default function SchemaTabsWrapper(props: ComponentProps<typeof SchemaTabs>): ReactNode {
  return <SchemaTabs {...props} lazy={false} />;
}
