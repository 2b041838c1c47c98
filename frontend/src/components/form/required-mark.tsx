/** The asterisk after a required field's label; screen readers hear the input's own required state instead. */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? <span className="field__required" aria-hidden="true"> *</span> : null;
}
