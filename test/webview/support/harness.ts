// A tiny page server and a Chromium driver for the board: the page loads dist/webview/webview.js and
// dist/webview/board.css (bundled from media/board/) under the same strict CSP the host uses, with a fake acquireVsCodeApi that
// records what the board posts.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, Browser, Frame, Page } from 'playwright-core';
import type { HostMessage, Snapshot, WebviewMessage } from '../../../src/protocol';
import { BODY_CLASS, ThemeName, themeCss } from './themes';

export const ROOT = path.resolve(__dirname, '../../..');
export const OUTPUT = path.join(ROOT, 'test-output');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

/** The board's language and bundle, as the board panel's page carries them. */
export interface PageWords {
  language: string;
  contents: Record<string, string>;
}

function pageHtml(origin: string, theme: ThemeName, nonce: string, firstSnapshot: unknown, words?: PageWords): string {
  // As the board panel's page: the first snapshot in a JSON element (no "<" inside).
  const first =
    firstSnapshot === undefined
      ? ''
      : `<script type="application/json" id="first-snapshot">${JSON.stringify(firstSnapshot).replace(/</g, '\\u003c')}</script>`;
  const bundle = words
    ? `<script type="application/json" id="board-words">${JSON.stringify(words.contents).replace(/</g, '\\u003c')}</script>`
    : '';
  return `<!DOCTYPE html><html lang="${words?.language ?? 'en'}"><head>
<meta charset="utf-8">
<title>Forty Thieves</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${origin} data:; style-src ${origin}; font-src ${origin}; script-src 'nonce-${nonce}';">
<link rel="stylesheet" href="${origin}/theme/${theme}.css">
<link rel="stylesheet" href="${origin}/dist/webview/board.css">
</head><body class="${BODY_CLASS[theme]}"><forty-thieves-board></forty-thieves-board>${first}${bundle}
<script nonce="${nonce}">
  window.__posted = [];
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));
  let acquired = false;
  window.acquireVsCodeApi = () => {
    if (acquired) throw new Error('acquireVsCodeApi called twice');
    acquired = true;
    // The board's state outlives a reload of the page, as VS Code keeps a webview's state. As in
    // VS Code, setState keeps it in memory and sends it on after (VS Code posts it to the
    // workbench): sessionStorage's synchronous write costs milliseconds, which no player pays.
    let state = JSON.parse(sessionStorage.getItem('vscode-state') ?? 'null') ?? undefined;
    let writing = false;
    const getState = () => state;
    const setState = (s) => {
      state = JSON.parse(JSON.stringify(s));
      if (!writing) setTimeout(() => ((writing = false), sessionStorage.setItem('vscode-state', JSON.stringify(state))));
      writing = true;
    };
    return { postMessage: (m) => window.__posted.push(m), getState, setState };
  };
</script>
<script type="module" nonce="${nonce}" src="${origin}/dist/webview/webview.js"></script>
</body></html>`;
}

const FRAME_STYLE =
  '<style>html, body { margin: 0; height: 100%; } iframe { display: block; border: 0; width: 100%; height: 100%; }</style>';

function workbenchHtml(src: string): string {
  return `<!DOCTYPE html><html><head>${FRAME_STYLE}</head><body><iframe class="webview" src="${src}"></iframe></body></html>`;
}

/** As VS Code's webview host frame does it: a 'focus' message focuses the board's frame, unless it has the focus already. */
function webviewHostHtml(src: string): string {
  return `<!DOCTYPE html><html><head>${FRAME_STYLE}</head><body><iframe id="active-frame" src="${src}"></iframe><script>
  window.addEventListener('message', (e) => {
    if (e.data !== 'focus') return;
    const activeFrame = document.getElementById('active-frame');
    if (document.activeElement === activeFrame) return;
    activeFrame.contentWindow.focus();
  });
</script></body></html>`;
}

