/** What keeps a form from going through, said at once above its button; nothing while all is well. */
export function FormNotice({ text, className }: { text: string | null; className: string }) {
  return text ? (
    <p className={`notice notice--refusal ${className}`} role="alert">
      {text}
    </p>
  ) : null;
}

/** The names of the fields still to fill in as one list in the interface language ('A, B and C'). */
export function fieldNameList(names: string[], lang: string): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
}
