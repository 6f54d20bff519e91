import { useRef } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useFieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { CustomerLine, CustomerSearch } from './customer-search';

type Props = { label?: string; hint?: string; onChange?: (userId: string) => void; initialSearch?: string };

/**
 * The customer of a form with fields userId, userEmail and userName (copied from their record, so
 * the rules can check the email is theirs). Chosen, it shows as a card with "Change".
 */
export function FormCustomerPicker({ label = 'Customer', hint = 'Search by name or email.', onChange, initialSearch }: Props) {
  const { setValue, getValues, formState } = useFormContext();
  const { field } = useController({ name: 'userId' });
  const [email, name] = useWatch({ name: ['userEmail', 'userName'] }) as [string, string];
  const error = useFieldError('userId');
  const search = useRef<HTMLInputElement | null>(null);
  const set = (id: string, userEmail: string, userName: string) => {
    const validate = formState.isSubmitted;
    field.onChange(id);
    setValue('userEmail', userEmail, { shouldValidate: validate });
    setValue('userName', userName, { shouldValidate: validate });
    onChange?.(id);
  };

  if (!field.value) {
    return (
      <CustomerSearch
        label={label}
        hint={hint}
        error={error}
        inputRef={(element) => {
          search.current = element;
          field.ref(element);
        }}
        onChoose={(customer) => set(customer.id, customer.email, customer.name)}
        initialText={initialSearch}
      />
    );
  }
  return (
    <div>
      <p className="block text-sm font-medium text-ink-soft">{label}</p>
      <div className="mt-1.5 flex items-center justify-between gap-3 rounded-xl border border-ink/20 bg-white px-4 py-3">
        <CustomerLine customer={{ name, email: email || String(getValues('userEmail')) }} />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            set('', '', '');
            requestAnimationFrame(() => search.current?.focus());
          }}
          aria-label={`Change the customer (now ${name || email})`}
        >
          Change
        </Button>
      </div>
    </div>
  );
}
