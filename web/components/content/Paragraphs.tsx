import { toBlocks } from './text';

/** Renders a dictionary text as paragraphs and bulleted lists (see toBlocks). */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {toBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </>
  );
}
