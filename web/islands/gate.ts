/**
 * What a person does in a part of the page before React has hydrated it is not lost: a press
 * on a button (or checkbox, or a form's submit) is held and replayed once the part is live, and
 * text typed into its fields is handed to React as a change. Links work natively throughout.
 * Used by the islands' boot script (./boot.ts) and by a page's parts that hydrate when first
 * used (web/lazy-part.ts).
 */

const PRESSABLE = 'button, [role="button"], [role="switch"], [role="checkbox"], [role="radio"], [role="tab"], input[type="checkbox"], input[type="radio"], summary';
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'touchstart'] as const;

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

function isTextField(target: EventTarget | null): target is FieldElement {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden', 'file'].includes(target.type));
}

/**
 * Makes React see a value typed before hydration as a change. React hydrated the field with its
 * own state (and may have written it back since), so the value is written through the
 * prototype's setter, which React's value tracker does not see: the input event that follows
 * is then a change to React, as if the person had just typed it.
 */
function replayTyping(field: FieldElement, value: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // Through the element first, so the tracker's "last value" is not already `value`.
  if (field.value === value) field.value = '';
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts: begins hydrating and calls `rooted` once React's root exists (from then on React sees
 * the part's events); resolves once the part has committed.
 */
export type StartHydration = (rooted: () => void) => Promise<void>;

/**
 * Watches one part of the page (its element) until it is live: hydration starts on the first
 * sign of use (pointer, focus or touch) or when the returned function is called, which resolves
 * once the part is live. `label` names it in errors. Sets `data-hydrated` on the element when live.
 *
 * `listenOn` is where its listeners go (capture phase): the element itself for an island, whose
 * root React has not made yet; the document for a part inside a live root, because that root's
 * React stops the propagation of what happens in a part it cannot hydrate yet.
 */
export function gate(element: HTMLElement, start: StartHydration, label: string, listenOn: HTMLElement | Document = element): () => Promise<void> {
  const on = <K extends keyof HTMLElementEventMap>(type: K, listener: (event: HTMLElementEventMap[K]) => void, options: AddEventListenerOptions) =>
    listenOn.addEventListener(
      type,
      (event) => {
        if (event.target instanceof Node && element.contains(event.target)) listener(event as HTMLElementEventMap[K]);
      },
      options,
    );
  // static: server HTML only; loading: its code is on the way; rooted: React's root exists
  // (React now sees every event, and hydrates at once what is used); live: hydrated.
  let state: 'static' | 'loading' | 'rooted' | 'live' = 'static';
  const beforeReact = () => state === 'static' || state === 'loading';
  // Until the island is live, a press or submit waits its turn behind what is already held or
  // typed (else a form could submit before its replayed text reached React).
  const mustWait = () => beforeReact() || (state !== 'live' && (held.length > 0 || typed.size > 0));
  // Actions held until the island is live, in the order the person did them, and the text
  // typed before React was there (the last value of each field).
  const held: (() => void)[] = [];
  const typed = new Map<FieldElement, string>();
  // A pointer went down before React was there: its click is replayed whole once the island
  // is live (react-aria ignores a press whose start it did not see).
  let pressStartedEarly = false;

  const goLive = async () => {
    state = 'live';
    // A field typed into and already left is replayed as such: focused, typed, left (so what
    // React does on blur, such as a number field's clamping, happens too).
    const current = document.activeElement;
    for (const [field, value] of typed) {
      if (!element.contains(field)) continue;
      if (field === current) {
        replayTyping(field, value);
        continue;
      }
      field.focus({ preventScroll: true });
      replayTyping(field, value);
      field.blur();
    }
    if (typed.size > 0 && current instanceof HTMLElement && current !== document.body && current !== document.activeElement) current.focus({ preventScroll: true });
    typed.clear();
    // Each replayed action sees what the one before it rendered (React commits the updates of
    // an event before the next task).
    for (const action of held.splice(0)) {
      await nextTask();
      action();
    }
    element.dataset.hydrated = 'true';
  };

  let hydrating: Promise<void> | null = null;
  const hydrate = (): Promise<void> => {
    if (hydrating) return hydrating;
    state = 'loading';
    hydrating = start(() => void (state = 'rooted'))
      .then(goLive)
      .catch((error: unknown) => console.error('Failed to hydrate', label, error));
    return hydrating;
  };

  const hold = (event: Event, action: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(action);
    void hydrate();
  };

  for (const type of INTENT_EVENTS) on(type, () => void hydrate(), { capture: true, passive: true });
  on(
    'input',
    (event) => {
      if (!isTextField(event.target)) return;
      // Typed once React is there: React has it, and it is newer than anything held.
      if (beforeReact()) typed.set(event.target, event.target.value);
      else typed.delete(event.target);
    },
    { capture: true, passive: true },
  );
  on('pointerdown', () => void (pressStartedEarly = beforeReact()), { capture: true, passive: true });
  on(
    'click',
    (event) => {
      const startedEarly = pressStartedEarly;
      pressStartedEarly = false;
      if (!mustWait() && !startedEarly) return;
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
      if (!target || !element.contains(target)) return;
      if (state === 'live') {
        // Live now, but React saw only the end of this press: replay it whole.
        event.preventDefault();
        event.stopImmediatePropagation();
        target.click();
        return;
      }
      hold(event, () => target.click());
    },
    { capture: true },
  );
  on(
    'submit',
    (event) => {
      if (!mustWait()) return;
      const form = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      hold(event, () => form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined));
    },
    { capture: true },
  );

  return hydrate;
}
