/**
 * Ejected from docusaurus-theme-openapi-docs 5.2.0 (MIT, Copyright (c) Palo Alto Networks) for one
 * change: the method badge and the endpoint's <h2> sit in a <div>, not a <pre>, which may only hold
 * phrasing content. src/css/custom.css gives the <div> the <pre> look. The server URL is still
 * read from the explorer's store in the browser only, as in the original.
 */
import React, { type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useTypedSelector } from '@theme/ApiItem/hooks';

interface Props {
  method: string;
  path: string;
  context?: 'endpoint' | 'callback';
}

function colorForMethod(method: string): string | undefined {
  switch (method.toLowerCase()) {
    case 'get':
      return 'primary';
    case 'post':
      return 'success';
    case 'delete':
      return 'danger';
    case 'put':
      return 'info';
    case 'patch':
      return 'warning';
    case 'head':
    case 'event':
      return 'secondary';
    default:
      return undefined;
  }
}

/** The selected server's URL with its variables' defaults filled in (client only). */
function ServerUrl(): ReactNode {
  const server = useTypedSelector((state) => state.server.value);
  return (
    <BrowserOnly>
      {() => {
        if (!server?.url) return null;
        if (!server.variables) return server.url;
        let url = server.url.replace(/\/$/, '');
        for (const name of Object.keys(server.variables)) {
          url = url.replace(`{${name}}`, server.variables[name]?.default ?? '');
        }
        return url || server.url;
      }}
    </BrowserOnly>
  );
}

export default function MethodEndpoint({ method, path, context }: Props): ReactNode {
  // The store exists in the browser only; the server render shows the path alone (as the original).
  const withServer = ExecutionEnvironment.canUseDOM && context !== 'callback';
  return (
    <>
      <div className="openapi__method-endpoint">
        <span className={'badge badge--' + colorForMethod(method)}>
          {method === 'event' ? 'Webhook' : method.toUpperCase()}
        </span>{' '}
        {method !== 'event' && (
          <h2 className="openapi__method-endpoint-path">
            {withServer && <ServerUrl />}
            {path.replace(/{([a-z0-9-_]+)}/gi, ':$1')}
          </h2>
        )}
      </div>
      <div className="openapi__divider" />
    </>
  );
}
