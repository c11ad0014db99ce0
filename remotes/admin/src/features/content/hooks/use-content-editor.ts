import type { ContentItem } from '@school/shared/data/admin';
import { useState } from 'react';

export type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; item: ContentItem };

/**
 * The editor dialog of the content screen: which item it holds (none, a new one, an existing
 * one), whether the form has unsaved changes, and the question asked before they are thrown
 * away. Closing a form with changes asks first; saving or discarding closes it at once.
 */
export function useContentEditor() {
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [dirty, setDirty] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);

  const close = () => {
    setEditing({ mode: 'closed' });
    setDirty(false);
    setAskDiscard(false);
  };

  return {
    editing,
    /** Whether the "discard your changes?" question is open. */
    askDiscard,
    create: () => setEditing({ mode: 'create' }),
    edit: (item: ContentItem) => setEditing({ mode: 'edit', item }),
    /** The form reports whether it holds changes. */
    setDirty,
    /** Closes without asking (saved, or changes discarded). */
    close,
    /** Closes, asking first when the form holds changes. */
    requestClose: () => (dirty ? setAskDiscard(true) : close()),
    /** Answers "keep editing" to the question. */
    keepEditing: () => setAskDiscard(false),
  };
}
