import { useIntl, useNavigate, useSearchParams } from '@umijs/max';
import useServiceRequest from '@/hooks/useServiceRequest';
import { Button, Card, Skeleton } from 'antd';
import LoadError from '@/components/LoadError';
import { ServiceFailure, checkServiceResult, loadFailureText } from '@/utils/serviceResult';
import ExceptionResult from '@/components/StatusResult/ExceptionResult';

const NOT_FOUND = 404;

/** Why a detail page has nothing to show: no `id` in the link, or the server knows no such id. */
export type Missing = 'missingId' | 'unknownId';

/** Request options of the page's own calls: failures are shown by the page, not by the request layer. */
export const PAGE_HANDLES_ERRORS = { skipErrorHandler: true } as const;

/**
 * Loads the record named by `?id=` with a detail service (docs/api.md §6.1). `missing` is set when
 * the link has no id, the server answers code 404, or it sends `data: null`; any other failure
 * (HTTP, network, malformed body, another code) is `error` (retry with `refresh`). The call skips
 * the request layer's messages, so an unknown id shows only the page's "not found" and every
 * other failure only the page's error state.
 */
export function useDetail<T>(load: (id: string, options: typeof PAGE_HANDLES_ERRORS) => Promise<T | false | null | API.Envelope<unknown>>) {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const request = useServiceRequest(
    async () => {
      if (!id) return null;
      return checkServiceResult(await load(id, PAGE_HANDLES_ERRORS)) ?? null;
    },
    { refreshDeps: [id] },
  );
  const { data, error, loading } = request;
  let missing: Missing | undefined;
  if (!id) missing = 'missingId';
  else if (!loading && ((error instanceof ServiceFailure && error.code === NOT_FOUND) || (!error && !data))) {
    missing = 'unknownId';
  }
  return { ...request, id, missing, error: missing ? undefined : error };
}

export interface DetailStateProps {
  loading: boolean;
  error?: Error;
  missing?: Missing;
  onRetry: () => void;
  /** Where "not found" sends the visitor (an app path, e.g. the list with the visitor's search), and its label. */
  back: { label: string; to: string };
  children: () => React.ReactNode;
}

/**
 * The states of a detail page (issue 3 item 6): a skeleton while loading, an error with retry,
 * "not found" with a way back, else the record.
 */
export function DetailState({ loading, error, missing, onRetry, back, children }: DetailStateProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  if (missing) {
    return (
      <Card variant="borderless">
        <ExceptionResult
          status="404"
          title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('content.notFound.title')}</h1>}
          subTitle={t(missing === 'missingId' ? 'content.notFound.missingId' : 'content.notFound.description')}
          extra={
            <Button type="primary" onClick={() => navigate(back.to)}>
              {back.label}
            </Button>
          }
        />
      </Card>
    );
  }
  if (loading) {
    return (
      <Card variant="borderless" aria-busy>
        <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (error) {
    return (
      <Card variant="borderless">
        <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('common.loadFailed')}</h1>
        <LoadError onRetry={onRetry} description={loadFailureText(error) || t('content.loadFailed')} />
      </Card>
    );
  }
  return <>{children()}</>;
}
