// Printing a CV that has parts loaded on demand (the attribute radar's chart code loads when it comes into view): the
// "Print or save as PDF" button first asks those parts to load and waits until they have drawn, so the PDF holds the whole CV.
// A print started from the browser's menu gets the same request through `beforeprint`, best effort: the browser may
// lay out the page before a chunk arrives (the card's figures and the radar's table are in the page either way).

type Prepare = () => Promise<void>;

const parts = new Set<Prepare>();

/** Registers a part that must be loaded before printing; returns the unregister function. */
export function onPrepareForPrint(prepare: Prepare): () => void {
  parts.add(prepare);
  const onBeforePrint = () => void prepare();
  window.addEventListener('beforeprint', onBeforePrint);
  return () => {
    parts.delete(prepare);
    window.removeEventListener('beforeprint', onBeforePrint);
  };
}

/** How long printing waits for the parts at most: a chunk that cannot load must not block the PDF. */
const PREPARE_TIMEOUT_MS = 4000;

const nextFrame = () =>
  new Promise<void>((resolve) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => resolve()) : setTimeout(resolve, 16),
  );

/** Loads every registered part (at most PREPARE_TIMEOUT_MS), lets the browser lay it out, then opens the print dialog. */
export async function printWhenReady(): Promise<void> {
  if (parts.size > 0) {
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, PREPARE_TIMEOUT_MS));
    await Promise.race([Promise.allSettled([...parts].map((prepare) => prepare())), timeout]);
    await nextFrame();
    await nextFrame();
  }
  window.print();
}
