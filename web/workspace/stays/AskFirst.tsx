/**
 * Issue 40: an action that cannot be undone asks first. `children(open)` renders the control that
 * opens the question (a press only opens it); the lazily loaded ConfirmDialog says what will
 * happen in words and acts only on "yes" (Escape, the overlay or "keep" close it and nothing
 * happens). The question's words are computed when it opens (`ask()`), so they can name today.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { lazyPart } from '../../lazy-part';

const ConfirmDialog = lazyPart(() => import('./ConfirmDialog').then((module) => module.default));

export interface Question {
  title: string;
  body: string;
  confirm: string;
  keep: string;
}

interface Props {
  /** The question, made when it opens; null acts at once (nothing to ask). */
  ask: () => Question | null;
  isPending: boolean;
  onConfirm: () => unknown;
  children: (open: () => void) => ReactNode;
}

export function AskFirst({ ask, isPending, onConfirm, children }: Props) {
  const [question, setQuestion] = useState<Question | null>(null);
  const open = () => {
    const next = ask();
    if (next) setQuestion(next);
    else void onConfirm();
  };
  return (
    <>
      {children(open)}
      {question && (
        <Suspense fallback={null}>
          <ConfirmDialog
            {...question}
            isPending={isPending}
            onConfirm={async () => {
              try {
                await onConfirm();
              } finally {
                setQuestion(null);
              }
            }}
            onClose={() => setQuestion(null)}
          />
        </Suspense>
      )}
    </>
  );
}
