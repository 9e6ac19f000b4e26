import { CloseButton, Input, InputGroup, type InputGroupProps } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { normaliseSearch } from './search-text';

/** How long typing must pause before a search runs (SPEC §9). */
export const SEARCH_DEBOUNCE_MS = 300;

export { normaliseSearch } from './search-text';

export interface SearchBoxProps extends Omit<InputGroupProps, 'children' | 'onChange'> {
  /** The search in force (e.g. from the URL), already normalised. */
  value: string;
  /** Called with the normalised text once typing pauses, on Enter, and at once when cleared. */
  onSearch: (search: string) => void;
  /** The accessible name of the box. */
  label: string;
  placeholder?: string;
  /** The accessible name of the clear button. */
  clearLabel: string;
  delayMs?: number;
}

/**
 * A list's search box: the text the user types stays as typed; the list receives it
 * trimmed and lower-cased, at most once per pause in typing.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  clearLabel,
  delayMs = SEARCH_DEBOUNCE_MS,
  ...rest
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The search changed elsewhere (back button, a link): show it, unless it is what was typed.
  useEffect(() => {
    setText((current) => (normaliseSearch(current) === value ? current : value));
  }, [value]);

  useEffect(() => {
    const next = normaliseSearch(text);
    if (next === value) return;
    const timer = setTimeout(() => onSearchRef.current(next), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  const clear = () => {
    setText('');
    if (value !== '') onSearch('');
    inputRef.current?.focus();
  };

  return (
    <InputGroup
      startElement={<Search aria-hidden size={16} />}
      endElement={
        text ? <CloseButton size="xs" variant="ghost" aria-label={clearLabel} onClick={clear} /> : undefined
      }
      {...rest}
    >
      <Input
        ref={inputRef}
        type="search"
        role="searchbox"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        autoComplete="off"
        spellCheck={false}
        bg="white"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            const next = normaliseSearch(text);
            if (next !== value) onSearch(next);
          } else if (event.key === 'Escape' && text) {
            event.preventDefault();
            clear();
          }
        }}
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
      />
    </InputGroup>
  );
}
