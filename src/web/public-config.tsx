import { createContext, useContext } from 'react';
import type { PublicConfig } from '../shared/public-config';

const PublicConfigContext = createContext<PublicConfig | null>(null);

export const PublicConfigProvider = PublicConfigContext.Provider;

export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('usePublicConfig needs a PublicConfigProvider');
  return config;
}

/** The server embeds the config in every page; the Vite dev server has no such tag, so ask the API. */
export async function loadPublicConfig(): Promise<PublicConfig> {
  const tag = document.getElementById('public-config');
  if (tag?.textContent) return JSON.parse(tag.textContent) as PublicConfig;
  const response = await fetch('/api/public-config');
  return (await response.json()) as PublicConfig;
}
