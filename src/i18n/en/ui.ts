/** Shared components the public pages show: toasts, confirmation dialog, modal, form fields, uploads, stepper. */
export const ui = {
  toast: {
    close: 'Dismiss notification',
    loading: 'Loading',
    /** The toasts' region, top right; Alt+T moves the focus to it. */
    region: 'Notifications, top-end (alt+T)',
  },
  /** While the next page's code and words arrive. */
  pagePending: 'Loading the page…',
  confirm: {
    title: 'Are you sure?',
    message: "Action can't be undone",
    cancel: 'No, Cancel',
    okay: 'Yes, Continue',
    processing: 'Processing...',
    close: 'Close',
    type: {
      danger: 'Danger',
      warning: 'Warning',
      success: 'Success',
      info: 'Information',
    },
  },
  modal: {
    close: 'Close',
  },
  /** Asked before leaving a wizard whose step holds typed input. */
  leaveGuard: {
    title: 'Leave this form?',
    draftKept: 'Your entries are kept as a draft: open the form again to carry on where you left off.',
    changesLost: 'Your changes are not saved yet and will be lost.',
    stay: 'Stay',
    leave: 'Leave',
  },
  field: {
    optional: 'Optional',
    choose: 'Choose',
    invalid: 'Please provide valid {{field}}',
    noOptions: 'There are no options ...',
    loadingOptions: 'loading ...',
  },
  upload: {
    choose: 'Choose a file',
    chooseImage: 'Choose an image',
    replace: 'Replace file',
    drop: 'or drag and drop it here',
    hint: '{{types}} up to {{size}}',
    types: {
      document: 'PDF, PNG, JPEG or WebP',
      image: 'PNG, JPEG or WebP',
    },
    megabytes: '{{value}} MB',
    kilobytes: '{{value}} KB',
    uploading: 'Uploading..',
    failed: 'Failed to upload file',
    errors: {
      wrongType: 'This file type is not accepted. Choose a {{types}} file.',
      tooLarge: 'The file is larger than {{size}}',
      tooSmall: 'The file is empty or too small',
      tooMany: 'Choose one file only',
    },
  },
  steps: {
    label: 'Progress',
    done: '(completed)',
    current: '(current step)',
    upcoming: '(not started)',
  },
  /** The captcha (Turnstile, or the labelled development stand-in) of the enrolment and the sign-in. */
  captcha: {
    developmentLabel: 'Development captcha',
    developmentNote: 'Shown because no captcha keys are configured. It is never accepted in production.',
    developmentCheck: 'I am not a robot',
    verified: 'Verified',
  },
  wizard: {
    previous: 'Previous',
    next: 'Next',
  },
} as const;
