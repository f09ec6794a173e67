import { useRef, useState, type KeyboardEvent } from 'react';
import type { PlanRect } from '~/content/edition';
import { neighbour, type Direction } from './plan-navigation';

const arrows = new Set<string>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * The plan is one tab stop (a roving tabindex): `active` is the stand that takes focus,
 * arrow keys, Home and End move it, Enter or Space selects it.
 */
export function useStandFocus(stands: readonly (PlanRect & { id: string })[]) {
  const [selected, setSelected] = useState<string | null>(null);
  const [active, setActive] = useState(stands[0]?.id ?? '');
  const standRefs = useRef(new Map<string, SVGGElement>());

  const choose = (id: string, focus: boolean) => {
    setSelected(id);
    setActive(id);
    if (focus) {
      const node = standRefs.current.get(id);
      node?.focus();
      node?.scrollIntoView?.({ block: 'center', inline: 'center' });
    }
  };

  const moveTo = (id: string) => {
    setActive(id);
    standRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, id: string) => {
    if (arrows.has(event.key)) {
      event.preventDefault();
      const next = neighbour(stands, id, event.key as Direction);
      if (next) moveTo(next);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const next = event.key === 'Home' ? stands[0] : stands.at(-1);
      if (next) moveTo(next.id);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(id, false);
    }
  };

  const refFor = (id: string) => (node: SVGGElement | null) => {
    if (node) standRefs.current.set(id, node);
    else standRefs.current.delete(id);
  };

  return { selected, active, setActive, choose, onKeyDown, refFor };
}
