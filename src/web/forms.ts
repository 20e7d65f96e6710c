import { useEffect, useId, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';

type Values = Record<string, string | boolean>;
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * A form checked by a shared schema: the same rules and messages as the server. After a refused submit the
 * first field that needs attention gets the focus. `toInput` turns the fields' text into what the schema reads
 * (numbers, nulls for what was left empty), for schemas that take more than text.
 */
export function useSchemaForm<V extends Values, S extends z.ZodType>(
  schema: S,
  initial: V,
  toInput: (values: V) => unknown = (values) => values,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [refusals, setRefusals] = useState(0);
  const formId = useId();

  useEffect(() => {
    if (refusals > 0) document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, formId]);

  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** Props for a text input bound to `name`; `clean` may rewrite what is typed (the username box). */
  const text = (name: keyof V & string, clean: (value: string) => string = (value) => value) => ({
    name,
    value: String(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(name, clean(event.target.value) as V[typeof name]),
  });

  /** The parsed values, or null after showing what is wrong. */
  const validate = (): z.infer<S> | null => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return parsed.data;
    const found: FieldErrors<V> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as keyof V;
      found[name] ??= issue.message;
    }
    setErrors(found);
    setRefusals((count) => count + 1);
    return null;
  };

  // A form the browser sends itself (a tap before the page's script has arrived, on a slow connection) posts, as our
  // pages do, instead of putting its fields in the address, the history and the server's log: a password too. The
  // server answers such a post by loading the page again (features/web/routes.ts). Checking is the schema's.
  const attributes = { id: formId, method: 'post', encType: 'multipart/form-data', noValidate: true } as const;

  return { values, errors, formId, attributes, set, text, validate, reset: () => setValues(initial) };
}
