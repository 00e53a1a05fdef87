/**
 * sitemap.xml and robots.txt, built from the prerendered pages' own head tags, so that they announce
 * exactly what the pages say: a page is listed when it is indexable (no robots noindex) and is its own
 * canonical URL; its hreflang alternates are the page's alternate links. Pages that are canonical to
 * another URL (/projects, /de/teaser) and noindex pages (brand, auth, 404) are left out.
 */
export interface RenderedPage {
  /** The path the page was rendered for, e.g. '/de/team'. */
  url: string;
  html: string;
}

export interface SitemapEntry {
  loc: string;
  alternates: { hreflang: string; href: string }[];
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    found[name!.toLowerCase()] = decodeEntities(value!);
  }
  return found;
}

/** The attributes of every <link> or <meta> tag in the page's head. */
export function headTags(html: string, name: 'link' | 'meta'): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((match) => attributes(match[0]));
}

/** The page's canonical URL, its hreflang alternates, and whether it may be indexed. */
export function pageAnnouncement(html: string) {
  const robots = headTags(html, 'meta').find((meta) => meta.name === 'robots')?.content ?? '';
  const links = headTags(html, 'link');
  return {
    indexable: !robots.includes('noindex'),
    canonical: links.find((link) => link.rel === 'canonical')?.href,
    alternates: links
      .filter((link) => link.rel === 'alternate' && link.hreflang && link.href)
      .map((link) => ({ hreflang: link.hreflang!, href: link.href! })),
  };
}

/** The origin of the site: the home page's canonical URL. */
export function siteOrigin(pages: readonly RenderedPage[]): string {
  const home = pages.find((page) => page.url === '/');
  const canonical = home && pageAnnouncement(home.html).canonical;
  if (!canonical) throw new Error('The home page has no canonical link');
  return new URL(canonical).origin;
}

/** The pages to list: indexable and their own canonical URL (not a duplicate of another page). */
export function sitemapEntries(pages: readonly RenderedPage[]): SitemapEntry[] {
  const origin = siteOrigin(pages);
  return pages.flatMap((page) => {
    const { indexable, canonical, alternates } = pageAnnouncement(page.html);
    const own = `${origin}${page.url}`;
    return indexable && canonical === own ? [{ loc: own, alternates }] : [];
  });
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates.map(
      (alternate) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>\n`,
    );
    return `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n${links.join('')}  </url>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('')}</urlset>\n`
  );
}

/** sitemap.xml and robots.txt for the prerendered pages. */
export function discoveryFiles(pages: readonly RenderedPage[]): {
  'sitemap.xml': string;
  'robots.txt': string;
} {
  return {
    'sitemap.xml': sitemapXml(sitemapEntries(pages)),
    'robots.txt': robotsTxt(siteOrigin(pages)),
  };
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
