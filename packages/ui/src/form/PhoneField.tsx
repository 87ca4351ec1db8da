import { useLayoutEffect, useRef } from 'react';
import { formatPhone, phoneCaret } from '../guest/validation';
import { TextField, type TextFieldProps } from './TextField';

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputRef' | 'maxLength'>;

/**
 * A phone input masked as ###-###-####. Typing, pasting "(555) 123-4567" or editing in the middle
 * all end up masked, and the caret stays after the digit just typed instead of jumping to the end.
 * (No maxLength: it would cut a pasted "(555) 123-4567" before the mask could read its digits.)
 */
export function PhoneField({ onChange, placeholder = '###-###-####', ...rest }: PhoneFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current === null || !el || el.ownerDocument.activeElement !== el) return;
    el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <TextField
      {...rest}
      type="tel"
      inputMode="numeric"
      autoComplete={rest.autoComplete ?? 'tel-national'}
      placeholder={placeholder}
      inputRef={input}
      onChange={(raw) => {
        const at = input.current?.selectionStart ?? raw.length;
        const formatted = formatPhone(raw);
        caret.current = phoneCaret(formatted, raw.slice(0, at).replace(/\D/g, '').length);
        onChange(formatted);
      }}
    />
  );
}
