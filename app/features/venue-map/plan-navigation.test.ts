import { describe, expect, it } from 'vitest';
import { matches, neighbour } from './plan-navigation';

// A 3 × 2 grid: A B C over D E F.
const grid = ['A', 'B', 'C', 'D', 'E', 'F'].map((id, index) => ({
  id,
  x: (index % 3) * 100,
  y: Math.floor(index / 3) * 100,
  width: 80,
  height: 80,
}));

describe('neighbour', () => {
  it('moves along rows and columns', () => {
    expect(neighbour(grid, 'A', 'ArrowRight')).toBe('B');
    expect(neighbour(grid, 'B', 'ArrowDown')).toBe('E');
    expect(neighbour(grid, 'F', 'ArrowLeft')).toBe('E');
    expect(neighbour(grid, 'D', 'ArrowUp')).toBe('A');
  });

  it('stops at the edge of the plan', () => {
    expect(neighbour(grid, 'C', 'ArrowRight')).toBeUndefined();
    expect(neighbour(grid, 'A', 'ArrowUp')).toBeUndefined();
  });

  it('prefers a stand in line over a diagonal one', () => {
    const offset = [...grid, { id: 'G', x: 120, y: 150, width: 80, height: 80 }];
    expect(neighbour(offset, 'A', 'ArrowRight')).toBe('B');
  });
});

describe('matches', () => {
  const items = [{ name: 'Straits Marine Shipyard' }, { name: 'Azure Horizon' }, { name: 'Pearl Cove Catamarans' }];

  it('finds names containing every word typed, whatever the case', () => {
    expect(matches(items, 'marine straits')).toEqual([{ name: 'Straits Marine Shipyard' }]);
    expect(matches(items, 'AZURE')).toEqual([{ name: 'Azure Horizon' }]);
  });

  it('finds nothing for an empty query', () => {
    expect(matches(items, '  ')).toEqual([]);
  });
});
