import { useEffect } from 'react';
import { SITE_NAME } from '../shared/constants';

export function setDocumentMeta(title: string, description: string) {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/** For pages whose title comes from what they show (an article): the title gets the site-name suffix. */
export function usePageMeta(meta: { title: string; description: string }) {
  useEffect(() => setDocumentMeta(`${meta.title} | ${SITE_NAME}`, meta.description), [meta.title, meta.description]);
}
