const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '2025-06-30' as 'June 30, 2025', the same on the server and in every browser (no time zone shift). Spelled out
 * rather than asked of Intl: a page's first date formatting loads the browser's locale data, a quarter of a second
 * on a phone, in the middle of hydrating the article.
 */
export const formatArticleDate = (date: string) =>
  `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;
