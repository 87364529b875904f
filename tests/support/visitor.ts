/**
 * The current visitor of page tests, mocked where Umi defines `useModel` (mocking `@umijs/max`
 * itself would import the app in a cycle). In a test file:
 *
 *   jest.mock('@@/plugin-model', () => jest.requireActual('./support/visitor').pluginModelWithVisitor());
 *
 * then `visitor.mockReturnValue(user)` (undefined: anonymous) before rendering. jest.mock applies
 * only to its own file, so each file keeps that one line.
 */
export const visitor = jest.fn<API.CurrentUser | undefined, []>();

/** `@@/plugin-model` with `useModel` answering the initial state `{ currentUser: visitor() }`. */
export function pluginModelWithVisitor() {
  return {
    ...jest.requireActual('@@/plugin-model'),
    useModel: () => ({ initialState: { currentUser: visitor() } }),
  };
}
