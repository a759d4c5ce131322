// A mock Discord message beside the hero: the bot's security log reporting a stopped attack.

import { BrandMark } from '#web/components/site/brand-mark';
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { HERO_PREVIEW, HOME_TEXTS } from '../texts';

/** Decorative preview of a security-log message, described for screen readers as a figure. */
export function HeroPreview() {
  return (
    <figure className="home-preview" aria-label={HOME_TEXTS.previewLabel}>
      <div className="home-preview__channel muted bold" aria-hidden="true">
        # {HERO_PREVIEW.channel}
      </div>
      <div className="home-preview__message flex">
        <span className="home-preview__avatar grid flex-none">
          <BrandMark size={40} />
        </span>
        <div className="home-preview__body min-w-0 grow">
          <p className="home-preview__author bold">
            {PRODUCT_NAME} <span className="home-preview__bot">{HOME_TEXTS.previewBot}</span>
            <span className="home-preview__time faint fs-75">{HERO_PREVIEW.time}</span>
          </p>
          <div className="home-preview__embed">
            <p className="home-preview__title bold">{HERO_PREVIEW.title}</p>
            <dl className="home-preview__fields grid">
              {HERO_PREVIEW.lines.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <p className="home-preview__footer faint fs-75">{HERO_PREVIEW.footer}</p>
          </div>
        </div>
      </div>
    </figure>
  );
}
