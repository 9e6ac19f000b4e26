/** Shared components: toasts, confirmation dialog, modal, form fields, pagination, uploads, stepper. */
export const ui = {} as const;