export class TestServer {
  private server = http.createServer((req, res) => void this.handle(req, res));
  origin = '';
  /** The snapshot the next pages come with, as the board panel's page does (undefined: none). */
  firstSnapshot: unknown = undefined;
  /** The language and bundle the next pages come with (undefined: English, no bundle). */
  words: PageWords | undefined = undefined;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    try {
      if (url.pathname === '/favicon.ico') {
        res.writeHead(204).end();
        return;
      }
      if (url.pathname === '/workbench' || url.pathname === '/webview-host') {
        // VS Code's frames around the board (framed: true): the workbench, and the webview's host
        // frame (VS Code's webview/browser/pre/index.html) with the board's frame inside it.
        const inner = url.pathname === '/workbench' ? `/webview-host${url.search}` : `/${url.search}`;
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(url.pathname === '/workbench' ? workbenchHtml(inner) : webviewHostHtml(inner));
        return;
      }
      if (url.pathname === '/') {
        const theme = (url.searchParams.get('theme') ?? 'light') as ThemeName;
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(pageHtml(this.origin, theme, 'n0nce' + Date.now().toString(36), this.firstSnapshot, this.words));
        return;
      }
      const themeMatch = /^\/theme\/(light|dark|hc)\.css$/.exec(url.pathname);
      if (themeMatch) {
        res.writeHead(200, { 'content-type': 'text/css' }).end(themeCss(themeMatch[1] as ThemeName));
        return;
      }
      if (/^\/(dist\/webview|media)\/[\w.-]+$/.test(url.pathname)) {
        const body = await readFile(path.join(ROOT, url.pathname));
        res.writeHead(200, { 'content-type': TYPES[path.extname(url.pathname)] ?? 'application/octet-stream' }).end(body);
        return;
      }
    } catch {
      // fall through to 404
    }
    res.writeHead(404).end();
  }
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** `scrollbars`: draw scroll bars as VS Code's Chromium does (headless hides them by default). */
export function launchChromium({ scrollbars = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    ...(scrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
  });
}

export interface OpenOptions {
  theme?: ThemeName;
  /** The board inside frames as VS Code hosts it (a workbench, the webview's host frame, the board's frame). */
  framed?: boolean;
  width?: number;
  height?: number;
  reducedMotion?: boolean;
}

/** One board page: send host messages, read what the board posted, collect problems. */
export class BoardPage {
  readonly problems: string[] = [];

  private constructor(
    readonly page: Page,
    /** The board's own frame: the page's, or the innermost of VS Code's frames. */
    readonly frame: Frame = page.mainFrame(),
  ) {
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') this.problems.push(`console ${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message}`));
  }

  static async open(browser: Browser, server: TestServer, options: OpenOptions = {}): Promise<BoardPage> {
    const context = await browser.newContext({
      viewport: { width: options.width ?? 800, height: options.height ?? 700 },
      reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    });
    const page = await context.newPage();
    const query = `?theme=${options.theme ?? 'light'}`;
    await page.goto(`${server.origin}${options.framed ? '/workbench' : '/'}${query}`);
    let frame = page.mainFrame();
    if (options.framed) {
      const inner = await (await (await page.waitForSelector('iframe')).contentFrame())!.waitForSelector('iframe');
      frame = (await inner.contentFrame())!;
    }
    const board = new BoardPage(page, frame);
    await frame.waitForFunction(() => (window as any).__posted?.some((m: any) => m.type === 'ready'));
    return board;
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }

  async send(message: HostMessage): Promise<void> {
    await this.frame.evaluate((m) => window.postMessage(m, '*'), message);
    await this.settle();
  }

  async show(snapshot: Snapshot): Promise<void> {
    await this.send({ type: 'state', snapshot });
  }

  /** Waits until the board has drawn (and re-measured) what it was sent. */
  async settle(): Promise<void> {
    await this.frame.evaluate(async () => {
      const board = document.querySelector('forty-thieves-board') as any;
      for (let i = 0; i < 3; i++) {
        await board.updateComplete;
        await new Promise((r) => requestAnimationFrame(() => r(undefined)));
      }
    });
  }

  posted(): Promise<WebviewMessage[]> {
    return this.frame.evaluate(() => (window as any).__posted);
  }

