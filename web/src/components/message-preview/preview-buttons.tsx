// The row of buttons under a previewed message: link buttons and role buttons, drawn as Discord does.
import { safeHttpUrl } from '#web/lib/safe-url';
import { DiscordMarkdown } from '../markdown/discord-markdown';
import type { PreviewButton } from './preview-types';

const STYLE_CLASSES: Record<number, string> = {
  1: 'preview-button--primary',
  2: 'preview-button--secondary',
  3: 'preview-button--success',
  4: 'preview-button--danger',
  5: 'preview-button--link',
};

/** Draws up to five buttons per row; link buttons open their http(s) URL in a new tab. */
export function PreviewButtons({ buttons }: { buttons: PreviewButton[] }) {
  if (buttons.length === 0) return null;
  return (
    <div className="flex wrap gap-2 mt-2">
      {buttons.map((button, index) => {
        const style = button.url ? 5 : (button.style ?? 2);
        const href = safeHttpUrl(button.url);
        const body = (
          <>
            {button.emoji && <DiscordMarkdown text={button.emoji} inline />}
            <span>{button.label}</span>
            {style === 5 && <span aria-hidden="true">↗</span>}
          </>
        );
        const className = `preview-button items-center gap-40 medium no-underline ${STYLE_CLASSES[style] ?? ''}`;
        return href ? (
          <a key={index} className={className} href={href} target="_blank" rel="noopener noreferrer nofollow">
            {body}
          </a>
        ) : (
          <span key={index} className={className}>
            {body}
          </span>
        );
      })}
    </div>
  );
}
