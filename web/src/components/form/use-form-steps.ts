import { useEffect, useRef, useState, type RefObject } from 'react';
import { get, type FieldErrors, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** One step of a long form: its title and the fields it asks for, in the order they appear. */
export type FormStep<V extends FieldValues, Id extends string = string> = { id: Id; label: string; fields: readonly FieldPath<V>[] };

/**
 * The steps of a form over useSchemaForm. Continue checks only the current step's fields with the
 * form's own trigger, so a step refuses its own bad answers and nothing else; a send that finds a
 * bad field (a day taken meanwhile) returns to that field's step. After a move, keyboard and
 * screen-reader users land on the step's heading, or on the field to fix.
 */
export function useFormSteps<V extends FieldValues, Out, Id extends string>(
  form: UseFormReturn<V, unknown, Out>,
  steps: readonly FormStep<V, Id>[],
  { startAt, heading }: { startAt: Id; /** The steps' title: it takes focus after each move. */ heading: RefObject<HTMLElement | null> },
) {
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      steps.findIndex((step) => step.id === startAt),
    ),
  );
  const focusAfterMove = useRef<FieldPath<V> | 'heading'>(undefined);

  useEffect(() => {
    const target = focusAfterMove.current;
    focusAfterMove.current = undefined;
    if (target === 'heading') heading.current?.focus();
    else if (target) form.setFocus(target);
  }, [form, heading, index]);

  // Before the first send the form does not re-check as the person types (mode onSubmit); a message
  // a step has shown should still go away as soon as its field is put right.
  useEffect(() => {
    const { unsubscribe } = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return unsubscribe;
  }, [form]);

  const moveTo = (to: number, focus: FieldPath<V> | 'heading') => {
    focusAfterMove.current = focus;
    setIndex(to);
  };
  const firstBad = (errors: FieldErrors<V>, fields: readonly FieldPath<V>[]) => fields.find((field) => get(errors, field));

  return {
    step: steps[index],
    index,
    isLast: index === steps.length - 1,
    /** Continue: on to the next step when this one's fields pass; otherwise the first bad one takes focus. */
    async next() {
      if (await form.trigger(steps[index].fields, { shouldFocus: true })) moveTo(index + 1, 'heading');
    },
    back() {
      if (index > 0) moveTo(index - 1, 'heading');
    },
    /** Back to an earlier step (the review's Edit); never forward past unchecked steps. */
    goTo(id: Id) {
      const to = steps.findIndex((step) => step.id === id);
      if (to >= 0 && to < index) moveTo(to, 'heading');
    },
    /** The send found bad fields: show the first step that has one. */
    showErrors(errors: FieldErrors<V>) {
      const to = steps.findIndex((step) => firstBad(errors, step.fields));
      if (to >= 0 && to !== index) moveTo(to, firstBad(errors, steps[to].fields)!);
    },
  };
}
