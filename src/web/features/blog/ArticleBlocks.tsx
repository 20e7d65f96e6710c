import type { Block } from '../../../content/blog/types';
import { LinkedText } from './LinkedText';

/** An article's blocks in order: headings, paragraphs (line breaks and "- " bullets kept) and bulleted lists. */
export function ArticleBlocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    if (block.type === 'heading') return <h2 key={index}>{block.text}</h2>;
    if (block.type === 'list') {
      return (
        <ul key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>
              <LinkedText text={item} />
            </li>
          ))}
        </ul>
      );
    }
    return (
      <p key={index} className="article-paragraph">
        <LinkedText text={block.text} />
      </p>
    );
  });
}
