/** Inputs whose keys are not text: a `/` typed there is free for the shortcut. */
const notText = /^(button|checkbox|color|file|image|radio|range|reset|submit)$/;

/** Whether a key typed at `element` would go into text: a field, a text area, a list, an editor. */
export function isTextEntry(element: Element | null): boolean {
  if (element instanceof HTMLInputElement) return !notText.test(element.type);
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    // `closest` rather than `isContentEditable`, which jsdom (the unit tests' DOM) lacks.
    element?.closest('[contenteditable]:not([contenteditable="false"])') != null
  );
}

type ShortcutKey = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'defaultPrevented' | 'isComposing'>;

/**
 * `/` opens the search, as on many sites, unless it is being typed: into a text field, while
 * composing, or with Ctrl, Alt or Meta held (Shift is how some keyboard layouts type `/`), or
 * when something else already used the key.
 */
export function opensSearch(event: ShortcutKey, focused: Element | null): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.defaultPrevented || event.isComposing) return false;
  return !isTextEntry(focused);
}
