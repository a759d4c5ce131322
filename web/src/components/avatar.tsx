// A round avatar or server icon that falls back to a generated initial-letter avatar when missing or failing.
import { useState } from 'react';
import { initialsOf } from '#shared/logic/discord-cdn';
import './avatar.css';

/** Props: the image URL (or null), the name used for the fallback, and the display size in px. */
export interface AvatarProps {
  src: string | null | undefined;
  name: string;
  /** Fallback name when `name` is empty, e.g. 'User' or 'Server' as the spec says. */
  fallbackName: string;
  size?: number;
  className?: string;
  /** Hides the avatar from assistive technology, for one that sits beside its owner's name. */
  decorative?: boolean;
  /** 'low' fetches the image after the page's text, styles and scripts (the `fetchpriority` hint). */
  fetchPriority?: 'low';
}

const SIZE_CLASSES: Record<number, string> = {
  24: 'avatar--24',
  32: 'avatar--32 fs-75',
  40: 'avatar--40 fs-90',
  64: 'avatar--64',
  96: 'avatar--96',
  128: 'avatar--128',
};

/** Renders the image; on a missing src or a load error shows the name's initials instead. */
export function Avatar({
  src,
  name,
  fallbackName,
  size = 40,
  className = '',
  decorative = false,
  fetchPriority,
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name.trim() || fallbackName;
  const classes = `avatar ${SIZE_CLASSES[size] ?? 'avatar--40 fs-90'} ${className}`.trim();
  if (!src || failedSrc === src) {
    return (
      <span
        className={`${classes} avatar--initials bold`}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      >
        {initialsOf(label)}
      </span>
    );
  }
  return (
    <img
      className={classes}
      src={src}
      alt={decorative ? '' : label}
      fetchPriority={fetchPriority}
      onError={() => setFailedSrc(src)}
    />
  );
}
