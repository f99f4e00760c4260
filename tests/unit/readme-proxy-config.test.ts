import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The reverse proxy blocks of README.md and docs/ (docs/several-servers.md has the load balancer's),
 * checked by the proxies themselves: `nginx -t` (Debian 12 has nginx 1.22: `apt-get install
 * nginx-light`) and `caddy validate` (Debian 12 has Caddy 2.6: `apt-get install caddy`). Each check
 * is skipped, saying why, where its proxy is not installed.
 */
const root = new URL('../../', import.meta.url);
const documents = ['README.md', ...readdirSync(new URL('docs/', root)).map((name) => `docs/${name}`)]
  .filter((file) => file.endsWith('.md'))
  .map((file) => readFileSync(new URL(file, root), 'utf8'))
  .join('\n');

/** The fenced blocks of one language in README.md and docs/. */
function fencedBlocks(language: string): string[] {
  return [...documents.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map(
    (m) => m[1]!,
  );
}

/**
 * A block as nginx reads it in its http context: `location` directives that stand outside any
 * `server` (a fragment "for the server block above") are put into a server of their own.
 */
function asHttpContent(block: string): string {
  const lines = block.split('\n');
  let depth = 0;
  for (const [at, line] of lines.entries()) {
    if (depth === 0 && /^\s*location\b/.test(line))
      return [...lines.slice(0, at), 'server {', '    listen 127.0.0.1:8080;', ...lines.slice(at), '}'].join(
        '\n',
      );
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
  }
  return block;
}

/** The first of `candidates` that runs with `versionArgs`; null when none is installed. */
function findCommand(candidates: string[], versionArgs: string[]): string | null {
  for (const candidate of candidates)
    if (spawnSync(candidate, versionArgs, { stdio: 'ignore' }).status === 0) return candidate;
  return null;
}

const nginx = findCommand(['nginx', '/usr/sbin/nginx'], ['-v']);
const caddy = findCommand(['caddy', '/usr/bin/caddy'], ['version']);

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bsb-proxy-config-'));
  made.push(dir);
  return dir;
}

/** A self-signed certificate and key for kids.example.org in `dir` (what certbot would have made). */
function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
    ].concat(['-subj', '/CN=kids.example.org', '-keyout', key, '-out', cert]),
    { stdio: 'ignore' },
  );
  return { cert, key };
}

describe.skipIf(!nginx)(
  `The docs' nginx blocks${nginx ? '' : ' (skipped: nginx is not installed; apt-get install nginx-light)'}`,
  () => {
    const blocks = fencedBlocks('nginx');

    it('are there', () => {
      expect(blocks.length).toBeGreaterThan(0);
    });

    it('pass `nginx -t` inside an http block, certificates replaced by self-signed ones', () => {
      // A fragment of location directives is checked inside a server block (see asHttpContent).
      for (const block of blocks) {
        const dir = tempDir();
        const { cert, key } = selfSignedCertificate(dir);
        const withCertificates = asHttpContent(block)
          .replaceAll(/\/etc\/letsencrypt\/live\/[^;\s]+\/fullchain\.pem/g, cert)
          .replaceAll(/\/etc\/letsencrypt\/live\/[^;\s]+\/privkey\.pem/g, key);
        // Everything nginx would write goes to the temporary folder.
        const conf = [
          `pid ${dir}/nginx.pid;`,
          `error_log ${dir}/error.log;`,
          'events {}',
          'http {',
          `    access_log ${dir}/access.log;`,
          ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
            (kind) => `    ${kind}_temp_path ${dir}/${kind};`,
          ),
          withCertificates,
          '}',
        ].join('\n');
        writeFileSync(path.join(dir, 'nginx.conf'), conf);
        const test = spawnSync(
          nginx!,
          ['-t', '-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`],
          {
            encoding: 'utf8',
          },
        );
        expect(test.status, `${test.stderr}\n${block}`).toBe(0);
        expect(test.stderr).toContain('test is successful');
        // Newer nginx only warns that `listen ... http2` is deprecated; nothing else may warn.
        const warnings = test.stderr
          .split('\n')
          .filter(
            (line) => line.includes('[warn]') && !line.includes('"listen ... http2" directive is deprecated'),
          );
        expect(warnings, block).toEqual([]);
      }
    });
  },
);

describe.skipIf(!caddy)(
  `The docs' Caddyfile${caddy ? '' : ' (skipped: Caddy is not installed; apt-get install caddy)'}`,
  () => {
    const blocks = fencedBlocks('caddyfile');

    it('is there', () => {
      expect(blocks.length).toBeGreaterThan(0);
    });

    it('passes `caddy validate`, formatted as `caddy fmt` writes it', () => {
      for (const block of blocks) {
        const dir = tempDir();
        const file = path.join(dir, 'Caddyfile');
        writeFileSync(file, block);
        // Caddy keeps its state under XDG_DATA_HOME and XDG_CONFIG_HOME: the temporary folder.
        const env = { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
        const check = spawnSync(caddy!, ['validate', '--adapter', 'caddyfile', '--config', file], {
          encoding: 'utf8',
          env,
        });
        expect(check.status, `${check.stdout}\n${check.stderr}\n${block}`).toBe(0);
        expect(check.stdout + check.stderr).toContain('Valid configuration');
        expect(check.stderr, 'run `caddy fmt` on the block').not.toContain('not formatted');
      }
    });
  },
);
