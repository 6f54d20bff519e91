import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Switch } from '@/components/ui/switch';

export function FormSwitch({ name, label, hint }: { name: string; label: ReactNode; hint?: ReactNode }) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => <Switch ref={field.ref} checked={Boolean(field.value)} onChange={field.onChange} label={label} hint={hint} />}
    />
  );
}
