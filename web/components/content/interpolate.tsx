import { Fragment, type ReactNode } from 'react';

/** A character no dictionary text contains, used to cut a translated sentence around a node. */
const MARK = '\u{E000}';

/**
 * Puts a React node (e.g. a link) where a dictionary text has its parameter, keeping the
 * sentence translated as a whole.
 * @example withNode((v) => LL.help.emailText(v), 'email', <a href="mailto:…">…</a>)
 */
export function withNode<K extends string>(render: (values: Record<K, string>) => string, key: K, node: ReactNode): ReactNode {
  const parts = render({ [key]: MARK } as Record<K, string>).split(MARK);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? node : null}
      {part}
    </Fragment>
  ));
}
