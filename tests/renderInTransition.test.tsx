/**
 * The app's first render at transition priority (src/components/BootPlaceholder/RenderInTransition):
 * the start-up placeholder the HTML shows stays until the app has rendered, then the app replaces it.
 */
import '@umijs/max/test-setup';
import { render, screen } from '@testing-library/react';
import RenderInTransition from '@/components/BootPlaceholder/RenderInTransition';

test('shows the start-up placeholder first, then the app', async () => {
  const App = () => <h1>the app</h1>;
  render(
    <RenderInTransition>
      <App />
    </RenderInTransition>,
  );
  expect(await screen.findByRole('heading', { name: 'the app' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
