import { useRequest } from 'ahooks';

type Service<TData, TParams extends unknown[]> = (...args: TParams) => Promise<TData>;
type Options<TData, TParams extends unknown[]> = NonNullable<Parameters<typeof useRequest<TData, TParams>>[1]>;

/**
 * ahooks `useRequest` for service calls whose failures the page shows itself (LoadError, an
 * alert beside a form). Without an `onError`, ahooks logs every rejection to the console, which
 * would double-report failures the visitor already sees; a caller's own `onError` still runs.
 * Same signature and result as `useRequest`.
 */
export default function useServiceRequest<TData, TParams extends unknown[] = []>(
  service: Service<TData, TParams>,
  options?: Options<TData, TParams>,
) {
  return useRequest<TData, TParams>(service, { onError: () => undefined, ...options });
}
