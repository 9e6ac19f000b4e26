/** Dialog widths by size (SPEC §9: 30 to 35 rem); phones get the full width instead. */
export type ModalSize = 'sm' | 'md' | 'lg';

export const MODAL_WIDTHS: Record<ModalSize, string> = {
  sm: '30rem',
  md: '32.5rem',
  lg: '35rem',
};

/** Chakra style props for a dialog's content box of the given size. */
export function modalWidth(size: ModalSize) {
  return { width: 'full', maxW: { base: 'calc(100vw - 2rem)', sm: MODAL_WIDTHS[size] } } as const;
}