  /** Messages posted after `ready`, without it. */
  async actions(): Promise<WebviewMessage[]> {
    return (await this.posted()).filter((m) => m.type !== 'ready');
  }

  async moves(): Promise<string[]> {
    return (await this.actions()).flatMap((m) => (m.type === 'move' ? [m.move] : []));
  }

  async clearPosted(): Promise<void> {
    await this.frame.evaluate(() => ((window as any).__posted = []));
  }

  async cspViolations(): Promise<string[]> {
    return this.frame.evaluate(() => (window as any).__csp);
  }

  /** Selector of card `index` (0-based from the bottom) in a pile. */
  card(pile: string, index: number): string {
    return `[data-pile="${pile}"] > .card[data-index="${index}"]`;
  }

  topCard(pile: string): string {
    return `[data-pile="${pile}"] > .card:last-child`;
  }

  /** Drags from the centre-top of one element to the centre of another, in small steps. */
  async drag(from: string, to: string, { grabOffsetY = 8 } = {}): Promise<void> {
    const a = await this.page.locator(from).boundingBox();
    const b = await this.page.locator(to).boundingBox();
    if (!a || !b) throw new Error(`cannot drag ${from} to ${to}: not visible`);
    const mouse = this.page.mouse;
    await mouse.move(a.x + a.width / 2, a.y + grabOffsetY);
    await mouse.down();
    const steps = 8;
    for (let i = 1; i <= steps; i++) {
      await mouse.move(
        a.x + a.width / 2 + ((b.x + b.width / 2 - a.x - a.width / 2) * i) / steps,
        a.y + grabOffsetY + ((b.y + b.height / 2 - a.y - grabOffsetY) * i) / steps,
      );
    }
    await mouse.up();
    await this.settle();
  }

  /**
   * What VS Code does when it focuses the board's panel (a command that reveals it, a quick pick
   * or dialog closing): the workbench focuses the webview's host frame, which blurs the board,
   * and a moment later asks it to focus the board's frame again. Needs `framed: true`.
   */
  async focusLikeVsCode(): Promise<void> {
    const host = this.frame.parentFrame();
    if (!host) throw new Error('focusLikeVsCode needs a board opened with framed: true');
    await this.page.evaluate(() => document.querySelector('iframe')!.contentWindow!.focus());
    await host.evaluate(() => window.postMessage('focus', '*'));
    await this.settle();
  }

  async screenshot(name: string): Promise<string> {
    const file = path.join(OUTPUT, `${name}.png`);
    // The card back is a CSS mask image: let it load before taking the picture.
    await this.page.waitForLoadState('networkidle');
    await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(undefined)))));
    await this.page.screenshot({ path: file });
    return file;
  }
}

export interface ChromiumEnv {
  readonly server: TestServer;
  readonly browser: Browser;
  open(options?: OpenOptions): Promise<BoardPage>;
}

/** Mocha hooks for a test file: one page server and one Chromium for all its tests. */
export function useChromium(options: { scrollbars?: boolean } = {}): ChromiumEnv {
  const env = {
    open: (options?: OpenOptions) => BoardPage.open(env.browser, env.server, options),
  } as ChromiumEnv & { server: TestServer; browser: Browser };
  before(async () => {
    mkdirSync(OUTPUT, { recursive: true });
    env.server = new TestServer();
    await env.server.start();
    env.browser = await launchChromium(options);
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}

/**
 * useChromium plus a fresh board page for every test; a test that passed still fails when the
 * page logged a console error or broke the Content Security Policy.
 */
export function useBoardPage(): ChromiumEnv & { readonly board: BoardPage } {
  const env = useChromium() as ChromiumEnv & { board: BoardPage };
  beforeEach(async () => {
    env.board = await env.open();
  });
  afterEach(async function () {
    const csp = await env.board.cspViolations();
    const problems = env.board.problems;
    await env.board.close();
    if (this.currentTest?.state === 'passed') {
      assert.deepEqual(csp, [], 'CSP violations');
      assert.deepEqual(problems, [], 'console errors');
    }
  });
  return env;
}
