import type { RequestConfig } from '@umijs/max';
import { getIntl, history } from '@umijs/max';
import { message, notification } from 'antd';
import type { AxiosResponse } from 'axios';
import { ENVELOPE_CODE } from './constants';

/** Spec §4: how a business error is displayed. */
export enum ErrorShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 4,
  REDIRECT = 9,
}

/** Spec §3: the body of a business failure (`success === false`). */
export interface ErrorResponseBody {
  success: false;
  errorMessage?: string;
  errorCode?: string | number;
  showType?: ErrorShowType;
  [key: string]: unknown;
}

/** A business error (spec §8): raised for a body with `success === false`. */
export class BizError extends Error {
  readonly info: ErrorResponseBody;

  constructor(info: ErrorResponseBody) {
    super(info.errorMessage ?? '');
    this.name = 'BizError';
    this.info = info;
  }
}

/** A 2xx response whose body is not a JSON object (e.g. malformed JSON). */
export class MalformedResponseError extends Error {
  constructor() {
    super('Malformed response body');
    this.name = 'MalformedResponseError';
  }
}

const t = (id: string) => getIntl().formatMessage({ id });

/**
 * Spec §8: text of an envelope's `msg`. A msg that starts with `[` is a JSON list whose first
 * element is shown; when it does not parse, the msg is shown as it is.
 */
export function envelopeMessage(msg: string): string {
  if (!msg.startsWith('[')) return msg;
  try {
    const list: unknown = JSON.parse(msg);
    if (Array.isArray(list) && list.length > 0) return String(list[0]);
  } catch {
    // not JSON after all: fall through to the raw text
  }
  return msg;
}

/** Spec §4: show a business error by its showType; missing or unknown → error message. */
function showBizError({ errorMessage = '', errorCode, showType }: ErrorResponseBody) {
  switch (showType) {
    case ErrorShowType.SILENT:
      return;
    case ErrorShowType.WARN_MESSAGE:
      message.warning(errorMessage);
      return;
    case ErrorShowType.NOTIFICATION:
      notification.error({ message: String(errorCode ?? ''), description: errorMessage });
      return;
    case ErrorShowType.REDIRECT: {
      const query = new URLSearchParams({
        errorCode: String(errorCode ?? ''),
        errorMessage,
      });
      history.push(`/exception?${query.toString()}`);
      return;
    }
    default:
      message.error(errorMessage);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Spec §7, §8: unwraps the `{code, msg, data}` envelope. A `success === false` body is left for the
 * errorThrower (it runs after this interceptor). code 0 → data; 99998 → `false`, silently; any other
 * code → an error notification with msg, and the raw body is returned. A body that is not an object
 * cannot be trusted and is raised as a MalformedResponseError.
 */
export function unwrapEnvelope(response: AxiosResponse) {
  const body: unknown = response.data;
  if (response.config?.responseType && response.config.responseType !== 'json') return response;
  if (!isObject(body)) throw new MalformedResponseError();
  if (body.success === false || !('code' in body)) return response;

  if (body.code === ENVELOPE_CODE.ok) {
    response.data = body.data;
  } else if (body.code === ENVELOPE_CODE.notLoggedIn) {
    response.data = false;
  } else if (typeof body.msg === 'string' && body.msg) {
    notification.error({ message: t('request.notificationTitle'), description: envelopeMessage(body.msg) });
  }
  return response;
}

type AxiosLikeError = Error & { response?: { data?: unknown }; request?: unknown };

/**
 * Request layer of spec §4, §7, §8: every call sends cookies, the envelope is unwrapped, business
 * errors are shown by showType, HTTP and network failures show `errorMessage` from the body or
 * "Request error, please retry.". A call with `skipErrorHandler` gets the error back unshown.
 */
export const requestConfig: RequestConfig = {
  withCredentials: true,
  errorConfig: {
    errorThrower: (body: ErrorResponseBody) => {
      throw new BizError(body);
    },
    errorHandler: (error: AxiosLikeError, opts) => {
      if (opts?.skipErrorHandler) throw error;
      if (error instanceof BizError) {
        showBizError(error.info);
        return;
      }
      if (error instanceof MalformedResponseError) {
        message.error(t('request.malformed'));
        return;
      }
      const body = error.response?.data;
      const errorMessage = isObject(body) && typeof body.errorMessage === 'string' ? body.errorMessage : '';
      message.error(errorMessage || t('request.error'));
    },
  },
  responseInterceptors: [unwrapEnvelope],
};
