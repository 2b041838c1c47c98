import { TextField, type TextFieldProps } from './text-field';

type PresetProps = Omit<TextFieldProps, 'type'>;

/** An e-mail address, asked for by name `email` and required unless told otherwise. */
export function EmailField(props: PresetProps) {
  return <TextField type="email" name="email" required {...props} />;
}

/** A password, asked for by name `password` and required unless told otherwise. */
export function PasswordField(props: PresetProps) {
  return <TextField type="password" name="password" required {...props} />;
}

/** A phone number, with the phone keypad; required unless told otherwise. */
export function PhoneField(props: PresetProps) {
  return <TextField type="tel" inputMode="tel" required {...props} />;
}
