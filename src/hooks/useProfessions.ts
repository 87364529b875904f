import { useModel } from '@umijs/max';
import { useEffect } from 'react';
import type { ProfessionModel } from '@/models/profession';

/**
 * The profession dictionary for a view that shows it (spec §3): asks the `profession` model to load
 * it, once for the whole app, and re-renders the caller when it arrives. Call it from the smallest
 * component that shows a profession (src/components/ProfessionName), so the answer re-draws a label,
 * not a page.
 */
export default function useProfessions(): ProfessionModel {
  const model = useModel('profession');
  const { load } = model;
  useEffect(() => load(), [load]);
  return model;
}
