/**
 * The configuration an AI client needs to reach the docs MCP server at this site's /mcp (src/mcp,
 * netlify/functions/mcp.ts), written with the site's own URL so that every deployment shows its
 * own address.
 */
import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The name the server is registered under in every client's configuration. */
const SERVER_NAME = 'labwire-docs';

type Client = 'claude-code' | 'cursor' | 'vscode' | 'local-stdio';

function config(client: Client, url: string): { language: string; title?: string; code: string } {
  switch (client) {
    case 'claude-code':
      return { language: 'bash', code: `claude mcp add --transport http ${SERVER_NAME} ${url}` };
    case 'cursor':
      return {
        language: 'json',
        title: '.cursor/mcp.json',
        code: JSON.stringify({ mcpServers: { [SERVER_NAME]: { url } } }, null, 2),
      };
    case 'vscode':
      return {
        language: 'json',
        title: '.vscode/mcp.json',
        code: JSON.stringify({ servers: { [SERVER_NAME]: { type: 'http', url } } }, null, 2),
      };
    case 'local-stdio':
      return {
        language: 'json',
        title: 'claude_desktop_config.json',
        code: JSON.stringify(
          {
            mcpServers: {
              [SERVER_NAME]: {
                command: 'node',
                args: ['/path/to/docs/scripts/mcp.mjs', '--build', '/path/to/docs/build'],
              },
            },
          },
          null,
          2,
        ),
      };
  }
}

/** `<McpClientConfig client="cursor" />`: a code block with that client's configuration. */
export default function McpClientConfig({ client }: { client: Client }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { language, title, code } = config(client, `${siteConfig.url.replace(/\/$/, '')}/mcp`);
  return (
    <CodeBlock language={language} title={title}>
      {code}
    </CodeBlock>
  );
}

/** `<McpServerUrl />`: the server's address on this site, as inline code. */
export function McpServerUrl(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return <code>{`${siteConfig.url.replace(/\/$/, '')}/mcp`}</code>;
}
