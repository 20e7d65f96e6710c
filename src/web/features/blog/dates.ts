/** '2025-06-30' as 'June 30, 2025', the same on the server and in every browser (no time zone shift). */
export const formatArticleDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
