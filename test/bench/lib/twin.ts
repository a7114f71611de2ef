/** The static twin of a page (section 1's limit). Pure. */
/** The rendered page as a static file: no scripts, no module preloads, stylesheets inlined. */
export function staticTwinHtml(renderedHtml: string, stylesheets: ReadonlyMap<string, string>): string {
  return renderedHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b[^>]*rel="stylesheet"[^>]*>/gi, (tag) => {
      const href = /href="([^"]+)"/.exec(tag)?.[1];
      const css = href ? stylesheets.get(href) : undefined;
      return css === undefined ? tag : `<style>${css}</style>`;
    });
}
