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
