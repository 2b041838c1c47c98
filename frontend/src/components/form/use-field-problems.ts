import { useCallback, useRef, useState, type FocusEvent } from 'react';
import { useTranslation, currentLang } from '../../lib/i18n';
import { PASSWORD_MIN_LENGTH } from '@dealer/contracts';
import { isRefusal, type ApiError } from '../../lib/api-client';
import { fieldsWithProblems, type FieldProblem, type FieldProblems } from '../../lib/field-problems';
import { NO_REFUSAL, placeRefusal, withoutField, type FormRefusal } from '../../lib/form-refusal';
import { notify } from '../../lib/toast';

const NONE: ReadonlySet<string> = new Set();

/** The control of a field inside a form: by the `data-field` a custom control sets, else by its name. */
export function focusField(form: HTMLElement | null, field: string, block: ScrollLogicalPosition = 'center'): void {
  const control = form?.querySelector<HTMLElement>(`[data-field="${field}"], [name="${field}"]`);
  control?.scrollIntoView({ block });
  control?.focus({ preventScroll: true });
}

/** Whether `next`, where focus went, is a button of `form` (a submit, a "Forgot password?"). */
export function isButtonOf(form: unknown, next: unknown): boolean {
  const element = next as { tagName?: unknown; form?: unknown } | null;
  return element?.tagName === 'BUTTON' && element.form === form;
}

/**
 * When a form's problems are shown at their fields. Nothing is marked before the person submits or
 * leaves a field they changed, so a fresh form never greets anyone in red; once shown, a field's
 * message follows its value (gone when fixed). A server refusal that names a field is shown there
 * until that field changes; one that names none goes above the button (`refusal.form`).
 *
 * `problems` is worked out from the current values on every render; `order` is the fields in the
 * order the form shows them, so focus goes to the first one to fix.
 */
export function useFieldProblems<F extends string>(problems: FieldProblems<F>, order: readonly F[], labelOf: (field: F) => string) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<ReadonlySet<string>>(NONE);
  const [refusal, setRefusal] = useState<FormRefusal<F>>(NO_REFUSAL);
  const changedFields = useRef(new Set<string>());
  const held = useRef(new Set<string>());
  const formRef = useRef<HTMLFormElement | null>(null);

  const say = (problem: FieldProblem, field: F): string =>
    typeof problem === 'string' ? t(`formProblems.${problem}`, { field: labelOf(field), min: PASSWORD_MIN_LENGTH }) : problem[currentLang()];

  /** The message at a field, or undefined while there is nothing to say there. */
  const messageOf = (field: F): string | undefined => {
    // The server's word stands until the person changes the field: a refused time that the form clears
    // must still say why, not "choose a time".
    if (refusal.fields[field]) return refusal.fields[field];
    const problem = shown.has(field) ? problems[field] : undefined;
    return problem ? say(problem, field) : undefined;
  };

  /** Call when the person changes a field: it counts as touched, and what the server said about it goes. */
  const changed = useCallback((field: string) => {
    changedFields.current.add(field);
    setRefusal((previous) => withoutField(previous, field));
  }, []);

  /**
   * The form's onBlur (focus leaving any of its controls): a changed field left behind shows its problem,
   * unless focus went to one of the form's buttons. That is a press under way, and a message appearing
   * above the button pushes it from under the pointer: the release lands beside it and the submit (which
   * would have shown every problem at once) is lost. Such messages wait until focus leaves the button.
   */
  const onBlur = useCallback((event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as { name?: unknown; dataset?: DOMStringMap };
    const field = target.dataset?.field ?? (typeof target.name === 'string' ? target.name : '');
    const left = field && changedFields.current.has(field) ? [field] : [];
    if (isButtonOf(event.currentTarget, event.relatedTarget)) {
      left.forEach((name) => held.current.add(name));
      return;
    }
    const reveal = [...held.current, ...left];
    held.current.clear();
    if (reveal.length > 0) setShown((previous) => (reveal.every((name) => previous.has(name)) ? previous : new Set([...previous, ...reveal])));
  }, []);

  /**
   * On submit: true when there is nothing to fix. Otherwise every problem is shown at its field and
   * focus goes to the first (pass `found` when the values were just replaced and `problems` is stale).
   */
  const check = (found: FieldProblems<F> = problems): boolean => {
    held.current.clear();
    const fields = fieldsWithProblems(found, order);
    if (fields.length === 0) return true;
    setShown(new Set(fields));
    focusField(formRef.current, fields[0]!);
    return false;
  };

  /**
   * A refusal of the server, placed at the fields it names (the first focused) or above the button.
   * `aliases` names the form's field for a request field called otherwise (current `password` → `currentPassword`).
   */
  const refuse = (error: Pick<ApiError, 'message' | 'fieldErrors'>, aliases: Partial<Record<string, F>> = {}) => {
    const fieldErrors = (error.fieldErrors ?? []).map((problem) => ({ ...problem, field: aliases[problem.field] ?? problem.field }));
    const placed = placeRefusal({ message: error.message, fieldErrors }, order) as FormRefusal<F>;
    setRefusal(placed);
    const first = order.find((field) => placed.fields[field]);
    if (first) focusField(formRef.current, first);
    return placed;
  };

  /** A failed send: a refusal placed as `refuse` does, and the toast every failure gets. */
  const failed = (error: unknown, aliases?: Partial<Record<string, F>>) => {
    if (error instanceof Error && isRefusal(error)) refuse(error, aliases);
    notify.failure(error);
  };

  /** A fresh start: after a successful send, or when the form's values are replaced wholesale. */
  const reset = useCallback(() => {
    setShown(NONE);
    setRefusal(NO_REFUSAL);
    changedFields.current.clear();
    held.current.clear();
  }, []);

  /** The fields whose problems are shown now, in the form's order (for a summary above the button). */
  const shownFields = order.filter((field) => shown.has(field) && problems[field] !== undefined);

  return { formRef, messageOf, changed, onBlur, check, refuse, failed, reset, refusal, setRefusal, shownFields };
}

export type FieldProblemsController<F extends string> = ReturnType<typeof useFieldProblems<F>>;
