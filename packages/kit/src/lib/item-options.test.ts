import { describe, expect, it } from 'vitest';
import { itemOptions } from './item-options';

describe('itemOptions', () => {
  it('gives each item’s id, named by the field asked for', () => {
    const answer = {
      items: [
        { id: 'c1', legalName: 'PT Maju Jaya', code: 'MJ' },
        { id: 'c2', legalName: 'PT Sinar Abadi', code: 'SA' },
      ],
    };
    expect(itemOptions(answer, 'legalName')).toEqual([
      { value: 'c1', label: 'PT Maju Jaya' },
      { value: 'c2', label: 'PT Sinar Abadi' },
    ]);
    expect(itemOptions(answer, 'code')).toEqual([
      { value: 'c1', label: 'MJ' },
      { value: 'c2', label: 'SA' },
    ]);
  });

  it('gives no choices while the answer is not in', () => {
    expect(itemOptions<{ id: string; name: string }>(undefined, 'name')).toEqual([]);
  });
});
