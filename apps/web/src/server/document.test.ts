import { describe, expect, it } from 'vitest';
import type { ServerRender } from '@/lib/server-render';
import { pageDocument } from './document';

const TEMPLATE = `<!doctype html>
<html lang="en" data-theme="mobileplanet">
  <head>
    <title id="site-title">Mobile Planet — second-hand phones and tablets</title>
    <script type="module" crossorigin src="/static/js/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/static/js/react-def.js">
    <link rel="stylesheet" crossorigin href="/static/css/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const state: ServerRender = { language: 'bn', queries: { mutations: [], queries: [] }, router: { loaderData: {} } };

describe('pageDocument: a server-rendered page', () => {
  const html = pageDocument(TEMPLATE, { markup: '<main>হোম</main>', state, language: 'bn', title: 'মোবাইল প্ল্যানেট <বাংলা>' });

  it('puts the screen in #root, the language on <html> and the title in the page’s words', () => {
    expect(html).toContain('<html lang="bn" data-theme="mobileplanet">');
    expect(html).toContain('<div id="root"><main>হোম</main></div>');
    expect(html).toContain('<title id="site-title">মোবাইল প্ল্যানেট &lt;বাংলা&gt;</title>');
  });

  it('carries the state as JSON that cannot close its <script>', () => {
    const tricky = pageDocument(TEMPLATE, {
      markup: '',
      state: { ...state, router: { loaderData: { x: '</script><script>alert(1)</script>' } } },
      language: 'en',
      title: 't',
    });
    const json = /<script type="application\/json" id="server-render">(.*?)<\/script>/.exec(tricky)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect((JSON.parse(json) as ServerRender).router.loaderData).toEqual({ x: '</script><script>alert(1)</script>' });
  });

  it('asks for the app’s script and the Bangla web font only after the load event and the photos’ decoding, and keeps the stylesheet in the head', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('index-abc.js');
    expect(head).not.toContain('/fonts/bangla.css');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/static/css/index-ghi.css">');
    const loader = html.slice(html.indexOf('id="server-render"'));
    expect(loader).toMatch(/addEventListener\('load'[\s\S]*\.decode\(\)[\s\S]*"\/static\/js\/react-def\.js"[\s\S]*"\/static\/js\/index-abc\.js"/);
    expect(loader).toMatch(/addEventListener\('load'[\s\S]*\.decode\(\)[\s\S]*f\.rel='stylesheet';f\.href="\/fonts\/bangla\.css"/);
  });
});
