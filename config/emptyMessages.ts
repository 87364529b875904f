/**
 * What Umi's locale plugin imports in place of `src/locales/<lang>.ts` under `max build` and `max dev` (see
 * `config/moduleSwaps.ts`): no messages. The active locale's messages arrive in a chunk of their own before the
 * first render (`src/utils/localeMessages.ts`), so a visitor downloads one language, not both.
 */
export default {} as Record<string, string>;
