/** Stored-XSS payloads for texts that are rendered as HTML (OWASP XSS Filter Evasion Cheat Sheet,
 *  OWASP ASVS 4.0.3 V5.3.3), in Markdown and raw-HTML forms. Each would run script, load a foreign
 *  resource or restyle the page if it reached the browser as markup. */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">klick</a>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '"><script>alert(1)</script>',
  '[klick](javascript:alert(1))',
  '[klick](JaVaScRiPt:alert(1))',
  '[klick](java\tscript:alert(1))',
  '[klick](&#106;avascript:alert(1))',
  '[klick](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[klick](vbscript:msgbox(1))',
  '![bild](javascript:alert(1))',
  '![bild](https://xss.example/x.png" onerror="alert(1))',
  '[klick](https://example.org/" onmouseover="alert(1))',
  '<https://example.org/"onmouseover="alert(1)>',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '> <img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<link rel=stylesheet href=https://xss.example/x.css>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '[a](//xss.example/weg)',
];

/** The markup of `html` that would do something in a browser: every tag that is not one of the
 *  harmless text elements, every attribute but href, rel and start, and every href with another
 *  scheme than http, https or mailto. Text stays out of it: the renderer escapes a text '<' as &lt;. */
export function dangerousMarkup(html: string): string[] {
  const found: string[] = [];
  for (const [, name, attributes] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    if (!/^(p|br|strong|em|s|ul|ol|li|a|h2|h3|h4|blockquote|code|pre|hr)$/.test(name!)) found.push(`<${name}>`);
    for (const [, attr, value] of attributes!.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
      if (!/^(href|rel|start)$/.test(attr!)) found.push(`${name} ${attr}`);
      if (attr === 'href' && !/^(https?:|mailto:)/.test(value ?? '')) found.push(`href=${value}`);
    }
  }
  return found;
}
