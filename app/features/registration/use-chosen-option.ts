import { useEffect, useRef } from 'react';

/**
 * The dial-code select sends the code, so countries that share one (+1, +7, +44 …) share an
 * option value and the form's values cannot tell Canada from the United States. This
 * remembers which option was chosen when the form was submitted, so "Restore my details"
 * brings back the visitor's own country rather than the first one with that code.
 * `registerRef` is react-hook-form's ref for the select, which this passes the node on to.
 */
export function useChosenOption(registerRef: (node: HTMLSelectElement | null) => void) {
  const select = useRef<HTMLSelectElement | null>(null);
  const chosen = useRef(-1);
  const restoring = useRef(false);

  // react-hook-form's reset re-registers its fields on the next render, which sets the
  // select's value again (and so picks the first option with it): choose ours after that.
  useEffect(() => {
    if (!restoring.current) return;
    restoring.current = false;
    const node = select.current;
    if (node && node.options[chosen.current]?.value === node.value) node.selectedIndex = chosen.current;
  });

  return {
    ref(node: HTMLSelectElement | null) {
      select.current = node;
      registerRef(node);
    },
    remember() {
      chosen.current = select.current?.selectedIndex ?? -1;
    },
    /** Call with the form's restore; the option comes back once the form has re-rendered. */
    putBack() {
      restoring.current = true;
    },
  };
}
