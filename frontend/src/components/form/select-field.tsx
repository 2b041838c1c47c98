import { useId } from 'react';
import { FieldFrame } from '../field-frame/field-frame';
import { ChoiceOptions, type Choice } from '../choice-field/choice-field';

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly Choice[];
  onValueChange: (value: string) => void;
  name?: string;
  required?: boolean;
}

export function SelectField({ label, value, options, onValueChange, name, required }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required}>
      <select
        id={id}
        name={name}
        className="field__input field__select"
        value={value}
        required={required}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <ChoiceOptions choices={options} />
      </select>
    </FieldFrame>
  );
}
