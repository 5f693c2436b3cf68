import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import { useErrorsFollowLanguage } from '@trabzon/ui';
import { useRegisterAfterPress, useWarnBeforeUnload } from '../../../lib/forms';
import { useReportUnsaved } from '../unsaved';

/**
 * A settings section's form, the same in every section: a field is checked when it is left, after a
 * click on Save (so Save stays under the pointer); errors follow the page's language; unsaved changes
 * are reported to the tabs and asked about before the page is left. Saved values become the form's
 * own (`reset`), so only what differs from them counts as unsaved.
 */
export function useSettingsForm<V extends FieldValues>(
  section: string,
  defaultValues: DefaultValues<V>,
  options: Pick<UseFormProps<V>, 'shouldFocusError'> = {},
) {
  const form = useForm<V>({ mode: 'onTouched', defaultValues, ...options });
  const register = useRegisterAfterPress(form.register);
  useErrorsFollowLanguage({ formState: form.formState, trigger: form.trigger });
  useWarnBeforeUnload(form.formState.isDirty);
  useReportUnsaved(section, form.formState.isDirty);
  return { ...form, register };
}
