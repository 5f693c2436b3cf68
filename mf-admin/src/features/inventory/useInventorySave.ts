import { useState, type FormEvent } from 'react';
import { useSubmitOnce } from '@trabzon/ui';
import { useInventoryText } from './useInventoryText';

/**
 * The save of an inventory form (a night, or many in bulk): `save` goes on the <form>, `refusal` beside its
 * fields. One at a time: a second press before "Saving…" shows sends nothing. Every attempt starts afresh: the
 * last refusal no longer describes the values sent now. A refusal is said once, in the form (a toast repeating
 * it read as two refusals).
 *
 * `submit` is useModelForm's (the model's checks first); `send` makes the request and says it went through.
 */
export function useInventorySave<V>(
  submit: (onValid: (values: V) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => Promise<void>,
  send: (values: V) => Promise<void>,
  failure: 'saveFailed' | 'bulkFailed',
) {
  const { failed } = useInventoryText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { onSubmit } = useSubmitOnce();
  const apply = submit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      setRefusal(failed(failure, error));
    }
  });
  const save = onSubmit(async (event: FormEvent<HTMLFormElement>) => {
    setRefusal(null);
    await apply(event);
  });
  return { save, refusal };
}
