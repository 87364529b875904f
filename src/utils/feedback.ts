/** antd's static message and notification: what a failure or a finished action shows. */
export type Feedback = Pick<typeof import('antd'), 'message' | 'notification'>;

let feedback: Promise<Feedback> | undefined;

/**
 * Shows a toast or notification through antd's static `message` / `notification` (themed by the
 * `holderRender` src/app.tsx gives ConfigProvider), loading them on first use: they are needed
 * only once something fails (the request layer, spec §4's error display types) or an action has
 * finished (a listing published), and as a static import they were in the first load of every page
 * that can show one (~11 KB compressed). A chunk that does not arrive (the network is down) shows
 * nothing; the next call asks for it again.
 */
export function showFeedback(display: (api: Feedback) => void): void {
  feedback ??= import(/* webpackExports: ["message", "notification"] */ 'antd');
  feedback.then(display).catch(() => {
    feedback = undefined;
  });
}
