import type { SVGProps } from "react"

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">

/** Decorative line icons; the text beside them carries the meaning, so they are hidden from screen readers. */
const icon = (paths: string) =>
  function Icon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        <path d={paths} />
      </svg>
    )
  }

export const ChevronDownIcon = icon("M6 9l6 6 6-6")
export const MenuIcon = icon("M4 7h16M4 12h16M4 17h16")
export const CloseIcon = icon("M6 6l12 12M18 6L6 18")
export const ClockIcon = icon("M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z")
export const PinIcon = icon("M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z")
export const ChevronLeftIcon = icon("M15 6l-6 6 6 6")
export const ChevronRightIcon = icon("M9 6l6 6-6 6")
export const ExpandIcon = icon("M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5")
export const ShrinkIcon = icon("M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5")
export const GridIcon = icon("M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z")
export const PlayIcon = icon("M8 5.5v13l10.5-6.5z")
export const ShareIcon = icon("M12 15V3M8 7l4-4 4 4M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7")
export const LinkIcon = icon("M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1")
export const SearchIcon = icon("M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4")
export const CheckIcon = icon("M5 12.5l4.5 4.5L19 7.5")
export const MailIcon = icon("M3 6h18v12H3zM3 7l9 6 9-6")
export const BellIcon = icon("M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0")
export const ExternalIcon = icon("M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5")
export const HeartIcon = icon(
  "M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1 7.8 7.7 7.8-7.7 1-1.1a5.5 5.5 0 0 0 0-7.8z"
)
