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
};

export type RenderPage = (url: string, config: PublicConfig) => Promise<RenderedPage>;
