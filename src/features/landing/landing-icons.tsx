import { createIcon } from '@chakra-ui/react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const ShieldCheckIcon = createIcon({
  displayName: 'ShieldCheckIcon',
  path: (
    <g {...stroke}>
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" />
      <path d="M9 12l2 2 4-4" />
    </g>
  ),
});

export const ArrowRightIcon = createIcon({
  displayName: 'ArrowRightIcon',
  path: (
    <g {...stroke}>
      <path d="M5 12h14" />
      <path d="M13 6l6 6-6 6" />
    </g>
  ),
});

export const WalletIcon = createIcon({
  displayName: 'WalletIcon',
  path: (
    <g {...stroke}>
      <path d="M3 7h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7z" />
      <path d="M3 7l12-3v3" />
      <path d="M16 13.5h.01" strokeWidth={3} />
    </g>
  ),
});

export const UmbrellaIcon = createIcon({
  displayName: 'UmbrellaIcon',
  path: (
    <g {...stroke}>
      <path d="M12 3a9 9 0 0 1 9 9H3a9 9 0 0 1 9-9z" />
      <path d="M12 12v6a2 2 0 0 0 4 0" />
    </g>
  ),
});

export const HeartIcon = createIcon({
  displayName: 'HeartIcon',
  path: (
    <g {...stroke}>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
    </g>
  ),
});

export const UsersIcon = createIcon({
  displayName: 'UsersIcon',
  path: (
    <g {...stroke}>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16 14.2c2.8.4 5 2.8 5 5.8" />
    </g>
  ),
});

export const PlaneIcon = createIcon({
  displayName: 'PlaneIcon',
  path: (
    <path
      fill="currentColor"
      d="M22.5 12c0-.8-.7-1.2-1.5-1.2h-6L10 3H8l3 7.8H6L4 8H2.5l1 4-1 4H4l2-2.8h5L8 21h2l5-7.8h6c.8 0 1.5-.4 1.5-1.2Z"
    />
  ),
});

export const ClockIcon = createIcon({
  displayName: 'ClockIcon',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </g>
  ),
});

export const CheckIcon = createIcon({
  displayName: 'CheckIcon',
  path: (
    <g {...stroke}>
      <path d="M5 12l4 4 10-10" />
    </g>
  ),
});
