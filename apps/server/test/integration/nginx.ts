// nginx in front of server instances, configured as docs/deploy.md tells operators: the config is
// read from the document's own nginx blocks (the reverse proxy, then the micro-cache), so what the
// tests exercise is what the document says. Only what a test machine must change is changed: the
// upstream servers (the instances started by the test), the listen line (plain HTTP on a free
// loopback port instead of 443 with TLS), and the paths (pid, logs, temp files, cache) under a temp
// folder of its own. nginx runs as a child process (`daemon off`), stopped by the test.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, ROOT, tempDir } from './processes.js';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file)) ?? null;

/** The ```nginx blocks of docs/deploy.md, in order. */
export function documentedNginxBlocks(file = path.join(ROOT, 'docs/deploy.md')): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text))
    throw new Error(`docs/deploy.md's nginx config no longer has ${what} (${pattern}): update test/integration/nginx.ts`);
  return text.replace(pattern, replacement);
}

/**
 * The whole nginx.conf for `upstreams` (host:port of each instance), listening on `port`, with its
 * files under `dir`: docs/deploy.md's reverse proxy with its micro-cache location inside it.
 */
export function nginxConfig(upstreams: string[], port: number, dir: string): string {
  const [proxy, microCache] = documentedNginxBlocks();
  if (!proxy || !microCache) throw new Error('docs/deploy.md should hold two nginx blocks: the reverse proxy and the micro-cache');
  // The documented upstream lists example addresses: the first becomes this test's instances.
  const exampleServers = /^([ \t]*)server\s+\d+\.\d+\.\d+\.\d+:\d+;[^\n]*\n/gm;
  const first = exampleServers.exec(proxy);
  if (!first) throw new Error("docs/deploy.md's nginx config no longer has an upstream server line: update test/integration/nginx.ts");
  const ownServers = upstreams.map((address) => `${first[1]}server ${address};\n`).join('');
  let server = proxy.slice(0, first.index) + ownServers + proxy.slice(first.index).replace(exampleServers, '');
  server = replaceOnce(server, /^([ \t]*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`, 'a listen line');
  // The micro-cache: its cache path at the http level, its location inside the server block.
  const cachePath = /^proxy_cache_path\s+\S+/m;
  const cacheLine = replaceOnce(
    microCache.match(/^proxy_cache_path[^\n]*/m)?.[0] ?? '',
    cachePath,
    `proxy_cache_path ${dir}/cache`,
    'proxy_cache_path',
  );
  const cacheLocation = microCache.replace(/^proxy_cache_path[^\n]*\n/m, '').trim();
  const serverEnd = server.lastIndexOf('}');
  server = `${server.slice(0, serverEnd)}\n    ${cacheLocation.split('\n').join('\n    ')}\n${server.slice(serverEnd)}`;
  return [
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `    access_log ${dir}/access.log;`,
    `    client_body_temp_path ${dir}/client_body;`,
    `    proxy_temp_path ${dir}/proxy;`,
    `    fastcgi_temp_path ${dir}/fastcgi;`,
    `    uwsgi_temp_path ${dir}/uwsgi;`,
    `    scgi_temp_path ${dir}/scgi;`,
    `    ${cacheLine}`,
    ...server.split('\n').map((line) => `    ${line}`),
    '}',
    '',
  ].join('\n');
}

export interface NginxProcess {
  url: string;
  port: number;
  /** nginx's error log so far (upstream failures, refused bodies). */
  errorLog(): string;
  stop(): Promise<void>;
}

/** Starts nginx in front of `upstreams` (host:port each) and waits until it answers. */
export async function startNginx(upstreams: string[]): Promise<NginxProcess> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const folder = tempDir('nginx');
  // Root's nginx runs its workers as nobody: they must reach the folder (nginx makes the temp
  // folders inside it theirs).
  chmodSync(folder.dir, 0o755);
  const port = await freePort();
  const conf = path.join(folder.dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(upstreams, port, folder.dir));
  const child: ChildProcess = spawn(NGINX, ['-p', folder.dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => {
    try {
      return readFileSync(path.join(folder.dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${stderr}\n${errorLog()}`);
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > end) {
        child.kill('SIGKILL');
        throw new Error(`nginx did not answer:\n${stderr}\n${errorLog()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    port,
    errorLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT'); // graceful
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      folder.remove();
    },
  };
}
