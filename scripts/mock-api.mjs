#!/usr/bin/env node
/**
 * The local API mock (`npm run mock-api`): Prism serves the examples of openapi.yaml and checks
 * requests against it (--errors), behind a small proxy on 127.0.0.1:4010, the "Local mock server"
 * of openapi.yaml. The proxy treats the API console's placeholder key (`Bearer <TOKEN>`, sent when
 * the reader has entered none) as no key, so the mock answers the documented 401, as the real API
 * answers any key it does not know.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';

const host = '127.0.0.1';
const port = Number(process.env.MOCK_API_PORT ?? 4010);
const prismPort = port + 1;

export function withoutPlaceholderKey(headers) {
  const copy = { ...headers };
  if (/^Bearer\s*(<TOKEN>)?\s*$/i.test(copy.authorization ?? '')) delete copy.authorization;
  return copy;
}

const prism = spawn(
  'npx',
  [
    'prism',
    'mock',
    'openapi.yaml',
    '--host',
    host,
    '--port',
    String(prismPort),
    '--errors',
    '--verboseLevel',
    process.env.MOCK_API_LOG ?? 'warn',
  ],
  { stdio: 'inherit' },
);

const server = http.createServer((req, res) => {
  const upstream = http.request(
    { host, port: prismPort, method: req.method, path: req.url, headers: withoutPlaceholderKey(req.headers) },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    res.writeHead(503, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(
      JSON.stringify({ error: { code: 'internal_error', message: `The mock is not ready yet: ${error.message}` } }),
    );
  });
  req.pipe(upstream);
});

server.listen(port, host, () => console.log(`Labwire API mock on http://${host}:${port}`));

function stop() {
  prism.kill();
  server.close();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
prism.on('exit', (code) => {
  server.close();
  process.exitCode = code ?? 1;
});
