/**
 * MessageGate (issue 6): a page outside the home page's first view waits for its message groups
 * behind the lazy-page placeholder, renders at once when they are there, and renders anyway when
 * their chunk fails (message ids rather than a page that never appears).
 */
import { render, screen } from '@testing-library/react';
import MessageGate from '@/components/MessageGate';
import { ensureMessages, hasMessages } from '@/utils/localeMessages';

jest.mock('@/utils/localeMessages', () => ({ ensureMessages: jest.fn(), hasMessages: jest.fn() }));
jest.mock('@/loading', () => ({ __esModule: true, default: () => <p>loading...</p> }));

const ensure = jest.mocked(ensureMessages);
const GROUPS = ['frame', 'pages', 'dispute'] as const;

beforeEach(() => {
  ensure.mockReset();
  jest.mocked(hasMessages).mockReset();
});

test('renders the page at once when its groups are registered', () => {
  jest.mocked(hasMessages).mockReturnValue(true);
  render(<MessageGate groups={GROUPS}>the page</MessageGate>);
  expect(screen.getByText('the page')).toBeInTheDocument();
  expect(ensure).not.toHaveBeenCalled();
});

test('shows the placeholder until a missing group is in, then the page', async () => {
  // The frame and the shared pages are there (an earlier page), the section's group is not.
  jest.mocked(hasMessages).mockImplementation((group) => group !== 'dispute');
  let arrive: (ok: boolean) => void = () => undefined;
  ensure.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  render(<MessageGate groups={GROUPS}>the page</MessageGate>);
  expect(screen.getByText('loading...')).toBeInTheDocument();
  expect(screen.queryByText('the page')).not.toBeInTheDocument();
  expect(ensure).toHaveBeenCalledWith(undefined, GROUPS);
  arrive(true);
  expect(await screen.findByText('the page')).toBeInTheDocument();
});

test('renders the page when the chunk failed', async () => {
  jest.mocked(hasMessages).mockReturnValue(false);
  ensure.mockResolvedValue(false);
  render(<MessageGate groups={GROUPS}>the page</MessageGate>);
  expect(await screen.findByText('the page')).toBeInTheDocument();
});

test('closes again for the next page in its place when that page needs a group that is not in', async () => {
  // Enterprise search, then the announcements: the router swaps the gate's children and groups,
  // React keeps the gate. Only the frame and the enterprise group are registered.
  const registered = new Set(['frame', 'enterprise']);
  jest.mocked(hasMessages).mockImplementation((group) => registered.has(group));
  let arrive: (ok: boolean) => void = () => undefined;
  ensure.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  const { rerender } = render(<MessageGate groups={['frame', 'enterprise']}>enterprise search</MessageGate>);
  expect(screen.getByText('enterprise search')).toBeInTheDocument();

  const every = ['frame', 'pages', 'enterprise', 'operations', 'dispute'] as const;
  rerender(<MessageGate groups={every}>announcements</MessageGate>);
  expect(screen.getByText('loading...')).toBeInTheDocument();
  expect(screen.queryByText('announcements')).not.toBeInTheDocument();
  expect(ensure).toHaveBeenCalledWith(undefined, every);
  for (const group of every) registered.add(group);
  arrive(true);
  expect(await screen.findByText('announcements')).toBeInTheDocument();
});
