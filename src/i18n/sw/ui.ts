import type { ui as en } from '../en/ui';
import type { Shape } from '../shape';

/** Shared components the public pages show: toasts, confirmation dialog, modal, form fields, uploads, stepper (Kiswahili). */
export const ui: Shape<typeof en> = {
  toast: {
    close: 'Ondoa arifa',
    loading: 'Inapakia',
    /** The toasts' region, top right; Alt+T moves the focus to it. */
    region: 'Arifa, juu kulia (alt+T)',
  },
  /** While the next page's code and words arrive. */
  pagePending: 'Inapakia ukurasa…',
  confirm: {
    title: 'Una uhakika?',
    message: 'Kitendo hiki hakiwezi kutenduliwa',
    cancel: 'Hapana, Ghairi',
    okay: 'Ndiyo, Endelea',
    processing: 'Inashughulikiwa…',
    close: 'Funga',
    type: {
      danger: 'Hatari',
      warning: 'Onyo',
      success: 'Imefanikiwa',
      info: 'Taarifa',
    },
  },
  modal: {
    close: 'Funga',
  },
  /** Asked before leaving a wizard whose step holds typed input. */
  leaveGuard: {
    title: 'Ungependa kuondoka kwenye fomu hii?',
    draftKept: 'Taarifa ulizoweka zimehifadhiwa kama rasimu: fungua fomu tena ili uendelee ulipoishia.',
    changesLost: 'Mabadiliko yako bado hayajahifadhiwa na yatapotea.',
    stay: 'Baki',
    leave: 'Ondoka',
  },
  field: {
    optional: 'Si lazima',
    choose: 'Chagua',
    invalid: 'Tafadhali weka {{field}} sahihi',
    noOptions: 'Hakuna machaguo…',
    loadingOptions: 'inapakia…',
  },
  upload: {
    choose: 'Chagua faili',
    chooseImage: 'Chagua picha',
    replace: 'Badilisha faili',
    drop: 'au iburute na uiachie hapa',
    hint: '{{types}} hadi {{size}}',
    types: {
      document: 'PDF, PNG, JPEG au WebP',
      image: 'PNG, JPEG au WebP',
    },
    megabytes: 'MB {{value}}',
    kilobytes: 'KB {{value}}',
    uploading: 'Inapakia faili…',
    failed: 'Imeshindikana kupakia faili',
    errors: {
      wrongType: 'Aina hii ya faili haikubaliwi. Tafadhali chagua faili ya {{types}}.',
      tooLarge: 'Faili ni kubwa kuliko {{size}}',
      tooSmall: 'Faili haina kitu au ni ndogo mno',
      tooMany: 'Chagua faili moja tu',
    },
  },
  steps: {
    label: 'Maendeleo',
    done: '(imekamilika)',
    current: '(hatua ya sasa)',
    upcoming: '(haijaanza)',
  },
  /** The captcha (Turnstile, or the labelled development stand-in) of the enrolment and the sign-in. */
  captcha: {
    developmentLabel: 'Uthibitisho wa usalama wa majaribio',
    developmentNote:
      'Unaonyeshwa kwa sababu hakuna funguo za uthibitisho wa usalama zilizowekwa. Haukubaliwi kamwe kwenye mfumo halisi.',
    developmentCheck: 'Mimi si roboti',
    verified: 'Imethibitishwa',
  },
  wizard: {
    previous: 'Rudi nyuma',
    next: 'Endelea',
  },
};
