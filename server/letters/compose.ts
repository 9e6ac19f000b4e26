import { english } from './english';
import { kiswahili } from './kiswahili';
import type {
  EventOf,
  LetterDraft,
  LetterEvent,
  LetterFacts,
  LetterKind,
  LetterLanguage,
  LetterWords,
} from './letter-content';

export const LETTER_WORDS: Record<LetterLanguage, LetterWords> = { en: english, sw: kiswahili };

/** A letter ready for the outbox: its subject and its plain-text body. */
export interface ComposedLetter {
  subject: string;
  text: string;
}

function draftOf<Kind extends LetterKind>(
  words: LetterWords,
  facts: LetterFacts,
  event: EventOf<Kind>,
): LetterDraft {
  // The kind names its writer; TypeScript cannot follow a union's kind into the mapped type.
  const write = words.letters[event.kind as Kind] as (
    facts: LetterFacts,
    event: EventOf<Kind>,
  ) => LetterDraft;
  return write(facts, event);
}

/**
 * Writes one letter in the customer's language: the greeting, what happened and what happens
 * next, the reference (the claim's for a claim letter), and the support address.
 */
export function composeLetter(
  language: LetterLanguage,
  facts: LetterFacts,
  event: LetterEvent,
): ComposedLetter {
  const words = LETTER_WORDS[language];
  const draft = draftOf(words, facts, event);
  const claim = event.kind === 'claim-decided' || event.kind === 'claim-paid' ? event.claim : null;
  const text = [
    words.greeting(facts.greetingName),
    ...draft.paragraphs,
    words.reference(claim ? claim.reference : facts.record.reference, claim !== null),
    ...words.closing(facts.supportEmail),
  ].join('\n\n');
  return { subject: draft.subject, text: `${text}\n` };
}
