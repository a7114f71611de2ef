import type { SVGProps } from 'react';

/** Small stroke icons (24×24, currentColor), decorative unless given a title by the caller. */
function icon(paths: string[]) {
  return function Icon({ className = 'size-5', ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const MenuIcon = icon(['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const CloseIcon = icon(['M6 6l12 12', 'M18 6L6 18']);
export const BellIcon = icon(['M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0']);
export const ChevronDownIcon = icon(['M6 9l6 6 6-6']);
export const HomeIcon = icon(['M3 10.5 12 3l9 7.5', 'M5 9.5V21h14V9.5']);
export const SettingsIcon = icon([
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z',
]);
export const LogoutIcon = icon(['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5-5-5', 'M21 12H9']);
export const LayoutIcon = icon(['M3 3h18v18H3z', 'M3 9h18', 'M9 21V9']);
export const ShareIcon = icon(['M4 4h16v12H5.17L4 17.17V4z', 'M8 9h8', 'M8 12h5']);
export const FolderIcon = icon(['M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z']);
export const FileIcon = icon(['M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z', 'M14 3v6h6']);
export const HelpIcon = icon([
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3',
  'M12 17h.01',
]);
export const EyeIcon = icon([
  'M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]);
export const CalendarIcon = icon(['M3 5h18v16H3z', 'M16 3v4', 'M8 3v4', 'M3 10h18']);
export const ChartIcon = icon(['M3 3v18h18', 'M7 16v-4', 'M12 16V8', 'M17 16v-7']);
export const ArrowRightIcon = icon(['M5 12h14', 'M13 6l6 6-6 6']);
export const ArrowLeftIcon = icon(['M19 12H5', 'M11 18l-6-6 6-6']);
export const MailIcon = icon(['M3 5h18v14H3z', 'M3 7l9 6 9-6']);
export const MapPinIcon = icon([
  'M12 21s-7-6.1-7-11a7 7 0 1 1 14 0c0 4.9-7 11-7 11z',
  'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
]);
export const ClockIcon = icon(['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2']);
export const PlusIcon = icon(['M12 5v14', 'M5 12h14']);
export const BookIcon = icon([
  'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z',
  'M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
]);
export const SearchIcon = icon(['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'M21 21l-4.35-4.35']);
export const FilterIcon = icon(['M22 3H2l8 9.46V19l4 2v-8.54z']);
export const GridIcon = icon(['M3 3h7v7H3z', 'M14 3h7v7h-7z', 'M14 14h7v7h-7z', 'M3 14h7v7H3z']);
export const ListIcon = icon(['M8 6h13', 'M8 12h13', 'M8 18h13', 'M3 6h.01', 'M3 12h.01', 'M3 18h.01']);
export const DownloadIcon = icon(['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'M7 10l5 5 5-5', 'M12 15V3']);
export const MaximizeIcon = icon(['M15 3h6v6', 'M9 21H3v-6', 'M21 3l-7 7', 'M3 21l7-7']);
export const TagIcon = icon([
  'M20.59 13.41 13.42 20.6a2 2 0 0 1-2.83 0L2 12V2h10l8.59 8.59a2 2 0 0 1 0 2.82z',
  'M7 7h.01',
]);
export const ChevronLeftIcon = icon(['M15 18l-6-6 6-6']);
export const ChevronRightIcon = icon(['M9 18l6-6-6-6']);
export const ChevronUpIcon = icon(['M18 15l-6-6-6 6']);
export const UploadIcon = icon(['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'M17 8l-5-5-5 5', 'M12 3v12']);
export const TrashIcon = icon([
  'M3 6h18',
  'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
  'M10 11v6',
  'M14 11v6',
  'M9 6V4h6v2',
]);
export const EditIcon = icon(['M12 20h9', 'M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z']);
export const CrownIcon = icon(['M2 18h20', 'M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5z']);
export const PenIcon = icon([
  'M12 19l7-7 3 3-7 7-3-3z',
  'M18 13l-1.5-7.5L2 2l3.5 14.5L13 18z',
  'M2 2l7.59 7.59',
  'M11 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
]);
export const CopyIcon = icon(['M9 9h11v11H9z', 'M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1']);
export const LinkIcon = icon([
  'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71',
  'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
]);
export const CheckIcon = icon(['M20 6 9 17l-5-5']);
/** A flag on its pole: one's parcours through the programme. */
export const FlagIcon = icon(['M5 21V4', 'M5 4h11l-2 4 2 4H5']);
export const AlertIcon = icon([
  'M12 9v4',
  'M12 17h.01',
  'M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z',
]);
export const PresentationIcon = icon([
  'M2 3h20',
  'M3 3v11a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V3',
  'M12 16v5',
  'M8 21h8',
]);
export const ClipboardIcon = icon([
  'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2',
  'M9 2h6v4H9z',
  'M9 12h6',
  'M9 16h6',
]);
export const UsersIcon = icon([
  'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M23 21v-2a4 4 0 0 0-3-3.87',
  'M16 3.13a4 4 0 0 1 0 7.75',
]);
export const ShieldIcon = icon(['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z']);
export const LockIcon = icon(['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4']);
export const SparklesIcon = icon([
  'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z',
  'M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
]);
export const TargetIcon = icon([
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M12 18a6 6 0 1 0 0-12 6 6 0 0 0 0 12z',
  'M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
]);
export const ImageIcon = icon([
  'M3 3h18v18H3z',
  'M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  'M21 15l-5-5L5 21',
]);
export const UserIcon = icon([
  'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2',
  'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
]);
export const SendIcon = icon(['M22 2 11 13', 'M22 2l-7 20-4-9-9-4z']);
export const RefreshIcon = icon([
  'M23 4v6h-6',
  'M1 20v-6h6',
  'M3.51 9a9 9 0 0 1 14.85-3.36L23 10',
  'M1 14l4.64 4.36A9 9 0 0 0 20.49 15',
]);
/** Three linked dots: the usual "share" sign (ShareIcon is the speech bubble of the shared catalogue). */
export const ShareNodesIcon = icon([
  'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M8.59 13.51l6.83 3.98',
  'M15.41 6.51l-6.82 3.98',
]);
export const MinusIcon = icon(['M5 12h14']);
export const FitWidthIcon = icon(['M3 12h18', 'M7 8l-4 4 4 4', 'M17 8l4 4-4 4']);
/** No network: a struck-out Wi-Fi fan. */
export const OfflineIcon = icon([
  'M2 2l20 20',
  'M8.5 16.5a5 5 0 0 1 7 0',
  'M5 12.9a10 10 0 0 1 5.2-2.8',
  'M19 12.9a10 10 0 0 0-2.3-1.6',
  'M2 8.8a15 15 0 0 1 4.2-2.7',
  'M10.7 5.1A15 15 0 0 1 22 8.8',
  'M12 20h.01',
]);
/** Kept on this device: a box with a check. */
export const SavedOfflineIcon = icon([
  'M21 8v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8',
  'M1 3h22v5H1z',
  'M9 14l2 2 4-4',
]);
