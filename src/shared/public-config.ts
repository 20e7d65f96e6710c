/** Settings the browser needs; the server embeds them in every page it renders. */
export type PublicConfig = {
  howItWorksVideoUrl: string;
  graderApplyUrl: string;
  supportEmail: string;
};

/** What the server-side renderer of the web app gives back for one address. */
export type RenderedPage = {
  status: 200 | 404;
  html: string;
  title: string;
  description: string;
  keywords?: string[];
  ogType?: 'article';
  structuredData?: Record<string, unknown>;
  /** API reads the page makes as it starts (the session, a list): the document asks for them with its own loading. */
  reads?: string[];
};

export type RenderPage = (url: string, config: PublicConfig) => Promise<RenderedPage>;

/** What the server-side renderer module offers besides pages: the sitemap and the blog's feed. */
export type RendererModule = {
  renderPage: RenderPage;
  /**
   * Null for an address that is a page; otherwise the kind of "not found" it renders (every unknown address is one
   * kind, every unknown article another), so the server renders each kind once, whatever the address.
   */
  notFoundKind: (url: string) => Promise<string | null>;
  /** The same, answered at once, for a path no route takes; null for any other (which may still be missing). */
  unroutedKind: (pathname: string) => string | null;
  renderSitemap: (publicUrl: string) => string;
  renderFeed: (publicUrl: string) => string;
};
