import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { SignedIn } from '../../api/auth';
import { userMessage } from '../../api/client';
import { useAuth } from '../../auth';
import { useSchemaForm } from '../../forms';

/** Sign-up, login and password reset all end the same way: signed in, and sent where the server says. */
export function useSignInForm<V extends Record<string, string | boolean>, S extends z.ZodType>(
  schema: S,
  initial: V,
  send: (input: z.infer<S>) => Promise<SignedIn>,
  fallback: string,
) {
  const form = useSchemaForm(schema, initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const auth = useAuth();
  const navigate = useNavigate();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const input = form.validate();
    if (!input) return;
    setSending(true);
    try {
      const result = await send(input);
      auth.setUser(result.user);
      void navigate(result.next);
    } catch (error) {
      setFailure(userMessage(error, fallback));
      setSending(false);
    }
  }

  return { form, failure, sending, submit };
}
