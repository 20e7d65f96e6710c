// The server's HTML shows every form before the page's script has loaded, and on a slow connection people start
// typing. React then takes the fields over with its own (empty) state and what was typed would vanish. So what is
// in the fields just before hydration is read, and given back once React is live, through the same input events
// a keyboard makes: the form's state and the fields agree, and nothing is lost.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { key: string; value: string; checked: boolean | null };

const TEXT_LIKE = /^(text|email|password|search|tel|url|number)$/;
let typed: Typed[] = [];

/** A field's name in the page: its id, else its name (the server and the browser render the same ones). */
const keyOf = (field: Field) => (field.id ? `#${field.id}` : field.name ? `[name="${field.name}"]` : '');

/** Remembers every field the person changed in the server's HTML (call just before hydrating). */
export function captureTyped(container: HTMLElement): void {
  typed = [];
  for (const field of container.querySelectorAll<Field>('input, textarea, select')) {
    const key = keyOf(field);
    if (!key) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) typed.push({ key, value: field.value, checked: field.checked });
    } else if (field instanceof HTMLSelectElement) {
      const initial = [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value;
      if (field.value !== initial) typed.push({ key, value: field.value, checked: null });
    } else if (
      (field instanceof HTMLTextAreaElement || TEXT_LIKE.test(field.type)) &&
      field.value !== field.defaultValue
    ) {
      typed.push({ key, value: field.value, checked: null });
    }
  }
}

/**
 * Puts `value` into a field so that React sees a change: React compares the field with the last value it knows
 * (set when it took the field over, possibly the typed text itself), so that value is first made empty through
 * the field's own property, then the text is set past it and the input event sent, as typing would.
 */
function typeInto(field: Field, value: string) {
  field.value = '';
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** React has taken this field over once it has attached its props to it (a part of the page may hydrate later). */
const isLive = (field: Element) => Object.keys(field).some((key) => key.startsWith('__reactProps'));

/** Gives back what was typed before hydration, field by field as React takes each over. */
export function replayTyped(container: HTMLElement, framesLeft = 120): void {
  const waiting: Typed[] = [];
  for (const entry of typed) {
    const field = container.querySelector<Field>(entry.key);
    if (!field) continue;
    if (!isLive(field)) {
      waiting.push(entry);
      continue;
    }
    if (entry.checked !== null && field instanceof HTMLInputElement) {
      // A click makes React see the change; set the opposite first so the click lands on the wanted state.
      if (field.type === 'radio' && !entry.checked) continue;
      field.checked = !entry.checked;
      field.click();
      continue;
    }
    typeInto(field, entry.value);
  }
  typed = waiting;
  if (waiting.length > 0 && framesLeft > 0) requestAnimationFrame(() => replayTyped(container, framesLeft - 1));
}
