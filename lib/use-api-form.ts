// The one way a form talks to the API (docs/howto.md "Add a form"): busy state, the browser's check with the
// schema the API itself uses (contract/forms/), every wrong field's message on its field (ours or the
// API's 4000 fields, docs/product.md §8), and the other failures in the form or as the client's toast.
// The schema is loaded on mount, not with the page: zod stays out of every page's first-load JavaScript.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { ApiCodeError, NETWORK_ERROR_MESSAGE, getBrowserApiClient, isCanceledError, type CallOptions, NetworkError } from './http';

export type FormSchemaLoader = () => Promise<ZodType>;
export type FormErrors<F extends string> = Partial<Record<F, string>>;

export type ApiFormOptions<F extends string> = {
  /** The shared schema, e.g. `() => import('@/contract/forms/login').then((m) => m.loginForm)`. */
  schema?: FormSchemaLoader;
  /** The fields the form shows; a message for any other (a hidden token, a path id) goes to formError. */
  fields?: readonly F[];
  /**
   * Where failures go: 'inline' (default) in formError, with no toast; 'toast' leaves them to the
   * client's rules (lib/http-rules.ts: a toast of codeMsg, or of the network text).
   */
  report?: 'inline' | 'toast';
  /** The words for a failed call, when a form says it its own way (undefined: codeMsg or the network text). */
  messageOf?: (error: ApiCodeError | NetworkError) => string | undefined;
};

export type SubmitOptions<F extends string> = CallOptions & {
  /** Checks the schema cannot make (a chosen file, a receiver a physical gift needs), merged with its errors. */
  check?: () => FormErrors<F>;
  /** What the schema validates, when it is not the body (default: the body). */
  values?: Record<string, unknown>;
  /** The schema of this submit, when it depends on what was chosen (a physical gift needs a receiver). */
  schema?: FormSchemaLoader;
  /** Skip the browser's check (the body is not a form, e.g. a retry). */
  skipCheck?: boolean;
  /** Stay busy after a success, for a form that goes to another page next (no second submit meanwhile). */
  stayBusy?: boolean;
};

export type SubmitResult<T, F extends string> =
  | { ok: true; data: T }
  | { ok: false; errors: FormErrors<F>; error?: ApiCodeError | NetworkError };

/** What a person is told about a failed call: the API's codeMsg, or the house words for the network. */
export function failureText(error: ApiCodeError | NetworkError): string {
  return error instanceof ApiCodeError ? error.codeMsg : NETWORK_ERROR_MESSAGE;
}

type Checker = (values: unknown) => Record<string, string>;
/** Schemas loaded so far, by loader (module-level loaders, so one entry each). */
const checkers = new Map<FormSchemaLoader, Checker>();

/** Loads a schema and zod's check; afterwards checkerOf answers it at once. */
async function loadChecker(loader: FormSchemaLoader): Promise<void> {
  if (checkers.has(loader)) return;
  const [schema, { checkForm }] = await Promise.all([loader(), import('@/contract/forms/field-errors')]);
  checkers.set(loader, (values) => checkForm(schema, values));
}

export function useApiForm<F extends string = string>(options: ApiFormOptions<F> = {}) {
  const { schema, fields, report = 'inline', messageOf } = options;
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [formError, setFormError] = useState('');
  // A double click sends once: state updates are not seen by a second click in the same frame.
  const inFlight = useRef(false);

  useEffect(() => {
    // Fetch the schema's chunk while the person types; a failure here is tried again at submit.
    if (schema) void loadChecker(schema).catch(() => undefined);
  }, [schema]);

  /** Splits messages into the form's fields and the rest (the first of which is the form's message). */
  const place = useCallback(
    (messages: Record<string, string>): { onFields: FormErrors<F>; other: string } => {
      const onFields: FormErrors<F> = {};
      let other = '';
      for (const [key, message] of Object.entries(messages)) {
        if (!fields || fields.includes(key as F)) onFields[key as F] = message;
        else other ||= message;
      }
      return { onFields, other };
    },
    [fields],
  );

  /** Forgets every message (another form on the same screen took over). */
  const reset = useCallback(() => {
    setErrors({});
    setFormError('');
  }, []);

  const clearError = useCallback((field: F) => {
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  /**
   * The browser's check alone: marks the wrong fields and answers whether all is well, with the fields'
   * messages. For a form that must do something before it submits (upload an attachment first).
   */
  const validate = useCallback(
    async (values: Record<string, unknown>, options: Pick<SubmitOptions<F>, 'check' | 'schema'> = {}): Promise<{ ok: boolean; errors: FormErrors<F> }> => {
      const schemaNow = options.schema ?? schema;
      let found: Record<string, string> = {};
      const checker = schemaNow && checkers.get(schemaNow);
      if (checker) found = checker(values);
      // Not loaded yet (a slow network, a very quick person) or not at all: the API checks with the same
      // schema and names the same fields in the same words, so the form sends rather than waits.
      else if (schemaNow) void loadChecker(schemaNow).catch(() => undefined);
      const { onFields, other } = place({ ...found, ...(options.check?.() ?? {}) });
      setErrors(onFields);
      setFormError(other);
      return { ok: !other && !Object.keys(onFields).length, errors: onFields };
    },
    [schema, place],
  );

  const submit = useCallback(
    async <T>(path: string, body: Record<string, unknown>, submitOptions: SubmitOptions<F> = {}): Promise<SubmitResult<T, F>> => {
      const { check, values, skipCheck, stayBusy, schema: schemaNow, ...callOptions } = submitOptions;
      let succeeded = false;
      if (inFlight.current) return { ok: false, errors: {} };
      inFlight.current = true;
      try {
        if (!skipCheck) {
          const checked = await validate(values ?? body, { check, schema: schemaNow });
          if (!checked.ok) return { ok: false, errors: checked.errors };
        } else {
          setErrors({});
          setFormError('');
        }
        setBusy(true);
        const callOptionsFinal: CallOptions = report === 'inline' ? { suppressToast: true, ...callOptions } : callOptions;
        const data = await getBrowserApiClient().call<T>(path, body, callOptionsFinal);
        succeeded = true;
        return { ok: true, data };
      } catch (error) {
        if (isCanceledError(error)) return { ok: false, errors: {} };
        if (!(error instanceof ApiCodeError) && !(error instanceof NetworkError)) throw error;
        const fromApi = error instanceof ApiCodeError ? place(error.fields).onFields : {};
        setErrors(fromApi);
        if (report === 'inline') {
          setFormError(messageOf?.(error) ?? failureText(error));
        }
        return { ok: false, errors: fromApi, error };
      } finally {
        if (!(succeeded && stayBusy)) {
          inFlight.current = false;
          setBusy(false);
        }
      }
    },
    [validate, place, report, messageOf],
  );

  return { busy, errors, setErrors, clearError, reset, formError, setFormError, validate, submit };
}
