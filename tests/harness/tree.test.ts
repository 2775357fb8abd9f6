import { describe, expect, it } from 'vitest';
import { diffHunks, diffLines } from '../../a11y/lib/tree/diff';

const tree = (...lines: string[]) => lines.join('\n');

describe('the accessibility tree’s difference', () => {
  it('keeps what did not move and names each line removed and added, in order', () => {
    const before = tree('- banner', '- heading "Panier" [level=1]', '- button "Ajouter au panier"', '- contentinfo');
    const after = tree(
      '- banner',
      '- heading "Panier" [level=1]',
      '- button "Ajouter au panier : Mug"',
      '- contentinfo',
    );
    expect(diffLines(before, after)).toEqual([
      { kind: ' ', text: '- banner' },
      { kind: ' ', text: '- heading "Panier" [level=1]' },
      { kind: '-', text: '- button "Ajouter au panier"' },
      { kind: '+', text: '- button "Ajouter au panier : Mug"' },
      { kind: ' ', text: '- contentinfo' },
    ]);
  });

  it('shows a change with its context only, and marks the lines left out between two changes', () => {
    const lines = Array.from({ length: 20 }, (_, i) => `- listitem: ${i}`);
    const changed = [...lines];
    changed[2] = '- listitem: two [checked]';
    changed[17] = '- listitem: seventeen';
    const hunks = diffHunks(diffLines(lines.join('\n'), changed.join('\n')), 1).split('\n');
    expect(hunks).toEqual([
      ' - listitem: 1',
      '-- listitem: 2',
      '+- listitem: two [checked]',
      ' - listitem: 3',
      '…',
      ' - listitem: 16',
      '-- listitem: 17',
      '+- listitem: seventeen',
      ' - listitem: 18',
    ]);
  });

  it('has nothing to show for the same tree', () => {
    expect(diffHunks(diffLines('- main', '- main'))).toBe('');
  });
});
