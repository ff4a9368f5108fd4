import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/** The interface texts that need formatting, compiled at build time (docs/decisions/0035):
 *  web/build/compile-messages.ts appends to every catalogue and translation file a call of
 *  `registerCompiled` with the compiled form (Lingui's) of each of its texts that has arguments,
 *  plurals or selects; a text without any (most of them) is shown as it is written. Keyed by the
 *  text itself, so a catalogue keeps plain strings for the screens that read them directly. */
const COMPILED = new Map<string, CompiledMessage>();

/** Registers `forms` (source text → its compiled form); called by the build's appended code. */
export function registerCompiled(forms: Readonly<Record<string, CompiledMessage>>): void {
  for (const [text, form] of Object.entries(forms)) COMPILED.set(text, form);
}

/** The compiled form of `text`, or undefined for a text shown as it is written. */
export function compiledFor(text: string): CompiledMessage | undefined {
  return COMPILED.get(text);
}
