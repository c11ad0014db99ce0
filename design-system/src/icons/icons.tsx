import { createIcon } from './create-icon';

// Every icon is a pure call, so a bundle keeps only the icons it draws (the ./icons entry).
// Drawn for this library on a 24×24 grid with 2px strokes. "Start" and "End" follow the
// reading direction: ArrowEndIcon points right in French and left in Arabic.

export const ArrowStartIcon = /* @__PURE__ */ createIcon(
  'ArrowStart',
  <path d="M19 12H5m6-6-6 6 6 6" />,
  {
    mirrored: true,
  },
);
export const ArrowEndIcon = /* @__PURE__ */ createIcon(
  'ArrowEnd',
  <path d="M5 12h14m-6-6 6 6-6 6" />,
  {
    mirrored: true,
  },
);
export const ChevronStartIcon = /* @__PURE__ */ createIcon(
  'ChevronStart',
  <path d="m15 6-6 6 6 6" />,
  {
    mirrored: true,
  },
);
export const ChevronEndIcon = /* @__PURE__ */ createIcon('ChevronEnd', <path d="m9 6 6 6-6 6" />, {
  mirrored: true,
});
export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDown', <path d="m6 9 6 6 6-6" />);
export const CloseIcon = /* @__PURE__ */ createIcon('Close', <path d="M6 6l12 12M18 6 6 18" />);
export const MenuIcon = /* @__PURE__ */ createIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const SunIcon = /* @__PURE__ */ createIcon(
  'Sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = /* @__PURE__ */ createIcon(
  'Moon',
  <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />,
);
export const PhoneIcon = /* @__PURE__ */ createIcon(
  'Phone',
  <path d="M5 3h3l2 5-2.5 1.5a11 11 0 0 0 5 5L14 12l5 2v3a2 2 0 0 1-2 2A15 15 0 0 1 3 5a2 2 0 0 1 2-2z" />,
);
export const MailIcon = /* @__PURE__ */ createIcon(
  'Mail',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
export const MapPinIcon = /* @__PURE__ */ createIcon(
  'MapPin',
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const ClockIcon = /* @__PURE__ */ createIcon(
  'Clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const ChatIcon = /* @__PURE__ */ createIcon(
  'Chat',
  <path d="M4 20l1.5-4A8 8 0 1 1 9 19.5L4 20zm5-9h.01M12 11h.01M15 11h.01" />,
);
export const SendIcon = /* @__PURE__ */ createIcon(
  'Send',
  <path d="M4 12 20 4l-4 16-4-7-8-1zm8 1 8-9" />,
  {
    mirrored: true,
  },
);
export const CheckIcon = /* @__PURE__ */ createIcon('Check', <path d="m5 12 5 5 9-10" />);
export const AlertIcon = /* @__PURE__ */ createIcon(
  'Alert',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6m0 4h.01" />
  </>,
);
export const InfoIcon = /* @__PURE__ */ createIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6m0-10h.01" />
  </>,
);
export const StarIcon = /* @__PURE__ */ createIcon(
  'Star',
  <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8z" />,
  { filled: true },
);
export const UserIcon = /* @__PURE__ */ createIcon(
  'User',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const UsersIcon = /* @__PURE__ */ createIcon(
  'Users',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2 20a7 7 0 0 1 14 0M16 4.5a3.5 3.5 0 0 1 0 7M18 13.5a7 7 0 0 1 4 6.5" />
  </>,
);
export const ImageIcon = /* @__PURE__ */ createIcon(
  'Image',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m3 18 5-5 4 4 3-3 6 6" />
  </>,
);
export const UploadIcon = /* @__PURE__ */ createIcon(
  'Upload',
  <path d="M12 16V4m-5 5 5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />,
);
export const PlusIcon = /* @__PURE__ */ createIcon('Plus', <path d="M12 5v14M5 12h14" />);
export const EditIcon = /* @__PURE__ */ createIcon(
  'Edit',
  <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />,
);
export const TrashIcon = /* @__PURE__ */ createIcon(
  'Trash',
  <path d="M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13M10 11v6m4-6v6" />,
);
export const LogOutIcon = /* @__PURE__ */ createIcon(
  'LogOut',
  <path d="M9 21H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h4m7 13 4-4-4-4m4 4H9" />,
  {
    mirrored: true,
  },
);
export const DashboardIcon = /* @__PURE__ */ createIcon(
  'Dashboard',
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </>,
);
export const FileTextIcon = /* @__PURE__ */ createIcon(
  'FileText',
  <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8l-5-5zm0 0v5h5M9 13h6m-6 4h6" />,
);
export const SettingsIcon = /* @__PURE__ */ createIcon(
  'Settings',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3m0 14v3M4.9 4.9 7 7m10 10 2.1 2.1M2 12h3m14 0h3M4.9 19.1 7 17M17 7l2.1-2.1" />
  </>,
);
export const BookIcon = /* @__PURE__ */ createIcon(
  'Book',
  <path d="M12 6c-2-1.5-5-2-8-2v14c3 0 6 .5 8 2 2-1.5 5-2 8-2V4c-3 0-6 .5-8 2zm0 0v14" />,
);
export const CalendarIcon = /* @__PURE__ */ createIcon(
  'Calendar',
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4m8-4v4" />
  </>,
);
export const QuoteIcon = /* @__PURE__ */ createIcon(
  'Quote',
  <path d="M3 12.5C3 8.4 5.6 5.6 9.5 5v2.6C7.6 8.1 6.6 9.4 6.4 11H10v7.5H3zm11 0c0-4.1 2.6-6.9 6.5-7.5v2.6c-1.9.5-2.9 1.8-3.1 3.4H21v7.5h-7z" />,
  { filled: true },
);
export const GraduationCapIcon = /* @__PURE__ */ createIcon(
  'GraduationCap',
  <path d="M2 9l10-5 10 5-10 5L2 9zm4 2v5c3 2.5 9 2.5 12 0v-5m4-2v6" />,
);
export const HeartIcon = /* @__PURE__ */ createIcon(
  'Heart',
  <path d="M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z" />,
);
export const ShieldIcon = /* @__PURE__ */ createIcon(
  'Shield',
  <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3zm-3 9 2 2 4-4" />,
);
export const GlobeIcon = /* @__PURE__ */ createIcon(
  'Globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
  </>,
);
export const AwardIcon = /* @__PURE__ */ createIcon(
  'Award',
  <>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14-1.5 7 5-3 5 3-1.5-7" />
  </>,
);
export const LightbulbIcon = /* @__PURE__ */ createIcon(
  'Lightbulb',
  <path d="M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.5 10.9V16h7v-2.1A6 6 0 0 0 12 3z" />,
);
export const TargetIcon = /* @__PURE__ */ createIcon(
  'Target',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </>,
);
export const EyeIcon = /* @__PURE__ */ createIcon(
  'Eye',
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const PauseIcon = /* @__PURE__ */ createIcon('Pause', <path d="M8 5v14m8-14v14" />);
export const PlayIcon = /* @__PURE__ */ createIcon('Play', <path d="M7 4.5v15L19 12 7 4.5z" />, {
  mirrored: true,
});
export const MosqueIcon = /* @__PURE__ */ createIcon(
  'Mosque',
  <path d="M4 21V11m16 10V11M3 11h2m14 0h2M8 21v-6a4 4 0 0 1 8 0v6M7 21V12c0-3 5-4 5-8 0 4 5 5 5 8v9M2 21h20M12 2v2" />,
);

// Social networks, drawn as simple outlines in the set's style (not the networks' own marks).
export const FacebookIcon = /* @__PURE__ */ createIcon(
  'Facebook',
  <>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M16 8h-2a2 2 0 0 0-2 2v11m-3-8h6" />
  </>,
);
export const InstagramIcon = /* @__PURE__ */ createIcon(
  'Instagram',
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17 7h.01" />
  </>,
);
export const YoutubeIcon = /* @__PURE__ */ createIcon(
  'Youtube',
  <>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="m10 9 5 3-5 3z" />
  </>,
);
