import { Fragment } from 'react';

// A web address, without the punctuation that usually ends the sentence around it.
const URL_PATTERN = /(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]'])/g;

/** Text with its web addresses as links that open in a new tab; line breaks are kept by the CSS (pre-line). */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} target="_blank" rel="noopener noreferrer">
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
